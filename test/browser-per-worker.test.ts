// Issue 18: every worker thread launches its own Chromium over a pipe, and the coordinator owns those processes. A
// worker's browser that dies is replaced without touching the other worker; a worker thread that dies takes its
// browser with it (test/faults.test.ts); a program that exits, or is interrupted, without closing its pool leaves no Chromium behind.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ObservationPool } from '../pool/pool.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { endProcessGroup } from '../pool/chromium.js';
import { isAlive, processTree } from '../pool/proc.js';
import { closeAndCount, codeOf, until } from './helpers/context.js';

const UNTIL_MS = 30_000;

const test = anyTest as TestFn<{ server: FixtureServer }>;

test.before(async (t) => {
  t.context.server = await serveFixtures();
});
test.after.always(async (t) => {
  await t.context.server?.close();
});

/** The arguments a process was started with (a renderer rewrites them as one string, joined by spaces). */
function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return []; // The process has ended.
  }
}

test.serial(
  "a pool of 2 workers runs one Chromium per worker in its own process tree; a killed worker's browser fails that worker's sessions with browser-crashed and is replaced, and the other worker goes on",
  async (t) => {
    const pool = await ObservationPool.start({ workers: 2, callTimeoutMs: 20_000 });
    t.teardown(() => pool.close({ force: true }));
    t.is(pool.browserPids.length, 2, 'one browser per worker');
    const [a, b] = pool.browserPids as [number, number];
    t.true(isAlive(a) && isAlive(b));
    const url = t.context.server.url('basic/shop.html');
    const sessions = [await pool.openSession(), await pool.openSession()];
    t.not(sessions[0]!.workerId, sessions[1]!.workerId);
    for (const session of sessions) await session.navigate({ url });
    const treeA = processTree(a);
    const treeB = processTree(b);
    t.true(treeA.length > 1 && treeB.length > 1, 'each browser with a page runs its own helpers');
    t.deepEqual(
      treeA.filter((pid) => treeB.includes(pid)),
      [],
      'no process is shared',
    );
    // One session, one page: one renderer. Chromium would otherwise add a spare renderer and one for the
    // address-bar popup of the session's window, which only a merged --disable-features turns off.
    for (const tree of [treeA, treeB])
      t.is(tree.filter((pid) => commandLine(pid).join(' ').includes(' --type=renderer')).length, 1, 'one renderer per session');
    const disabled = commandLine(a)
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    t.true(disabled.length >= 2, "Playwright's --disable-features and ours");
    const read = disabled.at(-1)!;
    t.deepEqual(
      disabled.flat().filter((feature) => !read.includes(feature)),
      [],
      'the last --disable-features, the only one Chromium reads, keeps every feature an earlier one turns off',
    );

    // browserPid is the browser of the worker with the lowest thread id.
    const firstWorker = Math.min(...pool.workerIds);
    const victim = sessions.find((s) => s.workerId === firstWorker)!;
    const bystander = sessions.find((s) => s.workerId !== firstWorker)!;
    const killed = pool.browserPid!;
    const killedTree = processTree(killed);

    process.kill(killed, 'SIGKILL');
    t.is(await codeOf(victim.observe()), 'browser-crashed');
    t.is((await bystander.observe()).revision, 2, "the other worker's session goes on");
    await until(() => pool.browserPids.length === 3, 'a replacement browser', UNTIL_MS);
    t.true(pool.browserPids.slice(0, 2).includes(killed));
    t.not(pool.browserPid, killed);
    await until(() => killedTree.every((pid) => !isAlive(pid)), 'the killed browser’s helpers to end', UNTIL_MS);

    const later = await pool.openSession();
    t.is((await later.navigate({ url })).page.title, 'Basic shop', 'sessions work on the replacement');
    t.deepEqual(pool.workerIds.length, 2, 'no worker thread was lost');
    await closeAndCount(t, pool);
  },
);

// A worker thread that dies takes its browser with it: test/faults.test.ts, with the other deaths of a worker.

/**
 * Runs a program that starts a pool, does `setup`, prints its browsers' pids (the test then sends SIGINT) and then
 * does `ending`; resolves with its exit code and the pids. Signal handlers belong in `setup`: a SIGINT that arrives
 * while Node swaps its handlers is lost (it is queued for the handler that was removed), and the program hangs.
 */
function orphanProgram(ending: string, setup = ''): Promise<{ code: number | null; pids: number[] }> {
  const pool = new URL('../pool/pool.js', import.meta.url).href;
  const source = `
    import { ObservationPool } from ${JSON.stringify(pool)};
    const pool = await ObservationPool.start({ workers: 2 });
    ${setup}
    process.stdout.write(JSON.stringify(pool.browserPids) + '\\n');
    ${ending}
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--no-deprecation', '--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    let pids: number[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (pids.length === 0 && output.includes('\n')) {
        pids = JSON.parse(output.split('\n')[0]!) as number[];
        child.kill('SIGINT');
      }
    });
    // A program that does not end is a failure to report, not a test run that hangs.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(stuck);
      resolve({ code, pids });
    });
  });
}

test.serial('a program interrupted with Ctrl-C (handleSignals) exits 130 and leaves no Chromium', async (t) => {
  const { code, pids } = await orphanProgram('await new Promise(() => setInterval(() => undefined, 1000));');
  // Whatever a failed run leaves is ended here.
  t.teardown(() => Promise.all(pids.map((pid) => endProcessGroup(pid))));
  t.is(pids.length, 2);
  t.is(code, 130);
  await until(() => pids.every((pid) => !isAlive(pid)), 'the browsers to end', UNTIL_MS);
});

test.serial('a program that exits without closing its pool leaves no Chromium', async (t) => {
  // The SIGINT the helper sends is handled here by exiting at once, as a program with its own handler might.
  const { code, pids } = await orphanProgram(
    'await new Promise(() => setInterval(() => undefined, 1000));',
    "process.removeAllListeners('SIGINT'); process.on('SIGINT', () => process.exit(3));",
  );
  // Whatever a failed run leaves is ended here.
  t.teardown(() => Promise.all(pids.map((pid) => endProcessGroup(pid))));
  t.is(pids.length, 2);
  t.is(code, 3);
  await until(() => pids.every((pid) => !isAlive(pid)), 'the browsers to end', UNTIL_MS);
});
