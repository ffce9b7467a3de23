// Whether a text node is perceivable (docs/contract.md, "Collection"): the style of the element that holds
// it (size, fill against its background, editability), then where its glyphs land against the page and
// every clip above them. The element's properties are read on its first text node only; the text's own
// boxes (7-11 us each) only where the element's box cannot answer.
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import { dom, masked, userEditable } from './dom.js';
import { blendColor } from './blend.js';
import { familyScale } from './fonts.js';
import { intersect, within, type Box } from './box.js';
import { LayoutReads, legibleInside, overflows, partFragments, textFragments, type PageArea } from './geometry.js';
import { blurShare, mapColor, over, parseColor, standsOut, type Rgba } from './paint.js';
import { thinnest } from './transforms.js';
import { TextRule, type ElementVerdict } from './verdict.js';
import { boxOf, shownOf } from './visibility.js';

/** The rule for text nodes directly inside the element of `verdict`, read once from its style. */
export function textRuleOf(verdict: ElementVerdict, area: PageArea, node: Text): TextRule {
  if (verdict.text !== TextRule.Undecided) return verdict.text;
  const style = verdict.style!;
  let rule = TextRule.Hidden;
  if (!shownOf(verdict)) {
    verdict.text = rule;
    return rule;
  }
  // A face with a size-adjust under 100% draws every glyph that much smaller than the font size.
  const fontSize = parseFloat(style.fontSize) * (area.fontScales.size > 0 ? familyScale(style.fontFamily, area.fontScales) : 1);
  if (fontSize >= MIN_TEXT_PX && drawnLegibly(verdict, fontSize) && painted(verdict, style, verdict.opacity * blurShare(fontSize, verdict.blur), area, node)) {
    if (userEditable(style)) rule = TextRule.Editable;
    // -webkit-text-security draws every character as a disc, circle or square: the characters are not
    // shown (a masked value), and are never read.
    else if (masked(style)) rule = TextRule.Hidden;
    else {
      // text-indent moves the first line of a block; an inline box it moves shows in the box's own
      // geometry, so only a block holding text directly needs it.
      const indent = verdict.inline ? '0px' : style.textIndent;
      rule = indent !== '0px' && parseFloat(indent) < 0 ? TextRule.Measure : TextRule.Visible;
    }
  }
  verdict.text = rule;
  return rule;
}

/**
 * Glyphs stay at least MIN_TEXT_PX in their thinnest direction: a transform that squashes or shears text
 * (`scaleX(0.01)`, `skewX(89deg)`, a line turned after it was flattened) leaves boxes a reader cannot read
 * even where their height passes. Without a transform, zoom alone scales glyphs evenly and the measured
 * line boxes say how tall they are drawn.
 */
function drawnLegibly(verdict: ElementVerdict, fontSize: number): boolean {
  // SVG content is scaled by its viewBox too, unevenly where preserveAspectRatio is none: the screen CTM of
  // the element holds that with every transform and zoom above it.
  if (verdict.svg && verdict.el instanceof SVGGraphicsElement) {
    const ctm = dom.screenCTM(verdict.el);
    if (ctm === null) return false;
    const squeeze = fittedGlyphs(verdict, fontSize);
    return fontSize * thinnest([ctm.a * squeeze, ctm.b * squeeze, ctm.c, ctm.d]) >= MIN_TEXT_PX;
  }
  if (verdict.linear === null) return true;
  return fontSize * zoomOf(verdict) * thinnest(verdict.linear) >= MIN_TEXT_PX;
}

/**
 * How much `textLength` with `lengthAdjust="spacingAndGlyphs"` (on the element or a text element around it)
 * narrows glyphs: not known exactly, so the fitted advance per character is taken against an em, wider than
 * any script's average. Text pressed to under 4 px a character is then hidden; 1 where nothing is fitted.
 */
function fittedGlyphs(verdict: ElementVerdict, fontSize: number): number {
  let squeeze = 1;
  for (let v: ElementVerdict | null = verdict; v && v.svg && v.el instanceof SVGTextContentElement; v = v.parent) {
    const el = v.el;
    if (!v.attributed || !dom.hasAttribute(el, 'textLength')) continue;
    if (dom.svgLengthAdjust(el).baseVal !== SVGTextContentElement.LENGTHADJUST_SPACINGANDGLYPHS) continue;
    const chars = dom.svgCharCount(el);
    if (chars > 0) squeeze = Math.min(squeeze, dom.svgTextLength(el) / chars / fontSize);
  }
  return Math.max(0, squeeze);
}

/** The product of every `zoom` from the root down to the element (each element's computed value is its own). */
function zoomOf(verdict: ElementVerdict): number {
  if (verdict.zoom !== undefined) return verdict.zoom;
  const chain: ElementVerdict[] = [];
  let v: ElementVerdict | null = verdict;
  while (v && v.zoom === undefined) {
    chain.push(v);
    v = v.parent;
  }
  let zoom = v?.zoom ?? 1;
  for (let i = chain.length - 1; i >= 0; i--) {
    const current = chain[i]!;
    if (current.style && !current.boxless) zoom *= parseFloat(current.style.zoom) || 1;
    current.zoom = zoom;
  }
  return zoom;
}

/**
 * The glyphs are drawn in a colour that stands out from what they sit on (fill, else stroke or
 * shadow), after the filters above them; `share` is what opacity and blur leave of the difference.
 */
function painted(verdict: ElementVerdict, style: CSSStyleDeclaration, share: number, area: PageArea, node: Text): boolean {
  const blender = blenderOf(verdict);
  const seen =
    blender === null
      ? (colour: Rgba | null, backdrop: Rgba | null): boolean => standsOut(colour && mapColor(verdict.colorMap, colour), share, backdrop)
      : blendedSeen(verdict, blender, share);
  if (verdict.svg) return svgPainted(verdict, style, seen);
  const fill = parseColor(style.webkitTextFillColor);
  if (seen(fill, backdropOf(verdict))) return true;
  // The rare case from here on: reads that only hiding text pays for. Blended text is judged against its
  // blended surroundings alone.
  if (fill && fill.a > 0 && blender === null && imageBehind(verdict) && seen(fill, null)) return true;
  if (fill && fill.a > 0 && blender === null) {
    for (const point of samplePoints(verdict, area, node)) if (seen(fill, backdropAt(verdict, area, point))) return true;
  }
  const strokeWidth = parseFloat(style.webkitTextStrokeWidth);
  if (strokeWidth > 0 && seen(parseColor(style.webkitTextStrokeColor), backdropOf(verdict))) return true;
  const shadow = style.textShadow;
  if (shadow !== 'none') {
    for (const m of shadow.matchAll(/(rgba?|color|oklab|oklch|lab|lch)\([^)]*\)/g)) {
      if (seen(parseColor(m[0]), backdropOf(verdict))) return true;
    }
  }
  return false;
}

/** SVG text is painted with `fill` and `stroke` (paint servers such as gradients count as painted). */
function svgPainted(verdict: ElementVerdict, style: CSSStyleDeclaration, seen: (colour: Rgba | null, backdrop: Rgba | null) => boolean): boolean {
  const paint = (value: string, opacity: string): boolean => {
    if (value === 'none') return false;
    if (value.startsWith('url(')) return true;
    const colour = parseColor(value);
    return seen(colour && { ...colour, a: colour.a * parseFloat(opacity) }, backdropOf(verdict));
  };
  if (paint(style.fill, style.fillOpacity)) return true;
  return parseFloat(style.strokeWidth) > 0 && paint(style.stroke, style.strokeOpacity);
}

/**
 * The colour the element's content sits on: the background colours of it and its ancestors as their
 * filters paint them, each over the one below, ending on the canvas. Opacity is left out on purpose: it
 * scales the difference between text and what it sits on, and `standsOut` applies it to that difference.
 */
export function backdropOf(verdict: ElementVerdict): Rgba | null {
  if (verdict.backdrop !== undefined) return verdict.backdrop;
  // Iterative: a deep page must not overflow the stack.
  const chain: ElementVerdict[] = [];
  let v: ElementVerdict | null = verdict;
  while (v && v.backdrop === undefined) {
    chain.push(v);
    v = v.parent;
  }
  let below: Rgba | null = v ? (v.backdrop as Rgba | null) : null;
  for (let i = chain.length - 1; i >= 0; i--) {
    const current = chain[i]!;
    if (current.boxless || !current.style) current.backdrop = below;
    else {
      const parsed = parseColor(current.style.backgroundColor);
      const background = parsed && parsed.a > 0 ? mapColor(current.colorMap, parsed) : null;
      if (!background) current.backdrop = below;
      else if (background.a >= 1) current.backdrop = background;
      else current.backdrop = below ? over(background, below) : null;
    }
    below = current.backdrop;
  }
  return below;
}

/**
 * The nearest element from `verdict` up whose `mix-blend-mode` is not normal, read once per element on the way
 * (iterative: a deep page must not overflow the stack).
 */
function blenderOf(verdict: ElementVerdict): ElementVerdict | null {
  const chain: ElementVerdict[] = [];
  let v: ElementVerdict | null = verdict;
  while (v && v.blender === undefined) {
    chain.push(v);
    v = v.parent;
  }
  let above: ElementVerdict | null = v ? (v.blender as ElementVerdict | null) : null;
  for (let i = chain.length - 1; i >= 0; i--) {
    const current = chain[i]!;
    const mode = current.boxless || !current.style ? 'normal' : current.style.mixBlendMode;
    current.blender = mode === 'normal' ? above : current;
    above = current.blender;
  }
  return above;
}

/**
 * Judges colours of text inside the element `blender`, which blends its content with what is below it: the
 * text and what surrounds it inside `blender` (its backgrounds from there down; where there are none, the
 * backdrop shows unblended) are both blended with the backdrop below. Only the innermost blending element is
 * worked out; below it, the backdrop is taken as the page's, as if nothing between formed a group of its own.
 */
function blendedSeen(verdict: ElementVerdict, blender: ElementVerdict, share: number): (colour: Rgba | null, backdrop: Rgba | null) => boolean {
  const mode = blender.style!.mixBlendMode;
  const below = blender.parent ? backdropOf(blender.parent) : null;
  const within = backgroundsWithin(verdict, blender);
  return (colour) => {
    const mapped = colour && mapColor(verdict.colorMap, colour);
    if (!mapped || !below) return standsOut(mapped, share, null);
    const around = within ? blendColor(mode, below, within) : below;
    return standsOut(blendColor(mode, below, mapped), share, around);
  };
}

/** The background colours from `top` down to `verdict`, each over the one below, over nothing; null for none. */
function backgroundsWithin(verdict: ElementVerdict, top: ElementVerdict): Rgba | null {
  const layers: Rgba[] = [];
  for (let v: ElementVerdict | null = verdict; v; v = v.parent) {
    if (!v.boxless && v.style) {
      const parsed = parseColor(v.style.backgroundColor);
      if (parsed && parsed.a > 0) layers.push(mapColor(v.colorMap, parsed));
    }
    if (v === top) break;
  }
  let colour: Rgba | null = null;
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    if (!colour) colour = layer;
    else {
      const under: Rgba = colour;
      const a = layer.a + under.a * (1 - layer.a);
      const mix = (l: number, c: number): number => (l * layer.a + c * under.a * (1 - layer.a)) / a;
      colour = { r: mix(layer.r, under.r), g: mix(layer.g, under.g), b: mix(layer.b, under.b), a };
    }
  }
  return colour;
}

/** A point of the text where it is laid out, and where it shows (in a scroll container: scrolled to). */
interface Sample {
  x: number;
  y: number;
  shownX: number;
  shownY: number;
}

/**
 * Points of the text to look at its backdrop again: the centre and four points a quarter in from the
 * edges of its element's box (or of its own first line box, when the element's box has no area), where
 * glyphs are. Part of a text moved or scaled past the edge of a background sits on what is beyond it.
 */
function samplePoints(verdict: ElementVerdict, area: PageArea, node: Text): Sample[] {
  let box = boxOf(verdict, area);
  if (!box || box.right <= box.left || box.bottom <= box.top) box = textFragments(node, area)[0] ?? null;
  if (!box) return [];
  // Text in a scroll container shows where the container shows what it is scrolled to.
  let shown = box;
  if (verdict.port) {
    const part = intersect(box, verdict.port);
    shown = part.right > part.left && part.bottom > part.top ? part : verdict.port;
  }
  const at = (fx: number, fy: number): Sample => ({
    x: box.left + (box.right - box.left) * fx,
    y: box.top + (box.bottom - box.top) * fy,
    shownX: shown.left + (shown.right - shown.left) * fx,
    shownY: shown.top + (shown.bottom - shown.top) * fy,
  });
  return [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
}

/**
 * The backdrop at one point: only the backgrounds whose box (with an area: an empty box paints no
 * background) holds the point, each over the one below, on the canvas. Boxes inside the text's scroll
 * container scroll with it; the container and what is around it stay where they are.
 */
function backdropAt(verdict: ElementVerdict, area: PageArea, point: Sample): Rgba | null {
  const layers: Rgba[] = [];
  let canvas: Rgba | null = null;
  for (let v: ElementVerdict | null = verdict; v; v = v.parent) {
    if (!v.el) {
      canvas = v.backdrop ?? null;
      break;
    }
    if (v.boxless || !v.style) continue;
    const parsed = parseColor(v.style.backgroundColor);
    if (!parsed || parsed.a === 0) continue;
    const around = boxOf(v, area);
    // Inside the container: it and its parent share the port (the container's own background stays put).
    const scrolls = verdict.port !== null && v.port === verdict.port && v.parent?.port === verdict.port;
    const x = scrolls ? point.x : point.shownX;
    const y = scrolls ? point.y : point.shownY;
    if (around && around.right > around.left && around.bottom > around.top && x >= around.left && x <= around.right && y >= around.top && y <= around.bottom) {
      layers.push(mapColor(v.colorMap, parsed));
    }
  }
  let colour = canvas;
  for (let i = layers.length - 1; i >= 0 && colour; i--) colour = over(layers[i]!, colour);
  return colour;
}

/**
 * Whether an image may paint between the text and the background colour it was compared with, up to
 * the nearest opaque background: then the colour it sits on is not known.
 */
function imageBehind(verdict: ElementVerdict): boolean {
  for (let v: ElementVerdict | null = verdict; v && v.style; v = v.parent) {
    if (v.boxless) continue;
    if (v.style.backgroundImage !== 'none') return true;
    if (parseColor(v.style.backgroundColor)?.a === 1) return false;
  }
  return false;
}

/** How much of a text node is perceivable. */
export const enum Seen {
  Hidden = 0,
  Whole = 1,
  /** Some of it: a clip or the page's edge cuts through it, or part of it is drawn too small. */
  Part = 2,
}

/**
 * How much of text node `node`, directly inside the element of `parent`, is perceivable. White space alone
 * only separates words: the element's style decides it without measuring.
 *
 * The first text of an element is measured by its own line boxes, which says how big its glyphs are
 * drawn (font size, every transform and zoom) and where. Later texts of the same element share that
 * scale: when the element's box is wholly inside every clip and its content does not overflow it, they are
 * inside too (text that overflows a box further than a clip above reaches set `measure` on that clip);
 * otherwise they are measured as well. A text some of whose line boxes a clip cuts through is `Part`:
 * `visiblePart` then says which of its words show.
 */
export function textSeen(node: Text, parent: ElementVerdict, area: PageArea, blank: boolean): Seen {
  const rule = textRuleOf(parent, area, node);
  if (rule === TextRule.Hidden || rule === TextRule.Editable || parent.editable) return Seen.Hidden;
  if (blank || parent.lazy) return Seen.Whole;
  if (rule === TextRule.Visible && !parent.measure && parent.glyph !== undefined && parent.glyph >= MIN_TEXT_PX) {
    const box = boxOf(parent, area);
    if (box && box.right - box.left >= 1 && within(box, parent.clip) && contentInside(parent)) return Seen.Whole;
  }
  let visible = false;
  let cut = false;
  let glyph = 0;
  for (const fragment of textFragments(node, area)) {
    const height = fragment.bottom - fragment.top;
    glyph = Math.max(glyph, height);
    if (height >= MIN_TEXT_PX && legibleInside(fragment, parent.clip)) {
      visible = true;
      if (!nearlyWithin(fragment, parent.clip)) cut = true;
    } else cut = true;
  }
  parent.glyph ??= glyph;
  return !visible ? Seen.Hidden : cut ? Seen.Part : Seen.Whole;
}

/** Inside, give or take the pixel that rounding puts a glyph box over the edge of the box that holds it. */
function nearlyWithin(box: Box, clip: Box): boolean {
  return box.left >= clip.left - 1 && box.top >= clip.top - 1 && box.right <= clip.right + 1 && box.bottom <= clip.bottom + 1;
}

/** At most this much of a cut text is looked at, word by word; the rest is left out. */
const PART_UNITS = 16 * 1024;
const PART_WORDS = 512;
/** A word cut by the clip is looked at character by character, up to this many. */
const PART_WORD_UNITS = 256;
const WORD = /\S+/g;

/**
 * The words of a cut text (`Seen.Part`) that show: a word inside the clips whole, a word the clip cuts
 * through only for the characters that show (so a long word cannot carry hidden text past the edge). Words
 * are joined by single spaces, and white space at either end of the node is kept to join it to its
 * neighbours. What lies past the limits above is left out: dropping a little is cheap, reading hidden
 * text is not.
 */
export function visiblePart(node: Text, parent: ElementVerdict, area: PageArea): string {
  const data = dom.textData(node);
  const limit = Math.min(data.length, PART_UNITS);
  const shown = (start: number, end: number): { any: boolean; all: boolean } => {
    let any = false;
    let all = true;
    for (const f of partFragments(node, start, end, area)) {
      const legible = f.bottom - f.top >= MIN_TEXT_PX && legibleInside(f, parent.clip);
      if (legible) any = true;
      if (!legible || !nearlyWithin(f, parent.clip)) all = false;
    }
    return { any, all: any && all };
  };
  const words: string[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(data), count = 0; m && m.index < limit && count < PART_WORDS; m = WORD.exec(data), count++) {
    const start = m.index;
    const end = Math.min(start + m[0].length, limit);
    const whole = shown(start, end);
    if (whole.all) words.push(data.slice(start, end));
    else if (whole.any) {
      let kept = '';
      for (let i = start; i < Math.min(end, start + PART_WORD_UNITS);) {
        const code = data.charCodeAt(i);
        const next = code >= 0xd800 && code <= 0xdbff && i + 1 < end ? i + 2 : i + 1;
        if (shown(i, next).any) kept += data.slice(i, next);
        i = next;
      }
      if (kept) words.push(kept);
    }
  }
  if (words.length === 0) return '';
  const space = (code: number): boolean => code === 32 || (code >= 9 && code <= 13) || code === 0xa0;
  return (space(data.charCodeAt(0)) ? ' ' : '') + words.join(' ') + (space(data.charCodeAt(data.length - 1)) ? ' ' : '');
}

/**
 * Whether the element's content stays inside its box: text that overflows it (no wrapping, right-to-left
 * text in a narrow box) may reach past the page's edge where nothing clips it, so it is measured. An inline
 * box counts as inside: its box is its text's. Read once per element, when a second text asks.
 */
function contentInside(verdict: ElementVerdict): boolean {
  verdict.inside ??= verdict.el === null || !overflows(new LayoutReads(verdict.el));
  return verdict.inside;
}
