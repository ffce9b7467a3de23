// What a clipping element leaves of its content (docs/contract.md, "Collection"): `clip-path`, `clip`, `overflow`
// and `contain: paint` narrow the clips an element's verdict hands to its descendants.
import { dom } from './dom.js';
import { EMPTY, empty, intersect, type Box } from './box.js';
import {
  clipPathBox,
  clipPathLocal,
  clipRect,
  clipRectLocal,
  LayoutReads,
  overflowClip,
  paddingOrigin,
  pageBox,
  type OverflowAxes,
  type PaddingOrigin,
  type PageArea,
} from './geometry.js';
import type { ElementVerdict } from './verdict.js';
import { ellipsisZone } from './ellipsis.js';
import { boundsOnPage, turnedClip, turnedMap } from './turned.js';
import { zoomOf } from './text-rule.js';

export const VISIBLE_AXES: OverflowAxes = { x: 'visible', y: 'visible' };

/**
 * Narrows the verdict's clips by what the element clips: `clip-path`, `clip` (absolutely positioned
 * boxes), `overflow` other than visible and `contain: paint`. False when its content can be seen nowhere.
 */
export function applyClips(
  verdict: ElementVerdict,
  el: Element,
  clipPath: string,
  clip: string,
  overflow: OverflowAxes,
  containsPaint: boolean,
  area: PageArea,
): boolean {
  const rect = dom.rect(el);
  const layout = new LayoutReads(el);
  verdict.box = pageBox(rect, area);
  // A box a rotation or a skew turned clips to parallelograms that its bounds on the page overstate: each clip is
  // also kept in its own coordinates, and what it holds is judged there (turned.ts).
  const turned =
    verdict.linear !== null && el instanceof HTMLElement
      ? turnedMap(verdict.linear, zoomOf(verdict), verdict.box, { width: layout.offsetWidth, height: layout.offsetHeight })
      : null;
  const narrow = (local: Box | null, onPage: () => Box | null): void => {
    if (turned && local) {
      verdict.boxClip = intersect(verdict.boxClip, boundsOnPage(turned, local));
      verdict.boxTurned = [...(verdict.boxTurned ?? []), turnedClip(turned, local)];
      return;
    }
    const shape = onPage();
    if (shape) verdict.boxClip = intersect(verdict.boxClip, shape);
  };
  if (clipPath !== 'none') {
    const local = turned ? clipPathLocal(clipPath, layout, layout.offsetWidth, layout.offsetHeight) : null;
    narrow(local, () => clipPathBox(clipPath, rect, layout, area));
  }
  if (clip !== 'auto') {
    const position = verdict.style!.position;
    if (position === 'absolute' || position === 'fixed') {
      const local = turned ? clipRectLocal(clip, layout.offsetWidth, layout.offsetHeight) : null;
      narrow(local, () => clipRect(clip, rect, layout, area));
    }
  }
  verdict.clip = verdict.boxClip;
  verdict.turned = verdict.boxTurned;
  const ownOverflow = (overflow.x !== 'visible' || overflow.y !== 'visible') && !overflowGoesToViewport(el, area);
  if (ownOverflow || containsPaint) {
    const axes = containsPaint ? { x: 'hidden', y: 'hidden' } : overflow;
    const origin = paddingOrigin(layout, rect, area);
    // `overflow-clip-margin` lets content paint past the edge of a box that clips both ways without scrolling
    // (`overflow: clip`, or paint containment alone); elsewhere Chromium ignores it.
    const margin =
      (containsPaint ? overflow.x === 'visible' && overflow.y === 'visible' : overflow.x === 'clip' && overflow.y === 'clip') &&
      clipMarginBox(verdict, origin, rect, area);
    const port = margin || overflowClip(origin, { x: axes.x === 'visible' ? 'visible' : 'hidden', y: axes.y === 'visible' ? 'visible' : 'hidden' });
    const seen = intersect(verdict.clip, port);
    if (empty(seen)) return false;
    // Under a turn, in its own coordinates too: to its padding box, and on an axis a reader can scroll, to the
    // scrollable overflow scrolling brings into it (the bounds of which, on the page, are then where its content
    // can be seen).
    let turnedReach: Box | null = null;
    if (turned) {
      const scrollsX = axes.x === 'auto' || axes.x === 'scroll';
      const scrollsY = axes.y === 'auto' || axes.y === 'scroll';
      const left = dom.clientLeft(el) - (scrollsX ? dom.scrollLeft(el) : 0);
      const top = dom.clientTop(el) - (scrollsY ? dom.scrollTop(el) : 0);
      const reach = {
        left: axes.x === 'visible' ? -Infinity : left,
        right: axes.x === 'visible' ? Infinity : left + (scrollsX ? layout.scrollWidth : layout.clientWidth),
        top: axes.y === 'visible' ? -Infinity : top,
        bottom: axes.y === 'visible' ? Infinity : top + (scrollsY ? layout.scrollHeight : layout.clientHeight),
      };
      verdict.turned = [...(verdict.turned ?? []), turnedClip(turned, reach)];
      if ((scrollsX || scrollsY) && [reach.left, reach.right, reach.top, reach.bottom].every(Number.isFinite)) turnedReach = boundsOnPage(turned, reach);
    }
    // A reader scrolls a scroll container to bring its content into its visible part, so on an axis it
    // can scroll, what counts is where scrolling can bring content from: the visible part, widened by how
    // far the container can scroll back and on from where it is now (its whole scrollable overflow when
    // all of it is in view; far less when most of the container is off the page). Here only for a box that no
    // transform turned or scaled: a turned box is judged in its own coordinates above, and a scaled one where
    // its content is now.
    const reach = margin || overflowClip(origin, axes);
    const upright = el instanceof HTMLElement && Math.abs(rect.width - layout.offsetWidth) < 1 && Math.abs(rect.height - layout.offsetHeight) < 1;
    const freeX = upright && (axes.x === 'auto' || axes.x === 'scroll') && layout.scrollWidth > layout.clientWidth;
    const freeY = upright && (axes.y === 'auto' || axes.y === 'scroll') && layout.scrollHeight > layout.clientHeight;
    if (freeX || freeY) verdict.port = seen;
    const backX = freeX ? dom.scrollLeft(el) * origin.scale.x : 0;
    const onX = freeX ? (layout.scrollWidth - layout.clientWidth) * origin.scale.x - backX : 0;
    const backY = freeY ? dom.scrollTop(el) * origin.scale.y : 0;
    const onY = freeY ? (layout.scrollHeight - layout.clientHeight) * origin.scale.y - backY : 0;
    verdict.clip = {
      left: Math.max(seen.left - backX, reach.left),
      right: Math.min(seen.right + onX, reach.right),
      top: Math.max(seen.top - backY, reach.top),
      bottom: Math.min(seen.bottom + onY, reach.bottom),
    };
    if (turnedReach) verdict.clip = intersect(verdict.boxClip, turnedReach);
    // Lines cut along their length where no reader can scroll (`overflow` hidden or clip that way) end in an
    // ellipsis under `text-overflow`.
    const along = verdict.style!.writingMode === 'horizontal-tb' ? overflow.x : overflow.y;
    if (ownOverflow && (along === 'hidden' || along === 'clip')) {
      const textOverflow = verdict.rare.value(verdict.style!, 'textOverflow');
      if (textOverflow !== 'clip') verdict.ellipsis = ellipsisZone(verdict, textOverflow, origin);
    }
  }
  return !empty(verdict.boxClip) && !empty(verdict.clip);
}

/**
 * Where an element clips its content under `overflow-clip-margin` (`[<visual-box>] <length>`, the padding box
 * by default): that box of its, grown by the length on every side; null for a margin of none, which clips at
 * the padding box as ever. An unreadable value clips there too.
 */
function clipMarginBox(verdict: ElementVerdict, origin: PaddingOrigin, rect: DOMRect, area: PageArea): Box | null {
  const value = verdict.rare.value(verdict.style!, 'overflowClipMargin');
  const m = /^(content-box|padding-box|border-box)?\s*(?:(\d*\.?\d+(?:e[-+]?\d+)?)px)?$/.exec(value.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const length = parseFloat(m[2] ?? '0');
  const { layout, scale } = origin;
  let box: Box = { left: origin.left, top: origin.top, right: origin.left + layout.clientWidth * scale.x, bottom: origin.top + layout.clientHeight * scale.y };
  if (m[1] === 'border-box') box = pageBox(rect, area);
  else if (m[1] === 'content-box') {
    const style = verdict.style!;
    const px = (v: string): number => parseFloat(v) || 0;
    box = {
      left: box.left + px(style.paddingLeft) * scale.x,
      top: box.top + px(style.paddingTop) * scale.y,
      right: box.right - px(style.paddingRight) * scale.x,
      bottom: box.bottom - px(style.paddingBottom) * scale.y,
    };
  }
  if (length === 0 && m[1] === undefined) return null;
  return { left: box.left - length * scale.x, top: box.top - length * scale.y, right: box.right + length * scale.x, bottom: box.bottom + length * scale.y };
}

/**
 * Narrows the clips of an SVG viewport whose overflow is not visible: an outermost `<svg>` clips to its
 * padding box (its transformed box where a transform turns or scales it), a `<foreignObject>` to its box, a
 * nested `<svg>` to the rectangle its x, y, width and height give in its parent's coordinates (the bounds of
 * that rectangle on the screen where the parent is turned). False when nothing of it can be seen.
 */
export function clipToSvgViewport(verdict: ElementVerdict, el: Element, nested: boolean, area: PageArea): boolean {
  const viewport = nested ? nestedViewport(el, area) : outerViewport(verdict, el, area);
  verdict.clip = intersect(verdict.clip, viewport);
  return !empty(verdict.clip);
}

function outerViewport(verdict: ElementVerdict, el: Element, area: PageArea): Box {
  const box = pageBox(dom.rect(el), area);
  verdict.box = box;
  // A <foreignObject> reports the box of its viewport; an <svg> in HTML has a CSS box with borders.
  if (!(el instanceof SVGSVGElement) || verdict.linear !== null) return box;
  const left = box.left + dom.clientLeft(el);
  const top = box.top + dom.clientTop(el);
  return { left, top, right: left + dom.clientWidth(el), bottom: top + dom.clientHeight(el) };
}

/** A nested <svg>'s viewport on the page; its own box is the bounds of what it draws, not its viewport. */
function nestedViewport(el: Element, area: PageArea): Box {
  const parent = dom.parentNode(el);
  const ctm = parent instanceof SVGGraphicsElement ? dom.screenCTM(parent) : null;
  if (!ctm) return EMPTY;
  const x = dom.svgX(el).animVal.value;
  const y = dom.svgY(el).animVal.value;
  const right = x + dom.svgWidth(el).animVal.value;
  const bottom = y + dom.svgHeight(el).animVal.value;
  if (!(right > x && bottom > y)) return EMPTY;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [px, py] of [
    [x, y],
    [right, y],
    [x, bottom],
    [right, bottom],
  ] as const) {
    xs.push(ctm.a * px + ctm.c * py + ctm.e + area.scrollX);
    ys.push(ctm.b * px + ctm.d * py + ctm.f + area.scrollY);
  }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

export function paintContained(contain: string): boolean {
  return contain !== 'none' && (contain.includes('paint') || contain === 'strict' || contain === 'content');
}

/** The root's overflow, and the body's when the root's is visible, belong to the viewport (the page area). */
function overflowGoesToViewport(el: Element, area: PageArea): boolean {
  if (el === area.root) return true;
  return area.bodyOverflowPropagates && el === area.body;
}
