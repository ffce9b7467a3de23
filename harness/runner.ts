// Runs conformance cases through the public library surface: a session navigates to the fixture
// page, takes the case's steps, pages through every control, and the evidence is checked.
import { textPart } from '../pool/canonical.js';
import type { ObservationPool, Session } from '../pool/pool.js';
import type { Control, Observation } from '../schemas/observation.js';
import type { ConformanceCase, Partition } from './cases/types.js';
import { checkCase, type CaseEvidence } from './check.js';
import type { FixtureServer } from './fixture-server.js';

export interface CaseResult {
  partition: string;
  id: string;
  description: string;
  verdict: 'pass' | 'fail';
  failures: string[];
  durationMs: number;
}

/** Collects the raw worker records per session, through the pool's `onRecord` seam. */
export class RecordTap {
  private readonly bySession = new Map<string, Uint8Array[]>();
  readonly onRecord = (bytes: Uint8Array, context: { session: string }): void => {
    const list = this.bySession.get(context.session) ?? [];
    list.push(new Uint8Array(bytes));
    this.bySession.set(context.session, list);
  };
  take(session: string): Uint8Array[] {
    const list = this.bySession.get(session) ?? [];
    this.bySession.delete(session);
    return list;
  }
}

async function allControlsOf(session: Session, first: Observation): Promise<Control[]> {
  const controls = [...first.controls];
  let continuation = first.continuation;
  while (continuation) {
    const next = await session.observe({ cursor: continuation.cursor });
    controls.push(...next.controls);
    continuation = next.continuation;
  }
  return controls;
}

/** Performs the case's steps and returns the evidence for its final observation. */
export async function observeCase(session: Session, server: FixtureServer, c: ConformanceCase, tap: RecordTap): Promise<CaseEvidence> {
  tap.take(session.id);
  let observation = await session.navigate({ url: server.url(c.page) });
  const parts = [textPart(observation)];
  for (const step of c.steps ?? []) {
    const controls = await allControlsOf(session, observation);
    const target = controls.find((k) => k.role === step.control.role && k.name === step.control.name);
    if (!target) throw new Error(`step target ${step.control.role} ${JSON.stringify(step.control.name)} not found`);
    observation = await session.act({ ref: target.ref, action: step.act, ...(step.text !== undefined ? { text: step.text } : {}) });
    parts.push(textPart(observation));
  }
  const allControls = await allControlsOf(session, observation);
  return { observation, allControls, records: tap.take(session.id), canonicalParts: parts };
}

export async function runCase(session: Session, server: FixtureServer, partition: string, c: ConformanceCase, tap: RecordTap): Promise<CaseResult> {
  const started = performance.now();
  let failures: string[];
  try {
    failures = checkCase(c.expect, await observeCase(session, server, c, tap));
  } catch (error) {
    const code = (error as { code?: string }).code;
    failures = [`${code ? `${code}: ` : ''}${(error as Error).message}`];
  }
  return {
    partition,
    id: c.id,
    description: c.description,
    verdict: failures.length === 0 ? 'pass' : 'fail',
    failures,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Runs partitions on `lanes` sessions side by side; results come back in case order. */
export async function runPartitions(
  pool: ObservationPool,
  server: FixtureServer,
  partitions: Partition[],
  tap: RecordTap,
  options: { lanes: number; onResult?: (result: CaseResult) => void },
): Promise<CaseResult[]> {
  const queue = partitions.flatMap((p) => p.cases.map((c) => ({ partition: p.id, c })));
  const results: CaseResult[] = new Array(queue.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    let session = await pool.openSession();
    try {
      while (next < queue.length) {
        const index = next++;
        const item = queue[index]!;
        const result = await runCase(session, server, item.partition, item.c, tap);
        results[index] = result;
        options.onResult?.(result);
        if (result.verdict === 'fail') {
          // A failed case may leave its page in any state: the next case gets a fresh one.
          await session.close().catch(() => undefined);
          session = await pool.openSession();
        }
      }
    } finally {
      await session.close().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.lanes) }, lane));
  return results;
}
