// The conformance report as data: what conformance.json holds and what the JUnit and HTML writers render.
// Pure: built from case results and run facts, no clock or file system here.
import type { CaseResult } from '../runner.js';

export interface PartitionTotals {
  id: string;
  description: string;
  cases: number;
  passed: number;
  failed: number;
  /** Cases that failed as their known gap says they do today: neither passed nor failed. */
  knownGaps: number;
  /** Sum of the case durations (cases run side by side, so this exceeds the wall-clock time). */
  durationMs: number;
}

export interface ConformanceReport {
  generatedAt: string;
  site: string;
  workers: number;
  browsers: string[] | 'local';
  /** Wall-clock time of the whole run. */
  elapsedMs: number;
  /** The run was stopped (SIGINT, SIGTERM) before every case finished; `aggregate.notRun` counts the rest. */
  interrupted: boolean;
  /** A shard's report (`lookout harness --shard I/N`): which share of the cases it ran. Absent for a whole run. */
  shard?: Shard;
  partitions: PartitionTotals[];
  cases: {
    partition: string;
    id: string;
    kind: string;
    description: string;
    verdict: 'pass' | 'fail' | 'known-gap';
    evidence: string[];
    knownGap?: string;
    observed: string;
    durationMs: number;
  }[];
  /** The final aggregate over all partitions. */
  aggregate: {
    partitions: number;
    partitionsPassed: number;
    cases: number;
    passed: number;
    failed: number;
    knownGaps: number;
    /** Cases of the selected partitions that did not finish because the run was interrupted. */
    notRun: number;
    durationMs: number;
    /** `interrupted` whenever the run was: a partial run proves nothing either way. */
    verdict: 'pass' | 'fail' | 'interrupted';
  };
}

/** The I-th of N stable shares of the cases: the cases of the whole list, in report order, whose index is I-1 modulo N. */
export interface Shard {
  index: number;
  total: number;
}

export interface RunFacts {
  generatedAt: string;
  site: string;
  workers: number;
  browsers: string[] | 'local';
  elapsedMs: number;
  /** Partitions in report order; a partition without results still gets a row. */
  partitions: { id: string; description: string; cases?: readonly unknown[] }[];
  /** The run was stopped before every case finished. @default false */
  interrupted?: boolean;
  shard?: Shard;
}

export function buildReport(results: CaseResult[], facts: RunFacts): ConformanceReport {
  const partitions = facts.partitions.map((p): PartitionTotals => {
    const mine = results.filter((r) => r.partition === p.id);
    const passed = mine.filter((r) => r.verdict === 'pass').length;
    const knownGaps = mine.filter((r) => r.verdict === 'known-gap').length;
    return {
      id: p.id,
      description: p.description,
      cases: mine.length,
      passed,
      failed: mine.length - passed - knownGaps,
      knownGaps,
      durationMs: mine.reduce((sum, r) => sum + r.durationMs, 0),
    };
  });
  const passed = results.filter((r) => r.verdict === 'pass').length;
  const knownGaps = results.filter((r) => r.verdict === 'known-gap').length;
  const failed = results.length - passed - knownGaps;
  const interrupted = facts.interrupted === true;
  const planned = facts.partitions.reduce((n, p) => n + (p.cases?.length ?? results.filter((r) => r.partition === p.id).length), 0);
  return {
    generatedAt: facts.generatedAt,
    site: facts.site,
    workers: facts.workers,
    browsers: facts.browsers,
    elapsedMs: facts.elapsedMs,
    interrupted,
    ...(facts.shard ? { shard: facts.shard } : {}),
    partitions,
    cases: results.map((r) => ({
      partition: r.partition,
      id: r.id,
      kind: r.kind,
      description: r.description,
      verdict: r.verdict,
      evidence: r.failures,
      ...(r.knownGap !== undefined ? { knownGap: r.knownGap } : {}),
      observed: r.observed,
      durationMs: r.durationMs,
    })),
    aggregate: {
      partitions: partitions.length,
      partitionsPassed: partitions.filter((p) => p.failed === 0).length,
      cases: results.length,
      passed,
      failed,
      knownGaps,
      notRun: Math.max(0, planned - results.length),
      durationMs: results.reduce((sum, r) => sum + r.durationMs, 0),
      verdict: interrupted ? 'interrupted' : failed === 0 ? 'pass' : 'fail',
    },
  };
}

export function renderJson(report: ConformanceReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}
