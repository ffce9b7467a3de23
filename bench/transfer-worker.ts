// The far side of the transfer comparison: a worker thread that holds one collection record and sends it
// back on request as msgpack bytes (moved), a JSON string, or an object (structured clone), as a Lookout
// worker could. Only this module is loaded in the thread.
import { parentPort } from 'node:worker_threads';
import { encodeRecord } from '../schemas/codec.js';

let record: unknown = null;

parentPort!.on('message', (message: { kind: 'hold'; record: unknown } | { kind: 'empty' | 'msgpack' | 'json' | 'clone' }) => {
  switch (message.kind) {
    case 'hold':
      record = message.record;
      parentPort!.postMessage(null);
      break;
    case 'empty':
      parentPort!.postMessage(null);
      break;
    case 'msgpack': {
      const bytes = encodeRecord(record);
      parentPort!.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
      break;
    }
    case 'json':
      parentPort!.postMessage(JSON.stringify(record));
      break;
    case 'clone':
      parentPort!.postMessage(record);
      break;
  }
});
