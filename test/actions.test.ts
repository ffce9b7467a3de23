import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import type { Observation } from '../schemas/observation.js';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';
import { startOriginServer } from './helpers/origin-server.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
// The tests run one after another on one session, each on a freshly loaded page: a session each would cost a
// renderer process per test.
const shared = sharedSession(test);

function ref(observation: Observation, role: string, name: string): string {
  const control = observation.controls.find((c) => c.role === role && c.name === name);
  if (!control) throw new Error(`no ${role} ${JSON.stringify(name)} in ${JSON.stringify(observation.controls.map((c) => [c.role, c.name]))}`);
  return control.ref;
}

function status(observation: Observation): string | undefined {
  return observation.regions?.find((r) => r.kind === 'status')?.summary;
}

async function form(t: ExecutionContext<BrowserContext>) {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('actions/form.html') });
  return { session, first };
}

test.serial('click is real input: the page sees a trusted click and the postcondition reports the change', async (t) => {
  const { session, first } = await form(t);
  const after = await session.act({ ref: ref(first, 'button', 'Add'), action: 'click' });
  t.is(status(after), 'Added to basket');
  t.true(after.text.content.includes('Clicks: 1'));
  t.deepEqual(after.postcondition, { navigated: false, evidenceChanged: true });
  t.is(after.tool, 'act');
  t.is(after.revision, first.revision + 1);
});

test.serial('fill types text into a textbox: it reports filled, never the text', async (t) => {
  const { session, first } = await form(t);
  t.is(first.controls.find((c) => c.name === 'Name')?.states?.filled, false);
  const after = await session.act({ ref: ref(first, 'textbox', 'Name'), action: 'fill', text: 'TYPED-SECRET-41c9' });
  t.is(after.controls.find((c) => c.name === 'Name')?.states?.filled, true);
  t.false(JSON.stringify(after).includes('TYPED-SECRET-41c9'));
  t.true(after.postcondition?.evidenceChanged);
});

test.serial('check and uncheck set a checkbox and are no-ops when it is already so', async (t) => {
  const { session, first } = await form(t);
  const checked = await session.act({ ref: ref(first, 'checkbox', 'Subscribe'), action: 'check' });
  t.is(checked.controls.find((c) => c.name === 'Subscribe')?.states?.checked, true);
  t.true(checked.postcondition?.evidenceChanged);
  const again = await session.act({ ref: ref(checked, 'checkbox', 'Subscribe'), action: 'check' });
  t.is(again.controls.find((c) => c.name === 'Subscribe')?.states?.checked, true);
  t.false(again.postcondition?.evidenceChanged);
  const unchecked = await session.act({ ref: ref(again, 'checkbox', 'Subscribe'), action: 'uncheck' });
  t.is(unchecked.controls.find((c) => c.name === 'Subscribe')?.states?.checked, false);
});

test.serial('select chooses an option by its label and the page reacts to the change', async (t) => {
  const { session, first } = await form(t);
  const after = await session.act({ ref: ref(first, 'combobox', 'Size'), action: 'select', text: 'Large' });
  t.true(after.text.content.includes('Size: Large'));
  t.true(after.postcondition?.evidenceChanged);
  const error = await t.throwsAsync(session.act({ ref: ref(after, 'combobox', 'Size'), action: 'select', text: 'Huge' }));
  t.is((error as { code?: string }).code, 'guard-failed');
});

test.serial('press sends a key to the control', async (t) => {
  const { session, first } = await form(t);
  const after = await session.act({ ref: ref(first, 'searchbox', 'Search'), action: 'press', text: 'Enter' });
  t.is(status(after), 'Searched');
});

test.serial('following a link reports navigated and changed evidence', async (t) => {
  const { session, first } = await form(t);
  const after = await session.act({ ref: ref(first, 'link', 'Go to next page'), action: 'click' });
  t.is(after.page.title, 'Next page');
  t.deepEqual(after.postcondition, { navigated: true, evidenceChanged: true });
});

for (const [name, reason] of [
  ['Disabled action', 'disabled'],
  ['No pointer', 'pointer-events-none'],
  ['Covered action', 'covered'],
] as const) {
  test.serial(`a guard stops ${reason}: guard-failed with the reason, and nothing happens to the page`, async (t) => {
    const { session, first } = await form(t);
    const error = await t.throwsAsync(session.act({ ref: ref(first, 'button', name), action: 'click' }));
    t.is((error as { code?: string }).code, 'guard-failed');
    t.is((error as { reason?: string }).reason, reason);
    t.is(session.revision, first.revision, 'no revision was published');
    const after = await session.observe();
    t.true(after.text.content.includes('Clicks: 0'), 'no click reached the page');
  });
}

test.serial('a control hidden since the observation is not observed again and its old ref has expired', async (t) => {
  const { session, first } = await form(t);
  const vanishing = ref(first, 'button', 'Vanishing');
  const hidden = await session.act({ ref: ref(first, 'button', 'Hide the vanishing button'), action: 'click' });
  // The control is no longer listed as it was: its ref has expired, and says so.
  const stale = await t.throwsAsync(session.act({ ref: vanishing, action: 'click' }));
  t.is((stale as { code?: string }).code, 'expired-reference');
  t.is((stale as { reason?: string }).reason, 'changed');
  t.false(
    hidden.controls.some((c) => c.name === 'Vanishing'),
    'a hidden control is not observed',
  );
});

for (const [name, reason] of [
  ['Fleeting', 'detached'],
  ['Fading', 'hidden'],
] as const) {
  test.serial(`a current ref whose element became ${reason} after the observation fails its guard with ${reason}`, async (t) => {
    // The page changes when this server answers /release, after the observation, and says so with /done.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let changed = (): void => undefined;
    const done = new Promise<void>((resolve) => (changed = resolve));
    const cors = { 'Access-Control-Allow-Origin': '*' };
    const gate = await startOriginServer({
      '/release': (_request, response) => void released.then(() => response.writeHead(200, cors).end()),
      '/done': (_request, response) => {
        response.writeHead(200, cors).end();
        changed();
      },
    });
    t.teardown(() => gate.close());
    const session = await shared(t);
    const first = await session.navigate({ url: `${t.context.server.url('actions/form.html')}?gate=${encodeURIComponent(gate.origin)}` });
    const armed = await session.act({ ref: ref(first, 'button', 'Arm the timers'), action: 'click' });
    const target = ref(armed, 'button', name);
    release();
    await done;
    const error = await t.throwsAsync(session.act({ ref: target, action: 'click' }));
    t.is((error as { code?: string }).code, 'guard-failed');
    t.is((error as { reason?: string }).reason, reason);
    t.is(session.revision, armed.revision);
  });
}
