// What a sighted user can operate is a control, whatever its markup (docs/contract.md, "Controls"), and an agent
// acts on it through refs that last (section 4): click targets without ARIA roles, lists that cover what comes
// after them, custom dropdowns, SVG shapes, start overlays, a hidden input that holds the focus, fields labelled by
// position, forms filled in one call, date and range inputs, and refs reused across revisions, accepted and
// refused. Scripts of calls on fresh sessions, on fixtures-site/actionable/.
import type { Partition, ScriptCase } from './types.js';

const A = 'actionable';

const cases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'tree-of-spans',
    description:
      'Spans with click listeners and a pointer cursor are controls named by their text, the icon inside not listed again; ' +
      'opening a folder shows its children as controls, and clicking one reaches the page.',
    steps: [
      {
        op: 'navigate',
        page: `${A}/tree.html`,
        expect: {
          observation: {
            controlNames: ['Documents', 'Pictures', 'Notes.txt', 'terms of use', 'ask for help', 'After the tree'],
            controlsInclude: [
              { role: 'clickable', name: 'Documents' },
              { role: 'clickable', name: 'terms of use' },
            ],
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Documents', from: 0 },
        action: 'click',
        expect: {
          observation: { controlsInclude: [{ role: 'clickable', name: 'Taxes 2026' }], regionsInclude: [{ kind: 'status', summary: 'Opened Documents' }] },
        },
      },
      {
        op: 'act',
        ref: { control: 'Taxes 2026', from: 1 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Opened Taxes 2026' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'clickable-rows',
    description:
      'Inbox rows that are clickable divs (a listener each) are controls named by their visible text; items of a list that ' +
      'listens for them (delegation) are list items; the list itself is not one control.',
    steps: [
      {
        op: 'navigate',
        page: `${A}/inbox.html`,
        expect: {
          observation: {
            controlsInclude: [
              { role: 'clickable', name: 'Grace Lunch on Friday' },
              { role: 'listitem', name: 'Spam' },
            ],
            controlNamesExclude: ['Archive Spam Trash'],
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Grace Lunch on Friday', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Reading Lunch on Friday' }] } },
      },
      {
        op: 'act',
        ref: { control: 'Spam', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Folder Spam' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'autocomplete-covers-submit',
    description:
      'Suggestions that appear after typing are controls; while their list covers Submit, clicking Submit is refused as covered ' +
      'and nothing is sent; choosing a suggestion closes the list and Submit then acts.',
    steps: [
      { op: 'navigate', page: `${A}/autocomplete.html` },
      {
        op: 'act',
        ref: { control: 'City', from: 0 },
        action: 'fill',
        text: 'Os',
        expect: { observation: { controlNames: ['City', 'Oslo', 'Osaka', 'Ostrava', 'Submit'] } },
      },
      { op: 'act', ref: { control: 'Submit', from: 1 }, action: 'click', expect: { error: 'guard-failed', reason: 'covered' } },
      { op: 'act', ref: { control: 'Oslo', from: 1 }, action: 'click', expect: { observation: { controlNamesExclude: ['Osaka'] } } },
      {
        op: 'act',
        ref: { control: 'Submit', from: 1 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Sent Oslo' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'custom-dropdown',
    description:
      'A dropdown that clips its native select to nothing and draws its own list: the drawn trigger and, once open, its items ' +
      'are controls; the clipped select is not; choosing an item reaches the page.',
    steps: [
      { op: 'navigate', page: `${A}/dropdown.html`, expect: { observation: { controlNames: ['Standard'] } } },
      {
        op: 'act',
        ref: { control: 'Standard', from: 0 },
        action: 'click',
        expect: { observation: { controlNames: ['Standard', 'Standard', 'Express', 'Overnight'] } },
      },
      {
        op: 'act',
        ref: { control: 'Express', from: 1 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Speed: Express' }], controlNames: ['Express'] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'hidden-focused-input',
    description:
      'A terminal takes keys in a transparent 1x1 input that holds the focus: it is no control, the focus says a textbox that ' +
      'is not shown, its value is never read, and keys pressed on the page reach it.',
    steps: [
      {
        op: 'navigate',
        page: `${A}/terminal.html`,
        expect: { observation: { controlCount: 0, focus: { role: 'textbox', shown: false, listed: false }, forbidden: ['HIDDEN-VALUE-7c1e'] } },
      },
      { op: 'pressKey', key: 'l' },
      { op: 'pressKey', key: 's', expect: { observation: { textIncludes: ['$ ls'], forbidden: ['HIDDEN-VALUE-7c1e'] } } },
    ],
  },
  {
    kind: 'script',
    id: 'svg-shapes',
    description: 'SVG shapes with click listeners are controls (named by their title when they have one); clicking one reaches the page.',
    steps: [
      {
        op: 'navigate',
        page: `${A}/shapes.html`,
        expect: { observation: { controlCount: 3, controlsInclude: [{ role: 'clickable', name: 'Red circle' }] } },
      },
      {
        op: 'act',
        ref: { control: 'Red circle', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Clicked circle' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'start-overlay',
    description: 'A full-page START overlay with a click listener is a control; clicking it uncovers the task.',
    steps: [
      { op: 'navigate', page: `${A}/start.html`, expect: { observation: { controlNames: ['START'] } } },
      {
        op: 'act',
        ref: { control: 'START', from: 0 },
        action: 'click',
        expect: { observation: { controlsInclude: [{ role: 'button', name: 'Done' }], controlNamesExclude: ['START'] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'hidden-click-targets',
    description:
      'Click targets the visibility rule hides (display none, visibility hidden, transparent, clipped, off the page, hidden text) ' +
      'are no controls and their text goes nowhere; listeners on the body or a wrapper of reading matter make no control.',
    steps: [
      {
        op: 'navigate',
        page: `${A}/decoys.html`,
        expect: {
          observation: {
            controlNames: ['Real target'],
            forbidden: [
              'DECOY-NONE-1a',
              'DECOY-VISIBILITY-2b',
              'DECOY-OPACITY-3c',
              'DECOY-CLIPPED-4d',
              'DECOY-OFFSCREEN-5e',
              'DECOY-TRANSPARENT-6f',
              'DECOY-GHOST-7a',
            ],
          },
        },
      },
    ],
  },
  {
    kind: 'script',
    id: 'positional-hints',
    description:
      'Fields with no accessible name carry the visible text before them in their row as a hint, and their input type; never ' +
      'a value, and no hint from hidden text.',
    steps: [
      {
        op: 'navigate',
        page: `${A}/form.html`,
        expect: {
          observation: {
            controlsInclude: [
              { role: 'textbox', name: '', hint: 'Email address', inputType: 'email' },
              { role: 'textbox', name: '', hint: 'Password', inputType: 'password' },
              { role: 'textbox', name: '', hint: 'Phone', inputType: 'tel' },
              { role: 'textbox', name: '', hint: 'Birthday', inputType: 'date' },
              { role: 'slider', name: '', hint: 'Volume', inputType: 'range' },
            ],
            forbidden: ['VALUE-SECRET-3f9a', 'HIDDEN-LABEL-51aa'],
          },
        },
      },
    ],
  },
  {
    kind: 'script',
    id: 'reused-refs',
    description:
      'Refs of the first observation still act after other calls while their controls are unchanged; a Delete button whose ' +
      'row text changed is refused as changed, and one whose row was removed as gone.',
    steps: [
      { op: 'navigate', page: `${A}/refs.html` },
      { op: 'act', ref: { control: 'Email', from: 0 }, action: 'fill', text: 'ada@example.test' },
      {
        op: 'act',
        ref: { control: 'Full name', from: 0 },
        action: 'fill',
        text: 'Ada Lovelace',
        expect: { observation: { controlsInclude: [{ role: 'textbox', name: 'Email', states: { filled: true }, matchesTyped: true }] } },
      },
      { op: 'act', ref: { control: 'Rename the second row', from: 0 }, action: 'click' },
      {
        op: 'act',
        ref: { control: 'Delete', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Deleted Invoice from Ada' }] } },
      },
      { op: 'act', ref: { control: 'Delete', from: 0 }, action: 'click', expect: { error: 'expired-reference', reason: 'gone' } },
      {
        op: 'act',
        ref: { control: 'Archive', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Archived' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'form-in-one-call',
    description:
      'One act call fills text, email, date, range and colour inputs, selects an option and checks a box, with refs of one ' +
      'observation; the page sees it all and no typed text is reported.',
    steps: [
      { op: 'navigate', page: `${A}/refs.html` },
      {
        op: 'act',
        steps: [
          { ref: { control: 'Email', from: 0 }, action: 'fill', text: 'grace@example.test' },
          { ref: { control: 'Full name', from: 0 }, action: 'fill', text: 'Grace Hopper' },
          { ref: { control: 'Birthday', from: 0 }, action: 'fill', text: '1906-12-09' },
          { ref: { control: 'Volume', from: 0 }, action: 'fill', text: '8' },
          { ref: { control: 'Colour', from: 0 }, action: 'fill', text: '#1a2b3c' },
          { ref: { control: 'Country', from: 0 }, action: 'select', text: 'Norway' },
          { ref: { control: 'I agree', from: 0 }, action: 'check' },
        ],
        expect: {
          observation: {
            controlsInclude: [
              { role: 'textbox', name: 'Birthday', inputType: 'date', states: { filled: true }, matchesTyped: true },
              { role: 'checkbox', name: 'I agree', states: { checked: true } },
            ],
            textIncludes: ['Log: colour changed'],
            forbidden: ['grace@example.test', 'Grace Hopper', '1906-12-09'],
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Sign up', from: 0 },
        action: 'click',
        expect: { observation: { regionsInclude: [{ kind: 'status', summary: 'Submitted' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'date-and-range-formats',
    description:
      'fill takes a date as YYYY-MM-DD and a number the slider allows; other text fails with guard-failed (invalid-format), ' +
      'changing nothing and publishing nothing.',
    steps: [
      { op: 'navigate', page: `${A}/refs.html` },
      { op: 'act', ref: { control: 'Birthday', from: 0 }, action: 'fill', text: '12/09/1906', expect: { error: 'guard-failed', reason: 'invalid-format' } },
      { op: 'act', ref: { control: 'Volume', from: 0 }, action: 'fill', text: '11', expect: { error: 'guard-failed', reason: 'invalid-format' } },
      {
        op: 'act',
        ref: { control: 'Birthday', from: 0 },
        action: 'fill',
        text: '2026-12-05',
        expect: { observation: { controlsInclude: [{ role: 'textbox', name: 'Birthday', states: { filled: true } }] } },
      },
    ],
  },
];

export const actionable: Partition = {
  id: 'actionable',
  description:
    'Click targets without ARIA roles, covering lists, custom dropdowns, SVG shapes, overlays, a hidden focused input, positional ' +
    'hints, refs reused across revisions, forms filled in one call, and date and range inputs.',
  cases,
};
