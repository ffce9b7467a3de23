// The changing-evidence partition (its scripts are in harness/cases/changing-evidence.ts), and the pure
// progress function it rests on.
import test from 'ava';
import { changingEvidence } from '../harness/cases/changing-evidence.js';
import { evidenceChanged } from '../pool/evidence.js';
import type { Observation } from '../schemas/observation.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(changingEvidence);

test('evidenceChanged ignores refs, cursors, revisions and sessions but sees each evidence field', (t) => {
  const base: Observation = {
    schemaVersion: '1.3.0',
    session: 's1',
    revision: 1,
    tool: 'observe',
    page: { url: 'http://a/', title: 'A' },
    controls: [{ ref: 'e1', role: 'button', name: 'Go', states: { disabled: false } }],
    continuation: { cursor: 'c1.1', remaining: 3 },
    text: { content: 'Hello', truncated: false },
    regions: [{ ref: 'g2', kind: 'status', summary: 'Ready', truncated: false }],
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 10, nodesLeftUnread: false, omittedRegions: 0 },
  };
  const churned: Observation = {
    ...base,
    session: 's2',
    revision: 7,
    controls: [{ ...base.controls[0]!, ref: 'e9' }],
    continuation: { cursor: 'c7.4', remaining: 3 },
    regions: [{ ...base.regions![0]!, ref: 'g10' }],
  };
  t.false(evidenceChanged(base, churned));
  const variants: [string, Observation][] = [
    ['url', { ...base, page: { ...base.page, url: 'http://b/' } }],
    ['title', { ...base, page: { ...base.page, title: 'B' } }],
    ['text', { ...base, text: { content: 'Bye', truncated: false } }],
    ['control name', { ...base, controls: [{ ...base.controls[0]!, name: 'Stop' }] }],
    ['control state', { ...base, controls: [{ ...base.controls[0]!, states: { disabled: true } }] }],
    ['region summary', { ...base, regions: [{ ...base.regions![0]!, summary: 'Done' }] }],
    ['region kind', { ...base, regions: [{ ...base.regions![0]!, kind: 'alert' }] }],
    ['coverage', { ...base, regionCoverage: { ...base.regionCoverage!, omittedRegions: 1 } }],
  ];
  for (const [what, variant] of variants) t.true(evidenceChanged(base, variant), what);
});
