// Progress (docs/contract.md section 4): two observations show progress when their semantic evidence differs.
// Ref churn is not progress, and a region's wording never proves that an action took effect.
import type { Partition, ScriptCase } from './types.js';

const EVIDENCE = 'actions/evidence.html';
const RESTYLE = 'actions/restyle.html';
/** Text of actions/restyle.html shown before its Restyle button is clicked and hidden after. */
const GONE = ['GONE-CLASS-4a1f', 'GONE-OPACITY-8c2e', 'GONE-SCALE-19d0', 'GONE-CLIP-73b5', 'GONE-VISIBILITY-e042'];
/** Text of the same page hidden before the click and shown after. */
const SHOWN = ['SHOWN-CLASS-b6c3', 'SHOWN-OPACITY-5d81'];

const cases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'same-page-twice',
    description: 'The same page observed twice is no progress, and every control keeps its ref.',
    steps: [
      { op: 'navigate', page: EVIDENCE },
      { op: 'observe', expect: { refsKeptFrom: 0, evidenceChangedSince: { step: 0, changed: false } } },
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
    id: 'restyle-in-place',
    description:
      'An action that only restyles elements already seen is progress, and the next observation follows ' +
      'the new styles: what was shown and is now hidden is gone, what was hidden and is now shown is there.',
    steps: [
      {
        op: 'navigate',
        page: RESTYLE,
        expect: {
          observation: {
            textIncludes: GONE,
            textExcludes: SHOWN,
            controlsInclude: [{ role: 'button', name: 'Old action' }],
            controlNamesExclude: ['New action'],
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Restyle', from: 0 },
        action: 'click',
        expect: {
          postcondition: { navigated: false, evidenceChanged: true },
          observation: {
            textIncludes: SHOWN,
            textExcludes: GONE,
            controlsInclude: [{ role: 'button', name: 'New action' }],
            controlNamesExclude: ['Old action'],
          },
        },
      },
      // Observed again with nothing changed in between: the same evidence.
      { op: 'observe', expect: { evidenceChangedSince: { step: 1, changed: false }, observation: { textIncludes: SHOWN, textExcludes: GONE } } },
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
