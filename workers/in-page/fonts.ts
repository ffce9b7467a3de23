// Font faces that draw glyphs smaller than the font size says (docs/contract.md, "The visibility rule", 2):
// an @font-face `size-adjust` under 100% scales every glyph of its face, while `ascent-override` and
// `descent-override` can keep its line boxes as tall as ever, so measuring them does not show it. Read once
// per collection from the document's FontFaceSet (faces from @font-face rules and from script alike).
import { dom } from './dom.js';

/** The smallest `size-adjust` of any face of each family that has one under 100%, by normalized family name. */
export function fontScales(): ReadonlyMap<string, number> {
  const scales = new Map<string, number>();
  for (const face of dom.fontFaces(dom.documentFonts(document))) {
    // A face that did not load draws nothing: the fallback font draws the text at its size.
    if (dom.fontFaceStatus(face) !== 'loaded') continue;
    const scale = parseFloat(dom.fontFaceSizeAdjust(face)) / 100;
    if (!(scale < 1)) continue;
    const family = familyKey(dom.fontFaceFamily(face));
    scales.set(family, Math.min(scales.get(family) ?? 1, Math.max(0, scale)));
  }
  return scales;
}

/**
 * What the faces of a computed `font-family` list scale glyphs by: the smallest scale of any family named,
 * since which of them draws a given glyph is not read.
 */
export function familyScale(fontFamily: string, scales: ReadonlyMap<string, number>): number {
  let scale = 1;
  for (const family of fontFamily.split(',')) scale = Math.min(scale, scales.get(familyKey(family)) ?? 1);
  return scale;
}

function familyKey(family: string): string {
  return family
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
}
