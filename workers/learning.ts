// What the worker learns between calls, while the caller thinks: first the page's style sheets (sheets.ts: the
// sheets read ahead, those of other origins taught), then listeners, and last the collector is warmed in a new
// document (warming.ts). A collection asks the debugging protocol about
// at most LISTENER_QUERIES of its candidates (in-page/clickables.ts); on a page with more, those left wait for later
// collections, and each of the page's first observations paid for its questions (24 targets: 12-50 ms,
// listeners.ts). Between calls the worker is idle: it asks about the rest then, a small batch at a time, and the
// collector remembers the answers for the document's life, so the next collection finds them known and asks nothing.
//
// Only the active tab's top document, only while nothing else runs: every task the worker takes stops the
// learning first (entry.ts), and a batch in flight ends with its answers dropped. A document replaced, a tab
// switched or closed, ends it too. What is learnt is what a collection would have learnt by asking: the protocol's
// answer, which page script can neither forge nor hide.
import { delay } from './deadlines.js';
import { listenedInBacklog, rememberExpression } from './listeners.js';
import type { SessionState, TabState } from './session-types.js';
import { learnSheets } from './sheets.js';
import { warmBetweenCalls } from './warming.js';

/** Time the worker waits after a call before it starts: a caller's next call, sent at once, never meets a batch. */
const IDLE_MS = 30;
/** Candidates per batch: small, so a call that comes during one waits little for it (two messages each). */
const BATCH = 8;
/** Batches per pause at most (the backlog holds at most 512 candidates: 64 batches). */
const BATCHES = 64;

let current: AbortController | null = null;
let learning: Promise<void> = Promise.resolve();

/** Starts learning the listeners of the candidates the newest collection of `state`'s active tab left unasked. */
export function learnBetweenCalls(state: SessionState): void {
  stopLearning();
  const tab = state.tab;
  const world = tab.world;
  const navigations = tab.navigations;
  if (world === null) return;
  const controller = new AbortController();
  current = controller;
  const still = (): boolean => !controller.signal.aborted && state.tab === tab && tab.world === world && tab.navigations === navigations;
  learning = (async () => {
    await delay(IDLE_MS);
    await learnSheets(tab, world, still);
    await learnListeners(tab, world, still);
    // Last, with what was learnt known to the collector, the document's collector is warmed (warming.ts).
    if (still()) await warmBetweenCalls(state, still);
  })().catch(() => undefined);
}

/** Asks about the listeners of the backlog's candidates, a batch at a time, while `still` holds. */
async function learnListeners(tab: TabState, world: number, still: () => boolean): Promise<void> {
  for (let batch = 0; batch < BATCHES && still(); batch++) {
    const listening = await listenedInBacklog(tab.cdp, world, BATCH);
    // A failed question (the document went away, the page stopped answering) teaches nothing: the batch stays unknown.
    if (!still() || listening === null) return;
    const left = await tab.cdp.send('Runtime.evaluate', { expression: rememberExpression(listening), contextId: world, returnByValue: true });
    if (typeof left.result.value !== 'number' || left.result.value <= 0) return;
  }
}

/**
 * While a call waits for the page to settle (settle.ts), the worker is as idle as between calls: it reads the
 * active tab's sheets ahead and teaches those of other origins then, so that the call's own collection (a
 * navigation's first) finds them kept. Sheets only: the listeners wait for a collection's candidates. Returns
 * what stops it, which the wait calls when it ends; a message in flight then is let go.
 */
export function learnSheetsWhileSettling(state: SessionState): () => void {
  const tab = state.tab;
  const world = tab.world;
  const navigations = tab.navigations;
  let stopped = world === null;
  const still = (): boolean => !stopped && state.tab === tab && tab.world === world && tab.navigations === navigations;
  if (world !== null) void learnSheets(tab, world, still).catch(() => undefined);
  return () => void (stopped = true);
}

/** Stops the learning: a batch in flight is let go, its answers dropped. */
export function stopLearning(): void {
  current?.abort();
  current = null;
}

/** Resolves once the learning started last has ended (the test seam waits for it: faults.ts). */
export function learnt(): Promise<void> {
  return learning;
}
