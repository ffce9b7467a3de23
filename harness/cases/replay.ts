// Recording and replay: a recording keeps each raw worker record with the outputs made from it; replaying
// runs admission, canonical bounding and projection again and must give the same bytes, record by record.
import { inputCanary } from './input-canary.js';
import type { Partition, ReplayCase } from './types.js';

const valueCanaries = inputCanary.cases.find((c) => c.kind === 'page' && c.page === 'input-canary/value-attribute.html');

const cases: ReplayCase[] = [
  {
    kind: 'replay',
    id: 'committed-recording',
    description: 'The committed recording replays byte-identically: canonical part and projection.',
    source: { recording: 'basic-and-many.lookout' },
    expect: { verdicts: ['identical', 'identical'] },
  },
  {
    kind: 'replay',
    id: 'tampered-canonical',
    description: 'Replay notices a recorded canonical part that differs from what its record produces now.',
    source: { recording: 'basic-and-many.lookout' },
    tamper: { entry: 0, field: 'canonical', replace: ['Welcome', 'Welcome!'] },
    expect: { verdicts: ['differs', 'identical'] },
  },
  {
    kind: 'replay',
    id: 'tampered-projection',
    description: 'Replay notices a recorded projection that differs from what its record produces now.',
    source: { recording: 'basic-and-many.lookout' },
    tamper: { entry: 1, field: 'projection', replace: ['controls:', 'controls;'] },
    expect: { verdicts: ['identical', 'differs'] },
  },
  {
    kind: 'replay',
    id: 'fresh-recording',
    description: 'Records made now from fixture pages replay identically and hold no input value and no hidden text.',
    source: { pages: [{ page: 'basic/shop.html' }, { page: 'input-canary/value-attribute.html', budgetBytes: 512 }] },
    expect: {
      verdicts: ['identical', 'identical'],
      forbiddenInRecording: [...(valueCanaries?.kind === 'page' ? (valueCanaries.expect.forbidden ?? []) : []), 'HIDDEN-BASIC'],
    },
  },
];

export const replay: Partition = {
  id: 'replay',
  description: 'Recordings replay byte-identically through admission, bounding and projection; tampering is noticed.',
  cases,
};
