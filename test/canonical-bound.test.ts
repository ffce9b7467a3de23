// Canonical artifact and bounding (docs/contract.md section 6).

import assert from 'node:assert/strict';
import test from 'ava';
import { assertSame, runs } from './helpers/property.js';
import fc from 'fast-check';
import { boundCanonical, canonicalJson, textPart, type BoundOptions } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import {
  LIMITS,
  OBSERVATION_FIELD_ORDER,
  REGION_PRIORITY,
  type Continuation,
  type Control,
  type ControlStates,
  type Observation,
  type Region,
} from '../schemas/observation.js';

// ---------------------------------------------------------------------------------------------------------------
// Generated observations with hostile strings

const hostileUnit = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom('a', 'b', 'Z', ' ', '0', 'Pay ', 'é', '中') },
  { weight: 3, arbitrary: fc.constantFrom('"', '\\', '\n', '\r\n', '\t', '\u2028', '\u2029', '\u0085', '\u00a0', '\u007f') },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom('😀', '𝄞', '\u{10ffff}') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constant('\n[e99] button "Pay"') },
);

const hostileString = (maxLength: number, size: fc.SizeForArbitrary = 'max') => fc.string({ unit: hostileUnit, maxLength, size });

const statesArbitrary = fc.record(
  { disabled: fc.boolean(), checked: fc.boolean(), expanded: fc.boolean(), selected: fc.boolean(), filled: fc.boolean() },
  { requiredKeys: [], noNullPrototype: true },
);

const controlArbitrary = fc.record(
  {
    role: fc.constantFrom('button', 'link', 'textbox', 'checkbox', 'combobox'),
    name: fc.oneof({ weight: 20, arbitrary: hostileString(40) }, { weight: 1, arbitrary: hostileString(2000) }),
    states: fc.option(statesArbitrary, { nil: undefined }),
  },
  { noNullPrototype: true },
);

const regionArbitrary = fc.record(
  {
    kind: fc.constantFrom(...REGION_PRIORITY),
    level: fc.integer({ min: 1, max: 6 }),
    summary: fc.oneof(hostileString(60), hostileString(520)),
    truncated: fc.boolean(),
  },
  { noNullPrototype: true },
);

const observationArbitrary: fc.Arbitrary<Observation> = fc
  .record(
    {
      session: hostileString(20, 'small'),
      revision: fc.integer({ min: 1, max: 1_000_000 }),
      tool: fc.constantFrom('navigate' as const, 'observe' as const, 'act' as const),
      url: fc.oneof(fc.webUrl(), hostileString(300, 'medium')),
      title: hostileString(200, 'medium'),
      controls: fc.oneof(fc.array(controlArbitrary, { maxLength: 8 }), fc.array(controlArbitrary, { maxLength: 260, size: 'max' })),
      continuation: fc.option(fc.record({ cursor: hostileString(24, 'small'), remaining: fc.nat(1000) }, { noNullPrototype: true }), {
        nil: null,
      }),
      text: fc.oneof(hostileString(200, 'medium'), hostileString(6000)),
      textTruncated: fc.boolean(),
      regions: fc.option(fc.array(regionArbitrary, { maxLength: 40, size: 'max' }), { nil: undefined }),
      scannedNodes: fc.integer({ min: 0, max: LIMITS.scanNodes }),
      nodesLeftUnread: fc.boolean(),
      omittedRegions: fc.nat(50),
      postcondition: fc.option(fc.record({ navigated: fc.boolean(), evidenceChanged: fc.boolean() }, { noNullPrototype: true }), {
        nil: undefined,
      }),
      omitted: fc.option(fc.record({ controls: fc.nat(300), regions: fc.nat(40), textChars: fc.nat(5000) }, { noNullPrototype: true }), { nil: undefined }),
    },
    { noNullPrototype: true },
  )
  .map((g) => {
    const observation: Observation = {
      schemaVersion: '1.3.0',
      session: g.session,
      revision: g.revision,
      tool: g.tool,
      page: { url: g.url, title: g.title },
      controls: g.controls.map(({ role, name, states }, index) => {
        const control: Control = { ref: `c${index}`, role, name };
        if (states !== undefined) control.states = states;
        return control;
      }),
      continuation: g.continuation,
      text: { content: g.text, truncated: g.textTruncated },
    };
    if (g.regions !== undefined) {
      // Regions arrive in priority order (docs/contract.md section 3); sort is stable, so document order stays within a kind.
      const regions = g.regions
        .map(({ kind, level, summary, truncated }, index): Region =>
          kind === 'heading' ? { ref: `r${index}`, kind, level, summary, truncated } : { ref: `r${index}`, kind, summary, truncated },
        )
        .sort((a, b) => REGION_PRIORITY.indexOf(a.kind) - REGION_PRIORITY.indexOf(b.kind));
      observation.regions = regions;
      observation.regionCoverage = {
        version: 1,
        scope: 'main-document',
        scannedNodes: g.scannedNodes,
        nodesLeftUnread: g.nodesLeftUnread,
        omittedRegions: g.omittedRegions,
      };
    }
    if (g.postcondition !== undefined) observation.postcondition = g.postcondition;
    if (g.omitted !== undefined) observation.omitted = g.omitted;
    return observation;
  });

// ---------------------------------------------------------------------------------------------------------------
// The contract's bounding rules, written out independently of the implementation

const utf8Bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const codePoints = (s: string) => [...s];

interface Kept {
  textChars: number;
  regions: number;
  controls: number;
}

/**
 * What docs/contract.md section 6 says bounding yields when it keeps `kept`: the first code points of the text (then
 * marked truncated), the first regions and controls, every other field as it was, and the drops added to
 * `omitted` (which appears only when something was dropped).
 */
function expectedBounded(input: Observation, kept: Kept, continuation: Continuation | null): Observation {
  const text = codePoints(input.text.content);
  const dropped = {
    controls: input.controls.length - kept.controls,
    regions: (input.regions?.length ?? 0) - kept.regions,
    textChars: text.length - kept.textChars,
  };
  const expected: Observation = {
    ...input,
    controls: input.controls.slice(0, kept.controls),
    continuation,
    text: dropped.textChars > 0 ? { content: text.slice(0, kept.textChars).join(''), truncated: true } : input.text,
  };
  if (input.regions !== undefined) expected.regions = input.regions.slice(0, kept.regions);
  if (dropped.controls + dropped.regions + dropped.textChars > 0) {
    const before = input.omitted ?? { controls: 0, regions: 0, textChars: 0 };
    expected.omitted = {
      controls: before.controls + dropped.controls,
      regions: before.regions + dropped.regions,
      textChars: before.textChars + dropped.textChars,
    };
  }
  return expected;
}

const partBytes = (observation: Observation) => utf8Bytes(textPart(observation));

/** A continuation minted the way a pool would: its cursor reaches the controls after the kept ones. */
function reissueFor(input: Observation) {
  const calls: number[] = [];
  const reissue = (keptControls: number): Continuation => {
    calls.push(keptControls);
    return { cursor: `rev${input.revision}.from${keptControls}`, remaining: input.controls.length - keptControls + (input.continuation?.remaining ?? 0) };
  };
  return { reissue, calls };
}

/** Checks one bounding of `input` against every rule of docs/contract.md section 6. */
function checkBounding(input: Observation, maxBytes: number, withReissue: boolean): void {
  const snapshot = structuredClone(input);
  const { reissue, calls } = reissueFor(input);
  const options: BoundOptions = withReissue ? { maxBytes, reissueContinuation: reissue } : { maxBytes };
  let artifact;
  try {
    artifact = boundCanonical(input, options);
  } catch (error) {
    assert.ok(error instanceof LookoutError && error.code === 'bound-too-small', String(error));
    if (input.controls.length === 0) assertSame(calls, [], 'no continuation is minted when there is no control to drop');
    const continuation = withReissue && input.controls.length > 0 ? reissue(0) : input.continuation;
    const bare = expectedBounded(input, { textChars: 0, regions: 0, controls: 0 }, continuation);
    assert.ok(partBytes(bare) > maxBytes, 'bound-too-small only when the observation without text, regions and controls does not fit');
    return;
  }
  const minted = [...calls];
  assertSame(input, snapshot, 'the input is not mutated');

  // The bound counts the whole serialized part; it is valid JSON whose text parses back to the bounded observation.
  assert.ok(artifact.bytes <= maxBytes, `${artifact.bytes} > ${maxBytes}`);
  assertSame(artifact.bytes, utf8Bytes(artifact.part));
  const wrapper: unknown = JSON.parse(artifact.part);
  assertSame(Object.keys(wrapper as object), ['type', 'text']);
  const { type, text } = wrapper as { type: unknown; text: string };
  assertSame(type, 'text');
  assertSame(JSON.parse(text), artifact.observation);
  assertSame(text, canonicalJson(artifact.observation));

  const bounded = artifact.observation;
  const kept: Kept = {
    textChars: codePoints(bounded.text.content).length,
    regions: bounded.regions?.length ?? 0,
    controls: bounded.controls.length,
  };
  const dropped: Kept = {
    textChars: codePoints(input.text.content).length - kept.textChars,
    regions: (input.regions?.length ?? 0) - kept.regions,
    controls: input.controls.length - kept.controls,
  };

  // Whole records, kept as a prefix; text cut from its end on a code point; header, coverage and every other
  // field kept; `omitted` adds exactly what was dropped.
  const continuation = dropped.controls > 0 && withReissue ? reissue(kept.controls) : input.continuation;
  assertSame(bounded, expectedBounded(input, kept, continuation));
  if (input.regionCoverage !== undefined) assertSame(bounded.regionCoverage, input.regionCoverage);
  if (dropped.textChars > 0 && kept.textChars > 0) {
    const cut = bounded.text.content.length;
    const splitsPair = /[\ud800-\udbff]/.test(input.text.content[cut - 1] ?? '') && /[\udc00-\udfff]/.test(input.text.content[cut] ?? '');
    assert.ok(!splitsPair, 'the text cut never splits a surrogate pair');
  }
  if (withReissue) {
    if (dropped.controls > 0) assertSame(minted.at(-1), kept.controls, 'the continuation is minted for the kept controls');
    else assertSame(minted, [], 'no continuation is minted when no control is dropped');
  }

  // Drop order: general text first, then regions, then controls.
  if (dropped.regions > 0) assertSame(kept.textChars, 0, 'regions are dropped only once the text is gone');
  if (dropped.controls > 0) assertSame([kept.textChars, kept.regions], [0, 0], 'controls go only after text and regions');

  // Nothing is dropped that would have fit: one more unit of the last stage that gave something up overflows.
  const all = { textChars: codePoints(input.text.content).length, regions: input.regions?.length ?? 0, controls: input.controls.length };
  if (dropped.controls > 0) {
    if (!withReissue) {
      assert.ok(partBytes(expectedBounded(input, { ...kept, controls: kept.controls + 1 }, input.continuation)) > maxBytes);
    }
  } else if (dropped.regions > 0) {
    assert.ok(partBytes(expectedBounded(input, { ...all, textChars: 0, regions: kept.regions + 1 }, input.continuation)) > maxBytes);
  } else if (dropped.textChars > 0) {
    assert.ok(partBytes(expectedBounded(input, { ...all, textChars: kept.textChars + 1 }, input.continuation)) > maxBytes);
  } else {
    assertSame(artifact.part, textPart(input), 'an observation that fits is delivered whole');
  }
}

for (const maxBytes of [2048, 8192, LIMITS.canonicalBytes]) {
  test(`a bound of ${maxBytes} bytes holds every generated observation by the contract's rules`, (t) => {
    fc.assert(
      fc.property(observationArbitrary, fc.boolean(), (input, withReissue) => {
        checkBounding(input, maxBytes, withReissue);
      }),
      runs(120),
    );
    t.pass();
  });
}

test('tight bounds around generated observations drop exactly what does not fit', (t) => {
  // Bounds just below the whole part's size exercise the first stage; bounds far below it the later ones.
  fc.assert(
    fc.property(observationArbitrary, fc.double({ min: 0.05, max: 1, noNaN: true }), fc.boolean(), (input, share, withReissue) => {
      const maxBytes = Math.max(1, Math.floor(partBytes(input) * share));
      checkBounding(input, maxBytes, withReissue);
    }),
    runs(200),
  );
  t.pass();
});

// ---------------------------------------------------------------------------------------------------------------
// Canonical form

const fullObservation = (): Observation => ({
  schemaVersion: '1.3.0',
  session: 's1',
  revision: 4,
  tool: 'act',
  page: { url: 'https://example.test/a', title: 'A "quoted" title' },
  controls: [
    { ref: 'e1', role: 'checkbox', name: 'Agree', states: { disabled: false, checked: true, expanded: false, selected: true, filled: false } },
    { ref: 'e2', role: 'button', name: 'Go' },
  ],
  continuation: { cursor: 'k', remaining: 2 },
  text: { content: 'Line\nnext', truncated: false },
  regions: [
    { ref: 'g1', kind: 'dialog', summary: 'Sure?', truncated: false },
    { ref: 'g2', kind: 'heading', level: 2, summary: 'Cart', truncated: true },
  ],
  regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 90, nodesLeftUnread: false, omittedRegions: 0 },
  postcondition: { navigated: false, evidenceChanged: true },
  omitted: { controls: 1, regions: 0, textChars: 7 },
});

const EXPECTED_CANONICAL =
  '{"schemaVersion":"1.3.0","session":"s1","revision":4,"tool":"act",' +
  '"page":{"url":"https://example.test/a","title":"A \\"quoted\\" title"},' +
  '"controls":[{"ref":"e1","role":"checkbox","name":"Agree","states":{"disabled":false,"checked":true,"expanded":false,"selected":true,"filled":false}},' +
  '{"ref":"e2","role":"button","name":"Go"}],' +
  '"continuation":{"cursor":"k","remaining":2},' +
  '"text":{"content":"Line\\nnext","truncated":false},' +
  '"regions":[{"ref":"g1","kind":"dialog","summary":"Sure?","truncated":false},{"ref":"g2","kind":"heading","level":2,"summary":"Cart","truncated":true}],' +
  '"regionCoverage":{"version":1,"scope":"main-document","scannedNodes":90,"nodesLeftUnread":false,"omittedRegions":0},' +
  '"postcondition":{"navigated":false,"evidenceChanged":true},' +
  '"omitted":{"controls":1,"regions":0,"textChars":7}}';

/** A deep copy whose objects list their keys in reverse order. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  ) as T;
}

test('canonical JSON follows the field order of docs/contract.md section 2 whatever the input key order', (t) => {
  t.is(canonicalJson(reversedKeys(fullObservation())), EXPECTED_CANONICAL);
  t.is(canonicalJson(fullObservation()), EXPECTED_CANONICAL);
});

test('the text part wraps the canonical JSON as a JSON string', (t) => {
  t.is(textPart(fullObservation()), `{"type":"text","text":${JSON.stringify(EXPECTED_CANONICAL)}}`);
});

test('absent optional fields are left out of the canonical JSON, null continuation is kept', (t) => {
  const observation: Observation = {
    schemaVersion: '1.2.0',
    session: 's',
    revision: 1,
    tool: 'navigate',
    page: { url: 'u', title: 't' },
    controls: [{ ref: 'e1', role: 'link', name: 'x', states: { checked: undefined, filled: true } }],
    continuation: null,
    text: { content: '', truncated: false },
    regions: undefined,
    postcondition: undefined,
  };
  t.is(
    canonicalJson(observation),
    '{"schemaVersion":"1.2.0","session":"s","revision":1,"tool":"navigate","page":{"url":"u","title":"t"},' +
      '"controls":[{"ref":"e1","role":"link","name":"x","states":{"filled":true}}],"continuation":null,"text":{"content":"","truncated":false}}',
  );
});

test('fields outside the contract are left out of the canonical JSON', (t) => {
  const observation = { ...fullObservation(), debug: 'x', page: { url: 'u', title: 't', favicon: 'f' } } as Observation;
  const parsed = JSON.parse(canonicalJson(observation)) as Record<string, unknown>;
  t.false('debug' in parsed);
  t.deepEqual(parsed['page'], { url: 'u', title: 't' });
});

/** A deep copy with the keys of every object in an order chosen by `rank`. */
function shuffledKeys<T>(value: T, rank: (key: string) => number): T {
  if (Array.isArray(value)) return value.map((item) => shuffledKeys(item, rank)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => rank(a) - rank(b));
  return Object.fromEntries(entries.map(([key, inner]) => [key, shuffledKeys(inner, rank)])) as T;
}

const NESTED_ORDER: Record<string, readonly string[]> = {
  page: ['url', 'title'],
  control: ['ref', 'role', 'name', 'states'],
  states: ['disabled', 'checked', 'expanded', 'selected', 'filled'],
  region: ['ref', 'kind', 'level', 'summary', 'truncated'],
  regionCoverage: ['version', 'scope', 'scannedNodes', 'nodesLeftUnread', 'omittedRegions'],
  continuation: ['cursor', 'remaining'],
  text: ['content', 'truncated'],
  postcondition: ['navigated', 'evidenceChanged'],
  omitted: ['controls', 'regions', 'textChars'],
};

function assertKeyOrder(value: unknown, order: readonly string[], where: string): void {
  const keys = Object.keys(value as object);
  assertSame(
    keys,
    order.filter((key) => keys.includes(key)),
    `key order of ${where}`,
  );
}

test('canonical JSON is the same bytes for any key order and lists keys in contract order', (t) => {
  fc.assert(
    fc.property(observationArbitrary, fc.func(fc.integer()), fc.integer({ min: 2048, max: 70_000 }), (input, rankOf, maxBytes) => {
      const shuffled = shuffledKeys(input, (key) => rankOf(key));
      assertSame(canonicalJson(shuffled), canonicalJson(input));
      const bound = (observation: Observation) => {
        try {
          return boundCanonical(observation, { maxBytes }).part;
        } catch (error) {
          return (error as LookoutError).code;
        }
      };
      assertSame(bound(shuffled), bound(input));

      const parsed = JSON.parse(canonicalJson(shuffled)) as Record<string, unknown> & Observation;
      assertKeyOrder(parsed, OBSERVATION_FIELD_ORDER, 'the observation');
      for (const field of ['page', 'regionCoverage', 'continuation', 'text', 'postcondition', 'omitted'] as const) {
        if (parsed[field] != null) assertKeyOrder(parsed[field], NESTED_ORDER[field] ?? [], field);
      }
      for (const control of parsed.controls) {
        assertKeyOrder(control, NESTED_ORDER['control'] ?? [], 'a control');
        if (control.states) assertKeyOrder(control.states, NESTED_ORDER['states'] ?? [], 'states');
      }
      for (const region of parsed.regions ?? []) assertKeyOrder(region, NESTED_ORDER['region'] ?? [], 'a region');
    }),
    runs(80),
  );
  t.pass();
});

// ---------------------------------------------------------------------------------------------------------------
// Bounding, by example

function shopObservation(): Observation {
  return {
    schemaVersion: '1.3.0',
    session: 's1',
    revision: 2,
    tool: 'observe',
    page: { url: 'https://shop.test/', title: 'Shop' },
    controls: [
      { ref: 'e1', role: 'button', name: 'Pay now' },
      { ref: 'e2', role: 'textbox', name: 'Card number', states: { filled: true } },
      { ref: 'e3', role: 'link', name: 'Help' },
    ],
    continuation: null,
    text: { content: `Free delivery on orders over 50 EUR. 😀${' Returns within 30 days.'.repeat(5)}`, truncated: false },
    regions: [
      { ref: 'g1', kind: 'dialog', summary: 'Confirm your order', truncated: false },
      { ref: 'g2', kind: 'heading', level: 1, summary: 'Basket', truncated: false },
      { ref: 'g3', kind: 'heading', level: 2, summary: 'Recommended for you', truncated: false },
    ],
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 300, nodesLeftUnread: false, omittedRegions: 0 },
  };
}

const all = (o: Observation): Kept => ({ textChars: codePoints(o.text.content).length, regions: o.regions?.length ?? 0, controls: o.controls.length });

test('an observation that fits is delivered whole, with no omitted field', (t) => {
  const input = shopObservation();
  const artifact = boundCanonical(input);
  t.is(artifact.part, textPart(input));
  t.false('omitted' in artifact.observation);
});

test('general text goes first, cut from its end without splitting the astral character', (t) => {
  const input = shopObservation();
  // Room for the text up to and including the emoji, not one code point more.
  const keep = codePoints(input.text.content).indexOf('😀') + 1;
  const maxBytes = partBytes(expectedBounded(input, { ...all(input), textChars: keep }, null));
  const { observation } = boundCanonical(input, { maxBytes });
  t.is(observation.text.content, 'Free delivery on orders over 50 EUR. 😀');
  t.true(observation.text.truncated);
  t.deepEqual(observation.regions, input.regions);
  t.deepEqual(observation.controls, input.controls);
  t.deepEqual(observation.omitted, { controls: 0, regions: 0, textChars: codePoints(' Returns within 30 days.').length * 5 });
});

test('regions go after the text, the last heading first and the dialog last', (t) => {
  const input = shopObservation();
  const bytesWithRegions = (regions: number) => partBytes(expectedBounded(input, { ...all(input), textChars: 0, regions }, null));

  let bounded = boundCanonical(input, { maxBytes: bytesWithRegions(2) }).observation;
  t.is(bounded.text.content, '');
  t.deepEqual(
    bounded.regions?.map((r) => r.ref),
    ['g1', 'g2'],
  );
  t.deepEqual(bounded.omitted, { controls: 0, regions: 1, textChars: codePoints(input.text.content).length });

  bounded = boundCanonical(input, { maxBytes: bytesWithRegions(1) }).observation;
  t.deepEqual(
    bounded.regions?.map((r) => r.ref),
    ['g1'],
  );
  t.is(bounded.controls.length, 3);

  bounded = boundCanonical(input, { maxBytes: bytesWithRegions(0) }).observation;
  t.deepEqual(bounded.regions, []);
  t.deepEqual(bounded.regionCoverage, input.regionCoverage, 'coverage stays when every region is gone');
  t.deepEqual(bounded.controls, input.controls);
});

test('controls go last, from the end, and the caller reissues a continuation for the dropped ones', (t) => {
  const input = shopObservation();
  const continuation = { cursor: 'rev2.from1', remaining: 2 };
  const maxBytes = partBytes(expectedBounded(input, { textChars: 0, regions: 0, controls: 1 }, continuation));
  const calls: number[] = [];
  const { observation } = boundCanonical(input, {
    maxBytes,
    reissueContinuation: (kept) => {
      calls.push(kept);
      return { cursor: `rev2.from${kept}`, remaining: 3 - kept };
    },
  });
  t.deepEqual(
    observation.controls.map((c) => c.ref),
    ['e1'],
  );
  t.deepEqual(observation.continuation, continuation);
  t.deepEqual(observation.omitted, { controls: 2, regions: 3, textChars: codePoints(input.text.content).length });
  t.is(calls.at(-1), 1);
});

test('a cursor too large for the room it was minted for is minted again for fewer controls', (t) => {
  const input = shopObservation();
  const short = { cursor: 'x', remaining: 2 };
  // Room for one control with a one-letter cursor; the first cursor minted is 200 characters long.
  const maxBytes = partBytes(expectedBounded(input, { textChars: 0, regions: 0, controls: 1 }, short));
  const calls: number[] = [];
  const { observation, bytes } = boundCanonical(input, {
    maxBytes,
    reissueContinuation: (kept) => {
      calls.push(kept);
      return calls.length === 1 ? { cursor: 'y'.repeat(200), remaining: 3 - kept } : { cursor: 'x', remaining: 3 - kept };
    },
  });
  t.true(bytes <= maxBytes);
  t.deepEqual(calls, [1, 0]);
  t.deepEqual(observation.controls, []);
  t.deepEqual(observation.continuation, { cursor: 'x', remaining: 3 });
});

test('without a reissue callback the continuation is left unchanged when controls are dropped', (t) => {
  const input = { ...shopObservation(), continuation: { cursor: 'old', remaining: 9 } };
  const maxBytes = partBytes(expectedBounded(input, { textChars: 0, regions: 0, controls: 2 }, input.continuation));
  const { observation } = boundCanonical(input, { maxBytes });
  t.is(observation.controls.length, 2);
  t.deepEqual(observation.continuation, { cursor: 'old', remaining: 9 });
});

test('omissions are added to those an earlier bounding recorded', (t) => {
  const input = { ...shopObservation(), omitted: { controls: 5, regions: 1, textChars: 10 } };
  const maxBytes = partBytes(expectedBounded(input, { ...all(input), textChars: 0, regions: 2 }, null));
  t.deepEqual(boundCanonical(input, { maxBytes }).observation.omitted, {
    controls: 5,
    regions: 2,
    textChars: 10 + codePoints(input.text.content).length,
  });
  t.deepEqual(boundCanonical(input).observation.omitted, input.omitted, 'an observation that fits keeps its omitted as is');
});

test('the bound counts the double escaping of the text part', (t) => {
  // A lone surrogate is escaped to \udXXX in the canonical JSON and to \\udXXX in the part: 7 bytes each.
  const input: Observation = { ...shopObservation(), controls: [], regions: [], text: { content: '\ud800'.repeat(100), truncated: false } };
  const keeping = (textChars: number) => partBytes(expectedBounded(input, { textChars, regions: 0, controls: 0 }, null));
  t.is(keeping(50) - keeping(49), 7);
  const { observation, bytes } = boundCanonical(input, { maxBytes: keeping(50) + 6 });
  t.is(observation.text.content, '\ud800'.repeat(50));
  t.is(bytes, keeping(50));
});

test('a bound that cannot hold the header fails with bound-too-small', (t) => {
  const input = shopObservation();
  const bare = expectedBounded(input, { textChars: 0, regions: 0, controls: 0 }, null);
  const error = t.throws(() => boundCanonical(input, { maxBytes: partBytes(bare) - 1 }));
  t.is((error as LookoutError).code, 'bound-too-small');
  t.deepEqual(boundCanonical(input, { maxBytes: partBytes(bare) }).observation, bare);
  t.is((t.throws(() => boundCanonical(input, { maxBytes: 100 })) as LookoutError).code, 'bound-too-small');
});

test('without controls to drop, a header that does not fit fails with bound-too-small and mints no cursor', (t) => {
  const input: Observation = { ...shopObservation(), controls: [], continuation: { cursor: 'a long cursor '.repeat(20), remaining: 1 } };
  const bare = expectedBounded(input, { textChars: 0, regions: 0, controls: 0 }, input.continuation);
  const calls: number[] = [];
  const error = t.throws(() =>
    boundCanonical(input, { maxBytes: partBytes(bare) - 1, reissueContinuation: (kept) => (calls.push(kept), { cursor: 'x', remaining: 0 }) }),
  );
  t.is((error as LookoutError).code, 'bound-too-small');
  t.deepEqual(calls, []);
});

test('a bound that is not a positive integer is refused with invalid-argument', (t) => {
  for (const maxBytes of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    const error = t.throws(() => boundCanonical(shopObservation(), { maxBytes }));
    t.is((error as LookoutError).code, 'invalid-argument');
  }
});

test('control states keep their canonical order and false values when bounded', (t) => {
  const states: ControlStates = { filled: false, selected: true, expanded: false, checked: true, disabled: false };
  const input = { ...shopObservation(), controls: [{ ref: 'e1', role: 'checkbox', name: 'A', states }] };
  const inner = JSON.parse((JSON.parse(boundCanonical(input).part) as { text: string }).text) as Observation;
  t.deepEqual(Object.entries(inner.controls[0]?.states ?? {}), [
    ['disabled', false],
    ['checked', true],
    ['expanded', false],
    ['selected', true],
    ['filled', false],
  ]);
});
