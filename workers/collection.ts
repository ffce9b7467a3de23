// Running the trusted collector: in an isolated world of the current document (made when needed; page script
// cannot reach it), within the call's budget, and turning what it returns into an encoded record.
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { encodeRecord } from '../schemas/codec.js';
import { LIMITS, type Control, type Operation, type PageInfo, type Settle, type Tab, type ToolName } from '../schemas/observation.js';
import type { CollectionRecord, SettledBy, WindowRequest, WorkerReply, WorkerTiming } from '../schemas/record.js';
import { unpackControls, type PackedControls } from '../schemas/wire.js';
import type { CallSignal } from './budget.js';
import { takeDialogReports } from './dialogs.js';
import type { FaultSeam } from './faults.js';
import { foldText } from './in-page/text.js';
import { dropSlotSearch, handOverSlots, startSlotSearch } from './closed-roots.js';
import { worldFor } from './collector-world.js';
import { WorkerFailure, blockedFailure } from './failures.js';
import { tabsSettled } from './session-state.js';
import type { SessionState, TabState } from './session-types.js';
import { boundedUrl, linkDestination, redactQuery } from './url-redaction.js';
import { learnBetweenCalls } from './learning.js';
import { coldWorld, collectedNodes, warmUpsOf } from './warming.js';
import { sheetsEpoch } from './sheets.js';
import { confirmExpression, focusWithListened, listenedTargets, withListened, type ConfirmedListeners } from './listeners.js';
import { enterFrames, framePathOf, frameTree, topScanNodes, topTextOffset, type DocCollected, type FramesOutcome } from './frames.js';

/** Adds the time a promise takes to one part of a call's timing. */
async function timed<T>(timing: WorkerTiming, part: 'collectorMs' | 'protocolMs' | 'framesMs', work: Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work;
  } finally {
    timing[part] += performance.now() - started;
  }
}

/** Evaluates an expression in the collector's isolated world, creating the world when needed. */
export async function inWorld<T>(state: SessionState, expression: string, awaitPromise = false, timeoutMs?: number): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const world = state.tab.world ?? (await createWorld(state));
    try {
      // With `timeout`, V8 terminates the evaluation when it runs past its budget.
      const reply = await state.tab.cdp.send('Runtime.evaluate', {
        expression,
        contextId: world,
        returnByValue: true,
        awaitPromise,
        ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
      });
      if (reply.exceptionDetails) {
        const description = reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text;
        if (timeoutMs !== undefined && /terminated/i.test(description)) {
          throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
        }
        throw new WorkerFailure('collection-failed', `collector failed in the page: ${description.split('\n')[0]}`);
      }
      return reply.result.value as T;
    } catch (error) {
      if (error instanceof WorkerFailure) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (timeoutMs !== undefined && /Execution was terminated/i.test(message)) {
        throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
      }
      // The document changed under us: its worlds are gone. Make a new one once.
      if (attempt === 0 && /Cannot find context|Execution context was destroyed|context with specified id/i.test(message)) {
        state.tab.world = null;
        continue;
      }
      throw error;
    }
  }
  throw new WorkerFailure('collection-failed', 'the page kept replacing its document during collection');
}

async function createWorld(state: SessionState): Promise<number> {
  const world = await worldFor(state.tab.cdp);
  state.tab.world = world;
  return world;
}

export function call(method: string, ...args: unknown[]): string {
  return `globalThis.__lookout.${method}(${args.map((a) => JSON.stringify(a)).join(',')})`;
}

/** What a collecting call adds to the page's own facts. */
export interface CallFacts {
  tool: ToolName;
  operation: Operation;
  /** The candidate of the session's published revision (its ref table is kept in the page). */
  published: number | null;
  timeoutMs: number;
  seam: FaultSeam;
  call: CallSignal;
  navigated?: boolean;
  settle?: Settle;
  settledBy?: SettledBy;
  /** Where the scan starts; the document's beginning without it. */
  window?: WindowRequest;
}

/**
 * The address a tab shows, as observations give it: the one Chromium could not load while its own error page
 * stands in for it (never `chrome-error://chromewebdata/`), without the values this session put in it, bounded.
 */
function shownUrl(state: SessionState, tab: TabState, url: string): string {
  return boundedUrl(redactQuery(tab.unreachableUrl ?? url, state.secrets));
}

/** The session's tabs as the observation lists them: the active one with its collected title, others as Chromium shows them. */
async function tabsOf(state: SessionState, activeTitle: string | null): Promise<Tab[]> {
  await tabsSettled(state);
  return Promise.all(
    [...state.tabs.values()].map(async (tab) => ({
      id: tab.id,
      url: shownUrl(state, tab, tab.page.url()),
      title: tab === state.tab && activeTitle !== null ? activeTitle : boundedTitle(await titleOf(tab)),
      active: tab === state.tab,
    })),
  );
}

/** The title Chromium shows for a tab, without running anything in its page (it may be blocked or held). */
async function titleOf(tab: TabState): Promise<string> {
  try {
    const { targetInfo } = await tab.cdp.send('Target.getTargetInfo');
    // Without a <title>, Chromium shows the address: that is no title.
    const bare = targetInfo.url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    return targetInfo.title === targetInfo.url || targetInfo.title === bare ? '' : targetInfo.title;
  } catch {
    return '';
  }
}

function boundedTitle(title: string): string {
  const chars = [...foldText(title).trim()];
  return chars.length > LIMITS.titleChars ? chars.slice(0, LIMITS.titleChars).join('') : chars.join('');
}

/** Encodes a record and moves its buffer to the coordinator. */
function reply(state: SessionState, record: CollectionRecord, seam: FaultSeam): ReturnType<typeof move> {
  let bytes: Uint8Array;
  try {
    seam.atEncode();
    bytes = encodeRecord(record);
  } catch (error) {
    throw new WorkerFailure('encoding-failed', `could not encode the observation: ${(error as Error).message}`);
  }
  // The reply object travels with its buffer moved, not copied.
  const answer: WorkerReply = { ok: true, record: bytes, popups: { ...state.popupCounts } };
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: answer } as never);
}

/**
 * Destinations of the links this thread redacted lately, by address. A page observed again has the same links,
 * and parsing each address again cost about a millisecond per 10k-node observation. Bounded: emptied when full.
 */
const destinations = new Map<string, string | undefined>();
const DESTINATIONS_KEPT = 4096;

function destinationOf(href: string): string | undefined {
  if (destinations.has(href)) return destinations.get(href);
  const destination = linkDestination(href, LIMITS.hrefChars);
  if (destinations.size >= DESTINATIONS_KEPT) destinations.clear();
  destinations.set(href, destination);
  return destination;
}

/** Links show where they lead without what the address carries (see linkDestination). */
function destinationsRedacted(controls: Control[], pageUrl: string): Control[] {
  const page = withoutFragment(pageUrl);
  for (const control of controls) {
    if (control.href === undefined) continue;
    // A link to a place on the page it is on (`#`, `#top`, a date picker's days) says nothing a model needs,
    // and a page of them repeats its own address, query and all, once per link: it goes without one.
    if (page !== null && control.href.includes('#') && withoutFragment(control.href) === page) {
      delete control.href;
      continue;
    }
    const destination = destinationOf(control.href);
    if (destination === undefined) delete control.href;
    else control.href = destination;
  }
  return controls;
}

/** A URL without its fragment, normalized; null for what is not a URL. */
function withoutFragment(url: string): string | null {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

type Collected = Omit<CollectionRecord, 'candidate' | 'tool' | 'operation' | 'tabs' | 'navigated' | 'controls'> & {
  controls: PackedControls;
  nextRef: number;
  /** Candidates the worker asks the debugging protocol about for listeners (in-page/clickables.ts). */
  listenerTargets: number;
  /** Candidates left unasked, which the worker asks about between calls (learning.ts). */
  listenerBacklog: number;
};

function parseCollected(json: string): Collected {
  const parsed = JSON.parse(json) as Collected | { windowRefused: string };
  // The start of the window asked for is gone from the page: the ref or cursor that named it has expired.
  if ('windowRefused' in parsed) throw new WorkerFailure('expired-reference', parsed.windowRefused);
  return parsed;
}

/** Collects the active tab and encodes the record. */
export async function collectAndEncode(state: SessionState, facts: CallFacts): Promise<ReturnType<typeof move>> {
  facts.call.throwIfAborted();
  if (state.tab.blockedDocument) throw blockedFailure(state.tab.blockedDocument, state.tab.page.url());
  // A window starts in the top document: a control inside a frame is no place to start one.
  if (facts.window?.from === 'ref' && framePathOf(state, facts.window.candidate, facts.window.ref) !== null) {
    throw new WorkerFailure('invalid-argument', `${facts.window.ref} is inside a frame: a window starts from a control or region of the top document`);
  }
  const timing: WorkerTiming = { taskMs: 0, beforeMs: performance.now() - state.callArrived, collectorMs: 0, protocolMs: 0, framesMs: 0 };
  const candidate = ++state.candidate;
  const navigationsBefore = state.tab.navigations;
  // This document's world is warm from here on: later waits in it are not spent warming it (warming.ts).
  state.tab.warming.collectedIn = navigationsBefore;
  const tree = await timed(timing, 'protocolMs', frameTree(state)).catch(() => null);
  const scanNodes = topScanNodes(tree);
  // A text cursor counts the frames' text its observation held: the top document's own text is what it resumes in.
  const window =
    facts.window?.from === 'text' && facts.published !== null
      ? { ...facts.window, offset: topTextOffset(state, facts.window.candidate, facts.window.offset) }
      : facts.window;
  const options = {
    refBase: state.nextRef,
    candidate,
    keep: facts.published,
    ...(window ? { window } : {}),
    ...(scanNodes !== undefined ? { scanNodes } : {}),
  };
  // Closed roots the collector may not know style their hosts and slotted content from sheets it cannot read.
  const readAll = state.tab.slotSearch.unknownRoots === state.tab.navigations;
  // What the collector kept of the page's sheets holds under this count of sheet events (sheets.ts).
  const sheets = sheetsEpoch(state.tab.sheets);
  const expression = await facts.seam.atCollect(state, call('collect', { ...options, allProperties: readAll, sheets }));
  // The search is sent right after the collection: the renderer runs it once the collection is done, while
  // this thread reads the collection's result (closed-roots.ts says what a page may slip between the two).
  const collecting = timed(timing, 'collectorMs', inWorld<string>(state, expression, false, facts.timeoutMs));
  const slots = startSlotSearch(state.tab);
  let collected: Collected;
  try {
    collected = parseCollected(await collecting);
  } catch (error) {
    dropSlotSearch(state.tab, slots);
    throw error;
  }
  if (state.tab.world !== null) {
    const handed = await timed(timing, 'protocolMs', handOverSlots(state.tab, state.tab.world, slots));
    // Closed roots that stay unknown: collect again reading every style property. A closed root the
    // collection could not walk: collect again with it.
    // Kept facts of the sheets used while a sheet event came (a sheet edited after the count was read, before the
    // collection ran): collect again under the new count, which drops them.
    const stale = collected.styleSources !== undefined && collected.styleSources.kept > 0 && sheetsEpoch(state.tab.sheets) !== sheets;
    const again =
      !handed.complete && !readAll
        ? call('collect', { ...options, allProperties: true })
        : stale
          ? call('collect', { ...options, allProperties: readAll, sheets: sheetsEpoch(state.tab.sheets) })
          : handed.newRoot
            ? expression
            : null;
    if (again !== null) collected = parseCollected(await timed(timing, 'collectorMs', inWorld<string>(state, again, false, facts.timeoutMs)));
  }
  // Elements the page listens to for clicks are known to the debugging protocol only: asked now, and listed by
  // the collector in a second small call (listeners.ts says what it costs).
  let listened: ConfirmedListeners | null = null;
  if (collected.listenerTargets > 0 && state.tab.world !== null) {
    const listening = await timed(timing, 'protocolMs', listenedTargets(state.tab.cdp, state.tab.world, candidate));
    listened = JSON.parse(
      await timed(timing, 'collectorMs', inWorld<string>(state, confirmExpression(candidate, listening, collected.nextRef), false, facts.timeoutMs)),
    ) as ConfirmedListeners;
  }
  let controls = withListened(destinationsRedacted(unpackControls(collected.controls), collected.page.url), listened?.controls ?? []);
  let nextRef = listened?.nextRef ?? collected.nextRef;
  const topFocus = focusWithListened(collected.focus, listened);
  let frames: FramesOutcome | null = null;
  if (tree !== null && state.tab.world !== null) {
    const frameOptions = { candidate, keep: facts.published, timeoutMs: facts.timeoutMs, redact: destinationsRedacted };
    const top = { ...collected, regions: collected.regions ?? [], ...(topFocus ? { focus: topFocus } : {}) } as DocCollected;
    frames = await timed(timing, 'framesMs', enterFrames(state, tree, state.tab.world, top, controls, listened, nextRef, frameOptions));
    nextRef = frames.nextRef;
    controls = frames.merged.controls;
  }
  if (state.tab.navigations !== navigationsBefore) {
    // What was collected may straddle two documents: publish nothing.
    throw new WorkerFailure('collection-failed', 'the document was replaced during collection');
  }
  // A call that already ended (a dialog, its budget) publishes nothing, whatever its work got as far as.
  facts.call.throwIfAborted();
  state.nextRef = nextRef;
  const page: PageInfo = { ...collected.page, url: shownUrl(state, state.tab, collected.page.url) };
  if (state.tab.status !== undefined) page.status = state.tab.status;
  const record: CollectionRecord = {
    candidate,
    tool: facts.tool,
    operation: facts.operation,
    page,
    tabs: await timed(timing, 'protocolMs', tabsOf(state, page.title)),
    controls,
    text: frames?.merged.text ?? collected.text,
    collectMs: collected.collectMs,
    ...(collected.styleSources ? { styleSources: collected.styleSources } : {}),
    thread: threadId,
  };
  const dialogs = takeDialogReports(state);
  if (dialogs) record.dialogs = dialogs;
  const focus = frames?.merged.focus ?? topFocus;
  if (focus) record.focus = focus;
  if (collected.regions) record.regions = frames?.merged.regions ?? collected.regions;
  if (collected.regionCoverage) record.regionCoverage = collected.regionCoverage;
  if (collected.frameCoverage) record.frameCoverage = collected.frameCoverage;
  if (frames !== null && record.regionCoverage && record.frameCoverage) {
    const { merged } = frames;
    record.regionCoverage = {
      ...record.regionCoverage,
      scannedNodes: merged.scannedNodes,
      nodesLeftUnread: record.regionCoverage.nodesLeftUnread || merged.leftUnread,
      omittedRegions: merged.omittedRegions,
    };
    record.frameCoverage = {
      frames: merged.frames,
      shadowRoots: merged.shadowRoots,
      shadowRootsEntered: merged.shadowRootsEntered,
      framesEntered: frames.entered,
      byFrame: frames.entries,
    };
  }
  if (collected.match) record.match = collected.match;
  if (collected.tables) record.tables = collected.tables;
  if (facts.navigated !== undefined) record.navigated = facts.navigated;
  if (facts.settle) record.settle = facts.settle;
  if (facts.settledBy) record.settledBy = facts.settledBy;
  timing.taskMs = performance.now() - state.callArrived;
  record.timing = timing;
  record.warmUps = warmUpsOf(state, navigationsBefore);
  const replied = reply(state, record, facts.seam);
  if (collected.regionCoverage) collectedNodes(state, navigationsBefore, collected.regionCoverage.scannedNodes);
  // Candidates this collection left unasked are asked about while the caller thinks (learning.ts), and a new
  // document's collector is warmed then (warming.ts).
  const sources = collected.styleSources;
  if (collected.listenerBacklog > 0 || (sources !== undefined && (sources.read > 0 || sources.everything)) || coldWorld(state)) learnBetweenCalls(state);
  return replied;
}

/**
 * The record of a page a dialog blocks: nothing can be collected until it is answered, so the observation has
 * the page's address, its tabs and the dialog, no controls, no text, and no regions (not collected).
 */
export async function blockedAndEncode(state: SessionState, facts: Omit<CallFacts, 'call' | 'published' | 'timeoutMs'>): Promise<ReturnType<typeof move>> {
  const page: PageInfo = { url: shownUrl(state, state.tab, state.tab.page.url()), title: boundedTitle(await titleOf(state.tab)) };
  if (state.tab.status !== undefined) page.status = state.tab.status;
  const record: CollectionRecord = {
    candidate: ++state.candidate,
    tool: facts.tool,
    operation: facts.operation,
    page,
    tabs: await tabsOf(state, page.title),
    controls: [],
    text: { content: '', truncated: false },
    collectMs: 0,
    thread: threadId,
  };
  const dialogs = takeDialogReports(state);
  if (dialogs) record.dialogs = dialogs;
  if (facts.navigated !== undefined) record.navigated = facts.navigated;
  return reply(state, record, facts.seam);
}
