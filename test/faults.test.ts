// Issue 7: every fault is injected for real, and every call ends with an observation or a typed error.
// After each scenario the pool is closed and every Chromium process it ever started must be gone.
// Each scenario has a pool of its own and counts only the processes of that pool's browsers, so scenarios run
// side by side, a few at a time (most of their time is spent waiting for launches, timeouts and relaunches).
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ObservationPool, type InjectedFault, type PoolOptions } from '../pool/pool.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import type { Control, Observation } from '../schemas/observation.js';
import { isAlive, processTree } from '../pool/proc.js';
import { codeOf, TEST_QUIET_MS } from './helpers/context.js';
import { limiter } from './helpers/limit.js';

type Context = { server: FixtureServer };
const test = anyTest as TestFn<Context>;

/** Three scenarios at a time: their browser launches and calls stay well inside the call budgets on two cores. */
const slot = limiter(3);

/**
 * One scenario: a test that waits for a free slot before it starts its pool. A scenario with a tight call budget
 * (6 or 8 s) runs `alone` instead (test.serial: before the others, one at a time), so the launches of other
 * scenarios never slow its navigation past the budget on a loaded machine.
 */
function scenario(title: string, run: (t: ExecutionContext<Context>) => Promise<void>, { alone = false } = {}): void {
  if (alone) test.serial(title, run);
  else test(title, (t) => slot(() => run(t)));
}

test.before(async (t) => {
  t.context.server = await serveFixtures();
});
test.after.always(async (t) => {
  await t.context.server?.close();
});

interface FaultPlan {
  next: InjectedFault | undefined;
}

/** A pool whose next collecting call fails at `plan.next`; closed, and its processes checked, at teardown. */
async function startPool(t: ExecutionContext<Context>, options: PoolOptions = {}): Promise<{ pool: ObservationPool; plan: FaultPlan }> {
  const plan: FaultPlan = { next: undefined };
  const pool = await ObservationPool.start({
    workers: 1,
    // Roomy: a loaded machine must not turn a slow navigation into a timeout. Hang tests set their own.
    callTimeoutMs: 20_000,
    // No scenario is about settling.
    settleQuietMs: TEST_QUIET_MS,
    faults: () => {
      const fault = plan.next;
      plan.next = undefined;
      return fault;
    },
    ...options,
  });
  t.teardown(() => pool.close({ force: true }));
  return { pool, plan };
}

/** Closes the pool and checks that no process of any browser it launched is left. */
async function closeAndCount(t: ExecutionContext, pool: ObservationPool): Promise<void> {
  const trees = pool.browserPids.flatMap((pid) => processTree(pid));
  t.true(pool.browserPids.length > 0, 'the pool launched a browser');
  await pool.close();
  const left = [...pool.browserPids, ...trees].filter(isAlive);
  t.deepEqual(left, [], 'no Chromium process outlives its pool');
}

function control(observation: Observation, name: string): Control {
  const found = observation.controls.find((c) => c.name === name);
  if (!found) throw new Error(`no control named ${name}`);
  return found;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  // A replacement worker launches its own Chromium: on a loaded machine that takes tens of seconds.
  const deadline = Date.now() + 120_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const fault of ['worker-throw', 'worker-exit'] as const) {
  scenario(`a worker thread that dies mid-task (${fault}) fails with worker-crashed and is replaced`, async (t) => {
    const { pool, plan } = await startPool(t, { workers: 2 });
    const url = t.context.server.url('basic/shop.html');
    const victim = await pool.openSession();
    const bystander = await pool.openSession();
    t.not(victim.workerId, bystander.workerId, 'the two sessions live on different workers');
    await victim.navigate({ url });
    await bystander.navigate({ url });
    const deadThread = victim.workerId;

    plan.next = fault;
    t.is(await codeOf(victim.observe()), 'worker-crashed', 'the running task rejects with worker-crashed');
    t.is(await codeOf(victim.observe()), 'worker-crashed', 'the dead worker’s sessions fail with the same code');
    t.is((await bystander.observe()).revision, 2, 'a session on the other worker goes on');

    await until(() => pool.workerIds.length === 2, 'a replacement worker');
    t.false(pool.workerIds.includes(deadThread), 'the dead thread is gone from the pool');
    const fresh = await pool.openSession();
    t.is((await fresh.navigate({ url })).page.title, 'Basic shop');
    await closeAndCount(t, pool);
  });
}

scenario('a killed browser fails its sessions with browser-crashed; the pool relaunches it', async (t) => {
  const { pool } = await startPool(t);
  const url = t.context.server.url('basic/shop.html');
  const session = await pool.openSession();
  await session.navigate({ url });
  const first = pool.browserPid!;
  const firstTree = processTree(first);

  process.kill(first, 'SIGKILL');
  t.is(await codeOf(session.observe()), 'browser-crashed');
  t.is(await codeOf(session.observe()), 'browser-crashed', 'the session stays failed: its page is gone');

  const later = await pool.openSession();
  t.is((await later.navigate({ url })).page.title, 'Basic shop', 'later sessions work on the relaunched browser');
  t.not(pool.browserPid, first);
  t.deepEqual(pool.browserPids.slice(0, 1), [first]);
  t.deepEqual(firstTree.filter(isAlive), [], 'every process of the killed browser ended');
  await closeAndCount(t, pool);
});

scenario('a session opened right after the browser is killed waits for the relaunch instead of failing', async (t) => {
  const { pool } = await startPool(t);
  const url = t.context.server.url('basic/shop.html');
  for (let round = 0; round < 2; round++) {
    const session = await pool.openSession();
    await session.navigate({ url });
    const killed = pool.browserPid!;
    // No call in between: the pool may not have seen the browser's exit when openSession runs.
    process.kill(killed, 'SIGKILL');
    const later = await pool.openSession();
    t.is((await later.navigate({ url })).page.title, 'Basic shop', `round ${round}: the new session works on the relaunched browser`);
    t.not(pool.browserPid, killed);
  }
  await closeAndCount(t, pool);
});

scenario('a crashed renderer fails the call with page-crashed; the session goes on on a fresh page', async (t) => {
  const { pool, plan } = await startPool(t);
  const url = t.context.server.url('basic/shop.html');
  const session = await pool.openSession();
  await session.navigate({ url });
  plan.next = 'page-crash';
  t.is(await codeOf(session.observe()), 'page-crashed');
  t.is(session.revision, 1, 'no revision was published by the crashed call');
  const again = await session.navigate({ url });
  t.is(again.revision, 2);
  t.is(again.page.title, 'Basic shop');
  await closeAndCount(t, pool);
});

scenario(
  'a click handler that spins forever times out within the call budget; the script is stopped',
  async (t) => {
    const { pool } = await startPool(t, { callTimeoutMs: 8_000 });
    const session = await pool.openSession();
    const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
    t.is(await codeOf(session.act({ ref: control(first, 'Spin forever').ref, action: 'click' })), 'timeout');
    const after = await session.observe();
    t.is(after.revision, 2, 'the page answers again: the spinning script was terminated');
    t.true(after.text.content.includes('idle'));
    await closeAndCount(t, pool);
  },
  { alone: true },
);

scenario(
  'a page-side promise that never settles does not stall the session',
  async (t) => {
    const { pool } = await startPool(t, { callTimeoutMs: 8_000 });
    const session = await pool.openSession();
    const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
    const next = await session.act({ ref: control(first, 'Wait forever').ref, action: 'click' });
    t.true(next.text.content.includes('waiting'));
    await closeAndCount(t, pool);
  },
  { alone: true },
);

scenario(
  'a navigation whose response never comes times out, and the session is usable after',
  async (t) => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t.teardown(() => {
      silent.closeAllConnections();
      silent.close();
    });
    const { pool } = await startPool(t, { callTimeoutMs: 6_000 });
    const session = await pool.openSession();
    const port = (silent.address() as AddressInfo).port;
    t.is(await codeOf(session.navigate({ url: `http://127.0.0.1:${port}/never` })), 'timeout');
    const observation = await session.navigate({ url: t.context.server.url('basic/shop.html') });
    t.is(observation.revision, 1);
    await closeAndCount(t, pool);
  },
  { alone: true },
);

scenario('alert, confirm, prompt and beforeunload never stall a worker', async (t) => {
  const { pool } = await startPool(t);
  const session = await pool.openSession();
  // The page alerts while it loads.
  let observation = await session.navigate({ url: t.context.server.url('faults/dialogs.html') });
  t.is(observation.page.title, 'Dialogs everywhere');
  observation = await session.act({ ref: control(observation, 'Confirm').ref, action: 'click' });
  t.true(observation.text.content.includes('declined'), 'confirm is dismissed');
  observation = await session.act({ ref: control(observation, 'Prompt').ref, action: 'click' });
  t.true(observation.text.content.includes('prompt: null'), 'prompt is dismissed');
  observation = await session.act({ ref: control(observation, 'Alert').ref, action: 'click' });
  t.true(observation.text.content.includes('alerted'));
  // The clicks gave the page user activation, so its beforeunload handler asks before leaving.
  const away = await session.navigate({ url: t.context.server.url('basic/shop.html') });
  t.is(away.page.title, 'Basic shop', 'beforeunload is accepted: the navigation goes ahead');
  await closeAndCount(t, pool);
});

scenario('AbortSignal cancels a queued call before it runs and a running one at once', async (t) => {
  // The pool's fault hook is called when a collecting call starts to run: it tells running from queued.
  const started: string[] = [];
  const { pool } = await startPool(t, {
    callTimeoutMs: 20_000,
    faults: ({ op }) => {
      started.push(op);
      return undefined;
    },
  });
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });

  // Running: the page spins; aborting stops the call and the script, long before the 20 s budget.
  const running = new AbortController();
  const spinning = session.act({ ref: control(first, 'Spin forever').ref, action: 'click', signal: running.signal });
  // Queued behind it: aborted before its turn, it never runs.
  const queued = new AbortController();
  const waiting = session.observe({ signal: queued.signal });
  const afterwards = session.observe();
  queued.abort();
  t.is(await codeOf(waiting), 'aborted');
  for (let i = 0; i < 100 && !started.includes('act'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  t.deepEqual(started, ['navigate', 'act'], 'the act runs; the aborted observe never started');
  running.abort();
  t.is(await codeOf(spinning), 'aborted', 'a running call ends as aborted, not as timeout');
  const next = await afterwards;
  t.is(next.revision, 2, 'neither aborted call published a revision');
  t.deepEqual(started, ['navigate', 'act', 'observe'], 'only the call queued after them ran');

  const already = new AbortController();
  already.abort();
  t.is(await codeOf(session.observe({ signal: already.signal })), 'aborted', 'an already-aborted signal never starts a call');
  t.is(session.revision, 2);
  t.is(started.length, 3);
  await closeAndCount(t, pool);
});

scenario('interrupt() ends running and queued calls as aborted, refuses later ones, and the pool still closes cleanly', async (t) => {
  const { pool } = await startPool(t, { callTimeoutMs: 20_000 });
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
  const spinning = session.act({ ref: control(first, 'Spin forever').ref, action: 'click' });
  const queued = session.observe();
  await new Promise((resolve) => setTimeout(resolve, 300));
  pool.interrupt();
  t.deepEqual(await Promise.all([codeOf(spinning), codeOf(queued)]), ['aborted', 'aborted']);
  t.is(await codeOf(session.observe()), 'aborted', 'a call after the interrupt is refused');
  t.is(session.revision, 1);
  await closeAndCount(t, pool);
});

scenario('maxQueue refuses overflow with queue-full, and backpressure is observable', async (t) => {
  const { pool } = await startPool(t, { maxQueue: 3 });
  const session = await pool.openSession();
  await session.navigate({ url: t.context.server.url('basic/shop.html') });
  const events: string[] = [];
  pool.on('saturated', (pending) => events.push(`saturated ${pending}`));
  pool.on('drain', (pending) => events.push(`drain ${pending}`));

  const calls = Array.from({ length: 5 }, () => session.observe());
  t.is(pool.pending, 3);
  const capacity = pool.waitForCapacity();
  const codes = await Promise.all(calls.map(codeOf));
  t.deepEqual(codes, ['resolved', 'resolved', 'resolved', 'queue-full', 'queue-full']);
  await capacity;
  t.deepEqual(events, ['saturated 3', 'drain 2']);
  t.is(pool.pending, 0);
  t.is((await session.observe()).revision, 5, 'the pool takes calls again');
  await closeAndCount(t, pool);
});

scenario('close() lets accepted calls finish and refuses new ones', async (t) => {
  const { pool } = await startPool(t);
  const session = await pool.openSession();
  await session.navigate({ url: t.context.server.url('basic/shop.html') });
  const inFlight = session.observe();
  const closing = closeAndCount(t, pool);
  t.is(await codeOf(session.observe()), 'pool-closed', 'a call after close() began is refused');
  t.is((await inFlight).revision, 2, 'the accepted call finished');
  await closing;
});

scenario('close() gives up on a stuck call after its timeout; close({ force }) does not wait', async (t) => {
  const { pool } = await startPool(t, { callTimeoutMs: 60_000 });
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
  const stuck = session.act({ ref: control(first, 'Spin forever').ref, action: 'click' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const trees = pool.browserPids.flatMap((pid) => processTree(pid));
  await pool.close({ timeoutMs: 500 });
  t.is(await codeOf(stuck), 'pool-closed');
  t.deepEqual(trees.filter(isAlive), []);

  const { pool: other } = await startPool(t, { callTimeoutMs: 60_000 });
  const spinning = await other.openSession();
  const page = await spinning.navigate({ url: t.context.server.url('faults/spin.html') });
  const hung = spinning.act({ ref: control(page, 'Spin forever').ref, action: 'click' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const otherTrees = other.browserPids.flatMap((pid) => processTree(pid));
  await other.close({ force: true });
  t.is(await codeOf(hung), 'pool-closed');
  t.deepEqual(otherTrees.filter(isAlive), []);
});
