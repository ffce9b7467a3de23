// Scaling out: the pool on two Playwright browser servers (Debian's Chromium) on 127.0.0.1.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { closedPort } from './helpers/ports.js';
import { chromium, type BrowserServer } from 'playwright-core';
import { ObservationPool } from '../pool/pool.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { textPart } from '../pool/canonical.js';
import { connect } from '../workers/connections.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import type { Observation } from '../schemas/observation.js';

type Context = { server: FixtureServer; browsers: BrowserServer[] };
const test = anyTest as TestFn<Context>;

async function browserServer(port?: number): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
    host: '127.0.0.1',
    port: port ?? (await closedPort()),
    wsPath: '/lookout-test',
  });
}

let shared: Promise<[BrowserServer, BrowserServer]> | undefined;

/** Two browser servers shared by the tests that never kill one: launched together when the first asks. */
function sharedPair(t: ExecutionContext<Context>): Promise<[BrowserServer, BrowserServer]> {
  shared ??= Promise.all([browserServer(), browserServer()]).then((servers) => {
    t.context.browsers.push(...servers);
    return servers;
  });
  return shared;
}

/** The canonical part without the session id, which differs by construction. */
/** The observation without what differs between any two runs: the session id and how long settling took. */
function comparable(observation: Observation): string {
  const settled = observation.settle ? { settle: { ...observation.settle, waitedMs: 0 } } : {};
  return textPart({ ...observation, session: 'x', ...settled });
}

test.before(async (t) => {
  t.context.server = await serveFixtures();
  t.context.browsers = [];
});
test.after.always(async (t) => {
  for (const b of t.context.browsers) await b.close().catch(() => undefined);
  await t.context.server?.close();
});

test.serial('sessions spread over two browser servers and observe exactly as a local browser does', async (t) => {
  // The local pool starts while the browser servers launch.
  const starting = ObservationPool.start({ workers: 1 });
  t.teardown(async () => (await starting.catch(() => undefined))?.close());
  const [a, b] = await sharedPair(t);
  const pool = await ObservationPool.start({ workers: 2, browserEndpoints: [a.wsEndpoint(), b.wsEndpoint()] });
  t.teardown(() => pool.close());
  t.is(pool.browserPid, undefined, 'no local Chromium is launched');
  const sessions = await Promise.all([1, 2, 3, 4].map(() => pool.openSession()));
  t.deepEqual(
    pool.endpointStatus.map((e) => e.sessions),
    [2, 2],
  );
  const local = await starting;
  const localSession = await local.openSession();
  for (const page of ['basic/shop.html', 'priority/forty-regions.html', 'hidden-region/clip-path.html']) {
    const url = t.context.server.url(page);
    const expected = comparable(await localSession.navigate({ url }));
    for (const session of sessions) t.is(comparable(await session.navigate({ url })), expected, `${page} on ${session.endpointUrl}`);
  }
});

test.serial('a browser server that dies fails its sessions with browser-disconnected; others serve; it is retried', async (t) => {
  // A pair of its own: this test kills one.
  const port = await closedPort();
  const [first, b] = await Promise.all([browserServer(port), browserServer()]);
  let a = first;
  t.context.browsers.push(b);
  t.teardown(() => a.close().catch(() => undefined));
  const pool = await ObservationPool.start({ workers: 2, browserEndpoints: [a.wsEndpoint(), b.wsEndpoint()] });
  t.teardown(() => pool.close());
  const onA = await pool.openSession();
  const onB = await pool.openSession();
  t.is(onA.endpointUrl, a.wsEndpoint());
  t.is(onB.endpointUrl, b.wsEndpoint());
  const url = t.context.server.url('basic/shop.html');
  await onA.navigate({ url });

  a.process().kill('SIGKILL');
  const error = await t.throwsAsync(onA.observe());
  t.is((error as { code?: string }).code, 'browser-disconnected');
  t.true(pool.endpointStatus[0]!.down);
  const again = await t.throwsAsync(onA.observe());
  t.is((again as { code?: string }).code, 'browser-disconnected', 'the session stays failed');

  const fresh = await pool.openSession();
  t.is(fresh.endpointUrl, b.wsEndpoint(), 'new sessions go to the live endpoint');
  t.is((await fresh.navigate({ url })).page.title, 'Basic shop');
  t.is((await onB.navigate({ url })).page.title, 'Basic shop');

  // The same endpoint comes back: the pool reconnects on its own, with backoff.
  a = await browserServer(port);
  const deadline = Date.now() + 20_000;
  while (pool.endpointStatus[0]!.down && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  t.false(pool.endpointStatus[0]!.down, 'the endpoint is reconnected');
  const back = await pool.openSession();
  t.is(back.endpointUrl, a.wsEndpoint(), 'the least-loaded endpoint takes the next session');
  t.is((await back.navigate({ url })).page.title, 'Basic shop');
});

test('a browser server whose Chromium was just killed is not taken for a live one, though it still accepts connections', async (t) => {
  const server = await browserServer();
  server.process().kill('SIGKILL');
  // Until the server notices the exit it hands out the dead browser: the pool once marked such an endpoint
  // reconnected, and the next session opened on it failed over to another endpoint.
  const error = await t.throwsAsync(connect(0, server.wsEndpoint(), 5_000));
  t.is((error as { code?: string }).code, 'browser-disconnected');
});

test('browserEndpoints must be ws URLs', async (t) => {
  const error = await t.throwsAsync(ObservationPool.start({ browserEndpoints: ['http://127.0.0.1:1/'] }));
  t.is((error as { code?: string }).code, 'invalid-option');
});

test.serial('conformance partitions on two browser servers give the same verdicts as locally: every case passes', async (t) => {
  const { partitions } = await import('../harness/cases/index.js');
  const { RecordTap, runPartitions } = await import('../harness/runner.js');
  const [a, b] = await sharedPair(t);
  const tap = new RecordTap();
  const pool = await ObservationPool.start({ workers: 2, browserEndpoints: [a.wsEndpoint(), b.wsEndpoint()], onRecord: tap.onRecord });
  t.teardown(() => pool.close());
  const chosen = partitions.filter((p) => p.id === 'priority' || p.id === 'tamper' || p.id === 'input-canary');
  const results = await runPartitions(pool, t.context.server, chosen, tap, { lanes: 4 });
  t.is(
    results.length,
    chosen.reduce((n, p) => n + p.cases.length, 0),
  );
  t.deepEqual(
    results.filter((r) => r?.verdict !== 'pass').map((r) => (r ? `${r.partition} > ${r.id}: ${r.failures.join('; ')}` : 'a case that did not run')),
    [],
  );
});
