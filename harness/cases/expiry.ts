// References and revisions (docs/contract.md section 4): refs and cursors of earlier revisions expire, region refs
// are evidence only, forged refs are unknown, and a rejected call publishes nothing (the script runner
// checks that the revision stays put after every expected error).
import type { Partition, ScriptCase, ScriptStep } from './types.js';

const FORM = 'actions/form.html';
const forged = ['e999999', 'g999999', 'e0', '', 'E1', 'e1; drop', '../e1', 'x'.repeat(10_000)];

const cases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'earlier-control-ref',
    description: 'A control keeps its ref while it stays the same: a ref of an earlier revision acts, and observing again keeps every ref.',
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'observe', expect: { refsKeptFrom: 0 } },
      { op: 'act', ref: { control: 'Add', from: 0 }, action: 'click', expect: { postcondition: { navigated: false, evidenceChanged: true } } },
      { op: 'act', ref: { control: 'Add', from: 0 }, action: 'click', expect: { postcondition: { navigated: false, evidenceChanged: true } } },
    ],
  },
  {
    kind: 'script',
    id: 'earlier-ref-gone',
    description: 'A ref of an earlier revision whose element left the page fails with expired-reference, reason gone.',
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'act', ref: { control: 'Remove the vanishing button', from: 0 }, action: 'click' },
      { op: 'act', ref: { control: 'Vanishing', from: 0 }, action: 'click', expect: { error: 'expired-reference', reason: 'gone' } },
    ],
  },
  {
    kind: 'script',
    id: 'earlier-ref-changed',
    description:
      'A ref of an earlier revision whose element is still there but no longer listed as it was (hidden, renamed, ' +
      'its row changed) fails with expired-reference, reason changed: a ref never moves to what it did not name.',
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'act', ref: { control: 'Hide the vanishing button', from: 0 }, action: 'click' },
      { op: 'act', ref: { control: 'Vanishing', from: 0 }, action: 'click', expect: { error: 'expired-reference', reason: 'changed' } },
      { op: 'navigate', page: 'actionable/refs.html' },
      { op: 'act', ref: { control: 'Rename the second row', from: 3 }, action: 'click' },
      { op: 'act', ref: { control: 'Relabel Archive', from: 3 }, action: 'click' },
      { op: 'act', ref: { control: 'Archive', from: 3 }, action: 'click', expect: { error: 'expired-reference', reason: 'changed' } },
      {
        op: 'act',
        ref: { control: 'Archive all', from: 5 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Archived' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'refs-never-reissued',
    description: 'A ref never names two things: control refs repeat only for the same control in one document, never across navigations.',
    refsNeverReissued: true,
    steps: [{ op: 'navigate', page: FORM }, { op: 'observe' }, { op: 'navigate', page: 'actions/next.html' }, { op: 'navigate', page: FORM }],
  },
  {
    kind: 'script',
    id: 'region-ref-not-actionable',
    description: 'A region ref given to act, or used as a cursor, fails with not-actionable.',
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'act', ref: { region: 0, from: 0 }, action: 'click', expect: { error: 'not-actionable' } },
      { op: 'observe', cursor: { region: 0, from: 0 }, expect: { error: 'not-actionable' } },
    ],
  },
  {
    kind: 'script',
    id: 'forged-refs-unknown',
    description: 'Forged and malformed refs and cursors fail with unknown-reference.',
    steps: [
      { op: 'navigate', page: FORM },
      ...forged.map((literal): ScriptStep => ({ op: 'act', ref: { literal }, action: 'click', expect: { error: 'unknown-reference' } })),
      { op: 'observe', cursor: { literal: 'c1.999' }, expect: { error: 'unknown-reference' } },
    ],
  },
  {
    kind: 'script',
    id: 'ref-before-any-observation',
    description: 'A ref given before the session observed anything fails with unknown-reference.',
    steps: [{ op: 'act', ref: { literal: 'e1' }, action: 'click', expect: { error: 'unknown-reference' } }],
  },
  {
    kind: 'script',
    id: 'refs-expire-on-navigation',
    description: 'Refs from before a navigation, or before a reload of the same page, have expired; the newest work.',
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'navigate', page: 'actions/next.html' },
      { op: 'act', ref: { control: 'Add', from: 0 }, action: 'click', expect: { error: 'expired-reference', reason: 'gone' } },
      { op: 'navigate', page: FORM },
      { op: 'navigate', page: FORM },
      { op: 'act', ref: { control: 'Add', from: 3 }, action: 'click', expect: { error: 'expired-reference', reason: 'gone' } },
      { op: 'act', ref: { control: 'Add', from: 4 }, action: 'click', expect: { postcondition: { navigated: false, evidenceChanged: true } } },
    ],
  },
  {
    kind: 'script',
    id: 'stale-cursor',
    description: 'A cursor of an earlier revision fails with expired-reference; the current revision pages on.',
    steps: [
      { op: 'navigate', page: 'actions/many.html' },
      { op: 'observe' },
      { op: 'observe', cursor: { cursorOf: 0 }, expect: { error: 'expired-reference' } },
      { op: 'observe', cursor: { cursorOf: 1 }, expect: { observation: { controlsInclude: [{ role: 'button', name: 'Item 201' }] } } },
    ],
  },
  {
    kind: 'script',
    id: 'lookalike-attributes',
    description: 'Look-alike ref attributes and globals planted by the page change neither the controls nor which one is clicked.',
    steps: [
      { op: 'navigate', page: 'actions/lookalike.html', expect: { observation: { controlNames: ['Real button', 'Decoy button'] } } },
      {
        op: 'act',
        ref: { control: 'Real button', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Real pressed' }], forbidden: ['forged'] } },
      },
    ],
  },
];

export const expiry: Partition = {
  id: 'expiry',
  description:
    'Control refs last while their control stays the same and expire (gone, changed) otherwise; cursors of earlier revisions expire; ' +
    'region refs are not actionable; forged refs are unknown; errors publish nothing.',
  cases,
};
