// What an agent needs to finish a task (docs/contract.md, "Settling", "Dialogs", "Tabs and history", "Choices
// and destinations", "Coverage"): pages that change after load, native dialogs, new tabs, history, selects and
// links, and what the scan met but did not read. Scripts of calls on fresh sessions, as an agent would make them.
import type { Partition, ScriptCase } from './types.js';

const LATE = 'agent/late.html';
const DIALOGS = 'agent/dialogs.html';
const TABS = 'agent/tabs.html';
const CHOICES = 'agent/choices.html';

const cases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'settle-after-action',
    description: 'A click whose result arrives by fetch 200 ms later is observed with the result: the page settled first.',
    steps: [
      { op: 'navigate', page: LATE, expect: { observation: { settled: true, status: 200 } } },
      {
        op: 'act',
        ref: { control: 'Load the total', from: 0 },
        action: 'click',
        expect: { postcondition: { navigated: false, evidenceChanged: true }, observation: { textIncludes: ['Total: 42.50 EUR'], settled: true } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'wait-for-text',
    description: 'wait returns once text that a timer adds after load is there, and observes it; waiting for text that goes works too.',
    steps: [
      { op: 'navigate', page: LATE },
      { op: 'wait', text: 'Ready: 3 items', expect: { observation: { textIncludes: ['Ready: 3 items in the basket'] } } },
      { op: 'wait', textGone: 'Loading...', expect: { observation: { textExcludes: ['Loading...'] } } },
      { op: 'wait', text: 'A text that never comes', timeoutMs: 500, expect: { error: 'timeout' } },
    ],
  },
  {
    kind: 'script',
    id: 'press-key-on-page',
    description: 'A key pressed on the page, with no control, reaches the page.',
    steps: [
      { op: 'navigate', page: LATE },
      { op: 'pressKey', key: 'Escape', expect: { observation: { textIncludes: ['Escape pressed'] } } },
    ],
  },
  {
    kind: 'script',
    id: 'dialog-asked-and-accepted',
    description:
      'With dialogs: ask, a confirm() the click opens is reported open and blocks the page; accepting it lets the page go on, and ' +
      'the next observation says who answered.',
    session: { dialogs: 'ask' },
    steps: [
      { op: 'navigate', page: DIALOGS },
      {
        op: 'act',
        ref: { control: 'Delete report.pdf', from: 0 },
        action: 'click',
        expect: { observation: { dialogs: [{ kind: 'confirm', state: 'open', message: 'Delete report.pdf for good?' }], controlCount: 0 } },
      },
      {
        op: 'answerDialog',
        accept: true,
        expect: { observation: { dialogs: [{ kind: 'confirm', state: 'accepted', by: 'agent' }], textIncludes: ['Deleted report.pdf'] } },
      },
      { op: 'observe', expect: { observation: { dialogs: [] } } },
    ],
  },
  {
    kind: 'script',
    id: 'dialog-prompt-answered',
    description: "A prompt is answered with the agent's text; its default value, which the page set, never appears anywhere.",
    session: { dialogs: 'ask' },
    steps: [
      { op: 'navigate', page: DIALOGS },
      {
        op: 'act',
        ref: { control: 'Set your name', from: 0 },
        action: 'click',
        expect: { observation: { dialogs: [{ kind: 'prompt', state: 'open' }], forbidden: ['SECRET-PROMPT-DEFAULT-4d2a'] } },
      },
      { op: 'answerDialog', accept: true, text: 'Ada', expect: { observation: { textIncludes: ['Name set'], forbidden: ['SECRET-PROMPT-DEFAULT-4d2a'] } } },
    ],
  },
  {
    kind: 'script',
    id: 'dialog-dismissed-by-policy',
    description: 'With dialogs: dismiss (the library default) a confirm() is dismissed at once, and the observation reports it.',
    steps: [
      { op: 'navigate', page: DIALOGS },
      {
        op: 'act',
        ref: { control: 'Delete report.pdf', from: 0 },
        action: 'click',
        expect: { observation: { textIncludes: ['Cancelled'], dialogs: [{ kind: 'confirm', state: 'dismissed', by: 'policy' }] } },
      },
      {
        op: 'act',
        ref: { control: 'Say hello', from: 1 },
        action: 'click',
        expect: { observation: { dialogs: [{ kind: 'alert', state: 'dismissed', message: 'Hello there' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'dialog-unanswered-times-out',
    description: 'A dialog left unanswered past its budget is dismissed, and the next observation says it timed out.',
    // The budget leaves room for the click's own observation on a loaded machine (300 ms did not); the wait outlasts it.
    session: { dialogs: 'ask', dialogBudgetMs: 1_500 },
    steps: [
      { op: 'navigate', page: DIALOGS },
      {
        op: 'act',
        ref: { control: 'Delete report.pdf', from: 0 },
        action: 'click',
        expect: { observation: { dialogs: [{ kind: 'confirm', state: 'open' }] } },
      },
      { op: 'wait', timeMs: 2_000 },
      { op: 'observe', expect: { observation: { textIncludes: ['Cancelled'], dialogs: [] } } },
    ],
  },
  {
    kind: 'script',
    id: 'new-tab-listed-selected-closed',
    description: 'A link with target=_blank opens a tab of the session: listed, selected (its page observed), and closed.',
    steps: [
      { op: 'navigate', page: TABS, expect: { observation: { tabs: { count: 0 } } } },
      {
        op: 'act',
        ref: { control: 'Open the terms in a new tab', from: 0 },
        action: 'click',
        expect: { observation: { tabs: { count: 2, activeTitle: 'Tabs' } } },
      },
      {
        op: 'selectTab',
        tab: { otherTabOf: 1 },
        expect: { observation: { tabs: { count: 2, activeTitle: 'Terms' }, textIncludes: ['Goods can be returned within 30 days.'] } },
      },
      { op: 'closeTab', tab: { otherTabOf: 2 }, expect: { observation: { tabs: { count: 0 }, textIncludes: ['Terms of sale'] } } },
    ],
  },
  {
    kind: 'script',
    id: 'back-and-forward',
    description: 'back and forward move through the tab’s history and observe where they land.',
    steps: [
      { op: 'navigate', page: TABS },
      { op: 'act', ref: { control: 'Next page', from: 0 }, action: 'click', expect: { postcondition: { navigated: true, evidenceChanged: true } } },
      { op: 'back', expect: { observation: { textIncludes: ['Opener'], textExcludes: ['You went forward.'] } } },
      { op: 'forward', expect: { observation: { textIncludes: ['You went forward.'] } } },
    ],
  },
  {
    kind: 'script',
    id: 'http-status',
    description: 'The page carries the main document’s HTTP status: a missing page is a 404, not an observation like any other.',
    steps: [
      { op: 'navigate', page: 'agent/missing.html', expect: { observation: { status: 404 } } },
      { op: 'navigate', page: TABS, expect: { observation: { status: 200 } } },
    ],
  },
  {
    kind: 'script',
    id: 'select-options-and-link-destinations',
    description:
      'A select lists its visible options with the chosen one; a listbox its options; links carry their destination with ' +
      'query values redacted and javascript: reduced to the scheme; select is confirmed by the next observation.',
    steps: [
      {
        op: 'navigate',
        page: CHOICES,
        expect: {
          observation: {
            controlsInclude: [
              {
                role: 'combobox',
                name: 'Size',
                options: [
                  { label: 'Small', selected: false },
                  { label: 'Medium', selected: true },
                  { label: 'Large', selected: false },
                ],
              },
              {
                role: 'listbox',
                name: 'Colour',
                options: [
                  { label: 'Red', selected: false },
                  { label: 'Blue', selected: true },
                ],
              },
              { role: 'link', name: 'Read more', href: '/agent/story-1.html' },
              { role: 'link', name: 'Read more', href: '/agent/story-2.html?ref=redacted&token=redacted' },
              { role: 'link', name: 'Run a script', href: 'javascript:' },
            ],
            forbidden: ['SECRET-LINK-TOKEN-91aa', 'SECRET-JS-5b3c', 'HIDDEN-OPTION-7c1e'],
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Size', from: 0 },
        action: 'select',
        text: 'Large',
        expect: {
          postcondition: { navigated: false, evidenceChanged: true },
          observation: {
            textIncludes: ['Size: Large'],
            controlsInclude: [
              {
                role: 'combobox',
                name: 'Size',
                options: [
                  { label: 'Small', selected: false },
                  { label: 'Medium', selected: false },
                  { label: 'Large', selected: true },
                ],
              },
            ],
          },
        },
      },
      { op: 'act', ref: { control: 'Shipping info', from: 1 }, action: 'hover', expect: { observation: { textIncludes: ['Ships in 2 days'] } } },
    ],
  },
  {
    kind: 'script',
    id: 'frames-and-shadow-roots-counted',
    description:
      "Frames are entered (the payment frame's button is a control, in a frame) and counted as entered; an open shadow root is entered " +
      'within the scan bound (its button is a control, its hidden text is not read); a closed one is counted as met and not entered.',
    steps: [
      {
        op: 'navigate',
        page: 'agent/coverage.html',
        expect: {
          observation: {
            frameCoverage: { frames: 0, shadowRoots: 2, shadowRootsEntered: 1 },
            frames: { entered: 2 },
            controlsInclude: [
              { role: 'button', name: 'Empty the cart', frame: false },
              { role: 'button', name: 'Pay', frame: true },
            ],
            controlNamesExclude: ['Closed button'],
            textIncludes: ['2 items'],
            forbidden: ['HIDDEN-SHADOW-2f7a'],
          },
        },
      },
    ],
  },
];

export const agent: Partition = {
  id: 'agent',
  description: 'Settling, waiting, dialogs, tabs, history, HTTP status, choices, destinations and coverage of frames and shadow roots.',
  cases,
};
