// The rarely set properties the collector reads only where some style source of the page declares them
// (declared.ts), with the value each has everywhere else. Plain data: the tests check it against Chromium.
// `unicode-bidi` is read only to find overrides of the direction, which the user agent's sheet sets on a `<bdo>`
// alone (its `isolate` on elements with a `dir` attribute overrides nothing).

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
} as const;

export type Rare = keyof typeof RARE;

/** The CSS name of a property (`webkitMaskBoxImageSource` is `-webkit-mask-box-image-source`). */
export function cssName(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^webkit-/, '-webkit-');
}
