// Canonical bounding (docs/contract.md section 6); the canonical form itself is checked in canonical-form.test.ts.

import assert from 'node:assert/strict';
import test from 'ava';
import { assertSame, runs } from './helpers/property.js';
import fc from 'fast-check';
import { boundCanonical, canonicalJson, textPart, type BoundOptions } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import { LIMITS, type Continuation, type ControlStates, type Observation } from '../schemas/observation.js';
import { observationArbitrary } from './helpers/observation-arbitrary.js';

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
