// Geometry of the visibility rule (docs/contract.md, "Collection"): the document's scrollable area, the clip
// rectangles of clipping elements, and where a text node's glyphs lie. Every box here is in page
// coordinates (viewport coordinates plus the scroll offset), so boxes measured at different times
// of one collection compare.
import { Declared } from './declared.js';
import type { ColorMap, Rgba } from './paint.js';
import type { Linear } from './transforms.js';
import type { ElementVerdict } from './verdict.js';
import { dom, styleOf } from './dom.js';
import { intersect, type Box } from './box.js';
import { evaluateLength, shapeBox, splitTopLevel } from './css-shapes.js';
import { readFonts, type FontFacts } from './fonts.js';
import { referencedClipBox } from './svg-clips.js';
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';

export interface PageArea extends Box {
  scrollX: number;
  scrollY: number;
  /**
   * The viewport in page coordinates: a box fixed to it never scrolls, so it is seen only there
   * (visibility.ts).
   */
  viewport: Box;
  /** The body's overflow applies to the viewport (the root's is visible), so the body clips nothing itself. */
  bodyOverflowPropagates: boolean;
  /** The document element and the body, read once: the scan compares every element with them. */
  root: Element | null;
  body: HTMLElement | null;
  /** The page's own font faces (fonts.ts); none on many pages. */
  fonts: FontFacts;
  /** Range measurements left to this collection for texts a clip cuts through (text-rule.ts, visiblePart). */
  partMeasures: { left: number };
  /**
   * Characters of skipped `content-visibility: auto` content left to this collection to lay out, and whether
   * some was left out past them (visibility.ts).
   */
  skippedChars: { left: number; leftOut: boolean };
  /** Which rarely set properties the page's style sources declare (declared.ts). */
  declared: Declared;
  /**
   * The computed `display` of the elements read so far, by the scan (visibility.ts) or ahead of it (underlay.ts), for
   * the other to take. A collection runs no page script, so what it reads holds until it ends.
   */
  displays: Map<Element, string>;
  /**
   * The verdicts of the elements judged so far (scan.ts), by element: the underlay's look-ahead (underlay.ts) takes
   * how an element judged already has its properties read rather than working it out again.
   */
  judged: Map<Element, ElementVerdict>;
  /**
   * The document's elements in the top layer (a modal dialog, an open popover), found when a box that fades or clips
   * away all it holds is first met (visibility.ts, `passedOver`).
   */
  topLayer?: Element[];
  /**
   * In a frame's document, what its canvas shows: the colour its parent paints behind the frame (null when that is
   * not known); absent for the top document, whose canvas is its own (paint.ts, `canvasColor`).
   */
  canvas?: Rgba | null;
  /** In a frame's document, what the opacity and filters of the frame element and its ancestors do to all of it. */
  paintAbove?: PaintAbove;
}

/** Opacity and filters a frame's parents apply to everything the frame shows (verdict.ts has their meaning). */
export interface PaintAbove {
  opacity: number;
  colorMap: ColorMap;
  blur: number;
  /** The transform and zoom above the frame element: they scale the glyphs the frame draws (text-rule.ts). */
  linear: Linear;
  zoom: number;
}

/** About 50 ms of Range measurements (3 us each) per collection for cut texts. */
const PART_MEASURES = 16 * 1024;
/** About 150 ms of layout (0.6 ms per thousand characters) per collection for skipped content. */
const SKIPPED_CHARS = 256 * 1024;

/**
 * The document's scrollable area: what a reader can bring into view by scrolling. Content to the left
 * of or above the origin cannot be scrolled to; an axis whose overflow the viewport hides (overflow on
 * the root, or on the body when the root's is visible) is the viewport on that axis, where the page
 * (or its script) left it: no reader can scroll such an axis, back or on.
 */
/** `sheets`: the worker's count of sheet events, under which style sources' facts are kept (declared.ts). */
export function pageArea(allProperties = false, sheets?: number): PageArea {
  const root = dom.documentElement(document);
  const body = document.body as Element | null;
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const viewport: Box = { left: scrollX, top: scrollY, right: scrollX + window.innerWidth, bottom: scrollY + window.innerHeight };
  const rootOverflow = root ? overflowAxes(styleOverflow(root)) : VISIBLE_AXES;
  const rootVisible = rootOverflow.x === 'visible' && rootOverflow.y === 'visible';
  const viewportOverflow = rootVisible && body ? overflowAxes(styleOverflow(body)) : rootOverflow;
  const fixedX = clipsAxis(viewportOverflow.x);
  const fixedY = clipsAxis(viewportOverflow.y);
  return {
    left: fixedX ? viewport.left : 0,
    top: fixedY ? viewport.top : 0,
    right: fixedX ? viewport.right : Math.max(root ? dom.scrollWidth(root) : 0, window.innerWidth),
    bottom: fixedY ? viewport.bottom : Math.max(root ? dom.scrollHeight(root) : 0, window.innerHeight),
    scrollX,
    scrollY,
    viewport,
    bodyOverflowPropagates: rootVisible,
    root,
    body: dom.documentBody(document),
    fonts: readFonts(),
    partMeasures: { left: PART_MEASURES },
    skippedChars: { left: SKIPPED_CHARS, leftOut: false },
    declared: new Declared(allProperties, sheets),
    displays: new Map(),
    judged: new Map(),
  };
}

function styleOverflow(el: Element): string {
  return getComputedStyle(el).overflow;
}

export interface OverflowAxes {
  x: string;
  y: string;
}

const VISIBLE_AXES: OverflowAxes = { x: 'visible', y: 'visible' };

/** The computed `overflow` shorthand reads one value for both axes, or "x y". */
export function overflowAxes(overflow: string): OverflowAxes {
  const space = overflow.indexOf(' ');
  if (space < 0) return { x: overflow, y: overflow };
  return { x: overflow.slice(0, space), y: overflow.slice(space + 1) };
}

function clipsAxis(value: string): boolean {
  return value === 'hidden' || value === 'clip';
}

export function pageBox(rect: DOMRect, area: PageArea): Box {
  return { left: rect.left + area.scrollX, top: rect.top + area.scrollY, right: rect.right + area.scrollX, bottom: rect.bottom + area.scrollY };
}

/**
 * Whether a part of `box` that a reader can make out stays inside `clip`: at least MIN_TEXT_PX on its
 * shorter side, so a one-pixel window onto text (the visually-hidden pattern without `clip`) is not
 * reading it. A box smaller than that on its own is judged by the glyph-size rule, not here.
 */
export function legibleInside(box: Box, clip: Box): boolean {
  const part = intersect(box, clip);
  const width = part.right - part.left;
  const height = part.bottom - part.top;
  const need = Math.min(MIN_TEXT_PX, box.right - box.left, box.bottom - box.top);
  return width > 0 && height > 0 && Math.min(width, height) >= need;
}

/** One Range, moved from text to text: creating one per text costs as much as measuring it. */
let range: Range | undefined;

/**
 * Where a text node's glyphs are: one box per line fragment, transforms included. Fragments of
 * collapsed white space have no area and are left out.
 */
export function textFragments(text: Text, area: PageArea): Box[] {
  range ??= dom.createRange(document);
  dom.rangeSelectNodeContents(range, text);
  return fragmentsOf(range, area);
}

/** One box around every line fragment of a text node that has an area; null where none has. */
export function textBounds(text: Text, area: PageArea): Box | null {
  range ??= dom.createRange(document);
  dom.rangeSelectNodeContents(range, text);
  const rect = dom.rangeRect(range);
  return rect.width > 0 && rect.height > 0 ? pageBox(rect, area) : null;
}

/** Where characters `start` to `end` (UTF-16 offsets) of a text node are drawn, as textFragments. */
export function partFragments(text: Text, start: number, end: number, area: PageArea): Box[] {
  range ??= dom.createRange(document);
  dom.rangeSetStart(range, text, start);
  dom.rangeSetEnd(range, text, end);
  return fragmentsOf(range, area);
}

function fragmentsOf(range: Range, area: PageArea): Box[] {
  const rects = dom.rangeClientRects(range);
  const out: Box[] = [];
  const count = dom.rectListLength(rects);
  for (let i = 0; i < count; i++) {
    const rect = dom.rectListItem(rects, i);
    if (rect && rect.width > 0 && rect.height > 0) out.push(pageBox(rect, area));
  }
  return out;
}

/** The size of the glyphs of a fragment: its height, or its width when a rotation stood it on end. */
export function glyphSize(box: Box): number {
  return Math.min(box.right - box.left, box.bottom - box.top);
}

/**
 * The layout sizes of one element, each read at most once: every read makes Chromium check that layout
 * is clean (about 1 us), and the clip of an overflow container needs the same sizes several times.
 */
export class LayoutReads {
  private offsetWidthRead: number | undefined;
  private offsetHeightRead: number | undefined;
  private clientWidthRead: number | undefined;
  private clientHeightRead: number | undefined;
  private scrollWidthRead: number | undefined;
  private scrollHeightRead: number | undefined;

  constructor(readonly el: Element) {}

  /** Only for an HTMLElement. */
  get offsetWidth(): number {
    return (this.offsetWidthRead ??= dom.offsetWidth(this.el));
  }
  get offsetHeight(): number {
    return (this.offsetHeightRead ??= dom.offsetHeight(this.el));
  }
  get clientWidth(): number {
    return (this.clientWidthRead ??= dom.clientWidth(this.el));
  }
  get clientHeight(): number {
    return (this.clientHeightRead ??= dom.clientHeight(this.el));
  }
  get scrollWidth(): number {
    return (this.scrollWidthRead ??= dom.scrollWidth(this.el));
  }
  get scrollHeight(): number {
    return (this.scrollHeightRead ??= dom.scrollHeight(this.el));
  }
}

/** An element's layout size before transforms, to turn lengths of its own coordinates into page pixels. */
function scaleOf(layout: LayoutReads, rect: DOMRect): { x: number; y: number } {
  if (!(layout.el instanceof HTMLElement)) return { x: 1, y: 1 };
  const width = layout.offsetWidth;
  const height = layout.offsetHeight;
  return { x: width > 0 ? rect.width / width : 1, y: height > 0 ? rect.height / height : 1 };
}

/** Where an element's padding box starts, in page coordinates, and what its own lengths are scaled by. */
export interface PaddingOrigin {
  layout: LayoutReads;
  left: number;
  top: number;
  scale: { x: number; y: number };
}

export function paddingOrigin(layout: LayoutReads, rect: DOMRect, area: PageArea): PaddingOrigin {
  const border = pageBox(rect, area);
  const scale = scaleOf(layout, rect);
  return { layout, left: border.left + dom.clientLeft(layout.el) * scale.x, top: border.top + dom.clientTop(layout.el) * scale.y, scale };
}

/**
 * The clip an element's overflow (or `contain: paint`) sets for its content, per axis: hidden and clip
 * cut at the padding box; a scroll container lets the reader scroll to its whole scrollable overflow.
 */
export function overflowClip(origin: PaddingOrigin, axes: OverflowAxes): Box {
  const { layout, scale } = origin;
  const clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  if (axes.x !== 'visible') {
    const scrolls = axes.x === 'auto' || axes.x === 'scroll';
    clip.left = scrolls ? origin.left - dom.scrollLeft(layout.el) * scale.x : origin.left;
    clip.right = clip.left + (scrolls ? layout.scrollWidth : layout.clientWidth) * scale.x;
  }
  if (axes.y !== 'visible') {
    const scrolls = axes.y === 'auto' || axes.y === 'scroll';
    clip.top = scrolls ? origin.top - dom.scrollTop(layout.el) * scale.y : origin.top;
    clip.bottom = clip.top + (scrolls ? layout.scrollHeight : layout.clientHeight) * scale.y;
  }
  return clip;
}

/** `clip: rect(top, right, bottom, left)` of an absolutely positioned element, `auto` meaning its edge. */
export function clipRect(clip: string, rect: DOMRect, layout: LayoutReads, area: PageArea): Box | null {
  const scale = scaleOf(layout, rect);
  const local = clipRectLocal(clip, rect.width / scale.x, rect.height / scale.y);
  return local && onPage(local, pageBox(rect, area), scale);
}

/** `clip: rect(...)` in the element's own coordinates, for a border box `width` by `height`; null for another value. */
export function clipRectLocal(clip: string, width: number, height: number): Box | null {
  const m = /^rect\((.*)\)$/.exec(clip);
  if (!m) return null;
  const parts = splitTopLevel(m[1] ?? '', /[\s,]/);
  if (parts.length !== 4) return null;
  const edge = (token: string, fallback: number): number => (token === 'auto' ? fallback : evaluateLength(token, 0));
  const [top = 'auto', right = 'auto', bottom = 'auto', left = 'auto'] = parts;
  return { top: edge(top, 0), right: edge(right, width), bottom: edge(bottom, height), left: edge(left, 0) };
}

/**
 * The bounding box of a `clip-path` basic shape, in page coordinates, or null when nothing is clipped
 * (`none`, a box keyword alone, a reference to no clipPath). Shapes the parser does not know clip
 * nothing, except an empty path.
 */
// https://drafts.csswg.org/css-shapes/#basic-shape-functions
export function clipPathBox(clipPath: string, rect: DOMRect, layout: LayoutReads, area: PageArea): Box | null {
  const scale = scaleOf(layout, rect);
  const local = clipPathLocal(clipPath, layout, rect.width / scale.x, rect.height / scale.y);
  return local && onPage(local, pageBox(rect, area), scale);
}

/**
 * The box a `clip-path` clips to in the element's own coordinates (px of its border box, from its corner), for
 * a border box `width` by `height`; null for a value not understood.
 */
export function clipPathLocal(clipPath: string, layout: LayoutReads, width: number, height: number): Box | null {
  // A reference box alone clips to that box of the element.
  if (/^[a-z-]+$/.test(clipPath.trim())) return referenceBox(clipPath.trim(), layout.el, width, height);
  const fn = /^([a-z-]+)\((.*)\)/.exec(clipPath.trim());
  if (!fn) return null;
  const name = fn[1] ?? '';
  const args = (fn[2] ?? '').trim();
  return name === 'url' ? referencedClipBox(args, layout.el, width, height) : shapeBox(name, args, width, height);
}

/** A box in an element's own coordinates on the page, from its border box there and the scale of its lengths. */
function onPage(local: Box, border: Box, scale: { x: number; y: number }): Box {
  return {
    left: border.left + local.left * scale.x,
    top: border.top + local.top * scale.y,
    right: border.left + local.right * scale.x,
    bottom: border.top + local.bottom * scale.y,
  };
}

/**
 * The box a `clip-path` of a reference box alone clips to, in the element's own coordinates: the content, padding,
 * border or margin box (the SVG boxes stand for the border box on an HTML element).
 */
function referenceBox(keyword: string, el: Element, width: number, height: number): Box {
  const border: Box = { left: 0, top: 0, right: width, bottom: height };
  if (!(el instanceof HTMLElement)) return border;
  const style = styleOf(el);
  const px = (value: string): number => parseFloat(value) || 0;
  const inset = (top: number, right: number, bottom: number, left: number): Box => ({
    left: border.left + left,
    top: border.top + top,
    right: border.right - right,
    bottom: border.bottom - bottom,
  });
  const borders = [px(style.borderTopWidth), px(style.borderRightWidth), px(style.borderBottomWidth), px(style.borderLeftWidth)] as const;
  const paddings = [px(style.paddingTop), px(style.paddingRight), px(style.paddingBottom), px(style.paddingLeft)] as const;
  switch (keyword) {
    case 'padding-box':
      return inset(...borders);
    case 'content-box':
      return inset(borders[0] + paddings[0], borders[1] + paddings[1], borders[2] + paddings[2], borders[3] + paddings[3]);
    case 'margin-box':
      return inset(-px(style.marginTop), -px(style.marginRight), -px(style.marginBottom), -px(style.marginLeft));
    default:
      return border;
  }
}
