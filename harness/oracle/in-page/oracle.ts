// The page side of the pixel oracle (harness/oracle/pixel-oracle.ts), run in an isolated world so page
// script can neither patch what it calls nor see its state. It finds each token in the page's text
// nodes, changes the token's characters without changing where anything is laid out, and puts them back.

interface Occurrence {
  node: Text;
  start: number;
  original: string;
}

interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const occurrences = new Map<string, Occurrence[]>();
const scrolled: { el: Element; left: number; top: number }[] = [];
/** Where the window was before `reveal` scrolled it to skipped content; null when it did not. */
let windowBefore: { x: number; y: number } | null = null;

/** How often each token occurs in the main document's text nodes (shadow trees and frames are not searched). */
function locate(tokens: string[]): number[] {
  occurrences.clear();
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const data = node.data;
    for (const token of tokens) {
      for (let at = data.indexOf(token); at >= 0; at = data.indexOf(token, at + token.length)) {
        const list = occurrences.get(token) ?? [];
        list.push({ node, start: at, original: token });
        occurrences.set(token, list);
      }
    }
  }
  return tokens.map((t) => occurrences.get(t)?.length ?? 0);
}

function rangeOf(o: Occurrence): Range {
  const range = document.createRange();
  range.setStart(o.node, o.start);
  range.setEnd(o.node, o.start + o.original.length);
  return range;
}

/** The token's line boxes in page coordinates, transforms included. */
function rects(token: string): PageBox[] {
  const out: PageBox[] = [];
  for (const o of occurrences.get(token) ?? []) {
    for (const r of rangeOf(o).getClientRects()) {
      out.push({ left: r.left + window.scrollX, top: r.top + window.scrollY, width: r.width, height: r.height });
    }
  }
  return out;
}

/** A token's line boxes, before or after a change, and the character after it. */
interface Layout {
  token: DOMRectList;
  next: DOMRectList;
}

function layoutOf(o: Occurrence, length: number): Layout {
  const range = document.createRange();
  range.setStart(o.node, o.start);
  range.setEnd(o.node, o.start + length);
  const next = document.createRange();
  next.setStart(o.node, o.start + length);
  next.setEnd(o.node, Math.min(o.node.length, o.start + length + 1));
  return { token: range.getClientRects(), next: next.getClientRects() };
}

const near = (a: number, b: number, tolerance = 0.01): boolean => Math.abs(a - b) <= tolerance;

/**
 * How a change kept the layout: `exact` when every line box of the token and the character after it
 * measure as before; `trailing` when only the widths moved, by less than WIDTH_SLACK (kerning in
 * proportional fonts): what follows the token then shifted a little, so only pixels short of the
 * token's narrower trailing edge are its own. Null when lines moved or broke differently.
 */
function kept(before: Layout, after: Layout): 'exact' | 'trailing' | null {
  if (before.token.length !== after.token.length) return null;
  let exact = before.next.length === after.next.length;
  for (let i = 0; i < before.token.length; i++) {
    const x = before.token[i]!;
    const y = after.token[i]!;
    if (!near(x.left, y.left) || !near(x.top, y.top) || !near(x.height, y.height) || !near(x.width, y.width, WIDTH_SLACK)) return null;
    if (!near(x.width, y.width)) exact = false;
  }
  for (let i = 0; exact && i < before.next.length; i++) {
    if (!near(before.next[i]!.left, after.next[i]!.left) || !near(before.next[i]!.top, after.next[i]!.top)) exact = false;
  }
  return exact ? 'exact' : 'trailing';
}

const WIDTH_SLACK = 2;
const INK_MARGIN = 2;

/** Where the token's own pixels are, in page coordinates, given how the change kept the layout. */
function zonesOf(before: Layout, after: Layout, fit: 'exact' | 'trailing'): PageBox[] {
  const zones: PageBox[] = [];
  for (let i = 0; i < before.token.length; i++) {
    const x = before.token[i]!;
    const width = Math.min(x.width, after.token[i]!.width);
    const right = fit === 'exact' ? x.left + width + INK_MARGIN : x.left + width - 1;
    zones.push({
      left: x.left + window.scrollX - INK_MARGIN,
      top: x.top + window.scrollY - INK_MARGIN,
      width: right - x.left + INK_MARGIN,
      height: x.height + 2 * INK_MARGIN,
    });
  }
  return zones;
}

/**
 * Replacements of the token by the same number of other characters, most likely first to keep every
 * advance: each run of letters and digits rotated (the same characters), digits stepped (digits are
 * tabular in most fonts), then letters swapped for letters the token's font draws exactly as wide.
 * Separators stay where they are, so line-break opportunities do too.
 */
function* replacements(token: string, holder: Element | null): Generator<string> {
  for (let k = 1; k < 8; k++) yield token.replace(/[A-Za-z0-9]+/g, (run) => run.slice(k % run.length) + run.slice(0, k % run.length));
  yield token.replace(/[0-9]/g, (d) => String((Number(d) + 1) % 10));
  if (!holder) return;
  const style = getComputedStyle(holder);
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const width = new Map([...alphabet].map((c) => [c, context.measureText(c).width]));
  const twin = (c: string): string => [...alphabet].find((d) => d !== c && width.get(d) === width.get(c)) ?? c;
  yield token.replace(/[A-Za-z0-9]/g, twin);
}

/** Puts `replacement` in every occurrence; how the layout took it (the worst occurrence) and the token's zones. */
function apply(list: Occurrence[], token: string, replacement: string): { fit: 'exact' | 'trailing'; zones: PageBox[] } | null {
  let overall: 'exact' | 'trailing' | null = 'exact';
  const zones: PageBox[] = [];
  for (const o of list) {
    const before = layoutOf(o, token.length);
    o.node.replaceData(o.start, token.length, replacement);
    const after = layoutOf(o, token.length);
    const fit = kept(before, after);
    if (fit === null) overall = null;
    else {
      if (fit === 'trailing' && overall === 'exact') overall = 'trailing';
      zones.push(...zonesOf(before, after, fit));
    }
  }
  return overall ? { fit: overall, zones } : null;
}

/**
 * Changes every occurrence of the token so that its pixels change but nothing else moves, and returns
 * where the token's own pixels are; null, with the text left as it was, when no change keeps the
 * layout. An exact fit is preferred to a trailing one.
 */
function mutate(token: string): PageBox[] | null {
  exactly.delete(token);
  const list = occurrences.get(token) ?? [];
  if (list.length === 0) return null;
  let fallback: string | null = null;
  for (const replacement of replacements(token, list[0]!.node.parentElement)) {
    if (replacement === token) continue;
    const applied = apply(list, token, replacement);
    if (applied?.fit === 'exact') {
      exactly.add(token);
      return applied.zones;
    }
    restore(token);
    if (applied) fallback ??= replacement;
  }
  if (fallback !== null) {
    const applied = apply(list, token, fallback);
    if (applied) return applied.zones;
    restore(token);
  }
  return null;
}

/** Tokens whose last change kept every box, theirs and what follows, exactly where it was. */
const exactly = new Set<string>();

/** Whether the last change of `token` moved nothing at all: any pixel of the page that changes is its own. */
function exact(token: string): boolean {
  return exactly.has(token);
}

function restore(token: string): void {
  for (const o of occurrences.get(token) ?? []) o.node.replaceData(o.start, o.original.length, o.original);
}

const uncovered: { el: HTMLElement | SVGElement; value: string; priority: string }[] = [];

/**
 * Makes invisible (no layout changes) every element on top at the centre of one of the token's line boxes
 * that is neither the token's element, inside it, nor around it (a clipped or off-page token hits its own
 * ancestors), layer after layer, so the token can be judged again without them. False when there is none.
 * `recover` paints them again. The window scrolls to the point and back.
 */
function uncover(token: string): boolean {
  const x0 = window.scrollX;
  const y0 = window.scrollY;
  const probes: { holder: Element; x: number; y: number }[] = [];
  for (const o of occurrences.get(token) ?? []) {
    const holder = o.node.parentElement;
    if (!holder) continue;
    for (const r of rangeOf(o).getClientRects()) {
      if (r.width >= 1 && r.height >= 1) probes.push({ holder, x: r.left + x0 + r.width / 2, y: r.top + y0 + r.height / 2 });
    }
  }
  try {
    for (const { holder, x, y } of probes) {
      if (x < 0 || y < 0) continue;
      window.scrollTo(Math.max(0, x - window.innerWidth / 2), Math.max(0, y - window.innerHeight / 2));
      for (let layer = 0; layer < 16; layer++) {
        const top = document.elementFromPoint(x - window.scrollX, y - window.scrollY);
        if (!top || holder.contains(top) || top.contains(holder)) break;
        if (!(top instanceof HTMLElement || top instanceof SVGElement)) break;
        uncovered.push({ el: top, value: top.style.getPropertyValue('visibility'), priority: top.style.getPropertyPriority('visibility') });
        top.style.setProperty('visibility', 'hidden', 'important');
      }
    }
    return uncovered.length > 0;
  } finally {
    window.scrollTo(x0, y0);
  }
}

function recover(): void {
  for (const { el, value, priority } of uncovered.reverse()) {
    if (value) el.style.setProperty('visibility', value, priority);
    else el.style.removeProperty('visibility');
  }
  uncovered.length = 0;
}

/**
 * Scrolls every scroll container (overflow auto or scroll) around the token so the token is in its view,
 * as a reader would; true when one moved. Chromium's own scrollIntoView finds the offsets (transforms
 * included); what it also scrolled that a reader cannot (overflow hidden or clip, the window) is put
 * back. `unreveal` puts the scroll containers back.
 */
function reveal(token: string): boolean {
  const o = occurrences.get(token)?.[0];
  // The nearest element with a box: scrollIntoView does nothing for a display: contents element.
  let target = o?.node.parentElement ?? null;
  while (target && target.getClientRects().length === 0) target = target.parentElement;
  if (!o || !target) return false;
  const ancestors: Element[] = [];
  for (let el = target.parentElement; el; el = el.parentElement) ancestors.push(el);
  const before = ancestors.map((el) => ({ el, left: el.scrollLeft, top: el.scrollTop }));
  const x0 = window.scrollX;
  const y0 = window.scrollY;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  const userScrolls = (value: string): boolean => value === 'auto' || value === 'scroll';
  let moved = false;
  for (const s of before) {
    const style = getComputedStyle(s.el);
    const root = s.el === document.documentElement || s.el === document.body;
    if (root || !userScrolls(style.overflowX)) s.el.scrollLeft = s.left;
    if (root || !userScrolls(style.overflowY)) s.el.scrollTop = s.top;
    // The token's text can overflow the element scrolled into view (a box of no height): each scroll
    // container, innermost first, then brings the text itself into its view as far as it can.
    if (!root && (userScrolls(style.overflowX) || userScrolls(style.overflowY))) bringIntoView(s.el, rangeOf(o).getBoundingClientRect());
    if (s.el.scrollLeft !== s.left || s.el.scrollTop !== s.top) {
      scrolled.push(s);
      moved = true;
    }
  }
  window.scrollTo(x0, y0);
  // content-visibility: auto paints nothing far from the viewport, whatever a capture beyond it covers: a
  // reader scrolls there, so the window stays scrolled to the token until `unreveal`.
  let skippable = false;
  for (let el: Element | null = target; el && !skippable; el = el.parentElement) skippable = getComputedStyle(el).contentVisibility === 'auto';
  if (skippable) {
    const r = rangeOf(o).getBoundingClientRect();
    windowBefore = { x: x0, y: y0 };
    window.scrollTo(Math.max(0, r.left + x0 - window.innerWidth / 2), Math.max(0, r.top + y0 - window.innerHeight / 2));
    moved = true;
  }
  return moved;
}

/** Scrolls `container` so that `text` (a viewport rect) lies in its client area, its start first. */
function bringIntoView(container: Element, text: DOMRect): void {
  const box = container.getBoundingClientRect();
  const left = box.left + container.clientLeft;
  const top = box.top + container.clientTop;
  const right = left + container.clientWidth;
  const bottom = top + container.clientHeight;
  if (text.bottom > bottom) container.scrollTop += Math.min(text.bottom - bottom, text.top - top);
  else if (text.top < top) container.scrollTop -= top - text.top;
  if (text.right > right) container.scrollLeft += Math.min(text.right - right, text.left - left);
  else if (text.left < left) container.scrollLeft -= left - text.left;
}

function unreveal(): void {
  if (windowBefore) window.scrollTo(windowBefore.x, windowBefore.y);
  windowBefore = null;
  for (const s of scrolled.reverse()) {
    s.el.scrollLeft = s.left;
    s.el.scrollTop = s.top;
  }
  scrolled.length = 0;
}

/** Web fonts loaded and two frames painted: the page as a reader sees it once it has loaded. */
function settle(): Promise<void> {
  return document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The document's scrollable area, what a full-page capture covers. */
function pageSize(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: Math.max(root.scrollWidth, window.innerWidth), height: Math.max(root.scrollHeight, window.innerHeight) };
}

/** Which axes of the viewport a reader cannot scroll: the root's overflow (the body's where the root's is visible) hides them. */
function viewportFixed(): { x: boolean; y: boolean } {
  const root = getComputedStyle(document.documentElement);
  const rootVisible = root.overflowX === 'visible' && root.overflowY === 'visible';
  const style = rootVisible && document.body ? getComputedStyle(document.body) : root;
  const fixed = (value: string): boolean => value === 'hidden' || value === 'clip';
  return { x: fixed(style.overflowX), y: fixed(style.overflowY) };
}

/**
 * Whether a capture of the whole page may show the token where no reader sees it: it is in a fixed box (which a
 * capture beyond the viewport lays out against the whole page, while it never moves from the reader's viewport),
 * or the viewport cannot be scrolled on some axis (the capture shows what no reader can scroll to).
 */
function readerBound(token: string): boolean {
  const fixed = viewportFixed();
  if (fixed.x || fixed.y) return true;
  for (const o of occurrences.get(token) ?? []) {
    for (let el: Element | null = o.node.parentElement; el; el = el.parentElement) {
      if (getComputedStyle(el).position === 'fixed') return true;
    }
  }
  return false;
}

/**
 * The window scroll positions a reader can bring about from where the page is that may show the token: on an
 * axis the reader can scroll, each of the token's boxes brought to the middle of the viewport (within the page);
 * on one the reader cannot, where the window is now.
 */
function readerPositions(token: string): { x: number; y: number }[] {
  const fixed = viewportFixed();
  const x0 = window.scrollX;
  const y0 = window.scrollY;
  const root = document.documentElement;
  const maxX = Math.max(0, root.scrollWidth - window.innerWidth);
  const maxY = Math.max(0, root.scrollHeight - window.innerHeight);
  const clamp = (v: number, max: number): number => Math.round(Math.min(max, Math.max(0, v)));
  const positions = [{ x: x0, y: y0 }];
  for (const box of rects(token)) {
    const x = fixed.x ? x0 : clamp(box.left + box.width / 2 - window.innerWidth / 2, maxX);
    const y = fixed.y ? y0 : clamp(box.top + box.height / 2 - window.innerHeight / 2, maxY);
    if (!positions.some((p) => p.x === x && p.y === y)) positions.push({ x, y });
  }
  return positions.slice(0, 8);
}

/** Scrolls the window (a script can, where a reader cannot) and says where it is. */
function scrollWindow(x: number, y: number): { x: number; y: number } {
  window.scrollTo(x, y);
  return { x: window.scrollX, y: window.scrollY };
}

function viewportSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

Object.defineProperty(globalThis, '__lookoutOracle', {
  value: Object.freeze({
    locate,
    rects,
    mutate,
    exact,
    restore,
    uncover,
    recover,
    reveal,
    unreveal,
    pageSize,
    settle,
    readerBound,
    readerPositions,
    scrollWindow,
    viewportSize,
  }),
  enumerable: false,
});
