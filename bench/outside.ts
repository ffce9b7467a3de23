// The time of an observation outside the page, by part: from the worker's timing of the call (schemas/record.ts)
// and the observation's wall time, for the corpus and latency benches.
import type { WorkerTiming } from '../schemas/record.js';
import { median, round } from './stats.js';

/**
 * Where an observation's time outside the page goes, in milliseconds, from the worker's timing of the call
 * (schemas/record.ts) and the observation's wall time. The parts add up to the wall time less the collector's
 * time in the page.
 */
export interface OutsideParts {
  /** The collector's calls beyond its time in the page: packing its result, the result's way back, Playwright's client. */
  collectorCallMs: number;
  /** The worker's other protocol calls: the frame tree, the closed-root slots, listener questions, the tabs' titles. */
  protocolMs: number;
  /** Frames entered. */
  framesMs: number;
  /** The worker thread's own work: the call's start, parsing the result, redacting links, building the record. */
  workerMs: number;
  /** The thread hops both ways, the record's encoding and decoding, and the coordinator's admission and publishing. */
  coordinatorMs: number;
}

const OUTSIDE_PARTS = ['collectorCallMs', 'protocolMs', 'framesMs', 'workerMs', 'coordinatorMs'] as const;

/** The parts of one observation outside the page. */
export function outsideParts(run: { ms: number; collectMs: number; timing: WorkerTiming }): OutsideParts {
  const t = run.timing;
  return {
    collectorCallMs: t.collectorMs - run.collectMs,
    protocolMs: t.protocolMs,
    framesMs: t.framesMs,
    workerMs: t.taskMs - t.collectorMs - t.protocolMs - t.framesMs,
    coordinatorMs: run.ms - t.taskMs,
  };
}

/** Each part's median over `parts` (rounds of a page, or pages of a group); null without any. */
export function medianParts(parts: OutsideParts[]): OutsideParts | null {
  if (parts.length === 0) return null;
  return Object.fromEntries(OUTSIDE_PARTS.map((k) => [k, round(median(parts.map((p) => p[k])))])) as unknown as OutsideParts;
}
