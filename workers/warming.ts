// Warming the collector while a new document settles (docs/contract.md, "Settling"). Each document gets a new
// isolated world, and the engine runs a new world's collector cold: its first collection takes three to four times
// a warm one, its second about twice (`node --no-deprecation dist/bench/worlds.js` shows the warm figure). A
// navigation that waits for the network and the DOM to go quiet (settle.ts; a static document is settled after
// its short load window instead, and is not warmed) waits anyway: in that wait the worker runs the collector
// for the engine alone (`warm` in the page, which keeps nothing and returns nothing but its time), so that the
// observation the call then makes, and the ones after it, run compiled.
import type { SessionState } from './session-types.js';
import { sheetsEpoch } from './sheets.js';
import { call, inWorld } from './collection.js';

/** Warm-ups per document: the third collection of a world is within a fifth of a warm one. */
const WARM_UPS = 2;
/** What a first warm-up is taken to cost before one was timed in this tab. */
const FIRST_GUESS_MS = 100;
/** A warm-up is stopped past this (V8 ends the evaluation): it only ever saves time. */
const WARM_LIMIT_MS = 2_000;
/** How long past that limit a warm-up may go unanswered (the evaluation never started) before the wait goes on. */
const UNANSWERED_MS = 500;

/** What the tab knows of its warm-ups. */
export interface TabWarming {
  /** The document (the tab's count of navigations) the runs below are of. */
  document: number;
  runs: number;
  /**
   * The document a collection of a call's own last ran in (collection.ts sets it): its world is warm, and an
   * action's wait there is not spent on warming.
   */
  collectedIn: number;
  /** How long the last first warm-up and the last warm-up took, in ms; 0 before any. */
  firstMs: number;
  lastMs: number;
}

export function tabWarming(): TabWarming {
  return { document: -1, runs: 0, collectedIn: -1, firstMs: 0, lastMs: 0 };
}

/**
 * Runs one warm-up of the collector in the active tab's document when the wait has time left for it: a new
 * document whose world exists, no collection of its own yet, fewer than WARM_UPS warm-ups, enough of `leftMs`
 * (what the quiet window still asks) for the warm-up's likely time, and twice that of `budgetMs` (the settle
 * budget's rest), so that the call seldom ends later for it. Whether one ran; a failed one ends the warming of
 * that document.
 */
export async function warmWhileSettling(state: SessionState, leftMs: number, budgetMs: number): Promise<boolean> {
  const tab = state.tab;
  const world = tab.world;
  if (world === null) return false;
  const warm = current(state);
  if (warm.collectedIn === tab.navigations || warm.runs >= WARM_UPS) return false;
  const guess = warm.runs === 0 ? warm.firstMs || FIRST_GUESS_MS : warm.lastMs * 0.7;
  // A first warm-up takes about two fifths of its own time off the observation after it: it may run past the
  // quiet window by less than that. A second one saves less than a fifth of its time: it must fit.
  if (leftMs < (warm.runs === 0 ? 0.6 : 1) * guess || budgetMs < 2 * guess) return false;
  warm.runs++;
  const started = performance.now();
  const options = { allProperties: tab.slotSearch.unknownRoots === tab.navigations, sheets: sheetsEpoch(tab.sheets) };
  // A page a dialog holds never answers: the wait goes on without the warm-up.
  let timer: NodeJS.Timeout | undefined;
  const unanswered = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.min(WARM_LIMIT_MS, budgetMs) + UNANSWERED_MS)));
  const ran = inWorld<number>(state, call('warm', options), false, Math.min(WARM_LIMIT_MS, budgetMs)).catch(() => null);
  const answer = await Promise.race([ran, unanswered]);
  clearTimeout(timer);
  if (answer === null) {
    warm.runs = WARM_UPS;
    return false;
  }
  const ms = performance.now() - started;
  warm.lastMs = ms;
  if (warm.runs === 1) warm.firstMs = ms;
  return true;
}

/** The tab's warming, started over for a new document. */
function current(state: SessionState): TabWarming {
  const tab = state.tab;
  const warm = tab.warming;
  if (warm.document !== tab.navigations) {
    warm.document = tab.navigations;
    warm.runs = 0;
  }
  return warm;
}
