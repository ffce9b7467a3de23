import test from 'ava';
import { spawn } from 'node:child_process';
import { ObservationPool } from '../pool/pool.js';
import { endProcessGroup } from '../pool/chromium.js';
import { serveFixtures } from '../harness/fixture-server.js';
import { isAlive, processTree } from '../pool/proc.js';

test('close() ends every browser and every process they started; the closed pool refuses new sessions with pool-closed', async (t) => {
  const server = await serveFixtures();
  t.teardown(() => server.close());
  const pool = await ObservationPool.start({ workers: 2 });
  // Closing twice is harmless: the teardown covers a test that fails before its own close.
  t.teardown(() => pool.close({ force: true }));
  t.is(pool.browserPids.length, 2, 'each worker launched a browser');
  // A page on each worker's browser.
  const sessions = [await pool.openSession(), await pool.openSession()];
  t.not(sessions[0]!.workerId, sessions[1]!.workerId);
  for (const session of sessions) await session.navigate({ url: server.url('basic/shop.html') });
  const trees = pool.browserPids.map((pid) => processTree(pid));
  for (const tree of trees) t.true(tree.length > 1, 'a browser with a page runs more than one process');
  await pool.close();
  t.deepEqual(trees.flat().filter(isAlive), [], 'no Chromium process outlives its pool');
  const error = await t.throwsAsync(pool.openSession());
  t.is((error as { code?: string }).code, 'pool-closed');
});

test('close({ force: true }) ends everything at once, even with a session open', async (t) => {
  const pool = await ObservationPool.start({ workers: 1 });
  t.teardown(() => pool.close({ force: true }));
  const browserPid = pool.browserPid!;
  const session = await pool.openSession();
  const tree = processTree(browserPid);
  await pool.close({ force: true });
  t.deepEqual(tree.filter(isAlive), []);
  const error = await t.throwsAsync(session.observe());
  t.is((error as { code?: string }).code, 'pool-closed');
});

test('the helpers a browser leaves behind when its main process exits are ended with its process group', async (t) => {
  // A stand-in for Chromium: a group leader with two children, spawned as Playwright spawns Chromium.
  const leader = spawn('sh', ['-c', 'sleep 60 & sleep 60 & wait'], { detached: true, stdio: 'ignore' });
  const pid = leader.pid;
  if (pid === undefined) return t.fail('sh did not start');
  t.teardown(() => endProcessGroup(pid));
  const exited = new Promise((resolve) => leader.once('exit', resolve));
  let helpers: number[] = [];
  for (let tries = 0; helpers.length < 2 && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    helpers = processTree(pid).filter((p) => p !== pid);
  }
  t.is(helpers.length, 2, 'both children started');
  // The main process alone goes, as when a browser exits before its helpers.
  process.kill(pid, 'SIGKILL');
  await exited;
  t.deepEqual(helpers.filter(isAlive), helpers, 'the children outlive their leader');
  await endProcessGroup(pid);
  t.deepEqual(helpers.filter(isAlive), [], 'no process of the group is left');
});
