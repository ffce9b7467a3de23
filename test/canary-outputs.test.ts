// Issue 7, security: the input-canary pages' secrets reach no output at all. The partition itself checks
// the observation, the worker's msgpack record and the canonical artifact; this file checks the other
// outputs: the model projection at several budgets, a recorded replay file, and the three conformance
// reports, including reports of failing cases whose evidence quotes what the page showed. (The hosted
// and MCP transports check their own responses in serve.test.ts and mcp.test.ts.)
import anyTest, { type TestFn } from 'ava';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partitions } from '../harness/cases/index.js';
import type { PageCase } from '../harness/cases/types.js';
import { runCase, type CaseResult, type RunContext } from '../harness/runner.js';
import { buildReport, writeReports } from '../harness/report/index.js';
import { observeCase } from '../harness/runner.js';
import { projectForModel } from '../pool/projection.js';
import { appendRecording, RECORDING_FORMAT, readRecording, replayEntries } from '../pool/replay.js';
import { withBrowser, openSession, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

const canaryCases = (partitions.find((p) => p.id === 'input-canary')?.cases ?? []).filter((c): c is PageCase => c.kind === 'page');
const secrets = [...new Set(canaryCases.flatMap((c) => c.expect.forbidden ?? []))];

/** Every canary found in `text`, also in its JSON-escaped form. */
function leaks(text: string): string[] {
  return secrets.filter((s) => text.includes(s) || text.includes(JSON.stringify(s).slice(1, -1)));
}

test('the input-canary partition has secrets to look for', (t) => {
  t.true(canaryCases.length >= 10);
  t.true(secrets.length >= 20);
});

test.serial('no canary reaches the model projection or a recording, at any budget', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-canary-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'canaries.lookout');
  const session = await openSession(t);
  for (const c of canaryCases) {
    const evidence = await observeCase(session, t.context.server, c, t.context.tap);
    const last = evidence.records.at(-1);
    if (!last) return t.fail(`${c.id}: no record was tapped`);
    for (const budgetBytes of [256, 600, 1_500, 4_000, 16_000]) {
      const projection = projectForModel(evidence.observation, { budgetBytes });
      t.deepEqual(leaks(projection), [], `${c.id}: projection at ${budgetBytes} bytes`);
    }
    await appendRecording(file, [
      {
        format: RECORDING_FORMAT,
        session: evidence.observation.session,
        revision: evidence.observation.revision,
        controlPageSize: t.context.pool.options.controlPageSize,
        maxBytes: t.context.pool.options.maxBytes,
        budgetBytes: 1_500,
        record: last,
        canonical: evidence.canonicalParts.at(-1)!,
        projection: projectForModel(evidence.observation, { budgetBytes: 1_500 }),
      },
    ]);
  }
  const bytes = await readFile(file);
  t.true(bytes.length > 1_000, 'the recording holds the collections');
  t.deepEqual(leaks(bytes.toString('utf8')), [], 'the recording file');
  // And the recording is a real one: it replays to the same outputs.
  const replayed = replayEntries(await readRecording(file));
  t.is(replayed.length, canaryCases.length);
  t.true(replayed.every((r) => r.error === undefined && r.canonicalIdentical && r.projectionIdentical === true));
});

test.serial('no canary reaches the reports, even when every case fails and its evidence quotes the page', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-canary-reports-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const session = await openSession(t);
  const context: RunContext = {
    pool: t.context.pool,
    server: t.context.server,
    tap: t.context.tap,
    session: async () => session,
    freshSession: () => openSession(t),
    hostedUrl: () => Promise.reject(new Error('no hosted transport in this test')),
  };
  const results: CaseResult[] = [];
  for (const c of canaryCases) {
    results.push(await runCase('input-canary', c, context));
    // The same page with expectations it cannot meet: the evidence then quotes the page's text,
    // regions and nearby controls.
    const failing: PageCase = {
      ...c,
      id: `${c.id}-wrong`,
      expect: {
        text: { content: 'not this', truncated: true },
        regions: [{ kind: 'heading', level: 6, summary: 'not this' }],
        controlsInclude: [{ role: 'textbox', name: 'not this' }],
        controlCount: 9_999,
      },
    };
    results.push(await runCase('input-canary', failing, context));
  }
  t.is(results.filter((r) => r.verdict === 'pass').length, canaryCases.filter((c) => !c.knownGap).length);
  t.is(results.filter((r) => r.verdict === 'fail').length, canaryCases.length);
  const report = buildReport(results, {
    generatedAt: new Date().toISOString(),
    site: 'fixtures-site',
    workers: 1,
    browsers: 'local',
    elapsedMs: 1,
    partitions: [{ id: 'input-canary', description: 'canaries' }],
  });
  const files = await writeReports(dir, report);
  t.is(files.length, 3);
  for (const path of files) {
    const text = await readFile(path, 'utf8');
    t.true(text.includes('not this'), `${path} carries the failing evidence`);
    t.deepEqual(leaks(text), [], path);
  }
});
