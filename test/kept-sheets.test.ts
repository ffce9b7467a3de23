// What the page's style sheets declare, kept between collections (workers/sheets.ts, in-page/declared.ts): real
// Chromium on fixtures-site/sheets/. A kept fact never outlives an edit of its sheet, however the page makes it and
// whenever its event arrives; a sheet of another origin, which the page cannot read, is taught by the worker, and
// what it hides stays hidden.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { decodeRecord } from '../schemas/codec.js';
import type { Observation } from '../schemas/observation.js';
import type { CollectionRecord } from '../schemas/record.js';
import type { StyleSourceUse } from '../schemas/wire.js';
import { NextFault, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
/** Set by a test: the fault its next call runs with (the test seam). */
const fault = new NextFault();
withBrowser(test, { faults: fault.faults });
const shared = sharedSession(test);

/** The newest record's account of how the collection came by its sheets' facts. */
function sources(t: ExecutionContext<BrowserContext>, session: { id: string }): StyleSourceUse | undefined {
  const records = t.context.tap.take(session.id);
  return decodeRecord<CollectionRecord>(records.at(-1)!).styleSources;
}

function shown(observation: Observation): string {
  return [observation.text.content, ...(observation.regions ?? []).map((r) => r.summary)].join('\n');
}

/** Observes once the worker has learnt what it learns between calls (the seam waits for it). */
async function observeAfterLearning(session: Awaited<ReturnType<typeof shared>>): Promise<Observation> {
  fault.next = 'after-learning';
  return session.observe();
}

const EDITS = ['setProperty', 'styleMap', 'insertRule', 'replaceSync', 'nested', 'text', 'selectorText', 'imported'] as const;

for (const how of EDITS) {
  test.serial(`kept sheet facts: an edit (${how}) made just as the collection is sent hides the text at once`, async (t) => {
    const session = await shared(t);
    await session.navigate({ url: t.context.server.url(`sheets/edit.html?how=${how}`) });
    const before = await observeAfterLearning(session);
    t.true(shown(before).includes('SHEET-EDIT-SECRET'));
    // The sheets are kept now: the next collection reads none of them.
    const kept = sources(t, session);
    t.truthy(kept);
    t.true(kept!.kept >= 2 && kept!.read === 0 && !kept!.everything, JSON.stringify(kept));
    // The page edits a sheet just before the collection runs; its event reaches the worker after it sent the collection.
    fault.next = 'sheet-edit-at-collect';
    const after = await session.observe();
    t.false(shown(after).includes('SHEET-EDIT-SECRET'), `${how}: the edited rule hides the paragraph`);
    t.true(shown(after).includes('Always shown.'));
    const again = await session.observe();
    t.false(shown(again).includes('SHEET-EDIT-SECRET'));
  });
}

test.serial('kept sheet facts: a rule edited by a click hides its text in the action’s own observation, after a cross-site navigation', async (t) => {
  const session = await shared(t);
  // From 127.0.0.1 to localhost: another site, so another renderer, whose CSS agent must report edits as well.
  await session.navigate({ url: t.context.server.url('sheets/edit.html').replace('127.0.0.1', 'localhost') });
  await session.navigate({ url: t.context.server.url('sheets/edit.html?how=insertRule') });
  const before = await observeAfterLearning(session);
  t.true(shown(before).includes('SHEET-EDIT-SECRET'));
  const edit = before.controls.find((c) => c.name === 'Edit the sheet');
  t.truthy(edit);
  const acted = await session.act({ ref: edit!.ref, action: 'click' });
  t.false(shown(acted).includes('SHEET-EDIT-SECRET'));
  t.true(shown(acted).includes('Always shown.'));
});

test.serial('sheets of another origin: the worker teaches them between calls, and what they hide stays hidden', async (t) => {
  const session = await shared(t);
  // The navigation's own collection may find them taught already (the worker teaches while the page settles) or
  // not, and then reads every property: a sheet it cannot read may declare any. Either way nothing hidden shows.
  const first = await session.navigate({ url: t.context.server.url('sheets/cross.html') });
  for (const observation of [first, await observeAfterLearning(session)]) {
    const text = shown(observation);
    t.true(text.includes('Always shown.'));
    t.false(text.includes('CROSS-SHEET-SECRET'));
    t.false(text.includes('FIRST-LINE-SECRET'));
  }
  // Taught: the two sheets that loaded and the missing one, with the page's own.
  const taught = sources(t, session);
  t.false(taught!.everything, JSON.stringify(taught));
  t.true(taught!.kept >= 4, JSON.stringify(taught));
  // An edit of the page's own sheet moves the count: everything kept is dropped, and the sheets it cannot read are
  // taught again in the next pause.
  fault.next = 'sheet-edit-at-collect';
  const edited = await session.observe();
  t.false(shown(edited).includes('CROSS-SHEET-SECRET'));
  t.true(sources(t, session)!.everything);
  const retaught = await observeAfterLearning(session);
  t.false(shown(retaught).includes('CROSS-SHEET-SECRET'));
  t.false(shown(retaught).includes('FIRST-LINE-SECRET'));
  const again = sources(t, session);
  t.false(again!.everything, JSON.stringify(again));
});

test.serial('animations: what their keyframes name is read, not every property, and what they hide stays hidden', async (t) => {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('sheets/animated.html') });
  const used = sources(t, session);
  // A spinner runs for ever: once, any running animation made every property count as declared.
  t.false(used!.everything, JSON.stringify(used));
  for (const observation of [first, await observeAfterLearning(session)]) {
    t.true(shown(observation).includes('Loading, always shown.'));
    t.false(shown(observation).includes('ANIMATED-AWAY-SECRET'));
  }
});

test.serial('a sheet of another origin that imports by an escaped @import is never taught, and what it imports stays hidden', async (t) => {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('sheets/cross.html?import=escaped') });
  const later = await observeAfterLearning(session);
  // Parsed apart, the import would be dropped and the sheet taught as declaring nothing rare.
  t.true(sources(t, session)!.everything);
  for (const observation of [first, later]) {
    t.true(shown(observation).includes('Always shown.'));
    t.false(shown(observation).includes('CROSS-SHEET-SECRET'));
    t.false(shown(observation).includes('FIRST-LINE-SECRET'));
  }
});
