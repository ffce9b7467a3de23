// Hostile pages (issue 7) whose scripts and markup turn on the collector: DOM clobbering, a strict CSP, pages that
// throw while loading or rewrite their DOM every frame, controls that cannot take the pointer, aria-labelledby at
// hidden text, overridden prototypes, typed values in URLs. Each gives a correct observation or a typed error.
import anyTest, { type TestFn } from 'ava';
import { textPart } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import type { Control, Observation } from '../schemas/observation.js';
import { openSession, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';
import { allControls, assertAbsent, assertBounded, named, observed, rejected, visit, withoutOptions } from './helpers/hostile.js';

const test = anyTest as TestFn<BrowserContext>;
// Finite, and roomy: the huge pages take Chromium seconds to load on a busy machine.
const CALL_TIMEOUT_MS = 60_000;
withBrowser(test, { callTimeoutMs: CALL_TIMEOUT_MS });
// Every test below navigates to a page of its own, so they share one session; the test about what a session
// remembers of typed values opens its own.
const shared = sharedSession(test);

// DOM clobbering -----------------------------------------------------------------------------------------------------

test.serial('DOM clobbering: named inputs that shadow form and document properties change nothing', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'clobbering.html');
  assertBounded(t, observation);
  const controls = await allControls(session, observation);
  t.deepEqual(
    controls.map((c) => [c.role, c.name]),
    [
      ['textbox', 'Tag name'],
      ['textbox', 'Attributes'],
      ['button', 'Sign in'],
      ['textbox', 'Elements'],
      ['textbox', 'Children'],
      ['textbox', 'Node type'],
      ['textbox', 'Style'],
      ['textbox', 'Get attribute'],
      ['textbox', 'Local name'],
      ['textbox', 'First child'],
      ['textbox', 'Next sibling'],
      ['textbox', 'Hidden'],
      ['textbox', 'Role'],
      ['button', 'Save details'],
    ],
  );
  t.true(controls.filter((c) => c.role === 'textbox').every((c) => c.states?.filled === true));
  const forms = observation.regions?.filter((r) => r.kind === 'form').map((r) => r.summary);
  t.deepEqual(forms, [
    'Form one SHOWN-CLOBBER-FORM-ONE-2b7e Tag name Attributes Sign in',
    'Form two SHOWN-CLOBBER-FORM-TWO-8e51 Elements Children Node type Style Get attribute Local name First child Next sibling Hidden Role Save details',
  ]);
  for (const token of ['SHOWN-CLOBBER-TEXT-6a0d', 'SHOWN-CLOBBER-ID-7d19', 'SHOWN-CLOBBER-END-4ab8']) {
    t.true(observation.text.content.includes(token), token);
  }
  t.is(observation.page.title, 'Hostile: DOM clobbering');
  assertAbsent(t, observation, controls, /CANARY-CLOBBER|HIDDEN-CLOBBER/);

  const filled = await observed(t, session.act({ ref: named(controls, 'textbox', 'Tag name'), action: 'fill', text: 'CANARY-CLOBBER-TYPED-0c3b' }));
  assertAbsent(t, filled, await allControls(session, filled), /CANARY-CLOBBER/);
  const clicked = await observed(t, session.act({ ref: named(filled, 'button', 'Sign in'), action: 'click' }));
  t.true(clicked.text.content.includes('Submitted SHOWN-CLOBBER-SUBMITTED-91e3'), 'the clobbered form submitted');
});

// Strict CSP -------------------------------------------------------------------------------------------------------------

test.serial('a strict CSP without unsafe-eval and with Trusted Types: observation and actions work', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'csp.html');
  assertBounded(t, observation);
  for (const token of ['SHOWN-CSP-STATIC-61b7', 'SHOWN-CSP-EVAL-REFUSED-2e80', 'SHOWN-CSP-INLINE-STYLE-0d4c', 'Clicks: 0']) {
    t.true(observation.text.content.includes(token), token);
  }
  t.is(observation.regions?.find((r) => r.kind === 'status')?.summary, 'Script ran SHOWN-CSP-SCRIPT-9c42');
  assertAbsent(t, observation, observation.controls, /INLINE-SCRIPT-RAN|HIDDEN-CSP|CANARY-CSP/);
  const pressed = await observed(t, session.act({ ref: named(observation, 'button', 'Press'), action: 'click' }));
  t.true(pressed.text.content.includes('Clicks: 1'));
  const filled = await observed(t, session.act({ ref: named(pressed, 'textbox', 'Query'), action: 'fill', text: 'CANARY-CSP-TYPED-66d1' }));
  t.true(filled.controls.find((c) => c.name === 'Query')?.states?.filled);
  assertAbsent(t, filled, filled.controls, /CANARY-CSP/);
});

// Pages that throw while loading ----------------------------------------------------------------------------------------

for (const stage of ['all', 'ready', 'load', 'rejection', 'parse']) {
  test.serial(`a page that throws while loading (${stage}) is observed as it stands`, async (t) => {
    const session = await shared(t);
    const observation = await visit(t, session, `throws.html?stage=${stage}`);
    assertBounded(t, observation);
    for (const token of ['SHOWN-THROWS-READY-0b1f', 'SHOWN-THROWS-LOAD-5d8c', 'SHOWN-THROWS-AFTER-a4c2']) {
      t.true(observation.text.content.includes(token), token);
    }
    const again = await observed(t, session.act({ ref: named(observation, 'button', 'Still here'), action: 'click' }));
    t.is(again.revision, observation.revision + 1);
  });
}

// A page that rewrites its DOM on every animation frame ------------------------------------------------------------------

/**
 * The frame stamps anywhere in an observation but its session id. That id is random base64url (pool.ts), which
 * holds a string like `F7F` about once in a thousand sessions: one CI run failed on it, with stamps 7 (the id,
 * first in field order) and 112 (the page).
 */
function frameStamps(observation: Observation): Set<string> {
  const { session: _id, ...fromPage } = observation;
  return new Set([...JSON.stringify(fromPage).matchAll(/F(\d+)F/g)].map((m) => m[1]!));
}

test('frame stamps are read from what the page gave, not from a session id that happens to spell one', (t) => {
  const observation = { session: 'sQx_F7F-0aZ9k2LmN4pR8tVw', text: { content: 'item 0 frame F112F', truncated: false } };
  t.deepEqual([...frameStamps(observation as unknown as Observation)], ['112']);
});

test.serial('a page that rewrites its DOM on every animation frame: each observation shows one frame', async (t) => {
  const session = await shared(t);
  const seen: string[] = [];
  let observation = await visit(t, session, 'raf-rewrite.html');
  for (let i = 0; i < 6; i++) {
    assertBounded(t, observation);
    const stamps = frameStamps(observation);
    t.is(stamps.size, 1, `one frame per observation, saw ${[...stamps].join(', ')}`);
    t.is(observation.controls.filter((c) => c.role === 'button').length, 1);
    t.is(observation.regions?.filter((r) => r.kind === 'heading').length, 2);
    seen.push(...stamps);
    await new Promise((resolve) => setTimeout(resolve, 50));
    observation = await observed(t, session.observe());
  }
  t.true(new Set(seen).size > 1, 'the page really rewrote itself between observations');

  // The button observed is gone a frame later: the guard finds it detached and nothing is clicked, or,
  // if the action won the race, the click reached the page.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const press = session.act({ ref: observation.controls.find((c) => c.role === 'button')!.ref, action: 'click' });
  const outcome = await press.then(
    (after) => ({ after }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome) {
    t.true(outcome.error instanceof LookoutError);
    t.is((outcome.error as LookoutError).code, 'guard-failed');
    t.is((outcome.error as { reason?: string }).reason, 'detached');
    const after = await observed(t, session.observe());
    t.true(after.text.content.includes('Clicks: 0'));
  } else {
    assertBounded(t, outcome.after);
    t.true(outcome.after.text.content.includes('Clicks: 1'));
  }
});

// Controls that cannot take the pointer --------------------------------------------------------------------------------

for (const [name, reason] of [
  ['No pointer', 'pointer-events-none'],
  ['Ancestor without pointer', 'pointer-events-none'],
  ['Covered', 'covered'],
  ['Under glass', 'covered'],
  ['Center covered', 'covered'],
  ['Covered below the fold', 'covered'],
] as const) {
  const offScreen = name === 'Covered below the fold';
  test.serial(`"${name}": act fails with guard-failed ${reason} and nothing happens to the page`, async (t) => {
    const session = await shared(t);
    const observation = await visit(t, session, 'pointer.html');
    for (const action of ['click', 'press'] as const) {
      const error = await rejected(t, session.act({ ref: named(observation, 'button', name), action }));
      t.is(error.code, 'guard-failed');
      t.is((error as { reason?: string }).reason, reason);
    }
    t.is(session.revision, observation.revision, 'no revision was published');
    const after = await observed(t, session.observe());
    t.true(after.text.content.includes('Events: 0'), 'no event reached the page');
    // The scroll of a control below the fold is the known gap of the test.failing below.
    if (!offScreen) t.true(after.text.content.includes('Scrolls: 0'), 'the page was not scrolled');
  });
}

// A control outside the viewport is scrolled into view to be hit-tested (elementFromPoint and CDP
// DOM.getNodeForLocation answer only inside the viewport), and the guard scrolls back at once. What always
// holds is that the page is left where it was: a scroll listener that runs sees the page at 0. Whether it runs
// at all is a known gap that no test.failing can pin down: Chromium sends 1 or 2 scroll events on a quiet
// machine and none when the scroll and the scroll back land in one frame (seen under load). A fix needs a hit
// test that does not scroll.
test.serial('a failed guard on a control below the fold leaves the page at its scroll position', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'pointer.html');
  await rejected(t, session.act({ ref: named(observation, 'button', 'Covered below the fold'), action: 'click' }));
  const after = await observed(t, session.observe());
  const line = /Scrolls: \d+(, at \d+)?/.exec(after.text.content)?.[0] ?? 'no scroll line';
  t.true(line === 'Scrolls: 0' || line.endsWith(', at 0'), line);
});

test.serial('a control open to the pointer on the same page is clicked: the page counts the events', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'pointer.html');
  const after = await observed(t, session.act({ ref: named(observation, 'button', 'Open to the pointer inside'), action: 'click' }));
  t.false(after.text.content.includes('Events: 0'));
});

// A closed shadow root attached after an observation -------------------------------------------------------------------

test.serial('a closed shadow root attached after an observation hides what it slots from the next, in text and names', async (t) => {
  const session = await shared(t);
  const before = await visit(t, session, 'closed-root-later.html');
  t.true(before.text.content.includes('CANARY-LATER-ROOT-5d2e'), 'the light text shows before');
  t.is(typeof named(before, 'button', 'CANARY-LATER-LABEL-8c1f'), 'string', 'the label names the button before');
  const after = await observed(t, session.act({ ref: named(before, 'button', 'Close it over'), action: 'click' }));
  t.true(after.text.content.includes('Closed over: yes'), 'the roots were attached');
  assertAbsent(t, after, await allControls(session, after), /CANARY-LATER/);
});

test.serial('closed roots past the slots the search looks at style their slotted text all the same', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'closed-root-past-slots.html');
  t.true(observation.text.content.includes('SHOWN-PAST-SLOTS-7c1f'), 'the page was read');
  assertAbsent(t, observation, await allControls(session, observation), /CANARY-/);
  const again = await observed(t, session.observe());
  assertAbsent(t, again, await allControls(session, again), /CANARY-/);
});

test.serial('a page with closed roots visited again in the same tab hides what they slot both times', async (t) => {
  // The DOM agent numbers a new document's nodes from the start again: slots handed over on the first visit
  // have the ids the second visit's slots get, and must not be taken as already handed over.
  const session = await shared(t);
  for (const visitNumber of [1, 2, 3]) {
    const observation = await visit(t, session, 'closed-root-again.html');
    t.true(observation.text.content.includes('SHOWN-AGAIN-5f0c'), `visit ${visitNumber}: the page was read`);
    assertAbsent(t, observation, await allControls(session, observation), /CANARY-/);
  }
});

test.serial('rules changed in place after an observation hide their text in the next one', async (t) => {
  const session = await shared(t);
  const before = await visit(t, session, 'rules-changed-later.html');
  for (const canary of ['CANARY-RULE-CHANGED-3a9e', 'CANARY-RULE-INSERTED-7f1c', 'CANARY-ANIMATED-LATER-5b2d']) {
    t.true(before.text.content.includes(canary), `${canary} shows before`);
  }
  const after = await observed(t, session.act({ ref: named(before, 'button', 'Change the rules'), action: 'click' }));
  t.true(after.text.content.includes('Changed: yes'), 'the rules were changed');
  assertAbsent(t, after, await allControls(session, after), /CANARY-(RULE|ANIMATED)/);
});

// aria-labelledby at hidden text and at inputs -------------------------------------------------------------------------

test.serial('aria-labelledby at hidden text or an input: no name takes hidden text or a value', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'labelledby.html');
  assertBounded(t, observation);
  const controls = await allControls(session, observation);
  const buttons = controls.filter((c) => c.role === 'button').map((c) => c.name);
  t.deepEqual(buttons, [
    'More',
    'Fallback display none',
    'Fallback visibility hidden',
    'Fallback aria hidden',
    'Fallback hidden attribute',
    'Fallback opacity',
    'Fallback off screen',
    'Fallback clipped',
    'Fallback transparent',
    'Fallback font zero',
    'Fallback details',
    'Visible Mixed part',
    'Fallback input',
    'Fallback textarea',
    'Fallback select',
    'Wrapper end',
    'Fallback editable',
    'Result',
  ]);
  t.is(controls.find((c) => c.name === 'Placeholder of a self-named input')?.role, 'textbox');
  t.is(controls.find((c) => c.name === 'Self reference')?.role, 'textbox');
  // The select's option is shown to a sighted user: it is the select's option label (1.4.0) and nothing else.
  t.deepEqual(controls.find((c) => c.name === 'Chooser')?.options, [{ label: 'CANARY-LBY-OPTION-7c8d', selected: true }]);
  assertAbsent(t, withoutOptions(observation), withoutOptions(controls), /HIDDEN-LBY|CANARY-LBY/);

  const typed = await observed(t, session.act({ ref: named(controls, 'textbox', 'Typed'), action: 'fill', text: 'CANARY-LBY-TYPED-8c1d' }));
  const typedControls = await allControls(session, typed);
  t.is(typedControls.filter((c) => c.role === 'button')[12]?.name, 'Fallback input');
  assertAbsent(t, withoutOptions(typed), withoutOptions(typedControls), /HIDDEN-LBY|CANARY-LBY/);
});

// Prototype overrides ---------------------------------------------------------------------------------------------------

/** What the page shows, without what differs between two loads of it (session, revision, refs, URL). */
function evidence(observation: Observation, controls: Control[]) {
  return {
    title: observation.page.title,
    controls: controls.map(({ ref: _ref, ...rest }) => rest),
    text: observation.text,
    regions: observation.regions?.map(({ ref: _ref, ...rest }) => rest),
    regionCoverage: observation.regionCoverage,
  };
}

test.serial('page script overriding prototypes and globals does not change the observation', async (t) => {
  const session = await shared(t);
  const plain = await visit(t, session, 'prototypes.html');
  const plainControls = await allControls(session, plain);
  t.true(plain.text.content.includes('SHOWN-PROTO-TEXT-3b9c'));
  t.true(plainControls.some((c) => c.role === 'checkbox' && c.name === 'Remember me' && c.states?.checked === true));

  const patched = await visit(t, session, 'prototypes.html?patch=1');
  assertBounded(t, patched);
  // A link's destination is resolved against the page's own URL, which differs by its query: compared apart.
  const hrefs = (controls: Control[]) => controls.map((c) => c.href?.replace(/\?patch=redacted/, ''));
  const withoutHrefs = (controls: Control[]) => controls.map(({ href: _href, ...rest }) => rest);
  const patchedControls = await allControls(session, patched);
  t.deepEqual(hrefs(patchedControls), hrefs(plainControls));
  t.deepEqual(evidence(patched, withoutHrefs(patchedControls)), evidence(plain, withoutHrefs(plainControls)));
  // The page patches again after load; a later observation is still the same.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const later = await observed(t, session.observe());
  const laterControls = await allControls(session, later);
  t.deepEqual(evidence(later, withoutHrefs(laterControls)), evidence(plain, withoutHrefs(plainControls)));
  assertAbsent(t, later, laterControls, /PATCH-INJECTED|HIDDEN-PROTO|CANARY-PROTO/);

  const checked = await observed(t, session.act({ ref: named(laterControls, 'checkbox', 'Remember me'), action: 'uncheck' }));
  t.is(checked.controls.find((c) => c.name === 'Remember me')?.states?.checked, false);
});

// A form that submits with GET makes the browser write every field's value (typed, hidden or
// attribute-set) into the next page's URL. The worker remembers what such submissions carried and what
// it typed, and `page.url` reports those query values as `redacted` (workers/url-redaction.ts).
test.serial('a GET form puts typed and hidden values into the next URL: none reaches page.url', async (t) => {
  const session = await openSession(t);
  const first = await session.navigate({ url: t.context.server.url('hostile/get-form.html') });
  const byName = (o: Observation, name: string) => o.controls.find((c) => c.name === name)!;
  let observation = await session.act({ ref: byName(first, 'User').ref, action: 'fill', text: 'CANARY-GET-USER-61af' });
  observation = await session.act({ ref: byName(observation, 'Password').ref, action: 'fill', text: 'CANARY-GET-PASSWORD-0b7c' });
  observation = await session.act({ ref: byName(observation, 'Sign in').ref, action: 'click' });
  t.true(observation.postcondition?.navigated === true, 'the form was submitted');
  const secrets = ['CANARY-GET-USER-61af', 'CANARY-GET-PASSWORD-0b7c', 'CANARY-GET-HIDDEN-5d1e'];
  const url = new URL(observation.page.url);
  t.deepEqual(
    [...url.searchParams],
    [
      ['user', 'redacted'],
      ['password', 'redacted'],
      ['csrf', 'redacted'],
    ],
    'field names stay, values go',
  );
  for (const secret of secrets) t.false(textPart(observation).includes(secret), `${secret} reached the canonical artifact`);

  // A later address that repeats a remembered value (a results link carrying the query, say) has it
  // redacted too; other values are kept.
  const reloaded = await session.navigate({ url: `${url.origin}${url.pathname}?user=CANARY-GET-USER-61af&page=2` });
  t.is(new URL(reloaded.page.url).search, '?user=redacted&page=2', 'a remembered value is redacted, other values are kept');
  for (const secret of secrets) t.false(textPart(reloaded).includes(secret), `${secret} reached the canonical artifact after navigating`);
});
