// The hosted transport (`lookout serve`, transport/http.ts): the same behaviour reached over HTTP as a
// remote client reaches it. Page cases of other partitions are observed through the API in JSON and in
// msgpack and must pass the same expectations; every successful call's snapshot, fetched in both
// encodings, must equal the observation the call returned; ref errors keep their contract codes (as 4xx).
import { bound } from './bound.js';
import { hiddenRegion } from './hidden-region.js';
import { inputCanary } from './input-canary.js';
import { priority } from './priority.js';
import type { HostedCase, Partition } from './types.js';

/** An existing page case (one without steps), observed through the HTTP API. */
function viaHttp(partition: Partition, id: string, encoding: 'json' | 'msgpack'): HostedCase {
  const c = partition.cases.find((k) => k.id === id);
  if (c?.kind !== 'page' || c.steps) throw new Error(`${partition.id} > ${id} is not a page case without steps`);
  return {
    kind: 'hosted',
    id: `${encoding}-${partition.id}-${id}`,
    description: `${partition.id} > ${id} observed over HTTP as ${encoding}: ${c.description}`,
    encoding,
    snapshotMatches: true,
    steps: [{ op: 'navigate', page: c.page, expect: { observation: c.expect } }],
  };
}

const FORM = 'actions/form.html';

const cases: HostedCase[] = [
  viaHttp(hiddenRegion, 'display-none', 'json'),
  viaHttp(hiddenRegion, 'display-none', 'msgpack'),
  viaHttp(inputCanary, 'value-attribute', 'json'),
  viaHttp(inputCanary, 'value-attribute', 'msgpack'),
  viaHttp(priority, 'dialog-last', 'msgpack'),
  viaHttp(bound, 'regions-32', 'json'),
  {
    kind: 'hosted',
    id: 'stale-ref',
    description:
      'Over HTTP, a ref whose control was hidden since fails with expired-reference and publishes nothing; an earlier ref of an unchanged control acts.',
    snapshotMatches: true,
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'act', ref: { control: 'Hide the vanishing button', from: 0 }, action: 'click' },
      { op: 'act', ref: { control: 'Vanishing', from: 0 }, action: 'click', expect: { error: 'expired-reference' } },
      { op: 'act', ref: { control: 'Add', from: 0 }, action: 'click', expect: { postcondition: { navigated: false, evidenceChanged: true } } },
    ],
  },
  {
    kind: 'hosted',
    id: 'ref-errors-msgpack',
    description: 'Over HTTP with msgpack, a region ref is not-actionable and a forged ref is unknown-reference.',
    encoding: 'msgpack',
    steps: [
      { op: 'navigate', page: FORM },
      { op: 'act', ref: { region: 0, from: 0 }, action: 'click', expect: { error: 'not-actionable' } },
      { op: 'act', ref: { literal: 'e999999' }, action: 'click', expect: { error: 'unknown-reference' } },
    ],
  },
  {
    kind: 'hosted',
    id: 'budget-projection',
    description: 'A call with a budget answers with the model projection of the revision it made, as text.',
    steps: [
      { op: 'navigate', page: 'small-budget/crowded.html', budget: 1500 },
      { op: 'observe', budget: 600, expect: { evidenceChangedSince: { step: 0, changed: false } } },
    ],
  },
];

export const hostedTransport: Partition = {
  id: 'hosted-transport',
  description: 'The HTTP API of lookout serve: JSON and msgpack give the same observations, snapshots equal them, ref errors keep their codes.',
  cases,
};
