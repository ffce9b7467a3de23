// Node-side cost of one observation at the canonical bound, step by step, and what carrying the same
// record from a worker thread costs as msgpack, as a JSON string and as a structured clone.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { admitObservation } from '../pool/admission.js';
import { buildRevision, pageArtifact } from '../pool/assemble.js';
import { projectForModel } from '../pool/projection.js';
import { decodeRecord, encodeRecord } from '../schemas/codec.js';
import type { CollectionRecord } from '../schemas/record.js';
import { median, microseconds, round } from './stats.js';

export interface NodeSideCost {
  /** Sizes of the same collection: the collector's JSON string, the msgpack record, the bounded canonical text part. */
  collectorJsonBytes: number;
  recordBytes: number;
  canonicalPartBytes: number;
  /** What canonical bounding gave up: the observation really is at the bound. */
  omitted: { controls: number; regions: number; textChars: number } | null;
  /** Worker side: parse the collector's JSON string, encode msgpack. */
  workerParseUs: number;
  workerEncodeUs: number;
  /** Coordinator side, in the order an observation goes through them. */
  decodeUs: number;
  admissionUs: number;
  boundingUs: number;
  /** Node-side total of one observe (decode + admission + bounding). */
  coordinatorTotalUs: number;
  /** Model projection at a 1,500-byte budget (only when a budget is asked for). */
  projectionUs: number;
}

export function nodeSideCost(record: Uint8Array, collectorJson: string | null): NodeSideCost {
  const decoded = decodeRecord<CollectionRecord>(record);
  const context = { session: 's1-bench', revision: 2, pageSize: 200, maxBytes: 65_536 };
  const built = () => buildRevision(decoded, context);
  const admit = () => {
    const b = built();
    admitObservation(b.observation, b.allControls.slice(b.observation.controls.length));
    return b;
  };
  const admitted = admit();
  const bound = () => pageArtifact(admitted.observation, admitted.allControls, 0, context, new Map());
  const artifact = bound();
  const decodeUs = microseconds(() => decodeRecord(record));
  const admissionUs = microseconds(admit);
  const boundingUs = microseconds(bound);
  return {
    collectorJsonBytes: collectorJson === null ? 0 : Buffer.byteLength(collectorJson),
    recordBytes: record.length,
    canonicalPartBytes: Buffer.byteLength(artifact.part),
    omitted: artifact.observation.omitted ?? null,
    workerParseUs: collectorJson === null ? 0 : microseconds(() => JSON.parse(collectorJson)),
    workerEncodeUs: microseconds(() => encodeRecord(decoded)),
    decodeUs,
    admissionUs,
    boundingUs,
    coordinatorTotalUs: round(decodeUs + admissionUs + boundingUs, 1),
    projectionUs: microseconds(() => projectForModel(artifact.observation, { budgetBytes: 1500 })),
  };
}

export interface TransferCost {
  /** Round trip of an empty message to the worker thread and back: what every format pays anyway. */
  emptyRoundTripUs: number;
  /**
   * Each hop of a call alone, once both threads have waited as long as an agent thinks between calls (`pauseMs`),
   * stamped on the clock the threads share: the request to the worker (`inUs`), and the reply to the coordinator
   * after the worker kept it that long (`outUs`), as a reply does after a collection. Medians over `pauses` hops.
   */
  afterPause: { pauseMs: number; pauses: number; inUs: number; outUs: number };
  /** Request, the worker encodes and posts the record, the coordinator has it as an object; the empty round trip is not subtracted. */
  msgpackUs: number;
  jsonStringUs: number;
  structuredCloneUs: number;
  messageBytes: { msgpack: number; jsonString: number };
  rounds: number;
}

/** Times each format through a real worker_threads MessageChannel: request out, record back, decoded on arrival. */
export async function transferCost(record: Uint8Array, rounds = 300, pauseMs = 150, pauses = 15): Promise<TransferCost> {
  const decoded = decodeRecord<CollectionRecord>(record);
  const worker = new Worker(new URL('./transfer-worker.js', import.meta.url));
  try {
    const ask = async (kind: string, payload?: unknown) => {
      worker.postMessage(payload === undefined ? { kind } : { kind, record: payload });
      const [reply] = (await once(worker, 'message')) as [unknown];
      return reply;
    };
    await ask('hold', decoded);
    const time = async (kind: string, arrive: (reply: unknown) => unknown) => {
      for (let i = 0; i < 20; i++) arrive(await ask(kind));
      const samples: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        arrive(await ask(kind));
        samples.push((performance.now() - t0) * 1000);
      }
      return round(median(samples), 1);
    };
    // Interleaving the formats would be fairer still, but one format at a time keeps each one's caches warm, as in a real pool.
    const emptyRoundTripUs = await time('empty', (r) => r);
    const msgpackUs = await time('msgpack', (r) => decodeRecord(r as Uint8Array));
    const jsonStringUs = await time('json', (r) => JSON.parse(r as string));
    const structuredCloneUs = await time('clone', (r) => r);
    const now = (): number => performance.timeOrigin + performance.now();
    const inMs: number[] = [];
    const outMs: number[] = [];
    for (let i = 0; i < pauses; i++) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      const sent = now();
      inMs.push(((await ask('stamp')) as number) - sent);
      worker.postMessage({ kind: 'later', ms: pauseMs });
      const [left] = (await once(worker, 'message')) as [number];
      outMs.push(now() - left);
    }
    return {
      emptyRoundTripUs,
      afterPause: { pauseMs, pauses, inUs: round(median(inMs) * 1000, 1), outUs: round(median(outMs) * 1000, 1) },
      msgpackUs,
      jsonStringUs,
      structuredCloneUs,
      messageBytes: { msgpack: record.length, jsonString: Buffer.byteLength(JSON.stringify(decoded)) },
      rounds,
    };
  } finally {
    await worker.terminate();
  }
}
