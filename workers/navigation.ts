// The navigation policy in the worker: the URL given to navigate, checked after DNS before the page is
// touched, and the refusals of the session's egress proxy read back to explain a navigation that failed.
import { errors, type Response } from 'playwright-core';
import { describeUrl } from '../schemas/error-codes.js';
import { checkUrl, type PolicyRule } from '../schemas/navigation-policy.js';
import { BLOCKED_HEADER, Blocked, resolveChecked } from './egress-proxy.js';
import { WorkerFailure, blockedFailure } from './failures.js';
import type { SessionState } from './session-state.js';

/** The rule that refused the document at `url`, when the proxy refused its host since `since`. */
export function refusalOf(state: SessionState, url: string, since: number): PolicyRule | null {
  if (!state.proxy) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const target = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`;
  return state.proxy.refusedSince(since).findLast((r) => r.target === target)?.rule ?? null;
}

/** How far back a refusal of the main frame's host explains the document it shows. */
export const REFUSAL_WINDOW_MS = 60_000;

/**
 * The policy for the URL given to `navigate`, before the page is touched: scheme, origins, and the
 * addresses its host resolves to. The proxy checks again for every request, redirects included.
 */
async function checkNavigation(state: SessionState, url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WorkerFailure('invalid-url', `not a valid absolute URL: ${describeUrl(url)}`);
  }
  const rule = checkUrl(state.policy, parsed);
  if (rule) throw blockedFailure(rule, url);
  if (state.policy.blockPrivateNetwork && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
    try {
      await resolveChecked(parsed.hostname, state.policy);
    } catch (error) {
      if (error instanceof Blocked) throw blockedFailure(error.rule, url);
      // A name that does not resolve fails as the navigation would.
      throw new WorkerFailure('navigation-failed', `navigation to ${describeUrl(url)} failed: the host name did not resolve`);
    }
  }
}

export async function navigate(state: SessionState, url: string, timeoutMs: number): Promise<void> {
  await checkNavigation(state, url);
  const started = Date.now();
  let response: Response | null;
  try {
    response = await state.page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    // A redirect (or the URL itself) refused by the proxy: the navigation failed because of the policy.
    const refused = state.proxy?.refusedSince(started).at(-1);
    if (refused) throw blockedFailure(refused.rule, url);
    if (error instanceof errors.TimeoutError) throw new WorkerFailure('timeout', `navigation to ${describeUrl(url)} timed out after ${timeoutMs} ms`);
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    if (/invalid url|Cannot navigate to invalid URL/i.test(message)) throw new WorkerFailure('invalid-url', `not a URL Chromium can load: ${describeUrl(url)}`);
    const reason = /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? 'the page did not load';
    throw new WorkerFailure('navigation-failed', `navigation to ${describeUrl(url)} failed: ${reason}`);
  }
  const blocked = response?.headers()[BLOCKED_HEADER];
  if (blocked !== undefined || state.blockedDocument) throw blockedFailure((state.blockedDocument ?? blocked) as PolicyRule, url);
}
