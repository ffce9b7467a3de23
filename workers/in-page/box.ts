// Boxes of the visibility rule and the arithmetic on them. Every box is in page coordinates (viewport
// coordinates plus the scroll offset) unless its name says otherwise.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A box that shows nothing. */
export const EMPTY: Box = { left: 0, top: 0, right: 0, bottom: 0 };

export function intersect(a: Box, b: Box): Box {
  return { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
}

/** `inner` lies wholly inside `outer`. */
export function within(inner: Box, outer: Box): boolean {
  return inner.left >= outer.left && inner.top >= outer.top && inner.right <= outer.right && inner.bottom <= outer.bottom;
}

/** `inner` lies inside `outer`, give or take the pixel that rounding puts a glyph box over the edge of the box that holds it. */
export function nearlyWithin(inner: Box, outer: Box): boolean {
  return inner.left >= outer.left - 1 && inner.top >= outer.top - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;
}

/** Has no area. */
export function empty(box: Box): boolean {
  return !(box.right > box.left && box.bottom > box.top);
}
