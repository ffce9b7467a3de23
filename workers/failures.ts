// How a worker's failures become replies: its own typed failures pass as they are (their messages stripped of
// URL secrets), anything else is classified by Playwright's error type or by what Chromium says, and never
// quoted. Nothing but data crosses to the coordinator (piscina#141).
import { errors } from './playwright.js';
import { describeUrl, withoutUrlSecrets, type ErrorCode } from '../schemas/error-codes.js';
import type { PolicyRule } from '../schemas/navigation-policy.js';
import type { WorkerReply } from '../schemas/record.js';

export class WorkerFailure extends Error {
  /** In a call of several steps, the index of the one that failed. */
  step?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export function blockedFailure(rule: PolicyRule, url: string): WorkerFailure {
  return new WorkerFailure('navigation-blocked', `the navigation policy refused ${describeUrl(url)} (${rule})`, rule);
}

export function failure(error: unknown): WorkerReply {
  if (error instanceof WorkerFailure) {
    const reply: WorkerReply = { ok: false, code: error.code, message: withoutUrlSecrets(error.message) };
    if (error.reason !== undefined) reply.reason = error.reason;
    if (error.step !== undefined) reply.step = error.step;
    return reply;
  }
  const { code, message } = classify(error);
  return { ok: false, code, message };
}

/**
 * A failure that is not one of ours, by Playwright's error type where it has one, else by what Chromium
 * says. The message returned never quotes the original: it may hold a URL with its query, typed text or a
 * raw protocol message.
 */
function classify(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof errors.TimeoutError) return { code: 'timeout', message: 'the browser did not answer in time' };
  const text = error instanceof Error ? error.message : String(error);
  if (/crash/i.test(text)) return { code: 'page-crashed', message: 'the page crashed; the session continues on a fresh page' };
  if (/Target page, context or browser has been closed|Browser has been closed|Browser closed|browser has disconnected|Connection closed/i.test(text)) {
    return { code: 'browser-disconnected', message: 'the browser connection closed during the call' };
  }
  if (
    /Target closed|Session closed|No target with given id|Cannot find context|Execution context was destroyed|context with specified id|Inspected target navigated/i.test(
      text,
    )
  ) {
    return { code: 'collection-failed', message: 'the page went away or replaced its document during the call' };
  }
  return { code: 'internal', message: 'an unexpected error in the worker' };
}
