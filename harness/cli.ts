// `lookout harness`: serves the fixture site on loopback, runs the selected conformance partitions side by
// side across the pool, and writes reports/ (conformance.json, junit.xml, index.html). Exits non-zero when
// any case fails.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ObservationPool } from '../pool/pool.js';
import { LookoutError } from '../pool/errors.js';
import { startHostedServer, type HostedServer } from '../transport/http.js';
import { partitions as allPartitions } from './cases/index.js';
import type { Partition } from './cases/types.js';
import { BUNDLED_SITE, serveFixtures } from './fixture-server.js';
import { createProgress, wantsBar } from '../cli/progress.js';
import { buildReport, writeReports } from './report/index.js';
import { RecordTap, caseStep, runPartitions, type CaseResult } from './runner.js';
import { watchForStop } from '../cli/stop.js';
import { parseShard, shardOf } from './shard.js';
import { endpointsFlag, integerFlag, policyFlags, sessionFlags } from '../cli/flags.js';

/** Reports go to ./reports of the working directory unless --out says otherwise (never into the package). */
const REPORTS = 'reports';

/** `--partitions a,b`: the named partitions in report order; an unknown name is an error naming the known ones. */
export function selectPartitions(flag: string | undefined, known: Partition[] = allPartitions): Partition[] {
  const wanted = flag
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!wanted) return known;
  const unknown = wanted.filter((id) => !known.some((p) => p.id === id));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new LookoutError('invalid-argument', `unknown partition ${unknown.join(', ') || '(none given)'}; known: ${known.map((p) => p.id).join(', ')}`);
  }
  return known.filter((p) => wanted.includes(p.id));
}

export async function runHarnessCli(_positional: string[], flags: Map<string, string>): Promise<number> {
  const shardFlag = flags.get('shard');
  const shard = shardFlag === undefined ? undefined : parseShard(shardFlag);
  const selected = selectPartitions(flags.get('partitions'));
  const partitions = shard ? shardOf(selected, shard) : selected;
  const workers = integerFlag(flags, 'workers') ?? 2;
  const site = resolve(flags.get('site') ?? BUNDLED_SITE);
  if (!existsSync(site)) throw new LookoutError('invalid-argument', `--site ${site} does not exist`);
  const out = resolve(flags.get('out') ?? REPORTS);
  const endpoints = endpointsFlag(flags).browserEndpoints;

  const started = performance.now();
  const stop = watchForStop();
  const server = await serveFixtures(site);
  const tap = new RecordTap();
  let pool: ObservationPool;
  try {
    pool = await ObservationPool.start({
      workers,
      onRecord: tap.onRecord,
      ...(endpoints ? { browserEndpoints: endpoints } : {}),
      ...policyFlags(flags, false),
      ...sessionFlags(flags, 'dismiss'),
      // Ctrl-C ends the calls in flight as aborted and the run with a report, instead of killing the browser under them.
      handleSignals: false,
    });
  } catch (error) {
    await server.close();
    stop.dispose();
    throw error;
  }
  let stoppedAt = Number.POSITIVE_INFINITY;
  stop.onStop(() => {
    stoppedAt = performance.now();
    pool.interrupt('the harness was interrupted');
  });
  let hosted: Promise<HostedServer> | undefined;
  const total = partitions.reduce((n, p) => n + p.cases.length, 0);
  const share = shard ? ` (shard ${shard.index}/${shard.total})` : '';
  process.stdout.write(`${total} cases in ${partitions.length} partitions${share}, ${workers} workers, site ${site}\n`);
  const progress = createProgress(total, process.stdout, { bar: wantsBar(process.stdout) });
  const finished: CaseResult[] = [];
  try {
    const results = await runPartitions(pool, server, partitions, tap, {
      // Two sessions per worker keep each worker busy while the other session waits on the coordinator.
      lanes: workers * 2,
      hostedUrl: async () => {
        hosted ??= startHostedServer({ pool, port: 0 });
        const { url } = await hosted;
        return url.endsWith('/') ? url : `${url}/`;
      },
      stopped: () => stop.reason !== null,
      onResult: (result) => {
        // A case still running when the stop came was cut short: its outcome says nothing.
        if (performance.now() >= stoppedAt) return;
        progress.step(caseStep(result));
      },
    });
    finished.push(...results.filter((r): r is CaseResult => r !== undefined && r.finishedAt < stoppedAt));
  } finally {
    progress.finish();
    if (hosted) await (await hosted.catch(() => undefined))?.close();
    await pool.close();
    await server.close();
  }
  const interrupted = stop.reason !== null;
  stop.dispose();
  const report = buildReport(finished, {
    generatedAt: new Date().toISOString(),
    site,
    workers,
    browsers: endpoints ?? 'local',
    elapsedMs: Math.round(performance.now() - started),
    partitions,
    interrupted,
    ...(shard ? { shard } : {}),
  });
  const files = await writeReports(out, report);
  for (const p of report.partitions) {
    process.stdout.write(`${p.id}: ${p.passed}/${p.cases} passed${p.knownGaps > 0 ? `, ${p.knownGaps} known gap${p.knownGaps === 1 ? '' : 's'}` : ''}\n`);
  }
  const a = report.aggregate;
  const notRun = interrupted ? `, ${a.notRun} not run (interrupted)` : '';
  const gaps = a.knownGaps > 0 ? `, ${a.knownGaps} known gap${a.knownGaps === 1 ? '' : 's'}` : '';
  process.stdout.write(`${a.passed} passed, ${a.failed} failed${gaps}${notRun} in ${(report.elapsedMs / 1000).toFixed(1)} s; reports: ${files.join(', ')}\n`);
  if (interrupted) return stop.exitCode;
  return a.failed === 0 ? 0 : 1;
}
