// Every rejection Lookout makes is a LookoutError with a stable string `code`, one of the table in
// schemas/error-codes.ts. The codes are API: never rename one.
//
// A failure reads the same on every surface (library, CLI, HTTP, MCP): one message, made where the failure is.
// Where it says what would let the call through, it names a setting, and each surface spells the setting the
// way its user can change it: the library by its option (`blockPrivateNetwork: false`), the CLI, `lookout serve`
// and `lookout mcp` by their flag (`--allow-private-network`). `messageOn(surface)` gives that text.

import type { ErrorCode } from '../schemas/error-codes.js';
import type { PolicyRule } from '../schemas/navigation-policy.js';

export type { ErrorCode } from '../schemas/error-codes.js';

/** Where a message is shown: the library's callers set options, everyone else passes flags. */
export type Surface = 'library' | 'cli' | 'http' | 'mcp';

/**
 * The settings a message can point to, each with what it lets through (`{}` stands for the setting's name)
 * and its name as an option and as a flag. Both names say the same thing: the option with the value that
 * allows, the flag that allows.
 */
export const SETTINGS = {
  'allow-file-urls': { lets: 'local files are loaded only with {}', option: 'allowFileUrls: true', flag: '--allow-file-urls' },
  'allow-private-network': {
    lets: 'loopback, private and link-local addresses are loaded only with {}',
    option: 'blockPrivateNetwork: false',
    flag: '--allow-private-network',
  },
  'allowed-origins': { lets: 'the origin is not on {}', option: 'allowedOrigins', flag: '--allowed-origins' },
  'blocked-origins': { lets: 'the origin is on {}', option: 'blockedOrigins', flag: '--blocked-origins' },
} as const satisfies Record<string, { lets: string; option: string; flag: string }>;

export type Setting = keyof typeof SETTINGS;

/** `setting`'s hint as `surface` words it. */
export function settingHint(setting: Setting, surface: Surface): string {
  const { lets, option, flag } = SETTINGS[setting];
  return lets.replace('{}', surface === 'library' ? option : flag);
}

export class LookoutError extends Error {
  override name = 'LookoutError';
  readonly code: ErrorCode;
  /** The setting that would let the call through, when there is one; the message ends with its hint. */
  readonly setting?: Setting;
  /** What happened, before the setting's hint. */
  readonly #said: string;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; setting?: Setting }) {
    const setting = options?.setting;
    super(
      setting === undefined ? message : `${message}: ${settingHint(setting, 'library')}`,
      options && 'cause' in options ? { cause: options.cause } : undefined,
    );
    this.code = code;
    this.#said = message;
    if (setting !== undefined) this.setting = setting;
  }

  /** The message as `surface` shows it: the same text, naming the setting (if any) as that surface spells it. */
  messageOn(surface: Surface): string {
    return this.setting === undefined ? this.message : `${this.#said}: ${settingHint(this.setting, surface)}`;
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

/** What lets through the URLs each rule of the navigation policy refuses. */
const RULE_SETTINGS: Record<PolicyRule, Setting> = {
  'file-urls': 'allow-file-urls',
  'private-network': 'allow-private-network',
  'allowed-origins': 'allowed-origins',
  'blocked-origins': 'blocked-origins',
};

/**
 * The navigation policy refused a URL; `rule` names the rule (`file-urls`, `allowed-origins`, ...). The message
 * says what was refused, up to the rule in parentheses (`the navigation policy refused http://10.0.0.1/
 * (private-network)`); the error adds the rule's setting itself, so every place that refuses reads alike
 * (anything a caller wrote after the rule is replaced).
 */
export class NavigationBlockedError extends LookoutError {
  override name = 'NavigationBlockedError';
  readonly rule: PolicyRule;
  constructor(rule: PolicyRule, message: string) {
    const marker = `(${rule})`;
    const end = message.indexOf(marker);
    super('navigation-blocked', end === -1 ? message : message.slice(0, end + marker.length), { setting: RULE_SETTINGS[rule] });
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
