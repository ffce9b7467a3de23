// `lookout harness`: serves the fixture site on loopback, runs the conformance partitions across
// the pool and writes reports/conformance.json. Exits non-zero when any case fails.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ObservationPool } from '../pool/pool.js';
import { LookoutError } from '../pool/errors.js';
import { partitions as allPartitions } from './cases/index.js';
import { BUNDLED_SITE, serveFixtures } from './fixture-server.js';
import { RecordTap, runPartitions, type CaseResult } from './runner.js';

const REPORTS = fileURLToPath(new URL('../../reports/', import.meta.url));

export async function runHarnessCli(flags: Map<string, string>): Promise<number> {
  const wanted = flags.get('partitions')?.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = wanted?.filter((id) => !allPartitions.some((p) => p.id === id)) ?? [];
  if (unknown.length > 0) {
    throw new LookoutError('invalid-argument', `unknown partition ${unknown.join(', ')}; known: ${allPartitions.map((p) => p.id).join(', ')}`);
  }
  const partitions = wanted ? allPartitions.filter((p) => wanted.includes(p.id)) : allPartitions;
  const workers = Number(flags.get('workers') ?? 2);
  if (!Number.isInteger(workers) || workers < 1) throw new LookoutError('invalid-argument', '--workers must be a positive integer');
  const site = flags.get('site') ?? BUNDLED_SITE;
  const out = flags.get('out') ?? REPORTS;

  const started = performance.now();
  const server = await serveFixtures(site);
  const tap = new RecordTap();
  const endpoints = flags.get('endpoints')?.split(',').map((e) => e.trim()).filter(Boolean);
  const pool = await ObservationPool.start({ workers, onRecord: tap.onRecord, ...(endpoints ? { browserEndpoints: endpoints } : {}) });
  const total = partitions.reduce((n, p) => n + p.cases.length, 0);
  let done = 0;
  let failed = 0;
  let results: CaseResult[];
  try {
    results = await runPartitions(pool, server, partitions, tap, {
      lanes: workers * 2,
      onResult: (result) => {
        done++;
        if (result.verdict === 'fail') failed++;
        const line = `${result.verdict === 'pass' ? 'pass' : 'FAIL'} ${result.partition} > ${result.id} (${result.durationMs} ms)`;
        process.stdout.write(`[${done}/${total}] ${line}\n`);
        for (const failure of result.failures) process.stdout.write(`    ${failure}\n`);
      },
    });
  } finally {
    await pool.close();
    await server.close();
  }
  const elapsedMs = Math.round(performance.now() - started);
  const byPartition = partitions.map((p) => {
    const mine = results.filter((r) => r.partition === p.id);
    return { id: p.id, description: p.description, cases: mine.length, passed: mine.filter((r) => r.verdict === 'pass').length, failed: mine.filter((r) => r.verdict === 'fail').length };
  });
  const report = {
    generatedAt: new Date().toISOString(),
    site,
    workers,
    browsers: endpoints ?? 'local',
    elapsedMs,
    totals: { cases: results.length, passed: results.length - failed, failed },
    partitions: byPartition,
    cases: results.map((r) => ({ partition: r.partition, id: r.id, verdict: r.verdict, evidence: r.failures, durationMs: r.durationMs, description: r.description })),
  };
  await mkdir(out, { recursive: true });
  await writeFile(new URL('conformance.json', `file://${out.endsWith('/') ? out : `${out}/`}`), JSON.stringify(report, null, 2) + '\n');
  for (const p of byPartition) process.stdout.write(`${p.id}: ${p.passed}/${p.cases} passed\n`);
  process.stdout.write(`${results.length - failed} passed, ${failed} failed\n`);
  return failed === 0 ? 0 : 1;
}
