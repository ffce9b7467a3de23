// Entering frames (docs/contract.md, "Frames"): the collector runs in each frame's own isolated world, in
// process or out of it, and what each frame shows joins the observation at the frame's place. The worker
// follows the browser's frame tree: frames of the page's own process through its session, frames of other
// processes through a session of their own. Only frames the parent's collection met shown are entered, to a
// depth of three, each within a share of the one node budget; the rest are listed in the coverage with why.
import type { CDPSession, Frame } from 'playwright-core';
import { LIMITS, type Control, type FrameEntry, type Region } from '../schemas/observation.js';
import { checkUrl } from '../schemas/navigation-policy.js';
import { unpackControls, type PackedControls } from '../schemas/wire.js';
import { FRAME_WORLD, worldIn } from './collector-world.js';
import { MAX_SLOTS, adopt } from './closed-roots.js';
import { within } from './deadlines.js';
import { WorkerFailure } from './failures.js';
import { confirmExpression, focusWithListened, listenedTargets, withListened, type ConfirmedListeners } from './listeners.js';
import { REFUSAL_WINDOW_MS, refusalOf } from './navigation.js';
import type { SessionState, TabState } from './session-types.js';

/** One document of the tab's frame tree, and the session of the process it lives in. */
export interface FrameDoc {
  /** Chromium's frame id. */
  id: string;
  cdp: CDPSession;
  url: string;
  /** Chromium shows its own error page in place of the document. */
  failed: boolean;
  children: FrameDoc[];
}

/** A frame's document as an act reaches it: the frames from the top document's child down to it. */
export type FramePath = FrameDoc[];

/** Where a frame's text went in the general text of the top document, for text cursors. */
interface TextInsert {
  at: number;
  length: number;
}

/** What a tab keeps about its frames between calls. */
export interface TabFrames {
  /** `f1`, `f2`, ... by Chromium's frame id: stable while the frame element stays. */
  labels: Map<string, string>;
  next: number;
  /** Our sessions with frames in other processes. */
  sessions: WeakMap<Frame, { cdp: CDPSession } | { url: string }>;
  /** The frame each ref of a collection inside a frame belongs to, by collection. */
  refs: Map<number, Map<string, FramePath>>;
  /** The frame each ref issued inside a frame last belonged to (for why an expired one expired). */
  lastSeen: Map<string, FramePath>;
  /** Where frames' text went in each collection's general text. */
  texts: Map<number, TextInsert[]>;
  /**
   * A second session with the page, whose DOM agent searches the frames of the page's process for closed roots'
   * slots (the tab's own agent keeps the top document's search, closed-roots.ts).
   */
  dom: Promise<CDPSession> | null;
}

export function tabFrames(): TabFrames {
  return { labels: new Map(), next: 1, sessions: new WeakMap(), refs: new Map(), lastSeen: new Map(), texts: new Map(), dom: null };
}

/** Frames deeper than this are counted, not entered: a frame in the top document is at depth 1. */
const FRAME_DEPTH = 3;
/** Nodes a frame at depth 1 may scan; half as many at each level below. */
const FRAME_NODES = 2048;
/** Code points of general text a frame at depth 1 may add; half as many at each level below. */
const FRAME_TEXT = 1000;
/** Nodes the top document's scan leaves for each of its first four frames. */
const FRAME_RESERVE = 512;
/**
 * How long one frame's turn may take (its world made, its slots handed over, its collection), counted from when its
 * turn comes; and how long a frame's process has to answer a question before it is taken for stuck. A stuck frame
 * costs an observation FRAME_ANSWER_MS, so it is short; a slow machine must still not pass off a live frame as
 * stuck, so it is not too short.
 */
const FRAME_MS = 8_000;
const FRAME_ANSWER_MS = 3_000;
/** Refs remembered as having been inside a frame, for `whyExpired`. */
const LAST_SEEN_KEPT = 4096;

/** What the top document's collection says about the frames it met. */
export interface FrameSlot {
  controlsAt: number;
  textAt: number;
  clip: { left: number; top: number; right: number; bottom: number } | null;
  /** What the frame's canvas shows (in-page/frame-slots.ts): passed back to the frame's collector as it is. */
  canvas: unknown;
}

export interface DocCollected {
  page: { url: string };
  controls: PackedControls;
  text: { content: string; truncated: boolean };
  regions: Region[];
  regionCoverage: { scannedNodes: number; nodesLeftUnread: boolean; omittedRegions: number; window?: { nodesBefore: boolean } };
  frameCoverage: { frames: number; shadowRoots: number; shadowRootsEntered: number };
  focus?: { ref?: string; role: string; shown: boolean };
  listenerTargets: number;
  nextRef: number;
  frameSlots?: FrameSlot[];
  focusInFrame?: number;
  origin?: string;
}

/** A document's collection with its frames merged into it. */
export interface Merged {
  controls: Control[];
  text: { content: string; truncated: boolean };
  regions: Region[];
  omittedRegions: number;
  scannedNodes: number;
  /** Some frame was cut or not entered for want of budget. */
  leftUnread: boolean;
  /** Frames met shown and not entered, plus shadow roots of the frames entered. */
  frames: number;
  shadowRoots: number;
  shadowRootsEntered: number;
  focus?: { ref?: string; role: string; shown: boolean };
}

/** The tab's frame tree; null when the page has no frame. */
export async function frameTree(state: SessionState): Promise<FrameDoc | null> {
  const tab = state.tab;
  const frames = tab.page.frames();
  if (frames.length <= 1) return null;
  const byId = new Map<string, FrameDoc & { parentId?: string }>();
  const add = (tree: FrameTreeNode, cdp: CDPSession): void => {
    const { frame } = tree;
    byId.set(frame.id, {
      id: frame.id,
      cdp,
      url: frame.url,
      failed: frame.unreachableUrl !== undefined,
      children: [],
      ...(frame.parentId ? { parentId: frame.parentId } : {}),
    });
    for (const child of tree.childFrames ?? []) add(child, cdp);
  };
  const top = await tab.cdp.send('Page.getFrameTree');
  add(top.frameTree, tab.cdp);
  await Promise.all(
    frames
      .filter((frame) => frame !== tab.page.mainFrame())
      .map(async (frame) => {
        const cdp = await within(outOfProcess(state, frame), FRAME_ANSWER_MS).catch(() => null);
        if (cdp === null) return;
        const tree = await within(cdp.send('Page.getFrameTree'), FRAME_ANSWER_MS).catch(() => null);
        if (tree) return add(tree.frameTree, cdp);
        // A frame whose process does not answer (a script that never yields): the browser still knows where it
        // is, and it is listed as failed.
        const info = await within(cdp.send('Target.getTargetInfo'), FRAME_ANSWER_MS).catch(() => null);
        // The session goes with it (the next collection attaches again): one left behind per call would pile up.
        tab.frames.sessions.delete(frame);
        cdp.detach().catch(() => undefined);
        const target = info?.targetInfo as { targetId: string; url: string; parentFrameId?: string } | undefined;
        if (target?.parentFrameId) add({ frame: { id: target.targetId, parentId: target.parentFrameId, url: target.url, unreachableUrl: target.url } }, cdp);
      }),
  );
  const root = byId.get(top.frameTree.frame.id)!;
  for (const doc of byId.values()) if (doc.parentId !== undefined) byId.get(doc.parentId)?.children.push(doc);
  return root;
}

interface FrameTreeNode {
  frame: { id: string; parentId?: string; url: string; unreachableUrl?: string };
  childFrames?: FrameTreeNode[];
}

/**
 * Our session with a frame that runs in a process of its own; null for a frame of its parent's process.
 * Playwright attaches to every such frame itself and hands out a session with it.
 */
async function outOfProcess(state: SessionState, frame: Frame): Promise<CDPSession | null> {
  const known = state.tab.frames.sessions.get(frame);
  if (known && 'cdp' in known) return known.cdp;
  if (known && known.url === frame.url()) return null;
  try {
    const cdp = await state.context.newCDPSession(frame);
    state.tab.frames.sessions.set(frame, { cdp });
    return cdp;
  } catch {
    state.tab.frames.sessions.set(frame, { url: frame.url() });
    return null;
  }
}

/** The scan budget of the top document: what it leaves for the frames it holds. */
export function topScanNodes(tree: FrameDoc | null): number | undefined {
  if (tree === null || tree.children.length === 0) return undefined;
  return LIMITS.scanNodes - Math.min(tree.children.length, 4) * FRAME_RESERVE;
}

function labelOf(tab: TabState, doc: FrameDoc): string {
  let label = tab.frames.labels.get(doc.id);
  if (label === undefined) {
    label = `f${tab.frames.next++}`;
    tab.frames.labels.set(doc.id, label);
  }
  return label;
}

/** The options of one collection, as the top document's was asked. */
export interface FrameCollect {
  candidate: number;
  keep: number | null;
  timeoutMs: number;
  /** How the links of a document at `pageUrl` show where they lead (collection.ts). */
  redact: (controls: Control[], pageUrl: string) => Control[];
}

/** What entering the frames of a collection gives: the merged content, the coverage entries, refs past the frames'. */
export interface FramesOutcome {
  merged: Merged;
  entries: FrameEntry[];
  entered: number;
  nextRef: number;
}

/**
 * Enters the frames the top document's collection met shown, and merges what they show into it. `top` is the top
 * document's collection with its listened controls merged (`listened`), `world` its collector's world.
 */
export async function enterFrames(
  state: SessionState,
  tree: FrameDoc,
  world: number,
  top: DocCollected,
  controls: Control[],
  listened: ConfirmedListeners | null,
  nextRef: number,
  options: FrameCollect,
): Promise<FramesOutcome> {
  const entries: FrameEntry[] = [];
  const refs = new Map<string, FramePath>();
  const inserts: TextInsert[] = [];
  const budget = { nodes: LIMITS.scanNodes - top.regionCoverage.scannedNodes, nextRef, entered: 0 };
  // A frame the scan did not meet was hidden only when the scan read the whole document: a window that started
  // inside it, or a bound that stopped it, may have passed the frame by.
  const complete = !top.regionCoverage.nodesLeftUnread && top.regionCoverage.window?.nodesBefore !== true;
  const merged = await mergeChildren(state, tree, [], world, top, controls, listened, complete, budget, entries, refs, options, inserts);
  state.tab.frames.refs.set(options.candidate, refs);
  state.tab.frames.texts.set(options.candidate, inserts);
  for (const map of [state.tab.frames.refs, state.tab.frames.texts] as Map<number, unknown>[]) {
    for (const key of [...map.keys()]) if (key !== options.candidate && key !== options.keep) map.delete(key);
  }
  const seen = state.tab.frames.lastSeen;
  for (const [ref, path] of refs) seen.set(ref, path);
  while (seen.size > LAST_SEEN_KEPT) seen.delete(seen.keys().next().value!);
  return { merged, entries, entered: budget.entered, nextRef: budget.nextRef };
}

/** One document's collection with its frames' merged in, depth first. */
async function mergeChildren(
  state: SessionState,
  doc: FrameDoc,
  path: FramePath,
  world: number,
  collected: DocCollected,
  controls: Control[],
  listened: ConfirmedListeners | null,
  complete: boolean,
  budget: { nodes: number; nextRef: number; entered: number },
  entries: FrameEntry[],
  refs: Map<string, FramePath>,
  options: FrameCollect,
  inserts: TextInsert[] | null,
): Promise<Merged> {
  const tab = state.tab;
  const merged: Merged = {
    controls,
    text: collected.text,
    regions: collected.regions,
    omittedRegions: collected.regionCoverage.omittedRegions,
    scannedNodes: collected.regionCoverage.scannedNodes,
    leftUnread: false,
    frames: collected.frameCoverage.frames,
    shadowRoots: collected.frameCoverage.shadowRoots,
    shadowRootsEntered: collected.frameCoverage.shadowRootsEntered,
    ...(collected.focus ? { focus: collected.focus } : {}),
  };
  const slots = collected.frameSlots ?? [];
  const depth = path.length + 1;
  // Each child frame: which of the collection's slots its element is (-1: not met shown; null: the parent did not
  // say, which is a failure, not a hidden frame). The parent has just answered its own collection: it is given a
  // frame's whole turn to answer.
  const placed = await Promise.all(
    doc.children.map(async (child) => ({
      child,
      ...(await within(slotOf(doc, world, child.id, options.candidate), FRAME_MS).catch(() => ({ slot: null, order: -1 }))),
    })),
  );
  // In document order; frames in shadow trees after the rest.
  placed.sort((a, b) => (a.order < 0 ? 1e9 : a.order) - (b.order < 0 ? 1e9 : b.order));
  const listedBefore = (at: number): number => (listened?.controls ?? []).filter(([i]) => i <= at).length;
  const pieces: { slot: FrameSlot; index: number; merged: Merged }[] = [];
  // What each frame to enter needs before it collects (its world, the closed roots' slots handed to it) is asked of
  // every frame at once: frames of other processes answer side by side. The collections themselves run in turn,
  // as each takes its refs and its nodes from what the one before left.
  // Each frame's deadline counts from its own turn: the time its preparation waited on the frames before it (one
  // process runs one script at a time) is not held against it.
  const enterable = (child: FrameDoc, slot: number | null): boolean =>
    slot !== null && slot >= 0 && slots[slot]!.controlsAt >= 0 && !refusedBy(state, child.url) && depth <= FRAME_DEPTH && !child.failed;
  const prepared = new Map(
    placed
      .filter(({ child, slot }) => enterable(child, slot))
      .map(({ child }) => {
        const ready = prepare(state, child);
        ready.catch(() => undefined);
        return [child, ready] as const;
      }),
  );
  for (const { child, slot } of placed) {
    const label = labelOf(tab, child);
    const entry: FrameEntry = { id: label, state: 'not-entered', scannedNodes: 0 };
    if (path.length > 0) entry.parent = labelOf(tab, doc);
    if (entries.length < LIMITS.frameEntries) entries.push(entry);
    if (slot === null) {
      merged.frames++;
      entry.reason = 'failed';
      continue;
    }
    if (slot < 0 || slots[slot]!.controlsAt < 0) {
      entry.reason = complete ? 'hidden' : 'unread';
      continue;
    }
    merged.frames++;
    const refusal = refusedBy(state, child.url);
    if (refusal) {
      entry.reason = 'refused';
      const origin = originOf(child.url);
      if (origin) entry.origin = origin;
      continue;
    }
    if (depth > FRAME_DEPTH) {
      entry.reason = 'depth';
      continue;
    }
    const share = Math.min(FRAME_NODES >> (depth - 1), budget.nodes);
    if (share <= 0) {
      entry.reason = 'budget';
      merged.leftUnread = true;
      continue;
    }
    if (child.failed) {
      entry.reason = 'failed';
      continue;
    }
    // A frame gets a few seconds of the call's budget: one whose process is stuck (a script that never yields)
    // is stopped and listed as failed, and the rest of the page is still observed.
    const inner = await within(
      (async () => {
        const { world: childWorld, handed } = await prepared.get(child)!;
        return collectFrame(child, childWorld, slots[slot]!, share, FRAME_TEXT >> (depth - 1), budget.nextRef, options, !handed);
      })(),
      Math.min(FRAME_MS, options.timeoutMs),
    ).catch(async () => {
      await stopScript(child.cdp);
      return null;
    });
    if (inner === null) {
      entry.reason = 'failed';
      continue;
    }
    merged.frames--;
    budget.entered++;
    budget.nodes -= inner.collected.regionCoverage.scannedNodes;
    budget.nextRef = inner.nextRef;
    // A frame whose text did not fit its share is cut too: the text cursor pages on through the top document's text only.
    entry.state = inner.collected.regionCoverage.nodesLeftUnread || inner.collected.text.truncated ? 'cut' : 'entered';
    delete entry.reason;
    entry.scannedNodes = inner.collected.regionCoverage.scannedNodes;
    // A sandboxed frame's origin is opaque (`null`): it has none to give.
    if (inner.collected.origin && inner.collected.origin !== 'null') entry.origin = inner.collected.origin;
    const childPath = [...path, child];
    for (const control of inner.controls) {
      control.frame = label;
      refs.set(control.ref, childPath);
    }
    const childComplete = !inner.collected.regionCoverage.nodesLeftUnread;
    const childMerged = await mergeChildren(
      state,
      child,
      childPath,
      inner.world,
      inner.collected,
      inner.controls,
      inner.listened,
      childComplete,
      budget,
      entries,
      refs,
      options,
      null,
    );
    for (const region of inner.collected.regions) region.frame = label;
    if (childMerged.leftUnread || !childComplete) merged.leftUnread = true;
    merged.scannedNodes += childMerged.scannedNodes;
    merged.frames += childMerged.frames;
    merged.shadowRoots += childMerged.shadowRoots;
    merged.shadowRootsEntered += childMerged.shadowRootsEntered;
    if (collected.focusInFrame === slot && childMerged.focus) merged.focus = childMerged.focus;
    pieces.push({ slot: { ...slots[slot]!, controlsAt: slots[slot]!.controlsAt + listedBefore(slots[slot]!.controlsAt) }, index: slot, merged: childMerged });
  }
  // Spliced in from the last place to the first, so that the places of the earlier ones still hold.
  const text = [...merged.text.content];
  let truncated = merged.text.truncated;
  const controlsOut = [...merged.controls];
  const placedText: TextInsert[] = [];
  for (const piece of [...pieces].sort((a, b) => b.index - a.index)) {
    controlsOut.splice(Math.min(piece.slot.controlsAt, controlsOut.length), 0, ...piece.merged.controls);
    const inner = [...piece.merged.text.content];
    if (inner.length > 0) {
      const at = Math.min(piece.slot.textAt, text.length);
      const before = at > 0 && text[at - 1] !== ' ' ? [' '] : [];
      const after = at < text.length && text[at] !== ' ' ? [' '] : [];
      const insert = [...before, ...inner, ...after];
      text.splice(at, 0, ...insert);
      placedText.push({ at, length: insert.length });
    }
  }
  if (inserts !== null) inserts.push(...placedText.sort((a, b) => a.at - b.at));
  merged.controls = controlsOut;
  if (text.length > LIMITS.textChars) {
    text.length = LIMITS.textChars;
    truncated = true;
  }
  merged.text = { content: text.join(''), truncated };
  // Regions: the document's own first, then each frame's, within the one bound.
  for (const piece of pieces.sort((a, b) => a.index - b.index)) merged.regions = [...merged.regions, ...piece.merged.regions];
  merged.omittedRegions += pieces.reduce((n, p) => n + p.merged.omittedRegions, 0);
  if (merged.regions.length > LIMITS.regions) {
    merged.omittedRegions += merged.regions.length - LIMITS.regions;
    merged.regions = merged.regions.slice(0, LIMITS.regions);
  }
  return merged;
}

/**
 * Which slot of the parent's collection `candidate` the element of frame `frameId` is (-1 when none), and the
 * element's place among the parent document's frame elements.
 */
async function slotOf(parent: FrameDoc, world: number, frameId: string, candidate: number): Promise<{ slot: number; order: number }> {
  const none = { slot: -1, order: -1 };
  try {
    const { backendNodeId } = await parent.cdp.send('DOM.getFrameOwner', { frameId });
    const { object } = await parent.cdp.send('DOM.resolveNode', { backendNodeId, executionContextId: world });
    if (!object.objectId) return none;
    try {
      const reply = await parent.cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: 'function (candidate) { return globalThis.__lookout.frameSlot(candidate, this); }',
        arguments: [{ value: candidate }],
        returnByValue: true,
      });
      const [slot, order] = Array.isArray(reply.result.value) ? (reply.result.value as [number, number]) : [-1, -1];
      return { slot, order };
    } finally {
      parent.cdp.send('Runtime.releaseObject', { objectId: object.objectId }).catch(() => undefined);
    }
  } catch {
    return none;
  }
}

/** The rule of the navigation policy a frame's document came against, if any. */
function refusedBy(state: SessionState, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return checkUrl(state.policy, parsed) !== null || refusalOf(state, url, Date.now() - REFUSAL_WINDOW_MS) !== null;
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A frame's collector world, and whether every closed root's slot in its document was handed to it. */
async function prepare(state: SessionState, doc: FrameDoc): Promise<{ world: number; handed: boolean }> {
  const world = await frameWorld(doc);
  const handed = await handOverSlots(state, doc, world).catch(() => false);
  return { world, handed };
}

/**
 * Hands the slots of closed shadow roots in a frame's document to its collector before it collects (closed-roots.ts
 * says why): found by a DOM search in the frame's process, each resolved in the frame's world (slots of other
 * frames resolve to nothing there). Whether every slot was handed: past the first 256, or when the search fails,
 * the frame is read with every style property.
 */
async function handOverSlots(state: SessionState, doc: FrameDoc, world: number): Promise<boolean> {
  const frames = state.tab.frames;
  // Frames of the page's process are searched through a second session: the tab's own DOM agent keeps the top
  // document's search (closed-roots.ts). Its node ids are its own, so the slots are handed over by backend id.
  const search = doc.cdp === state.tab.cdp ? await (frames.dom ??= state.context.newCDPSession(state.tab.page)) : doc.cdp;
  await search.send('DOM.getDocument', { depth: 0 });
  const found = await search.send('DOM.performSearch', { query: '<slot>', includeUserAgentShadowDOM: false });
  try {
    if (found.resultCount === 0) return true;
    const { nodeIds } = await search.send('DOM.getSearchResults', { searchId: found.searchId, fromIndex: 0, toIndex: Math.min(found.resultCount, MAX_SLOTS) });
    const nodes =
      search === doc.cdp
        ? nodeIds.map((nodeId) => ({ nodeId }))
        : (
            await Promise.all(
              nodeIds.map((nodeId) =>
                search.send('DOM.describeNode', { nodeId }).then(
                  ({ node }) => ({ backendNodeId: node.backendNodeId }),
                  () => null,
                ),
              ),
            )
          ).filter((node): node is { backendNodeId: number } => node !== null);
    await adopt(doc.cdp, world, nodes);
    return found.resultCount <= MAX_SLOTS;
  } finally {
    search.send('DOM.discardSearchResults', { searchId: found.searchId }).catch(() => undefined);
  }
}

/** The collector's world in a frame's current document (collector-world.ts, FRAME_WORLD). */
function frameWorld(doc: Pick<FrameDoc, 'id' | 'cdp'>): Promise<number> {
  return worldIn(doc.cdp, doc.id, FRAME_WORLD);
}

/** Runs an expression in the collector's world of a frame's document. */
export async function inFrame<T>(doc: FrameDoc, expression: string, timeoutMs?: number, known?: number): Promise<T> {
  let world: number;
  try {
    world = known ?? (await frameWorld(doc));
  } catch (error) {
    if (error instanceof WorkerFailure) throw error;
    throw new WorkerFailure('expired-reference', 'the frame that held it has left the page or replaced its document; observe again', 'gone');
  }
  const reply = await doc.cdp
    .send('Runtime.evaluate', { expression, contextId: world, returnByValue: true, ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}) })
    .catch(() => {
      throw new WorkerFailure('expired-reference', 'the frame that held it has left the page or replaced its document; observe again', 'gone');
    });
  if (reply.exceptionDetails) {
    const description = reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text;
    if (timeoutMs !== undefined && /terminated/i.test(description))
      throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
    throw new WorkerFailure('collection-failed', `collector failed in a frame: ${description.split('\n')[0]}`);
  }
  return reply.result.value as T;
}

async function collectFrame(
  doc: FrameDoc,
  world: number,
  slot: FrameSlot,
  scanNodes: number,
  textChars: number,
  refBase: number,
  options: FrameCollect,
  allProperties: boolean,
): Promise<{ collected: DocCollected; controls: Control[]; listened: ConfirmedListeners | null; world: number; nextRef: number }> {
  // Every style property is read where a closed root may have stayed unknown to the collector (declared.ts).
  const request = { refBase, candidate: options.candidate, keep: options.keep, scanNodes, textChars, clip: slot.clip, canvas: slot.canvas, allProperties };
  const json = await inFrame<string>(doc, `globalThis.__lookout.collect(${JSON.stringify(request)})`, options.timeoutMs, world);
  const collected = JSON.parse(json) as DocCollected;
  let listened: ConfirmedListeners | null = null;
  if (collected.listenerTargets > 0) {
    const listening = await listenedTargets(doc.cdp, world, options.candidate);
    listened = JSON.parse(
      await inFrame<string>(doc, confirmExpression(options.candidate, listening, collected.nextRef), options.timeoutMs, world),
    ) as ConfirmedListeners;
  }
  const controls = withListened(options.redact(unpackControls(collected.controls), collected.page.url), listened?.controls ?? []);
  const focus = focusWithListened(collected.focus, listened);
  if (focus) collected.focus = focus;
  return { collected, controls, listened, world, nextRef: listened?.nextRef ?? collected.nextRef };
}

/**
 * Stops the script a frame's process runs (a collection past its time, or the page's own). A termination asked when
 * nothing runs waits for the next script, which would be the next frame's collection: a trivial one takes it.
 */
async function stopScript(cdp: CDPSession): Promise<void> {
  await within(cdp.send('Runtime.terminateExecution'), FRAME_ANSWER_MS).catch(() => undefined);
  await within(cdp.send('Runtime.evaluate', { expression: '0' }), FRAME_ANSWER_MS).catch(() => undefined);
}

/** A text cursor's code point in the top document's own text, past the frames' text inserted before it. */
export function topTextOffset(state: SessionState, candidate: number, offset: number): number {
  let shift = 0;
  for (const insert of state.tab.frames.texts.get(candidate) ?? []) {
    const start = insert.at + shift;
    if (offset < start) break;
    if (offset < start + insert.length) return insert.at;
    shift += insert.length;
  }
  return offset - shift;
}

/** The frames from the top document down to the one a ref of collection `candidate` is in; null for the top document. */
export function framePathOf(state: SessionState, candidate: number, ref: string): FramePath | null {
  return state.tab.frames.refs.get(candidate)?.get(ref) ?? null;
}

/** The frames a ref was last seen inside, for why it expired. */
export function lastFramePathOf(state: SessionState, ref: string): FramePath | null {
  return state.tab.frames.lastSeen.get(ref) ?? null;
}

/**
 * Turns a point of the frame at the end of `path` into a point of the top document's viewport, checking at each
 * level that the parent document hit-tests the frame's element there (it may be covered or clipped).
 */
export async function pointInTop(state: SessionState, path: FramePath, x: number, y: number): Promise<{ x: number; y: number }> {
  let point = { x, y };
  for (let level = path.length - 1; level >= 0; level--) {
    const frame = path[level]!;
    const parent: Pick<FrameDoc, 'id' | 'cdp'> = level === 0 ? { id: state.tab.topFrame.id, cdp: state.tab.cdp } : path[level - 1]!;
    const world = level === 0 ? (state.tab.world ?? (await worldIn(parent.cdp, parent.id))) : await frameWorld(parent);
    let objectId: string | undefined;
    try {
      const { backendNodeId } = await parent.cdp.send('DOM.getFrameOwner', { frameId: frame.id });
      objectId = (await parent.cdp.send('DOM.resolveNode', { backendNodeId, executionContextId: world })).object.objectId;
    } catch {
      objectId = undefined;
    }
    if (!objectId) throw new WorkerFailure('guard-failed', 'the frame that holds it is no longer in the page', 'detached');
    try {
      const reply = await parent.cdp.send('Runtime.callFunctionOn', {
        objectId,
        functionDeclaration: 'function (x, y) { return globalThis.__lookout.frameHit(this, x, y); }',
        arguments: [{ value: point.x }, { value: point.y }],
        returnByValue: true,
      });
      const hit = JSON.parse(String(reply.result.value)) as { ok: true; x: number; y: number } | { ok: false; reason: string; message: string };
      if (!hit.ok) throw new WorkerFailure('guard-failed', hit.message, hit.reason);
      point = { x: hit.x, y: hit.y };
    } finally {
      parent.cdp.send('Runtime.releaseObject', { objectId }).catch(() => undefined);
    }
  }
  return point;
}
