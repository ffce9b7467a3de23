// Region recognition and selection (docs/contract.md section 3): kinds dialog, alert, status, form, heading, reported in
// that priority order and in document order within a kind, at most 32, with the visible regions that did not fit
// counted in `omittedRegions`. Region lists are exact.
import type { PageCase, Partition, RegionExpectation } from './types.js';

const dialog = (summary: string): RegionExpectation => ({ kind: 'dialog', summary });
const alert = (summary: string): RegionExpectation => ({ kind: 'alert', summary });
const status = (summary: string): RegionExpectation => ({ kind: 'status', summary });
const form = (summary: string): RegionExpectation => ({ kind: 'form', summary });
const heading = (level: number, summary: string): RegionExpectation => ({ kind: 'heading', level, summary });

const pad2 = (n: number): string => String(n).padStart(2, '0');
const numbered = (count: number, make: (label: string) => RegionExpectation): RegionExpectation[] => Array.from({ length: count }, (_, i) => make(pad2(i + 1)));

const cases: PageCase[] = [
  {
    kind: 'page',
    id: 'dialog-last',
    page: 'priority/dialog-last.html',
    description:
      'Headings come first in the document and an open <dialog> last, yet the dialog is reported first, then ' + 'the alert, status, form and headings.',
    expect: {
      regions: [
        dialog('Confirm sign out'),
        alert('Session expires soon'),
        status('Draft saved'),
        form('Change your password'),
        heading(1, 'Account settings'),
        heading(2, 'Profile'),
      ],
      coverage: { omittedRegions: 0, nodesLeftUnread: false },
    },
  },
  {
    kind: 'page',
    id: 'recognition',
    page: 'priority/recognition.html',
    description:
      'Every recognition rule: <dialog open>, role=dialog and role=alertdialog are dialogs; role=alert (even with ' +
      'aria-live=polite) is an alert; role=status, role=log and aria-live polite or assertive are status, ' +
      'aria-live=off is nothing; <form>, role=form and role=search are forms; h1..h6 and role=heading (level from ' +
      'the tag or aria-level, default 2) are headings; section, nav, aside, role=region and role=note are not regions.',
    expect: {
      regions: [
        dialog('Dialog role'),
        dialog('Alert dialog role'),
        dialog('Dialog element'),
        alert('Polite alert'),
        alert('Alert role'),
        status('Status role'),
        status('Log role'),
        status('Polite live'),
        status('Assertive live'),
        form('Search role'),
        form('Form element'),
        form('Form role'),
        heading(1, 'Heading one'),
        heading(2, 'Heading two'),
        heading(3, 'Heading three'),
        heading(4, 'Heading four'),
        heading(5, 'Heading five'),
        heading(6, 'Heading six'),
        heading(2, 'Heading role'),
        heading(4, 'Heading role level four'),
      ],
      coverage: { omittedRegions: 0, nodesLeftUnread: false },
    },
  },
  {
    kind: 'page',
    id: 'implicit-roles',
    page: 'priority/implicit-roles.html',
    description:
      'The recognition rules are the complete list: <output> (implicit role status), <search> (implicit role ' +
      'search), role=timer, role=marquee, <main> and a named <section> are not regions.',
    expect: {
      regions: [heading(1, 'Implicit roles')],
      coverage: { omittedRegions: 0, nodesLeftUnread: false },
    },
  },
  {
    kind: 'page',
    id: 'nested-regions',
    page: 'priority/nested-regions.html',
    description: 'Regions nested in regions are each reported: a dialog holding a heading and a form, each summarising its ' + 'own visible text.',
    expect: {
      regions: [
        dialog('Delete report.pdf? This cannot be undone. Delete'),
        status('3 files selected'),
        form('This cannot be undone. Delete'),
        heading(1, 'Files'),
        heading(2, 'Delete report.pdf?'),
      ],
      controlsInclude: [{ role: 'button', name: 'Delete' }],
    },
  },
  {
    kind: 'page',
    id: 'forty-regions',
    page: 'priority/forty-regions.html',
    description:
      '40 visible regions of all kinds interleaved: the 32 kept are the 2 dialogs, 3 alerts, 5 status, 6 forms ' +
      'and the first 16 headings in document order; the last 8 headings are counted as omitted.',
    expect: {
      regions: [
        dialog('Upgrade to version 4?'),
        dialog('Roll back version 8?'),
        alert('Version 2 deprecated'),
        alert('Version 5 recalled'),
        alert('Version 9 blocked'),
        status('Build 1 passed'),
        status('Build 3 passed'),
        status('Build 4 passed'),
        status('Build 6 passed'),
        status('Build 8 passed'),
        form('Subscribe to version 2'),
        form('Subscribe to version 3'),
        form('Subscribe to version 5'),
        form('Subscribe to version 6'),
        form('Subscribe to version 7'),
        form('Subscribe to version 9'),
        heading(1, 'Release notes'),
        heading(2, 'Version 1'),
        heading(2, 'Version 2'),
        heading(3, 'Fixes in 2'),
        heading(2, 'Version 3'),
        heading(3, 'Fixes in 3'),
        heading(2, 'Version 4'),
        heading(3, 'Fixes in 4'),
        heading(2, 'Version 5'),
        heading(3, 'Fixes in 5'),
        heading(2, 'Version 6'),
        heading(3, 'Fixes in 6'),
        heading(2, 'Version 7'),
        heading(3, 'Fixes in 7'),
        heading(2, 'Version 8'),
        heading(3, 'Fixes in 8'),
        // Omitted: Version 9, Fixes in 9, Version 10, Fixes in 10, Version 11, Fixes in 11, Version 12, Fixes in 12.
      ],
      coverage: { omittedRegions: 8, nodesLeftUnread: false },
    },
  },
  {
    kind: 'page',
    id: 'overflow-mid-kind',
    page: 'priority/overflow-mid-kind.html',
    description:
      '20 forms alternating with 20 status regions, forms first: all 20 status regions are kept, then the first 12 ' + 'forms; the last 8 forms are omitted.',
    expect: {
      regions: [...numbered(20, (n) => status(`Status ${n}`)), ...numbered(12, (n) => form(`Form ${n}`))],
      coverage: { omittedRegions: 8, nodesLeftUnread: false },
    },
  },
  {
    kind: 'page',
    id: 'dialogs-overflow',
    page: 'priority/dialogs-overflow.html',
    description: '35 dialogs and one heading: the first 32 dialogs are kept; the last 3 dialogs and the heading are omitted.',
    expect: {
      regions: numbered(32, (n) => dialog(`Dialog ${n}`)),
      coverage: { omittedRegions: 4, nodesLeftUnread: false },
    },
  },
  {
    kind: 'page',
    id: 'hidden-not-omitted',
    page: 'priority/hidden-not-omitted.html',
    description:
      '32 visible headings and 8 hidden regions of every kind (display:none, closed dialog, hidden, aria-hidden, ' +
      'inert, opacity:0, visibility:hidden, closed details): the hidden ones are neither reported nor counted ' +
      'as omitted.',
    expect: {
      regions: [heading(1, 'Topics'), ...numbered(31, (n) => heading(2, `Topic ${n}`))],
      coverage: { omittedRegions: 0, nodesLeftUnread: false },
      forbidden: ['Hidden dialog', 'Closed dialog', 'Hidden alert', 'Hidden status', 'Inert form', 'Transparent heading', 'Invisible alert', 'Collapsed topic'],
    },
  },
];

export const priority: Partition = {
  id: 'priority',
  description:
    'Region recognition, priority order (dialog, alert, status, form, heading; document order within a kind), ' + 'the 32-region cap and the omitted count.',
  cases,
};
