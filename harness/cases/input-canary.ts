// Form values, storage and attributes never leave the page (docs/contract.md section 3: "Never read into any result").
// Each page plants unique CANARY-... strings that must appear nowhere in the observation or its encodings, while
// the controls that hold them are still reported, named from their labels (never from a value) and with
// `filled` telling whether they hold a value.
import type { PageCase, Partition } from './types.js';

const cases: PageCase[] = [
  {
    kind: 'page',
    id: 'value-attribute',
    page: 'input-canary/value-attribute.html',
    description:
      'value attributes of text, email, search, url inputs are never read; the controls are named from a label, ' +
      'aria-label, title or placeholder (a wrapping label does not pull in the value) and report filled.',
    expect: {
      textIncludes: ['SHOWN-CANARY-VALUE-9b0a'],
      forbidden: [
        'CANARY-VALUE-ATTR-0afa',
        'CANARY-VALUE-EMAIL-90c1',
        'CANARY-VALUE-SEARCH-1e56',
        'CANARY-VALUE-PLACEHOLDER-ac36',
        'CANARY-VALUE-TITLE-9059',
        'CANARY-VALUE-URL-0964',
      ],
      controlsInclude: [
        { role: 'textbox', name: 'City', states: { filled: true } },
        { role: 'textbox', name: 'Email', states: { filled: true } },
        { role: 'searchbox', name: 'Site search', states: { filled: true } },
        { role: 'textbox', name: 'Coupon', states: { filled: true } },
        { role: 'textbox', name: 'Reference number', states: { filled: true } },
        { role: 'textbox', name: 'Website', states: { filled: true } },
        { role: 'textbox', name: 'Empty field', states: { filled: false } },
        { role: 'textbox', name: 'Blank value', states: { filled: false } },
      ],
      controlCount: 8,
    },
  },
  {
    kind: 'page',
    id: 'script-value',
    page: 'input-canary/script-value.html',
    description:
      'Values set by page script (input.value, setAttribute("value"), textarea.value and defaultValue, on load) ' +
      'are never read, and the controls report filled.',
    expect: {
      textIncludes: ['SHOWN-CANARY-SCRIPT-7867'],
      forbidden: [
        'CANARY-SCRIPT-VALUE-0130',
        'CANARY-SCRIPT-ATTR-9aa1',
        'CANARY-SCRIPT-TEXTAREA-34e6',
        'CANARY-SCRIPT-DEFAULT-0c7e',
        'CANARY-SCRIPT-ONLOAD-e8a1',
      ],
      controlsInclude: [
        { role: 'textbox', name: 'Promo code', states: { filled: true } },
        { role: 'textbox', name: 'Account', states: { filled: true } },
        { role: 'textbox', name: 'Notes', states: { filled: true } },
        { role: 'textbox', name: 'Comments', states: { filled: true } },
        { role: 'textbox', name: 'Filled on load', states: { filled: true } },
        { role: 'textbox', name: 'Untouched', states: { filled: false } },
      ],
    },
  },
  {
    kind: 'page',
    id: 'typed-value-initial',
    page: 'input-canary/typed-value.html',
    description: 'Before anything is typed, the text, textarea and password controls are reported empty.',
    expect: {
      textIncludes: ['SHOWN-CANARY-TYPED-a788'],
      controlsInclude: [
        { role: 'textbox', name: 'Nickname', states: { filled: false } },
        { role: 'textbox', name: 'Short bio', states: { filled: false } },
        { role: 'textbox', name: 'Secret word', states: { filled: false } },
      ],
      controlCount: 3,
    },
  },
  {
    kind: 'page',
    id: 'typed-value-input',
    page: 'input-canary/typed-value.html',
    description: 'A value typed with the keyboard into a text input is never read; the control reports filled.',
    steps: [{ act: 'fill', control: { role: 'textbox', name: 'Nickname' }, text: 'CANARY-TYPED-NICKNAME-d50e' }],
    expect: {
      textIncludes: ['SHOWN-CANARY-TYPED-a788'],
      forbidden: ['CANARY-TYPED-NICKNAME-d50e'],
      controlsInclude: [
        { role: 'textbox', name: 'Nickname', states: { filled: true } },
        { role: 'textbox', name: 'Short bio', states: { filled: false } },
      ],
    },
  },
  {
    kind: 'page',
    id: 'typed-value-textarea',
    page: 'input-canary/typed-value.html',
    description: 'A value typed into a textarea is never read; the control reports filled.',
    steps: [{ act: 'fill', control: { role: 'textbox', name: 'Short bio' }, text: 'CANARY-TYPED-BIO-0750' }],
    expect: {
      forbidden: ['CANARY-TYPED-BIO-0750'],
      controlsInclude: [
        { role: 'textbox', name: 'Nickname', states: { filled: false } },
        { role: 'textbox', name: 'Short bio', states: { filled: true } },
      ],
    },
  },
  {
    kind: 'page',
    id: 'typed-value-password',
    page: 'input-canary/typed-value.html',
    description: 'A password typed with the keyboard is never read; the control reports filled.',
    steps: [{ act: 'fill', control: { role: 'textbox', name: 'Secret word' }, text: 'CANARY-TYPED-SECRET-cf3b' }],
    expect: {
      forbidden: ['CANARY-TYPED-SECRET-cf3b'],
      controlsInclude: [{ role: 'textbox', name: 'Secret word', states: { filled: true } }],
    },
  },
  {
    kind: 'page',
    id: 'textarea',
    page: 'input-canary/textarea.html',
    description: 'Textarea content (a Text node child) is never read, not even inside a region; the controls report filled.',
    expect: {
      textIncludes: ['SHOWN-CANARY-TEXTAREA-fb42'],
      forbidden: ['CANARY-TEXTAREA-CONTENT-37b4', 'CANARY-TEXTAREA-IN-STATUS-6150'],
      controlsInclude: [
        { role: 'textbox', name: 'Message', states: { filled: true } },
        { role: 'textbox', name: 'Empty message', states: { filled: false } },
        { role: 'textbox', name: 'Draft', states: { filled: true } },
      ],
      regions: [
        { kind: 'status', summary: 'Draft saved' },
        { kind: 'heading', level: 1, summary: 'Textarea content' },
      ],
    },
  },
  {
    kind: 'page',
    id: 'select',
    page: 'input-canary/select.html',
    description:
      'Option values and optgroup labels never appear; option text is shown to a sighted user and appears only as ' +
      "the select's option labels (1.4.0), never as general text or a control name; the selects are named from their labels.",
    expect: {
      textIncludes: ['SHOWN-CANARY-SELECT-a0dd'],
      forbidden: ['CANARY-OPTGROUP-LABEL-80bf', 'CANARY-OPTION-VALUE-b3c5'],
      textExcludes: [
        'CANARY-OPTION-FIRST-5660',
        'CANARY-OPTION-SELECTED-e1cf',
        'CANARY-OPTION-GROUPED-2c19',
        'CANARY-MULTI-OPTION-SELECTED-8abb',
        'CANARY-MULTI-OPTION-47e4',
        'CANARY-MULTI-OPTION-LAST-deff',
      ],
      controlNamesExclude: ['CANARY-OPTION-SELECTED-e1cf', 'CANARY-MULTI-OPTION-SELECTED-8abb'],
      controlsInclude: [
        {
          role: 'combobox',
          name: 'Size',
          options: [
            { label: 'CANARY-OPTION-FIRST-5660', selected: false },
            { label: 'CANARY-OPTION-SELECTED-e1cf', selected: true },
            { label: 'CANARY-OPTION-GROUPED-2c19', selected: false },
          ],
        },
        {
          role: 'listbox',
          name: 'Toppings',
          options: [
            { label: 'CANARY-MULTI-OPTION-SELECTED-8abb', selected: true },
            { label: 'CANARY-MULTI-OPTION-47e4', selected: false },
            { label: 'CANARY-MULTI-OPTION-LAST-deff', selected: false },
          ],
        },
      ],
    },
  },
  {
    kind: 'page',
    id: 'contenteditable',
    page: 'input-canary/contenteditable.html',
    description:
      'Editable content (contenteditable, plaintext-only, text set by script) is never read; a role=textbox ' +
      'editable element is a control named by aria-labelledby.',
    expect: {
      textIncludes: ['SHOWN-CANARY-EDITABLE-4f67'],
      forbidden: ['CANARY-EDITABLE-ROLE-fb90', 'CANARY-EDITABLE-PLAIN-3152', 'CANARY-EDITABLE-BOLD-7e6a', 'CANARY-EDITABLE-SCRIPT-fe16'],
      controlsInclude: [{ role: 'textbox', name: 'Notes' }],
    },
  },
  {
    kind: 'page',
    id: 'design-mode',
    page: 'input-canary/design-mode.html',
    description: 'With document.designMode on, the whole document is editable content and contributes no text.',
    expect: {
      forbidden: ['CANARY-DESIGN-MODE-2823', 'CANARY-DESIGN-MODE-STATUS-7ae2'],
    },
  },
  {
    kind: 'page',
    id: 'output',
    page: 'input-canary/output.html',
    description: 'The content of <output> elements, in markup or set by script, is never read.',
    expect: {
      textIncludes: ['SHOWN-CANARY-OUTPUT-185d'],
      forbidden: ['CANARY-OUTPUT-TEXT-d7d8', 'CANARY-OUTPUT-SCRIPT-f4dc'],
    },
  },
  {
    kind: 'page',
    id: 'hidden-input',
    page: 'input-canary/hidden-input.html',
    description:
      'Hidden inputs (value attribute or script-set) are not controls and their values never appear; the form ' + 'holds exactly one control, its button.',
    expect: {
      textIncludes: ['SHOWN-CANARY-HIDDEN-INPUT-0407'],
      forbidden: ['CANARY-HIDDEN-INPUT-418a', 'CANARY-HIDDEN-INPUT-SCRIPT-21b6'],
      controlsInclude: [{ role: 'button', name: 'Save' }],
      controlCount: 1,
    },
  },
  {
    kind: 'page',
    id: 'password',
    page: 'input-canary/password.html',
    description: 'Password values (attribute or script-set) never appear, yet the fields report filled; an empty one does not.',
    expect: {
      textIncludes: ['SHOWN-CANARY-PASSWORD-d0c9'],
      forbidden: ['CANARY-PASSWORD-ATTR-c516', 'CANARY-PASSWORD-SCRIPT-bf82'],
      controlsInclude: [
        { role: 'textbox', name: 'Password', states: { filled: true } },
        { role: 'textbox', name: 'Confirm password', states: { filled: true } },
        { role: 'textbox', name: 'Old password', states: { filled: false } },
      ],
      controlCount: 3,
    },
  },
  {
    kind: 'page',
    id: 'password-typed',
    page: 'input-canary/password.html',
    description: 'A password typed with the keyboard never appears; the field then reports filled.',
    steps: [{ act: 'fill', control: { role: 'textbox', name: 'Old password' }, text: 'CANARY-PASSWORD-TYPED-0fb8' }],
    expect: {
      forbidden: ['CANARY-PASSWORD-ATTR-c516', 'CANARY-PASSWORD-SCRIPT-bf82', 'CANARY-PASSWORD-TYPED-0fb8'],
      controlsInclude: [
        { role: 'textbox', name: 'Password', states: { filled: true } },
        { role: 'textbox', name: 'Old password', states: { filled: true } },
      ],
    },
  },
  {
    kind: 'page',
    id: 'attributes',
    page: 'input-canary/attributes.html',
    description:
      'Attributes of elements that are not controls are never read: data-*, title, aria-label on a region or ' +
      'section, alt and title of an image, an abbr title, a meta description and a link href.',
    expect: {
      textIncludes: ['SHOWN-CANARY-ATTRIBUTES-4153'],
      forbidden: [
        'CANARY-META-CONTENT-04c4',
        'CANARY-DATA-ATTR-3d78',
        'CANARY-TITLE-ATTR-03ce',
        'CANARY-DATA-JSON-9c6b',
        'CANARY-TITLE-SPAN-d06e',
        'CANARY-TITLE-HEADING-1b98',
        'CANARY-DATA-HEADING-97de',
        'CANARY-DATA-STATUS-cf09',
        'CANARY-ARIA-LABEL-STATUS-06e4',
        'CANARY-ARIA-LABEL-SECTION-906a',
        'CANARY-ALT-5863',
        'CANARY-IMG-TITLE-4bdc',
        'CANARY-ABBR-TITLE-cdc8',
        'CANARY-HREF-67b4',
      ],
      controlsInclude: [{ role: 'link', name: 'Visible link' }],
      regions: [
        { kind: 'status', summary: 'Ready' },
        { kind: 'heading', level: 1, summary: 'Attributes of non-controls' },
        { kind: 'heading', level: 2, summary: 'Catalogue' },
      ],
    },
  },
  {
    kind: 'page',
    id: 'heading-wraps-input',
    page: 'input-canary/heading-wraps-input.html',
    description:
      'Regions that wrap controls summarise their text only: a heading around an input or a select, a status ' +
      'around a textarea and a form around a labelled input hold no value; the option is only an option label.',
    expect: {
      forbidden: ['CANARY-HEADING-INPUT-a156', 'CANARY-STATUS-TEXTAREA-97fc', 'CANARY-FORM-INPUT-9322'],
      textExcludes: ['CANARY-HEADING-OPTION-6a06'],
      regions: [
        { kind: 'status', summary: 'Saved' },
        { kind: 'form', summary: 'Gift message' },
        { kind: 'heading', level: 1, summary: 'Regions that wrap controls' },
        { kind: 'heading', level: 2, summary: 'Order summary' },
        { kind: 'heading', level: 2, summary: 'Choose a plan' },
      ],
      controlsInclude: [
        { role: 'textbox', name: 'Coupon code', states: { filled: true } },
        { role: 'combobox', name: 'Plan', options: [{ label: 'CANARY-HEADING-OPTION-6a06', selected: true }] },
        { role: 'textbox', name: 'Draft', states: { filled: true } },
        { role: 'textbox', name: 'Gift message', states: { filled: true } },
      ],
    },
  },
  {
    kind: 'page',
    id: 'storage',
    page: 'input-canary/storage.html',
    description: 'localStorage, sessionStorage, cookies and IndexedDB written by page script (keys and values) are never read.',
    expect: {
      textIncludes: ['SHOWN-CANARY-STORAGE-fb60'],
      forbidden: ['CANARY-LOCAL-STORAGE-8255', 'CANARY-LOCAL-STORAGE-KEY-65ee', 'CANARY-SESSION-STORAGE-b682', 'CANARY-COOKIE-7ee5', 'CANARY-INDEXEDDB-e3f3'],
    },
  },
  {
    kind: 'page',
    id: 'submit',
    page: 'input-canary/submit.html',
    description:
      'The label of a submit, reset or button input names the control ("Send order"); it is not a value, and ' +
      'not text either: the form summary holds only the <button> text.',
    expect: {
      textIncludes: ['SHOWN-CANARY-SUBMIT-de9f'],
      controlsInclude: [
        { role: 'button', name: 'Send order' },
        { role: 'button', name: 'Clear form' },
        { role: 'button', name: 'Preview order' },
        { role: 'button', name: 'Pay now' },
      ],
      controlCount: 4,
      regions: [
        { kind: 'form', summary: 'Pay now' },
        { kind: 'heading', level: 1, summary: 'Submit buttons' },
      ],
    },
  },
  {
    kind: 'page',
    id: 'css-editable',
    page: 'input-canary/css-editable.html',
    description:
      'Content made editable by CSS (-webkit-user-modify: read-write or read-write-plaintext-only) is never read, ' +
      'also text a slot takes from an editable host: each host is a filled textbox named from its label, a link ' +
      'inside it is not a control, and a status around one keeps an empty summary.',
    expect: {
      textIncludes: ['SHOWN-CANARY-CSS-EDITABLE-c5e7'],
      forbidden: [
        'CANARY-CSS-EDITABLE-2a6b',
        'CANARY-CSS-EDITABLE-LINK-d1c4',
        'CANARY-CSS-PLAINTEXT-f1a8',
        'CANARY-CSS-EDITABLE-STATUS-04e3',
        'CANARY-CSS-EDITABLE-SLOTTED-7b21',
      ],
      controlNames: ['Notes', 'Plain', 'Status note', 'Slotted'],
      controlsInclude: [
        { role: 'textbox', name: 'Notes', states: { filled: true } },
        { role: 'textbox', name: 'Plain', states: { filled: true } },
        { role: 'textbox', name: 'Status note', states: { filled: true } },
        { role: 'textbox', name: 'Slotted', states: { filled: true } },
      ],
      regions: [
        { kind: 'status', summary: '', truncated: false },
        { kind: 'heading', level: 1, summary: 'Editable by CSS' },
      ],
    },
  },
];

export const inputCanary: Partition = {
  id: 'input-canary',
  description:
    'Values typed, scripted or set in attributes, storage and non-control attributes never leave the page; ' +
    'controls still report their names and filled state.',
  cases,
};
