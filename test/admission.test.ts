import test from 'ava';
import { admitObservation, schemaValidator } from '../pool/admission.js';
import type { Observation } from '../schemas/observation.js';

function valid(): Observation {
  return {
    schemaVersion: '1.3.0',
    session: 's1',
    revision: 1,
    tool: 'observe',
    page: { url: 'http://127.0.0.1/', title: 'T' },
    controls: [{ ref: 'e1', role: 'button', name: 'Go' }],
    continuation: null,
    text: { content: 'Hello', truncated: false },
    regions: [{ ref: 'g2', kind: 'heading', level: 1, summary: 'Hello', truncated: false }],
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 12, nodesLeftUnread: false, omittedRegions: 0 },
  };
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

test('a valid 1.3.0 observation is admitted', (t) => {
  t.is(admitObservation(valid()).revision, 1);
});

test('an older adapter\'s 1.2.0 observation without regions is admitted', (t) => {
  const { regions: _r, regionCoverage: _c, ...legacy } = valid();
  t.is(admitObservation({ ...legacy, schemaVersion: '1.2.0' }).schemaVersion, '1.2.0');
});

test('regions without coverage are rejected with regions-without-coverage', (t) => {
  const { regionCoverage: _c, ...observation } = valid();
  t.is(codeOf(() => admitObservation(observation)), 'regions-without-coverage');
});

test('a duplicate region ref is rejected with duplicate-region-ref', (t) => {
  const observation = valid();
  observation.regions!.push({ ref: 'g2', kind: 'status', summary: 'x', truncated: false });
  t.is(codeOf(() => admitObservation(observation)), 'duplicate-region-ref');
});

test('a region ref equal to a control ref is rejected with region-ref-aliases-control', (t) => {
  const observation = valid();
  observation.regions![0]!.ref = 'e1';
  t.is(codeOf(() => admitObservation(observation)), 'region-ref-aliases-control');
});

test('a region ref aliasing a control beyond the first page is rejected too', (t) => {
  const observation = valid();
  t.is(codeOf(() => admitObservation(observation, [{ ref: 'g2', role: 'link', name: 'x' }])), 'region-ref-aliases-control');
});

test('schema violations are rejected with schema and keep ajv errors', (t) => {
  const cases: [string, (o: Record<string, unknown>) => void][] = [
    ['a wrong schemaVersion', (o) => (o['schemaVersion'] = '2.0.0')],
    ['a revision of 0', (o) => (o['revision'] = 0)],
    ['an unknown tool', (o) => (o['tool'] = 'scroll')],
    ['an unknown region kind', (o) => ((o['regions'] as { kind: string }[])[0]!.kind = 'banner')],
    ['a level on a non-heading region', (o) => ((o['regions'] as Record<string, unknown>[])[0]!['kind'] = 'status')],
    ['scannedNodes over the bound', (o) => ((o['regionCoverage'] as Record<string, number>)['scannedNodes'] = 8193)],
    ['more than 32 regions', (o) => (o['regions'] = Array.from({ length: 33 }, (_, i) => ({ ref: `g${i + 10}`, kind: 'heading', level: 2, summary: '', truncated: false })))],
    ['an unknown field', (o) => (o['value'] = 'secret')],
    ['a missing text', (o) => delete o['text']],
  ];
  for (const [what, mutate] of cases) {
    const observation = valid() as unknown as Record<string, unknown>;
    mutate(observation);
    try {
      admitObservation(observation);
      t.fail(`${what} was admitted`);
    } catch (error) {
      t.is((error as { code?: string }).code, 'schema', what);
      t.true(((error as { errors?: unknown[] }).errors ?? []).length > 0, `${what}: ajv errors are kept`);
    }
  }
});

test('a 1.2.0 client schema accepts a 1.3.0 observation, ignoring the additive fields', (t) => {
  const validate = schemaValidator('1.2');
  t.true(validate({ ...valid(), schemaVersion: '1.2.9' }));
});
