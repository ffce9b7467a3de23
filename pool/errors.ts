// Every rejection Lookout makes is a LookoutError with a stable string `code`.
// The codes named in CONTRACT.md are API: never rename one.

export type ContractErrorCode =
  | 'schema'
  | 'regions-without-coverage'
  | 'duplicate-region-ref'
  | 'region-ref-aliases-control'
  | 'expired-reference'
  | 'not-actionable'
  | 'unknown-reference'
  | 'guard-failed';

export type PoolErrorCode =
  | 'invalid-option'
  | 'invalid-argument'
  | 'invalid-url'
  | 'browser-not-found'
  | 'browser-launch-failed'
  | 'browser-crashed'
  | 'browser-disconnected'
  | 'page-crashed'
  | 'worker-crashed'
  | 'navigation-failed'
  | 'collection-failed'
  | 'encoding-failed'
  | 'bound-too-small'
  | 'timeout'
  | 'aborted'
  | 'queue-full'
  | 'session-closed'
  | 'pool-closed'
  | 'replay-mismatch'
  | 'internal'
  // Transports (lookout serve, lookout mcp).
  | 'invalid-json'
  | 'body-too-large'
  | 'unknown-session'
  | 'unauthorized'
  | 'not-found';

export type ErrorCode = ContractErrorCode | PoolErrorCode;

export class LookoutError extends Error {
  override name = 'LookoutError';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Admission refused an observation (CONTRACT section 5); `errors` holds ajv's errors for `schema`. */
export class AdmissionError extends LookoutError {
  override name = 'AdmissionError';
  readonly errors: readonly unknown[];
  constructor(
    code: 'schema' | 'regions-without-coverage' | 'duplicate-region-ref' | 'region-ref-aliases-control',
    message: string,
    errors: readonly unknown[] = [],
  ) {
    super(code, message);
    this.errors = errors;
  }
}

/** A ref or cursor that cannot be used (CONTRACT section 4). */
export class RefError extends LookoutError {
  override name = 'RefError';
}

/** A live action guard failed; nothing was done to the page. `reason` says which guard. */
export class GuardError extends LookoutError {
  override name = 'GuardError';
  readonly reason: string;
  constructor(reason: string, message: string) {
    super('guard-failed', message);
    this.reason = reason;
  }
}

/** An option or argument was wrong; `field` names it. */
export class OptionError extends LookoutError {
  override name = 'OptionError';
  readonly field: string;
  constructor(field: string, message: string, code: 'invalid-option' | 'invalid-argument' = 'invalid-option') {
    super(code, message);
    this.field = field;
  }
}

/** The shape in which a failure crosses a thread: nothing but data (piscina#141). */
export interface ErrorRecord {
  ok: false;
  code: ErrorCode;
  message: string;
  reason?: string;
}

export function errorFromRecord(record: ErrorRecord): LookoutError {
  if (record.code === 'guard-failed') return new GuardError(record.reason ?? 'unknown', record.message);
  return new LookoutError(record.code, record.message);
}
