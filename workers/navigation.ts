// The navigation policy in the worker: the URL given to navigate, checked after DNS before the page is
// touched, and the refusals of the session's egress proxy read back to explain a navigation that failed.
import type { Response } from 'playwright-core';
import { errors } from './playwright.js';
import { describeUrl } from '../schemas/error-codes.js';
import { checkUrl, type PolicyRule } from '../schemas/navigation-policy.js';
import { until } from './deadlines.js';
import { BLOCKED_HEADER, Blocked, resolveChecked } from './egress-proxy.js';
import { WorkerFailure, blockedFailure } from './failures.js';
import type { SessionState, TabState } from './session-types.js';

/** How long a failed navigation waits for Chromium to finish showing its error page. */
const FAILED_LOAD_MS = 3_000;

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

/** Loads `url` in the active tab, under the policy; the tab's status is the main document's HTTP status. */
export async function navigate(state: SessionState, url: string, timeoutMs: number): Promise<void> {
  await checkNavigation(state, url);
  const deadline = Date.now() + timeoutMs;
  const go = () => state.tab.page.goto(url, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) });
  await loading(
    state,
    url,
    async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await go();
        } catch (error) {
          if (attempt >= INTERRUPTED_RETRIES || !interrupted(error)) throw error;
          // The error page of an earlier failure committed late (on a loaded machine, after failureShown gave up)
          // and Playwright counts it as this navigation's interruption, though Chromium goes on loading `url`.
          // Asked for again at once, the new navigation would be interrupted by that one's commit, and so on, one
          // commit behind. So once the frame stopped loading, once more.
          await until(() => !state.tab.topFrame.loading, deadline);
        }
      }
    },
    timeoutMs,
  );
}

/** How often a navigation interrupted by another is asked for again. */
const INTERRUPTED_RETRIES = 2;

function interrupted(error: unknown): boolean {
  return error instanceof Error && /is interrupted by another navigation to/.test(error.message);
}

/** Goes back or forward in the active tab's history; nowhere to go leaves the page as it is. */
export async function history(state: SessionState, direction: 'back' | 'forward', timeoutMs: number): Promise<void> {
  const page = state.tab.page;
  const go = () => (direction === 'back' ? page.goBack({ waitUntil: 'load', timeout: timeoutMs }) : page.goForward({ waitUntil: 'load', timeout: timeoutMs }));
  await loading(state, page.url(), go, timeoutMs);
}

/**
 * Waits (a little at most) for what Chromium shows after a failed navigation. Playwright fails a navigation as soon
 * as Chromium says it failed, about 100 ms before Chromium commits its error page in its place; a navigation asked
 * for in between counts that commit as its own interruption and fails too, and so on for every later one, one
 * commit behind: the session would never load a page again. So a failure waits until the error page committed
 * (counted since `errorPagesBefore`) and stopped loading; an aborted navigation (a 204, a download) shows none, and
 * waits only for the loading to stop.
 */
async function failureShown(tab: TabState, errorPagesBefore: number, aborted: boolean): Promise<void> {
  const deadline = Date.now() + (aborted ? FAILED_LOAD_MS / 2 : FAILED_LOAD_MS);
  await until(() => !tab.topFrame.loading && (aborted || tab.topFrame.errorPages > errorPagesBefore), deadline);
}

/** Runs a navigation and turns its failure, or a refusal of the policy along its way, into a typed failure. */
async function loading(state: SessionState, url: string, go: () => Promise<Response | null>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const page = state.tab.page;
  // The main document's response, kept for a server's error with an empty body, which Chromium shows as its own
  // error page and Playwright as a failed navigation: the server answered, and its status says so.
  let answered: Response | null = null;
  const onResponse = (r: Response): void => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame()) answered = r;
  };
  page.on('response', onResponse);
  const errorPagesBefore = state.tab.topFrame.errorPages;
  let response: Response | null;
  try {
    response = await go();
  } catch (error) {
    const said = error instanceof Error ? error.message : '';
    // A URL Playwright refuses itself never reaches Chromium; a timeout's page is stopped by the call's budget.
    if (!(error instanceof errors.TimeoutError) && !/Cannot navigate to invalid URL/i.test(said)) {
      await failureShown(state.tab, errorPagesBefore, /net::ERR_ABORTED/.test(said));
    }
    const failed = answered as Response | null;
    if (failed !== null && /ERR_HTTP_RESPONSE_CODE_FAILURE/.test(error instanceof Error ? error.message : '')) {
      state.tab.status = failed.status();
      return;
    }
    // A redirect (or the URL itself) refused by the proxy: the navigation failed because of the policy.
    const refused = state.proxy?.refusedSince(started).at(-1);
    if (refused) throw blockedFailure(refused.rule, url);
    if (error instanceof errors.TimeoutError) throw new WorkerFailure('timeout', `navigation to ${describeUrl(url)} timed out after ${timeoutMs} ms`);
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    if (/invalid url|Cannot navigate to invalid URL/i.test(message)) throw new WorkerFailure('invalid-url', `not a URL Chromium can load: ${describeUrl(url)}`);
    const reason = /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? (interrupted(error) ? 'another navigation interrupted it' : 'the page did not load');
    throw new WorkerFailure('navigation-failed', `navigation to ${describeUrl(url)} failed: ${reason}`);
  } finally {
    page.off('response', onResponse);
  }
  // Only what came over HTTP has a status (a file or data URL has none).
  state.tab.status = response && response.status() >= 100 ? response.status() : undefined;
  const blocked = response?.headers()[BLOCKED_HEADER];
  if (blocked !== undefined || state.tab.blockedDocument) throw blockedFailure((state.tab.blockedDocument ?? blocked) as PolicyRule, state.tab.page.url());
}
