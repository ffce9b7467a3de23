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

/**
 * A ref or cursor that cannot be used (docs/contract.md, "Refs, revisions and atomicity"). An expired control ref
 * says why: `gone` (its element left the page) or `changed` (what identified it changed).
 */
export class RefError extends LookoutError {
  override name = 'RefError';
  readonly reason?: 'gone' | 'changed';
  constructor(code: 'expired-reference' | 'unknown-reference' | 'not-actionable', message: string, reason?: 'gone' | 'changed') {
    super(code, message);
    if (reason !== undefined) this.reason = reason;
  }
}

/**
 * A live action guard failed; nothing was done to the page by the failing step. `reason` says which guard; in a
 * call of several steps, `step` is the index of the one that failed (the steps before it ran).
 */
export class GuardError extends LookoutError {
  override name = 'GuardError';
  readonly reason: string;
  readonly step?: number;
  constructor(reason: string, message: string, step?: number) {
    super('guard-failed', message);
    this.reason = reason;
    if (step !== undefined) this.step = step;
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
  /** The step of a call of several that failed. */
  step?: number;
}

export function errorFromRecord(record: ErrorRecord): LookoutError {
  if (record.code === 'guard-failed') return new GuardError(record.reason ?? 'unknown', record.message, record.step);
  if (record.code === 'expired-reference') {
    const reason = record.reason === 'gone' || record.reason === 'changed' ? record.reason : undefined;
    return withStep(new RefError('expired-reference', record.message, reason), record.step);
  }
  if (record.code === 'navigation-blocked') return new NavigationBlockedError((record.reason ?? 'allowed-origins') as PolicyRule, record.message);
  return withStep(new LookoutError(record.code, record.message), record.step);
}

/** Marks which step of a call of several failed. */
export function withStep<E extends LookoutError>(error: E, step: number | undefined): E {
  if (step !== undefined) Object.defineProperty(error, 'step', { value: step, enumerable: true });
  return error;
}
