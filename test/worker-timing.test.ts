// The worker's timing of a call (schemas/record.ts, WorkerTiming), by which the corpus bench splits the time an
// observation spends outside the page: its parts are intervals of the worker's one clock, taken one after another,
// so they fit within the task's time; frames count as frames only; and none of it reaches an observation.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { canonicalJson } from '../pool/canonical.js';
import { decodeRecord } from '../schemas/codec.js';
import type { CollectionRecord, WorkerTiming } from '../schemas/record.js';
import { openSession, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

function timingOf(t: ExecutionContext<BrowserContext>, session: { id: string }): { record: CollectionRecord; timing: WorkerTiming } {
  const record = decodeRecord<CollectionRecord>(t.context.tap.take(session.id).at(-1)!);
  if (!record.timing) throw new Error('the record carries no timing');
  return { record, timing: record.timing };
}

function checkParts(t: ExecutionContext, timing: WorkerTiming): void {
  for (const [part, ms] of Object.entries(timing)) t.true(Number.isFinite(ms) && ms >= 0, `${part} is ${ms}`);
  const parts = timing.beforeMs + timing.collectorMs + timing.protocolMs + timing.framesMs;
  t.true(parts <= timing.taskMs, `the parts (${parts} ms) fit within the task (${timing.taskMs} ms)`);
}

// One shared session: the tests run one after the other.
test.serial("an observation's record says where the worker's time went; the observation does not", async (t) => {
  const session = await shared(t);
  await session.navigate({ url: t.context.server.url('basic/shop.html') });
  t.context.tap.take(session.id);
  const observation = await session.observe();
  const { record, timing } = timingOf(t, session);
  checkParts(t, timing);
  t.true(timing.collectorMs > 0, 'the collector was called');
  t.is(timing.framesMs, 0, 'a page without frames spends nothing on them');
  // The collector's call holds its time in the page (measured by the page's clock, coarser than the worker's).
  t.true(timing.collectorMs + 1 >= record.collectMs, `collector call ${timing.collectorMs} ms, in the page ${record.collectMs} ms`);
  t.false(canonicalJson(observation).includes('collectorMs'));
  t.false('timing' in observation);
});

test.serial('frames entered count as frames', async (t) => {
  const session = await shared(t);
  await session.navigate({ url: t.context.server.url('frames/framed.html?src=frames/first.html') });
  t.context.tap.take(session.id);
  const observation = await session.observe();
  t.is(observation.frameCoverage?.framesEntered, 1, JSON.stringify(observation.frameCoverage));
  const { timing } = timingOf(t, session);
  checkParts(t, timing);
  t.true(timing.framesMs > 0, 'the frame was collected');
});

test.serial("two sessions' calls on one thread at once: each call's time counts from its own arrival", async (t) => {
  // The file's pool has one worker thread: both sessions are served by it.
  const long = await openSession(t);
  const short = await openSession(t);
  await long.navigate({ url: t.context.server.url('bound/nodes-40000.html') });
  await short.navigate({ url: t.context.server.url('basic/shop.html') });
  t.context.tap.take(long.id);
  t.context.tap.take(short.id);
  // The second call arrives while the first one's collection runs: had it restarted the first call's clock, the
  // first call's parts would not fit in its task.
  const first = long.observe();
  await new Promise((resolve) => setTimeout(resolve, 10));
  await Promise.all([first, short.observe()]);
  const { record, timing } = timingOf(t, long);
  t.true(record.collectMs > 20, `the long page's collection took ${record.collectMs} ms in the page, long enough to overlap the second call`);
  checkParts(t, timing);
  checkParts(t, timingOf(t, short).timing);
});
