// A PNG decoder for Chromium's screenshots (8-bit RGB or RGBA, not interlaced): enough for the pixel
// oracle to compare two captures without a dependency.
import { inflateSync } from 'node:zlib';

export interface Image {
  width: number;
  height: number;
  /** Bytes per pixel: 3 (RGB) or 4 (RGBA). */
  channels: number;
  data: Uint8Array;
}

const SIGNATURE = 0x89504e47;
const CHANNELS: Record<number, number> = { 2: 3, 6: 4 };

export function decodePng(png: Uint8Array): Image {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (view.readUInt32BE(0) !== SIGNATURE) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  while (offset < view.length) {
    const length = view.readUInt32BE(offset);
    const type = view.toString('latin1', offset + 4, offset + 8);
    const chunk = view.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      const depth = chunk[8];
      channels = CHANNELS[chunk[9] ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || chunk[12] !== 0) throw new Error('unsupported PNG layout');
    } else if (type === 'IDAT') compressed.push(chunk);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[row + x - channels]! : 0;
      const b = y > 0 ? data[up + x]! : 0;
      const c = x >= channels && y > 0 ? data[up + x - channels]! : 0;
      let value = raw[line + x]!;
      // https://www.w3.org/TR/png/#9Filter-types
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      data[row + x] = value & 255;
    }
  }
  return { width, height, channels, data };
}

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
