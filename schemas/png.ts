// PNG for Chromium's screenshots, without a dependency: a decoder for what Chromium writes (8-bit RGB or RGBA,
// not interlaced), which the pixel oracle compares and masked screenshots paint over, and an encoder for the
// painted result (8-bit RGBA, one filter per row).
import { crc32, deflateSync, inflateSync } from 'node:zlib';

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

/** Encodes 8-bit RGB or RGBA pixels as a PNG (filter "up" on every row but the first, which compresses screenshots well). */
export function encodePng(image: Image): Uint8Array {
  const { width, height, channels, data } = image;
  const stride = width * channels;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const line = y * (stride + 1);
    const row = y * stride;
    raw[line] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x++) raw[line + 1 + x] = y === 0 ? data[row + x]! : (data[row + x]! - data[row - stride + x]!) & 255;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, tail]);
}
