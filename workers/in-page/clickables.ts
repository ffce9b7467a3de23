// What a sighted user would click although its markup names no control (docs/contract.md, "Collection",
// "Clickable elements"): an element drawn with a pointer cursor, one with an `onclick` attribute or a `tabindex`
// of 0 or more, and one the page listens to for clicks, presses or touches. Each becomes a control under the rules
// every control follows: it must show something (visible text, a shown image, canvas or SVG shape, or a box that
// paints an image), it is named from its visible text, and nothing inside a listed control is listed again.
//
// - A pointer cursor is inherited, so only the outermost element of a run of them counts (a button's icon, the
//   text in a pointer row). It is read where visible content is found, and upwards from there while the cursor
//   stays `pointer`: a page's elements cost one read each at most, and none where no style source sets a cursor.
// - An element that holds a listed control or another clickable element is a container, not a control: what the
//   user clicks is inside it (a card with a link, a React root, a list whose items have handlers).
// - Listeners are learnt by the worker through the debugging protocol, which page script can neither forge nor hide
//   from (workers/listeners.ts). The collection keeps the candidates: an element holding its own visible text (of
//   the text the general text takes, within its bound), an image or a shape, and the two elements above it, outside
//   every control and listed clickable element. What the protocol said of an element is remembered for the
//   document's life: elements never asked are asked first, at most LISTENER_QUERIES per collection (the worker
//   asks about the rest between calls: listener-memory.ts, `backlogTargets`), and a
//   collection that asks anyway asks again the REFRESHED it asked longest ago; one with nothing new to ask costs no
//   question and no round trip (so a listener added later to an element already asked shows once it is asked
//   again). `confirmListeners` (listener-memory.ts) lists those found listened to, with refs issued like any other
//   (refs.ts). A listener on a list (`ul`, `tbody`, `role=listbox`, ..., or an element with three or more children
//   alike) is delegation: its items are what a user clicks. An element whose content would not fit a name is a
//   container of content (a wrapper the page listens on), never one control.
import { LIMITS } from '../../schemas/observation.js';
import { dom } from './dom.js';
import { controlName, svgTitle, visibleTextOf, type ControlRecord } from './names.js';
import { TARGET_ATTRIBUTES, attributesSize, backlog, memory, pendings } from './listener-memory.js';
import { attributeOf } from './roles.js';
import type { VerdictCache } from './scan.js';
import { TextBuilder } from './text.js';
import type { ElementVerdict } from './verdict.js';
import { boxShown } from './shown.js';
import { passedDown } from './inherited.js';

/**
 * Elements the worker asks the debugging protocol about per collection, never asked before first. Each costs two
 * protocol messages, all elements at once (workers/listeners.ts gives the measured cost), so the bound keeps a
 * collection's question bounded whatever the page.
 */
export const LISTENER_QUERIES = 24;
/** Elements asked before that are asked again, oldest first, when a collection asks anyway. */
const REFRESHED = 4;
/** Candidates a collection judges (by what is known of them, or by asking), in document order, unknown ones first. */
const CANDIDATES = 512;
/** Levels above an element holding visible content at which a listener still makes a candidate (a row over its cells). */
const LEVELS_ABOVE = 2;
/** Content of a click target: more nodes or code points than these is a container of content, never one control. */
const CONTENT_NODES = 64;
const CONTENT_CHARS = LIMITS.nameChars * 2;

/**
 * Elements never asked about, nor made clickable by a `tabindex`: the document, text blocks and phrases (whose
 * handlers sit on what holds them) and landmarks.
 */
const NOT_CANDIDATES = new Set(
  (
    'html body head title p h1 h2 h3 h4 h5 h6 pre blockquote b i em strong small sub sup code kbd samp var abbr cite ' +
    'q mark s u del ins time br wbr label legend caption figcaption main header footer nav article section aside ' +
    'form fieldset table thead tfoot colgroup col'
  ).split(' '),
);
/** Tags and roles whose listener delegates to their items. */
const LIST_TAGS = new Set(['ul', 'ol', 'menu', 'dl', 'tbody']);
const LIST_ROLES = new Set(['list', 'listbox', 'tree', 'grid', 'treegrid', 'menu', 'menubar', 'tablist', 'radiogroup', 'rowgroup', 'table']);
/** Items of a list drawn alike: this many children of one tag and class. */
const ALIKE_ITEMS = 3;
/** What makes content a user can click besides text: shown images, canvases and SVG shapes. */
export const IMAGE_TAGS = new Set(['img', 'canvas', 'svg', 'circle', 'ellipse', 'rect', 'path', 'polygon', 'polyline', 'line', 'use', 'image']);
/** Roles an element takes from its markup (https://www.w3.org/TR/html-aam-1.0/), where it has one. */
const IMPLIED_ROLES: Record<string, string> = {
  li: 'listitem',
  tr: 'row',
  td: 'cell',
  th: 'columnheader',
  img: 'img',
  option: 'option',
  dt: 'term',
  dd: 'definition',
};
/** Explicit roles that say nothing: the element is then `clickable`. */
const NO_ROLE = new Set(['', 'none', 'presentation', 'generic']);

type Signal = 'pointer' | 'onclick' | 'tabindex' | null;

export interface Entry {
  el: Element;
  verdict: ElementVerdict;
  /** What made it clickable; null for a candidate whose listeners the worker is asked about. */
  signal: Signal;
  /** Order found: document order among entries that do not hold one another. */
  seq: number;
  /** The nearest entry above it. */
  parent: Entry | null;
  /** Inside a listed control or editable content. */
  inControl: boolean;
  hasControl: boolean;
  hasContent: boolean;
  hasClickable: boolean;
}

/** A candidate for a listener, judged by what the protocol says of it now or said before. */
export interface Item {
  entry: Entry;
  /** Published controls before it: where it goes in the control list. */
  at: number;
  /** Index of the nearest candidate above it among the items; -1 for none. */
  parent: number;
  /** A list whose items are clicked, if it listens. */
  list: boolean;
  /** Tag and class: children alike are the items of a list the page draws. */
  kind: string;
  /** Index among the elements the worker asks about; -1 when what an earlier collection learnt is used. */
  asked: number;
  /** Its name, and whether its content would not fit one; worked out when first needed. */
  named?: { record: ControlRecord; large: boolean };
}

/** The `tabindex` attribute puts the element in the tab order (an integer of 0 or more; HTML's rules for parsing one). */
function tabbable(value: string | null): boolean {
  if (value === null) return false;
  const match = /^[\t\n\f\r ]*([+-]?\d+)/.exec(value);
  return match !== null && Number(match[1]) >= 0;
}

/** The role a clickable element takes: an explicit one, the one its markup implies, else `clickable`. */
export function clickableRole(el: Element, verdict: ElementVerdict): string {
  const explicit = attributeOf(el, verdict, 'role')?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!NO_ROLE.has(explicit)) return explicit;
  return IMPLIED_ROLES[verdict.tag] ?? 'clickable';
}

function firstRole(el: Element): string {
  return dom.getAttribute(el, 'role')?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

/** One collection's clickable elements, found as the scan goes and settled once it is done. */
export class ClickScan {
  private readonly entries: Entry[] = [];
  private readonly entryOf = new Map<ElementVerdict, Entry>();
  /** Elements whose own visible text, image or shape was found. */
  private readonly holders = new Set<ElementVerdict>();

  constructor(private readonly cache: VerdictCache) {}

  /** An element no role made a control, with attributes: an `onclick` handler or a place in the tab order. */
  attributes(el: Element, verdict: ElementVerdict): void {
    if (attributeOf(el, verdict, 'onclick') !== null) this.add(verdict, 'onclick');
    // Text blocks and landmarks take a place in the tab order to be scrolled by keyboard (`<pre tabindex=0>`), not clicked.
    else if (!NOT_CANDIDATES.has(verdict.tag) && tabbable(attributeOf(el, verdict, 'tabindex'))) this.add(verdict, 'tabindex');
  }

  /** An image, canvas, svg or SVG shape outside every control: content a user clicks when it is shown. */
  image(verdict: ElementVerdict): void {
    if (!this.holders.has(verdict) && boxShown(verdict, this.cache.area)) this.held(verdict);
  }

  /** Visible text directly inside the element of `parent`, outside every control. */
  text(parent: ElementVerdict): void {
    if (!this.holders.has(parent)) this.held(parent);
  }

  /**
   * Text the general text no longer takes (its bound is reached), outside every control: judged only where it may
   * show a pointer-cursor element, so the rest of the page costs one cursor read per element holding text.
   */
  textPastBound(node: Text, parent: ElementVerdict): void {
    if (this.holders.has(parent) || !this.pointer(parent)) return;
    const folded = this.cache.seenText(node, parent);
    if (folded && !folded.blank()) this.held(parent);
  }

  /**
   * Whether the element of `verdict` shows a pointer cursor. The cursor is inherited: an element nothing sets it on
   * (declared.ts, Reader.inherits) shows its parent's, which is read in its place (once for a run of them).
   */
  private pointer(verdict: ElementVerdict): boolean {
    return passedDown(verdict, 'cursor') === 'pointer';
  }

  private held(holder: ElementVerdict): void {
    this.holders.add(holder);
    if (this.pointer(holder)) {
      let top = holder;
      while (top.parent && this.pointer(top.parent)) top = top.parent;
      // A page drawn all in a pointer cursor (an old trick for touch screens) says nothing of what is clickable;
      // its listeners still do.
      if (top.tag !== 'html' && top.tag !== 'body' && top.el) this.add(top, 'pointer');
    }
    // Candidates for a listener: the holder and the elements above it, outermost first (document order). Those
    // inside a listed clickable element are never asked (settle).
    const chain: ElementVerdict[] = [];
    for (let v: ElementVerdict | null = holder; v && v.el && chain.length <= LEVELS_ABOVE; v = v.parent) {
      // An open <details>'s content box stands between it and its children: it is no element.
      if (!v.tag.startsWith('::')) chain.push(v);
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const v = chain[i]!;
      if (!NOT_CANDIDATES.has(v.tag) && !this.entryOf.has(v)) this.add(v, null);
    }
  }

  private add(verdict: ElementVerdict, signal: Signal): void {
    const known = this.entryOf.get(verdict);
    if (known) {
      known.signal ??= signal;
      return;
    }
    const entry: Entry = {
      el: verdict.el!,
      verdict,
      signal,
      seq: this.entries.length,
      parent: null,
      inControl: false,
      hasControl: false,
      hasContent: false,
      hasClickable: false,
    };
    this.entries.push(entry);
    this.entryOf.set(verdict, entry);
  }

  /**
   * Settles the clickable elements once the scan is done: the ones it can list join `controls` in document
   * order (the list is rewritten in place), and the candidates for a listener are kept for `confirmListeners`
   * under collection number `collection`. How many elements the worker is to ask about. A warm-up (`collection`
   * null) keeps nothing and leaves what the last collection kept.
   */
  settle(controls: ControlRecord[], collection: number | undefined | null): number {
    const keeps = collection !== null;
    if (typeof collection === 'number') backlog.length = 0;
    if (this.entries.length === 0) {
      if (keeps) pendings.clear();
      return 0;
    }
    const controlOf = new Set<ElementVerdict>();
    for (const record of controls) if (!record.hidden) controlOf.add(record.verdict);
    // What lies above each entry: a listed control or editable content, and the nearest entry.
    for (const entry of this.entries) {
      if (entry.verdict.editable || entry.verdict.editableHost) entry.inControl = true;
      for (let v = entry.verdict.parent; v && v.el; v = v.parent) {
        if (controlOf.has(v) || v.editableHost) {
          entry.inControl = true;
          break;
        }
        entry.parent ??= this.entryOf.get(v) ?? null;
      }
    }
    // What lies below: listed controls and visible content.
    const mark = (from: ElementVerdict | null, flag: 'hasControl' | 'hasContent', seen: Set<ElementVerdict>): void => {
      for (let v = from; v && v.el && !seen.has(v); v = v.parent) {
        seen.add(v);
        const entry = this.entryOf.get(v);
        if (entry) entry[flag] = true;
      }
    };
    const seenControls = new Set<ElementVerdict>();
    for (const verdict of controlOf) mark(verdict.parent, 'hasControl', seenControls);
    const seenContent = new Set<ElementVerdict>();
    for (const holder of this.holders) mark(holder, 'hasContent', seenContent);
    // Clickable by their markup, innermost first: one that holds another listed one is a container.
    const depthOf = (entry: Entry): number => {
      let depth = 0;
      for (let up = entry.parent; up; up = up.parent) depth++;
      return depth;
    };
    const markup = this.entries
      .filter((e) => e.signal !== null && !e.inControl)
      .map((entry) => ({ entry, depth: depthOf(entry) }))
      .sort((a, b) => b.depth - a.depth);
    const records = new Map<Entry, ControlRecord>();
    for (const { entry } of markup) {
      if (entry.hasControl || entry.hasClickable) continue;
      if (!entry.hasContent && !paintsImage(entry.verdict, this.cache)) continue;
      const named = this.named(entry);
      // A place in the tab order is a weak sign: a scrolling box of text takes one too.
      if (named.large && entry.signal === 'tabindex') continue;
      records.set(entry, named.record);
      for (let up = entry.parent; up && !up.hasClickable; up = up.parent) up.hasClickable = true;
    }

    // Candidates for a listener, outside every control and listed clickable element.
    const insideListed = (entry: Entry): boolean => {
      for (let up = entry.parent; up; up = up.parent) if (records.has(up)) return true;
      return false;
    };
    const eligible = this.entries.filter((e) => e.signal === null && !e.inControl && !e.hasControl && !e.hasClickable && e.hasContent && !insideListed(e));
    const unknown = eligible.filter((e) => memory.get(e.el) === undefined);
    const asked = (e: Entry): number => memory.get(e.el)!.asked;
    const known = eligible.filter((e) => memory.get(e.el) !== undefined).sort((a, b) => asked(a) - asked(b));
    const items: Item[] = [];
    const targets: Element[] = [];
    let refreshed = 0;
    for (const entry of [...unknown, ...known]) {
      if (items.length === CANDIDATES) break;
      const isKnown = memory.get(entry.el) !== undefined;
      // Unknown ones past the bound wait for a later collection; known ones are asked again only along with others.
      const ask =
        collection !== undefined &&
        (isKnown ? targets.length > 0 && refreshed < REFRESHED && targets.length < LISTENER_QUERIES : targets.length < LISTENER_QUERIES);
      if (!isKnown && !ask) {
        // Left for a later collection, or for the worker to ask between calls (listener-memory.ts, `backlogTargets`).
        if (typeof collection === 'number' && backlog.length < CANDIDATES) backlog.push(entry.el);
        continue;
      }
      const item: Item = {
        entry,
        at: 0,
        parent: -1,
        list: LIST_TAGS.has(entry.verdict.tag) || LIST_ROLES.has(firstRole(entry.el)),
        kind: `${entry.verdict.tag}.${attributeOf(entry.el, entry.verdict, 'class') ?? ''}`,
        asked: -1,
      };
      if (ask) {
        // An element whose content would not fit a name is never one control (a list still delegates to its items): not worth asking.
        if (this.nameOf(item).large && !item.list) continue;
        // The worker reads a target's backend id from its deep serialization, attributes included: keep that small.
        if (attributesSize(entry.el) > TARGET_ATTRIBUTES) continue;
        if (isKnown) refreshed++;
        item.asked = targets.length;
        targets.push(entry.el);
      }
      items.push(item);
    }
    items.sort((a, b) => a.entry.seq - b.entry.seq);
    const index = new Map<Entry, number>(items.map((item, i) => [item.entry, i]));
    for (const item of items) {
      for (let up = item.entry.parent; up; up = up.parent) {
        const at = index.get(up);
        if (at !== undefined) {
          item.parent = at;
          break;
        }
      }
    }
    // Nothing to ask: what is known of every candidate settles them now, with no further call.
    const waiting = new Map<Entry, Item>();
    if (targets.length === 0) {
      const listed = this.decide(items, (item) => memory.get(item.entry.el)?.listens === true);
      for (const i of listed) records.set(items[i]!.entry, this.nameOf(items[i]!).record);
    } else for (const item of items) waiting.set(item.entry, item);

    // Everything in document order: an element entered before the k-th record (its `controlsBefore` is k) goes before it.
    const position = (entry: Entry): number => Math.min(entry.verdict.controlsBefore, controls.length);
    const byPlace = (a: Entry, b: Entry): number => position(a) - position(b) || a.seq - b.seq;
    const found = [...records.keys(), ...waiting.keys()].sort(byPlace);
    const merged: ControlRecord[] = [];
    let published = 0;
    let next = 0;
    for (let k = 0; k <= controls.length; k++) {
      for (; next < found.length && position(found[next]!) <= k; next++) {
        const entry = found[next]!;
        const record = records.get(entry);
        if (record) {
          merged.push(record);
          published++;
        } else waiting.get(entry)!.at = published;
      }
      const record = controls[k];
      if (record === undefined) continue;
      merged.push(record);
      if (!record.hidden) published++;
    }
    controls.length = 0;
    for (const record of merged) controls.push(record);
    if (keeps) pendings.clear();
    if (typeof collection === 'number' && targets.length > 0) pendings.set(collection, { scan: this, items, targets, focus: null, collection: memory.next() });
    return targets.length;
  }

  /**
   * The indexes of the items a user clicks, given which listen: a list that listens delegates to its items (its
   * direct children, or those of them drawn alike); an item that holds another one a user clicks is a container;
   * one whose content would not fit a name is never one control.
   */
  decide(items: readonly Item[], listens: (item: Item) => boolean): number[] {
    const listening = items.map(listens);
    const delegated = new Array<boolean>(items.length).fill(false);
    const delegating = new Array<boolean>(items.length).fill(false);
    for (const [i, item] of items.entries()) {
      if (!listening[i]) continue;
      const children: number[] = [];
      for (const [j, child] of items.entries()) if (child.parent === i && dom.parentElement(child.entry.el) === item.entry.el) children.push(j);
      const byKind = new Map<string, number[]>();
      for (const j of children) byKind.set(items[j]!.kind, [...(byKind.get(items[j]!.kind) ?? []), j]);
      const alike = [...byKind.values()].find((group) => group.length >= ALIKE_ITEMS);
      if (!item.list && !alike) continue;
      delegating[i] = true;
      for (const j of item.list ? children : alike!) delegated[j] = true;
    }
    const container = new Array<boolean>(items.length).fill(false);
    for (const [i, item] of items.entries()) {
      if (!listening[i] && !delegated[i]) continue;
      for (let up = item.parent; up >= 0 && !container[up]; up = items[up]!.parent) container[up] = true;
    }
    const listed: number[] = [];
    for (const [i, item] of items.entries()) {
      const clickable = delegated[i] || (listening[i] && !delegating[i]);
      if (clickable && !container[i] && !this.nameOf(item).large) listed.push(i);
    }
    return listed;
  }

  nameOf(item: Item): { record: ControlRecord; large: boolean } {
    item.named ??= this.named(item.entry);
    return item.named;
  }

  /** The name a control would have, from the cache of this collection. */
  nameFor(record: ControlRecord): string {
    return controlName(record, new Map(), this.cache);
  }

  private named(entry: Entry): { record: ControlRecord; large: boolean } {
    const { el, verdict } = entry;
    const role = clickableRole(el, verdict);
    const content = new TextBuilder(LIMITS.nameChars * 2);
    const shown = visibleTextOf(el, this.cache, { nodes: CONTENT_NODES, chars: CONTENT_CHARS, imageAlt: true });
    content.add(shown.text);
    // An SVG shape is named by its own <title> when it shows no text.
    if (shown.text === '' && verdict.svg) content.add(svgTitle(el) ?? '');
    const record: ControlRecord = { el, verdict, role, content, labels: [] };
    return { record, large: shown.truncated };
  }
}

/** A box that paints an image of its own (a CSS icon) shows something without any content. */
function paintsImage(verdict: ElementVerdict, cache: VerdictCache): boolean {
  return verdict.style !== null && verdict.rare.value(verdict.style, 'backgroundImage') !== 'none' && boxShown(verdict, cache.area);
}
