// The expiry partition: refs and cursors of earlier revisions, region refs, forged and malformed refs.
import anyTest, { type TestFn } from 'ava';
import type { Observation } from '../schemas/observation.js';
import { openSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

const codeOf = async (promise: Promise<unknown>): Promise<string | undefined> => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

function button(observation: Observation, name: string): string {
  const control = observation.controls.find((c) => c.name === name);
  if (!control) throw new Error(`no control ${name}`);
  return control.ref;
}

test('expiry > a control ref of an earlier revision fails with expired-reference; the current one works', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/form.html') });
  const second = await session.observe();
  t.not(button(first, 'Add'), button(second, 'Add'), 'refs are never issued twice');
  t.is(await codeOf(session.act({ ref: button(first, 'Add'), action: 'click' })), 'expired-reference');
  const after = await session.act({ ref: button(second, 'Add'), action: 'click' });
  t.is(after.postcondition?.evidenceChanged, true);
});

test('expiry > refs are never issued twice in a session, across revisions and navigations', async (t) => {
  const session = await openSession(t);
  const seen = new Set<string>();
  const observations = [
    await session.navigate({ url: t.context.server.url('actions/form.html') }),
    await session.observe(),
    await session.navigate({ url: t.context.server.url('actions/next.html') }),
    await session.navigate({ url: t.context.server.url('actions/form.html') }),
  ];
  for (const o of observations) {
    for (const item of [...o.controls, ...(o.regions ?? [])]) {
      t.false(seen.has(item.ref), `${item.ref} issued twice`);
      seen.add(item.ref);
    }
  }
});

test('expiry > a region ref given to act fails with not-actionable', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/form.html') });
  const region = first.regions?.[0];
  if (!region) return t.fail('the page has regions');
  t.is(await codeOf(session.act({ ref: region.ref, action: 'click' })), 'not-actionable');
  t.is(await codeOf(session.observe({ cursor: region.ref })), 'not-actionable', 'nor as a cursor');
  t.is(session.revision, first.revision);
});

test('expiry > forged and malformed refs fail with unknown-reference', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/form.html') });
  for (const forged of ['e999999', 'g999999', 'e0', '', 'E1', 'e1; drop', '../e1', 'x'.repeat(10_000)]) {
    t.is(await codeOf(session.act({ ref: forged, action: 'click' })), 'unknown-reference', JSON.stringify(forged.slice(0, 20)));
  }
  t.is(await codeOf(session.observe({ cursor: 'c1.999' })), 'unknown-reference');
  t.is(session.revision, first.revision);
});

test('expiry > a ref before any observation is unknown-reference', async (t) => {
  const session = await openSession(t);
  t.is(await codeOf(session.act({ ref: 'e1', action: 'click' })), 'unknown-reference');
});

test('expiry > refs from before a navigation or a reload have expired', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/form.html') });
  await session.navigate({ url: t.context.server.url('actions/next.html') });
  t.is(await codeOf(session.act({ ref: button(first, 'Add'), action: 'click' })), 'expired-reference');
  const reloaded = await session.navigate({ url: t.context.server.url('actions/form.html') });
  const again = await session.navigate({ url: t.context.server.url('actions/form.html') });
  t.is(await codeOf(session.act({ ref: button(reloaded, 'Add'), action: 'click' })), 'expired-reference');
  t.is((await session.act({ ref: button(again, 'Add'), action: 'click' })).postcondition?.evidenceChanged, true);
});

test('expiry > a stale cursor fails with expired-reference; the current one pages on', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/many.html') });
  const cursor = first.continuation?.cursor;
  if (!cursor) return t.fail('450 controls need a continuation');
  await session.observe();
  t.is(await codeOf(session.observe({ cursor })), 'expired-reference');
});

test('expiry > look-alike attributes and globals planted by the page change nothing', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/lookalike.html') });
  t.deepEqual(
    first.controls.map((c) => c.name),
    ['Real button', 'Decoy button'],
  );
  const after = await session.act({ ref: button(first, 'Real button'), action: 'click' });
  t.is(after.regions?.find((r) => r.kind === 'status')?.summary, 'Real pressed');
  t.false(JSON.stringify(after).includes('forged'));
});
