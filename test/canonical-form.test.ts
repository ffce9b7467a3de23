// Canonical form (docs/contract.md section 6): field order, the text part, which fields are left out, and the same
// bytes for any key order of the input.
import test from 'ava';
import { assertSame, runs } from './helpers/property.js';
import fc from 'fast-check';
import { boundCanonical, canonicalJson, codePointCount, textPart } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import { OBSERVATION_FIELD_ORDER, type Observation } from '../schemas/observation.js';
import { observationArbitrary } from './helpers/observation-arbitrary.js';

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

test('codePointCount counts code points as string iteration does: a surrogate pair as one, a lone surrogate as one', (t) => {
  t.is(codePointCount(''), 0);
  t.is(codePointCount('abc'), 3);
  t.is(codePointCount('a\u{1F600}b'), 3, 'a pair is one code point');
  t.is(codePointCount('\ud83d'), 1, 'a lone high surrogate');
  t.is(codePointCount('\ude00\ud83d'), 2, 'a low before a high is two lone surrogates');
  t.is(codePointCount('\ud83d\ud83d\ude00'), 2, 'a lone high, then a pair');
  const units = ['a', 'é', '\ud83d', '\ude00', '\udbff', '\udc00'];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...units), { maxLength: 12 }), (parts) => {
      const s = parts.join('');
      return codePointCount(s) === [...s].length;
    }),
    runs(500),
  );
});
