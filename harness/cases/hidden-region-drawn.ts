// How glyphs are drawn, past what their boxes show (docs/contract.md section 3, "The visibility rule"):
// text squashed or sheared by transforms and SVG viewBoxes, SVG filters and clip paths named by url(), font
// faces that shrink glyphs or draw none, blend modes, one text node cut by a clip, and light text whose dark
// background is not behind it. Part of the hidden-region partition (hidden-region.ts), split out by size.
import type { PageCase, RegionExpectation } from './types.js';

const h1 = (summary: string): RegionExpectation => ({ kind: 'heading', level: 1, summary });

export const drawnCases: PageCase[] = [
  {
    kind: 'page',
    id: 'squashed',
    page: 'hidden-region/squashed.html',
    description:
      'Text squashed in one direction (scaleX(0.01), scale: 0.01 1, a matrix, turned and squashed, squashed by ' +
      'an ancestor, in a button, an SVG viewBox stretched one way, also around HTML in a foreignObject, glyphs ' +
      'pressed into a textLength) is hidden although its line boxes stay tall; turned, slanted, condensed, fitted ' +
      'and enlarged text shows, and so does a squash that a zoom makes up for.',
    expect: {
      textIncludes: [
        'SHOWN-SQUASHED-0c1e',
        'SHOWN-TURNED-5d2a',
        'SHOWN-SKEWED-19aa',
        'SHOWN-CONDENSED-6f30',
        'SHOWN-ZOOMED-SQUASH-8b14',
        'SHOWN-FITTED-07d3',
        'SHOWN-FOREIGN-OBJECT-ENLARGED-94b0',
      ],
      forbidden: [
        'HIDDEN-SCALE-X-5b7a',
        'HIDDEN-SCALE-PROPERTY-X-93d0',
        'HIDDEN-MATRIX-X-e2f4',
        'HIDDEN-TURNED-SQUASHED-7a61',
        'HIDDEN-SQUASHED-NESTED-41d9',
        'HIDDEN-SQUASHED-BUTTON-9e07',
        'HIDDEN-VIEWBOX-SQUASHED-3f8e',
        'HIDDEN-TEXT-LENGTH-a5c2',
        'HIDDEN-FOREIGN-OBJECT-SQUASHED-c5e1',
      ],
      regions: [h1('Squashed text')],
    },
  },
  {
    kind: 'page',
    id: 'svg-filters',
    page: 'hidden-region/svg-filters.html',
    description:
      'An SVG filter named by filter: url() that takes alpha to zero, paints everything white, floods the box ' +
      'or crops it to a sliver hides the text (also with filter and text in one shadow tree); a glow, a muted or ' +
      'faded colour, an empty filter and a reference to nothing show.',
    expect: {
      textIncludes: [
        'SHOWN-SVG-FILTERS-1b6e',
        'SHOWN-FILTER-GLOW-7f14',
        'SHOWN-FILTER-MUTED-c0d8',
        'SHOWN-FILTER-FADED-93ab',
        'SHOWN-FILTER-EMPTY-5e67',
        'SHOWN-FILTER-MISSING-a412',
      ],
      forbidden: [
        'HIDDEN-FILTER-ALPHA-ZERO-4c21',
        'HIDDEN-FILTER-ALL-WHITE-8e03',
        'HIDDEN-FILTER-FLOOD-d7a9',
        'HIDDEN-FILTER-SLIVER-25fd',
        'HIDDEN-FILTER-IN-SHADOW-60b2',
      ],
      regions: [h1('SVG filters')],
    },
  },
  {
    kind: 'page',
    id: 'clip-path-reference',
    page: 'hidden-region/clip-path-reference.html',
    description:
      'clip-path: url() naming a clipPath whose children leave a pinhole, a sliver of the box, a region beside ' +
      'or moved away from it, or only an unrendered child hides the text; clip paths that take in the text show it.',
    expect: {
      textIncludes: ['SHOWN-CLIP-REFERENCE-3a90', 'SHOWN-CLIP-WHOLE-9c2e', 'SHOWN-CLIP-BBOX-WHOLE-15b8', 'SHOWN-CLIP-ROUND-d0c7'],
      forbidden: [
        'HIDDEN-CLIP-PINHOLE-71c5',
        'HIDDEN-CLIP-BBOX-SLIVER-0de2',
        'HIDDEN-CLIP-ELSEWHERE-b84f',
        'HIDDEN-CLIP-MOVED-AWAY-e613',
        'HIDDEN-CLIP-UNRENDERED-CHILD-4f7a',
      ],
      regions: [h1('Clip path references')],
    },
  },
  {
    kind: 'page',
    id: 'off-page-scroller',
    page: 'hidden-region/off-page-scroller.html',
    description:
      'Content of a scroll container that reaches onto the page, but whose content sits far off it and can ' +
      'scroll only a little, is hidden (a leak the fuzzer found); content a reader can scroll into view shows.',
    expect: {
      textIncludes: ['SHOWN-OFF-PAGE-SCROLLER-6d0a', 'SHOWN-SCROLLED-RIGHT-8a51', 'SHOWN-SCROLLED-DOWN-f3c6'],
      forbidden: ['HIDDEN-OFF-PAGE-SCROLLER-FIRST-b2e9', 'HIDDEN-OFF-PAGE-SCROLLER-MOVED-37c4'],
      regions: [h1('Off-page scroller')],
    },
  },
  {
    kind: 'page',
    id: 'font-faces',
    page: 'hidden-region/font-faces.html',
    description:
      'A font face whose size-adjust draws glyphs at 2% of the font size, with ascent and descent overrides ' +
      'that keep its line boxes tall, hides the text, and so does a face whose glyphs draw no ink (where a ' +
      'fallback font draws some characters, only those show); a face at 80% and a family that does not exist show.',
    expect: {
      textIncludes: ['SHOWN-FONT-FACES-0b7d', 'SHOWN-SIZE-ADJUST-MILD-e4d0', 'SHOWN-FONT-FALLBACK-71b6'],
      forbidden: ['HIDDEN-SIZE-ADJUST-5c2f', 'HIDDEN-SIZE-ADJUST-NESTED-a913', 'HIDDEN-BLANK-FONT-3d8c', 'HIDDEN-BLANK-FONT-MIXED-f20e'],
      regions: [h1('Font faces')],
    },
  },
  {
    kind: 'page',
    id: 'blend-modes',
    page: 'hidden-region/blend-modes.html',
    description:
      'Text that mix-blend-mode turns into its own background (black in screen or color-dodge over white, ' +
      'dark grey in lighten, under a blending ancestor) is hidden; white text that difference turns black, and ' +
      'black text multiplied over white, show. A group between (a transform, isolation) blends with nothing painted ' +
      'outside it, and blended text on a gradient of its colour stays hidden. A blending element is such a group ' +
      'too, and blends what comes out of it: black multiplied inside screen over white is hidden, inside darken shown; ' +
      'a filter above the group (contrast(0)) paints after the blend.',
    expect: {
      textIncludes: [
        'SHOWN-BLEND-MODES-2c4b',
        'SHOWN-BLEND-DIFFERENCE-b3e2',
        'SHOWN-BLEND-MULTIPLY-47c0',
        'SHOWN-BLEND-ISOLATED-WHITE-e70d',
        'SHOWN-BLEND-NESTED-DARKEN-d04f',
      ],
      forbidden: [
        'HIDDEN-BLEND-SCREEN-8d13',
        'HIDDEN-BLEND-LIGHTEN-f51a',
        'HIDDEN-BLEND-DODGE-09be',
        'HIDDEN-BLEND-ANCESTOR-6a7d',
        'HIDDEN-BLEND-IN-GROUP-4c2e',
        'HIDDEN-BLEND-ISOLATED-b915',
        'HIDDEN-BLEND-ON-GRADIENT-3a58',
        'HIDDEN-BLEND-NESTED-5c81',
        'HIDDEN-BLEND-FILTERED-GROUP-e5a0',
      ],
      regions: [h1('Blend modes')],
    },
  },
  {
    kind: 'page',
    id: 'cut-text',
    page: 'hidden-region/cut-text.html',
    description:
      'A text node a clip cuts through shows only its words inside the clip (a tail past an overflow: hidden ' +
      'edge or an ellipsis, later lines under a one-line box, the hidden end of one long word, the part left ' +
      'of the page); a clip across a line shows what it leaves of the ink (the tops of capitals are not read, a ' +
      "line cut below its baseline is), a slightly turned line too (where it shows most: its corner); text drawn as discs by -webkit-text-security (its own, or inherited from an ancestor's inline style or class rule) is not read.",
    expect: {
      textIncludes: [
        'SHOWN-CUT-TEXT-5f1a',
        'SHOWN-CUT-HEAD-1a2b',
        'SHOWN-ELLIPSIS-HEAD-4c5d',
        'SHOWN-FIRST-LINE-2b3c',
        'SHOWN-GLUED-HEAD-3f4a',
        'SHOWN-OFF-LEFT-REST-0c1d',
        'SHOWN-ABOVE-BASELINE-5e2a',
        'SHOWN-8e4b',
      ],
      forbidden: [
        'HIDDEN-CUT-TAIL-9f3e',
        'HIDDEN-CAPITAL-TOPS-7b1e',
        'HIDDEN-TURNED-TOPS-4d2c',
        'HIDDEN-ELLIPSIS-TAIL-7e8f',
        'HIDDEN-LATER-LINE-5d6e',
        'HIDDEN-GLUED-TAIL-8c9d',
        'HIDDEN-OFF-LEFT-6a7b',
        'HIDDEN-TEXT-SECURITY-2e3f',
        'HIDDEN-INHERITED-SECURITY-6b1d',
        'HIDDEN-KEYED-SECURITY-a47c',
      ],
      regions: [h1('Cut text')],
    },
  },
  {
    kind: 'page',
    id: 'background-elsewhere',
    page: 'hidden-region/background-elsewhere.html',
    description:
      'Light text whose dark background is not behind it (a box of no height or width, also turned, text moved or ' +
      'pushed out of its box) sits on the white page and is hidden; light text on its dark box, dark text on a ' +
      'light box inside a dark one, and a dark shadow off a dark box of no height show.',
    expect: {
      textIncludes: [
        'SHOWN-BACKGROUND-ELSEWHERE-3a90',
        'SHOWN-ON-SHORT-BACKGROUND-91bd',
        'SHOWN-LIGHT-ON-DARK-BOX-0f6b',
        'SHOWN-DARK-ON-LIGHT-INSIDE-d218',
        'SHOWN-SHADOW-OFF-DARK-BOX-a45d',
      ],
      forbidden: [
        'HIDDEN-OFF-BACKGROUND-NO-HEIGHT-5c1e',
        'HIDDEN-OFF-BACKGROUND-NO-WIDTH-e072',
        'HIDDEN-OFF-BACKGROUND-MOVED-8d3a',
        'HIDDEN-OFF-BACKGROUND-RIGHT-27f6',
        'HIDDEN-OFF-BACKGROUND-MARGIN-b4c5',
        'HIDDEN-OFF-BACKGROUND-TURNED-c7e3',
      ],
      regions: [h1('Background elsewhere')],
    },
  },
  {
    kind: 'page',
    id: 'text-path',
    page: 'hidden-region/text-path.html',
    description: 'Text on an SVG path of no length draws no glyph and is hidden; text on a path long enough for it shows.',
    expect: {
      textIncludes: ['SHOWN-TEXT-PATH-7c3a', 'SHOWN-TEXT-ON-PATH-4e18'],
      forbidden: ['HIDDEN-TEXT-PATH-NO-LENGTH-d90f'],
      regions: [h1('Text on a path')],
    },
  },
];
