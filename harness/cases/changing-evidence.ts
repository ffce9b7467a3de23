// Progress (CONTRACT section 4): two observations show progress when their semantic evidence differs.
// Ref churn is not progress, and a region's wording never proves that an action took effect.
import type { Partition, ScriptCase } from './types.js';

const EVIDENCE = 'actions/evidence.html';

const cases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'same-page-twice',
    description: 'The same page observed twice is no progress, although every ref churned.',
    steps: [
      { op: 'navigate', page: EVIDENCE },
      { op: 'observe', expect: { refsDifferFrom: 0, evidenceChangedSince: { step: 0, changed: false } } },
    ],
  },
  {
    kind: 'script',
    id: 'status-update',
    description: 'An action that updates a status region is progress.',
    steps: [
      { op: 'navigate', page: EVIDENCE },
      {
        op: 'act',
        ref: { control: 'Update total', from: 0 },
        action: 'click',
        expect: { postcondition: { navigated: false, evidenceChanged: true }, evidenceChangedSince: { step: 0, changed: true } },
      },
    ],
  },
  {
    kind: 'script',
    id: 're-render-only',
    description: 'A re-render that only replaces elements with equal ones is no progress.',
    steps: [
      { op: 'navigate', page: EVIDENCE },
      { op: 'act', ref: { control: 'Re-render', from: 0 }, action: 'click', expect: { postcondition: { navigated: false, evidenceChanged: false } } },
    ],
  },
  {
    kind: 'script',
    id: 'success-claim-proves-nothing',
    description: 'A status that claims success proves nothing when the action changed nothing.',
    steps: [
      { op: 'navigate', page: EVIDENCE, expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Payment successful' }] } } },
      { op: 'act', ref: { control: 'Pay again', from: 0 }, action: 'click', expect: { postcondition: { navigated: false, evidenceChanged: false } } },
    ],
  },
  {
    kind: 'script',
    id: 'navigation',
    description: 'An action that navigates is progress with navigated: true.',
    steps: [
      { op: 'navigate', page: 'actions/form.html' },
      { op: 'act', ref: { control: 'Go to next page', from: 0 }, action: 'click', expect: { postcondition: { navigated: true, evidenceChanged: true } } },
    ],
  },
];

export const changingEvidence: Partition = {
  id: 'changing-evidence',
  description: 'Progress is a change of semantic evidence: never ref churn, never what a region claims.',
  cases,
};
