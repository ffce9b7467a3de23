// The one msgpack configuration used by workers (encode) and the coordinator (decode).
// Records make the encoding about half the size of plain maps and faster to unpack; each message
// carries its own record definitions (no shared structures), so a recorded message decodes alone.
import { Packr } from 'msgpackr';

export const packr = new Packr({ useRecords: true, mapsAsObjects: true });

/**
 * Encodes into a fresh buffer that may be transferred: `pack()` returns a view into a reused
 * buffer, which must be copied before it goes into a transfer list.
 */
export function encodeRecord(value: unknown): Uint8Array {
  const view = packr.pack(value);
  return Uint8Array.prototype.slice.call(view);
}

export function decodeRecord<T>(bytes: Uint8Array): T {
  return packr.unpack(bytes) as T;
}
