// Where an element's background paints (docs/contract.md, "The visibility rule", 5): inside its box, as far as its
// `background-clip` lets it (the border, padding or content box), and inside the curves of its rounded corners. Its
// bounds on the page overstate that wherever a corner is rounded, the clip is not the border box, or a rotation or a
// skew turned the box: a point of a text there does not sit on that background.
import type { Box } from './box.js';
import { dom } from './dom.js';
import { localPoint, turnedMap } from './turned.js';
import { turns } from './transforms.js';
import { zoomOf } from './text-rule.js';
import type { ElementVerdict } from './verdict.js';

/** The part of a box its background paints, in the box's own px from its border box's corner. */
interface PaintArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Each corner's radii (horizontal, vertical): top left, top right, bottom right, bottom left. */
  radii: readonly (readonly [number, number])[];
}

/** Worked out once per element and collection; null for the whole border box with square corners. */
const areas = new WeakMap<ElementVerdict, PaintArea | null>();
/** The layout size of the element's border box (`offsetWidth`, `offsetHeight`), read once per element and collection. */
const sizes = new WeakMap<ElementVerdict, readonly [number, number]>();

function sizeOf(v: ElementVerdict, el: HTMLElement): readonly [number, number] {
  let size = sizes.get(v);
  if (size === undefined) sizes.set(v, (size = [dom.offsetWidth(el), dom.offsetHeight(el)]));
  return size;
}

/**
 * Whether the element's background paints at point (`x`, `y`) of the page, which lies inside `around`, its bounds.
 * True for an element that is not an HTML one or is inline, and for a turned box whose turn is not worked out from its bounds
 * (a perspective above it): judged by its bounds, as before.
 */
export function paintsAt(v: ElementVerdict, around: Box, x: number, y: number): boolean {
  const el = v.el;
  // An inline box paints on each of its line fragments, which its bounds hold: judged by them, as before.
  if (!(el instanceof HTMLElement) || v.inline) return true;
  const [width, height] = sizeOf(v, el);
  const linear = v.linear;
  let u: number;
  let w: number;
  if (turns(linear)) {
    const map = turnedMap(linear, zoomOf(v), around, { width, height });
    if (map === null) return true;
    [u, w] = localPoint(map, x, y);
  } else {
    // Upright, perhaps scaled or mirrored: the bounds are the box, in proportion.
    if (!(around.right > around.left && around.bottom > around.top)) return false;
    u = ((x - around.left) / (around.right - around.left)) * width;
    w = ((y - around.top) / (around.bottom - around.top)) * height;
    if (linear !== null && linear[0] < 0) u = width - u;
    if (linear !== null && linear[3] < 0) w = height - w;
  }
  if (u < 0 || u > width || w < 0 || w > height) return false;
  const area = paintArea(v, width, height);
  return area === null || onArea(area, u, w);
}

/** Whether the element's background paints wherever its bounds are: upright, square corners, clipped to its border box. */
export function paintsWholeBounds(v: ElementVerdict): boolean {
  const el = v.el;
  if (!(el instanceof HTMLElement) || v.inline) return true;
  const linear = v.linear;
  if (turns(linear)) return false;
  const [width, height] = sizeOf(v, el);
  return paintArea(v, width, height) === null;
}

function paintArea(v: ElementVerdict, width: number, height: number): PaintArea | null {
  let area = areas.get(v);
  if (area !== undefined) return area;
  const style = v.style!;
  const clips = style.backgroundClip;
  // The colour takes the last layer's clip.
  const clip = clips.slice(clips.lastIndexOf(',') + 1).trim();
  const inset = [0, 0, 0, 0];
  if (clip === 'padding-box' || clip === 'content-box') {
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    sides.forEach((side, i) => {
      inset[i] = parseFloat(style[`border${side}Width`]) || 0;
      if (clip === 'content-box') inset[i]! += parseFloat(style[`padding${side}`]) || 0;
    });
  }
  const radius = (value: string): [number, number] => {
    const [across = '0px', down = across] = value.split(' ');
    const length = (s: string, of: number): number => Math.max(0, s.endsWith('%') ? (parseFloat(s) / 100) * of : parseFloat(s) || 0);
    return [length(across, width), length(down, height)];
  };
  const outer = [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius].map(radius);
  const [tl, tr, br, bl] = outer as [[number, number], [number, number], [number, number], [number, number]];
  // Radii that overlap are all scaled down by the same factor (CSS Backgrounds 3, "Overlapping Curves").
  const f = Math.min(1, width / (tl[0] + tr[0] || 1), width / (bl[0] + br[0] || 1), height / (tl[1] + bl[1] || 1), height / (tr[1] + br[1] || 1));
  const [top, right, bottom, left] = inset as [number, number, number, number];
  // The inner edge's curve is the outer one less the inset on each side.
  const radii: [number, number][] = [
    [Math.max(0, tl[0] * f - left), Math.max(0, tl[1] * f - top)],
    [Math.max(0, tr[0] * f - right), Math.max(0, tr[1] * f - top)],
    [Math.max(0, br[0] * f - right), Math.max(0, br[1] * f - bottom)],
    [Math.max(0, bl[0] * f - left), Math.max(0, bl[1] * f - bottom)],
  ];
  const square = radii.every(([a, b]) => a === 0 || b === 0);
  area = square && top === 0 && right === 0 && bottom === 0 && left === 0 ? null : { left, top, right: width - right, bottom: height - bottom, radii };
  areas.set(v, area);
  return area;
}

function onArea(area: PaintArea, u: number, w: number): boolean {
  if (u < area.left || u > area.right || w < area.top || w > area.bottom) return false;
  const corners: [number, number, number, number][] = [
    [area.left, area.top, 1, 1],
    [area.right, area.top, -1, 1],
    [area.right, area.bottom, -1, -1],
    [area.left, area.bottom, 1, -1],
  ];
  for (let i = 0; i < 4; i++) {
    const [rx, ry] = area.radii[i]!;
    if (rx <= 0 || ry <= 0) continue;
    const [cx, cy, sx, sy] = corners[i]!;
    // The centre of the corner's ellipse; a point between it and the corner lies on the curve's inside or out.
    const ex = cx + sx * rx;
    const ey = cy + sy * ry;
    if ((u - ex) * sx < 0 && (w - ey) * sy < 0 && ((u - ex) / rx) ** 2 + ((w - ey) / ry) ** 2 > 1) return false;
  }
  return true;
}
