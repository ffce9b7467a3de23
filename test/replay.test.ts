import anyTest, { type TestFn } from 'ava';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readRecording, replayEntries, appendRecording } from '../pool/replay.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { inputCanary } from '../harness/cases/input-canary.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const COMMITTED = fileURLToPath(new URL('../../harness/recordings/basic-and-many.lookout', import.meta.url));
const test = anyTest as TestFn<{ server: FixtureServer; dir: string }>;

test.before(async (t) => {
  t.context.server = await serveFixtures();
  t.context.dir = await mkdtemp(join(tmpdir(), 'lookout-replay-'));
});
test.after.always(async (t) => {
  await t.context.server?.close();
  if (t.context.dir) await rm(t.context.dir, { recursive: true, force: true });
});

async function lookout(args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--no-deprecation', CLI, ...args], { timeout: 120_000 });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '' };
  }
}

test('replay of the committed recording is byte-identical, canonical part and projection', async (t) => {
  const entries = await readRecording(COMMITTED);
  t.is(entries.length, 2);
  const results = replayEntries(entries);
  t.deepEqual(
    results.map((r) => [r.canonicalIdentical, r.projectionIdentical, r.error]),
    [
      [true, null, undefined],
      [true, true, undefined],
    ],
  );
});

test('replay notices when a recorded output differs from what the record produces now', async (t) => {
  const [first] = await readRecording(COMMITTED);
  const tampered = join(t.context.dir, 'tampered.lookout');
  await appendRecording(tampered, [{ ...first!, canonical: first!.canonical.replace('Welcome', 'Welcome!') }]);
  const [result] = replayEntries(await readRecording(tampered));
  t.false(result!.canonicalIdentical);
  const { code, stdout } = await lookout(['replay', tampered]);
  t.is(code, 1);
  t.regex(stdout, /canonical DIFFERS/);
});

test('observe --record appends raw records that replay identically and hold no input value', async (t) => {
  const file = join(t.context.dir, 'fresh.lookout');
  const { server } = t.context;
  t.is((await lookout(['observe', server.url('basic/shop.html'), '--record', file])).code, 0);
  t.is((await lookout(['observe', server.url('input-canary/value-attribute.html'), '--record', file, '--budget', '512'])).code, 0);
  const bytes = await readFile(file);
  const forbidden = inputCanary.cases.find((c) => c.page === 'input-canary/value-attribute.html')?.expect.forbidden ?? [];
  t.true(forbidden.length > 0);
  for (const canary of forbidden) t.false(bytes.includes(canary), `${canary} is not in the recording`);
  t.false(bytes.includes('HIDDEN-BASIC'), 'no hidden text in the recording');
  const { code, stdout } = await lookout(['replay', file]);
  t.is(code, 0, stdout);
  t.regex(stdout, /^2 identical, 0 differ$/m);
});
