// Runs conformance cases: one runner per kind of case (harness/kinds/), and a scheduler that spreads
// every selected partition's cases over sessions of the pool side by side.
import { runOnLanes } from '../pool/lanes.js';
import type { ObservationPool, Session } from '../pool/pool.js';
import type { ProgressStep } from '../cli/progress.js';
import type { ConformanceCase, Partition } from './cases/types.js';
import type { FixtureServer } from './fixture-server.js';
import { runAdmissionCase } from './kinds/admission.js';
import type { KindOutcome, RunContext } from './kinds/context.js';
import { runHostedCase } from './kinds/hosted.js';
import { runPageCase } from './kinds/page.js';
import { runProjectionCase } from './kinds/projection.js';
import { runReplayCase } from './kinds/replay.js';
import { runScriptCase } from './kinds/script.js';
import type { RecordTap } from './record-tap.js';

export { RecordTap } from './record-tap.js';
export { observeCase } from './kinds/page.js';
export type { RunContext } from './kinds/context.js';

export interface CaseResult {
  partition: string;
  id: string;
  kind: ConformanceCase['kind'];
  description: string;
  /** `known-gap`: the case failed as its `knownGap` says it does today; it counts neither way. */
  verdict: 'pass' | 'fail' | 'known-gap';
  /** The evidence of a failure (or of a known gap): one unmet expectation a line; empty when the case passed. */
  failures: string[];
  /** Why the case is known to fail today, for a case that declares it. */
  knownGap?: string;
  /** One line of what the case saw. */
  observed: string;
  durationMs: number;
  /** performance.now() when it finished. */
  finishedAt: number;
}

/** Runs one case with the runner of its kind. Never rejects: a thrown error is a failure with its code. */
export async function runCaseOutcome(c: ConformanceCase, context: RunContext): Promise<KindOutcome> {
  try {
    switch (c.kind) {
      case 'page':
        return await runPageCase(c, context);
      case 'script':
        return await runScriptCase(c, context);
      case 'admission':
        return runAdmissionCase(c);
      case 'replay':
        return await runReplayCase(c, context);
      case 'projection':
        return await runProjectionCase(c, context);
      case 'hosted':
        return await runHostedCase(c, context);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { failures: [`${code ? `${code}: ` : ''}${(error as Error).message}`], observed: 'the case did not finish' };
  }
}

/** Kinds that need Chromium; the others run on data alone. */
export function needsBrowser(c: ConformanceCase): boolean {
  return c.kind !== 'admission' && !(c.kind === 'replay' && 'recording' in c.source);
}

export async function runCase(partition: string, c: ConformanceCase, context: RunContext): Promise<CaseResult> {
  const started = performance.now();
  const outcome = await runCaseOutcome(c, context);
  let { failures } = outcome;
  let verdict: CaseResult['verdict'] = failures.length === 0 ? 'pass' : 'fail';
  // As the test suite's test.failing: a known gap that fails is reported as such, one that passes is a failure
  // until its mark is taken away, so a gap closed by accident is noticed.
  if (c.knownGap !== undefined) {
    if (verdict === 'fail') verdict = 'known-gap';
    else {
      verdict = 'fail';
      failures = [`passes although marked as a known gap (${c.knownGap}): take the mark away`];
    }
  }
  return {
    partition,
    id: c.id,
    kind: c.kind,
    description: c.description,
    verdict,
    failures,
    ...(c.knownGap !== undefined ? { knownGap: c.knownGap } : {}),
    observed: outcome.observed,
    durationMs: Math.round(performance.now() - started),
    finishedAt: performance.now(),
  };
}

export interface RunOptions {
  /** Sessions worked side by side. */
  lanes: number;
  /** Base URL of the hosted transport, started on first use by a hosted case. Without it, hosted cases fail. */
  hostedUrl?: () => Promise<string>;
  onResult?: (result: CaseResult) => void;
  /** Once true, no lane starts another case. */
  stopped?: () => boolean;
}

/** A case's result as one progress step: a line, and its evidence when it failed. */
export function caseStep(result: CaseResult): ProgressStep {
  const name = `${result.partition} > ${result.id} (${result.durationMs} ms)`;
  if (result.verdict === 'pass') return { failed: false, line: `pass ${name}` };
  if (result.verdict === 'known-gap') return { failed: false, line: `known gap ${name}: ${result.knownGap ?? ''}` };
  return { failed: true, line: `FAIL ${name}`, details: result.failures.map((e) => `    ${e}\n`).join('') };
}

/**
 * Runs partitions on `lanes` sessions side by side. The queue takes one case of each partition in turn,
 * so every partition is under way from the start; results come back in partition and case order.
 */
export async function runPartitions(
  pool: ObservationPool,
  server: FixtureServer,
  partitions: Partition[],
  tap: RecordTap,
  options: RunOptions,
): Promise<(CaseResult | undefined)[]> {
  const queue: { partition: string; c: ConformanceCase; index: number }[] = [];
  const firstIndex: number[] = [];
  let total = 0;
  for (const p of partitions) {
    firstIndex.push(total);
    total += p.cases.length;
  }
  const longest = Math.max(0, ...partitions.map((p) => p.cases.length));
  for (let i = 0; i < longest; i++) {
    partitions.forEach((p, k) => {
      const c = p.cases[i];
      if (c) queue.push({ partition: p.id, c, index: firstIndex[k]! + i });
    });
  }
  const results: (CaseResult | undefined)[] = new Array(total);
  await runOnLanes(
    pool,
    queue,
    async ({ item, session }) => {
      const fresh: Session[] = [];
      const context: RunContext = {
        pool,
        server,
        tap,
        session,
        freshSession: async (own) => {
          const s = await pool.openSession(own);
          fresh.push(s);
          return s;
        },
        hostedUrl: options.hostedUrl ?? (() => Promise.reject(new Error('this run has no hosted transport'))),
      };
      const result = await runCase(item.partition, item.c, context);
      await Promise.all(fresh.map((s) => s.close().catch(() => undefined)));
      results[item.index] = result;
      return result;
    },
    {
      lanes: options.lanes,
      // A failed case may leave its page in any state: the next case gets a fresh one.
      keepSession: (result) => result.verdict === 'pass',
      onResult: (result) => options.onResult?.(result),
      ...(options.stopped ? { stopped: options.stopped } : {}),
    },
  );
  return results;
}
