// Refs that last, guards that scroll first and explain, and a form filled in one call (observation 1.5.0), in real
// Chromium on fixtures-site/actionable/refs.html.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import type { Control, Observation } from '../schemas/observation.js';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

function control(observation: Observation, role: string, name: string, nth = 0): Control {
  const found = observation.controls.filter((c) => c.role === role && c.name === name)[nth];
  if (!found) throw new Error(`no ${role} ${JSON.stringify(name)} #${nth} in ${JSON.stringify(observation.controls.map((c) => [c.role, c.name]))}`);
  return found;
}

function status(observation: Observation): string | undefined {
  return observation.regions?.find((r) => r.kind === 'status')?.summary;
}

async function page(t: ExecutionContext<BrowserContext>) {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('actionable/refs.html') });
  return { session, first };
}

async function rejection(
  t: ExecutionContext<BrowserContext>,
  promise: Promise<unknown>,
): Promise<{ code?: string; reason?: string; step?: number; message: string }> {
  const error = await t.throwsAsync(promise);
  return error as unknown as { code?: string; reason?: string; step?: number; message: string };
}

test.serial('a control keeps its ref across revisions while it stays the same; an earlier ref still acts', async (t) => {
  const { session, first } = await page(t);
  const again = await session.observe();
  t.deepEqual(
    again.controls.map((c) => c.ref),
    first.controls.map((c) => c.ref),
    'observing an unchanged page gives every control the ref it had',
  );
  const archive = control(first, 'button', 'Archive').ref;
  const after = await session.act({ ref: archive, action: 'click' });
  t.is(status(after), 'Archived');
  // A ref of revision 1 used after revision 3: its element is unchanged, so it acts.
  const email = control(first, 'textbox', 'Email').ref;
  const filled = await session.act({ ref: email, action: 'fill', text: 'ada@example.test' });
  t.is(control(filled, 'textbox', 'Email').ref, email);
  t.true(control(filled, 'textbox', 'Email').states?.filled);
});

test.serial('a ref whose element left the page is expired-reference with reason gone; one never issued is unknown', async (t) => {
  const { session, first } = await page(t);
  const firstDelete = control(first, 'button', 'Delete', 0).ref;
  const secondDelete = control(first, 'button', 'Delete', 1).ref;
  const deleted = await session.act({ ref: firstDelete, action: 'click' });
  t.is(status(deleted), 'Deleted Invoice from Ada');
  // The other rows keep their refs: the removed row was not around them.
  t.is(control(deleted, 'button', 'Delete', 0).ref, secondDelete);
  const gone = await rejection(t, session.act({ ref: firstDelete, action: 'click' }));
  t.is(gone.code, 'expired-reference');
  t.is(gone.reason, 'gone');
  t.is(session.revision, deleted.revision, 'a refused call publishes nothing');
  const unknown = await rejection(t, session.act({ ref: 'e999999', action: 'click' }));
  t.is(unknown.code, 'unknown-reference');
});

test.serial('a ref whose row text or name changed is expired-reference with reason changed, and never moves', async (t) => {
  const { session, first } = await page(t);
  const secondDelete = control(first, 'button', 'Delete', 1).ref;
  const thirdDelete = control(first, 'button', 'Delete', 2).ref;
  const renamed = await session.act({ ref: control(first, 'button', 'Rename the second row').ref, action: 'click' });
  t.not(control(renamed, 'button', 'Delete', 1).ref, secondDelete, 'the renamed row delete button has a new ref');
  t.is(control(renamed, 'button', 'Delete', 2).ref, thirdDelete, 'the untouched row keeps its ref');
  const changed = await rejection(t, session.act({ ref: secondDelete, action: 'click' }));
  t.is(changed.code, 'expired-reference');
  t.is(changed.reason, 'changed');
  t.false(renamed.text.content.includes('Deleted'), 'nothing was deleted');

  const archive = control(renamed, 'button', 'Archive').ref;
  const relabelled = await session.act({ ref: control(renamed, 'button', 'Relabel Archive').ref, action: 'click' });
  t.not(control(relabelled, 'button', 'Archive all').ref, archive);
  t.is((await rejection(t, session.act({ ref: archive, action: 'click' }))).reason, 'changed');
  // The new ref acts.
  const archived = await session.act({ ref: control(relabelled, 'button', 'Archive all').ref, action: 'click' });
  t.is(status(archived), 'Archived');
});

test.serial('a link whose destination changed gets a new ref; the old one is refused as changed', async (t) => {
  const { session, first } = await page(t);
  const download = control(first, 'link', 'Download the report').ref;
  const repointed = await session.act({ ref: control(first, 'button', 'Point the download elsewhere').ref, action: 'click' });
  t.not(control(repointed, 'link', 'Download the report').ref, download);
  const changed = await rejection(t, session.act({ ref: download, action: 'click' }));
  t.is(changed.code, 'expired-reference');
  t.is(changed.reason, 'changed');
});

test.serial('refs do not survive a new document: after a reload an old ref is gone', async (t) => {
  const { session, first } = await page(t);
  const reloaded = await session.navigate({ url: t.context.server.url('actionable/refs.html') });
  const old = control(first, 'button', 'Archive').ref;
  t.not(control(reloaded, 'button', 'Archive').ref, old);
  const gone = await rejection(t, session.act({ ref: old, action: 'click' }));
  t.is(gone.code, 'expired-reference');
  t.is(gone.reason, 'gone');
});

test.serial('act scrolls its target into view inside a scrolling box before hit-testing it', async (t) => {
  const { session, first } = await page(t);
  const after = await session.act({ ref: control(first, 'button', 'Deep in the box').ref, action: 'click' });
  t.is(status(after), 'Deep clicked');
});

test.serial('fill in one call: steps run in order, dates, ranges and colours take their documented formats', async (t) => {
  const { session, first } = await page(t);
  const after = await session.act({
    steps: [
      { ref: control(first, 'textbox', 'Email').ref, action: 'fill', text: 'grace@example.test' },
      { ref: control(first, 'textbox', 'Full name').ref, action: 'fill', text: 'Grace Hopper' },
      { ref: control(first, 'textbox', 'Birthday').ref, action: 'fill', text: '1906-12-09' },
      { ref: control(first, 'slider', 'Volume').ref, action: 'fill', text: '8' },
      { ref: control(first, 'button', 'Colour').ref, action: 'fill', text: '#1A2B3C' },
      { ref: control(first, 'combobox', 'Country').ref, action: 'select', text: 'Norway' },
      { ref: control(first, 'checkbox', 'I agree').ref, action: 'check' },
    ],
  });
  for (const name of ['Email', 'Full name']) t.true(control(after, 'textbox', name).states?.filled, name);
  const birthday = control(after, 'textbox', 'Birthday');
  t.is(birthday.inputType, 'date');
  t.true(birthday.states?.filled);
  t.is(birthday.matchesTyped, true);
  t.is(control(after, 'textbox', 'Email').matchesTyped, true);
  t.true(control(after, 'checkbox', 'I agree').states?.checked);
  t.deepEqual(
    control(after, 'combobox', 'Country').options?.find((o) => o.selected),
    { label: 'Norway', selected: true },
  );
  t.true(after.text.content.includes('Log: colour changed'), 'the page saw change events');
  const json = JSON.stringify(after);
  for (const typed of ['grace@example.test', 'Grace Hopper', '1906-12-09', '#1a2b3c']) t.false(json.includes(typed), `${typed} is not reported`);
});

test.serial('a step that fails stops the call and says which; the steps before it ran', async (t) => {
  const { session, first } = await page(t);
  const error = await rejection(
    t,
    session.act({
      steps: [
        { ref: control(first, 'textbox', 'Full name').ref, action: 'fill', text: 'Linus' },
        { ref: control(first, 'textbox', 'Birthday').ref, action: 'fill', text: '12/09/1906' },
        { ref: control(first, 'textbox', 'Email').ref, action: 'fill', text: 'never@example.test' },
      ],
    }),
  );
  t.is(error.code, 'guard-failed');
  t.is(error.reason, 'invalid-format');
  t.is(error.step, 1);
  t.regex(error.message, /YYYY-MM-DD/);
  t.false(error.message.includes('12/09/1906'), 'the text given is not quoted');
  const now = await session.observe();
  t.true(control(now, 'textbox', 'Full name').states?.filled, 'the first step ran');
  t.false(control(now, 'textbox', 'Email').states?.filled, 'the third did not');
  t.false(control(now, 'textbox', 'Birthday').states?.filled);
  const range = await rejection(t, session.act({ ref: control(now, 'slider', 'Volume').ref, action: 'fill', text: '80' }));
  t.regex(range.message, /max 10/);
});

test.serial('matchesTyped turns false when the page rewrites what was typed', async (t) => {
  const { session, first } = await page(t);
  const city = control(first, 'textbox', 'City').ref;
  const typed = await session.act({ ref: city, action: 'fill', text: 'Os' });
  t.is(control(typed, 'textbox', 'City').matchesTyped, true);
  const option = control(typed, 'option', 'Oslo');
  const picked = await session.act({ ref: option.ref, action: 'click' });
  t.is(control(picked, 'textbox', 'City').matchesTyped, false, 'the page replaced the value with the option');
  t.true(control(picked, 'textbox', 'City').states?.filled);
});

test.serial('covered says what covers the target and names an open list', async (t) => {
  const { session, first } = await page(t);
  const typed = await session.act({ ref: control(first, 'textbox', 'City').ref, action: 'fill', text: 'O' });
  const error = await rejection(t, session.act({ ref: control(typed, 'button', 'Sign up').ref, action: 'click' }));
  t.is(error.code, 'guard-failed');
  t.is(error.reason, 'covered');
  t.regex(error.message, /listbox/);
  t.regex(error.message, /Escape/);
  t.regex(error.message, /Oslo/);
  const closed = await session.pressKey({ key: 'Escape' });
  const submitted = await session.act({ ref: control(closed, 'button', 'Sign up').ref, action: 'click' });
  t.is(status(submitted), 'Submitted');
});

test.serial('a list of suggestions drawn without roles that covers Submit is named as an open list with its choices', async (t) => {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('actionable/autocomplete.html') });
  const typed = await session.act({ ref: control(first, 'textbox', 'City').ref, action: 'fill', text: 'Os' });
  const error = await rejection(t, session.act({ ref: control(typed, 'button', 'Submit').ref, action: 'click' }));
  t.is(error.reason, 'covered');
  t.regex(error.message, /an open list \("Oslo Osaka/);
  t.regex(error.message, / at e\d+; choose from it or press Escape/);
});
