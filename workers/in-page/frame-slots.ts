// Frames in the top document's view (docs/contract.md, "Frames"): where a frame's content box shows, and whether a
// point of a frame's viewport is the frame's in the document around it.
import { dom, styleOf } from './dom.js';
import { controlRole } from './roles.js';
import { VerdictCache, visibleInDocument } from './scan.js';
import { deepElementFromPoint, scrollPositionsOf, type GuardOutcome } from './hit-test.js';
import { pageArea, type PageArea } from './visibility.js';
import { boxOf } from './shown.js';
import type { PaintAbove } from './geometry.js';
import { EMPTY, empty, intersect, within, type Box } from './box.js';
import type { ElementVerdict } from './verdict.js';
import { backdropOf } from './contrast.js';
import { zoomOf } from './text-rule.js';
import { canvasColor, type Rgba } from './paint.js';

/**
 * A shown frame the scan met (frames.ts enters it): where its content goes among the controls and the text, and
 * the part of its content box its parents show, in the frame's own viewport coordinates (null: all of it).
 */
export interface FrameSlot {
  /** Index among the published controls before which the frame's controls go. */
  controlsAt: number;
  /** Code point of the general text at which the frame's text goes. */
  textAt: number;
  clip: Box | null;
  /** What the frame's canvas shows where it is transparent: what this document paints behind it (null: not known). */
  canvas: FrameCanvas;
}

/**
 * What a frame's transparent canvas shows: the colour its parent paints behind the frame element, and whether the
 * element's colour scheme is dark only. A frame whose own scheme differs gets an opaque canvas of its own instead.
 */
export interface FrameCanvas {
  colour: Rgba | null;
  dark: boolean;
  /** The opacity and filters from the top document down to the frame element, which apply to all the frame shows. */
  above: PaintAbove;
}

/** What the frame's canvas shows for the frame element `el`. */
export function frameCanvas(el: Element, verdict: ElementVerdict): FrameCanvas {
  return {
    colour: backdropOf(verdict),
    dark: darkOnly(styleOf(el).colorScheme),
    above: { opacity: verdict.opacity, colorMap: verdict.colorMap, blur: verdict.blur, linear: verdict.linear, zoom: zoomOf(verdict) },
  };
}

/** The canvas of this document, a frame's: its parent's colour, unless its own colour scheme differs. */
export function canvasOfFrame(given: FrameCanvas): Rgba | null {
  const root = dom.documentElement(document);
  const own = root !== null && darkOnly(styleOf(root).colorScheme);
  return own === given.dark ? given.colour : canvasColor();
}

function darkOnly(scheme: string): boolean {
  return scheme.includes('dark') && !scheme.includes('light');
}

/** Elements that show another document the collector can enter (frames.ts); `object` and `embed` are only counted. */
export const ENTERED_FRAMES = new Set(['iframe', 'frame']);

/**
 * The part of a frame element's content box that its clips and the page show, in the frame's own viewport
 * coordinates; null when all of it is shown, EMPTY when none of it is.
 */
export function frameClip(el: Element, verdict: ElementVerdict, area: PageArea): Box | null {
  const box = boxOf(verdict, area);
  if (box === null) return EMPTY;
  const style = styleOf(el);
  const px = (value: string): number => parseFloat(value) || 0;
  const left = box.left + dom.clientLeft(el) + px(style.paddingLeft);
  const top = box.top + dom.clientTop(el) + px(style.paddingTop);
  const content: Box = {
    left,
    top,
    right: left + dom.clientWidth(el) - px(style.paddingLeft) - px(style.paddingRight),
    bottom: top + dom.clientHeight(el) - px(style.paddingTop) - px(style.paddingBottom),
  };
  const shown = intersect(intersect(content, verdict.boxClip), area);
  if (empty(content) || empty(shown)) return EMPTY;
  if (within(content, shown)) return null;
  return { left: shown.left - left, top: shown.top - top, right: shown.right - left, bottom: shown.bottom - top };
}

/** Narrows the page's area to the part of a frame's viewport its parents show (`clip`, viewport coordinates). */
export function clipArea(area: PageArea, clip: Box): void {
  const shown: Box = { left: clip.left + area.scrollX, top: clip.top + area.scrollY, right: clip.right + area.scrollX, bottom: clip.bottom + area.scrollY };
  const narrowed = intersect(area, shown);
  area.left = narrowed.left;
  area.top = narrowed.top;
  area.right = Math.max(narrowed.left, narrowed.right);
  area.bottom = Math.max(narrowed.top, narrowed.bottom);
  area.viewport = intersect(area.viewport, shown);
}

/** The viewport point of a frame element's content box origin. */
function contentOrigin(el: Element): { x: number; y: number } {
  const box = dom.rect(el);
  const style = styleOf(el);
  return {
    x: box.left + dom.clientLeft(el) + (parseFloat(style.paddingLeft) || 0),
    y: box.top + dom.clientTop(el) + (parseFloat(style.paddingTop) || 0),
  };
}

/**
 * Where point (`x`, `y`) of a frame's viewport is in this document's viewport: the frame element is scrolled into
 * view when needed, and the point counts only when this document hit-tests the frame element there.
 */
export function frameHit(el: Element, x: number, y: number): GuardOutcome {
  if (!dom.isConnected(el)) return { ok: false, reason: 'detached', message: 'the frame is no longer in the page' };
  if (!visibleInDocument(el)) return { ok: false, reason: 'hidden', message: 'the frame holding it is not visible' };
  const inView = (p: { x: number; y: number }): boolean => p.x >= 0 && p.y >= 0 && p.x < window.innerWidth && p.y < window.innerHeight;
  let origin = contentOrigin(el);
  if (!inView({ x: origin.x + x, y: origin.y + y })) {
    const restore = scrollPositionsOf(el);
    dom.scrollIntoView(el, { block: 'nearest', inline: 'nearest', behavior: 'instant' });
    origin = contentOrigin(el);
    const point = { x: origin.x + x, y: origin.y + y };
    // A frame taller or wider than the viewport: the page is scrolled to bring the point itself in.
    if (!inView(point)) {
      window.scrollBy(
        point.x < 0 || point.x >= window.innerWidth ? point.x - window.innerWidth / 2 : 0,
        point.y < 0 || point.y >= window.innerHeight ? point.y - window.innerHeight / 2 : 0,
      );
      origin = contentOrigin(el);
    }
    if (!inView({ x: origin.x + x, y: origin.y + y })) {
      restore();
      return { ok: false, reason: 'hidden', message: 'the frame holding it cannot be brought into view there' };
    }
  }
  const point = { x: origin.x + x, y: origin.y + y };
  const hit = deepElementFromPoint(point.x, point.y);
  if (hit !== el) {
    const cover = hit ? `a ${controlRole(hit, new VerdictCache(pageArea(true)).resolve(hit)) ?? 'generic'} element` : 'nothing the page hit-tests';
    return { ok: false, reason: 'covered', message: `the frame holding it is covered there by ${cover}` };
  }
  return { ok: true, x: point.x, y: point.y };
}
