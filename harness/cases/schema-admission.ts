// Admission (docs/contract.md section 5): observation documents, valid and invalid, of schemas 1.5.0, 1.4.0 and 1.3.0 and of
// an older adapter's 1.2.0, each with the verdict the coordinator must give; one case per contract code at least.
// Documents are built from one valid observation by a named change, so each case differs in one thing.
import type { AdmissionCase, Partition } from './types.js';

type Doc = Record<string, unknown>;

function valid(): Doc {
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

/** A 1.4.0 observation carrying every field 1.4.0 added, each within its bound. */
function current(): Doc {
  return {
    ...valid(),
    schemaVersion: '1.4.0',
    tool: 'act',
    operation: 'act',
    page: { url: 'http://127.0.0.1/', title: 'T', status: 200 },
    tabs: [
      { id: 't1', url: 'http://127.0.0.1/', title: 'T', active: true },
      { id: 't2', url: 'http://127.0.0.1/terms', title: 'Terms', active: false },
    ],
    dialogs: [{ kind: 'confirm', message: 'Delete?', truncated: false, state: 'accepted', by: 'agent' }],
    controls: [
      { ref: 'e1', role: 'link', name: 'Read more', href: 'http://127.0.0.1/story?ref=redacted' },
      { ref: 'e3', role: 'combobox', name: 'Size', options: [{ label: 'Small', selected: true }], optionsOmitted: 2 },
    ],
    frameCoverage: { frames: 1, shadowRoots: 2, shadowRootsEntered: 1 },
    postcondition: { navigated: false, evidenceChanged: true },
    settle: { settled: true, waitedMs: 310 },
  };
}
const controlsOf = (o: Doc) => o['controls'] as Doc[];

/** 1.4.0 documents that break one rule of a field 1.4.0 added. */
const currentViolations: [string, string, (o: Doc) => void][] = [
  ['unknown-operation', 'an unknown operation', (o) => (o['operation'] = 'scroll-page')],
  ['status-out-of-range', 'a page status of 600', (o) => ((o['page'] as Doc)['status'] = 600)],
  ['tab-without-active', 'a tab without active', (o) => delete (o['tabs'] as Doc[])[0]!['active']],
  [
    'more-than-4-dialogs',
    'five dialogs',
    (o) => (o['dialogs'] = Array.from({ length: 5 }, () => ({ kind: 'alert', message: '', truncated: false, state: 'dismissed', by: 'policy' }))),
  ],
  ['dialog-message-over-256', 'a dialog message of 257 characters', (o) => ((o['dialogs'] as Doc[])[0]!['message'] = '😀'.repeat(257))],
  ['unknown-dialog-kind', 'a dialog of an unknown kind', (o) => ((o['dialogs'] as Doc[])[0]!['kind'] = 'print')],
  ['href-over-2048', 'a link destination of 2,049 characters', (o) => (controlsOf(o)[0]!['href'] = 'h'.repeat(2049))],
  [
    'more-than-50-options',
    'a select with 51 options',
    (o) => (controlsOf(o)[1]!['options'] = Array.from({ length: 51 }, (_, i) => ({ label: `o${i}`, selected: false }))),
  ],
  ['option-label-over-120', 'an option label of 121 characters', (o) => (controlsOf(o)[1]!['options'] = [{ label: 'x'.repeat(121), selected: false }])],
  ['option-with-value', 'an option carrying a value', (o) => (controlsOf(o)[1]!['options'] = [{ label: 'Small', selected: true, value: 's' }])],
  ['options-omitted-zero', 'optionsOmitted of 0', (o) => (controlsOf(o)[1]!['optionsOmitted'] = 0)],
  ['negative-frames', 'a negative frame count', (o) => ((o['frameCoverage'] as Doc)['frames'] = -1)],
  ['settle-without-waited', 'a settle outcome without waitedMs', (o) => delete (o['settle'] as Doc)['waitedMs']],
];

/** A 1.5.0 observation carrying every field 1.5.0 added, each within its bound. */
function newest(): Doc {
  const o = current();
  o['schemaVersion'] = '1.5.0';
  o['focus'] = { ref: 'e4', role: 'textbox', shown: true };
  o['controls'] = [
    ...controlsOf(o),
    { ref: 'e4', role: 'textbox', name: '', hint: 'Email address', inputType: 'email', states: { filled: true }, matchesTyped: true },
    { ref: 'e5', role: 'clickable', name: 'Lunch on Friday' },
  ];
  return o;
}

/** 1.5.0 documents that break one rule of a field 1.5.0 added. */
const newestViolations: [string, string, (o: Doc) => void][] = [
  ['focus-without-shown', 'a focus without shown', (o) => delete (o['focus'] as Doc)['shown']],
  ['focus-with-text', 'a focus carrying text', (o) => ((o['focus'] as Doc)['name'] = 'typed secret')],
  ['hint-over-120', 'a hint of 121 characters', (o) => (controlsOf(o)[2]!['hint'] = '😀'.repeat(121))],
  ['input-type-not-a-type', 'an input type that is no type name', (o) => (controlsOf(o)[2]!['inputType'] = 'Email Address')],
  ['matches-typed-not-boolean', 'matchesTyped that is the value', (o) => (controlsOf(o)[2]!['matchesTyped'] = 'ada@example.test')],
];

/** An older adapter's observation: schema 1.2.0, no regions, no coverage. */
function legacy(): Doc {
  const { regions: _regions, regionCoverage: _coverage, ...rest } = valid();
  return { ...rest, schemaVersion: '1.2.0' };
}

const changed = (base: Doc, change: (o: Doc) => void): Doc => {
  change(base);
  return base;
};
const regionsOf = (o: Doc) => o['regions'] as Doc[];

const admitted = { verdict: 'admitted' } as const;
const rejected = (code: 'schema' | 'regions-without-coverage' | 'duplicate-region-ref' | 'region-ref-aliases-control') =>
  ({ verdict: 'rejected', code }) as const;

const schemaViolations: [string, string, (o: Doc) => void][] = [
  ['wrong-schema-version', 'a schemaVersion of 2.0.0', (o) => (o['schemaVersion'] = '2.0.0')],
  ['revision-zero', 'a revision of 0', (o) => (o['revision'] = 0)],
  ['unknown-tool', 'an unknown tool', (o) => (o['tool'] = 'scroll')],
  ['unknown-region-kind', 'an unknown region kind', (o) => (regionsOf(o)[0]!['kind'] = 'banner')],
  ['level-on-non-heading', 'a level on a region that is not a heading', (o) => (regionsOf(o)[0]!['kind'] = 'status')],
  ['scanned-nodes-over-bound', 'scannedNodes over 8,192', (o) => ((o['regionCoverage'] as Doc)['scannedNodes'] = 8193)],
  [
    'more-than-32-regions',
    'more than 32 regions',
    (o) => (o['regions'] = Array.from({ length: 33 }, (_, i) => ({ ref: `g${i + 10}`, kind: 'heading', level: 2, summary: '', truncated: false }))),
  ],
  ['unknown-field', 'an unknown top-level field (a form value)', (o) => (o['value'] = 'secret')],
  ['missing-text', 'no text', (o) => delete o['text']],
  // The contract's limits, counted in code points: an astral character counts once.
  ['summary-over-512', 'a region summary of 513 characters', (o) => (regionsOf(o)[0]!['summary'] = '😀'.repeat(513))],
  ['title-over-200', 'a page title of 201 characters', (o) => ((o['page'] as Doc)['title'] = 'x'.repeat(201))],
  ['name-over-120', 'a control name of 121 characters', (o) => ((o['controls'] as Doc[])[0]!['name'] = 'x'.repeat(121))],
  ['text-over-4000', 'general text of 4,001 characters', (o) => ((o['text'] as Doc)['content'] = 'x'.repeat(4001))],
];

const cases: AdmissionCase[] = [
  { kind: 'admission', id: 'valid-1.3.0', description: 'A valid 1.3.0 observation is admitted.', document: valid(), expect: admitted },
  {
    kind: 'admission',
    id: 'valid-1.3.0-no-regions-found',
    description: 'A 1.3.0 observation with an empty region list and its coverage is admitted ([] means none found).',
    document: changed(valid(), (o) => (o['regions'] = [])),
    expect: admitted,
  },
  {
    kind: 'admission',
    id: 'valid-1.3.0-regions-not-collected',
    description: 'A 1.3.0 observation without regions and coverage is admitted (regions not collected).',
    document: changed(valid(), (o) => {
      delete o['regions'];
      delete o['regionCoverage'];
    }),
    expect: admitted,
  },
  {
    kind: 'admission',
    id: 'valid-1.2.0-legacy',
    description: "An older adapter's 1.2.0 observation without regions is admitted.",
    document: legacy(),
    expect: admitted,
  },
  {
    kind: 'admission',
    id: 'invalid-1.2.0-revision-zero',
    description: 'A 1.2.0 observation is held to the 1.2.0 schema: a revision of 0 is rejected with schema.',
    document: changed(legacy(), (o) => (o['revision'] = 0)),
    expect: rejected('schema'),
  },
  {
    kind: 'admission',
    id: 'invalid-1.2.0-missing-controls',
    description: 'A 1.2.0 observation without controls is rejected with schema.',
    document: changed(legacy(), (o) => delete o['controls']),
    expect: rejected('schema'),
  },
  {
    kind: 'admission',
    id: 'invalid-1.2.0-regions-without-coverage',
    description: 'A 1.2.0 observation that carries regions but no coverage is rejected with regions-without-coverage.',
    document: changed(legacy(), (o) => (o['regions'] = [{ ref: 'g2', kind: 'heading', level: 1, summary: 'Hello', truncated: false }])),
    expect: rejected('regions-without-coverage'),
  },
  {
    kind: 'admission',
    id: 'regions-without-coverage',
    description: 'Regions without regionCoverage are rejected with regions-without-coverage.',
    document: changed(valid(), (o) => delete o['regionCoverage']),
    expect: rejected('regions-without-coverage'),
  },
  {
    kind: 'admission',
    id: 'duplicate-region-ref',
    description: 'Two regions with the same ref are rejected with duplicate-region-ref.',
    document: changed(valid(), (o) => regionsOf(o).push({ ref: 'g2', kind: 'status', summary: 'x', truncated: false })),
    expect: rejected('duplicate-region-ref'),
  },
  {
    kind: 'admission',
    id: 'region-ref-aliases-control',
    description: 'A region ref equal to a control ref of the same observation is rejected with region-ref-aliases-control.',
    document: changed(valid(), (o) => (regionsOf(o)[0]!['ref'] = 'e1')),
    expect: rejected('region-ref-aliases-control'),
  },
  {
    kind: 'admission',
    id: 'region-ref-aliases-later-control',
    description: 'A region ref equal to a control ref beyond the first page of controls is rejected too.',
    document: valid(),
    moreControls: [{ ref: 'g2', role: 'link', name: 'x' }],
    expect: rejected('region-ref-aliases-control'),
  },
  ...schemaViolations.map(([id, what, change]): AdmissionCase => ({
    kind: 'admission',
    id: `schema-${id}`,
    description: `A 1.3.0 observation with ${what} is rejected with schema, keeping ajv's errors.`,
    document: changed(valid(), change),
    expect: rejected('schema'),
  })),
  {
    kind: 'admission',
    id: 'valid-1.4.0',
    description: 'A 1.4.0 observation with operation, status, tabs, dialogs, a destination, options, frame coverage and settle is admitted.',
    document: current(),
    expect: admitted,
  },
  ...currentViolations.map(([id, what, change]): AdmissionCase => ({
    kind: 'admission',
    id: `schema-1.4.0-${id}`,
    description: `A 1.4.0 observation with ${what} is rejected with schema, keeping ajv's errors.`,
    document: changed(current(), change),
    expect: rejected('schema'),
  })),
  {
    kind: 'admission',
    id: 'valid-1.5.0',
    description: 'A 1.5.0 observation with focus, a positional hint, an input type, matchesTyped and a clickable control is admitted.',
    document: newest(),
    expect: admitted,
  },
  ...newestViolations.map(([id, what, change]): AdmissionCase => ({
    kind: 'admission',
    id: `schema-1.5.0-${id}`,
    description: `A 1.5.0 observation with ${what} is rejected with schema, keeping ajv's errors.`,
    document: changed(newest(), change),
    expect: rejected('schema'),
  })),
  {
    kind: 'admission',
    id: 'fields-1.5-refused-as-1.4',
    description: 'A document that says 1.4.0 is held to the 1.4.0 schema: the 1.5.0 fields are refused there.',
    document: changed(newest(), (o) => (o['schemaVersion'] = '1.4.0')),
    expect: rejected('schema'),
  },
  {
    kind: 'admission',
    id: 'client-1.2-accepts-1.3-fields',
    description: 'A client validating with the 1.2.0 schema, ignoring unknown fields, accepts a 1.3.0 observation with regions and coverage.',
    admittedBy: 'client-1.2',
    document: valid(),
    expect: admitted,
  },
  {
    kind: 'admission',
    id: 'client-1.2-accepts-later-1.2',
    description: 'The same client accepts a later 1.2.x observation carrying the additive fields.',
    admittedBy: 'client-1.2',
    document: changed(valid(), (o) => (o['schemaVersion'] = '1.2.9')),
    expect: admitted,
  },
  {
    kind: 'admission',
    id: 'client-1.2-rejects-invalid',
    description: 'The same 1.2.0 client still rejects what its schema forbids (a revision of 0).',
    admittedBy: 'client-1.2',
    document: changed(legacy(), (o) => (o['revision'] = 0)),
    expect: { verdict: 'rejected', code: 'schema' },
  },
];

export const schemaAdmission: Partition = {
  id: 'schema-admission',
  description: 'Admission of 1.5.0, 1.4.0, 1.3.0 and 1.2.0 observation documents: every contract code, schema violations keep ajv errors.',
  cases,
};
