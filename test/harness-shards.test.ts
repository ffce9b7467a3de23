// `lookout harness --shard I/N` on several machines and `lookout merge-reports`: the merged reports equal, in
// every count and in the list of cases, those of one unsharded run. Runs the CLI as a user would, on partitions
// that need little of the browser (admission and replay run on data).
import test from 'ava';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ConformanceReport } from '../harness/report/index.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const PARTITIONS = 'schema-admission,replay,small-budget';

async function lookout(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--no-deprecation', CLI, ...args], {
      timeout: 240_000,
      env: { ...process.env, CI: 'true' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const reportIn = async (dir: string): Promise<ConformanceReport> => JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
const counts = (r: ConformanceReport) => ({
  partitions: r.partitions.map((p) => ({ id: p.id, cases: p.cases, passed: p.passed, failed: p.failed, knownGaps: p.knownGaps })),
  aggregate: { ...r.aggregate, durationMs: 0 },
});

test('three shards merged give the reports of one unsharded run', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'lookout-shards-'));
  const whole = join(root, 'whole');
  const shards = [1, 2, 3].map((i) => join(root, `shard-${i}`));
  const runs = await Promise.all([
    lookout(['harness', '--partitions', PARTITIONS, '--workers', '1', '--out', whole]),
    ...shards.map((dir, i) => lookout(['harness', '--partitions', PARTITIONS, '--workers', '1', '--shard', `${i + 1}/3`, '--out', dir])),
  ]);
  for (const run of runs) t.is(run.code, 0, run.stderr + run.stdout.slice(-500));
  const unsharded = await reportIn(whole);
  const parts = await Promise.all(shards.map(reportIn));
  t.true(unsharded.aggregate.cases > 30, 'the run has cases to share');
  for (const [i, part] of parts.entries()) {
    t.deepEqual(part.shard, { index: i + 1, total: 3 });
    t.true(part.cases.length > 0 && part.cases.length < unsharded.cases.length, `shard ${i + 1} ran a share: ${part.cases.length}`);
  }
  const keys = parts.flatMap((p) => p.cases.map((c) => `${c.partition}/${c.id}`));
  t.is(new Set(keys).size, keys.length, 'no case runs in two shards');

  const merged = join(root, 'merged');
  const merge = await lookout(['merge-reports', ...shards.reverse(), '--out', merged]);
  t.is(merge.code, 0, merge.stderr);
  const report = await reportIn(merged);
  t.deepEqual(counts(report), counts(unsharded));
  t.deepEqual(
    report.cases.map((c) => `${c.partition}/${c.id}/${c.verdict}`),
    unsharded.cases.map((c) => `${c.partition}/${c.id}/${c.verdict}`),
    'every case once, in the unsharded order, with the same verdict',
  );
  t.is(report.shard, undefined, 'the merged report is of the whole run');
  for (const file of ['junit.xml', 'index.html']) t.true((await stat(join(merged, file))).size > 0, file);
  const junit = await readFile(join(merged, 'junit.xml'), 'utf8');
  t.is((junit.match(/<testcase /g) ?? []).length, unsharded.aggregate.cases);

  const partial = await lookout(['merge-reports', shards[0]!, shards[1]!, '--out', join(root, 'partial')]);
  t.not(partial.code, 0);
  t.regex(partial.stderr, /shard \d of 3 is missing/);
  const twice = await lookout(['merge-reports', shards[0]!, shards[0]!, shards[1]!, '--out', join(root, 'twice')]);
  t.regex(twice.stderr, /is given twice/);
  const notShard = await lookout(['merge-reports', whole, shards[0]!, '--out', join(root, 'mixed')]);
  t.regex(notShard.stderr, /must be a shard/);
});

test('--shard is checked before a browser starts', async (t) => {
  for (const bad of ['4/3', '0/2', '1/0', 'half', '1/65']) {
    const run = await lookout(['harness', '--shard', bad, '--out', join(tmpdir(), 'never')]);
    t.not(run.code, 0, bad);
    t.regex(run.stderr, /^lookout: invalid-argument: --shard must be I\/N/, bad);
  }
});
