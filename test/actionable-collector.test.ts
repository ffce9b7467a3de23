// What a sighted user can click becomes a control, and the observation says where the focus is and what a field
// is (docs/contract.md, "Collection"): real Chromium on the pages of fixtures-site/actionable/, one pool, one
// session navigated from page to page.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { LIMITS, type Control, type Observation } from '../schemas/observation.js';
import { NextFault, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';
import { allControls } from './helpers/hostile.js';

const test = anyTest as TestFn<BrowserContext>;
/** Set by a test: its next call lets the worker finish learning listeners between calls first (the test seam). */
const fault = new NextFault();
withBrowser(test, { faults: fault.faults });
const shared = sharedSession(test);

async function open(t: ExecutionContext<BrowserContext>, page: string) {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url(`actionable/${page}`) });
  return { session, first };
}

function control(observation: Observation, name: string): Control {
  const found = observation.controls.filter((c) => c.name === name);
  if (found.length !== 1)
    throw new Error(`${found.length} controls named ${JSON.stringify(name)} in ${JSON.stringify(observation.controls.map((c) => [c.role, c.name]))}`);
  return found[0]!;
}

function names(observation: Observation): string[] {
  return observation.controls.map((c) => c.name);
}

function status(observation: Observation): string | undefined {
  return observation.regions?.find((r) => r.kind === 'status')?.summary;
}

test.serial('a tree of spans with click handlers and a pointer cursor lists each node once, by its text, in document order', async (t) => {
  const { session, first } = await open(t, 'tree.html');
  // The icon inside each node has the pointer cursor too (inherited): it is not a control of its own.
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [
      ['clickable', 'Documents'],
      ['clickable', 'Pictures'],
      ['clickable', 'Notes.txt'],
      ['clickable', 'terms of use'],
      ['clickable', 'ask for help'],
      ['button', 'After the tree'],
    ],
  );
  const opened = await session.act({ ref: control(first, 'Documents').ref, action: 'click' });
  t.is(status(opened), 'Opened Documents');
  t.deepEqual(names(opened).slice(0, 4), ['Documents', 'Taxes 2026', 'Letters', 'Pictures']);
  const followed = await session.act({ ref: control(opened, 'terms of use').ref, action: 'click' });
  t.is(status(followed), 'Followed terms of use');
});

test.serial('a pointer cursor passes to what lies inside its element, unless a rule or a style sets the cursor there again', async (t) => {
  const { first } = await open(t, 'cursor-runs.html');
  // The rows whose text shows the pointer are controls, named by that text; the others show another cursor on all
  // their text, set by a class, a selector that names no element, an attribute or an inline style.
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [
      ['clickable', 'Open report'],
      ['clickable', 'Open settings'],
    ],
  );
});

test.serial('rows the page listens to are controls though nothing in their markup says so, and page script cannot hide it', async (t) => {
  // The page adds a listener to each row, then patches addEventListener, getAttribute, Array.prototype.map and a
  // global getEventListeners: the collector asks the debugging protocol from its own world.
  const { session, first } = await open(t, 'inbox.html');
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [
      ['button', 'Compose'],
      ['clickable', 'Ada Invoice for March'],
      ['clickable', 'Grace Lunch on Friday'],
      ['clickable', 'Linus Kernel report'],
      // One listener on the list delegates to its items: they are listed, the list is not.
      ['listitem', 'Archive'],
      ['listitem', 'Spam'],
      ['listitem', 'Trash'],
      ['button', 'Refresh'],
      // Its label has a pointer cursor and a listener, but lies inside a listed control.
      ['button', 'Mark all read'],
    ],
  );
  const reading = await session.act({ ref: control(first, 'Grace Lunch on Friday').ref, action: 'click' });
  t.is(status(reading), 'Reading Lunch on Friday');
  const folder = await session.act({ ref: control(reading, 'Spam').ref, action: 'click' });
  t.is(status(folder), 'Folder Spam');
});

test.serial('the listener question is bounded per collection, and what it learnt lists the rest on later observations', async (t) => {
  const { session, first } = await open(t, 'rows.html');
  const rows = (o: Observation) => o.controls.filter((c) => /^Order \d+$/.test(c.name)).map((c) => c.name);
  const seen = rows(first);
  // The first collection asks about a bounded number of elements (clickables.ts, LISTENER_QUERIES): not all sixty.
  t.true(seen.length > 0 && seen.length < 60, `${seen.length} rows at first`);
  t.deepEqual(
    seen,
    Array.from({ length: seen.length }, (_, i) => `Order ${i + 1}`),
  );
  let latest = first;
  for (let i = 0; i < 4 && rows(latest).length < 60; i++) latest = await session.observe();
  t.deepEqual(
    rows(latest),
    Array.from({ length: 60 }, (_, i) => `Order ${i + 1}`),
  );
  const opened = await session.act({ ref: control(latest, 'Order 42').ref, action: 'click' });
  t.is(status(opened), 'Opened order 42');
});

test.serial('between calls the worker asks about the candidates a collection left unasked: the next observation lists every row', async (t) => {
  const { session, first } = await open(t, 'rows.html');
  const rows = (o: Observation) => o.controls.filter((c) => /^Order \d+$/.test(c.name)).map((c) => c.name);
  t.true(rows(first).length <= 24, `${rows(first).length} rows at first: one collection asks about 24 elements at most`);
  // Without the learning between calls, the next collection would ask about 24 more: 48 rows at most.
  fault.next = 'after-learning';
  const next = await session.observe();
  t.deepEqual(
    rows(next),
    Array.from({ length: 60 }, (_, i) => `Order ${i + 1}`),
  );
  const opened = await session.act({ ref: control(next, 'Order 60').ref, action: 'click' });
  t.is(status(opened), 'Opened order 60');
});

test.serial('autocomplete suggestions that appear after typing are controls, and picking one uncovers the submit button', async (t) => {
  const { session, first } = await open(t, 'autocomplete.html');
  t.deepEqual(names(first), ['City', 'Submit']);
  const typed = await session.act({ ref: control(first, 'City').ref, action: 'fill', text: 'Os' });
  t.deepEqual(
    typed.controls.map((c) => [c.role, c.name]),
    [
      ['textbox', 'City'],
      ['clickable', 'Oslo'],
      ['clickable', 'Osaka'],
      ['clickable', 'Ostrava'],
      ['button', 'Submit'],
    ],
  );
  const picked = await session.act({ ref: control(typed, 'Osaka').ref, action: 'click' });
  t.deepEqual(names(picked), ['City', 'Submit']);
  const sent = await session.act({ ref: control(picked, 'Submit').ref, action: 'click' });
  t.is(status(sent), 'Sent Osaka');
});

test.serial('pointer-cursor SVG shapes are controls, named by their title when they have one', async (t) => {
  const { session, first } = await open(t, 'shapes.html');
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [
      ['clickable', 'Red circle'],
      ['clickable', ''],
      ['clickable', ''],
    ],
  );
  // A shape is no field: it takes no positional hint.
  t.false(first.controls.some((c) => c.hint !== undefined));
  const clicked = await session.act({ ref: first.controls[1]!.ref, action: 'click' });
  t.is(status(clicked), 'Clicked square');
});

test.serial('a full-page START overlay the page listens to is a control', async (t) => {
  const { session, first } = await open(t, 'start.html');
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [['clickable', 'START']],
  );
  const started = await session.act({ ref: first.controls[0]!.ref, action: 'click' });
  t.deepEqual(names(started), ['Done']);
});

test.serial('a custom dropdown over a native select clipped to nothing lists what it draws', async (t) => {
  const { session, first } = await open(t, 'dropdown.html');
  // The clipped select is not shown, so it is no control; its trigger is.
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [['clickable', 'Standard']],
  );
  const opened = await session.act({ ref: first.controls[0]!.ref, action: 'click' });
  t.deepEqual(
    opened.controls.map((c) => [c.role, c.name]),
    [
      ['clickable', 'Standard'],
      ['listitem', 'Standard'],
      ['listitem', 'Express'],
      ['listitem', 'Overnight'],
    ],
  );
  const express = opened.controls.find((c) => c.role === 'listitem' && c.name === 'Express')!;
  const chosen = await session.act({ ref: express.ref, action: 'click' });
  t.is(status(chosen), 'Speed: Express');
});

test.serial('hidden clickable elements, delegation on big containers and hidden text never become controls', async (t) => {
  const { first } = await open(t, 'decoys.html');
  t.deepEqual(
    first.controls.map((c) => [c.role, c.name]),
    [['clickable', 'Real target']],
  );
  t.false(/DECOY-/.test(JSON.stringify(first)), 'no decoy token anywhere in the observation');
});

test.serial('the focus of a hidden input is reported as a textbox that is not shown, with none of its text', async (t) => {
  const { session, first } = await open(t, 'terminal.html');
  t.deepEqual(first.focus, { role: 'textbox', shown: false });
  t.deepEqual(first.controls, []);
  const typed = await session.pressKey({ key: 'a' });
  t.true(typed.text.content.includes('$ a'));
  t.deepEqual(typed.focus, { role: 'textbox', shown: false });
  t.false(JSON.stringify(typed).includes('HIDDEN-VALUE-7c1e'));
});

test.serial('fields say their type and, when nothing names them, the visible text before them; never a value or placeholder', async (t) => {
  const { session, first } = await open(t, 'form.html');
  const fields = first.controls.map((c) => ({ role: c.role, name: c.name, hint: c.hint, inputType: c.inputType }));
  t.deepEqual(fields, [
    { role: 'textbox', name: '', hint: 'Email address', inputType: 'email' },
    { role: 'textbox', name: '', hint: 'Password', inputType: 'password' },
    { role: 'textbox', name: '', hint: 'Phone', inputType: 'tel' },
    { role: 'textbox', name: '', hint: 'Nickname', inputType: 'text' },
    // Its own placeholder names it; the field after it gets no hint: text before another field labels that one.
    { role: 'textbox', name: 'PLACEHOLDER-SECRET-8d2b', hint: undefined, inputType: 'text' },
    { role: 'textbox', name: '', hint: undefined, inputType: 'text' },
    { role: 'textbox', name: '', hint: 'Birthday', inputType: 'date' },
    { role: 'slider', name: '', hint: 'Volume', inputType: 'range' },
    // Its label is transparent text: not visible, so no hint.
    { role: 'textbox', name: '', hint: undefined, inputType: 'text' },
    { role: 'textbox', name: 'Named', hint: undefined, inputType: 'text' },
    { role: 'textbox', name: 'Shadow field', hint: undefined, inputType: 'text' },
    { role: 'button', name: 'Save', hint: undefined, inputType: undefined },
  ]);
  t.false(JSON.stringify(first).includes('VALUE-SECRET-3f9a'));
  t.true(first.controls.every((c) => c.hint === undefined || [...c.hint].length <= LIMITS.hintChars));
  t.is(first.focus, undefined, 'nothing but the document has the focus');

  // The focus on a listed control is its ref, inside an open shadow root too.
  const email = first.controls[0]!;
  const filled = await session.act({ ref: email.ref, action: 'fill', text: 'ada@example.com' });
  t.deepEqual(filled.focus, { ref: email.ref, role: 'textbox', shown: true });
  const shadowed = control(filled, 'Shadow field');
  const inShadow = await session.act({ ref: shadowed.ref, action: 'click' });
  t.deepEqual(inShadow.focus, { ref: shadowed.ref, role: 'textbox', shown: true });
});

test.serial('a date field typed into key by key is filled as soon as it shows what was typed', async (t) => {
  const { session, first } = await open(t, 'form.html');
  const birthday = first.controls.find((c) => c.inputType === 'date')!;
  t.is(birthday.states?.filled, false);
  await session.act({ ref: birthday.ref, action: 'click' });
  // Two digits fill one segment: the field holds no value yet (its other segments are empty), but it is not empty.
  await session.pressKey({ key: '0' });
  const partly = await session.pressKey({ key: '3' });
  t.is(partly.controls.find((c) => c.inputType === 'date')?.states?.filled, true);
  let typed = partly;
  for (const key of '152026') typed = await session.pressKey({ key });
  t.is(typed.controls.find((c) => c.inputType === 'date')?.states?.filled, true);
});

test.serial('thousands of pointer-cursor elements page like any controls, in document order', async (t) => {
  const { session, first } = await open(t, 'many.html');
  t.is(first.controls.length, LIMITS.controlPageSize);
  t.truthy(first.continuation);
  const all = await allControls(session, first);
  t.true(all.length > 2000, `${all.length} seats listed`);
  t.deepEqual(
    all.map((c) => c.name),
    Array.from({ length: all.length }, (_, i) => `Seat ${i}`),
  );
  t.is(new Set(all.map((c) => c.ref)).size, all.length);
});

test.serial('nameless checkboxes, radio buttons and switches take the text after them as their hint, else the text before', async (t) => {
  const { first } = await open(t, 'todo-list.html');
  const fields = first.controls.filter((c) => c.role === 'checkbox' || c.role === 'radio' || c.role === 'switch');
  t.deepEqual(
    fields.map((c) => [c.role, c.name, c.hint ?? null]),
    [
      // Its label is hidden and the list after it holds controls: no hint after; before it, the heading.
      ['checkbox', '', 'todos'],
      ['checkbox', '', 'Buy milk'],
      ['checkbox', '', 'Walk dog'],
      ['checkbox', '', 'Call mum'],
      ['radio', '', 'Monthly plan'],
      // A button follows in the next cell: the text before it labels it.
      ['radio', '', 'Yearly plan'],
      // A link follows: the text before it.
      ['switch', '', 'Before the switch'],
    ],
  );
  t.false(JSON.stringify(first).includes('HIDDEN-'), 'hidden text is never a hint');
});
