// The page's own font faces (docs/contract.md, "The visibility rule", 2), read once per collection from the
// document's FontFaceSet (faces from @font-face rules and from script alike). Two things they can do that
// line boxes do not show: an @font-face `size-adjust` under 100% scales every glyph while `ascent-override`
// and `descent-override` keep the line boxes as tall as ever, and a face's glyphs may draw no ink at all
// (a blank font). System fonts are not the page's to shape, so only text in the page's faces is looked at.
import { dom } from './dom.js';

export interface FontFacts {
  /** The smallest `size-adjust` under 100% of any face of a family, by normalized family name. */
  scales: ReadonlyMap<string, number>;
  /** Families with a loaded face. */
  families: ReadonlySet<string>;
  /** Whether a character draws ink, by font, measured once per collection (a face can change between them). */
  ink: Map<string, Map<string, boolean>>;
  /** Canvas measurements left to this collection: a page cannot make one measure without end. */
  measuresLeft: number;
}

/** At most this much of a text in the page's faces is looked at for ink; the rest is left out. */
export const INK_UNITS = 16 * 1024;
/** About 50 ms of canvas measurements (3 us each) per collection: more distinct characters than a page's text uses. */
const INK_MEASURES = 16 * 1024;

export function readFonts(): FontFacts {
  const scales = new Map<string, number>();
  const families = new Set<string>();
  for (const face of dom.fontFaces(dom.documentFonts(document))) {
    // A face that did not load draws nothing: the fallback font draws the text at its size.
    if (dom.fontFaceStatus(face) !== 'loaded') continue;
    const family = familyKey(dom.fontFaceFamily(face));
    families.add(family);
    const scale = parseFloat(dom.fontFaceSizeAdjust(face)) / 100;
    if (scale < 1) scales.set(family, Math.min(scales.get(family) ?? 1, Math.max(0, scale)));
  }
  return { scales, families, ink: new Map(), measuresLeft: INK_MEASURES };
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

/** The canvas font of a style whose `font-family` list names one of the page's faces; null for system fonts only. */
export function pageFont(style: CSSStyleDeclaration, facts: FontFacts): string | null {
  if (facts.families.size === 0) return null;
  const fontFamily = style.fontFamily;
  if (!fontFamily.split(',').some((family) => facts.families.has(familyKey(family)))) return null;
  return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${fontFamily}`;
}

let context: OffscreenCanvasRenderingContext2D | null | undefined;
let contextFont = '';

/**
 * The characters of `text` that draw ink in `font` (a canvas measures each character once per collection:
 * an ink box of under a pixel both ways counts as none); white space is kept. Null when every character
 * draws ink, so the text stays as it is. Past INK_UNITS, and once the collection's INK_MEASURES are spent
 * on characters not measured yet, the text is left out.
 */
export function inkedPart(text: string, font: string, facts: FontFacts): string | null {
  context ??= new OffscreenCanvas(1, 1).getContext('2d');
  // Without a canvas nothing can be measured: the text is left out rather than taken on trust.
  if (!context) return '';
  let known = facts.ink.get(font);
  if (!known) {
    known = new Map();
    facts.ink.set(font, known);
  }
  const end = Math.min(text.length, INK_UNITS);
  // Built only once a character is left out: most texts draw ink in every character and stay as they are.
  let kept: string[] | null = text.length > end ? [] : null;
  let from = 0;
  for (let i = 0; i < end;) {
    const code = text.charCodeAt(i);
    const next = code >= 0xd800 && code <= 0xdbff && i + 1 < end ? i + 2 : i + 1;
    if (!whiteSpace(code) && !inks(next - i === 1 ? text[i]! : text.slice(i, next), known, font, facts, context)) {
      kept ??= [];
      kept.push(text.slice(from, i));
      from = next;
    }
    i = next;
  }
  if (kept === null) return null;
  kept.push(text.slice(from, end));
  return kept.join('');
}

/** A code unit JavaScript's `\s` matches (what text folding turns into a space). */
function whiteSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function inks(ch: string, known: Map<string, boolean>, font: string, facts: FontFacts, canvas: OffscreenCanvasRenderingContext2D): boolean {
  let ink = known.get(ch);
  if (ink === undefined) {
    // Past the budget a character is not measured, and what is not measured is left out.
    if (facts.measuresLeft <= 0) return false;
    facts.measuresLeft--;
    if (contextFont !== font) {
      canvas.font = font;
      contextFont = font;
    }
    const m = canvas.measureText(ch);
    ink = Math.max(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent, m.actualBoundingBoxLeft + m.actualBoundingBoxRight) >= 1;
    known.set(ch, ink);
  }
  return ink;
}

function familyKey(family: string): string {
  return family
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
}
