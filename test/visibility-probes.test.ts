// Held-out probes of the visibility rule and of names from visually hidden text (docs/contract.md, "The visibility
// rule" and "Controls"), one page each in fixtures-site/visibility-2/. Each page is judged twice: first by the pixel
// oracle (harness/oracle/pixel-oracle.ts), which says from Chromium's own pixels that every HIDDEN token (and every
// other token listed hidden) is not painted and every SHOWN token is, so the expectation does not come from the code
// under test; then by the collector, whose observation must hold every token the oracle sees and none it does not.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { PixelOracle } from '../harness/oracle/pixel-oracle.js';
import { LIMITS, type Observation } from '../schemas/observation.js';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

/** The oracle's own browser, beside the pool's. */
let oracle: PixelOracle | undefined;
test.before(async () => {
  oracle = await PixelOracle.start();
});
test.after.always(async () => {
  await oracle?.close();
});

interface Probe {
  id: string;
  page: string;
  description: string;
  /** Painted (oracle: visible) and in the observation's text. */
  shown: string[];
  /** Not painted (oracle: hidden) and nowhere in the observation's text or summaries. */
  hidden: string[];
  /**
   * Painted, yet left out of the text today: the collector test is `test.failing`, for the reason given. The
   * oracle still checks they are painted.
   */
  dropped?: { tokens: string[]; why: string };
  /** What else the observation must say. */
  check?: (t: ExecutionContext, observation: Observation) => void;
}

const codePoints = (s: string): number => [...s].length;

const PROBES: Probe[] = [
  {
    id: 'fixed-outside-viewport',
    page: 'fixed-outside.html',
    description:
      'a fixed box does not scroll: one below the viewport of a 4,000 px page (top: 1200px, bottom: -300px) is never ' +
      'seen, and a fixed button there is no control; fixed boxes inside the viewport, and one a transform makes ' +
      'scroll with the page, are',
    shown: [
      'SHOWN-FIXED-FLOW-1b7d',
      'SHOWN-FIXED-INSIDE-3a08',
      'SHOWN-FIXED-BOTTOM-7d52',
      'SHOWN-FIXED-BUTTON-41c7',
      'SHOWN-FIXED-IN-TRANSFORM-b59a',
      'SHOWN-FIXED-FAR-FLOW-62c9',
    ],
    hidden: ['HIDDEN-FIXED-BELOW-5c2e', 'HIDDEN-FIXED-UNDER-9e41', 'HIDDEN-FIXED-BUTTON-e04b'],
    check: (t, observation) => {
      t.deepEqual(
        observation.controls.map((c) => [c.role, c.name]),
        [['button', 'SHOWN-FIXED-BUTTON-41c7']],
      );
    },
  },
  {
    id: 'scrolled-unscrollable-root',
    page: 'scrolled-root.html',
    description: 'a root of overflow: hidden that its script scrolled shows what is in the viewport, not what is above it or below it',
    shown: ['SHOWN-SCROLLED-IN-VIEW-8c14'],
    hidden: ['HIDDEN-SCROLLED-ABOVE-2f6b', 'HIDDEN-SCROLLED-BELOW-d35a'],
  },
  {
    id: 'scrolled-unscrollable-body',
    page: 'scrolled-body.html',
    description: "a body of overflow: hidden (its overflow is the viewport's) that its script scrolled shows what is in the viewport only",
    shown: ['SHOWN-SCROLLED-IN-VIEW-e59c'],
    hidden: ['HIDDEN-SCROLLED-ABOVE-7a3d', 'HIDDEN-SCROLLED-BELOW-40b1'],
  },
  {
    id: 'backdrop-filter',
    page: 'backdrop-filter.html',
    description:
      'black text in an element whose backdrop-filter: invert(1) turns the white page behind it black is not seen; ' +
      'a blur changes no colour; an opaque background of the element covers what it filters',
    shown: ['SHOWN-BACKDROP-BLUR-0f3d', 'SHOWN-BACKDROP-OWN-BACKGROUND-52d0', 'SHOWN-BACKDROP-AFTER-b6f2'],
    hidden: ['HIDDEN-BACKDROP-BLACK-ON-INVERTED-4a9e', 'HIDDEN-BACKDROP-BLUR-BLACK-e86b'],
    dropped: {
      tokens: ['SHOWN-BACKDROP-WHITE-ON-INVERTED-7c21'],
      why:
        'whether the white canvas comes through the filter inverted depends on the backdrop root, which Chromium ' +
        "chooses by more than the element's ancestors (a mix-blend-mode anywhere on the page keeps the canvas out): " +
        'text must stand out from the backdrop filtered and unfiltered, and white on white does not',
    },
  },
  {
    id: 'ellipsis',
    page: 'ellipsis.html',
    description:
      'text-overflow: ellipsis takes the place of the last letters of a word (the first, right to left), among ' +
      'them letters whose boxes lie inside the box: only the letters before the ellipsis are read',
    shown: ['SHOWN-ELLIPSIS-HEAD-7d3a', 'SHOWN-ELLIPSIS-RTL-2c5b', 'SHOWN-ELLIPSIS-AFTER-90e1'],
    hidden: ['QXZKWVBNMPRT', 'QXZKWV'],
    check: (t, observation) => {
      const text = observation.text.content;
      t.regex(text, /SHOWN-ELLIPSIS-HEAD-7d3a(?:\s|$)/, 'no letter under the ellipsis follows the word');
      t.regex(text, /(?:^|\s)SHOWN-ELLIPSIS-RTL-2c5b/, 'no letter under the ellipsis comes before the word');
    },
  },
  {
    id: 'negative-word-spacing',
    page: 'word-spacing.html',
    description: 'word-spacing: -3000px pushes the second word off the page and leaves the first where it was: the first is read',
    shown: ['SHOWN-SPACING-FIRST-4f1a', 'SHOWN-SPACING-PLAIN-2d77'],
    hidden: ['HIDDEN-SPACING-SECOND-8b3c'],
  },
  {
    id: 'vertical-line-clipped',
    page: 'vertical-clip.html',
    description: 'the first word of a vertical-rl line that a box clips along its length is read, the words past the edge are not',
    shown: ['SHOWN-VERTICAL-FIRST-6c2e', 'SHOWN-VERTICAL-AFTER-0b8a'],
    hidden: ['HIDDEN-VERTICAL-PAST-EDGE-91fd'],
  },
  {
    id: 'turned-clip',
    page: 'turned-clip.html',
    description:
      "a box turned by a rotation or a skew (its own transform or an ancestor's) clips to a parallelogram that its " +
      'bounds on the page overstate: a second column or line below its edge (overflow, a clip-path, a clip ' +
      'rectangle), a link there, words past the edge of a line and a line box of no width (letter spacing that ' +
      'takes the pen back) are not seen; the first column, line and word ' +
      'are, as is text turned again wholly inside it, and the second line of a turned box a reader can scroll',
    shown: [
      'SHOWN-TURNED-COLUMN-3a1f',
      'SHOWN-TURNED-FIRST-LINE-52be',
      'SHOWN-SKEWED-FIRST-LINE-0d7a',
      'SHOWN-TURNED-ABOVE-LINK-4f18',
      'SHOWN-TURNED-LEAD-c6d2',
      'SHOWN-TURNED-NESTED-8e05',
      'SHOWN-TURNED-SCROLLER-FIRST-94ad',
      'SHOWN-TURNED-SCROLLER-SECOND-2f6b',
      'SHOWN-TURNED-CLIP-PATH-71c4',
      'SHOWN-TURNED-CLIP-RECT-5b90',
      'SHOWN-TURNED-AFTER-2d93',
    ],
    hidden: [
      'HIDDEN-TURNED-COLUMN-7c40',
      'HIDDEN-TURNED-SECOND-LINE-e91d',
      'HIDDEN-SKEWED-SECOND-LINE-b25c',
      'HIDDEN-TURNED-LINK-9e63',
      'HIDDEN-TURNED-PAST-EDGE-1b77',
      'HIDDEN-TURNED-PEN-BACK-6a0e',
      'HIDDEN-TURNED-CLIP-PATH-d3a8',
      'HIDDEN-TURNED-CLIP-RECT-c07e',
    ],
    check: (t, observation) => {
      const named = observation.controls.filter((c) => /HIDDEN-TURNED/.test(c.name) || (c.href ?? '').includes('elsewhere'));
      t.deepEqual(named, [], 'no control stands for the link below the turned edge');
      // Not even a part of a hidden token: a column or line cut through shows only what is in view.
      t.false(observation.text.content.includes('HIDDEN'), observation.text.content);
      t.true(
        observation.controls.some((c) => c.role === 'button' && c.name === 'SHOWN-TURNED-COLUMN-3a1f'),
        'the button is named by its first column alone',
      );
    },
  },
  {
    id: 'backdrop-where',
    page: 'backdrop-where.html',
    description:
      'text is judged against the background it lies on: light text a rotation moves off a dark band onto the white ' +
      "page is not seen, and at the band's centre it is; light text moved off a turned dark band, inside the band's " +
      'bounds on the page, is not seen, and on the band it is (a colour or a gradient); light text turned past the corner of its dark parent, the ' +
      'corner of its bounds on the parent, is not seen; light text in the corner of a dark circle (outside its rounded ' +
      "corner), or in the padding of a dark background clipped to the content box, is not seen, inside a blend too; light text with only the tops of its glyphs on a dark pill is not seen, and with most of them on it, it is; a scroll container's second line, below a dark gradient or " +
      'background until scrolled, is judged where scrolling brings it, on that background',
    shown: [
      'SHOWN-TURNED-ON-BAND-8a3f',
      'SHOWN-ON-TURNED-BAND-b8e2',
      'SHOWN-ON-TURNED-GRADIENT-0c49',
      'SHOWN-ROUND-CENTRE-2a6b',
      'SHOWN-ROUND-GRAD-c3f7',
      'SHOWN-IN-CONTENT-70d2',
      'SHOWN-BLENDED-ROUND-CENTRE-e94c',
      'SHOWN-BLENDED-IN-CONTENT-b15e',
      'SHOWN-MOSTLY-ON-PILL-f3d8',
      'SHOWN-SCROLLED-ON-GRADIENT-47b0',
      'SHOWN-SCROLLED-ON-WHITE-6d5c',
      'SHOWN-BACKDROP-AFTER-1e7a',
    ],
    hidden: [
      'HIDDEN-TURNED-OFF-BAND-5d21',
      'HIDDEN-OFF-TURNED-BAND-3c71',
      'HIDDEN-OFF-TURNED-GRADIENT-71fa',
      'HIDDEN-TURNED-PAST-CORNER-e52d',
      'HIDDEN-ROUND-CORNER-9d04',
      'HIDDEN-ROUND-GRAD-4e18',
      'HIDDEN-IN-PADDING-b61e',
      'HIDDEN-BLENDED-ROUND-CORNER-7f3a',
      'HIDDEN-BLENDED-IN-PADDING-26d8',
      'HIDDEN-OVERFLOWS-PILL-4b90',
      'HIDDEN-SCROLLED-ON-GRADIENT-c9e4',
      'HIDDEN-SCROLLED-ON-COLOUR-e083',
    ],
    check: (t, observation) => {
      // Not even a part of a hidden token.
      t.false(observation.text.content.includes('HIDDEN'), observation.text.content);
    },
  },
  {
    id: 'overflow-clip-margin',
    page: 'overflow-clip-margin.html',
    description: 'overflow: clip with overflow-clip-margin paints content that far past its padding box (or content box), and no further',
    shown: ['SHOWN-CLIP-MARGIN-BELOW-5e0d', 'SHOWN-CLIP-MARGIN-CONTENT-BOX-3b6f', 'SHOWN-CLIP-MARGIN-AFTER-18e4'],
    hidden: ['HIDDEN-CLIP-MARGIN-PAST-7a41', 'HIDDEN-CLIP-NO-MARGIN-c2d9'],
  },
  {
    id: 'names-from-visually-hidden-text',
    page: 'sr-only-names.html',
    description:
      'visually hidden (sr-only) text inside a control names it as aria-label would, bounded like any name, and is ' +
      'never general text or a summary; text hidden by display: none, visibility, opacity, colour or position names nothing',
    shown: ['SHOWN-SRONLY-HEADING-3e1c', 'SHOWN-SRONLY-PARAGRAPH-a47d'],
    hidden: [
      'SRONLY-CLOSE-41ad',
      'SRONLY-DELETE-9b27',
      'SRONLY-PRICING-c803',
      'SRONLY-OVERRIDDEN-75d4',
      'HIDDEN-SRONLY-DISPLAY-NONE-0c6a',
      'HIDDEN-SRONLY-VISIBILITY-e2b9',
      'HIDDEN-SRONLY-OPACITY-5a1f',
      'HIDDEN-SRONLY-COLOUR-8d3e',
      'HIDDEN-SRONLY-OWN-GROUND-3b5e',
      'HIDDEN-SRONLY-OFF-SCREEN-27c4',
      'IGNORE-PREVIOUS-INSTRUCTIONS-SR-INJECT-6f0e',
      'HIDDEN-SRONLY-OUTSIDE-CONTROL-f61b',
    ],
    check: (t, observation) => {
      const names = observation.controls.map((c) => [c.role, c.name]);
      t.deepEqual(names.slice(0, 10), [
        ['button', 'Close SRONLY-CLOSE-41ad'],
        ['link', 'Delete SRONLY-DELETE-9b27'],
        ['button', 'Read more about SRONLY-PRICING-c803'],
        // aria-label comes first, as ever.
        ['button', 'Share the draft'],
        // display: none, visibility: hidden, opacity: 0, white on white, in the colour of its own background (its
        // line running out of its box of a pixel, the fuzzer's case 3822679188:3, seed 7), off the page: no name.
        ['button', ''],
        ['button', ''],
        ['button', ''],
        ['button', ''],
        ['button', ''],
        ['button', ''],
      ]);
      const injected = observation.controls[10]?.name ?? '';
      t.true(injected.startsWith('IGNORE-PREVIOUS-INSTRUCTIONS-SR-INJECT-6f0e'), injected);
      // On one line past the page's right edge: only its words in view name the button, within a name's bound.
      t.true(codePoints(injected) > 60 && codePoints(injected) <= LIMITS.nameChars, injected);
      t.is(observation.controls.length, 11);
      t.deepEqual(
        observation.regions?.map((r) => [r.kind, r.summary]),
        [
          ['dialog', 'Draft SHOWN-SRONLY-HEADING-3e1c Read more'],
          ['heading', 'Draft SHOWN-SRONLY-HEADING-3e1c'],
        ],
      );
    },
  },
  {
    id: 'visually-hidden-and-hidden-otherwise',
    page: 'sr-only-hidden-otherwise.html',
    description:
      'visually hidden text names its control only where nothing else hides it: text a negative text indent or ' +
      'margin inside the box puts off the page, or that a ::details-content of no height clips, names nothing',
    shown: ['SHOWN-SRONLY-LEAD-5b0e'],
    hidden: ['HIDDEN-SRONLY-INDENT-2c7d', 'HIDDEN-SRONLY-MARGIN-8e13', 'HIDDEN-SRONLY-DETAILS-4fa6', 'SRONLY-PLAIN-93d1'],
    check: (t, observation) => {
      t.deepEqual(
        observation.controls.map((c) => [c.role, c.name]),
        [
          ['button', ''],
          ['button', ''],
          ['button', 'more'],
          ['button', 'SRONLY-PLAIN-93d1'],
        ],
      );
    },
  },
  {
    id: 'scroll-container-in-fixed-box',
    page: 'fixed-scroller.html',
    description:
      'a reader scrolls a scroll container inside a fixed box to what it holds: its second line is seen, and the ' +
      'second line of an overflow: hidden box is not',
    shown: ['SHOWN-SCROLLER-LEAD-61f0', 'SHOWN-FIXED-SCROLLED-AWAY-d84c'],
    hidden: ['HIDDEN-FIXED-CLIPPED-AWAY-3a92'],
  },
  {
    id: 'gradient-behind-glyphs',
    page: 'gradient-ink.html',
    description:
      'dark grey text (or a first line drawn dark grey) on a gradient from #111 to black stands out only from the ' +
      'black at the very bottom of its line box, where no glyph is: not seen; white text there, and black text half ' +
      'on white, are',
    shown: ['SHOWN-WHITE-ON-GRADIENT-19ad', 'SHOWN-HALF-ON-WHITE-5e63'],
    hidden: ['HIDDEN-FIRST-LINE-ON-GRADIENT-7b21', 'HIDDEN-DIM-ON-GRADIENT-c4e8'],
  },
  {
    id: 'moved-over-other-paint',
    page: 'moved-over-paint.html',
    description:
      'black text in an absolutely positioned box over a box that is not its ancestor, painted black (by its ' +
      'background, the black half of a gradient, or a backdrop-filter: brightness(0)), is not seen, nor is text drawn ' +
      'by a black shadow alone there; the same text only partly over it, or on a ' +
      'background of its own, is',
    shown: ['SHOWN-MOVED-LEAD-0d4b', 'SHOWN-PARTLY-OVER-BLACK-94f0', 'SHOWN-OWN-BACKGROUND-c71e'],
    hidden: [
      'HIDDEN-OVER-BLACK-VEIL-6e1a',
      'HIDDEN-MOVED-OVER-BLACK-b37c',
      'HIDDEN-OVER-HARD-STOP-5d0c',
      'HIDDEN-SHADOW-OVER-BLACK-e8a7',
      'HIDDEN-ON-HARD-STOP-EDGE-31f6',
    ],
    dropped: {
      tokens: ['SHOWN-WHITE-OVER-BLACK-2a58'],
      why:
        'white text on the white page, moved over a black box that is not its ancestor, stands out from none of ' +
        "its ancestors' backgrounds: what another box paints under it can hide it, never show it",
    },
  },
  {
    id: 'moved-over-sheet-paint',
    page: 'moved-over-sheet-paint.html',
    description:
      'black text in an absolutely positioned box over a black box that is not its ancestor, painted so by a rule ' +
      "keyed by class, id or attribute, a `bgcolor` attribute, an animation, `inherit` from a box-less parent's " +
      "rule, a shadow root's `:host` or `::slotted()` rule, or a backdrop filter a rule sets, is not seen; the same " +
      'text over a box nothing paints is; on a grey ground, white and black text moved over a white and a black ' +
      'box are each hidden by the box of their own colour only (the painters that may hide a text are worked out per colour)',
    shown: ['SHOWN-SHEET-PAINT-LEAD-7e21', 'SHOWN-OVER-NO-PAINT-3aa9', 'SHOWN-DARK-OVER-WHITE-PAINT-9d04', 'SHOWN-LIGHT-OVER-BLACK-PAINT-26cf'],
    hidden: [
      'HIDDEN-OVER-CLASS-PAINT-41c8',
      'HIDDEN-OVER-ID-PAINT-a6f2',
      'HIDDEN-OVER-ATTRIBUTE-PAINT-0b9d',
      'HIDDEN-OVER-SHEET-VEIL-58e3',
      'HIDDEN-OVER-INHERITED-PAINT-c31a',
      'HIDDEN-OVER-ANIMATED-PAINT-9f04',
      'HIDDEN-OVER-BGCOLOR-PAINT-2d77',
      'HIDDEN-OVER-HOST-PAINT-e5b0',
      'HIDDEN-OVER-SLOTTED-PAINT-7c1f',
      'HIDDEN-LIGHT-OVER-WHITE-PAINT-5b3e',
      'HIDDEN-DARK-OVER-BLACK-PAINT-e71a',
    ],
  },
  {
    id: 'inherited-keyed',
    page: 'inherited-keyed.html',
    description:
      'text several elements below one a class, id or attribute rule hides, in a row a rule collapses, or in a shadow ' +
      "root's slot a rule hides, is not seen, though nothing sets visibility on the elements between; the same text " +
      "under an element a class rule shows again is; a word a class rule's word spacing sets 3,000 px back, two " +
      'elements below it, is off the page',
    shown: [
      'SHOWN-INHERITED-LEAD-4b1e',
      'SHOWN-VIS-ROW-AFTER-0e2d',
      'SHOWN-VIS-BACK-CLASS-2a4f',
      'SHOWN-VIS-BACK-SLOTTED-71e0',
      'SHOWN-SPACED-FIRST-90b3',
      'SHOWN-INHERITED-TAIL-c6a8',
    ],
    hidden: [
      'HIDDEN-VIS-CLASS-7d20',
      'HIDDEN-VIS-ID-1c9a',
      'HIDDEN-VIS-ATTRIBUTE-e04f',
      'HIDDEN-VIS-COLLAPSE-6f37',
      'HIDDEN-VIS-SLOT-3e85',
      'HIDDEN-SPACED-SECOND-1d6e',
    ],
  },
  {
    id: 'inherited-unkeyed',
    page: 'inherited-unkeyed.html',
    description:
      'text several elements below one an inline style, a rule of no key, an animation or a `:host` rule hides is not ' +
      'seen, though nothing sets visibility on the elements between; the same text under an inline style that shows ' +
      'it again is',
    shown: ['SHOWN-UNKEYED-LEAD-93a0', 'SHOWN-VIS-BACK-INLINE-d905', 'SHOWN-UNKEYED-TAIL-5f12'],
    hidden: ['HIDDEN-VIS-INLINE-52b8', 'HIDDEN-VIS-KEYLESS-a3d6', 'HIDDEN-VIS-ANIMATED-98c1', 'HIDDEN-VIS-HOST-b71c'],
  },
  {
    id: 'math-background',
    page: 'math-background.html',
    description:
      'MathML text in black on a black background the `mathbackground` attribute sets (on its row, or on itself) is ' +
      'not seen; white text there, and black text on a white one, are',
    shown: ['SHOWN-MATH-LEAD-5c0e', 'SHOWN-MATH-LIGHT-ON-DARK-92d4', 'SHOWN-MATH-ON-WHITE-07bb'],
    hidden: ['HIDDEN-MATH-BACKGROUND-3b7f', 'HIDDEN-MATH-OWN-BACKGROUND-e81a'],
  },
  {
    id: 'fixed-root-filter',
    page: 'fixed-root-filter.html',
    description:
      "a filter on the root element makes it no containing block of fixed boxes (a body's would): a fixed box a " +
      'viewport below the top stays fixed to the viewport, below it, and is not seen',
    shown: ['SHOWN-ROOT-FILTER-LEAD-6a2f'],
    hidden: ['HIDDEN-FIXED-UNDER-ROOT-FILTER-90c4'],
  },
  {
    id: 'text-clip-translated',
    page: 'text-clip-translated.html',
    description:
      'gradient text (a background clipped to the text, a transparent fill) inside boxes that only translate it ' +
      '(slightly, or away and back, or out of a narrow clipping box whose background still paints where its glyphs ' +
      'would lie untranslated) is seen; moved off the page by a negative margin and translated back, its background ' +
      'paints off the page, and it is not; nor is it where it would lie untranslated outside an overflow clip between ' +
      '(the clip cuts the background where the glyphs would lie)',
    shown: [
      'SHOWN-TEXT-CLIP-LEAD-8e4c',
      'SHOWN-CLIP-TRANSLATED-SLIGHTLY-1f6d',
      'SHOWN-CLIP-TRANSLATED-BACK-a2b7',
      'SHOWN-CLIP-TRANSFORMED-SLIGHTLY-53c0',
      'SHOWN-CLIP-GHOST-IN-BOX-e9d4',
    ],
    hidden: ['HIDDEN-CLIP-GHOST-OFF-PAGE-7b18', 'HIDDEN-CLIP-GHOST-OFF-PAGE-TRANSLATE-4e5a', 'HIDDEN-CLIP-GHOST-OVERFLOW-CUT-d3a1'],
  },
  {
    id: 'fixed-held',
    page: 'fixed-held.html',
    description:
      'a fixed box a viewport below the top, inside a box with a filter, a transform that only translates, ' +
      '`translate`, a backdrop filter, `will-change: filter` or layout containment, is placed by that box and ' +
      'scrolls with it, and is seen on the page; inside a size container or style containment it stays fixed to ' +
      'the viewport, below it, and is not',
    shown: [
      'SHOWN-FIXED-HELD-LEAD-0d3e',
      'SHOWN-FIXED-IN-FILTER-71a2',
      'SHOWN-FIXED-IN-TRANSLATION-4c8e',
      'SHOWN-FIXED-IN-TRANSLATE-b390',
      'SHOWN-FIXED-IN-BACKDROP-e25b',
      'SHOWN-FIXED-IN-WILL-CHANGE-6d07',
      'SHOWN-FIXED-IN-LAYOUT-CONTAINED-93f1',
    ],
    hidden: ['HIDDEN-FIXED-IN-SIZE-CONTAINER-2a5c', 'HIDDEN-FIXED-BELOW-VIEWPORT-c81f'],
  },
  {
    id: 'positioned-escapes-overflow',
    page: 'fixed-escapes.html',
    description:
      'a box taken out of the flow is not cut by the overflow of the boxes between it and its containing block (the ' +
      'fuzzer drew it from seed 7, `--case 400072084:5`): a fixed menu placed past a scroll container is seen and ' +
      'its item is a control, and so is an absolutely positioned box past static clipping boxes; a fixed box below ' +
      'the viewport is not, nor one whose clipping box holds it (a transform, paint containment, a filter), nor one ' +
      'under a clip-path, `clip`, a mask or content-visibility: auto, nor an absolutely positioned box clipped by ' +
      'its containing block (positioned, inline and positioned, translated) or by a box above that',
    shown: [
      'SHOWN-ESCAPES-LEAD-5e0a',
      'SHOWN-FIXED-PAST-SCROLLER-c7d1',
      'SHOWN-FIXED-MENU-ITEM-29b4',
      'SHOWN-FIXED-PAST-HIDDEN-8e36',
      'SHOWN-FIXED-PAST-TWO-4fa2',
      'SHOWN-ABSOLUTE-PAST-STATIC-a3f9',
      'SHOWN-ABSOLUTE-PAST-SCROLLER-2c6e',
    ],
    hidden: [
      'HIDDEN-FIXED-ESCAPED-BELOW-1d9c',
      'HIDDEN-FIXED-HELD-BY-TRANSFORM-b2e8',
      'HIDDEN-FIXED-HELD-BY-CONTAINMENT-7a51',
      'HIDDEN-FIXED-HELD-BY-FILTER-e04f',
      'HIDDEN-FIXED-UNDER-CLIP-PATH-93c6',
      'HIDDEN-FIXED-UNDER-CLIP-6c20',
      'HIDDEN-FIXED-UNDER-MASK-0b7e',
      'HIDDEN-FIXED-IN-SKIPPABLE-f1c3',
      'HIDDEN-ABSOLUTE-IN-POSITIONED-5b17',
      'HIDDEN-ABSOLUTE-PAST-ITS-BLOCK-e8c2',
      'HIDDEN-ABSOLUTE-HELD-BY-TRANSLATE-47d0',
      'HIDDEN-ABSOLUTE-IN-POSITIONED-INLINE-90ab',
    ],
    check: (t, observation) => {
      t.deepEqual(
        observation.controls.filter((c) => c.name.includes('FIXED')).map((c) => [c.role, c.name]),
        [['button', 'SHOWN-FIXED-MENU-ITEM-29b4']],
      );
    },
  },
  {
    id: 'top-layer',
    page: 'top-layer.html',
    description:
      'a modal dialog and open popovers are drawn in the top layer, above the page: a dialog in a turned box that ' +
      'clips is seen and its button is a control, and so are popovers in boxes that fade, filter or clip away all ' +
      'they hold; white text in the dialog on its white background is not, nor a popover in a box of ' +
      'visibility: hidden, one below the viewport, one not shown',
    shown: [
      'SHOWN-TOP-LEAD-6f12',
      'SHOWN-MODAL-IN-TURNED-BOX-a0c3',
      'SHOWN-MODAL-BUTTON-5d9e',
      'SHOWN-POPOVER-IN-FADED-BOX-7b24',
      'SHOWN-POPOVER-IN-FILTERED-BOX-e3a6',
      'SHOWN-POPOVER-IN-CLIPPED-BOX-21f8',
    ],
    hidden: ['HIDDEN-MODAL-WHITE-ON-WHITE-c18b', 'HIDDEN-POPOVER-INVISIBLE-94ad', 'HIDDEN-POPOVER-BELOW-VIEWPORT-3ce0', 'HIDDEN-POPOVER-CLOSED-8d57'],
    check: (t, observation) => {
      t.deepEqual(
        observation.controls.filter((c) => c.name.includes('MODAL')).map((c) => [c.role, c.name]),
        [['button', 'SHOWN-MODAL-BUTTON-5d9e']],
      );
    },
  },
  {
    id: 'turned-gradient',
    page: 'turned-gradient.html',
    description:
      'black text on the black half of a hard-stop gradient in a box turned by `rotate` or skewed by `transform` is ' +
      'not seen; white text there, and black text on the white half, are (the text is placed along the gradient in ' +
      "the box's own coordinates)",
    shown: ['SHOWN-TURNED-GRADIENT-LEAD-61f0', 'SHOWN-TURNED-LIGHT-ON-BLACK-07de', 'SHOWN-TURNED-ON-WHITE-9b41', 'SHOWN-SKEWED-ON-WHITE-c270'],
    hidden: ['HIDDEN-TURNED-ON-BLACK-a3c2', 'HIDDEN-SKEWED-ON-BLACK-5e8d'],
  },
  {
    id: 'turned-painter',
    page: 'turned-painter.html',
    description:
      'text moved over the black half of a hard-stop gradient painted by another box, turned by `rotate`, by a ' +
      'half-turn `transform` (its bounding box the same as upright), mirrored by `scale`, or turned by an ancestor ' +
      "ahead of the scan, is not seen; the same text over the white half is (the gradient is read in the painter's " +
      'own coordinates, through every transform above it)',
    shown: ['SHOWN-TURNED-PAINTER-LEAD-2b7e', 'SHOWN-OVER-TURNED-WHITE-e04d', 'SHOWN-OVER-HALF-TURN-WHITE-7c39', 'SHOWN-MIRROR-W-31fa', 'SHOWN-AHEAD-Q-W-c5d7'],
    hidden: ['HIDDEN-OVER-TURNED-BLACK-5a1c', 'HIDDEN-OVER-HALF-TURN-BLACK-d862', 'HIDDEN-MIRROR-B-9e05', 'HIDDEN-AHEAD-Q-B-46b0'],
  },
  {
    id: 'perspective-passed',
    page: 'perspective-passed.html',
    description:
      "a box moved behind the eye of its container's perspective is not seen where a box-less element stands between " +
      "(`display: contents`, or a shadow root's slot under a `:host` rule's perspective); one moved nearer is; a box " +
      "inside an inline element is drawn under no perspective, the inline's own or the one above it, and is seen",
    shown: ['SHOWN-PERSPECTIVE-LEAD-2e6b', 'SHOWN-NEARER-PAST-CONTENTS-47f0', 'SHOWN-NO-PERSPECTIVE-PAST-INLINE-5a72', 'SHOWN-INLINE-OWN-PERSPECTIVE-b15e'],
    hidden: ['HIDDEN-BEHIND-PAST-CONTENTS-8c1d', 'HIDDEN-BEHIND-PAST-SLOT-e390'],
  },
  {
    id: 'svg-presentation',
    page: 'svg-presentation.html',
    description:
      'SVG text a presentation attribute hides (opacity, visibility passed down, a zero or far transform, a clip path, ' +
      "a nested viewport's overflow), or its group's inline style, or a rule keyed by the mixed-case `foreignObject` " +
      'or by a class, is not seen; text with only plain attributes, an unknown one, or in a link is; white text moved ' +
      'over an `<svg>` a class rule paints white on a grey ground is not seen, black text there is; text a SMIL ' +
      "animation in a shadow root hides is not seen (the SVG elements are read by their tag's user agent style and " +
      'their attributes, not whole)',
    shown: [
      'SHOWN-SVG-ATTRIBUTES-LEAD-3c71',
      'SHOWN-SVG-VISIBLE-AGAIN-2b9e',
      'SHOWN-SVG-PLAIN-ATTRIBUTES-d21c',
      'SHOWN-SVG-UNKNOWN-ATTRIBUTE-830b',
      'SHOWN-SVG-LINK-TEXT-19fa',
      'SHOWN-DARK-OVER-SVG-PAPER-0a7b',
    ],
    hidden: [
      'HIDDEN-SVG-OPACITY-ATTR-8a12',
      'HIDDEN-SVG-GROUP-OPACITY-f4c0',
      'HIDDEN-SVG-GROUP-VISIBILITY-61d5',
      'HIDDEN-SVG-TRANSFORM-ZERO-0e47',
      'HIDDEN-SVG-TRANSFORM-AWAY-9d33',
      'HIDDEN-SVG-CLIP-PATH-ATTR-57aa',
      'HIDDEN-SVG-INLINE-OPACITY-c83e',
      'HIDDEN-SVG-FOREIGN-KEYED-b6f1',
      'HIDDEN-SVG-FOREIGN-CLASS-4e02',
      'HIDDEN-SVG-NESTED-OVERFLOW-ATTR-7a60',
      'HIDDEN-LIGHT-OVER-SVG-PAPER-e5d8',
      'HIDDEN-SMIL-IN-SHADOW-4b27',
    ],
  },
  {
    id: 'svg-smil',
    page: 'svg-smil.html',
    description:
      "SVG text a SMIL animation hides (`<set>` of its opacity, its group's visibility or its class; `<animate>` from " +
      'another `<svg>`; `<animateTransform>` to a zero scale) is not seen, though no style sheet or Web Animation ' +
      'lists what they set; text beside such an animation is',
    shown: ['SHOWN-SVG-SMIL-LEAD-5f3a', 'SHOWN-SMIL-NEIGHBOUR-71bd'],
    hidden: [
      'HIDDEN-SMIL-SET-OPACITY-1c84',
      'HIDDEN-SMIL-SET-VISIBILITY-d07e',
      'HIDDEN-SMIL-SET-CLASS-93b2',
      'HIDDEN-SMIL-ANIMATE-ELSEWHERE-a6e9',
      'HIDDEN-SMIL-TRANSFORM-ZERO-3e5c',
    ],
  },
  {
    id: 'fuzz-seed-2-page-88',
    page: 'fuzz-seed2-page88.html',
    description:
      'a fuzz page (seed 2, page 88, styles inline): text drawn by a black shadow alone, moved 100vh up to 2 px ' +
      "above the page, over the black half of another case's gradient: the strip above the gradient is no " +
      'legible glyph, and the text is not seen',
    shown: [],
    hidden: ['Z6A4BJPCQFH'],
  },
];

for (const probe of PROBES) {
  const dropped = probe.dropped?.tokens ?? [];

  test.serial(`oracle > ${probe.id}`, async (t) => {
    const tokens = [...probe.shown, ...dropped, ...probe.hidden];
    const verdicts = await oracle!.judge(t.context.server.url(`visibility-2/${probe.page}`), tokens);
    const wrong: string[] = [];
    for (const token of tokens) {
      const expected = probe.hidden.includes(token) ? 'hidden' : 'visible';
      const got = verdicts.get(token);
      if (got?.verdict !== expected)
        wrong.push(`${token}: expected ${expected}, oracle says ${got?.verdict ?? 'nothing'} (largest difference ${got?.largestDifference ?? 0})`);
    }
    t.deepEqual(wrong, [], probe.description);
  });

  test.serial(`collector > ${probe.id}`, async (t) => {
    const session = await shared(t);
    const observation = await session.navigate({ url: t.context.server.url(`visibility-2/${probe.page}`) });
    const text = observation.text.content;
    const summaries = (observation.regions ?? []).map((r) => r.summary).join('\n');
    t.deepEqual(
      probe.shown.filter((token) => !text.includes(token)),
      [],
      `${probe.description}\n${text}`,
    );
    t.deepEqual(
      probe.hidden.filter((token) => text.includes(token) || summaries.includes(token) || observation.page.title.includes(token)),
      [],
      `${probe.description}\n${text}`,
    );
    probe.check?.(t, observation);
  });

  if (probe.dropped) {
    // A known gap, a drop and not a leak: `dropped.why` says why.
    test.serial.failing(`collector > ${probe.id} > painted but left out (known gap)`, async (t) => {
      t.log(probe.dropped!.why);
      const session = await shared(t);
      const observation = await session.navigate({ url: t.context.server.url(`visibility-2/${probe.page}`) });
      t.deepEqual(
        dropped.filter((token) => !observation.text.content.includes(token)),
        [],
      );
    });
  }
}
