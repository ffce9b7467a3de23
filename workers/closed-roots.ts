// Closed shadow roots (docs/contract.md, "Closed shadow roots"): no script world reaches one from its host,
// so what a closed tree does to the light content it slots (an element of `opacity: 0` around its `<slot>`)
// would be judged by that content's own styles. The debugging protocol's DOM search does reach them: each
// collection searches for `<slot>` elements, sent right after the collection so the renderer runs it once
// the collection is done and no round trip is added when it finds none. A page that changes a closed tree's
// slots between the two tasks (either order leaves one such gap) can pass one collection unseen; the next
// call's search finds what stays. Slots not seen before are handed to the collector's world, which keeps
// their closed roots and walks them as open ones; when that adds a root, the collection is run again. The
// search has no bound of its own: it costs about 0.06 us per node (6 ms for a document of 103k
// elements), and a document the scan cannot read whole is searched too, as its closed roots style what the
// scan does read. Where some closed root may stay unknown, the collection reads every style property
// (in-page/declared.ts).
import type { CDPSession } from 'playwright-core';
import type { TabState } from './session-types.js';

/** At most this many slots are looked at per search; the first ones in document order. */
export const MAX_SLOTS = 256;
/** At most this many slots are remembered per tab as handed over; past it the memory starts again. */
const MAX_KNOWN = 16_384;
const OBJECT_GROUP = 'lookout-closed-slots';

/** What the DOM agent of one tab knows, for the search. */
export interface SlotSearchState {
  /** The navigation count at which the agent last took the document (node ids need it); -1 for never. */
  document: number;
  /**
   * Node ids of slots already handed to the collector, in the document the agent holds: ids are not reused
   * within one document, but every new document is numbered from the start again.
   */
  known: Set<number>;
  /**
   * The navigation count of a document that may hold closed roots the collector was not handed (not
   * searched, a failed search, more slots than are looked at): their `:host` and `::slotted()` rules and what
   * their slots inherit are read only by reading every property (in-page/declared.ts).
   */
  unknownRoots: number;
}

export function slotSearchState(): SlotSearchState {
  return { document: -1, known: new Set(), unknownRoots: -1 };
}

type Search = { searchId: string; resultCount: number } | null;

/**
 * Starts the search: to be called right after the collection is sent. Null when the document is not
 * searched. Never rejects: a failed search finds nothing, and the collection goes on.
 */
export async function startSlotSearch(tab: TabState): Promise<Search> {
  try {
    // The tab's DOM agent was enabled when it became a tab (session-state.ts).
    return await tab.cdp.send('DOM.performSearch', { query: '<slot>', includeUserAgentShadowDOM: false });
  } catch {
    return null;
  }
}

/** What handing the slots over did. */
export interface HandOver {
  /** A closed root was new to the collector: the collection that ran alongside did not walk it. */
  newRoot: boolean;
  /** Every slot of the document was looked at: no closed root is unknown to the collector. */
  complete: boolean;
}

/** Hands the slots the search found, and the collector has not had, to the collector's world `world`. */
export async function handOverSlots(tab: TabState, world: number, pending: Promise<Search>): Promise<HandOver> {
  const search = tab.slotSearch;
  let found = await pending;
  const result: HandOver = { newRoot: false, complete: false };
  if (found === null) return unknown(tab, result);
  const cdp = tab.cdp;
  try {
    if (found.resultCount === 0) return { newRoot: false, complete: true };
    if (search.document !== tab.navigations) {
      // Node ids need the agent to hold the document, and taking it discards every search: search again.
      // The agent numbers a new document's nodes from the start again, so the ids handed over before name
      // other nodes now: forgotten.
      await cdp.send('DOM.getDocument', { depth: 0 });
      search.document = tab.navigations;
      search.known.clear();
      found = await cdp.send('DOM.performSearch', { query: '<slot>', includeUserAgentShadowDOM: false });
    }
    result.complete = found.resultCount <= MAX_SLOTS;
    const { nodeIds } = await cdp.send('DOM.getSearchResults', { searchId: found.searchId, fromIndex: 0, toIndex: Math.min(found.resultCount, MAX_SLOTS) });
    const fresh = nodeIds.filter((id) => !search.known.has(id));
    if (fresh.length > 0) {
      if (search.known.size + fresh.length > MAX_KNOWN) search.known.clear();
      for (const id of fresh) search.known.add(id);
      result.newRoot = await adopt(
        cdp,
        world,
        fresh.map((nodeId) => ({ nodeId })),
      );
    }
  } catch {
    result.complete = false;
  } finally {
    cdp.send('DOM.discardSearchResults', { searchId: found.searchId }).catch(() => undefined);
  }
  return result.complete ? result : unknown(tab, result);
}

/** Remembers that the document may hold closed roots the collector does not know. */
function unknown(tab: TabState, result: HandOver): HandOver {
  tab.slotSearch.unknownRoots = tab.navigations;
  return result;
}

/** Lets go of a search whose collection failed: its results hold on to the nodes it found. */
export function dropSlotSearch(tab: TabState, pending: Promise<Search>): void {
  void pending.then((found) => found && tab.cdp.send('DOM.discardSearchResults', { searchId: found.searchId })).catch(() => undefined);
}

/**
 * Hands the slots `nodes` (node ids of `cdp`'s DOM agent, or backend ids) to the collector's world `world`: whether
 * a closed root was new to it.
 */
export async function adopt(cdp: CDPSession, world: number, nodes: ({ nodeId: number } | { backendNodeId: number })[]): Promise<boolean> {
  // A node the page removed since the search, or one in another frame's document, resolves to nothing here.
  const resolved = await Promise.all(
    nodes.map((node) =>
      cdp.send('DOM.resolveNode', { ...node, executionContextId: world, objectGroup: OBJECT_GROUP }).then(
        (reply) => reply.object.objectId,
        () => undefined,
      ),
    ),
  );
  const objectIds = resolved.filter((id): id is string => id !== undefined);
  try {
    if (objectIds.length === 0) return false;
    const reply = await cdp.send('Runtime.callFunctionOn', {
      functionDeclaration: 'function (...slots) { return globalThis.__lookout.adoptSlots(...slots); }',
      executionContextId: world,
      arguments: objectIds.map((objectId) => ({ objectId })),
      returnByValue: true,
    });
    return typeof reply.result.value === 'number' && reply.result.value > 0;
  } finally {
    cdp.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP }).catch(() => undefined);
  }
}
