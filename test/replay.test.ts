// The replay partition (harness/cases/replay.ts), and the `lookout replay` and `observe --record` commands
// on the same case data.
import anyTest, { type TestFn } from 'ava';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { replay } from '../harness/cases/replay.js';
import type { ReplayCase } from '../harness/cases/types.js';
import { recordingOf } from '../harness/kinds/replay.js';
import type { BrowserContext } from './helpers/context.js';
import { partitionTests } from './helpers/partition.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const test = anyTest as TestFn<BrowserContext & { dir: string }>;

partitionTests(replay);

test.before(async (t) => {
  t.context.dir = await mkdtemp(join(tmpdir(), 'lookout-replay-'));
});
test.after.always(async (t) => {
  if (t.context.dir) await rm(t.context.dir, { recursive: true, force: true });
});

function replayCase(id: string): ReplayCase {
  const c = replay.cases.find((k) => k.id === id);
  if (c?.kind !== 'replay') throw new Error(`no replay case ${id}`);
  return c;
}

async function lookout(args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--no-deprecation', CLI, ...args], { timeout: 120_000 });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '' };
  }
}

test.serial('lookout replay exits 1 and names the record whose canonical part differs', async (t) => {
  const file = await recordingOf(replayCase('tampered-canonical'), { ...t.context, freshSession: () => t.context.pool.openSession() }, t.context.dir);
  const { code, stdout } = await lookout(['replay', file]);
  t.is(code, 1);
  t.regex(stdout, /^record 1 .*canonical DIFFERS/m);
  t.regex(stdout, /^1 identical, 1 differ$/m);
});

test.serial('observe --record appends raw records that lookout replay finds identical and that hold no input value', async (t) => {
  const c = replayCase('fresh-recording');
  if (!('pages' in c.source)) return t.fail('fresh-recording records pages');
  const file = join(t.context.dir, 'fresh.lookout');
  for (const { page, budgetBytes } of c.source.pages) {
    const budget = budgetBytes === undefined ? [] : ['--budget', String(budgetBytes)];
    t.is((await lookout(['observe', t.context.server.url(page), '--record', file, ...budget])).code, 0);
  }
  const bytes = await readFile(file);
  const forbidden = c.expect.forbiddenInRecording ?? [];
  t.true(forbidden.length > 1);
  for (const token of forbidden) t.false(bytes.includes(token), `${token} is not in the recording`);
  const { code, stdout } = await lookout(['replay', file]);
  t.is(code, 0, stdout);
  t.regex(stdout, new RegExp(`^${c.expect.verdicts.length} identical, 0 differ$`, 'm'));
});
