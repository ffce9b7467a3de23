// What the pixel oracle compares in two captures. Chromium's screenshots are decoded by schemas/png.ts, which the
// masked screenshots of sessions share.
import { decodePng, type Image } from '../../schemas/png.js';

export { decodePng, type Image };

/** A rectangle of pixels, right and bottom exclusive. */
export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How two captures differ inside some boxes. */
export interface Difference {
  /** The largest channel difference (0..255). */
  largest: number;
  /** Width and height of the box around the pixels that changed by at least the threshold. */
  width: number;
  height: number;
}

/**
 * The largest channel difference between two captures inside `boxes` (alpha ignored: screenshots are
 * opaque), and the size of the area where it reaches `threshold`. Captures of different sizes differ
 * everywhere. With `again` (captured once the change was undone), only pixels that `before` and `again`
 * agree on count: what changes on its own meanwhile (an animation, content rendered as it nears the
 * viewport) is not the change's doing.
 */
export function differenceIn(before: Image, after: Image, boxes: readonly PixelBox[], threshold: number, again?: Image): Difference {
  if (before.width !== after.width || before.height !== after.height) return { largest: 255, width: before.width, height: before.height };
  if (again && (again.width !== before.width || again.height !== before.height)) return { largest: 0, width: 0, height: 0 };
  let largest = 0;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    const y0 = Math.max(0, Math.floor(box.top));
    const y1 = Math.min(before.height, Math.ceil(box.bottom));
    const x0 = Math.max(0, Math.floor(box.left));
    const x1 = Math.min(before.width, Math.ceil(box.right));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * before.width + x) * before.channels;
        const j = (y * after.width + x) * after.channels;
        if (again && !samePixel(before, i, again, (y * again.width + x) * again.channels)) continue;
        const d = Math.max(
          Math.abs(before.data[i]! - after.data[j]!),
          Math.abs(before.data[i + 1]! - after.data[j + 1]!),
          Math.abs(before.data[i + 2]! - after.data[j + 2]!),
        );
        if (d > largest) largest = d;
        if (d >= threshold) {
          left = Math.min(left, x);
          right = Math.max(right, x + 1);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y + 1);
        }
      }
    }
  }
  return { largest, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

function samePixel(a: Image, i: number, b: Image, j: number): boolean {
  return a.data[i] === b.data[j] && a.data[i + 1] === b.data[j + 1] && a.data[i + 2] === b.data[j + 2];
}
