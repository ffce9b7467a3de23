// The rarely set properties the collector reads only where some style source of the page declares them
// (declared.ts), with the value each has everywhere else. Plain data: the tests check it against Chromium.
// `unicode-bidi` is read only to find overrides of the direction (the user agent's sheet isolates blocks and
// elements with a `dir` attribute, which overrides nothing). `zoom` and `font-size-adjust` are not read
// through this list at all: only whether a source declares a value of them that scales counts (Declared.scalesText).

export const RARE = {
  opacity: '1',
  filter: 'none',
  maskImage: 'none',
  webkitMaskBoxImageSource: 'none',
  contentVisibility: 'visible',
  transform: 'none',
  rotate: 'none',
  scale: 'none',
  translate: 'none',
  offsetPath: 'none',
  perspective: 'none',
  clipPath: 'none',
  clip: 'auto',
  contain: 'none',
  mixBlendMode: 'normal',
  backgroundImage: 'none',
  unicodeBidi: 'normal',
  overflowX: 'visible',
  overflowY: 'visible',
  backgroundColor: 'rgba(0, 0, 0, 0)',
  webkitTextSecurity: 'none',
  // A fixed box is seen only where the viewport is (visibility.ts); a box of `text-overflow` other than `clip` hides
  // the last characters of a line it cuts (ellipsis.ts); `overflow-clip-margin` widens an `overflow: clip` clip
  // (clips.ts); a backdrop filter repaints what its element's content sits on (contrast.ts).
  position: 'static',
  textOverflow: 'clip',
  overflowClipMargin: '0px',
  backdropFilter: 'none',
  // Negative word spacing draws words away from the line box their text reports (text-rule.ts).
  wordSpacing: '0px',
  zoom: '1',
  fontSizeAdjust: 'none',
  // Read only to find what a sighted user would click (clickables.ts); the user agent's sheet sets it on links
  // (`pointer`) and form controls, which are controls already.
  cursor: 'auto',
  // Read for every element that holds text or lists a control (shown.ts, text-rule.ts), and inherited: where nothing
  // sets them on an element, its parent's value is read in its place (inherited.ts). `contenteditable` and design
  // mode set `-webkit-user-modify`; design mode sets it on the root, which passes it on.
  visibility: 'visible',
  webkitUserModify: 'read-only',
} as const;

export type Rare = keyof typeof RARE;

/**
 * The properties that can draw one line of a text smaller than another (Declared.scalesText), with the values
 * that scale nothing where a rule or an inline style declares them, as Chromium serialises them: the initial
 * value, and the CSS-wide keywords that give it or pass on a value declared elsewhere (counted where it is
 * declared). The `font` shorthand declares `font-size-adjust: none` (or `inherit`), so most pages declare one.
 * `perspective` is also read on the elements it is declared for (visibility.ts): `inherit` and `revert-layer`
 * give an element a value declared for another, so they count for it.
 */
export const UNSCALING: Partial<Readonly<Record<Rare, readonly string[]>>> = {
  zoom: ['1', '100%', 'normal', 'initial', 'unset', 'revert', 'revert-layer', 'inherit'],
  fontSizeAdjust: ['none', 'initial', 'unset', 'revert', 'revert-layer', 'inherit'],
  perspective: ['none', 'initial', 'unset', 'revert'],
};

/** The CSS name of a property (`webkitMaskBoxImageSource` is `-webkit-mask-box-image-source`). */
export function cssName(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^webkit-/, '-webkit-');
}

/**
 * HTML and MathML elements whose user agent style was checked against Chromium (test/style-sources.test.ts),
 * with the properties it sets on them: most set none. Custom elements (a hyphen in the name) have no user
 * agent style. Any other element (an unknown or future tag) has every property read.
 */
const PLAIN =
  'html body a abbr address area article aside audio b bdi blockquote br caption cite code col colgroup data ' +
  'datalist dd del details dfn div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header ' +
  'hgroup i ins kbd label legend li main map menu meter nav noscript ol optgroup option output p picture pre ' +
  'progress q rp rt ruby s samp search section slot small source span strong sub summary sup table tbody td ' +
  'tfoot th thead time tr track u ul var wbr center font big tt nobr listing xmp dir acronym math mi mo mn mrow ' +
  'mfrac msqrt mroot mtext mspace mstyle mpadded mphantom munder mover munderover msub msup msubsup mtable mtr ' +
  'mtd semantics annotation';
const OVERFLOW: readonly Rare[] = ['overflowX', 'overflowY'];
/** Replaced elements clip their content box: `overflow: clip` with `overflow-clip-margin: content-box`. */
const REPLACED: readonly Rare[] = [...OVERFLOW, 'overflowClipMargin'];
export const USER_AGENT_SETS: ReadonlyMap<string, readonly Rare[]> = new Map<string, readonly Rare[]>([
  ...PLAIN.split(' ').map((tag): [string, readonly Rare[]] => [tag, []]),
  ['a', ['cursor']],
  ['label', ['cursor']],
  ['option', ['cursor']],
  ['bdo', ['unicodeBidi']],
  ['button', ['backgroundColor', 'cursor']],
  ['mark', ['backgroundColor']],
  ['dialog', ['backgroundColor', 'position', ...OVERFLOW]],
  // A disabled one (its own attribute, or a disabled fieldset around it) is drawn at an opacity of 0.7.
  ['select', ['backgroundColor', 'cursor', 'opacity', ...REPLACED]],
  ['textarea', ['backgroundColor', 'cursor', ...OVERFLOW]],
  ['input', ['backgroundColor', 'webkitTextSecurity', 'cursor', 'textOverflow', ...OVERFLOW]],
  ...'hr marquee'.split(' ').map((tag): [string, readonly Rare[]] => [tag, OVERFLOW]),
  ...'canvas embed iframe img object video'.split(' ').map((tag): [string, readonly Rare[]] => [tag, REPLACED]),
]);

/** What the user agent's sheet sets on element `tag`; null where that is not known (every property is read). */
export function userAgentSet(tag: string): readonly Rare[] | null {
  return USER_AGENT_SETS.get(tag) ?? (tag.includes('-') ? [] : null);
}

/** Attributes through which the user agent's sheet or HTML sets some of these properties, on any element. */
export const MARKING_ATTRIBUTES: Readonly<Record<string, readonly Rare[]>> = {
  // A body's or a table part's background image and colour.
  background: ['backgroundImage'],
  bgcolor: ['backgroundColor'],
  // An open popover is a fixed scrolling box on the canvas colour.
  popover: ['backgroundColor', 'overflowX', 'overflowY', 'position'],
  // Any value, `false` too: the element's own presentational style.
  contenteditable: ['webkitUserModify'],
  // A MathML element's background colour.
  mathbackground: ['backgroundColor'],
  // A rule's (`<hr>`) colour, or its unshaded grey, is its background.
  color: ['backgroundColor'],
  noshade: ['backgroundColor'],
};

/**
 * SVG elements whose user agent style was checked against Chromium (test/style-sources.test.ts), by their local
 * name as SVG spells it (`textPath`), with the properties it sets on them: a nested `<svg>` and an image clip what
 * they draw, a link takes the pointer. Elements that are never painted where they stand (`<defs>`, `<clipPath>`) are
 * not judged at all; any other SVG element has every property read.
 */
export const SVG_USER_AGENT_SETS: ReadonlyMap<string, readonly Rare[]> = new Map<string, readonly Rare[]>([
  ...'g path rect circle ellipse line polyline polygon text tspan textPath use switch'.split(' ').map((tag): [string, readonly Rare[]] => [tag, []]),
  ['svg', REPLACED],
  ['image', REPLACED],
  ['foreignObject', OVERFLOW],
  ['a', ['cursor']],
]);

/**
 * Presentation attributes of SVG elements that set some of these properties, with what each sets on its element (an
 * inherited one is read there and passed on to what lies below it, inherited.ts).
 */
export const SVG_MARKING_ATTRIBUTES: Readonly<Record<string, readonly Rare[]>> = {
  opacity: ['opacity'],
  transform: ['transform'],
  filter: ['filter'],
  mask: ['maskImage'],
  'clip-path': ['clipPath'],
  clip: ['clip'],
  overflow: ['overflowX', 'overflowY'],
  visibility: ['visibility'],
  cursor: ['cursor'],
  'unicode-bidi': ['unicodeBidi'],
  'word-spacing': ['wordSpacing'],
};

/**
 * Attributes of SVG elements that set none of these properties on any element of SVG_USER_AGENT_SETS (checked
 * against Chromium, each with a value that would), nor do `aria-` and `data-` ones. An SVG element with any other
 * attribute, but `style` (read as an inline style) and those above, has every property read.
 */
export const SVG_PLAIN_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'id class width height x y dx dy rx ry cx cy r x1 y1 x2 y2 d points viewBox preserveAspectRatio xmlns xmlns:xlink ' +
    'version href xlink:href fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-dasharray ' +
    'stroke-dashoffset stroke-linejoin stroke-linecap stroke-miterlimit clip-rule color font-family font-size ' +
    'font-weight font-style text-anchor dominant-baseline transform-origin offset stop-color stop-opacity role ' +
    'focusable lang xml:space'
  ).split(' '),
);
