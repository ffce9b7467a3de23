// Clips of turned boxes (workers/in-page/turned.ts): the collector sees only bounds on the page, and works out
// from them where a line box lies in a turned box's own coordinates. These properties hold that arithmetic to
// the geometry it stands for, on boxes placed in those coordinates and mapped onto the page here. What Chromium
// reports for such boxes is tested in the browser (test/visibility-probes.test.ts, `turned-clip`).
import test from 'ava';
import fc from 'fast-check';
import { Fit, fitTurned, turnedClip, turnedMap, type TurnedMap } from '../workers/in-page/turned.js';
import type { Box } from '../workers/in-page/box.js';
import type { Linear } from '../workers/in-page/transforms.js';
import { MIN_TEXT_PX } from '../schemas/perceptibility.js';

type Matrix = readonly [number, number, number, number];

const rotation = (degrees: number): Matrix => {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r)];
};
const times = (m: Matrix, n: Matrix): Matrix => [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3]];
const apply = (m: Matrix, u: number, v: number): [number, number] => [m[0] * u + m[2] * v, m[1] * u + m[3] * v];
const corners = (b: Box): [number, number][] => [
  [b.left, b.top],
  [b.right, b.top],
  [b.left, b.bottom],
  [b.right, b.bottom],
];
const boundsOf = (points: [number, number][]): Box => ({
  left: Math.min(...points.map((p) => p[0])),
  right: Math.max(...points.map((p) => p[0])),
  top: Math.min(...points.map((p) => p[1])),
  bottom: Math.max(...points.map((p) => p[1])),
});

/** A box `r` of a turned box's coordinates drawn through `m` (about the point `about` there), placed at `origin`: its bounds on the page. */
function onPage(m: Matrix, origin: [number, number], r: Box, own: Matrix = [1, 0, 0, 1]): Box {
  const cu = (r.left + r.right) / 2;
  const cv = (r.top + r.bottom) / 2;
  return boundsOf(
    corners(r).map(([u, v]) => {
      const [du, dv] = apply(own, u - cu, v - cv);
      const [x, y] = apply(m, cu + du, cv + dv);
      return [origin[0] + x, origin[1] + y];
    }),
  );
}

/** The map of a turned box of `size`, as the collector works it out from the box's bounds. */
function mapOf(m: Matrix, origin: [number, number], size: { width: number; height: number }): TurnedMap {
  const bounds = onPage(m, origin, { left: 0, top: 0, right: size.width, bottom: size.height });
  const map = turnedMap(m as Linear, 1, bounds, size);
  if (map === null) throw new Error('no map for a turned box whose bounds agree with it');
  return map;
}

const box = fc
  .record({
    left: fc.double({ min: -300, max: 500, noNaN: true }),
    top: fc.double({ min: -300, max: 500, noNaN: true }),
    w: fc.double({ min: 1, max: 300, noNaN: true }),
    h: fc.double({ min: 1, max: 300, noNaN: true }),
  })
  .map(({ left, top, w, h }) => ({ left, top, right: left + w, bottom: top + h }));
const turn = fc.double({ min: -30, max: 30, noNaN: true }).filter((d) => Math.abs(d) > 0.5);
const origin = fc.tuple(fc.double({ min: -100, max: 800, noNaN: true }), fc.double({ min: -100, max: 800, noNaN: true }));

test('a line box drawn through the turned box’s own map is placed exactly: in, cut with enough in view, or out', (t) => {
  fc.assert(
    fc.property(turn, fc.double({ min: 0.5, max: 2, noNaN: true }), origin, box, box, (degrees, scale, at, clip, line) => {
      const m = rotation(degrees).map((v) => v * scale) as unknown as Matrix;
      const size = { width: 400, height: 300 };
      const t0 = turnedClip(mapOf(m, at, size), clip);
      const got = fitTurned([t0], onPage(m, at, line), m as Linear, 1, null);
      // What the geometry says, in the box's coordinates.
      const inside = line.left >= clip.left - 1 && line.top >= clip.top - 1 && line.right <= clip.right + 1 && line.bottom <= clip.bottom + 1;
      const w = Math.min(line.right, clip.right) - Math.max(line.left, clip.left);
      const h = Math.min(line.bottom, clip.bottom) - Math.max(line.top, clip.top);
      const need = Math.min(MIN_TEXT_PX, (line.right - line.left) * scale, (line.bottom - line.top) * scale);
      const legible = w > 0 && h > 0 && Math.min(w * scale, h * scale) >= need;
      const expected = inside ? Fit.In : legible ? Fit.Part : Fit.Out;
      // Float rounding may tip a case lying on a threshold: only those may differ.
      const onEdge =
        Math.abs(Math.min(w, h) * scale - need) < 1e-6 ||
        [line.left - clip.left, clip.right - line.right, line.top - clip.top, clip.bottom - line.bottom].some((d) => Math.abs(d + 1) < 1e-6);
      return got === expected || onEdge;
    }),
    { numRuns: 2000 },
  );
  t.pass();
});

test('content turned again inside a turned clip is in only where it lies wholly inside, and never counts as cut', (t) => {
  fc.assert(
    fc.property(turn, turn, origin, box, box, (degrees, again, at, clip, line) => {
      const m = rotation(degrees);
      const own = rotation(again);
      const t0 = turnedClip(mapOf(m, at, { width: 400, height: 300 }), clip);
      const got = fitTurned([t0], onPage(m, at, line, own), times(m, own) as Linear, 1, null);
      if (got === Fit.Part) return false;
      if (got === Fit.Out) return true;
      // In: every corner of the turned line box lies inside the clip, give or take a pixel.
      const cu = (line.left + line.right) / 2;
      const cv = (line.top + line.bottom) / 2;
      return corners(line).every(([u, v]) => {
        const [du, dv] = apply(own, u - cu, v - cv);
        const [x, y] = [cu + du, cv + dv];
        return x >= clip.left - 1.001 && x <= clip.right + 1.001 && y >= clip.top - 1.001 && y <= clip.bottom + 1.001;
      });
    }),
    { numRuns: 2000 },
  );
  t.pass();
});

test('a box whose bounds its map does not explain (drawn under a perspective) gets no map, and one not turned gets none', (t) => {
  const m = rotation(10);
  const size = { width: 200, height: 100 };
  const bounds = onPage(m, [50, 50], { left: 0, top: 0, right: size.width, bottom: size.height });
  t.not(turnedMap(m as Linear, 1, bounds, size), null);
  t.is(turnedMap(m as Linear, 1, { ...bounds, right: bounds.right + 20 }, size), null);
  t.is(turnedMap([2, 0, 0, 0.5], 1, { left: 0, top: 0, right: 400, bottom: 50 }, size), null);
  t.is(turnedMap(null, 1, bounds, size), null);
});

test('the clip of the fuzzer’s case: the second column of a 30 px box turned by 8 degrees is out, the first in', (t) => {
  // Its own coordinates: the box 30 px wide and 400 tall, its columns 28 px wide from the right edge leftwards.
  const m = rotation(8);
  const map = mapOf(m, [-12, 7], { width: 30, height: 400 });
  const clips = [turnedClip(map, { left: 0, top: -Infinity, right: 30, bottom: Infinity })];
  const first = { left: 2, top: 0, right: 30, bottom: 132 };
  const second = { left: -26, top: 0, right: 2, bottom: 132 };
  t.is(fitTurned(clips, onPage(m, [-12, 7], first), m as Linear, 1, null), Fit.In);
  t.is(fitTurned(clips, onPage(m, [-12, 7], second), m as Linear, 1, null), Fit.Out);
  // Its bounds on the page overlap the box's by far more than a glyph: what the collector judged by before.
  const page = onPage(m, [-12, 7], { left: 0, top: 0, right: 30, bottom: 400 });
  const secondOnPage = onPage(m, [-12, 7], second);
  t.true(Math.min(secondOnPage.right, page.right) - Math.max(secondOnPage.left, page.left) > 20);
});
