// Issue 7: every fault is injected for real, and every call ends with an observation or a typed error.
// After each pool is closed, every Chromium process it ever started must be gone.
// Scenarios that leave their pool working share one (a pool and its first page cost a few CPU-seconds, and the
// suite's time is CPU): serial, in the order written, and the pool is closed and counted after them all. The
// others have a pool of their own, count only that pool's processes and run side by side, a few at a time (most
// of their time is spent waiting for launches and relaunches).
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { silentServer } from './helpers/ports.js';
import { originServerFor } from './helpers/origin-server.js';
import { ObservationPool, type InjectedFault, type PoolOptions } from '../pool/pool.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import type { Control, Observation } from '../schemas/observation.js';
import { isAlive, processTree } from '../pool/proc.js';
import { closeAndCount, codeOf, TEST_QUIET_MS, until } from './helpers/context.js';
import { limiter } from './helpers/limit.js';

type Context = { server: FixtureServer };
const test = anyTest as TestFn<Context>;

/** Three scenarios at a time: their browser launches and calls stay well inside the call budgets on two cores. */
const slot = limiter(3);

/** A scenario with a pool of its own: it waits for a free slot before it starts the pool. */
function scenario(title: string, run: (t: ExecutionContext<Context>) => Promise<void>): void {
  test(title, (t) => slot(() => run(t)));
}

test.before(async (t) => {
  t.context.server = await serveFixtures();
});
test.after.always(async (t) => {
  await t.context.server?.close();
});

interface Faulty {
  pool: ObservationPool;
  /** The fault the next collecting call fails at. */
  plan: { next: InjectedFault | undefined };
  /** The collecting calls that started to run, in order: the fault hook is called as each one starts. */
  started: string[];
}

function launch(options: PoolOptions): Promise<Faulty> {
  const faulty = { plan: { next: undefined as InjectedFault | undefined }, started: [] as string[] };
  return ObservationPool.start({
    workers: 1,
    // Roomy: a loaded machine must not turn a slow navigation into a timeout. Hang tests set their own.
    callTimeoutMs: 20_000,
    // No scenario is about settling.
    settleQuietMs: TEST_QUIET_MS,
    faults: ({ op }) => {
      faulty.started.push(op);
      const fault = faulty.plan.next;
      faulty.plan.next = undefined;
      return fault;
    },
    ...options,
  }).then((pool) => ({ ...faulty, pool }));
}

/** A pool of the scenario's own, closed at teardown. */
async function startPool(t: ExecutionContext<Context>, options: PoolOptions = {}): Promise<Faulty> {
  const faulty = await launch(options);
  t.teardown(() => faulty.pool.close({ force: true }));
  return faulty;
}

/**
 * A pool for serial scenarios that leave it working, started when the first asks for it. After the file's tests
 * it is closed and its processes counted (`test.after`), as a scenario's own pool is at the end of the scenario.
 */
function sharedPool(options: PoolOptions): (t: ExecutionContext<Context>) => Promise<Faulty> {
  let shared: Promise<Faulty> | undefined;
  test.after('the shared pool closes and leaves no Chromium', async (t) => {
    if (shared) await closeAndCount(t, (await shared).pool);
    else t.pass('no scenario asked for it');
  });
  test.after.always(async () => (await shared?.catch(() => undefined))?.pool.close({ force: true }));
  return () => (shared ??= launch(options));
}

// A replacement worker launches its own Chromium: on a loaded machine that takes tens of seconds.
const REPLACEMENT_MS = 120_000;

/**
 * faults/spin.html with a ping: its spinning handler requests `/spinning` from a server of the test's own just
 * before it spins, so `spinning()` resolves once the page's main thread is stuck (a call is then really running).
 */
async function spinPage(t: ExecutionContext<Context>): Promise<{ url: string; spinning(): Promise<void> }> {
  const pinged = await originServerFor(t);
  return {
    url: `${t.context.server.url('faults/spin.html')}?ping=${encodeURIComponent(`${pinged.origin}/spinning`)}`,
    spinning: () => until(() => pinged.hits.includes('/spinning'), 'the click handler to start spinning', 20_000),
  };
}

function control(observation: Observation, name: string): Control {
  const found = observation.controls.find((c) => c.name === name);
  if (!found) throw new Error(`no control named ${name}`);
  return found;
}

scenario('a worker thread that dies mid-task (throwing, then exiting) fails with worker-crashed, takes its browser with it and is replaced', async (t) => {
  const { pool, plan } = await startPool(t, { workers: 2 });
  const url = t.context.server.url('basic/shop.html');
  for (const fault of ['worker-throw', 'worker-exit'] as const) {
    const victim = await pool.openSession();
    const bystander = await pool.openSession();
    t.not(victim.workerId, bystander.workerId, `${fault}: the two sessions live on different workers`);
    await victim.navigate({ url });
    await bystander.navigate({ url });
    const deadThread = victim.workerId;
    const browsers = pool.browserPids.filter(isAlive);
    const trees = browsers.map((pid) => processTree(pid));

    plan.next = fault;
    t.is(await codeOf(victim.observe()), 'worker-crashed', `${fault}: the running task rejects with worker-crashed`);
    t.is(await codeOf(victim.observe()), 'worker-crashed', `${fault}: the dead worker’s sessions fail with the same code`);
    t.is((await bystander.observe()).revision, 2, `${fault}: a session on the other worker goes on`);

    await until(() => pool.workerIds.length === 2 && pool.browserPids.filter(isAlive).length === 2, 'a replacement worker and its browser', REPLACEMENT_MS);
    t.false(pool.workerIds.includes(deadThread), `${fault}: the dead thread is gone from the pool`);
    // One of the two browsers was the dead thread's: it ended with every process of its tree; the other serves on.
    const gone = browsers.filter((pid) => !isAlive(pid));
    t.is(gone.length, 1, `${fault}: the dead thread's browser ended, the other did not`);
    await until(() => trees[browsers.indexOf(gone[0]!)]!.every((pid) => !isAlive(pid)), 'the dead browser’s helpers to end', REPLACEMENT_MS);
    t.is(pool.browserPids.filter((pid) => !browsers.includes(pid) && isAlive(pid)).length, 1, `${fault}: the replacement launched a browser of its own`);
    const fresh = await pool.openSession();
    t.is((await fresh.navigate({ url })).page.title, 'Basic shop');
    await Promise.all([victim.close(), bystander.close(), fresh.close()]);
  }
  await closeAndCount(t, pool);
});

scenario(
  'a killed browser fails its sessions with browser-crashed; the pool relaunches it, and a session opened right after a kill waits for the relaunch',
  async (t) => {
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

    // No call in between: the pool may not have seen the browser's exit when openSession runs.
    const killed = pool.browserPid!;
    process.kill(killed, 'SIGKILL');
    const right = await pool.openSession();
    t.is((await right.navigate({ url })).page.title, 'Basic shop', 'a session opened right after the kill works on the relaunched browser');
    t.not(pool.browserPid, killed);
    await closeAndCount(t, pool);
  },
);

// Scenarios with a tight call budget share a pool and run before the others, one at a time, so that the launches
// of other scenarios never slow their navigations past the budget on a loaded machine.
const tight = sharedPool({ callTimeoutMs: 8_000 });

test.serial('a click handler that spins forever times out within the call budget; the script is stopped', async (t) => {
  const { pool } = await tight(t);
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
  t.is(await codeOf(session.act({ ref: control(first, 'Spin forever').ref, action: 'click' })), 'timeout');
  const after = await session.observe();
  t.is(after.revision, 2, 'the page answers again: the spinning script was terminated');
  t.true(after.text.content.includes('idle'));
  await session.close();
});

test.serial('a page-side promise that never settles does not stall the session', async (t) => {
  const { pool } = await tight(t);
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
  const next = await session.act({ ref: control(first, 'Wait forever').ref, action: 'click' });
  t.true(next.text.content.includes('waiting'));
  await session.close();
});

test.serial('a navigation whose response never comes times out, and the session is usable after', async (t) => {
  const silent = await silentServer(t);
  const { pool } = await tight(t);
  const session = await pool.openSession();
  t.is(await codeOf(session.navigate({ url: `${silent.url}never` })), 'timeout');
  const observation = await session.navigate({ url: t.context.server.url('basic/shop.html') });
  t.is(observation.revision, 1);
  await session.close();
});

// Scenarios that leave a working pool behind share one more, with a roomy budget.
const steady = sharedPool({});

test.serial('a crashed renderer fails the call with page-crashed; the session goes on on a fresh page', async (t) => {
  const { pool, plan } = await steady(t);
  const url = t.context.server.url('basic/shop.html');
  const session = await pool.openSession();
  await session.navigate({ url });
  plan.next = 'page-crash';
  t.is(await codeOf(session.observe()), 'page-crashed');
  t.is(session.revision, 1, 'no revision was published by the crashed call');
  const again = await session.navigate({ url });
  t.is(again.revision, 2);
  t.is(again.page.title, 'Basic shop');
  await session.close();
});

test.serial(
  'a crashed renderer of a frame of another site ends the page too (Playwright takes its page for crashed): page-crashed, and the session goes on',
  async (t) => {
    const { pool, plan } = await steady(t);
    const url = t.context.server.url('frames/framed.html?src=basic/shop.html&cross=1');
    const session = await pool.openSession();
    const first = await session.navigate({ url });
    t.is(first.frameCoverage?.byFrame?.[0]?.state, 'entered', 'the frame runs in a process of its own and is entered');
    plan.next = 'frame-crash';
    t.is(await codeOf(session.observe()), 'page-crashed');
    t.is(session.revision, 1, 'no revision was published by the crashed call');
    const again = await session.navigate({ url });
    t.is(again.revision, 2);
    t.is(again.frameCoverage?.byFrame?.[0]?.state, 'entered', 'the fresh page enters its frame again');
    await session.close();
  },
);

test.serial('alert, confirm, prompt and beforeunload never stall a worker', async (t) => {
  const { pool } = await steady(t);
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
  await session.close();
});

test.serial('AbortSignal cancels a queued call before it runs and a running one at once', async (t) => {
  // The pool's fault hook is called when a collecting call starts to run: it tells running from queued.
  const { pool, started } = await steady(t);
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('faults/spin.html') });
  started.length = 0;

  // Running: the page spins; aborting stops the call and the script, long before the 20 s budget.
  const running = new AbortController();
  const spinning = session.act({ ref: control(first, 'Spin forever').ref, action: 'click', signal: running.signal });
  // Queued behind it: aborted before its turn, it never runs.
  const queued = new AbortController();
  const waiting = session.observe({ signal: queued.signal });
  const afterwards = session.observe();
  queued.abort();
  t.is(await codeOf(waiting), 'aborted');
  await until(() => started.includes('act'), 'the act to start running', 5_000);
  t.deepEqual(started, ['act'], 'the act runs; the aborted observe never started');
  running.abort();
  t.is(await codeOf(spinning), 'aborted', 'a running call ends as aborted, not as timeout');
  const next = await afterwards;
  t.is(next.revision, 2, 'neither aborted call published a revision');
  t.deepEqual(started, ['act', 'observe'], 'only the call queued after them ran');

  const already = new AbortController();
  already.abort();
  t.is(await codeOf(session.observe({ signal: already.signal })), 'aborted', 'an already-aborted signal never starts a call');
  t.is(session.revision, 2);
  t.is(started.length, 2);
  await session.close();
});

scenario('interrupt() ends running and queued calls as aborted, refuses later ones, and the pool still closes cleanly', async (t) => {
  const { pool } = await startPool(t, { callTimeoutMs: 20_000 });
  const session = await pool.openSession();
  const spin = await spinPage(t);
  const first = await session.navigate({ url: spin.url });
  const spinning = session.act({ ref: control(first, 'Spin forever').ref, action: 'click' });
  const queued = session.observe();
  await spin.spinning();
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
  const spin = await spinPage(t);
  const first = await session.navigate({ url: spin.url });
  const stuck = session.act({ ref: control(first, 'Spin forever').ref, action: 'click' });
  await spin.spinning();
  const trees = pool.browserPids.flatMap((pid) => processTree(pid));
  await pool.close({ timeoutMs: 500 });
  t.is(await codeOf(stuck), 'pool-closed');
  t.deepEqual(trees.filter(isAlive), []);

  const { pool: other } = await startPool(t, { callTimeoutMs: 60_000 });
  const spinning = await other.openSession();
  const otherSpin = await spinPage(t);
  const page = await spinning.navigate({ url: otherSpin.url });
  const hung = spinning.act({ ref: control(page, 'Spin forever').ref, action: 'click' });
  await otherSpin.spinning();
  const otherTrees = other.browserPids.flatMap((pid) => processTree(pid));
  await other.close({ force: true });
  t.is(await codeOf(hung), 'pool-closed');
  t.deepEqual(otherTrees.filter(isAlive), []);
});
