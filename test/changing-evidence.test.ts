// The changing-evidence partition: progress is a change of semantic evidence, never ref churn, and
// never what a region's text claims.
import anyTest, { type TestFn } from 'ava';
import { evidenceChanged } from '../pool/evidence.js';
import type { Observation } from '../schemas/observation.js';
import { openSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

const refOf = (o: Observation, name: string): string => o.controls.find((c) => c.name === name)!.ref;

test('changing-evidence > the same page observed twice is no progress', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/evidence.html') });
  const second = await session.observe();
  t.notDeepEqual(first.controls.map((c) => c.ref), second.controls.map((c) => c.ref), 'refs churned');
  t.false(evidenceChanged(first, second));
});

test('changing-evidence > a status update is progress', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/evidence.html') });
  const after = await session.act({ ref: refOf(first, 'Update total'), action: 'click' });
  t.deepEqual(after.postcondition, { navigated: false, evidenceChanged: true });
  t.true(evidenceChanged(first, after));
});

test('changing-evidence > a re-render that only replaces elements is no progress', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/evidence.html') });
  const after = await session.act({ ref: refOf(first, 'Re-render'), action: 'click' });
  t.deepEqual(after.postcondition, { navigated: false, evidenceChanged: false });
});

test('changing-evidence > a status that claims success proves nothing when nothing changed', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/evidence.html') });
  t.is(first.regions?.find((r) => r.kind === 'status')?.summary, 'Payment successful');
  const after = await session.act({ ref: refOf(first, 'Pay again'), action: 'click' });
  t.deepEqual(after.postcondition, { navigated: false, evidenceChanged: false });
});

test('changing-evidence > a navigation is progress with navigated: true', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('actions/form.html') });
  const after = await session.act({ ref: refOf(first, 'Go to next page'), action: 'click' });
  t.deepEqual(after.postcondition, { navigated: true, evidenceChanged: true });
});

test('evidenceChanged ignores refs, cursors, revisions and sessions but sees each evidence field', (t) => {
  const base: Observation = {
    schemaVersion: '1.3.0',
    session: 's1',
    revision: 1,
    tool: 'observe',
    page: { url: 'http://a/', title: 'A' },
    controls: [{ ref: 'e1', role: 'button', name: 'Go', states: { disabled: false } }],
    continuation: { cursor: 'c1.1', remaining: 3 },
    text: { content: 'Hello', truncated: false },
    regions: [{ ref: 'g2', kind: 'status', summary: 'Ready', truncated: false }],
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 10, nodesLeftUnread: false, omittedRegions: 0 },
  };
  const churned: Observation = {
    ...base,
    session: 's2',
    revision: 7,
    controls: [{ ...base.controls[0]!, ref: 'e9' }],
    continuation: { cursor: 'c7.4', remaining: 3 },
    regions: [{ ...base.regions![0]!, ref: 'g10' }],
  };
  t.false(evidenceChanged(base, churned));
  const variants: [string, Observation][] = [
    ['url', { ...base, page: { ...base.page, url: 'http://b/' } }],
    ['title', { ...base, page: { ...base.page, title: 'B' } }],
    ['text', { ...base, text: { content: 'Bye', truncated: false } }],
    ['control name', { ...base, controls: [{ ...base.controls[0]!, name: 'Stop' }] }],
    ['control state', { ...base, controls: [{ ...base.controls[0]!, states: { disabled: true } }] }],
    ['region summary', { ...base, regions: [{ ...base.regions![0]!, summary: 'Done' }] }],
    ['region kind', { ...base, regions: [{ ...base.regions![0]!, kind: 'alert' }] }],
    ['coverage', { ...base, regionCoverage: { ...base.regionCoverage!, omittedRegions: 1 } }],
  ];
  for (const [what, variant] of variants) t.true(evidenceChanged(base, variant), what);
});
