// Whether a judged element's own box can be seen: read after the scan's verdict (visibility.ts) exists, by
// whatever lists a control, a region or a frame from it.
import { dom } from './dom.js';
import { empty, intersect, type Box } from './box.js';
import { pageBox, type PageArea } from './geometry.js';
import type { ElementVerdict } from './verdict.js';
import { passedDown } from './inherited.js';
import { Fit, fitTurned } from './turned.js';
import { zoomOf } from './text-rule.js';

/**
 * Whether the element's own `visibility` lets it paint (`visibility` is inherited: the computed value says it, read
 * once for a run of elements nothing sets it on).
 */
export function shownOf(verdict: ElementVerdict): boolean {
  if (verdict.shown === undefined) {
    const visibility = passedDown(verdict, 'visibility');
    verdict.shown = !verdict.unpainted && visibility === 'visible';
  }
  return verdict.shown;
}

/** The element's border box in page coordinates, read once per collection; null without a box. */
export function boxOf(verdict: ElementVerdict, area: PageArea): Box | null {
  if (verdict.box !== undefined) return verdict.box;
  verdict.box = verdict.el && !verdict.boxless ? pageBox(dom.rect(verdict.el), area) : null;
  return verdict.box;
}

/**
 * Whether a control's or region's own box can be seen: not entirely outside the page and its clips,
 * and not scaled to nothing. A box of no size that clips nothing (`height: 0`) may still show its
 * overflowing content, so it counts as shown; what shows is then up to its text.
 */
export function boxShown(verdict: ElementVerdict, area: PageArea): boolean {
  if (!shownOf(verdict)) return false;
  const box = boxOf(verdict, area);
  if (!box) return true;
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const clip = verdict.boxClip;
  if (width === 0 || height === 0) {
    const inside = box.left >= clip.left && box.left <= clip.right && box.top >= clip.top && box.top <= clip.bottom;
    return inside && !scaledAway(verdict.el!);
  }
  if (empty(intersect(box, clip))) return false;
  // Under a turned box's clip, a box is judged in that box's coordinates (turned.ts).
  const el = verdict.el;
  if (verdict.boxTurned === null || !(el instanceof HTMLElement)) return true;
  return fitTurned(verdict.boxTurned, box, verdict.linear, zoomOf(verdict), { width: dom.offsetWidth(el), height: dom.offsetHeight(el) }) !== Fit.Out;
}

/** A box without size whose layout has one: a transform or zoom scaled it to nothing. */
function scaledAway(el: Element): boolean {
  if (!(el instanceof HTMLElement)) return true;
  return dom.offsetWidth(el) > 0 || dom.offsetHeight(el) > 0;
}
