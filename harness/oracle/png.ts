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

/**
 * The largest channel difference between two captures inside `boxes` (alpha ignored: screenshots are
 * opaque). Captures of different sizes differ everywhere.
 */
export function largestDifferenceIn(before: Image, after: Image, boxes: readonly PixelBox[]): number {
  if (before.width !== after.width || before.height !== after.height) return 255;
  let largest = 0;
  for (const box of boxes) {
    const top = Math.max(0, Math.floor(box.top));
    const bottom = Math.min(before.height, Math.ceil(box.bottom));
    const left = Math.max(0, Math.floor(box.left));
    const right = Math.min(before.width, Math.ceil(box.right));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const i = (y * before.width + x) * before.channels;
        const j = (y * after.width + x) * after.channels;
        const d = Math.max(
          Math.abs(before.data[i]! - after.data[j]!),
          Math.abs(before.data[i + 1]! - after.data[j + 1]!),
          Math.abs(before.data[i + 2]! - after.data[j + 2]!),
        );
        if (d > largest) largest = d;
      }
    }
  }
  return largest;
}
