// What the page's style sheets declare, kept between collections (in-page/declared.ts). A collection reads only the
// rarely set properties some sheet declares, but reading the sheets costs: a framework's sheets hold 15,000 to 50,000
// rules and declarations, past the collector's budget, so every property was read on every element; and a sheet of
// another origin (a font service's, a CDN's) cannot be read by page script at all, so one such sheet made every
// collection read everything. On the bench's heavy pages, 36 of 55 had one.
//
// Both end here, soundly. The tab's CSS agent reports every sheet added, removed or changed in place (a rule inserted
// or edited, a constructed sheet replaced), whatever script did it; page script can neither make an edit it does not
// report nor hide one. The worker counts those events (`epoch`) and hands the count to each collection: the
// collector keeps what each sheet declares under that count, and drops it all when the count it is handed differs.
// An event the worker has not heard yet when it sends a collection comes before that collection's reply (the
// renderer sends its events in order), so a collection that used kept facts while the count moved is made again
// (collection.ts).
//
// Between calls, while the caller thinks (learning.ts), the worker has the collector read ahead the sheets it has not
// kept, and teaches it the sheets it may not read: the agent gives their text (an origin's sheet read without CORS
// cannot be edited by page script either), which the collector parses into a sheet of its own and reads as any other.
// A teaching made under a count that moved before the next collection is dropped by it.
import type { CDPSession } from 'playwright-core';
import type { TabState } from './session-types.js';

/** What the tab's CSS agent said of its sheets. */
export interface SheetWatch {
  /** The CSS agent is enabled: without it no event comes, and the collector keeps nothing. */
  watching: boolean;
  /** Sheet events heard: a sheet added, removed or changed, in any document of the tab's target. */
  epoch: number;
  /** Sheets of `<link>` elements, by the agent's id. */
  links: Map<string, LinkSheet>;
  /** Code units of the sheet texts `links` holds. */
  textChars: number;
}

/** A `<link>`'s sheet, as the agent reported it, and what the worker did with it. */
export interface LinkSheet {
  /** The backend node id of the `<link>`. */
  owner: number;
  /** Its load failed: the sheet holds no rules. */
  failed: boolean;
  url: string;
  frame: string;
  /** Its text, once fetched, kept while all the texts held stay under TEXT_CHARS (another origin's sheet never changes). */
  text?: string;
  /** The count under which the collector was last taught it: taught again once the count moved (everything kept is dropped then). */
  taughtAt?: number;
  /** Never to be taught: the page reads it, or its text may not be parsed apart (teachSheet says why). */
  refused?: boolean;
}

/** Rules and declarations the collector reads ahead per message between calls (about 1-3 ms each). */
const READ_AHEAD_UNITS = 8192;
/** Messages of reading ahead per pause at most. */
const READ_AHEAD_BATCHES = 16;
/** A sheet's text longer than this is not taught: moving it would cost more than it spares. */
const TEACH_CHARS = 2 * 1024 * 1024;
/** Link sheets followed at most (those of frames' documents too); one past it is never taught. */
const LINKS = 256;
/** Code units of sheet texts the worker keeps per tab, so that teaching again after the count moved fetches nothing. */
const TEXT_CHARS = 8 * 1024 * 1024;
/** Sheets taught per pause at most. */
const TEACH_SHEETS = 16;
/**
 * Each teaching's owner object is held in a group of its own: the learning between calls and the one during a settle
 * wait may overlap by a message, and the end of one must not let go of the object the other is using.
 */
let teachings = 0;

export function sheetWatch(): SheetWatch {
  return { watching: false, epoch: 0, links: new Map(), textChars: 0 };
}

/** Listens to the tab's CSS agent (enabled after the DOM agent, which it needs); resolves once it is on, or could not be. */
export function watchSheets(cdp: CDPSession, watch: SheetWatch): Promise<void> {
  cdp.on('CSS.styleSheetAdded', ({ header }) => {
    watch.epoch++;
    if (header.isInline || header.isConstructed || header.ownerNode === undefined || header.origin !== 'regular' || watch.links.size >= LINKS) return;
    watch.links.set(header.styleSheetId, { owner: header.ownerNode, failed: header.loadingFailed === true, url: header.sourceURL, frame: header.frameId });
  });
  cdp.on('CSS.styleSheetRemoved', ({ styleSheetId }) => {
    watch.epoch++;
    forget(watch, styleSheetId);
  });
  cdp.on('CSS.styleSheetChanged', () => {
    watch.epoch++;
  });
  // A new top document: the agent says nothing of the old one's sheets going (its ids just stop being used).
  cdp.on('Page.frameNavigated', ({ frame }) => {
    if (frame.parentId !== undefined) return;
    watch.links.clear();
    watch.textChars = 0;
  });
  return cdp.send('CSS.enable').then(
    () => void (watch.watching = true),
    () => undefined,
  );
}

function forget(watch: SheetWatch, id: string): void {
  watch.textChars -= watch.links.get(id)?.text?.length ?? 0;
  watch.links.delete(id);
}

/** The count a collection keeps sheet facts under; undefined (nothing kept) without the CSS agent. */
export function sheetsEpoch(watch: SheetWatch): number | undefined {
  return watch.watching ? watch.epoch : undefined;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Between calls: reads ahead the sheets of the top document the collector has not kept, then teaches it the sheets of
 * other origins it cannot read. Stops as soon as `still` says the pause is over.
 */
export async function learnSheets(tab: TabState, world: number, still: () => boolean): Promise<void> {
  const watch = tab.sheets;
  if (!watch.watching) return;
  for (let batch = 0; batch < READ_AHEAD_BATCHES && still(); batch++) {
    const left = await tab.cdp.send('Runtime.evaluate', {
      expression: `globalThis.__lookout.readSheets(${watch.epoch},${READ_AHEAD_UNITS})`,
      contextId: world,
      returnByValue: true,
    });
    if (typeof left.result.value !== 'number' || left.result.value <= 0) break;
  }
  const origin = originOf(tab.page.url());
  let taught = 0;
  for (const [id, link] of watch.links) {
    if (!still() || taught >= TEACH_SHEETS) return;
    // Only the top document's sheets of another origin (or whose load failed: no rules), once per count.
    if (link.frame !== tab.topFrame.id || link.refused || link.taughtAt === watch.epoch || (!link.failed && originOf(link.url) === origin)) continue;
    taught++;
    // The count is read before the text: any event after it (this sheet replaced, say) makes what is taught count for nothing.
    const epoch = watch.epoch;
    const group = `lookout-sheet-owner-${++teachings}`;
    try {
      const text = link.failed ? '' : (link.text ?? (await textOf(tab, watch, id, link)));
      if (text === null) {
        link.refused = true;
        continue;
      }
      if (!still()) return;
      const { object } = await tab.cdp.send('DOM.resolveNode', { backendNodeId: link.owner, executionContextId: world, objectGroup: group });
      if (object.objectId === undefined || !still()) return;
      const reply = await tab.cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: 'function (epoch, text) { return globalThis.__lookout.teachSheet(this, epoch, text); }',
        arguments: [{ value: epoch }, { value: text }],
        returnByValue: true,
      });
      const outcome = reply.result.value as TeachOutcome | undefined;
      if (outcome === 'taught' || outcome === 'known') link.taughtAt = epoch;
      else if (outcome === 'refused') link.refused = true;
      // 'stale' (a collection ran under a newer count): taught again in a later pause.
    } catch {
      // The sheet or its owner went away, or the page stopped answering: nothing is taught.
    } finally {
      await tab.cdp.send('Runtime.releaseObjectGroup', { objectGroup: group }).catch(() => undefined);
    }
  }
}

/** What `teachSheet` did (in-page/declared.ts, `Declared.teach`). */
type TeachOutcome = 'taught' | 'known' | 'stale' | 'refused';

/** A sheet's text from the agent, kept on the link while the texts held stay small; null past TEACH_CHARS. */
async function textOf(tab: TabState, watch: SheetWatch, id: string, link: LinkSheet): Promise<string | null> {
  const { text } = await tab.cdp.send('CSS.getStyleSheetText', { styleSheetId: id });
  if (text.length > TEACH_CHARS) return null;
  if (watch.links.get(id) === link && watch.textChars + text.length <= TEXT_CHARS) {
    link.text = text;
    watch.textChars += text.length;
  }
  return text;
}
