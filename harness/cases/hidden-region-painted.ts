// The hiding techniques that only the rendering reveals (docs/contract.md section 3, "The visibility rule"):
// fallback content, SVG that is never painted, the individual transform properties, negative margins,
// clip-path values kept as calc(), filters and paint containment, an ancestor's overflow, colours that do
// not stand out from their background, glyphs too small to read, and the same techniques inside control
// names. Part of the hidden-region partition (hidden-region.ts), split out by size.
import type { PageCase, RegionExpectation } from './types.js';

const h1 = (summary: string): RegionExpectation => ({ kind: 'heading', level: 1, summary });
const h2 = (summary: string): RegionExpectation => ({ kind: 'heading', level: 2, summary });

export const paintedCases: PageCase[] = [
  {
    kind: 'page',
    id: 'fallback-content',
    page: 'hidden-region/fallback-content.html',
    description:
      'Fallback content of elements that render none of their children (meter, progress, canvas, video, audio) ' +
      'reaches neither the text, nor a region summary, nor a control name or label.',
    expect: {
      textIncludes: ['SHOWN-FALLBACK-ac71', 'SHOWN-FALLBACK-STATUS-86fe'],
      forbidden: [
        'HIDDEN-FALLBACK-METER-fb68',
        'HIDDEN-FALLBACK-PROGRESS-1ab7',
        'HIDDEN-FALLBACK-CANVAS-8df2',
        'HIDDEN-FALLBACK-VIDEO-4a7b',
        'HIDDEN-FALLBACK-AUDIO-31fb',
        'HIDDEN-FALLBACK-STATUS-INNER-88f7',
        'HIDDEN-FALLBACK-BUTTON-4beb',
        'HIDDEN-FALLBACK-LABEL-fd82',
      ],
      regions: [{ kind: 'status', summary: 'Upload SHOWN-FALLBACK-STATUS-86fe' }, h1('Fallback content')],
      controlsInclude: [
        { role: 'button', name: 'Save' },
        { role: 'textbox', name: 'Volume' },
      ],
    },
  },
  {
    kind: 'page',
    id: 'svg-unpainted',
    page: 'hidden-region/svg-unpainted.html',
    description:
      'SVG that is never painted where it stands (title, desc, metadata, and text in defs, clipPath, mask, symbol, ' +
      "marker, pattern) is not text nor a summary, nor is SVG text outside its <svg>'s box; an <svg>'s own " +
      '<title> names the button that holds it and nothing else; text an <svg> with overflow: visible draws past ' +
      'its box shows. A nested <svg> clips to its viewport and a <foreignObject> to its box, unless their overflow is visible.',
    expect: {
      textIncludes: [
        'SHOWN-SVG-129d',
        'SHOWN-SVG-TEXT-440c',
        'SHOWN-SVG-HEADING-ca04',
        'SHOWN-SVG-OVERFLOW-VISIBLE-6e05',
        'SHOWN-SVG-NESTED-e83b',
        'SHOWN-SVG-NESTED-OVERFLOW-VISIBLE-38b0',
        'SHOWN-SVG-FOREIGN-a3d4',
      ],
      textExcludes: ['SVG-NAME-26cc'],
      forbidden: [
        'HIDDEN-SVG-TITLE-a9b8',
        'HIDDEN-SVG-DESC-4601',
        'HIDDEN-SVG-METADATA-865d',
        'HIDDEN-SVG-DEFS-e4eb',
        'HIDDEN-SVG-CLIPPATH-9125',
        'HIDDEN-SVG-MASK-41ee',
        'HIDDEN-SVG-SYMBOL-dbcf',
        'HIDDEN-SVG-MARKER-70f3',
        'HIDDEN-SVG-PATTERN-8928',
        'HIDDEN-SVG-HEADING-TITLE-0542',
        'HIDDEN-SVG-HEADING-DESC-c1b1',
        'HIDDEN-SVG-OUTSIDE-VIEWPORT-74e2',
        'HIDDEN-SVG-ZERO-VIEWPORT-b19c',
        'HIDDEN-SVG-NESTED-VIEWPORT-5c1e',
        'HIDDEN-SVG-NESTED-SCALED-0d7a',
        'HIDDEN-SVG-FOREIGN-ZERO-77c2',
        'HIDDEN-SVG-FOREIGN-OUTSIDE-4f19',
      ],
      controlNames: ['Close SVG-NAME-26cc'],
      regions: [h1('SVG never painted'), h2('Chart SHOWN-SVG-HEADING-ca04')],
    },
  },
  {
    kind: 'page',
    id: 'individual-transforms',
    page: 'hidden-region/individual-transforms.html',
    description:
      'The individual transform properties hide like transform: scale: 0, scale: 1 0, scale: 0.02, translate far ' +
      'off the page, rotate edge-on, zoom: 0.02; transforms that cancel out, and mild ones, show.',
    expect: {
      textIncludes: [
        'SHOWN-TRANSFORMS-a681',
        'SHOWN-SCALE-CANCELLED-52ef',
        'SHOWN-TRANSLATE-CANCELLED-fbf8',
        'SHOWN-ROTATE-SLIGHT-0821',
        'SHOWN-TRANSLATE-STATUS-708c',
      ],
      forbidden: [
        'HIDDEN-SCALE-PROPERTY-a737',
        'HIDDEN-SCALE-ONE-AXIS-351f',
        'HIDDEN-SCALE-TINY-642d',
        'HIDDEN-TRANSLATE-LEFT-bc8e',
        'HIDDEN-TRANSLATE-UP-b3e8',
        'HIDDEN-ROTATE-EDGE-ON-557d',
        'HIDDEN-ZOOM-TINY-1c6d',
        'HIDDEN-SCALE-ALERT-9248',
        'HIDDEN-TRANSLATE-HEADING-ecc0',
      ],
      regions: [{ kind: 'status', summary: 'Moved SHOWN-TRANSLATE-STATUS-708c' }, h1('Individual transforms')],
    },
  },
  {
    kind: 'page',
    id: 'negative-margin',
    page: 'hidden-region/negative-margin.html',
    description:
      'A box pushed off the page by negative margins, without any positioning, is hidden; a small nudge is not. Words ' +
      'that an empty inline box or an image with a negative margin pushes off the page, after words of the same ' +
      'element that stay on it, are hidden too, in general text, a button name and a heading summary.',
    expect: {
      textIncludes: ['SHOWN-MARGIN-d777', 'SHOWN-MARGIN-STATUS-6f22', 'SHOWN-LEAD-c41e', 'SHOWN-LEAD-IMAGE-77a3'],
      forbidden: [
        'HIDDEN-MARGIN-LEFT-8fcb',
        'HIDDEN-MARGIN-TOP-2dc6',
        'HIDDEN-MARGIN-WIDE-91f6',
        'HIDDEN-MARGIN-HEADING-b21b',
        'HIDDEN-AFTER-MARGIN-5b0d',
        'HIDDEN-AFTER-IMAGE-e2f8',
        'HIDDEN-BUTTON-NAME-b8d0',
        'HIDDEN-HEADING-TAIL-4f63',
      ],
      controlsInclude: [{ role: 'button', name: 'Send SHOWN-BUTTON-NAME-3e7c' }],
      // A negative margin-left also widens a block: the heading's box still reaches the page, its text does not.
      regions: [{ kind: 'status', summary: 'Nudged SHOWN-MARGIN-STATUS-6f22' }, h1('Negative margins'), h2(''), h2('Heading SHOWN-HEADING-LEAD-91c2')],
    },
  },
  {
    kind: 'page',
    id: 'clip-path-computed',
    page: 'hidden-region/clip-path-computed.html',
    description:
      'clip-path values Chromium keeps unresolved are evaluated against the box: inset(calc(50% + 1px)), max(), a ' +
      'one-pixel sliver, an inset that leaves the text outside, xywh() of no width, circle(calc(0px)), and a ' +
      'reference to an empty clipPath hide; small calc() insets do not.',
    expect: {
      textIncludes: ['SHOWN-CLIP-COMPUTED-8baa', 'SHOWN-CLIP-CALC-SMALL-b36c', 'SHOWN-CLIP-CALC-ZERO-a3e2'],
      forbidden: [
        'HIDDEN-CLIP-CALC-68ef',
        'HIDDEN-CLIP-MAX-53c9',
        'HIDDEN-CLIP-SLIVER-a538',
        'HIDDEN-CLIP-PAST-TEXT-7f83',
        'HIDDEN-CLIP-XYWH-007b',
        'HIDDEN-CLIP-CIRCLE-CALC-b6a4',
        'HIDDEN-CLIP-EMPTY-REFERENCE-0398',
      ],
      regions: [h1('Computed clip paths')],
    },
  },
  {
    kind: 'page',
    id: 'filter-and-containment',
    page: 'hidden-region/filter-and-containment.html',
    description:
      'filter: opacity(0) and opacity(3%), a wide blur, brightness(0) over a white background and a zero-size box ' +
      'with contain: paint or strict hide; a slight blur, grayscale and contrast(0) without a background do not.',
    expect: {
      textIncludes: [
        'SHOWN-FILTER-ff7d',
        'SHOWN-FILTER-BLUR-SLIGHT-59e4',
        'SHOWN-FILTER-CONTRAST-NO-BACKGROUND-ebe8',
        'SHOWN-FILTER-GRAYSCALE-a20c',
        'SHOWN-CONTAIN-ROOMY-3c83',
      ],
      forbidden: [
        'HIDDEN-FILTER-OPACITY-03a7',
        'HIDDEN-FILTER-OPACITY-TINY-8635',
        'HIDDEN-FILTER-BLUR-3d1c',
        'HIDDEN-FILTER-BRIGHTNESS-f419',
        'HIDDEN-CONTAIN-PAINT-efc9',
        'HIDDEN-CONTAIN-STRICT-b49b',
        'HIDDEN-FILTER-ALERT-e78f',
      ],
      regions: [h1('Filters and containment')],
    },
  },
  {
    kind: 'page',
    id: 'ancestor-overflow',
    page: 'hidden-region/ancestor-overflow.html',
    description:
      "Text an ancestor's overflow: hidden or clip cuts away (a second line, text pushed past a narrow box, a heading " +
      'below the edge) is hidden; what a scroll container holds is visible, since a reader can scroll to it.',
    expect: {
      textIncludes: ['SHOWN-OVERFLOW-b803', 'SHOWN-OVERFLOW-FIRST-LINE-8ca6', 'SHOWN-SCROLL-FIRST-c748', 'SHOWN-SCROLL-SECOND-9802'],
      forbidden: [
        'HIDDEN-OVERFLOW-SECOND-LINE-0d70',
        'HIDDEN-OVERFLOW-THIRD-LINE-c4ac',
        'HIDDEN-OVERFLOW-PUSHED-RIGHT-be4b',
        'HIDDEN-OVERFLOW-CLIP-X-a8f5',
        'HIDDEN-OVERFLOW-HEADING-678b',
      ],
      regions: [h1("Clipped by an ancestor's overflow")],
    },
  },
  {
    kind: 'page',
    id: 'near-transparent',
    page: 'hidden-region/near-transparent.html',
    description:
      'Text whose painted colour differs from what it sits on by less than 32/255 is hidden: tiny alpha (rgba, oklch, ' +
      'hsl), nested opacities, its own background colour, a near one, a translucent layer, white on the white canvas, ' +
      'a transparent fill whose only shadow is far away or blurred away; half alpha, light on dark, a transparent ' +
      'fill with a shadow (one near of two) or stroke, and recoloured text show.',
    expect: {
      textIncludes: [
        'SHOWN-NEAR-a049',
        'SHOWN-ALPHA-HALF-e6b0',
        'SHOWN-LIGHT-ON-DARK-31a4',
        'SHOWN-TRANSPARENT-WITH-SHADOW-4694',
        'SHOWN-TRANSPARENT-WITH-STROKE-9c07',
        'SHOWN-RECOLOURED-ON-BACKGROUND-be8f',
        'SHOWN-SHADOW-NEAR-ONE-OF-TWO-3c6a',
      ],
      forbidden: [
        'HIDDEN-ALPHA-TINY-7aa4',
        'HIDDEN-ALPHA-OKLCH-0b4d',
        'HIDDEN-ALPHA-HSL-808d',
        'HIDDEN-OPACITY-PRODUCT-218c',
        'HIDDEN-SAME-AS-BACKGROUND-b96d',
        'HIDDEN-NEAR-BACKGROUND-1662',
        'HIDDEN-BACKGROUND-COMPOSITED-14c3',
        'HIDDEN-WHITE-ON-WHITE-d43c',
        'HIDDEN-SAME-COLOUR-STATUS-31d2',
        'HIDDEN-SHADOW-FAR-AWAY-5d20',
        'HIDDEN-SHADOW-BLURRED-e8b7',
      ],
      // The status box itself is visible (a black box); only its text is not.
      regions: [{ kind: 'status', summary: '', truncated: false }, h1('Near-transparent colours')],
    },
  },
  {
    kind: 'page',
    id: 'tiny-text',
    page: 'hidden-region/tiny-text.html',
    description:
      'Glyphs under 4 px (font-size 0.5px or 1px, zoom: 0.02, scale(0.05), a tall box or a long paragraph under ' +
      'scale(0.02), whose boxes stay taller than 4 px) are hidden, and so are many lines of one text drawn tiny ' +
      '(zoom, font-size-adjust, a box moved back under perspective) that together span more than 4 px; 13px ' +
      'text and scale(0.7) show.',
    expect: {
      textIncludes: ['SHOWN-TINY-b3e2', 'SHOWN-FONT-SMALL-aea3', 'SHOWN-SCALE-LEGIBLE-99a6'],
      forbidden: [
        'HIDDEN-FONT-HALF-PIXEL-b46d',
        'HIDDEN-FONT-ONE-PIXEL-687e',
        'HIDDEN-ZOOM-bbe2',
        'HIDDEN-TRANSFORM-SCALE-TINY-d7cf',
        'HIDDEN-TALL-BOX-SCALED-d216',
        'HIDDEN-LONG-PARAGRAPH-SCALED-c363',
        'HIDDEN-ZOOM-LINES-5e8a',
        'HIDDEN-ADJUSTED-LINES-c07b',
        'HIDDEN-FAR-LINES-91d4',
      ],
      regions: [h1('Tiny text')],
    },
  },
  {
    kind: 'page',
    id: 'scaled-by-variable',
    page: 'hidden-region/scaled-by-variable.html',
    description:
      'Many lines of one text moved far back under a perspective given by a variable, drawn tiny, are hidden, on a page ' +
      'whose other declarations of the properties that scale text (the font shorthand, zoom: 1, perspective: none) scale nothing.',
    expect: {
      textIncludes: ['SHOWN-VARIABLE-c41e', 'SHOWN-AFTER-VARIABLE-0b95'],
      forbidden: ['HIDDEN-FAR-BY-VARIABLE-7d2a'],
      regions: [h1('Scaled by a variable')],
    },
  },
  {
    kind: 'page',
    id: 'hidden-names',
    page: 'hidden-region/hidden-names.html',
    description:
      'Control names, labels and aria-labelledby targets take the same visibility decision as the text: text scaled ' +
      'to nothing, filtered transparent, near-transparent, translated away, tiny or clipped by calc() is left out.',
    expect: {
      textIncludes: ['SHOWN-NAMES-baa7'],
      forbidden: [
        'HIDDEN-NAME-SCALE-6b76',
        'HIDDEN-NAME-FILTER-d216',
        'HIDDEN-NAME-ALPHA-c363',
        'HIDDEN-LABEL-TRANSLATE-4685',
        'HIDDEN-LABELLEDBY-TINY-479c',
        'HIDDEN-LABELLEDBY-TARGET-42ed',
      ],
      controlNames: ['Send', 'Open', 'Next', 'Street', 'Postcode', 'Fallback'],
      regions: [h1('Hidden text in names')],
    },
  },
  {
    kind: 'page',
    id: 'mask-image',
    page: 'hidden-region/mask-image.html',
    description:
      'A mask that lets nothing through (transparent or faint, a mask box image, black under luminance, a pinhole, ' +
      'moved away, an SVG mask, layers that cancel) hides what it masks, and a gradient that cuts part of a box ' +
      'hides only the lines it cuts off, and text overflowing a masked box of no height is masked away; opaque, tiled ' +
      'and fading masks show, also over the padding.',
    expect: {
      textIncludes: [
        'SHOWN-MASK-4e6e',
        'SHOWN-MASK-BELOW-GAP-2e18',
        'SHOWN-MASK-BOTTOM-HALF-f9a1',
        'SHOWN-MASK-LEFT-HALF-63cb',
        'SHOWN-MASK-OPAQUE-8d4e',
        'SHOWN-MASK-SHORTHAND-27f5',
        'SHOWN-MASK-WHITE-LUMINANCE-b351',
        'SHOWN-MASK-TILED-0e9b',
        'SHOWN-MASK-FADING-d26c',
        'SHOWN-MASK-IN-PADDING-6c12',
      ],
      forbidden: [
        'HIDDEN-MASK-TRANSPARENT-2b07',
        'HIDDEN-MASK-FAINT-71c3',
        'HIDDEN-MASK-BOX-IMAGE-e40a',
        'HIDDEN-MASK-LUMINANCE-98d2',
        'HIDDEN-MASK-PINHOLE-3b5f',
        'HIDDEN-MASK-MOVED-AWAY-c611',
        'HIDDEN-MASK-SVG-0f2d',
        'HIDDEN-MASK-EXCLUDED-5a9c',
        'HIDDEN-MASK-IN-GAP-b7e4',
        'HIDDEN-MASK-TOP-HALF-4d03',
        'HIDDEN-MASK-RIGHT-HALF-a08e',
        'HIDDEN-MASK-INLINE-1c7b',
        'HIDDEN-MASK-PAST-ITS-BOX-93e0',
      ],
      regions: [h1('Masked text')],
    },
  },
  {
    kind: 'page',
    id: 'behind-eye',
    page: 'hidden-region/behind-eye.html',
    description:
      "A box that its transform or translate moves to or past the eye of its parent's perspective (turned too), " +
      'or of a perspective() in its own transform, shows nothing; nearer, further and tilted boxes show.',
    expect: {
      textIncludes: ['SHOWN-EYE-2b61', 'SHOWN-EYE-NEARER-7a90', 'SHOWN-EYE-FURTHER-d31c', 'SHOWN-EYE-TILTED-4b58'],
      forbidden: [
        'HIDDEN-EYE-TRANSFORM-6d0e',
        'HIDDEN-EYE-TRANSLATE-a47c',
        'HIDDEN-EYE-AT-THE-EYE-19f3',
        'HIDDEN-EYE-TURNED-c80b',
        'HIDDEN-EYE-OWN-PERSPECTIVE-5e27',
      ],
      regions: [h1('Behind the eye')],
    },
  },
  {
    kind: 'page',
    id: 'backface',
    page: 'hidden-region/backface.html',
    description:
      'A box turned to show its back in its 3D rendering context (by its own transform, rotate or a flipped z, or ' +
      'by a parent that preserves 3D) with backface-visibility: hidden shows nothing, nor does its content, also ' +
      'inside a flat flipped parent; mirrored and upside-down boxes show, and so do a back face left visible and ' +
      'a box whose flat parent alone is flipped.',
    expect: {
      textIncludes: [
        'SHOWN-BACKFACE-dc3d',
        'SHOWN-BACKFACE-MIRRORED-a93c',
        'SHOWN-BACKFACE-UPSIDE-DOWN-5b17',
        'SHOWN-BACKFACE-VISIBLE-BACK-c028',
        'SHOWN-BACKFACE-FLAT-PARENT-7f35',
      ],
      forbidden: [
        'HIDDEN-BACKFACE-5636',
        'HIDDEN-BACKFACE-ROTATE-X-2c4e',
        'HIDDEN-BACKFACE-SCALE-Z-90b1',
        'HIDDEN-BACKFACE-FLIPPED-IN-FLAT-0d64',
        'HIDDEN-BACKFACE-3D-PARENT-e8a2',
        'HIDDEN-BACKFACE-CHILD-41d6',
      ],
      regions: [h1('Back face')],
    },
  },
  {
    kind: 'page',
    id: 'first-line',
    page: 'hidden-region/first-line.html',
    description:
      "Text on a block's first line that ::first-line paints transparent, faint, tiny, or on a background of its " +
      "colour shows nothing (also from an outer block, around a span, and from a closed shadow root's :host); a " +
      'first line styled to be read shows, and so does a later block.',
    expect: {
      textIncludes: ['SHOWN-FIRST-LINE-5e0b', 'SHOWN-FIRST-LINE-STYLED-47c2', 'SHOWN-FIRST-LINE-LATER-BLOCK-e6d1'],
      forbidden: [
        'HIDDEN-FIRST-LINE-c72a',
        'HIDDEN-FIRST-LINE-LEGACY-31e9',
        'HIDDEN-FIRST-LINE-TINY-8f02',
        'HIDDEN-FIRST-LINE-DARK-d45b',
        'HIDDEN-FIRST-LINE-FROM-OUTER-BLOCK-6a17',
        'HIDDEN-FIRST-LINE-IN-SPAN-b930',
        'HIDDEN-FIRST-LINE-HOST-1d84',
      ],
      regions: [h1('First line')],
    },
  },
  {
    kind: 'page',
    id: 'style-sources',
    page: 'hidden-region/style-sources.html',
    description:
      'Properties set from every kind of style source hide text: an imported sheet, rules nested in @media, ' +
      '@supports and @layer, a nested selector, @container and @scope rules, a nested ::first-line, a sheet the ' +
      "document adopted, a shadow root's :host and ::slotted() rules, a sheet a shadow root adopted and an animation " +
      'inside a shadow root; each property is set by that source alone, so a source left unread would show its text.',
    expect: {
      textIncludes: ['SHOWN-STYLE-SOURCES-3c7a', 'SHOWN-NEXT-TO-THEM-5e9d'],
      forbidden: [
        'HIDDEN-IMPORTED-RULE-8f2d',
        'HIDDEN-NESTED-RULE-1e6b',
        'HIDDEN-NESTED-SELECTOR-5a9c',
        'HIDDEN-CONTAINER-RULE-7d3e',
        'HIDDEN-SCOPED-RULE-2b8f',
        'HIDDEN-NESTED-FIRST-LINE-6c1a',
        'HIDDEN-ADOPTED-SHEET-9a2c',
        'HIDDEN-HOST-RULE-0d4e',
        'HIDDEN-SLOTTED-RULE-8b1f',
        'HIDDEN-ROOT-ADOPTED-SHEET-7c2a',
        'HIDDEN-ROOT-ANIMATED-1a8e',
      ],
      regions: [h1('Style sources')],
    },
  },
  {
    kind: 'page',
    id: 'turned-flat',
    page: 'hidden-region/turned-flat.html',
    description: 'A box flattened to a line (scale: 1 0, rotateX(90deg)) and then turned by an ancestor shows nothing.',
    expect: {
      textIncludes: ['SHOWN-TURNED-FLAT-2a6b'],
      forbidden: ['HIDDEN-TURNED-FLAT-d1c4', 'HIDDEN-TURNED-EDGE-ON-f1a8'],
      regions: [h1('Flattened and turned')],
    },
  },
  {
    kind: 'page',
    id: 'background-image',
    page: 'hidden-region/background-image.html',
    description: 'Text drawn in the colour of the image behind it shows nothing.',
    knownGap: 'an image behind makes the backdrop unknown, and text on it is judged by its alpha alone: its colours are known only from pixels',
    expect: {
      textIncludes: ['SHOWN-BACKGROUND-IMAGE-61d0'],
      forbidden: ['HIDDEN-ON-IMAGE-OF-ITS-COLOUR-e84f'],
      regions: [h1('Background image')],
    },
  },
  {
    kind: 'page',
    id: 'closed-shadow-styles',
    page: 'hidden-region/closed-shadow-styles.html',
    description:
      'Light children slotted into a closed shadow tree that hides them from inside (an element of opacity 0, one ' +
      'of no height that clips, a white colour they inherit; declared, nested in another closed tree, or attached by ' +
      'script) show nothing; one slotted plainly shows.',
    expect: {
      textIncludes: ['SHOWN-CLOSED-SHADOW-57a2', 'SHOWN-CLOSED-SHADOW-SLOTTED-d2c6'],
      forbidden: [
        'HIDDEN-CLOSED-SHADOW-OPACITY-c1f8',
        'HIDDEN-CLOSED-SHADOW-CLIP-0b93',
        'HIDDEN-CLOSED-SHADOW-COLOUR-7e4d',
        'HIDDEN-CLOSED-SHADOW-NESTED-93b0',
        'HIDDEN-CLOSED-SHADOW-SCRIPT-4a9e',
      ],
      regions: [h1('Closed shadow styles')],
    },
  },
  {
    kind: 'page',
    id: 'background-clip-text',
    page: 'hidden-region/background-clip-text.html',
    description:
      'A background clipped to the text (background-clip: text) paints inside the glyphs only: a transparent fill ' +
      'over a background of the colour around it shows nothing, nor does one under a background of its own, moved out ' +
      'of the clipping box or drawn by an SVG, nor a child moved off the page or out of a clip and transformed back ' +
      '(Chromium clips the background to where its glyphs would be untransformed); ' +
      'gradient or colour text (a transparent fill over a clipped background, also the -webkit- spellings and a ' +
      "child's text) shows.",
    expect: {
      textIncludes: [
        'SHOWN-CLIP-TEXT-0a4e',
        'SHOWN-CLIP-TEXT-GRADIENT-5d18',
        'SHOWN-CLIP-TEXT-COLOUR-9a2c',
        'SHOWN-CLIP-TEXT-WEBKIT-77f0',
        'SHOWN-CLIP-TEXT-CHILD-e4b3',
      ],
      forbidden: [
        'HIDDEN-CLIP-TEXT-WHITE-GRADIENT-6e21',
        'HIDDEN-CLIP-TEXT-ON-BLACK-c07f',
        'HIDDEN-CLIP-TEXT-UNDER-BACKGROUND-1c6d',
        'HIDDEN-CLIP-TEXT-MOVED-OUT-b8e2',
        'HIDDEN-CLIP-TEXT-IN-SVG-47a9',
        'HIDDEN-CLIP-TEXT-TRANSFORMED-BACK-3d5a',
        'HIDDEN-CLIP-TEXT-TRANSLATED-BACK-f08c',
        'HIDDEN-CLIP-TEXT-TRANSFORMED-IN-6b17',
      ],
      regions: [h1('Backgrounds clipped to the text')],
    },
  },
  {
    kind: 'page',
    id: 'bidi-override',
    page: 'hidden-region/bidi-override.html',
    description:
      'Text a unicode-bidi override draws backwards (Latin under direction: rtl) is reported as drawn, so an ' +
      'instruction drawn as gibberish is not handed over and one written backwards in the source reads the right way ' +
      'round, through inline boxes too (an address in an isolate-override); a block inside and an isolate are laid ' +
      'out as usual.',
    expect: {
      textIncludes: [
        'SHOWN-BIDI-OVERRIDE-2e7a',
        'd1b4-IGNORE-INSTRUCTIONS',
        'e3c9-SELUR-LLA-ERONGI',
        'f2a7-NESTED',
        'contact-c4a8@example.com',
        'PLAIN-BLOCK-5d0c',
        'ISOLATED-3f8b',
      ],
      forbidden: ['SNOITCURTSNI-ERONGI-4b1d', 'IGNORE-ALL-RULES-9c3e', 'DETSEN-7a2f', 'moc.elpmaxe@8a4c-tcatnoc'],
      regions: [h1('Drawn backwards')],
    },
  },
  {
    kind: 'page',
    id: 'background-gradient',
    page: 'hidden-region/background-gradient.html',
    description:
      'Text that stands out from none of the colour stops of the gradient behind it (of its own colour, white on white, ' +
      'between two near stops, radial, clear over white) shows nothing; light text on a dark gradient, text beside a ' +
      'small gradient and text on a gradient a filter inverts show; a straight gradient is read where the text lies ' +
      'along it, so a hard stop hides the line on its own colour and shows the next; light text overflowing a dark ' +
      'gradient box of no height sits on the page; glyphs reaching past the gradient box by less than can be read (the ' +
      'space above capitals, the corner of a slightly turned line) are read on it, a turned line whose words rise past it ' +
      'shows; SVG text is judged against gradients too.',
    expect: {
      textIncludes: [
        'SHOWN-GRADIENT-a1f3',
        'SHOWN-LIGHT-ON-DARK-GRADIENT-7d26',
        'SHOWN-BESIDE-SMALL-GRADIENT-f4e9',
        'SHOWN-INVERTED-GRADIENT-0c57',
        'SHOWN-BELOW-HARD-STOP-b83f',
        'SHOWN-BELOW-UPWARD-STOP-1da7',
        'SHOWN-RIGHT-OF-STOP-73a9',
        'SHOWN-SCALED-BELOW-STOP-c40f',
        'SHOWN-TURNED-PAST-GRADIENT-e25c',
      ],
      forbidden: [
        'HIDDEN-ON-GRADIENT-OF-ITS-COLOUR-2b9e',
        'HIDDEN-ON-WHITE-GRADIENT-5c8d',
        'HIDDEN-BETWEEN-NEAR-STOPS-e07a',
        'HIDDEN-ON-RADIAL-GRADIENT-38c1',
        'HIDDEN-ON-CLEAR-GRADIENT-91b4',
        'HIDDEN-ABOVE-HARD-STOP-4e1b',
        'HIDDEN-ABOVE-UPWARD-STOP-62c0',
        'HIDDEN-LEFT-OF-STOP-c5e2',
        'HIDDEN-OFF-GRADIENT-OF-NO-HEIGHT-d6a8',
        'HIDDEN-TOPS-PAST-GRADIENT-1b7e',
        'HIDDEN-TURNED-PAST-GRADIENT-9a4d',
        'HIDDEN-SVG-TEXT-ON-GRADIENT-5f3b',
        'HIDDEN-CLIPPED-ABOVE-STOP-27ad',
        'HIDDEN-SCALED-ABOVE-STOP-8e31',
      ],
      regions: [h1('Background gradient')],
    },
  },
];
