// The far side of the transfer comparison: a worker thread that holds one collection record and sends it
// back on request as msgpack bytes (moved), a JSON string, or an object (structured clone), as a Lookout
// worker could; and the two hops of a call on their own, timed across the threads after a pause (`stamp`, `later`).
// Only this module is loaded in the thread.
import { parentPort } from 'node:worker_threads';
import { encodeRecord } from '../schemas/codec.js';

let record: unknown = null;

/** Now, on a clock every thread of the process shares. */
const now = (): number => performance.timeOrigin + performance.now();

type Message = { kind: 'hold'; record: unknown } | { kind: 'empty' | 'msgpack' | 'json' | 'clone' | 'stamp' } | { kind: 'later'; ms: number };

parentPort!.on('message', (message: Message) => {
  switch (message.kind) {
    case 'stamp':
      // When the request arrived here.
      parentPort!.postMessage(now());
      break;
    case 'later':
      // A reply after a while, stamped as it leaves: what a call's reply meets once the coordinator has waited.
      setTimeout(() => parentPort!.postMessage(now()), message.ms);
      break;
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
