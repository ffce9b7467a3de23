// Frames are entered (docs/contract.md, "Coverage: frames and shadow trees", Observation 1.5.0): shown `iframe` and
// `frame` elements, same-origin and out-of-process alike, to depth 3. Their text is read at the frame's place, their
// controls come after the top-document controls before the frame, and each control and region inside one carries
// the frame's id; `frameCoverage.byFrame` lists the frames met. A hidden frame is not entered, values are never read,
// and controls inside frames act like any other. Pages on fixtures-site/frames/. The fixture server answers on
// 127.0.0.1 and on localhost, two sites to Chromium: a page reaches "the other host" by script for an out-of-process
// frame.
//
// Last, the framed copies: every page case of hidden-region (with its painted and drawn cases) and input-canary that
// takes no steps, observed through frames/framed.html, which shows the same page in one frame (every other one from
// the other host). Only their `forbidden` lists are kept: hidden text, values and canaries must stay out of the
// observation in a frame as in the top document; what is shown differs (the frame clips, and a frame reads at most
// 2,048 nodes), so text, region and control expectations are not carried over.
import { hiddenRegion } from './hidden-region.js';
import { inputCanary } from './input-canary.js';
import type { FrameEntryExpectation, PageCase, Partition, ScriptCase } from './types.js';

const F = 'frames';

const CONSENT = {
  article: 'SHOWN-CONSENT-ARTICLE-b237',
  after: 'SHOWN-CONSENT-AFTER-44c4',
  banner: 'SHOWN-FRAME-CONSENT-9bdb',
  saved: 'FRAME-CONSENT-SAVED-ac2d',
  rejected: 'FRAME-CONSENT-REJECTED-609c',
  /** The banner document's <title>: a title of a frame is not text. */
  title: 'FRAME-CONSENT-TITLE-dbc5',
};

const SIGNIN = {
  page: 'SHOWN-SIGNIN-PAGE-998f',
  form: 'SHOWN-FRAME-SIGNIN-0ed3',
  signedIn: 'FRAME-SIGNED-IN-03dc',
  title: 'FRAME-SIGNIN-TITLE-56f7',
  /** Pre-filled value attributes of the two fields. */
  values: ['CANARY-FRAME-EMAIL-VALUE-059f', 'CANARY-FRAME-PASSWORD-VALUE-3cba'],
  typedEmail: 'CANARY-FRAME-TYPED-EMAIL-9ea9',
  typedPassword: 'CANARY-FRAME-TYPED-PASSWORD-1e34',
};

const NESTED = {
  top: 'SHOWN-NESTED-TOP-4c6c',
  after: 'SHOWN-NESTED-AFTER-a1b7',
  levels: ['SHOWN-FRAME-LEVEL-1-73d1', 'SHOWN-FRAME-LEVEL-2-1a5d', 'SHOWN-FRAME-LEVEL-3-0656'],
  /** Level 4 is one level too deep: none of its text, heading or button may appear. */
  tooDeep: ['DEPTH-FRAME-LEVEL-4-ff5e', 'Level 4 button', 'Level 4 frame'],
};

/** Frames hidden seven ways on hidden-frames.html, in document order around the one shown frame: their injections and buttons. */
const HIDDEN_FRAMES = {
  top: 'SHOWN-HIDDEN-FRAMES-TOP-e0c4',
  shown: 'SHOWN-FRAME-f251',
  before: [
    ['HIDDEN-FRAME-DISPLAY-8780', 'HIDDEN-FRAME-BUTTON-DISPLAY-5be8'],
    ['HIDDEN-FRAME-VISIBILITY-eb6e', 'HIDDEN-FRAME-BUTTON-VISIBILITY-7af1'],
    ['HIDDEN-FRAME-OPACITY-f687', 'HIDDEN-FRAME-BUTTON-OPACITY-2be0'],
  ],
  after: [
    ['HIDDEN-FRAME-ZERO-SIZE-ec67', 'HIDDEN-FRAME-BUTTON-ZERO-SIZE-1659'],
    ['HIDDEN-FRAME-ATTR-0003', 'HIDDEN-FRAME-BUTTON-ATTR-0abb'],
    ['HIDDEN-FRAME-CLIPPED-ee20', 'HIDDEN-FRAME-BUTTON-CLIPPED-073c'],
    ['HIDDEN-FRAME-OFF-PAGE-0085', 'HIDDEN-FRAME-BUTTON-OFF-PAGE-c12d'],
  ],
  /** Hidden inside the shown frame's own document: display none, visibility hidden, white on white, a hidden button. */
  inside: ['HIDDEN-IN-FRAME-DISPLAY-22e8', 'HIDDEN-IN-FRAME-VISIBILITY-667d', 'HIDDEN-IN-FRAME-WHITE-1773', 'HIDDEN-IN-FRAME-BUTTON-7ba8'],
};

const SELF_NAV = { top: 'SHOWN-SELF-NAV-TOP-f0ea', first: 'FRAME-FIRST-b2c3', second: 'FRAME-SECOND-80eb' };

/** One frame of the top document, entered: it has an origin and no parent. */
const enteredAtTop: FrameEntryExpectation = { state: 'entered', hasOrigin: true, parent: false };
/** One frame of the top document that the visibility rule hides: not entered, and no origin is told. */
const hiddenAtTop: FrameEntryExpectation = { state: 'not-entered', reason: 'hidden', hasOrigin: false, parent: false };

const pageCases: PageCase[] = [
  {
    kind: 'page',
    id: 'consent-banner',
    page: `${F}/consent.html`,
    description:
      'A cookie banner in a cross-origin (out-of-process) frame is entered: its text sits between the article text before ' +
      'and after the frame, its two buttons come between the top controls before and after it and carry a frame id, its ' +
      'dialog is a region of the frame, and the frame document title is not text.',
    expect: {
      textIncludes: [CONSENT.article, CONSENT.banner, CONSENT.after],
      textInOrder: [CONSENT.article, CONSENT.banner, CONSENT.after],
      forbidden: [CONSENT.title, CONSENT.saved, CONSENT.rejected],
      controlNames: ['Subscribe', 'Accept all', 'Reject all', 'Next article'],
      controlsInclude: [
        { role: 'button', name: 'Subscribe', frame: false },
        { role: 'button', name: 'Accept all', frame: true },
        { role: 'button', name: 'Reject all', frame: true },
        { role: 'link', name: 'Next article', frame: false },
      ],
      regionsInclude: [
        { kind: 'dialog', summaryIncludes: [CONSENT.banner], frame: true },
        { kind: 'heading', level: 1, summary: 'Harbour lights return', frame: false },
      ],
      frameCoverage: { frames: 0 },
      frames: { entered: 1, byFrame: [enteredAtTop], controlsInFrames: 2, framesWithControls: 1 },
    },
  },
  {
    kind: 'page',
    id: 'signin-prefilled',
    page: `${F}/signin.html`,
    description:
      'A sign-in form in a same-origin frame is entered: its fields and button are listed in place, named from their labels, ' +
      'and its pre-filled email and password values are never read (the fields report filled).',
    expect: {
      textIncludes: [SIGNIN.page, SIGNIN.form],
      textInOrder: [SIGNIN.page, SIGNIN.form],
      forbidden: [...SIGNIN.values, SIGNIN.title, SIGNIN.signedIn],
      controlNames: ['Back to shop', 'Email', 'Password', 'Sign in', 'Create an account'],
      controlsInclude: [
        { role: 'link', name: 'Back to shop', frame: false },
        { role: 'textbox', name: 'Email', states: { filled: true }, inputType: 'email', frame: true },
        { role: 'textbox', name: 'Password', states: { filled: true }, inputType: 'password', frame: true },
        { role: 'button', name: 'Sign in', frame: true },
        { role: 'link', name: 'Create an account', frame: false },
      ],
      regionsInclude: [
        { kind: 'form', summaryIncludes: ['Email', 'Password', 'Sign in'], frame: true },
        { kind: 'heading', level: 1, summary: 'Sign in to continue', frame: false },
      ],
      frameCoverage: { frames: 0 },
      frames: { entered: 1, byFrame: [enteredAtTop], controlsInFrames: 3 },
    },
  },
  {
    kind: 'page',
    id: 'signin-submitted',
    page: `${F}/signin.html`,
    description:
      'Refs inside a frame act: the email and password are filled and Sign in is clicked, the frame says it signed in, and ' +
      'neither the typed values nor the pre-filled ones appear anywhere.',
    steps: [
      { act: 'fill', control: { role: 'textbox', name: 'Email' }, text: SIGNIN.typedEmail },
      { act: 'fill', control: { role: 'textbox', name: 'Password' }, text: SIGNIN.typedPassword },
      { act: 'click', control: { role: 'button', name: 'Sign in' } },
    ],
    expect: {
      textIncludes: [SIGNIN.page, SIGNIN.signedIn],
      forbidden: [SIGNIN.typedEmail, SIGNIN.typedPassword, ...SIGNIN.values, SIGNIN.title],
      controlsInclude: [
        { role: 'textbox', name: 'Email', states: { filled: true }, frame: true },
        { role: 'textbox', name: 'Password', states: { filled: true }, frame: true },
      ],
      regionsInclude: [{ kind: 'status', summaryIncludes: [SIGNIN.signedIn], frame: true }],
      frames: { entered: 1, byFrame: [enteredAtTop], controlsInFrames: 3 },
    },
  },
  {
    kind: 'page',
    id: 'nested-to-depth-3',
    page: `${F}/nested.html`,
    description:
      'Frames nested four deep (this host, the other host, this host again, then beside it) are entered to depth 3, ' +
      'each one depth-first at its place; the fourth is not entered (reason depth) and is counted as a frame not read.',
    expect: {
      textIncludes: [NESTED.top, ...NESTED.levels, NESTED.after],
      textInOrder: [NESTED.top, ...NESTED.levels, NESTED.after],
      forbidden: NESTED.tooDeep,
      controlNames: ['Top button', 'Level 1 button', 'Level 2 button', 'Level 3 button'],
      controlsInclude: [
        { role: 'button', name: 'Top button', frame: false },
        { role: 'button', name: 'Level 1 button', frame: true },
        { role: 'button', name: 'Level 2 button', frame: true },
        { role: 'button', name: 'Level 3 button', frame: true },
      ],
      regionsInclude: [1, 2, 3].map((level) => ({ kind: 'heading' as const, level: 2, summary: `Level ${level} frame`, frame: true })),
      frameCoverage: { frames: 1 },
      frames: {
        entered: 3,
        byFrame: [
          enteredAtTop,
          { state: 'entered', hasOrigin: true, parent: 0 },
          { state: 'entered', hasOrigin: true, parent: 1 },
          { state: 'not-entered', reason: 'depth', hasOrigin: false, parent: 2 },
        ],
        controlsInFrames: 3,
        framesWithControls: 3,
      },
    },
  },
  {
    kind: 'page',
    id: 'hidden-frames',
    page: `${F}/hidden-frames.html`,
    description:
      'Frames hidden by display none, visibility hidden, opacity 0, zero size, the hidden attribute, a clipping ancestor ' +
      'and a place off the page are not entered (reason hidden) and their injections and buttons appear nowhere; the one ' +
      'shown (cross-origin) frame is entered, and what its own document hides (display none, visibility hidden, white on ' +
      'white, a hidden button) is not read.',
    expect: {
      textIncludes: [HIDDEN_FRAMES.top, HIDDEN_FRAMES.shown],
      forbidden: [...HIDDEN_FRAMES.before.flat(), ...HIDDEN_FRAMES.after.flat(), ...HIDDEN_FRAMES.inside],
      controlNames: ['Widget button'],
      controlsInclude: [{ role: 'button', name: 'Widget button', frame: true }],
      regionsInclude: [{ kind: 'heading', level: 2, summary: 'Partner widget', frame: true }],
      frameCoverage: { frames: 0 },
      frames: {
        entered: 1,
        byFrame: [...HIDDEN_FRAMES.before.map(() => hiddenAtTop), enteredAtTop, ...HIDDEN_FRAMES.after.map(() => hiddenAtTop)],
        controlsInFrames: 1,
      },
    },
  },
];

const scriptCases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'consent-accepted',
    description:
      "Clicking Accept all inside the cross-origin banner frame replaces the banner's text, and the next observation shows " +
      'the new text in its place, without the buttons that went.',
    steps: [
      {
        op: 'navigate',
        page: `${F}/consent.html`,
        expect: {
          observation: {
            textIncludes: [CONSENT.banner],
            controlsInclude: [{ role: 'button', name: 'Accept all', frame: true }],
            frames: { entered: 1 },
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Accept all', from: 0 },
        action: 'click',
        expect: {
          postcondition: { navigated: false, evidenceChanged: true },
          evidenceChangedSince: { step: 0, changed: true },
          observation: {
            textIncludes: [`Preferences saved ${CONSENT.saved}`],
            textInOrder: [CONSENT.article, CONSENT.saved, CONSENT.after],
            forbidden: [CONSENT.banner, CONSENT.rejected, CONSENT.title],
            controlNames: ['Subscribe', 'Next article'],
            regionsInclude: [{ kind: 'dialog', summaryIncludes: [CONSENT.saved], frame: true }],
            frames: { entered: 1, byFrame: [enteredAtTop], controlsInFrames: 0 },
          },
        },
      },
    ],
  },
  {
    kind: 'script',
    id: 'frame-navigates-itself',
    description:
      'A same-origin frame whose button navigates the frame itself to a second document: after the click the ' +
      "observation reads the frame's second document, and nothing of the first is left.",
    steps: [
      {
        op: 'navigate',
        page: `${F}/self-navigating.html`,
        expect: {
          observation: {
            textIncludes: [SELF_NAV.top, SELF_NAV.first],
            forbidden: [SELF_NAV.second],
            controlNames: ['First button', 'Go on'],
            controlsInclude: [{ role: 'button', name: 'Go on', frame: true }],
            frames: { entered: 1, byFrame: [enteredAtTop], controlsInFrames: 2 },
          },
        },
      },
      {
        op: 'act',
        ref: { control: 'Go on', from: 0 },
        action: 'click',
        expect: {
          evidenceChangedSince: { step: 0, changed: true },
          observation: {
            textIncludes: [SELF_NAV.top, SELF_NAV.second],
            forbidden: [SELF_NAV.first, 'First button'],
            controlNames: ['Second button'],
            controlsInclude: [{ role: 'button', name: 'Second button', frame: true }],
            frames: { entered: 1, byFrame: [enteredAtTop], controlsInFrames: 1 },
          },
        },
      },
    ],
  },
];

/** The page cases of these partitions that take no steps and forbid something are observed again in a frame. */
const FRAMED_FROM: Partition[] = [hiddenRegion, inputCanary];

const framedCases: PageCase[] = FRAMED_FROM.flatMap((partition) =>
  partition.cases.flatMap((c) => (c.kind === 'page' && !c.steps?.length && c.expect.forbidden?.length ? [{ partition: partition.id, c }] : [])),
).map(({ partition, c }, index) => {
  // Every other copy comes from the other host: same-origin and out-of-process frames both hold the rules.
  const cross = index % 2 === 1;
  return {
    kind: 'page',
    id: `framed-${partition}-${c.id}`,
    page: `${F}/framed.html?src=${c.page}${cross ? '&cross=1' : ''}`,
    description: `${partition} > ${c.id} shown in a ${cross ? 'cross-origin' : 'same-origin'} frame: nothing it forbids appears.`,
    expect: { forbidden: c.expect.forbidden },
    // A gap on top is a gap in a frame too.
    ...(c.knownGap !== undefined ? { knownGap: c.knownGap } : {}),
  };
});

export const frames: Partition = {
  id: 'frames',
  description:
    'Frames are entered to depth 3, same-origin and cross-origin alike: their text, controls and regions appear in place ' +
    'and carry a frame id, their controls act, hidden frames and hidden text inside frames are never read, values never; ' +
    'and the hidden-region and input-canary pages framed forbid what they forbid on top.',
  cases: [...pageCases, ...scriptCases, ...framedCases],
};
