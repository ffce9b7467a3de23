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

/** The smallest box around both. */
export function hull(a: Box, b: Box): Box {
  return { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) };
}

/** Point (`x`, `y`) lies in `box`, its edges included. */
export function holds(box: Box, x: number, y: number): boolean {
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/** Has no area. */
export function empty(box: Box): boolean {
  return !(box.right > box.left && box.bottom > box.top);
}

/**
 * How far scrolling moves `box` to bring it into `port` the least way (CSSOM View's `nearest`, each axis): a box that
 * lies inside, or reaches past both edges, does not move; one past one edge moves to align with that edge, or, when
 * it is larger than the port, with the other. The box then lies at `box` less the shift.
 */
export function nearestShift(box: Box, port: Box): [number, number] {
  const along = (start: number, end: number, portStart: number, portEnd: number): number => {
    const larger = end - start > portEnd - portStart;
    if (start < portStart && end > portEnd) return 0;
    if ((start < portStart && !larger) || (end > portEnd && larger)) return start - portStart;
    if ((start < portStart && larger) || (end > portEnd && !larger)) return end - portEnd;
    return 0;
  };
  return [along(box.left, box.right, port.left, port.right), along(box.top, box.bottom, port.top, port.bottom)];
}

/** `box` moved back by `shift`. */
export function shifted(box: Box, [dx, dy]: readonly [number, number]): Box {
  return { left: box.left - dx, right: box.right - dx, top: box.top - dy, bottom: box.bottom - dy };
}
