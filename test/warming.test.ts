// Warming a new document's collector between calls (workers/warming.ts; docs/contract.md, "Settling"): while the
// caller thinks, the worker runs the collector over slices of the document, keeping nothing, until the document
// had the warm-ups its wait had no time for; then it stops. Real Chromium on fixtures-site/settle/. The records'
// `warmUps` say what ran; no timing is asserted.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { decodeRecord } from '../schemas/codec.js';
import type { Observation } from '../schemas/observation.js';
import type { CollectionRecord } from '../schemas/record.js';
import { NextFault, openSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
/** Set by a test: the fault its next call runs with (the test seam). */
const fault = new NextFault();
withBrowser(test, { faults: fault.faults });

function lastRecord(t: ExecutionContext<BrowserContext>, session: { id: string }): CollectionRecord {
  return decodeRecord<CollectionRecord>(t.context.tap.take(session.id).at(-1)!);
}

/** What an agent reads of an observation: its controls with their refs, and its text. */
function seen(observation: Observation): unknown {
  return { controls: observation.controls, text: observation.text.content };
}

test.serial('a new document is warmed between calls until it had its warm-ups, and the warm-ups keep nothing', async (t) => {
  const session = await openSession(t);
  await session.navigate({ url: t.context.server.url('settle/late-alert.html?quiet') });
  const navigated = lastRecord(t, session);
  const nodes = navigated.regionCoverage!.scannedNodes;
  t.true(nodes > 2000, `the page is long enough to be warmed in several slices (${nodes} nodes)`);
  t.deepEqual(navigated.warmUps?.slices, 0, 'nothing ran between calls before the navigation answered');
  const inWait = navigated.warmUps!.inWait;
  // The seam waits for what the worker does between calls before it takes the observe.
  fault.next = 'after-learning';
  const warmed = await session.observe();
  const after = lastRecord(t, session).warmUps!;
  t.log(JSON.stringify({ nodes, inWait, after }));
  t.true(after.slices >= 1, `the document was warmed between calls (${JSON.stringify(after)})`);
  // As many nodes as two whole warm-ups scan, with those of the wait, unless the document's share of slices or
  // time between calls ran out.
  const enough = after.slicedNodes + inWait * nodes >= 2 * nodes || after.slices >= 24 || after.slicedMs >= 400;
  t.true(enough, `${JSON.stringify(after)}, ${nodes} nodes a collection`);
  t.true(after.slicedNodes > 0);
  // Once warm, the document is left alone: the next pause warms nothing.
  fault.next = 'after-learning';
  const again = await session.observe();
  t.deepEqual(lastRecord(t, session).warmUps, after);
  // Nothing of the warm-ups is kept: the observations read the same controls, refs and text.
  t.deepEqual(seen(warmed), seen(again));
  t.true(warmed.controls.some((c) => c.name === 'Item 1'));
  // A new document starts over.
  await session.navigate({ url: t.context.server.url('settle/nothing.html') });
  t.is(lastRecord(t, session).warmUps?.slices, 0);
});

test.serial('an alert that opens while the worker warms between calls is reported to the next call, which can answer it', async (t) => {
  const session = await openSession(t, { dialogs: 'ask' });
  await session.navigate({ url: t.context.server.url('settle/late-alert.html') });
  // The alert opens 200 ms after the load, while slices of the 400-item list run (or just after them).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const held = await session.observe();
  t.deepEqual(
    held.dialogs?.map((d) => [d.kind, d.message, d.state]),
    [['alert', 'Late notice', 'open']],
  );
  const answered = await session.answerDialog({ accept: true });
  t.is(answered.dialogs?.at(-1)?.state, 'accepted');
  t.true(answered.controls.some((c) => c.name === 'Item 1'));
  fault.next = 'after-learning';
  const later = await session.observe();
  t.true(later.controls.some((c) => c.name === 'Item 1'));
});
