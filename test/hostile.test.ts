// Hostile pages (issue 7): each gives a bounded, correct observation or a typed error, in bounded time.
// The pool has a finite call budget, so a page that could stall the collector ends with `timeout`; the
// tests below expect an observation wherever the collector is meant to give one.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { admitObservation } from '../pool/admission.js';
import { boundCanonical, byteLength, codePointOffsets, textPart } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import { projectForModel, MIN_PROJECTION_BUDGET } from '../pool/projection.js';
import { LIMITS, type Control, type Observation } from '../schemas/observation.js';
import { openSession, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
// Finite, and roomy: the huge pages take Chromium seconds to load on a busy machine.
const CALL_TIMEOUT_MS = 60_000;
withBrowser(test, { callTimeoutMs: CALL_TIMEOUT_MS });
// Every test below navigates to a page of its own, so they share one session; the tests about a crashed page
// and about what a session remembers of typed values open their own.
const shared = sharedSession(test);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function codePoints(s: string): number {
  return codePointOffsets(s).length - 1;
}

/** The first `n` code points of `s`. */
function firstCodePoints(s: string, n: number): string {
  const offsets = codePointOffsets(s);
  return s.slice(0, offsets[Math.min(n, offsets.length - 1)]);
}

/** Every string anywhere in `value`. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

/** No lone surrogate in the string, and its UTF-8 bytes decode strictly back to it. */
function wellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s) && utf8.decode(Buffer.from(s, 'utf8')) === s;
}

/**
 * The limits of docs/contract.md sections 2, 3 and 6 that every observation of the default pool must keep: it
 * passes admission, the scan stays within 8,192 nodes, every string within its bound and well formed,
 * and the serialized text part within the canonical byte bound.
 */
function assertBounded(t: ExecutionContext, observation: Observation, maxBytes: number = LIMITS.canonicalBytes): void {
  t.notThrows(() => admitObservation(structuredClone(observation)), 'the observation passes admission');
  const coverage = observation.regionCoverage;
  t.truthy(coverage, 'regions come with coverage');
  t.true((coverage?.scannedNodes ?? Infinity) <= LIMITS.scanNodes, 'the scan stays within 8,192 nodes');
  t.true(observation.controls.length <= LIMITS.controlPageSize);
  t.true((observation.regions?.length ?? 0) <= LIMITS.regions);
  t.true(codePoints(observation.page.title) <= LIMITS.titleChars, 'title bounded');
  t.true(codePoints(observation.text.content) <= LIMITS.textChars, 'general text bounded');
  for (const control of observation.controls) t.true(codePoints(control.name) <= LIMITS.nameChars, `name of ${control.ref} bounded`);
  for (const region of observation.regions ?? []) t.true(codePoints(region.summary) <= LIMITS.summaryChars, `summary of ${region.ref} bounded`);
  const part = textPart(observation);
  t.true(byteLength(part) <= maxBytes, `canonical part of ${byteLength(part)} bytes within ${maxBytes}`);
  t.true(wellFormed(part), 'the canonical part is well-formed UTF-8');
  t.true(stringsIn(observation).every(wellFormed), 'no string of the observation holds a lone surrogate');
}

/**
 * Runs a call that must end with an admitted observation; a rejection fails the test with its code, and a
 * rejection that is not a LookoutError is reported as such.
 */
async function observed(t: ExecutionContext, call: Promise<Observation>): Promise<Observation> {
  try {
    return await call;
  } catch (error) {
    const code = error instanceof LookoutError ? error.code : 'not a LookoutError';
    t.fail(`expected an observation, got ${code}: ${(error as Error).message}`);
    throw error;
  }
}

/** Runs a call that must fail with a typed error; returns it. */
async function rejected(t: ExecutionContext, call: Promise<Observation>): Promise<LookoutError> {
  const error = await t.throwsAsync(call);
  t.true(error instanceof LookoutError, `a LookoutError, got ${String(error)}`);
  return error as LookoutError;
}

function visit(t: ExecutionContext<BrowserContext>, session: Session, path: string): Promise<Observation> {
  return observed(t, session.navigate({ url: t.context.server.url(`hostile/${path}`) }));
}

/** Every control of the revision: its first page and every continuation page. */
async function allControls(session: Session, first: Observation): Promise<Control[]> {
  const controls = [...first.controls];
  for (let page = first; page.continuation;) {
    page = await session.observe({ cursor: page.continuation.cursor });
    controls.push(...page.controls);
  }
  return controls;
}

function named(observation: Observation | Control[], role: string, name: string): string {
  const controls = Array.isArray(observation) ? observation : observation.controls;
  const control = controls.find((c) => c.role === role && c.name === name);
  if (!control) throw new Error(`no ${role} ${JSON.stringify(name)} in ${JSON.stringify(controls.map((c) => [c.role, c.name]))}`);
  return control.ref;
}

/** The observation (or controls) without the options of its selects, which show option text by design. */
function withoutOptions<T extends Observation | Control[]>(value: T): T {
  const strip = (controls: Control[]) => controls.map(({ options: _options, optionsOmitted: _omitted, ...rest }) => rest);
  return (Array.isArray(value) ? strip(value) : { ...value, controls: strip(value.controls) }) as T;
}

/** Asserts that none of `tokens` appears in the observation, its controls, its canonical part or its projection. */
function assertAbsent(t: ExecutionContext, observation: Observation, controls: Control[], tokens: RegExp): void {
  const json = JSON.stringify({ ...observation, controls });
  t.notRegex(json, tokens, 'not in the observation');
  t.notRegex(textPart(observation), tokens, 'not in the canonical part');
  t.notRegex(projectForModel(observation, { budgetBytes: 100_000 }), tokens, 'not in the model projection');
}

// Deep nesting --------------------------------------------------------------------------------------------------

test.serial('deep nesting: 20,000 levels end with a bounded observation or page-crashed, and the pool goes on', async (t) => {
  // Chromium's renderer itself gives up on a chain this deep (it crashed at 6,000 levels while laying the
  // page out, before any collection): the typed error is the bounded outcome here.
  const session = await openSession(t);
  const outcome = await session.navigate({ url: t.context.server.url('hostile/deep-nesting.html') }).then(
    (observation) => ({ observation }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome) {
    t.true(outcome.error instanceof LookoutError, String(outcome.error));
    t.is((outcome.error as LookoutError).code, 'page-crashed');
  } else {
    assertBounded(t, outcome.observation);
    t.is(outcome.observation.regionCoverage?.scannedNodes, LIMITS.scanNodes);
    t.true(outcome.observation.regionCoverage?.nodesLeftUnread);
  }
  const next = await openSession(t);
  const plain = await visit(t, next, 'throws.html?stage=none');
  t.true(plain.text.content.includes('SHOWN-THROWS-AFTER-a4c2'));
});

for (const tag of ['div', 'span', 'section', 'a', 'button', 'label']) {
  test.serial(`deep nesting: a chain of nested <${tag}> past the scan bound gives a bounded observation that says the scan was cut`, async (t) => {
    // Longer than the scan bound and as deep as Chromium renders: 2,000 levels of five nodes (the element
    // and four text nodes); nested controls crash its renderer sooner, so 300 levels of 31 nodes for them.
    // For a, button and label every open ancestor collects text.
    const nestedControls = tag === 'a' || tag === 'button';
    const session = await shared(t);
    const shape = nestedControls ? 'levels=300&texts=30' : 'levels=2000&texts=4';
    const observation = await visit(t, session, `deep-nesting.html?tag=${tag}&${shape}`);
    assertBounded(t, observation);
    t.deepEqual(
      observation.regionCoverage && { scannedNodes: observation.regionCoverage.scannedNodes, nodesLeftUnread: observation.regionCoverage.nodesLeftUnread },
      { scannedNodes: LIMITS.scanNodes, nodesLeftUnread: true },
    );
    t.notRegex(JSON.stringify(observation), /DEEPEST-LEVEL/);
    t.true(observation.text.truncated);
    t.true(observation.text.content.startsWith('Deep nesting Before the depths L1 l1 l2 l3 '), observation.text.content.slice(0, 80));
    t.is(observation.controls[0]?.name, 'Before the depths');
    if (nestedControls) {
      // Each nested control is named from its content: its own level and those below, cut at 120.
      const role = tag === 'a' ? 'link' : 'button';
      const first = observation.controls[1];
      t.is(first?.role, role);
      t.true(first?.name.startsWith('L1 l1 l2 l3 '), first?.name);
      t.is(codePoints(first?.name ?? ''), LIMITS.nameChars);
      const controls = await allControls(session, observation);
      t.true(controls.length > 250, 'the nested controls the scan reached are all reachable');
      t.true(controls.slice(1).every((c) => c.role === role && /^L\d+\b/.test(c.name)));
    }
    if (tag === 'section') {
      t.is(observation.regions?.filter((r) => r.kind === 'status').length, LIMITS.regions);
      t.true((observation.regionCoverage?.omittedRegions ?? 0) > 1000);
      const first = observation.regions?.[0];
      t.true(first?.summary.startsWith('L1 l1 l2 l3 L2 '), first?.summary);
      t.true(first?.truncated);
    }
  });
}

// A million nodes --------------------------------------------------------------------------------------------------

test.serial('a million nodes: the scan reads 8,192 of them and says the rest is unread', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'million-nodes.html');
  assertBounded(t, observation);
  t.is(observation.regionCoverage?.scannedNodes, LIMITS.scanNodes);
  t.true(observation.regionCoverage?.nodesLeftUnread);
  t.true(observation.text.content.includes('SHOWN-MILLION-START-90b3'));
  t.true(observation.text.truncated);
  t.notRegex(JSON.stringify(observation), /BEYOND-SCAN/);
  t.deepEqual(
    observation.controls.map((c) => [c.role, c.name]),
    [['button', 'First button']],
  );
  const again = await observed(t, session.observe());
  t.is(again.regionCoverage?.scannedNodes, LIMITS.scanNodes);
});

// A 10 MB text node -----------------------------------------------------------------------------------------------------

test.serial('a 10 MB text node: text, summary and names are cut to their bounds', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'huge-text.html');
  assertBounded(t, observation);
  t.true(observation.text.content.startsWith('Huge text Before the flood SHOWN-HUGE-BEFORE-31ad.'));
  t.is(codePoints(observation.text.content), LIMITS.textChars);
  t.true(observation.text.truncated);
  const status = observation.regions?.find((r) => r.kind === 'status');
  t.true(status?.summary.startsWith('flood words flood words'));
  t.is(codePoints(status?.summary ?? ''), LIMITS.summaryChars);
  t.true(status?.truncated);
  const checkbox = observation.controls.find((c) => c.role === 'checkbox');
  const button = observation.controls.find((c) => c.role === 'button');
  t.true(checkbox?.name.startsWith('flood words'), checkbox?.name);
  t.true(button?.name.startsWith('flood words'), button?.name);
  t.is(codePoints(button?.name ?? ''), LIMITS.nameChars);
});

for (const [fill, megabytes] of [
  ['spaces', 10],
  // Zero-width spaces are slow for Chromium itself to lay out: 2 MB of them keep the page quick to load.
  ['invisible', 2],
] as const) {
  test.serial(`a ${megabytes} MB text node of ${fill}: it folds away before any bound, and the text after it is kept`, async (t) => {
    const session = await shared(t);
    const observation = await visit(t, session, `huge-text.html?fill=${fill}&mb=${megabytes}`);
    assertBounded(t, observation);
    const status = observation.regions?.find((r) => r.kind === 'status');
    t.deepEqual(status && { summary: status.summary, truncated: status.truncated }, { summary: 'FLOOD-TAIL-e61b', truncated: false });
    t.is(observation.controls.find((c) => c.role === 'button')?.name, 'FLOOD-TAIL-e61b');
    t.is(observation.controls.find((c) => c.role === 'checkbox')?.name, 'FLOOD-TAIL-e61b');
    t.is(
      observation.text.content,
      'Huge text Before the flood SHOWN-HUGE-BEFORE-31ad. FLOOD-TAIL-e61b FLOOD-TAIL-e61b FLOOD-TAIL-e61b FLOOD-TAIL-e61b After the flood SHOWN-HUGE-AFTER-c50e.',
    );
    t.false(observation.text.truncated);
  });
}

test.serial('a text node of invisible astral characters: folding it in chunks never splits a pair', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'huge-text.html?fill=astral&mb=1');
  assertBounded(t, observation);
  t.is(observation.text.content, `Huge text Before the flood SHOWN-HUGE-BEFORE-31ad. ${'a'.repeat(LIMITS.textChars - 51)}`);
  t.true(observation.text.truncated);
  t.is(observation.regions?.find((r) => r.kind === 'status')?.summary, 'a'.repeat(LIMITS.summaryChars));
  t.is(observation.controls.find((c) => c.role === 'button')?.name, 'a'.repeat(LIMITS.nameChars));
});

test.serial('a 10 MB title folds to what shows', async (t) => {
  const session = await shared(t);
  const observation = await visit(t, session, 'huge-text.html?title=1&fill=spaces');
  assertBounded(t, observation);
  t.is(observation.page.title, 'FLOOD-TAIL-e61b');
});

test.serial('many text nodes sharing one 10 MB string: the collection reads a bounded amount and says the text was cut', async (t) => {
  // 54 text nodes of 10 MB of spaces and a tail: reading each to its end would fold 540 MB. The
  // collector's read budget (64 Mi code units a collection) stops after a few, and says so.
  const session = await shared(t);
  const observation = await visit(t, session, 'huge-text.html?copies=50&fill=spaces');
  assertBounded(t, observation);
  t.is(observation.regions?.find((r) => r.kind === 'status')?.summary, 'FLOOD-TAIL-e61b');
  const tails = observation.text.content.split('FLOOD-TAIL-e61b').length - 1;
  t.true(tails >= 4 && tails < 10, `${tails} tails read`);
  t.true(observation.text.truncated);
});

// Surrogate pairs at every cut point ------------------------------------------------------------------------------------

const PATTERN = '\u{1F600}a\u{1F600}\u{1F600}\u00e9\u4e2d\u{1D49C}b';

/** What surrogates.html builds for a shift, before any bound. */
function surrogatePage(shift: number) {
  return {
    title: 'T'.repeat(193 + shift) + PATTERN.repeat(3),
    text: 'a'.repeat(3990 + shift) + PATTERN.repeat(8),
    headings: Array.from({ length: 12 }, (_, i) => 'h'.repeat(500 + i + shift) + PATTERN.repeat(4)),
    buttons: Array.from({ length: 12 }, (_, i) => 'b'.repeat(110 + i + shift) + PATTERN.repeat(3)),
    labels: Array.from({ length: 4 }, (_, i) => 'l'.repeat(112 + i + shift) + PATTERN.repeat(2)),
  };
}

function assertWellFormedOutput(t: ExecutionContext, output: string, budget: number, what: string): boolean {
  const ok = wellFormed(output) && byteLength(output) <= budget;
  if (!ok) t.fail(`${what} at ${budget} bytes: ${byteLength(output)} bytes, well-formed ${wellFormed(output)}`);
  return ok;
}

test.serial('surrogate pairs at every cut point: collector bounds never split a pair and cut exactly', async (t) => {
  const session = await shared(t);
  for (let shift = 0; shift < 8; shift++) {
    const observation = await visit(t, session, `surrogates.html?shift=${shift}`);
    assertBounded(t, observation);
    const page = surrogatePage(shift);
    t.is(observation.page.title, firstCodePoints(page.title, LIMITS.titleChars), `title at shift ${shift}`);
    t.is(observation.text.content, firstCodePoints(page.text, LIMITS.textChars), `text at shift ${shift}`);
    t.true(observation.text.truncated);
    t.deepEqual(
      observation.regions?.map((r) => [r.summary, r.truncated]),
      page.headings.map((h) => [firstCodePoints(h, LIMITS.summaryChars), true]),
      `summaries at shift ${shift}`,
    );
    t.deepEqual(
      observation.controls.map((c) => c.name),
      [...page.buttons, ...page.labels].map((name) => firstCodePoints(name, LIMITS.nameChars)),
      `names at shift ${shift}`,
    );
  }
});

test.serial('surrogate pairs at every cut point: canonical bounding and the projection never split a pair', async (t) => {
  const session = await shared(t);
  let checked = 0;
  for (const shift of [0, 1, 2, 3]) {
    const whole = await visit(t, session, `surrogates.html?shift=${shift}`);
    t.is(whole.omitted, undefined, 'the default bound keeps everything');
    const full = byteLength(textPart(whole));
    // Each step of one byte moves the text cut by at most one code point: every position around each
    // astral character of the text's end is a cut point once.
    for (let maxBytes = full - 1; maxBytes >= full - 100; maxBytes--) {
      const bounded = boundCanonical(whole, { maxBytes });
      if (!assertWellFormedOutput(t, bounded.part, maxBytes, 'canonical part')) return;
      if (!stringsIn(bounded.observation).every(wellFormed)) return t.fail(`lone surrogate in the bounded observation at ${maxBytes}`);
      if (!whole.text.content.startsWith(bounded.observation.text.content)) return t.fail(`text is not a prefix at ${maxBytes}`);
      checked++;
    }
    // Projection budgets from the smallest up: names, summaries and text are each cut at every position.
    const largest = byteLength(projectForModel(whole, { budgetBytes: 1_000_000 }));
    const budgets = new Set<number>();
    for (let b = MIN_PROJECTION_BUDGET; b <= MIN_PROJECTION_BUDGET + 800; b++) budgets.add(b);
    for (let b = largest - 150; b <= largest; b++) budgets.add(b);
    for (const budgetBytes of budgets) {
      if (!assertWellFormedOutput(t, projectForModel(whole, { budgetBytes }), budgetBytes, 'projection')) return;
      checked++;
    }
  }
  t.is(checked, 4 * (100 + 801 + 151));
});

test.serial('surrogate pairs at every cut point: a pool with a small canonical bound cuts text between code points', async (t) => {
  // The page shrinks as the shift grows (more ASCII before each cut): a bound just under its smallest
  // form cuts the text of every shift, at a place that moves with the shift.
  const probe = await visit(t, await shared(t), 'surrogates.html?shift=7');
  const maxBytes = byteLength(textPart(probe)) - 3;
  const pool = await ObservationPool.start({ workers: 1, maxBytes, callTimeoutMs: CALL_TIMEOUT_MS });
  t.teardown(() => pool.close());
  const session = await pool.openSession();
  const cuts = new Set<number>();
  for (let shift = 0; shift < 8; shift++) {
    const observation = await observed(t, session.navigate({ url: t.context.server.url(`hostile/surrogates.html?shift=${shift}`) }));
    assertBounded(t, observation, maxBytes);
    const text = observation.text.content;
    t.true(surrogatePage(shift).text.startsWith(text));
    t.true((observation.omitted?.textChars ?? 0) > 0, `text was cut at shift ${shift}`);
    cuts.add(text.length);
  }
  t.true(cuts.size > 1, 'the cut moved with the shift');
});

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

function frameStamps(observation: Observation): Set<string> {
  return new Set([...JSON.stringify(observation).matchAll(/F(\d+)F/g)].map((m) => m[1]!));
}

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
