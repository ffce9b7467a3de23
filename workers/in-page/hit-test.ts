// Where an action's point is and what the page has there (docs/contract.md, "References, revisions and atomicity"):
// the visible centre of a control inside its clips, the element hit at a point through open shadow trees, and the
// scroll positions a failed guard puts back.
import { dom, shadowRootOf, styleOf } from './dom.js';

/** A live guard's outcome: the point to act at, or why not. */
export type GuardOutcome = { ok: true; x: number; y: number; checked?: boolean } | { ok: false; reason: string; message: string };

/**
 * The element at a point, inside open shadow trees too: the document answers with the host of a shadow
 * tree, so ask each open root in turn, and each closed one handed to the collector (others answer no further
 * than their host).
 */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = dom.elementFromPoint(document, x, y);
  for (let root = hit ? shadowRootOf(hit) : null; hit && root; root = shadowRootOf(hit)) {
    const inner = dom.shadowRootElementFromPoint(root, x, y);
    if (inner === null || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Overflow values that clip an element's content to its padding box. */
const CLIPPING = new Set(['hidden', 'scroll', 'auto', 'clip', 'overlay']);

/** The element a box's clipping ancestors are looked for in: its parent, or the host of the shadow root it is in. */
export function parentOrHost(el: Element): Element | null {
  const parent = dom.parentElement(el);
  if (parent) return parent;
  const root = dom.parentNode(el);
  return root instanceof ShadowRoot ? dom.shadowRootHost(root) : null;
}

/**
 * The centre of the part of the element's box that the viewport and every box clipping it (scrolling boxes,
 * overflow hidden) show; null when that part is empty or does not hold the box's own centre's row and column
 * (the element is scrolled or clipped partly out of view). A fixed box escapes its ancestors' clipping.
 */
export function visibleCentre(el: Element): { x: number; y: number } | null {
  const box = dom.rect(el);
  if (box.width === 0 || box.height === 0) return null;
  let left = Math.max(box.left, 0);
  let top = Math.max(box.top, 0);
  let right = Math.min(box.right, window.innerWidth);
  let bottom = Math.min(box.bottom, window.innerHeight);
  for (
    let up: Element | null = styleOf(el).position === 'fixed' ? null : parentOrHost(el);
    up !== null && left < right && top < bottom;
    up = parentOrHost(up)
  ) {
    const style = styleOf(up);
    if (CLIPPING.has(style.overflowX) || CLIPPING.has(style.overflowY)) {
      const outer = dom.rect(up);
      const innerLeft = outer.left + dom.clientLeft(up);
      const innerTop = outer.top + dom.clientTop(up);
      if (CLIPPING.has(style.overflowX)) {
        left = Math.max(left, innerLeft);
        right = Math.min(right, innerLeft + dom.clientWidth(up));
      }
      if (CLIPPING.has(style.overflowY)) {
        top = Math.max(top, innerTop);
        bottom = Math.min(bottom, innerTop + dom.clientHeight(up));
      }
    }
    if (style.position === 'fixed') break;
  }
  if (left >= right || top >= bottom) return null;
  const x = (left + right) / 2;
  const y = (top + bottom) / 2;
  // A sliver of a box at the edge of a scrolling box is not where a user would click: scroll it into view.
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height / 2;
  if (centreX < left || centreX > right || centreY < top || centreY > bottom) return null;
  return { x, y };
}

/** Puts back the scroll positions of the window and of every scrolling box holding the element. */
export function scrollPositionsOf(el: Element): () => void {
  const saved: [Element, number, number][] = [];
  for (let up = parentOrHost(el); up !== null; up = parentOrHost(up)) {
    const left = dom.scrollLeft(up);
    const top = dom.scrollTop(up);
    if (left !== 0 || top !== 0 || dom.scrollHeight(up) > dom.clientHeight(up) || dom.scrollWidth(up) > dom.clientWidth(up)) saved.push([up, left, top]);
  }
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  return () => {
    for (const [box, left, top] of saved) dom.scrollTo(box, left, top);
    window.scrollTo(scrollX, scrollY);
  };
}
