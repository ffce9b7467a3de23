// One page per hiding technique (docs/contract.md section 3: the visibility rule, its examples, the skipped
// subtrees and the never-contributing elements). Every page holds hidden tokens (HIDDEN-...), which must appear
// nowhere in the observation, and visible counterparts (SHOWN-...), which must reach the general text and, when
// they sit in a region, that region's summary. Region lists are exact: hidden regions are not reported at all.
// test/fixture-oracle.test.ts checks each page against Chromium's pixels: what it calls HIDDEN is not painted,
// what it calls SHOWN is, except where a rule of the contract that is not about paint hides it.
import { drawnCases } from './hidden-region-drawn.js';
import { paintedCases } from './hidden-region-painted.js';
import type { PageCase, Partition, RegionExpectation } from './types.js';

/** The bytes of `word` as variation selectors (0-15 from U+FE00, 16-255 from U+E0100), as a smuggler appends them to an emoji. */
const selectors = (word: string): string =>
  [...new TextEncoder().encode(word)].map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16)).join('');
const h1 = (summary: string): RegionExpectation => ({ kind: 'heading', level: 1, summary });
const h2 = (summary: string): RegionExpectation => ({ kind: 'heading', level: 2, summary });

const cases: PageCase[] = [
  {
    kind: 'page',
    id: 'display-none',
    page: 'hidden-region/display-none.html',
    description:
      'display:none subtrees (inline style, class, a display:block child inside, a closed <dialog>) contribute ' +
      'nothing and a display:none role=alert is not a region.',
    expect: {
      textIncludes: ['SHOWN-DISPLAY-NONE-e2c0', 'SHOWN-DISPLAY-NONE-STATUS-a76f'],
      forbidden: [
        'HIDDEN-DISPLAY-NONE-3a7b',
        'HIDDEN-DISPLAY-NONE-CLASS-d7e3',
        'HIDDEN-DISPLAY-NONE-CHILD-e7d1',
        'HIDDEN-DISPLAY-NONE-INLINE-df84',
        'HIDDEN-DISPLAY-NONE-ALERT-9ba8',
        'HIDDEN-DISPLAY-NONE-DIALOG-5f97',
      ],
      regions: [{ kind: 'status', summary: 'Saved SHOWN-DISPLAY-NONE-STATUS-a76f' }, h1('Display none')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-DISPLAY-NONE-STATUS-a76f'] }],
    },
  },
  {
    kind: 'page',
    id: 'visibility-hidden',
    page: 'hidden-region/visibility-hidden.html',
    description:
      'visibility:hidden hides text per element: a visibility:visible descendant is shown, a visibility:hidden ' +
      'region element is not reported, and a visible heading inside a hidden parent is.',
    expect: {
      textIncludes: ['SHOWN-VISIBILITY-CHILD-b81b', 'SHOWN-VISIBILITY-ALERT-c49d', 'SHOWN-VISIBILITY-STATUS-CHILD-f244', 'SHOWN-VISIBILITY-HEADING-10b0'],
      forbidden: ['HIDDEN-VISIBILITY-PARENT-b063', 'HIDDEN-VISIBILITY-INHERITED-a6c1', 'HIDDEN-VISIBILITY-INLINE-b883', 'HIDDEN-VISIBILITY-STATUS-fb63'],
      regions: [{ kind: 'alert', summary: 'Heads up SHOWN-VISIBILITY-ALERT-c49d' }, h1('Visibility hidden'), h2('Revealed SHOWN-VISIBILITY-HEADING-10b0')],
      regionsInclude: [
        { kind: 'alert', summaryIncludes: ['SHOWN-VISIBILITY-ALERT-c49d'] },
        { kind: 'heading', level: 2, summaryIncludes: ['SHOWN-VISIBILITY-HEADING-10b0'] },
      ],
    },
  },
  {
    kind: 'page',
    id: 'visibility-collapse',
    page: 'hidden-region/visibility-collapse.html',
    description:
      'visibility:collapse (a table row, a block, an inline span, a role=alert) hides like visibility:hidden, ' +
      'and a visibility:visible child is shown; a collapsed column or column group hides the cells that stand only ' +
      'in it (content there that forms a layer of its own, positioned or translated, is painted all the same), and a ' +
      'cell that also spans a kept column shows.',
    expect: {
      textIncludes: [
        'SHOWN-COLLAPSE-ROW-618f',
        'SHOWN-COLLAPSE-CHILD-17e5',
        'SHOWN-COLLAPSE-STATUS-9cb9',
        'SHOWN-COLLAPSE-KEPT-COLUMN-0e92',
        'SHOWN-COLLAPSE-SPANNING-5a3c',
        'SHOWN-COLLAPSE-AFTER-GROUP-d3b8',
        'SHOWN-COLLAPSE-POSITIONED-71e4',
        'SHOWN-COLLAPSE-TRANSLATED-2b8d',
      ],
      forbidden: [
        'HIDDEN-COLLAPSE-ROW-4681',
        'HIDDEN-COLLAPSE-DIV-30c4',
        'HIDDEN-COLLAPSE-INLINE-c3de',
        'HIDDEN-COLLAPSE-ALERT-88d9',
        'HIDDEN-COLLAPSE-COLUMN-b7d1',
        'HIDDEN-COLLAPSE-COLGROUP-HEAD-91fa',
        'HIDDEN-COLLAPSE-COLGROUP-e640',
        'HIDDEN-COLLAPSE-BESIDE-LAYER-c05f',
      ],
      regions: [{ kind: 'status', summary: 'Ready SHOWN-COLLAPSE-STATUS-9cb9' }, h1('Visibility collapse')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-COLLAPSE-STATUS-9cb9'] }],
    },
  },
  {
    kind: 'page',
    id: 'hidden-attribute',
    page: 'hidden-region/hidden-attribute.html',
    description: 'Elements under the hidden attribute (including hidden="until-found") contribute nothing, and hidden ' + 'regions are not reported.',
    expect: {
      textIncludes: ['SHOWN-HIDDEN-ATTR-4c20', 'SHOWN-HIDDEN-ATTR-STATUS-de42'],
      forbidden: [
        'HIDDEN-HIDDEN-ATTR-d834',
        'HIDDEN-HIDDEN-ATTR-NESTED-229a',
        'HIDDEN-UNTIL-FOUND-23b2',
        'HIDDEN-HIDDEN-ATTR-INLINE-fe25',
        'HIDDEN-HIDDEN-ATTR-ALERT-7dd7',
        'HIDDEN-HIDDEN-ATTR-HEADING-1359',
      ],
      regions: [{ kind: 'status', summary: 'Synced SHOWN-HIDDEN-ATTR-STATUS-de42' }, h1('Hidden attribute')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-HIDDEN-ATTR-STATUS-de42'] }],
    },
  },
  {
    kind: 'page',
    id: 'hidden-attribute-overridden',
    page: 'hidden-region/hidden-attribute-overridden.html',
    description:
      'The hidden attribute hides its subtree even when author CSS sets display:block on it (the attribute rule of ' +
      'docs/contract.md; when in doubt, hidden).',
    expect: {
      textIncludes: ['SHOWN-HIDDEN-OVERRIDE-3390'],
      forbidden: ['HIDDEN-HIDDEN-OVERRIDE-CLASS-ae47', 'HIDDEN-HIDDEN-OVERRIDE-INLINE-0b4e', 'HIDDEN-HIDDEN-OVERRIDE-ALERT-8cfb'],
      regions: [h1('Hidden attribute with display block')],
    },
  },
  {
    kind: 'page',
    id: 'inert',
    page: 'hidden-region/inert.html',
    description: 'Subtrees under the inert attribute contribute no text, no region and no control name.',
    expect: {
      textIncludes: ['SHOWN-INERT-11d8', 'SHOWN-INERT-STATUS-ba76'],
      forbidden: ['HIDDEN-INERT-e194', 'HIDDEN-INERT-BUTTON-6fe6', 'HIDDEN-INERT-ALERT-fab9', 'HIDDEN-INERT-HEADING-819f', 'HIDDEN-INERT-INLINE-f656'],
      regions: [{ kind: 'status', summary: 'Online SHOWN-INERT-STATUS-ba76' }, h1('Inert')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-INERT-STATUS-ba76'] }],
    },
  },
  {
    kind: 'page',
    id: 'aria-hidden',
    page: 'hidden-region/aria-hidden.html',
    description:
      'aria-hidden="true" subtrees are skipped whole (an aria-hidden="false" descendant does not bring text back); ' +
      'aria-hidden="false" on its own hides nothing.',
    expect: {
      textIncludes: ['SHOWN-ARIA-HIDDEN-92cf', 'SHOWN-ARIA-HIDDEN-STATUS-c35a', 'SHOWN-ARIA-HIDDEN-FALSE-a94f'],
      forbidden: [
        'HIDDEN-ARIA-HIDDEN-c36e',
        'HIDDEN-ARIA-HIDDEN-FALSE-77b6',
        'HIDDEN-ARIA-HIDDEN-HEADING-7570',
        'HIDDEN-ARIA-HIDDEN-ALERT-87f0',
        'HIDDEN-ARIA-HIDDEN-INLINE-61aa',
      ],
      regions: [{ kind: 'status', summary: 'Loaded SHOWN-ARIA-HIDDEN-STATUS-c35a' }, h1('Aria hidden')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-ARIA-HIDDEN-STATUS-c35a'] }],
    },
  },
  {
    kind: 'page',
    id: 'opacity',
    page: 'hidden-region/opacity.html',
    description: 'opacity:0 on an element or an ancestor hides its text (a descendant resetting opacity:1 stays hidden); ' + 'opacity:0.5 is visible.',
    expect: {
      textIncludes: ['SHOWN-OPACITY-HALF-1d70', 'SHOWN-OPACITY-STATUS-6dd4'],
      forbidden: [
        'HIDDEN-OPACITY-CHILD-0ebe',
        'HIDDEN-OPACITY-RESET-079a',
        'HIDDEN-OPACITY-HEADING-d900',
        'HIDDEN-OPACITY-ALERT-c3aa',
        'HIDDEN-OPACITY-INLINE-09c3',
      ],
      regions: [{ kind: 'status', summary: 'Visible SHOWN-OPACITY-STATUS-6dd4' }, h1('Opacity zero')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-OPACITY-STATUS-6dd4'] }],
    },
  },
  {
    kind: 'page',
    id: 'details',
    page: 'hidden-region/details.html',
    description:
      'A closed <details> shows only its <summary>: a loose text node, elements, regions and a nested open ' +
      'details inside it are hidden; an open <details> shows everything, and a closed one nested in it shows its ' +
      'summary only.',
    expect: {
      textIncludes: [
        'SHOWN-DETAILS-SUMMARY-4fa9',
        'SHOWN-DETAILS-OPEN-SUMMARY-e9e0',
        'SHOWN-DETAILS-OPEN-LOOSE-22fd',
        'SHOWN-DETAILS-OPEN-PARA-c4ab',
        'SHOWN-DETAILS-OPEN-HEADING-2b59',
        'SHOWN-DETAILS-INNER-SUMMARY-df0c',
      ],
      forbidden: [
        'HIDDEN-DETAILS-LOOSE-7ff4',
        'HIDDEN-DETAILS-PARA-8ee3',
        'HIDDEN-DETAILS-HEADING-6cec',
        'HIDDEN-DETAILS-STATUS-bc8c',
        'HIDDEN-DETAILS-NESTED-OPEN-SUMMARY-bada',
        'HIDDEN-DETAILS-NESTED-OPEN-PARA-2fa5',
        'HIDDEN-DETAILS-INNER-PARA-2145',
      ],
      regions: [h1('Details'), h2('Open details heading SHOWN-DETAILS-OPEN-HEADING-2b59')],
      regionsInclude: [{ kind: 'heading', level: 2, summaryIncludes: ['SHOWN-DETAILS-OPEN-HEADING-2b59'] }],
    },
  },
  {
    kind: 'page',
    id: 'smuggled-characters',
    page: 'hidden-region/smuggled-characters.html',
    description:
      'Characters that draw nothing never reach an observation: a run of variation selectors after an emoji (which ' +
      'spells out any bytes), in text, a button and an aria-label; an emoji presentation selector, tag characters ' +
      'and invisible musical formatting characters.',
    expect: {
      textIncludes: ['SHOWN-SMUGGLE-TEXT-8a2f', 'SHOWN-SMUGGLE-HEART-31d0', '8a2f \u{1F600} here.', '31d0 \u2764 tag and music end.'],
      forbidden: [selectors('HIDDEN-SMUGGLED'), '\uFE0F', '\u{E0048}', '\u{1D173}'],
      controlsInclude: [
        { role: 'button', name: 'Send \u{1F680}' },
        { role: 'button', name: 'Share \u{1F517}' },
      ],
      regions: [h1('Smuggled characters')],
    },
  },
  {
    kind: 'page',
    id: 'details-content',
    page: 'hidden-region/details-content.html',
    description:
      "An open <details>' content (not its summary) is judged inside its ::details-content box: content-visibility: " +
      'hidden, near-zero opacity, scale: 0, a transparent colour, and no height or width under overflow: hidden ' +
      'hide it; a box of one line shows one line; an animated box at its full height and a padded box show it.',
    expect: {
      textIncludes: [
        'SHOWN-DC-SUMMARY-1f0a',
        'SHOWN-DC-FIRST-LINE-6a2d',
        'SHOWN-DC-ACCORDION-31c7',
        'SHOWN-DC-ACCORDION-LAST-9b40',
        'SHOWN-DC-PADDED-d25e',
        'SHOWN-DC-PLAIN-77f8',
        'SHOWN-DC-PLAIN-LOOSE-2c61',
      ],
      forbidden: [
        'HIDDEN-DC-SKIPPED-8d21',
        'HIDDEN-DC-OPACITY-5b7e',
        'HIDDEN-DC-NO-HEIGHT-c93a',
        'HIDDEN-DC-NO-WIDTH-04f6',
        'HIDDEN-DC-LOOSE-TRANSPARENT-7e12',
        'HIDDEN-DC-SCALED-a0c5',
        'HIDDEN-DC-SECOND-LINE-e4b8',
      ],
      regions: [h1('Details content box')],
    },
  },
  {
    kind: 'page',
    id: 'details-second-summary',
    page: 'hidden-region/details-second-summary.html',
    description: 'Only the first <summary> child of a closed <details> is its summary; a second <summary> is hidden content.',
    expect: {
      textIncludes: ['SHOWN-DETAILS-FIRST-SUMMARY-6858'],
      forbidden: ['HIDDEN-DETAILS-SECOND-SUMMARY-54df', 'HIDDEN-DETAILS-AFTER-SECOND-02be'],
      regions: [h1('Second summary')],
    },
  },
  {
    kind: 'page',
    id: 'content-visibility-auto',
    page: 'hidden-region/content-visibility-auto.html',
    description:
      'Inside content-visibility: auto, on screen or skipped far below, a box of no height, a negative indent, an ' +
      'offset off the page or past the box (which it contains the paint of) hide as anywhere else; so does text ' +
      'overflowing such a box of no height (its own text, or under display: contents); its other content shows, ' +
      'also past a placeholder size.',
    expect: {
      textIncludes: [
        'SHOWN-CV-AUTO-0d71',
        'SHOWN-CV-AUTO-ON-SCREEN-5a2c',
        'SHOWN-CV-AUTO-FAR-BELOW-e51b',
        'SHOWN-CV-AUTO-FAR-LAST-b804',
        'SHOWN-CV-AUTO-PAST-PLACEHOLDER-2c95',
        'SHOWN-CV-AUTO-AFTER-NO-HEIGHT-36d0',
        'SHOWN-CV-AUTO-FAR-AFTER-NO-HEIGHT-c47e',
      ],
      forbidden: [
        'HIDDEN-CV-AUTO-NO-HEIGHT-7e10',
        'HIDDEN-CV-AUTO-INDENT-c3f4',
        'HIDDEN-CV-AUTO-OFF-PAGE-18ab',
        'HIDDEN-CV-AUTO-PAST-ITS-BOX-92d6',
        'HIDDEN-CV-AUTO-FAR-NO-HEIGHT-40c8',
        'HIDDEN-CV-AUTO-FAR-INDENT-6b39',
        'HIDDEN-CV-AUTO-FAR-OFF-PAGE-a7d0',
        'HIDDEN-CV-AUTO-FAR-PAST-ITS-BOX-3f61',
        'HIDDEN-CV-AUTO-OWN-NO-HEIGHT-1f3a',
        'HIDDEN-CV-AUTO-CONTENTS-NO-HEIGHT-8e21',
        'HIDDEN-CV-AUTO-FAR-OWN-NO-HEIGHT-5b7c',
      ],
      regions: [h1('Skipped content')],
    },
  },
  {
    kind: 'page',
    id: 'content-visibility',
    page: 'hidden-region/content-visibility.html',
    description: "content-visibility:hidden hides the element's contents, its own loose text included, and regions inside.",
    expect: {
      textIncludes: ['SHOWN-CONTENT-VISIBILITY-0b40', 'SHOWN-CONTENT-VISIBILITY-STATUS-4269'],
      forbidden: [
        'HIDDEN-CONTENT-VISIBILITY-1b92',
        'HIDDEN-CONTENT-VISIBILITY-PARA-ed08',
        'HIDDEN-CONTENT-VISIBILITY-ALERT-c827',
        'HIDDEN-CONTENT-VISIBILITY-INNER-9b89',
      ],
      regions: [{ kind: 'status', summary: 'Ready SHOWN-CONTENT-VISIBILITY-STATUS-4269' }, h1('Content visibility')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-CONTENT-VISIBILITY-STATUS-4269'] }],
    },
  },
  {
    kind: 'page',
    id: 'zero-size',
    page: 'hidden-region/zero-size.html',
    description:
      'A box of zero width or height with overflow hidden or clip hides its text, and such a region is not ' +
      'reported; with overflow visible the overflowing text is visible.',
    expect: {
      textIncludes: ['SHOWN-ZERO-OVERFLOW-VISIBLE-6a77', 'SHOWN-ZERO-ALERT-4ad7'],
      forbidden: [
        'HIDDEN-ZERO-BOTH-408c',
        'HIDDEN-ZERO-HEIGHT-9adf',
        'HIDDEN-ZERO-WIDTH-2363',
        'HIDDEN-ZERO-MAX-HEIGHT-9848',
        'HIDDEN-ZERO-CLIP-e475',
        'HIDDEN-ZERO-STATUS-0279',
        'HIDDEN-ZERO-INLINE-a2f5',
      ],
      regions: [{ kind: 'alert', summary: 'Notice SHOWN-ZERO-ALERT-4ad7' }, h1('Zero size')],
      regionsInclude: [{ kind: 'alert', summaryIncludes: ['SHOWN-ZERO-ALERT-4ad7'] }],
    },
  },
  {
    kind: 'page',
    id: 'zero-area-edge',
    page: 'hidden-region/zero-area-edge.html',
    description:
      'Text whose own box is not empty is still hidden when an ancestor gives it zero rendered area (zero-size ' +
      'overflow:hidden box, clip: rect(0 0 0 0), clip-path: inset(50%)), and clip: rect(1px, 1px, 1px, 1px) is ' +
      'zero area like rect(0 0 0 0).',
    expect: {
      textIncludes: ['SHOWN-ZERO-EDGE-c376'],
      forbidden: [
        'HIDDEN-ZERO-EDGE-NESTED-9579',
        'HIDDEN-ZERO-EDGE-DEEP-5d4f',
        'HIDDEN-ZERO-EDGE-VH-NESTED-dbd9',
        'HIDDEN-ZERO-EDGE-RECT-ONE-0b6e',
        'HIDDEN-ZERO-EDGE-CLIP-PATH-NESTED-e2ae',
      ],
      regions: [h1('Clipped by an ancestor')],
    },
  },
  {
    kind: 'page',
    id: 'visually-hidden',
    page: 'hidden-region/visually-hidden.html',
    description: 'The visually-hidden pattern (absolute 1px box, overflow hidden, clip: rect(0 0 0 0)) hides text, headings ' + 'and live regions.',
    expect: {
      textIncludes: ['SHOWN-VISUALLY-HIDDEN-2f99', 'SHOWN-VISUALLY-HIDDEN-ALERT-8124'],
      forbidden: [
        'HIDDEN-VISUALLY-HIDDEN-INLINE-cfed',
        'HIDDEN-VISUALLY-HIDDEN-BLOCK-6a6a',
        'HIDDEN-VISUALLY-HIDDEN-STATUS-3f43',
        'HIDDEN-VISUALLY-HIDDEN-HEADING-c1fe',
        'HIDDEN-VISUALLY-HIDDEN-ALERT-INNER-da33',
      ],
      regions: [{ kind: 'alert', summary: 'Cart updated SHOWN-VISUALLY-HIDDEN-ALERT-8124' }, h1('Visually hidden')],
      regionsInclude: [{ kind: 'alert', summaryIncludes: ['SHOWN-VISUALLY-HIDDEN-ALERT-8124'] }],
    },
  },
  {
    kind: 'page',
    id: 'clip-path',
    page: 'hidden-region/clip-path.html',
    description:
      'clip-path inset() that meets itself (inset(50%), 50% top and bottom, 40% left and 60% right), circle(0), ' +
      'ellipse(0 0) and zero-area polygons hide, and so do a shape() or path() of a pixel and the content box of a ' +
      'box of no height; inset(0), a small inset that leaves the text inside, a roomy shape() and path() and the ' +
      'padding box do not.',
    expect: {
      textIncludes: [
        'SHOWN-CLIP-INSET-ZERO-0784',
        'SHOWN-CLIP-INSET-SMALL-e8de',
        'SHOWN-CLIP-STATUS-d458',
        'SHOWN-CLIP-SHAPE-3f86',
        'SHOWN-CLIP-PATH-a2c9',
        'SHOWN-CLIP-PADDING-BOX-61d7',
      ],
      forbidden: [
        'HIDDEN-CLIP-INSET-50c4',
        'HIDDEN-CLIP-INSET-VERTICAL-afa7',
        'HIDDEN-CLIP-INSET-HORIZONTAL-4a4a',
        'HIDDEN-CLIP-CIRCLE-ead0',
        'HIDDEN-CLIP-ELLIPSE-dcf9',
        'HIDDEN-CLIP-POLYGON-LINE-dec1',
        'HIDDEN-CLIP-POLYGON-POINT-89ee',
        'HIDDEN-CLIP-ALERT-2cc2',
        'HIDDEN-CLIP-STATUS-INNER-8a6c',
        'HIDDEN-CLIP-SHAPE-POINT-5d2a',
        'HIDDEN-CLIP-SHAPE-PIXEL-b07e',
        'HIDDEN-CLIP-PATH-PIXEL-e61b',
        'HIDDEN-CLIP-CONTENT-BOX-93c4',
      ],
      regions: [{ kind: 'status', summary: 'Cleared SHOWN-CLIP-STATUS-d458' }, h1('Clip path')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-CLIP-STATUS-d458'] }],
    },
  },
  {
    kind: 'page',
    id: 'off-screen',
    page: 'hidden-region/off-screen.html',
    description:
      "Content positioned entirely outside the document's scrollable area (left:-20000px, top:-500px, " +
      'text-indent:-9999px, translateX(-20000px), right-to-left text overflowing a 1px box past the left edge: ' +
      'every text of that box, not only its first) is hidden, regions included.',
    expect: {
      textIncludes: ['SHOWN-OFF-SCREEN-1e61', 'SHOWN-OFF-SCREEN-STATUS-521a'],
      forbidden: [
        'HIDDEN-OFF-SCREEN-LEFT-e023',
        'HIDDEN-OFF-SCREEN-INDENT-b42b',
        'HIDDEN-OFF-SCREEN-TOP-ca25',
        'HIDDEN-OFF-SCREEN-TRANSLATE-2542',
        'HIDDEN-OFF-SCREEN-OVERFLOW-7d31',
        'HIDDEN-OFF-SCREEN-OVERFLOW-NEXT-0c5e',
        'HIDDEN-OFF-SCREEN-ALERT-94fe',
        'HIDDEN-OFF-SCREEN-HEADING-c284',
      ],
      regions: [{ kind: 'status', summary: 'Queued SHOWN-OFF-SCREEN-STATUS-521a' }, h1('Off screen')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-OFF-SCREEN-STATUS-521a'] }],
    },
  },
  {
    kind: 'page',
    id: 'font-size',
    page: 'hidden-region/font-size.html',
    description: 'Text at font-size:0 is hidden; a child that resets the font size is visible.',
    expect: {
      textIncludes: ['SHOWN-FONT-SIZE-RESET-3c86', 'SHOWN-FONT-SIZE-STATUS-004c'],
      forbidden: ['HIDDEN-FONT-SIZE-0935', 'HIDDEN-FONT-SIZE-GAP-1398', 'HIDDEN-FONT-SIZE-INLINE-b112'],
      regions: [{ kind: 'status', summary: 'Done SHOWN-FONT-SIZE-STATUS-004c' }, h1('Font size zero')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-FONT-SIZE-STATUS-004c'] }],
    },
  },
  {
    kind: 'page',
    id: 'color',
    page: 'hidden-region/color.html',
    description:
      'Text painted with a fully transparent fill is hidden (color:transparent, an rgba colour of alpha 0, ' +
      '-webkit-text-fill-color:transparent); color:transparent with a black fill, or a recoloured child, is visible.',
    expect: {
      textIncludes: ['SHOWN-COLOR-FILL-BLACK-7c8e', 'SHOWN-COLOR-CHILD-b9a8', 'SHOWN-COLOR-STATUS-5f87'],
      forbidden: [
        'HIDDEN-COLOR-TRANSPARENT-7c24',
        'HIDDEN-COLOR-RGBA-0b43',
        'HIDDEN-COLOR-FILL-TRANSPARENT-6136',
        'HIDDEN-COLOR-PARENT-1f60',
        'HIDDEN-COLOR-INLINE-7f30',
      ],
      regions: [{ kind: 'status', summary: 'Paid SHOWN-COLOR-STATUS-5f87' }, h1('Transparent colour')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-COLOR-STATUS-5f87'] }],
    },
  },
  {
    kind: 'page',
    id: 'transparent-region',
    page: 'hidden-region/transparent-region.html',
    description:
      'A role=alert whose box is visible but whose only text is transparent is reported with an empty summary ' +
      '(font-size and fill are rules for text, not for the region element).',
    expect: {
      textIncludes: ['SHOWN-TRANSPARENT-REGION-2b60'],
      forbidden: ['HIDDEN-TRANSPARENT-REGION-ed1f'],
      regions: [{ kind: 'alert', summary: '', truncated: false }, h1('Region with transparent text')],
    },
  },
  {
    kind: 'page',
    id: 'display-contents',
    page: 'hidden-region/display-contents.html',
    description: 'display:contents wrappers have no box, yet their children (text, a heading, a status) are walked and visible.',
    expect: {
      textIncludes: ['SHOWN-CONTENTS-PARA-c847', 'SHOWN-CONTENTS-HEADING-ce5e', 'SHOWN-CONTENTS-STATUS-07df'],
      forbidden: ['HIDDEN-CONTENTS-NONE-7296'],
      regions: [{ kind: 'status', summary: 'Live SHOWN-CONTENTS-STATUS-07df' }, h1('Display contents'), h2('Contents heading SHOWN-CONTENTS-HEADING-ce5e')],
      regionsInclude: [
        { kind: 'status', summaryIncludes: ['SHOWN-CONTENTS-STATUS-07df'] },
        { kind: 'heading', level: 2, summaryIncludes: ['SHOWN-CONTENTS-HEADING-ce5e'] },
      ],
    },
  },
  {
    kind: 'page',
    id: 'below-fold',
    page: 'hidden-region/below-fold.html',
    description: 'Text and regions below the fold (after a 3000px spacer) are visible.',
    expect: {
      textIncludes: ['SHOWN-BELOW-FOLD-02ff', 'SHOWN-BELOW-FOLD-STATUS-c7ff', 'SHOWN-BELOW-FOLD-HEADING-10c5'],
      forbidden: ['HIDDEN-BELOW-FOLD-7d97'],
      regions: [
        { kind: 'status', summary: 'Loaded at the bottom SHOWN-BELOW-FOLD-STATUS-c7ff' },
        h1('Below the fold'),
        h2('Footer heading SHOWN-BELOW-FOLD-HEADING-10c5'),
      ],
      regionsInclude: [
        { kind: 'status', summaryIncludes: ['SHOWN-BELOW-FOLD-STATUS-c7ff'] },
        { kind: 'heading', level: 2, summaryIncludes: ['SHOWN-BELOW-FOLD-HEADING-10c5'] },
      ],
    },
  },
  {
    kind: 'page',
    id: 'never-contributing',
    page: 'hidden-region/never-contributing.html',
    description:
      'script, style, noscript, template, textarea, select/option, output, datalist and contenteditable content ' +
      'never contribute text (options are listed as option labels only), even when CSS renders a <style> or <script> visibly or they sit inside a region.',
    expect: {
      textIncludes: ['SHOWN-NEVER-f8ee', 'SHOWN-NEVER-STATUS-dcd0'],
      forbidden: [
        'HIDDEN-NEVER-STYLE-e686',
        'HIDDEN-NEVER-SCRIPT-COMMENT-bd6b',
        'HIDDEN-NEVER-SCRIPT-STRING-7b77',
        'HIDDEN-NEVER-SCRIPT-SHOWN-0047',
        'HIDDEN-NEVER-NOSCRIPT-9882',
        'HIDDEN-NEVER-TEMPLATE-a48b',
        'HIDDEN-NEVER-TEMPLATE-ALERT-6235',
        'HIDDEN-NEVER-TEXTAREA-1643',
        'HIDDEN-NEVER-OUTPUT-87a3',
        'HIDDEN-NEVER-DATALIST-VALUE-4062',
        'HIDDEN-NEVER-DATALIST-TEXT-e4da',
        'HIDDEN-NEVER-EDITABLE-6c68',
        'HIDDEN-NEVER-EDITABLE-PARA-28cc',
        'HIDDEN-NEVER-PLAINTEXT-EDITABLE-39d3',
        'HIDDEN-NEVER-STATUS-TEXTAREA-e9a0',
        'HIDDEN-NEVER-STATUS-EDITABLE-8407',
      ],
      // Option text is the select's option labels (1.4.0), never general text.
      textExcludes: ['HIDDEN-NEVER-OPTION-8f6b', 'HIDDEN-NEVER-OPTION-SELECTED-7550'],
      controlsInclude: [
        {
          role: 'combobox',
          name: 'Size',
          options: [
            { label: 'HIDDEN-NEVER-OPTION-8f6b', selected: false },
            { label: 'HIDDEN-NEVER-OPTION-SELECTED-7550', selected: true },
          ],
        },
      ],
      // Not an exact list: <output> has the implicit ARIA role status, and whether that makes it a region is
      // pinned down by priority > implicit-roles, not here.
      regionsInclude: [
        { kind: 'status', summary: 'Status SHOWN-NEVER-STATUS-dcd0' },
        { kind: 'heading', level: 1, summary: 'Never contributing' },
      ],
    },
  },
  {
    kind: 'page',
    id: 'hidden-live-regions',
    page: 'hidden-region/hidden-live-regions.html',
    description:
      'Live regions hidden by any technique (display:none, visibility hidden or collapse, hidden, aria-hidden, ' +
      'inert, opacity:0, visually hidden, off screen, clip-path, zero size, content-visibility) are not reported.',
    expect: {
      textIncludes: ['SHOWN-LIVE-STATUS-d1fd', 'SHOWN-LIVE-POLITE-cb45'],
      forbidden: [
        'HIDDEN-LIVE-STATUS-NONE-5358',
        'HIDDEN-LIVE-ALERT-VISIBILITY-e8a9',
        'HIDDEN-LIVE-POLITE-HIDDEN-8f50',
        'HIDDEN-LIVE-ASSERTIVE-ARIA-fa88',
        'HIDDEN-LIVE-LOG-INERT-31e9',
        'HIDDEN-LIVE-STATUS-OPACITY-df4c',
        'HIDDEN-LIVE-ALERT-VISUALLY-HIDDEN-9aed',
        'HIDDEN-LIVE-STATUS-OFF-SCREEN-2678',
        'HIDDEN-LIVE-ALERT-CLIP-PATH-e684',
        'HIDDEN-LIVE-STATUS-ZERO-746a',
        'HIDDEN-LIVE-ALERTDIALOG-CV-ccec',
        'HIDDEN-LIVE-POLITE-COLLAPSE-09f1',
      ],
      regions: [
        { kind: 'status', summary: 'Visible status SHOWN-LIVE-STATUS-d1fd' },
        { kind: 'status', summary: 'Visible polite region SHOWN-LIVE-POLITE-cb45' },
        h1('Hidden live regions'),
      ],
      regionsInclude: [
        { kind: 'status', summaryIncludes: ['SHOWN-LIVE-STATUS-d1fd'] },
        { kind: 'status', summaryIncludes: ['SHOWN-LIVE-POLITE-cb45'] },
      ],
    },
  },
  {
    kind: 'page',
    id: 'scale',
    page: 'hidden-region/scale.html',
    description: 'transform: scale(0) gives zero rendered area: its text and a scaled role=alert are hidden.',
    expect: {
      textIncludes: ['SHOWN-SCALE-ONE-b4bf', 'SHOWN-SCALE-STATUS-46c1'],
      forbidden: ['HIDDEN-SCALE-1d54', 'HIDDEN-SCALE-NESTED-1e22', 'HIDDEN-SCALE-ALERT-2c7c', 'HIDDEN-SCALE-INNER-306c'],
      regions: [{ kind: 'status', summary: 'Zoomed SHOWN-SCALE-STATUS-46c1' }, h1('Scale zero')],
      regionsInclude: [{ kind: 'status', summaryIncludes: ['SHOWN-SCALE-STATUS-46c1'] }],
    },
  },
  {
    kind: 'page',
    id: 'hidden-label',
    page: 'hidden-region/hidden-label.html',
    description:
      'Control names skip hidden text: hidden spans inside a <label>, a hidden aria-labelledby target, an ' +
      'aria-hidden icon and a visibility:hidden span inside a button.',
    expect: {
      textIncludes: ['SHOWN-LABEL-357c'],
      forbidden: ['HIDDEN-LABEL-ATTR-e6d1', 'HIDDEN-LABEL-NONE-3c67', 'HIDDEN-LABELLEDBY-15a9', 'HIDDEN-BUTTON-ICON-5c9b', 'HIDDEN-BUTTON-VISIBILITY-963c'],
      controlsInclude: [
        { role: 'textbox', name: 'City', states: { filled: false } },
        { role: 'textbox', name: 'Delivery', states: { filled: false } },
        { role: 'button', name: 'Close' },
        { role: 'button', name: 'Pay now' },
      ],
      regions: [h1('Hidden label text')],
    },
  },
];

// Every page is small: it is scanned whole and, holding few regions, omits none.
const scannedWhole = { nodesLeftUnread: false, omittedRegions: 0 } as const;

export const hiddenRegion: Partition = {
  id: 'hidden-region',
  description: 'Each hiding technique of the contract, with a hidden token that must appear nowhere and a visible ' + 'counterpart that must be reported.',
  cases: [...cases, ...paintedCases, ...drawnCases].map((c) => ({ ...c, expect: { ...c.expect, coverage: { ...scannedWhole, ...c.expect.coverage } } })),
};
