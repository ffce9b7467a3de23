// Clips of turned boxes (docs/contract.md, "The visibility rule", 3). An element's clips are kept as boxes in page
// coordinates, and a box that a rotation or a skew turned clips to a parallelogram, whose bounds on the page reach
// well past it: a slightly turned box 30 px wide and 400 tall has bounds 85 px wide, and text it clips away lies in
// them. So the clip of a turned box is also kept in the box's own coordinates, and what it holds is judged there.
import { empty, intersect, nearlyWithin, type Box } from './box.js';
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import type { Linear } from './transforms.js';

/** How a turned box's own coordinates (CSS px of its border box, before its transforms) lie on the page. */
export interface TurnedMap {
  /** Where the origin of its border box lies on the page. */
  x: number;
  y: number;
  /** The map from its coordinates to the page: x = a u + c v, y = b u + d v (zoom included). */
  a: number;
  b: number;
  c: number;
  d: number;
  /** The linear part of the transforms content laid out in its coordinates is drawn through, and their zoom. */
  linear: Linear;
  zoom: number;
  /** Its lengths leave its zoom out, and its map puts it in (`a` to `d`); else its lengths have it. */
  zoomed: boolean;
}

/** The clip of a turned box: what it lets through, in its own coordinates. */
export interface TurnedClip extends TurnedMap {
  clip: Box;
}

/** How a box of content lies in a turned clip. */
export const enum Fit {
  /** Wholly inside, give or take a pixel. */
  In = 0,
  /** Cut by it, with enough in view to read. */
  Part = 1,
  /** Outside it, or too little in view to read, or where it lies cannot be worked out. */
  Out = 2,
}

/** Below this share of what a box's bounds would be at no turn, the size of a line box is not worked out from them. */
const SOLVABLE = 0.2;

/**
 * How the coordinates of an element drawn through `linear` (and `zoom`) lie on the page, or null where its box
 * is not turned (its clips on the page are exact then) or where that cannot be worked out from its bounds (a
 * perspective above it: it is judged by its bounds, as before). `bounds` is its border box's bounds on the page,
 * `size` its border box's own size.
 */
export function turnedMap(linear: Linear, zoom: number, bounds: Box, size: { width: number; height: number }): TurnedMap | null {
  if (linear === null || (Math.abs(linear[1]) < 1e-6 && Math.abs(linear[2]) < 1e-6)) return null;
  const [la, lb, lc, ld] = linear;
  // The zoom of the box may or may not be in the lengths its layout reports: the one its bounds agree with is.
  for (const k of zoom === 1 ? [1] : [zoom, 1]) {
    const a = la * k;
    const b = lb * k;
    const c = lc * k;
    const d = ld * k;
    const xs = [0, a * size.width, c * size.height, a * size.width + c * size.height];
    const ys = [0, b * size.width, d * size.height, b * size.width + d * size.height];
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    if (Math.abs(width - (bounds.right - bounds.left)) > 1.5 || Math.abs(height - (bounds.bottom - bounds.top)) > 1.5) continue;
    if (Math.abs(a * d - b * c) < 1e-6) return null;
    return { x: bounds.left - Math.min(...xs), y: bounds.top - Math.min(...ys), a, b, c, d, linear, zoom, zoomed: k !== 1 };
  }
  return null;
}

/** Point (`x`, `y`) of the page in the coordinates of the turned box of `map`. */
export function localPoint(map: TurnedMap, x: number, y: number): [number, number] {
  const det = map.a * map.d - map.b * map.c;
  const dx = x - map.x;
  const dy = y - map.y;
  return [(map.d * dx - map.c * dy) / det, (-map.b * dx + map.a * dy) / det];
}

/** The bounds on the page of a box in a turned box's coordinates. */
export function boundsOnPage(map: TurnedMap, box: Box): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const u of [box.left, box.right]) {
    for (const v of [box.top, box.bottom]) {
      xs.push(map.x + map.a * u + map.c * v);
      ys.push(map.y + map.b * u + map.d * v);
    }
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** A turned clip of `map` letting `clip` through; unbounded sides stay unbounded. */
export function turnedClip(map: TurnedMap, clip: Box): TurnedClip {
  return { ...map, clip };
}

/**
 * How a box of content lies in every turned clip above it. `bounds`: its bounds on the page; `linear` and `zoom`:
 * what it is drawn through; `size`: its own size where known (an element's border box), else worked out from its
 * bounds and its map (a line box). The centre of its bounds is the centre of its box, so its place in a clip's
 * coordinates is exact; drawn through the clip's own map, it is a box there too, and a cut through it is judged.
 * Turned again, it is a parallelogram there, of which only the bounds are judged: wholly inside them it is inside,
 * and a cut through them counts as out (what is left of it is not worked out).
 */
export function fitTurned(clips: readonly TurnedClip[], bounds: Box, linear: Linear, zoom: number, size: { width: number; height: number } | null): Fit {
  let fit = Fit.In;
  for (const t of clips) {
    const one = fitOne(t, bounds, linear, zoom, size);
    if (one === Fit.Out) return Fit.Out;
    if (one === Fit.Part) fit = Fit.Part;
  }
  return fit;
}

function fitOne(t: TurnedClip, bounds: Box, linear: Linear, zoom: number, size: { width: number; height: number } | null): Fit {
  const exact = sameMap(linear, zoom, t);
  // The content's own map onto the page, in the units its clip's lengths are in.
  const k = t.zoomed ? zoom : 1;
  const [ca, cb, cc, cd] = exact ? [t.a, t.b, t.c, t.d] : (linear ?? [1, 0, 0, 1]).map((v) => v * k);
  const solved = size ?? sizeFromBounds(bounds, [ca!, cb!, cc!, cd!]);
  if (solved === null) return Fit.Out;
  const { width, height } = solved;
  // Its map in the clip's coordinates (the clip's map undone after its own), and its centre there.
  const det = t.a * t.d - t.b * t.c;
  const back = (x: number, y: number): [number, number] => [(t.d * x - t.c * y) / det, (-t.b * x + t.a * y) / det];
  const [u, v] = back((bounds.left + bounds.right) / 2 - t.x, (bounds.top + bounds.bottom) / 2 - t.y);
  const [ra, rb] = exact ? [1, 0] : back(ca!, cb!);
  const [rc, rd] = exact ? [0, 1] : back(cc!, cd!);
  const halfU = (Math.abs(ra) * width + Math.abs(rc) * height) / 2;
  const halfV = (Math.abs(rb) * width + Math.abs(rd) * height) / 2;
  const own = { left: u - halfU, right: u + halfU, top: v - halfV, bottom: v + halfV };
  if (nearlyWithin(own, t.clip)) return Fit.In;
  const part = intersect(own, t.clip);
  if (!exact || empty(part)) return Fit.Out;
  // At least MIN_TEXT_PX of it in view on its shorter side, measured on the page.
  const alongU = Math.hypot(t.a, t.b);
  const alongV = Math.hypot(t.c, t.d);
  const need = Math.min(MIN_TEXT_PX, (own.right - own.left) * alongU, (own.bottom - own.top) * alongV);
  return Math.min((part.right - part.left) * alongU, (part.bottom - part.top) * alongV) >= need ? Fit.Part : Fit.Out;
}

/**
 * The size, before the map, of an upright box that `linear` draws with bounds `bounds` on the page; null where a map near
 * a half-way turn leaves the bounds saying too little of it.
 */
export function sizeFromBounds(bounds: Box, linear: readonly [number, number, number, number]): { width: number; height: number } | null {
  // Bounds of a w x h box: |a| w + |c| h across, |b| w + |d| h down.
  const [a, b, c, d] = linear.map(Math.abs) as [number, number, number, number];
  const det = a * d - b * c;
  if (Math.abs(det) < SOLVABLE * (a + c) * (b + d)) return null;
  const across = bounds.right - bounds.left;
  const down = bounds.bottom - bounds.top;
  return { width: Math.max(0, (d * across - c * down) / det), height: Math.max(0, (a * down - b * across) / det) };
}

/** Content drawn through the same map as the clip's box: laid out in its coordinates. */
function sameMap(linear: Linear, zoom: number, t: TurnedClip): boolean {
  if (linear === t.linear) return zoom === t.zoom;
  if (linear === null || t.linear === null || Math.abs(zoom - t.zoom) > 1e-9) return false;
  return linear.every((v, i) => Math.abs(v - t.linear![i]!) < 1e-9);
}
