// `lookout merge-reports DIR...`: the reports of the shards of one conformance run (`lookout harness --shard I/N`)
// merged into the reports one unsharded run would have written: every case once, in report order, the partition
// totals and the aggregate computed again from the cases. Shards of different runs, a shard given twice or a
// missing one are refused: a merged report that silently lacks cases would prove nothing.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LookoutError } from '../pool/errors.js';
import { partitions as knownPartitions } from './cases/index.js';
import { buildReport, writeReports, type ConformanceReport } from './report/index.js';
import type { CaseResult } from './runner.js';

async function readReport(dir: string): Promise<ConformanceReport> {
  const file = join(dir, 'conformance.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new LookoutError('invalid-argument', `${file} cannot be read: give the folder each shard wrote its reports to (--out)`);
  }
  try {
    return JSON.parse(text) as ConformanceReport;
  } catch {
    throw new LookoutError('invalid-argument', `${file} is not a conformance report (not JSON)`);
  }
}

/** Merges the reports of every shard of one run. */
export function mergeReports(reports: readonly ConformanceReport[]): ConformanceReport {
  const total = reports[0]?.shard?.total;
  if (total === undefined || reports.some((r) => r.shard === undefined)) {
    throw new LookoutError('invalid-argument', 'every report to merge must be a shard of lookout harness --shard I/N');
  }
  if (reports.some((r) => r.shard!.total !== total)) throw new LookoutError('invalid-argument', 'the reports are shards of runs cut in different numbers');
  if (reports.some((r) => r.site !== reports[0]!.site)) throw new LookoutError('invalid-argument', 'the shards ran against different sites');
  const indexes = reports.map((r) => r.shard!.index).sort((a, b) => a - b);
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !indexes.includes(i));
  const twice = indexes.filter((i, k) => indexes[k - 1] === i);
  if (twice.length > 0) throw new LookoutError('invalid-argument', `shard ${twice[0]}/${total} is given twice`);
  if (missing.length > 0) throw new LookoutError('invalid-argument', `shard ${missing.join(', ')} of ${total} is missing`);

  // Report order: partitions as the harness lists them, cases as each partition lists them.
  const ids = new Set(reports.flatMap((r) => r.partitions.map((p) => p.id)));
  const partitions = knownPartitions.filter((p) => ids.has(p.id));
  const unknown = [...ids].filter((id) => !partitions.some((p) => p.id === id));
  if (unknown.length > 0) throw new LookoutError('invalid-argument', `partition ${unknown.join(', ')} is not one of this version's`);
  const order = new Map<string, number>(partitions.flatMap((p, i) => p.cases.map((c, k): [string, number] => [`${p.id}\u0000${c.id}`, i * 1_000_000 + k])));
  const seen = new Set<string>();
  const results: CaseResult[] = [];
  for (const c of reports.flatMap((r) => r.cases)) {
    const key = `${c.partition}\u0000${c.id}`;
    if (!order.has(key)) throw new LookoutError('invalid-argument', `case ${c.partition} > ${c.id} is not one of this version's`);
    if (seen.has(key)) throw new LookoutError('invalid-argument', `case ${c.partition} > ${c.id} is in two shards`);
    seen.add(key);
    results.push({
      partition: c.partition,
      id: c.id,
      kind: c.kind as CaseResult['kind'],
      description: c.description,
      verdict: c.verdict,
      failures: c.evidence,
      ...(c.knownGap !== undefined ? { knownGap: c.knownGap } : {}),
      observed: c.observed,
      durationMs: c.durationMs,
      finishedAt: 0,
    });
  }
  results.sort((a, b) => order.get(`${a.partition}\u0000${a.id}`)! - order.get(`${b.partition}\u0000${b.id}`)!);
  return buildReport(results, {
    generatedAt: reports
      .map((r) => r.generatedAt)
      .sort()
      .at(-1)!,
    site: reports[0]!.site,
    workers: reports.reduce((n, r) => n + r.workers, 0),
    browsers: reports.every((r) => r.browsers === 'local') ? 'local' : [...new Set(reports.flatMap((r) => (r.browsers === 'local' ? [] : r.browsers)))],
    // The shards ran side by side: the run took as long as the slowest.
    elapsedMs: Math.max(...reports.map((r) => r.elapsedMs)),
    partitions,
    interrupted: reports.some((r) => r.interrupted),
  });
}

export async function runMergeCli(positional: string[], flags: Map<string, string>): Promise<number> {
  const reports = await Promise.all(positional.map((dir) => readReport(resolve(dir))));
  const merged = mergeReports(reports);
  const files = await writeReports(resolve(flags.get('out') ?? 'reports'), merged);
  const a = merged.aggregate;
  const notRun = a.notRun > 0 ? `, ${a.notRun} not run` : '';
  process.stdout.write(`${reports.length} shards: ${a.passed} passed, ${a.failed} failed, ${a.knownGaps} known gaps${notRun}; reports: ${files.join(', ')}\n`);
  // An interrupted shard or a failed case: the merged run is no pass.
  return a.failed === 0 && a.notRun === 0 && !merged.interrupted ? 0 : 1;
}
