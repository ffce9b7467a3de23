// Every rejection Lookout makes is a LookoutError with a stable string `code`, one of the table in
// schemas/error-codes.ts. The codes are API: never rename one.

import type { ErrorCode } from '../schemas/error-codes.js';
import type { PolicyRule } from '../schemas/navigation-policy.js';

export type { ErrorCode } from '../schemas/error-codes.js';

export class LookoutError extends Error {
  override name = 'LookoutError';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Admission refused an observation (docs/contract.md, "Admission"); `errors` holds ajv's errors for `schema`. */
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

/** A ref or cursor that cannot be used (docs/contract.md, "Refs, revisions and atomicity"). */
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

/** The navigation policy refused a URL; `rule` names the rule (`file-urls`, `allowed-origins`, ...). */
export class NavigationBlockedError extends LookoutError {
  override name = 'NavigationBlockedError';
  readonly rule: PolicyRule;
  constructor(rule: PolicyRule, message: string) {
    super('navigation-blocked', message);
    this.rule = rule;
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
  if (record.code === 'navigation-blocked') return new NavigationBlockedError((record.reason ?? 'allowed-origins') as PolicyRule, record.message);
  return new LookoutError(record.code, record.message);
}
