// The rarely set properties the collector reads only where some style source of the page declares them
// (declared.ts), with the value each has everywhere else. Plain data: the tests check it against Chromium.
// `unicode-bidi` is read only to find overrides of the direction (the user agent's sheet isolates blocks and
// elements with a `dir` attribute, which overrides nothing).

export const RARE = {
  opacity: '1',
  filter: 'none',
  maskImage: 'none',
  webkitMaskBoxImageSource: 'none',
  contentVisibility: 'visible',
  transform: 'none',
  rotate: 'none',
  scale: 'none',
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
  textIndent: '0px',
  webkitTextSecurity: 'none',
} as const;

export type Rare = keyof typeof RARE;

/** The CSS name of a property (`webkitMaskBoxImageSource` is `-webkit-mask-box-image-source`). */
export function cssName(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^webkit-/, '-webkit-');
}

/**
 * HTML elements whose user agent style sets none of these properties (checked against Chromium by
 * test/style-sources.test.ts; custom elements, with a hyphen in their name, have no user agent style).
 * Any other element, including those the user agent's sheet styles (a `<mark>`'s background, an `<img>`'s
 * overflow, a `<bdo>`'s direction, form controls), has every property read.
 */
export const PLAIN_TAGS: ReadonlySet<string> = new Set(
  (
    'html body a abbr address area article aside audio b bdi blockquote br caption cite code col colgroup data ' +
    'datalist dd del details dfn div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header ' +
    'hgroup i ins kbd label legend li main map menu meter nav noscript ol optgroup option output p picture pre ' +
    'progress q rp rt ruby s samp search section slot small source span strong sub summary sup table tbody td ' +
    'tfoot th thead time tr track u ul var wbr center font big tt nobr listing xmp dir acronym math mi mo mn mrow ' +
    'mfrac msqrt mroot mtext mspace mstyle mpadded mphantom munder mover munderover msub msup msubsup mtable mtr ' +
    'mtd semantics annotation'
  ).split(' '),
);

/** Attributes through which the user agent's sheet or HTML sets some of these properties, on any element. */
export const MARKING_ATTRIBUTES: Readonly<Record<string, readonly Rare[]>> = {
  // A body's or a table part's background image and colour.
  background: ['backgroundImage'],
  bgcolor: ['backgroundColor'],
  // An open popover is a scrolling box on the canvas colour.
  popover: ['backgroundColor', 'overflowX', 'overflowY'],
};

/** Whether the properties of element `tag` are read only where the page declares them. */
export function plainTag(tag: string): boolean {
  return PLAIN_TAGS.has(tag) || tag.includes('-');
}
