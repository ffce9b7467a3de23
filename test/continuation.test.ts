import anyTest, { type TestFn } from 'ava';
import { openSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

test('controls beyond the page size are reached through continuation, without collecting again', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/many.html') });
  t.is(first.controls.length, 200);
  t.is(first.continuation?.remaining, 250);
  const second = await session.observe({ cursor: first.continuation!.cursor });
  t.is(second.revision, first.revision, 'a continuation page repeats its revision');
  t.deepEqual(second.regions, first.regions);
  t.deepEqual(second.text, first.text);
  t.is(second.controls.length, 200);
  t.is(second.controls[0]?.name, 'Item 201');
  t.is(second.continuation?.remaining, 50);
  const third = await session.observe({ cursor: second.continuation!.cursor });
  t.is(third.controls.length, 50);
  t.is(third.controls.at(-1)?.name, 'Item 450');
  t.is(third.continuation, null);
  t.is(session.revision, first.revision);
  const names = [...first.controls, ...second.controls, ...third.controls].map((c) => c.name);
  t.deepEqual(
    names,
    Array.from({ length: 450 }, (_, i) => `Item ${i + 1}`),
  );
  // A control of a continuation page belongs to the current revision: it can be acted on.
  const pressed = await session.act({ ref: third.controls.at(-1)!.ref, action: 'click' });
  t.is(pressed.regions?.find((r) => r.kind === 'status')?.summary, 'Pressed item 450');
});

test('a smaller canonical bound drops controls from the end and keeps them reachable', async (t) => {
  const pool = await (await import('../pool/pool.js')).ObservationPool.start({ workers: 1, maxBytes: 4096 });
  t.teardown(() => pool.close());
  const session = await pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('actions/many.html') });
  t.true(first.controls.length < 200);
  t.true((first.omitted?.controls ?? 0) > 0);
  const names = first.controls.map((c) => c.name);
  let continuation = first.continuation;
  while (continuation) {
    const next = await session.observe({ cursor: continuation.cursor });
    names.push(...next.controls.map((c) => c.name));
    continuation = next.continuation;
  }
  t.deepEqual(
    names,
    Array.from({ length: 450 }, (_, i) => `Item ${i + 1}`),
  );
});
