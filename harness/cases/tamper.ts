// The collector is trusted (docs/contract.md section 3): page scripts that patch built-ins, redefine DOM accessors,
// clobber DOM properties or forge messages must not change its result; it enters open shadow roots and frames (1.5.0),
// never closed roots.
// Every page but the shadow/frame ones holds the same base content (see `BaseTokens` below), so the expected
// observation is the one an untampered page would give.
import type { CaseExpectation, PageCase, ControlExpectation, Partition, RegionExpectation } from './types.js';

/**
 * The tokens of the shared base content of a tamper page:
 *
 *   <h1>{title}</h1>
 *   <p>Shown text {shown} here.</p>
 *   <div role="status">Order {status} confirmed</div>
 *   <div role="alert" style="display:none">{alert}</div>
 *   <p style="visibility:hidden">{visibility}</p>
 *   <p style="opacity:0">{opacity}</p>
 *   <p aria-hidden="true">{aria}</p>
 *   <div hidden>{attr}</div>
 *   <details><summary>More</summary><p>{details}</p></details>
 *   <form action="#">
 *     <label for="query">Query</label> <input id="query" type="text" value="{value}">
 *     <label for="notes">Notes</label> <input id="notes" type="text">
 *     <button type="submit">Search</button>
 *   </form>
 */
interface BaseTokens {
  title: string;
  shown: string;
  status: string;
  alert: string;
  visibility: string;
  opacity: string;
  aria: string;
  attr: string;
  details: string;
  value: string;
}

const baseControls: ControlExpectation[] = [
  { role: 'textbox', name: 'Query', states: { filled: true } },
  { role: 'textbox', name: 'Notes', states: { filled: false } },
  { role: 'button', name: 'Search' },
];

const baseRegions = (t: BaseTokens): RegionExpectation[] => [
  { kind: 'status', summary: `Order ${t.status} confirmed` },
  { kind: 'form', summary: 'Query Notes Search' },
  { kind: 'heading', level: 1, summary: t.title },
];

/** The observation of the untampered base content, plus whatever the page adds. */
function baseExpect(t: BaseTokens, extra: { forbidden?: string[]; regions?: RegionExpectation[] } = {}): CaseExpectation {
  return {
    textIncludes: [t.shown, t.status],
    forbidden: [t.alert, t.visibility, t.opacity, t.aria, t.attr, t.details, t.value, ...(extra.forbidden ?? [])],
    regions: extra.regions ?? baseRegions(t),
    regionsInclude: [{ kind: 'status', summaryIncludes: [t.status] }],
    controlsInclude: baseControls,
    coverage: { omittedRegions: 0, nodesLeftUnread: false },
  };
}

const before: BaseTokens = {
  title: 'Built-ins patched before load',
  shown: 'SHOWN-TAMPER-BEFORE-72c2',
  status: 'SHOWN-TAMPER-BEFORE-STATUS-ede4',
  alert: 'HIDDEN-TAMPER-BEFORE-ALERT-1ce0',
  visibility: 'HIDDEN-TAMPER-BEFORE-VISIBILITY-e1eb',
  opacity: 'HIDDEN-TAMPER-BEFORE-OPACITY-a2f4',
  aria: 'HIDDEN-TAMPER-BEFORE-ARIA-ea2e',
  attr: 'HIDDEN-TAMPER-BEFORE-ATTR-611d',
  details: 'HIDDEN-TAMPER-BEFORE-DETAILS-e708',
  value: 'CANARY-TAMPER-BEFORE-VALUE-5f17',
};

const after: BaseTokens = {
  title: 'Built-ins patched after load',
  shown: 'SHOWN-TAMPER-AFTER-93ce',
  status: 'SHOWN-TAMPER-AFTER-STATUS-9791',
  alert: 'HIDDEN-TAMPER-AFTER-ALERT-84ba',
  visibility: 'HIDDEN-TAMPER-AFTER-VISIBILITY-d078',
  opacity: 'HIDDEN-TAMPER-AFTER-OPACITY-e69c',
  aria: 'HIDDEN-TAMPER-AFTER-ARIA-9604',
  attr: 'HIDDEN-TAMPER-AFTER-ATTR-ed69',
  details: 'HIDDEN-TAMPER-AFTER-DETAILS-1723',
  value: 'CANARY-TAMPER-AFTER-VALUE-cf17',
};

const getters: BaseTokens = {
  title: 'DOM getters redefined',
  shown: 'SHOWN-TAMPER-GETTERS-fc8e',
  status: 'SHOWN-TAMPER-GETTERS-STATUS-5679',
  alert: 'HIDDEN-TAMPER-GETTERS-ALERT-f598',
  visibility: 'HIDDEN-TAMPER-GETTERS-VISIBILITY-fee0',
  opacity: 'HIDDEN-TAMPER-GETTERS-OPACITY-1646',
  aria: 'HIDDEN-TAMPER-GETTERS-ARIA-5e3a',
  attr: 'HIDDEN-TAMPER-GETTERS-ATTR-33bb',
  details: 'HIDDEN-TAMPER-GETTERS-DETAILS-9f70',
  value: 'CANARY-TAMPER-GETTERS-VALUE-ab02',
};

const style: BaseTokens = {
  title: 'Style and geometry lie',
  shown: 'SHOWN-TAMPER-STYLE-213c',
  status: 'SHOWN-TAMPER-STYLE-STATUS-eb65',
  alert: 'HIDDEN-TAMPER-STYLE-ALERT-b0e9',
  visibility: 'HIDDEN-TAMPER-STYLE-VISIBILITY-e4ab',
  opacity: 'HIDDEN-TAMPER-STYLE-OPACITY-1e5e',
  aria: 'HIDDEN-TAMPER-STYLE-ARIA-e1cd',
  attr: 'HIDDEN-TAMPER-STYLE-ATTR-85f6',
  details: 'HIDDEN-TAMPER-STYLE-DETAILS-4463',
  value: 'CANARY-TAMPER-STYLE-VALUE-74bc',
};

const walker: BaseTokens = {
  title: 'Walkers and collections replaced',
  shown: 'SHOWN-TAMPER-WALKER-1c13',
  status: 'SHOWN-TAMPER-WALKER-STATUS-a72b',
  alert: 'HIDDEN-TAMPER-WALKER-ALERT-3a54',
  visibility: 'HIDDEN-TAMPER-WALKER-VISIBILITY-2c1b',
  opacity: 'HIDDEN-TAMPER-WALKER-OPACITY-9022',
  aria: 'HIDDEN-TAMPER-WALKER-ARIA-cf85',
  attr: 'HIDDEN-TAMPER-WALKER-ATTR-96ec',
  details: 'HIDDEN-TAMPER-WALKER-DETAILS-ef7d',
  value: 'CANARY-TAMPER-WALKER-VALUE-6b0a',
};

const clobber: BaseTokens = {
  title: 'DOM clobbering',
  shown: 'SHOWN-TAMPER-CLOBBER-3828',
  status: 'SHOWN-TAMPER-CLOBBER-STATUS-0758',
  alert: 'HIDDEN-TAMPER-CLOBBER-ALERT-ffe6',
  visibility: 'HIDDEN-TAMPER-CLOBBER-VISIBILITY-aa33',
  opacity: 'HIDDEN-TAMPER-CLOBBER-OPACITY-9a3e',
  aria: 'HIDDEN-TAMPER-CLOBBER-ARIA-1a35',
  attr: 'HIDDEN-TAMPER-CLOBBER-ATTR-c25b',
  details: 'HIDDEN-TAMPER-CLOBBER-DETAILS-c6aa',
  value: 'CANARY-TAMPER-CLOBBER-VALUE-2ea2',
};

const forged: BaseTokens = {
  title: 'Forged collector messages',
  shown: 'SHOWN-TAMPER-FORGED-bcaf',
  status: 'SHOWN-TAMPER-FORGED-STATUS-b603',
  alert: 'HIDDEN-TAMPER-FORGED-ALERT-94f3',
  visibility: 'HIDDEN-TAMPER-FORGED-VISIBILITY-f9b7',
  opacity: 'HIDDEN-TAMPER-FORGED-OPACITY-a855',
  aria: 'HIDDEN-TAMPER-FORGED-ARIA-ad2f',
  attr: 'HIDDEN-TAMPER-FORGED-ATTR-360a',
  details: 'HIDDEN-TAMPER-FORGED-DETAILS-8ba0',
  value: 'CANARY-TAMPER-FORGED-VALUE-b661',
};

/** What a stringified DOM object looks like: a collector fooled by clobbering would emit one of these. */
const stringifiedDomObjects = ['[object ', 'HTMLInputElement', 'HTMLFormElement', 'HTMLImageElement', 'RadioNodeList'];

const cases: PageCase[] = [
  {
    kind: 'page',
    id: 'builtins-before-load',
    page: 'tamper/builtins-before-load.html',
    description:
      'Array.prototype (push, map, join, slice, iterator ...), String.prototype (trim, replace, toLowerCase ...), ' +
      'JSON.stringify/parse, Object.keys and Math patched in <head> before load do not change the observation.',
    expect: baseExpect(before, { forbidden: ['TAMPER-INJECTED-BEFORE-f5b0'] }),
  },
  {
    kind: 'page',
    id: 'builtins-after-load',
    page: 'tamper/builtins-after-load.html',
    description:
      'The same built-ins, plus Object.getOwnPropertyDescriptor, Reflect.apply and Function.prototype ' +
      'call/apply/bind, patched at load and in timers after load do not change the observation.',
    expect: baseExpect(after, { forbidden: ['TAMPER-INJECTED-AFTER-5421'] }),
  },
  {
    kind: 'page',
    id: 'node-getters',
    page: 'tamper/node-getters.html',
    description:
      'Node, Element, HTMLElement and Document accessors redefined with Object.defineProperty (firstChild, ' +
      'nextSibling, textContent, data, tagName, getAttribute, hidden, open, value, documentElement, title ...) do ' +
      'not change the observation: hidden stays hidden, a closed dialog stays closed, filled is not inverted.',
    expect: baseExpect(getters, {
      forbidden: ['TAMPER-INJECTED-GETTERS-a1f0', 'TAMPER-GETTERS-CLOSED-DIALOG-bc89'],
    }),
  },
  {
    kind: 'page',
    id: 'style-and-visibility',
    page: 'tamper/style-and-visibility.html',
    description:
      'getComputedStyle returning fake visible styles, checkVisibility always true, and faked rects, offsets, ' +
      'inline styles and viewport size do not make hidden text (visually hidden, off screen, clip-path, ' +
      'transparent, font-size:0, zero height, content-visibility, a visibility:hidden status) visible.',
    expect: baseExpect(style, {
      forbidden: [
        'TAMPER-STYLE-VISUALLY-HIDDEN-b68e',
        'TAMPER-STYLE-OFF-SCREEN-9a8e',
        'TAMPER-STYLE-CLIP-PATH-6669',
        'TAMPER-STYLE-TRANSPARENT-46ab',
        'TAMPER-STYLE-FONT-SIZE-62f8',
        'TAMPER-STYLE-ZERO-HEIGHT-437e',
        'TAMPER-STYLE-CONTENT-VISIBILITY-a8ac',
        'TAMPER-STYLE-HIDDEN-STATUS-adaa',
      ],
    }),
  },
  {
    kind: 'page',
    id: 'walker-and-collections',
    page: 'tamper/walker-and-collections.html',
    description:
      'document.createTreeWalker, TreeWalker and NodeIterator methods, querySelectorAll, NodeList iteration, ' +
      'Map, Set, WeakMap, Array.from, RegExp and TextEncoder replaced by the page do not change the observation.',
    expect: baseExpect(walker, { forbidden: ['TAMPER-INJECTED-WALKER-cb7a'] }),
  },
  {
    kind: 'page',
    id: 'dom-clobbering',
    page: 'tamper/dom-clobbering.html',
    description:
      "Named inputs that clobber a form's own properties (tagName, attributes, hidden, style, getAttribute, " +
      'firstChild ...) and named forms and images that clobber document properties (documentElement, body, title, ' +
      'designMode, createTreeWalker, getComputedStyle ...) do not change the observation.',
    expect: baseExpect(clobber, {
      forbidden: stringifiedDomObjects,
      regions: [
        ...baseRegions(clobber).slice(0, 2),
        { kind: 'form', summary: 'Clobbered form SHOWN-TAMPER-CLOBBER-FORM-b7ca Apply' },
        { kind: 'heading', level: 1, summary: clobber.title },
      ],
    }),
  },
  {
    kind: 'page',
    id: 'forged-messages',
    page: 'tamper/forged-messages.html',
    description:
      'Forged observations offered through global names, postMessage, custom events, console output, calls to ' +
      'window functions and pre-set data attributes, and a redefined document.title, reach no field.',
    expect: baseExpect(forged, {
      forbidden: ['TAMPER-FORGED-0623', 'TAMPER-FORGED-TITLE-ad42', 'TAMPER-FORGED-REF-e5ed'],
    }),
  },
  {
    kind: 'page',
    id: 'shadow-and-frames',
    page: 'tamper/shadow-and-frames.html',
    description:
      'Open, nested and declarative shadow roots are entered (their text, regions and controls appear as on the ' +
      'page) and a closed root is counted, not entered; srcdoc, same-origin and script-filled iframes are entered ' +
      '(1.5.0): their visible text, regions and field appear, their document titles and the field value do not.',
    expect: {
      textIncludes: [
        'SHOWN-SHADOW-BEFORE-80de',
        'SHADOW-OPEN-TEXT-bd13',
        'SHADOW-NESTED-TEXT-7a33',
        'SHADOW-DECLARATIVE-TEXT-ff03',
        'SHOWN-SHADOW-BETWEEN-2e44',
        'SHOWN-FRAMES-AFTER-2151',
        'SHOWN-SHADOW-STATUS-8576',
        'FRAME-SRCDOC-HEADING-0b94',
        'FRAME-SRCDOC-TEXT-aa48',
        'FRAME-SRCDOC-ALERT-d622',
        'FRAME-INNER-HEADING-ebee',
        'FRAME-INNER-TEXT-276b',
        'FRAME-INNER-ALERT-3136',
        'FRAME-INNER-LABEL-7d06',
        'FRAME-SCRIPTED-TEXT-22b9',
        'FRAME-SCRIPTED-ALERT-e70b',
      ],
      // The frames' text is read at their place: after the text before them, before the text after them.
      textInOrder: ['SHOWN-SHADOW-BETWEEN-2e44', 'FRAME-SRCDOC-TEXT-aa48', 'FRAME-INNER-TEXT-276b', 'FRAME-SCRIPTED-TEXT-22b9', 'SHOWN-FRAMES-AFTER-2151'],
      controlsInclude: [
        { role: 'button', name: 'SHADOW-OPEN-BUTTON-a9e5', frame: false },
        { role: 'textbox', name: 'FRAME-INNER-LABEL-7d06', states: { filled: true }, frame: true },
      ],
      forbidden: [
        'SHADOW-CLOSED-TEXT-bbf3',
        'SHADOW-CLOSED-ALERT-f35c',
        // The titles of the frames' documents are not text, and a field's value is never read.
        'FRAME-SRCDOC-TITLE-4926',
        'FRAME-INNER-TITLE-83f9',
        'FRAME-INNER-VALUE-a193',
      ],
      // Not an exact `regions` list: the frames' regions join it, in an order the region priority and the frames'
      // places decide. The top document's regions (shadow trees are the top document's) and the frames' are each
      // asked for.
      regionsInclude: [
        { kind: 'dialog', summary: 'SHADOW-OPEN-DIALOG-1123', frame: false },
        { kind: 'status', summary: 'SHADOW-DECLARATIVE-STATUS-51ca', frame: false },
        { kind: 'status', summary: 'Widgets ready SHOWN-SHADOW-STATUS-8576', frame: false },
        { kind: 'heading', level: 1, summary: 'Shadow roots and frames', frame: false },
        { kind: 'heading', level: 2, summary: 'SHADOW-OPEN-HEADING-19ea', frame: false },
        { kind: 'heading', level: 2, summary: 'FRAME-SRCDOC-HEADING-0b94', frame: true },
        { kind: 'alert', summary: 'FRAME-SRCDOC-ALERT-d622', frame: true },
        { kind: 'heading', level: 2, summary: 'FRAME-INNER-HEADING-ebee', frame: true },
        { kind: 'alert', summary: 'FRAME-INNER-ALERT-3136', frame: true },
        { kind: 'alert', summary: 'FRAME-SCRIPTED-ALERT-e70b', frame: true },
      ],
      coverage: { omittedRegions: 0, nodesLeftUnread: false },
      // The closed root is on an empty <div>: its content's height gives it away. The three frames are entered, so
      // none is counted as a frame not read.
      frameCoverage: { frames: 0, shadowRoots: 4, shadowRootsEntered: 3 },
      frames: {
        entered: 3,
        // The srcdoc and script-filled frames take their origin from the page: whether one is named is not asked.
        byFrame: [
          { state: 'entered', parent: false },
          { state: 'entered', parent: false, hasOrigin: true },
          { state: 'entered', parent: false },
        ],
        controlsInFrames: 1,
      },
    },
  },
  {
    kind: 'page',
    id: 'shadow-unslotted',
    page: 'tamper/shadow-unslotted.html',
    description:
      'Light children of a shadow host are rendered only where a slot takes them: slotted ones are visible, ' +
      'unslotted ones are hidden, and the shadow tree itself is read as rendered.',
    expect: {
      textIncludes: ['SHOWN-SHADOW-LIGHT-a287', 'Shadow content without a slot', 'SHOWN-SHADOW-SLOTTED-6a16', 'SHOWN-SHADOW-SLOTTED-STATUS-76b1'],
      forbidden: ['SHADOW-UNSLOTTED-TEXT-b0d8', 'SHADOW-UNSLOTTED-ALERT-95fc'],
      frameCoverage: { frames: 0, shadowRoots: 2, shadowRootsEntered: 2 },
      regions: [
        { kind: 'status', summary: 'Slotted status SHOWN-SHADOW-SLOTTED-STATUS-76b1' },
        { kind: 'heading', level: 1, summary: 'Light children of shadow hosts' },
      ],
    },
  },
];

export const tamper: Partition = {
  id: 'tamper',
  description:
    'Pages that patch built-ins, redefine DOM accessors, clobber DOM properties, forge collector messages or hide ' +
    'content in closed shadow roots still give the observation of the untampered page; open shadow roots and frames are read as rendered.',
  cases,
};
