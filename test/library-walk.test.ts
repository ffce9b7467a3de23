// The library walk of docs/contract.md section 8, written as a user would, importing the package by name.
import test from 'ava';
import { ObservationPool } from 'lookout';
import { serveFixtures } from '../harness/fixture-server.js';

test('start, openSession, navigate, observe, act, close work exactly as the contract shows', async (t) => {
  const server = await serveFixtures();
  t.teardown(() => server.close());
  const pool = await ObservationPool.start({ workers: 2 });
  t.teardown(() => pool.close());
  const session = await pool.openSession();
  const first = await session.navigate({ url: server.url('actions/form.html') });
  const next = await session.observe();
  t.is(next.revision, first.revision + 1);
  const ref = next.controls.find((c) => c.name === 'Add')!.ref;
  const acted = await session.act({ ref, action: 'click' });
  t.deepEqual(acted.postcondition, { navigated: false, evidenceChanged: true });
  // The ref lasts while its control stays the same; a new document gives new refs.
  t.deepEqual((await session.act({ ref, action: 'click' })).postcondition, { navigated: false, evidenceChanged: true });
  await session.navigate({ url: server.url('actions/form.html') });
  const error = await t.throwsAsync(session.act({ ref, action: 'click' }));
  t.is((error as { code?: string }).code, 'expired-reference');
  t.is((error as { reason?: string }).reason, 'gone');
  await session.close();
  await pool.close();
  const closed = await t.throwsAsync(session.observe());
  t.is((closed as { code?: string }).code, 'session-closed');
});
