// How transforms draw glyphs (docs/contract.md, "The visibility rule", 2): the linear part of every
// `transform`, `rotate` and `scale` from the root down, composed, and how thin that draws a glyph in its
// thinnest direction. Translations move text (measured elsewhere); only the linear part changes its shape.
// Read as the strings Chromium serializes: `none`, `matrix()` or `matrix3d()` for `transform`; `<angle>`,
// `x|y|z <angle>` or `<x> <y> <z> <angle>` for `rotate`; one to three numbers for `scale`.

/** `x' = a x + c y`, `y' = b x + d y` (the linear part of `matrix(a, b, c, d, e, f)`); null is the identity. */
export type Linear = readonly [a: number, b: number, c: number, d: number] | null;

/** A map that turns boxes (a rotation or a skew): a box it draws is a parallelogram, not an upright box. */
export function turns(linear: Linear): linear is NonNullable<Linear> {
  return linear !== null && (linear[1] !== 0 || linear[2] !== 0);
}

/** What a value the parser does not know is taken to do: flatten everything (a visible fixture then fails loudly). */
const UNKNOWN: Linear = [0, 0, 0, 0];

/** The linear part of `outer` applied after `inner` (an ancestor's after its descendant's). */
export function compose(outer: Linear, inner: Linear): Linear {
  if (outer === null) return inner;
  if (inner === null) return outer;
  const [a1, b1, c1, d1] = outer;
  const [a2, b2, c2, d2] = inner;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2];
}

/**
 * An element's own linear map: `rotate`, then `scale`, then `transform` (CSS Transforms 2, "the current
 * transformation matrix"; translations and the origin only move, and what a translation along z does
 * under a perspective scales glyphs evenly, which their measured height shows). 3D maps are seen from the
 * front: the upper-left 2x2 of the matrix, over its w.
 */
export function ownLinear(transform: string, rotate: string, scale: string): Linear {
  let linear: Linear = null;
  if (rotate !== 'none') linear = rotation(rotate);
  if (scale !== 'none') linear = compose(linear, scaling(scale));
  return compose(linear, matrixOf(transform));
}

/**
 * The linear part of every transform from the root down in three dimensions, row-major 3x3; null is the
 * identity. It says which way a box faces: `backface-visibility: hidden` hides a box whose back is turned
 * to the reader, which the 2x2 seen from the front cannot tell from a mirror image.
 */
export type Space = readonly number[] | null;

/** An element's own map in three dimensions, in the order of `ownLinear`. */
export function ownSpace(transform: string, rotate: string, scale: string): Space {
  let space: Space = null;
  if (rotate !== 'none') space = rotation3(rotate);
  if (scale !== 'none') {
    const [x = NaN, y = x, z = 1] = scale.split(' ').map((p) => (p.endsWith('%') ? parseFloat(p) / 100 : parseFloat(p)));
    space = composeSpace(space, [x, 0, 0, 0, y, 0, 0, 0, z]);
  }
  return composeSpace(space, spaceOf(transform));
}

/** `outer` applied after `inner`. */
export function composeSpace(outer: Space, inner: Space): Space {
  if (outer === null) return inner;
  if (inner === null) return outer;
  const m: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) m.push(outer[r * 3]! * inner[c]! + outer[r * 3 + 1]! * inner[3 + c]! + outer[r * 3 + 2]! * inner[6 + c]!);
  }
  return m;
}

/**
 * The box shows its back: the normal it faces the reader with, mapped by the inverse transpose, points
 * away (the z row of the inverse is the cofactor over the determinant). A map that flattens the box (or one
 * that cannot be read) faces neither way; the 2x2 seen from the front judges those.
 */
export function backFacing(space: Space): boolean {
  if (space === null || space.some(Number.isNaN)) return false;
  const [a, b, c, d, e, f, g, h, i] = space as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return det * (a * e - b * d) < -1e-9;
}

const UNKNOWN_SPACE: Space = [NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN];

function spaceOf(transform: string): Space {
  if (transform === 'none') return null;
  const n = (transform.slice(transform.indexOf('(') + 1).match(NUMBER) ?? []).map(Number);
  if (transform.startsWith('matrix(') && n.length === 6) return [n[0]!, n[2]!, 0, n[1]!, n[3]!, 0, 0, 0, 1];
  // matrix3d() lists its columns.
  if (transform.startsWith('matrix3d(') && n.length === 16) return [n[0]!, n[4]!, n[8]!, n[1]!, n[5]!, n[9]!, n[2]!, n[6]!, n[10]!];
  return UNKNOWN_SPACE;
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

function matrixOf(transform: string): Linear {
  if (transform === 'none') return null;
  const n = (transform.slice(transform.indexOf('(') + 1).match(NUMBER) ?? []).map(Number);
  if (transform.startsWith('matrix(') && n.length === 6) return [n[0]!, n[1]!, n[2]!, n[3]!];
  if (transform.startsWith('matrix3d(') && n.length === 16) return fromFront(n[0]!, n[1]!, n[4]!, n[5]!, n[15]!);
  return UNKNOWN;
}

/** The upper-left 2x2 of a 4x4 matrix over its w; a map that puts everything at or behind the eye flattens it. */
function fromFront(m11: number, m12: number, m21: number, m22: number, w: number): Linear {
  return w > 0 ? [m11 / w, m12 / w, m21 / w, m22 / w] : UNKNOWN;
}

/** The smallest factor the map scales any direction by (its smallest singular value); 1 for the identity. */
export function thinnest(linear: Linear): number {
  if (linear === null) return 1;
  const [a, b, c, d] = linear;
  const sum = a * a + b * b + c * c + d * d;
  const det = a * d - b * c;
  const largest = Math.sqrt((sum + Math.sqrt(Math.max(0, sum * sum - 4 * det * det))) / 2);
  return largest > 0 ? Math.abs(det) / largest : 0;
}

function scaling(scale: string): Linear {
  const parts = scale.split(' ').map((p) => (p.endsWith('%') ? parseFloat(p) / 100 : parseFloat(p)));
  const x = parts[0];
  const y = parts.length > 1 ? parts[1] : x;
  if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) return UNKNOWN;
  return [x, 0, 0, y];
}

const AXES: Record<string, readonly [number, number, number]> = { x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1] };
const TO_RADIANS: Record<string, number> = { deg: Math.PI / 180, rad: 1, grad: Math.PI / 200, turn: 2 * Math.PI };

/** `rotate3d(x, y, z, angle)` seen from the front (CSS Transforms 2, "Mathematical Description"). */
function rotation(rotate: string): Linear {
  const m = rotation3(rotate);
  if (m === null) return null;
  return m.some(Number.isNaN) ? UNKNOWN : [m[0]!, m[3]!, m[1]!, m[4]!];
}

/** `rotate3d(x, y, z, angle)` as a 3x3 map, row-major. */
function rotation3(rotate: string): Space {
  const parts = rotate.split(' ');
  const angleText = parts[parts.length - 1]!;
  const unit = /[a-z]+$/.exec(angleText)?.[0] ?? '';
  const factor = TO_RADIANS[unit];
  const angle = parseFloat(angleText) * (factor ?? NaN);
  let axis: readonly number[] | undefined;
  if (parts.length === 1) axis = AXES.z;
  else if (parts.length === 2) axis = AXES[parts[0]!];
  else if (parts.length === 4) axis = parts.slice(0, 3).map(Number);
  if (!axis || Number.isNaN(angle) || axis.some(Number.isNaN)) return UNKNOWN_SPACE;
  const length = Math.hypot(axis[0]!, axis[1]!, axis[2]!);
  if (length === 0) return null;
  const [x, y, z] = [axis[0]! / length, axis[1]! / length, axis[2]! / length];
  const sin = Math.sin(angle);
  const v = 1 - Math.cos(angle);
  return [
    1 + v * (x * x - 1),
    x * y * v - z * sin,
    x * z * v + y * sin,
    x * y * v + z * sin,
    1 + v * (y * y - 1),
    y * z * v - x * sin,
    x * z * v - y * sin,
    y * z * v + x * sin,
    1 + v * (z * z - 1),
  ];
}

/**
 * Whether every corner of a box lies at or behind the eye of its parent's `perspective` (`distance` px from
 * the plane): Chromium then paints none of it, and reports its box as if it were not transformed. `origin` is
 * the computed `transform-origin`; `width` and `height` the box's size before transforms. The individual
 * properties apply in their order (translate, rotate, scale, then transform); the perspective that
 * `transform` holds itself flattens the map instead (`fromFront`).
 */
export function behindEye(
  distance: number,
  transform: string,
  rotate: string,
  scale: string,
  translate: string,
  origin: string,
  width: number,
  height: number,
): boolean {
  const outer = ownSpace('none', rotate, scale);
  const linear = composeSpace(outer, spaceOf(transform));
  if (linear !== null && linear.some(Number.isNaN)) return false;
  // How far the transform's own translation and `translate` move the box towards the eye.
  const moved = translationOf(transform);
  const row = outer ?? [0, 0, 0, 0, 0, 0, 0, 0, 1];
  const towards = (parseFloat(translate.split(' ')[2] ?? '0') || 0) + row[6]! * moved[0] + row[7]! * moved[1] + row[8]! * moved[2];
  const [ox = 0, oy = 0] = origin.split(' ').map((p) => parseFloat(p) || 0);
  const zx = linear ? linear[6]! : 0;
  const zy = linear ? linear[7]! : 0;
  for (const x of [-ox, width - ox]) {
    for (const y of [-oy, height - oy]) {
      if (zx * x + zy * y + towards < distance) return false;
    }
  }
  return true;
}

/** The translation a computed `transform` ends with: x, y, z. */
function translationOf(transform: string): readonly [number, number, number] {
  if (transform === 'none') return [0, 0, 0];
  const n = (transform.slice(transform.indexOf('(') + 1).match(NUMBER) ?? []).map(Number);
  if (transform.startsWith('matrix(') && n.length === 6) return [n[4]!, n[5]!, 0];
  if (transform.startsWith('matrix3d(') && n.length === 16) return [n[12]!, n[13]!, n[14]!];
  return [0, 0, 0];
}
