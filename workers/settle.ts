// Settling (docs/contract.md, "Settling"): after a navigation's load or an action, the page counts as settled
// once none of its own requests is in flight and its DOM has not changed for the quiet window, within the
// settle budget. Long-lived connections (EventSource, WebSockets) do not count; a page that never goes quiet
// uses the budget and is observed as it is, with `settled: false`.
import type { Page, Request } from 'playwright-core';
import type { Settle } from '../schemas/observation.js';
import type { CallSignal } from './budget.js';
import type { SessionState } from './session-types.js';
import { inWorld } from './collection.js';

const POLL_MS = 40;
const LONG_LIVED = new Set(['eventsource', 'websocket']);

/**
 * Milliseconds since the DOM last changed, from a MutationObserver in the collector's isolated world (one per
 * document). A document's changes before the observer existed count as ending at its load event. The answer
 * waits for a zero timer first: the page's timers that are already due (a busy machine runs them late) run
 * before it, so work they start (a fetch, a change) is seen rather than mistaken for quiet.
 */
const DOM_QUIET = `new Promise((done) => setTimeout(done, 0)).then(() => {
  const g = globalThis;
  if (!g.__lookoutQuiet) {
    const nav = performance.getEntriesByType('navigation')[0];
    const state = { last: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now() };
    new MutationObserver(() => { state.last = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    Object.defineProperty(g, '__lookoutQuiet', { value: state });
  }
  return performance.now() - g.__lookoutQuiet.last;
})`;

/** Requests of a page in flight, counted from when the tracker started (the start of a call). */
export class NetworkTracker {
  private readonly inFlight = new Set<Request>();
  private lastActivity = Date.now();
  private readonly onRequest = (request: Request): void => {
    if (LONG_LIVED.has(request.resourceType())) return;
    this.inFlight.add(request);
    this.lastActivity = Date.now();
  };
  private readonly onDone = (request: Request): void => {
    if (this.inFlight.delete(request)) this.lastActivity = Date.now();
  };

  constructor(private readonly page: Page) {
    page.on('request', this.onRequest);
    page.on('requestfinished', this.onDone);
    page.on('requestfailed', this.onDone);
  }

  /** The step of the call ended: quiet time is counted from now at the earliest. */
  stepEnded(): void {
    this.lastActivity = Date.now();
  }

  /** Milliseconds the network has been quiet, or 0 while a request is in flight. */
  quietMs(): number {
    return this.inFlight.size > 0 ? 0 : Date.now() - this.lastActivity;
  }

  stop(): void {
    this.page.off('request', this.onRequest);
    this.page.off('requestfinished', this.onDone);
    this.page.off('requestfailed', this.onDone);
  }
}

/** Waits until the active page settles or the budget runs out; says which. */
export async function settle(state: SessionState, network: NetworkTracker, budgetMs: number, call: CallSignal): Promise<Settle> {
  const started = Date.now();
  // The quiet window starts when the step ended (a click's handler may start its work a moment later), not
  // when the call began: requests the step started are still counted while in flight.
  network.stepEnded();
  const quiet = state.settings.settleQuietMs;
  for (;;) {
    call.throwIfAborted();
    const waitedMs = Date.now() - started;
    if (network.quietMs() >= quiet) {
      // A document being replaced has no world to ask, and a page held by a dialog does not answer: not quiet yet.
      let timer: NodeJS.Timeout | undefined;
      const unanswered = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(0), Math.max(POLL_MS, budgetMs - waitedMs))));
      const domQuiet = await Promise.race([inWorld<number>(state, DOM_QUIET, true).catch(() => 0), unanswered]);
      clearTimeout(timer);
      // The network is asked again: a request the page's late timers started counts.
      if (domQuiet >= quiet && network.quietMs() >= quiet) return { settled: true, waitedMs: Date.now() - started };
    }
    if (waitedMs >= budgetMs) return { settled: false, waitedMs };
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(1, budgetMs - waitedMs))));
  }
}
