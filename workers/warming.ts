// Warming the collector (docs/contract.md, "Settling"). Each document gets a new isolated world, and the engine
// runs a new world's collector cold: its first collection takes three to four times a warm one, its second about
// twice (`node --no-deprecation dist/bench/worlds.js` shows the warm figure). A call that brings a new document
// waits anyway, for quiet or to the end of a static document's load window (settle.ts): in that wait the worker
// runs the collector for the engine alone (`warm` in the page, which keeps nothing and returns nothing but its
// time and the nodes it scanned), so that the observation the call then makes, and the ones after it, run
// compiled. What the wait had no time for is made up between calls, while the caller thinks (learning.ts runs
// `warmBetweenCalls`), in short slices a call that comes meanwhile hardly waits for.
import type { WarmUps } from '../schemas/record.js';
import type { SessionState } from './session-types.js';
import { sheetsEpoch } from './sheets.js';
import { call, inWorld } from './collection.js';
import { within } from './deadlines.js';

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
  /**
   * Nodes the document's last collection scanned; its warm-ups over slices of it in the load window and between
   * calls so far, and the nodes all of them scanned.
   */
  nodes: number;
  inWindow: number;
  slices: number;
  warmed: number;
  /** The time the warm-ups between calls took, in ms, round trips included. */
  slicedMs: number;
  /** Per node, what the first warm-up in a load window took, in ms, in the last document that had one. */
  coldMsPerNode: number;
}

export function tabWarming(): TabWarming {
  return {
    document: -1,
    runs: 0,
    collectedIn: -1,
    firstMs: 0,
    lastMs: 0,
    nodes: 0,
    inWindow: 0,
    slices: 0,
    warmed: 0,
    slicedMs: 0,
    coldMsPerNode: COLD_MS_PER_NODE,
  };
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
  // A page a dialog holds never answers: the wait goes on without the warm-up.
  if ((await warmUp(state, undefined, Math.min(WARM_LIMIT_MS, budgetMs))) === null) {
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
    warm.nodes = 0;
    warm.inWindow = 0;
    warm.slices = 0;
    warm.warmed = 0;
    warm.slicedMs = 0;
  }
  return warm;
}

/** What a warm-up between calls aims to take: a call that comes during one waits about this long for it. */
const SLICE_MS = 15;
/** Nodes the first warm-up between calls scans; later ones scan what SLICE_MS asks at the pace the last one ran. */
const FIRST_SLICE_NODES = 500;
const SLICE_NODES = { min: 200, max: 20_000 };
/**
 * The warming between calls of a document: until, with its warm-ups in the wait, as many nodes were scanned as
 * WARM_UPS whole collections scan; at most SLICES warm-ups and SLICES_MS of them.
 */
const SLICES = 24;
const SLICES_MS = 400;
/** A warm-up between calls is stopped past this (V8 ends the evaluation), and the warming of its document ends. */
const SLICE_ANSWER_MS = 1_000;
/**
 * A load window's warm-ups: what a cold collector is taken to take per node before one was timed in the tab
 * (15 to 45 µs measured on the bench's pages), the share of the window's rest the first one aims at (it times
 * this document's pace), and the share later ones aim at; no warm-up starts with less of the window left.
 */
const COLD_MS_PER_NODE = 0.03;
const WINDOW_FIRST_SHARE = 0.4;
const WINDOW_SHARE = 0.8;
const WINDOW_LEFT_MS = 10;

/** A collection of the active tab's document `document` scanned `nodes` nodes: what its warm-ups measure against. */
export function collectedNodes(state: SessionState, document: number, nodes: number): void {
  const warm = current(state);
  if (warm.document === document) warm.nodes = nodes;
}

/**
 * One warm-up in the active tab's document, over its first `scanNodes` nodes or whole, stopped past `limitMs`:
 * its time in the page and the nodes it scanned, or null when it failed or went unanswered (a dialog holds the
 * page; the evaluation never started).
 */
async function warmUp(state: SessionState, scanNodes: number | undefined, limitMs: number): Promise<[number, number] | null> {
  const tab = state.tab;
  const options = {
    allProperties: tab.slotSearch.unknownRoots === tab.navigations,
    sheets: sheetsEpoch(tab.sheets),
    ...(scanNodes !== undefined ? { scanNodes } : {}),
  };
  const answer = await within(inWorld<[number, number]>(state, call('warm', options), false, limitMs), limitMs + UNANSWERED_MS).catch(() => null);
  return Array.isArray(answer) ? answer : null;
}

/** A warm-up over a slice of `nodes` nodes; one that fails ends the document's warming. */
async function slice(state: SessionState, nodes: number): Promise<[number, number] | null> {
  const answer = await warmUp(state, nodes, SLICE_ANSWER_MS);
  if (answer === null) state.tab.warming.slices = SLICES;
  return answer;
}

/** `nodes` rounded into the bounds of a slice. */
function sliceNodes(nodes: number): number {
  return Math.round(Math.min(SLICE_NODES.max, Math.max(SLICE_NODES.min, nodes)));
}

/**
 * Warms a new document's collector while its load window runs (settle.ts), up to `endsAt`: the window's probe is
 * already waiting in the page, and a warm-up asks for no timer, request or DOM change, so the signs read the same.
 * Each warm-up scans as many nodes from the document's start as the window's rest has time for at the pace the
 * last one ran (the first at the pace of the tab's last cold one, and for a share of the rest only, as documents
 * differ), so that the window seldom ends later for it; they stop once the document had WARM_UPS collections'
 * worth of nodes.
 */
export async function warmInWindow(state: SessionState, endsAt: number): Promise<void> {
  const tab = state.tab;
  if (tab.world === null) return;
  const warm = current(state);
  if (warm.collectedIn === tab.navigations) return;
  let msPerNode = warm.coldMsPerNode;
  for (;;) {
    const left = endsAt - Date.now();
    if (left < WINDOW_LEFT_MS || warm.slices >= SLICES || state.tab !== tab || state.openDialog || (warm.nodes > 0 && warm.warmed >= WARM_UPS * warm.nodes))
      return;
    const first = warm.inWindow === 0;
    const nodes = sliceNodes(((first ? WINDOW_FIRST_SHARE : WINDOW_SHARE) * left) / msPerNode);
    warm.inWindow++;
    const answer = await slice(state, nodes);
    if (answer === null) return;
    const [ms, scanned] = answer;
    warm.warmed += scanned;
    // A scan that stopped short of what it was asked took the whole document, as far as a collection's scan goes.
    if (scanned < nodes) warm.nodes = scanned;
    msPerNode = Math.max(ms, 0.1) / Math.max(1, scanned);
    if (first) warm.coldMsPerNode = msPerNode;
  }
}

/**
 * Warms the active tab's collector between calls, while the caller thinks (learning.ts runs it after what it
 * learns): what the wait had no time for (a load window is short, a wait for quiet may end early), so that the
 * document's next collections do not run its world's collector colder than need be. Each warm-up scans a slice
 * of the document from its start (about SLICE_MS of it) and keeps nothing; they go on until, with the document's
 * warm-ups in the wait, WARM_UPS collections' worth of nodes were scanned, and stop as soon as `still` says the
 * worker has other work, the document or tab changed, or a dialog opened. A call that comes meanwhile waits for
 * the slice in the page, if any, and nothing else.
 */
export async function warmBetweenCalls(state: SessionState, still: () => boolean): Promise<void> {
  if (state.tab.world === null) return;
  const warm = current(state);
  let nodes = FIRST_SLICE_NODES;
  while (coldWorld(state) && still() && !state.openDialog) {
    warm.slices++;
    const started = performance.now();
    const answer = await slice(state, nodes);
    warm.slicedMs += performance.now() - started;
    if (answer === null) return;
    const [ms, scanned] = answer;
    warm.warmed += scanned;
    nodes = sliceNodes((SLICE_MS * Math.max(1, scanned)) / Math.max(ms, 0.1));
  }
}

/** Whether the active tab's document may still be warmed between calls (warmBetweenCalls). */
export function coldWorld(state: SessionState): boolean {
  const warm = current(state);
  return state.tab.world !== null && warm.slices < SLICES && warm.slicedMs < SLICES_MS && warm.warmed + warm.runs * warm.nodes < WARM_UPS * warm.nodes;
}

/** The warm-ups of the active tab's document `document` so far, for its collection's record. */
export function warmUpsOf(state: SessionState, document: number): WarmUps {
  const warm = current(state);
  return warm.document === document
    ? { inWait: warm.runs, inWindow: warm.inWindow, slices: warm.slices, slicedNodes: warm.warmed, slicedMs: Math.round(warm.slicedMs) }
    : { inWait: 0, inWindow: 0, slices: 0, slicedNodes: 0, slicedMs: 0 };
}
