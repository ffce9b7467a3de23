import anyTest, { type TestFn } from 'ava';
import { decodeRecord } from '../schemas/codec.js';
import type { CollectionRecord } from '../schemas/record.js';
import { ObservationPool } from '../pool/pool.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';

const test = anyTest as TestFn<{
  pool: ObservationPool;
  server: FixtureServer;
  threads: Map<string, number[]>;
  records: { session: string; tool: string; record: CollectionRecord }[];
}>;

test.before(async (t) => {
  const threads = new Map<string, number[]>();
  t.context.threads = threads;
  const records: { session: string; tool: string; record: CollectionRecord }[] = [];
  t.context.records = records;
  t.context.server = await serveFixtures();
  t.context.pool = await ObservationPool.start({
    workers: 2,
    onRecord: (bytes, { session, tool }) => {
      const record = decodeRecord<CollectionRecord>(bytes);
      threads.set(session, [...(threads.get(session) ?? []), record.thread]);
      records.push({ session, tool, record });
    },
  });
});
test.after.always(async (t) => {
  await t.context.pool?.close();
  await t.context.server?.close();
});

test('sessions spread over both workers and observe at the same time', async (t) => {
  const { pool, server } = t.context;
  t.is(pool.workerIds.length, 2);
  const a = await pool.openSession();
  const b = await pool.openSession();
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  t.not(a.workerId, b.workerId, 'the second session goes to the idle worker');
  const [first, second] = await Promise.all([a.navigate({ url: server.url('basic/shop.html') }), b.navigate({ url: server.url('index.html') })]);
  t.is(first.page.title, 'Basic shop');
  t.is(second.page.title, 'Lookout fixture site');
  t.is(first.session, a.id);
  t.is(second.session, b.id);
});

test('every call of a session runs on the worker it was pinned to', async (t) => {
  const { pool, server, threads } = t.context;
  const sessions = await Promise.all([pool.openSession(), pool.openSession(), pool.openSession()]);
  t.teardown(() => Promise.all(sessions.map((s) => s.close())));
  await Promise.all(
    sessions.map(async (s) => {
      await s.navigate({ url: server.url('basic/shop.html') });
      await s.observe();
      await s.observe();
    }),
  );
  for (const s of sessions) {
    t.deepEqual(threads.get(s.id), [s.workerId, s.workerId, s.workerId], `session ${s.id} stayed on thread ${s.workerId}`);
  }
});

test('calls on one session run in order, one at a time', async (t) => {
  const { pool, server } = t.context;
  const session = await pool.openSession();
  t.teardown(() => session.close());
  const calls = [session.navigate({ url: server.url('basic/shop.html') }), session.observe(), session.observe()];
  const revisions = (await Promise.all(calls)).map((o) => o.revision);
  t.deepEqual(revisions, [1, 2, 3]);
});

// Serial: it runs before the others, so the spread test still finds both workers idle.
test.serial('onRecord receives the raw record of every collection, and none for a continuation page', async (t) => {
  const { pool, server, records } = t.context;
  const session = await pool.openSession();
  t.teardown(() => session.close());
  const mine = () => records.filter((r) => r.session === session.id);
  const first = await session.navigate({ url: server.url('actions/many.html') });
  const cursor = first.continuation?.cursor;
  if (!cursor) return t.fail('the many-controls page has a second page of controls');
  await session.observe({ cursor });
  await session.observe();
  t.deepEqual(
    mine().map((r) => [r.tool, r.record.tool]),
    [
      ['navigate', 'navigate'],
      ['observe', 'observe'],
    ],
    'one record per collection, with the tool that made it; the cursor collected nothing',
  );
  t.true(mine().every((r) => r.record.controls.length >= first.controls.length));
  t.is(new Set(mine().map((r) => r.record.candidate)).size, 2, 'each collection has its own candidate');
});
