// Whether a text node is perceivable (docs/contract.md, "Collection"): the style of the element that holds
// it (size, fill against its background, editability), then where its glyphs land against the page and
// every clip above them. The element's properties are read on its first text node only; every text's own
// boxes are measured (4-11 us each): the element's box cannot answer for them (words after an inline box
// with a negative margin lie left of that box, where no overflow figure sees them).
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import { dom, firstLineStyleOf, styleOf, userEditable } from './dom.js';
import { backdropOf, painted } from './contrast.js';
import { familyScale, pageFont } from './fonts.js';
import { intersect, nearlyWithin, within, type Box } from './box.js';
import { beforeEllipsis } from './ellipsis.js';
import { legibleInside, partFragments, textBounds, textFragments, type PageArea } from './geometry.js';
import { blurShare, over, parseColor, standsOut } from './paint.js';
import { thinnest, turns, type Linear } from './transforms.js';
import { inkOf, inkShows, type Ink } from './ink.js';
import { fromAbove, TextRule, type ElementVerdict } from './verdict.js';
import { shownOf } from './shown.js';
import { onOtherPaint } from './underlay.js';
import { editableOf, passedDown } from './inherited.js';
import { Fit, fitTurned, sizeFromBounds } from './turned.js';

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
  const scales = area.fonts.scales;
  const fontSize = parseFloat(style.fontSize) * (scales.size > 0 ? familyScale(style.fontFamily, scales) : 1);
  const share = verdict.opacity * blurShare(fontSize, verdict.blur);
  if (fontSize >= MIN_TEXT_PX && drawnLegibly(verdict, fontSize) && painted(verdict, style, share, area, node)) {
    if (editableOf(verdict) || slottedEditable(verdict, node)) rule = TextRule.Editable;
    else if (firstLineHides(verdict, area, node)) rule = TextRule.Hidden;
    // Moved over another box that paints, it is seen on that box's colour.
    else if (onOtherPaint(verdict, style, share, area, node)) rule = TextRule.Hidden;
    // -webkit-text-security draws every character as a disc, circle or square: the characters are not
    // shown (a masked value), and are never read.
    else if (passedDown(verdict, 'webkitTextSecurity') !== 'none') rule = TextRule.Hidden;
    else rule = TextRule.Visible;
  }
  verdict.text = rule;
  return rule;
}

/**
 * Text a slot takes from its host's light children takes typing by its own parent's style: under an
 * editable host the slot computes `-webkit-user-modify: read-only`, and the text is editable all the same.
 */
function slottedEditable(verdict: ElementVerdict, node: Text): boolean {
  const parent = dom.parentNode(node);
  return parent instanceof Element && parent !== verdict.el && userEditable(styleOf(parent));
}

/**
 * A block's first formatted line is painted in a style of its own where `::first-line` gives one (the
 * block's own, one it takes from the blocks around it, or a shadow root's `:host::first-line`). Where that
 * style hides text, all text in the block counts as hidden: which text lands on the first line is not
 * measured, and an inline element's own colour, which would win there, is not looked at. Read once per
 * block that holds text.
 */
function firstLineHides(verdict: ElementVerdict, area: PageArea, node: Text): boolean {
  let block = verdict;
  while (block.inline && block.parent?.el) block = block.parent;
  // Without a `::first-line` rule in the page's sources the first line is styled as its block.
  if (block.firstLine === undefined) block.firstLine = block.svg || block.inline || !area.declared.firstLine ? false : lineStyleHides(block, area, node);
  return block.firstLine;
}

/**
 * Whether the block's `::first-line` style hides text. A pseudo-element's style is computed again on every
 * read (about 0.85 us each), so the first-line style is told apart from the block's own by what can hide
 * text: colour, size and line background always; the font family only where the page has faces of its own
 * (fonts.ts: one may draw nothing, and a first line set in another of them counts as hidden); stroke and
 * shadow only where the block's own fill is transparent, so that they are what shows its text.
 */
function lineStyleHides(block: ElementVerdict, area: PageArea, node: Text): boolean {
  const own = block.style!;
  const line = firstLineStyleOf(block.el!);
  // Where no first-line style applies, inherited properties equal the block's own and the background,
  // which is not inherited, is transparent.
  const background = parseColor(line.backgroundColor);
  const lineBackground = background !== null && background.a > 0;
  const differs = (property: 'color' | 'fontSize' | 'fontFamily' | 'webkitTextStrokeWidth' | 'webkitTextStrokeColor' | 'textShadow'): boolean =>
    line[property] !== own[property];
  const ownFill = parseColor(own.webkitTextFillColor);
  const unchanged =
    !lineBackground &&
    !differs('color') &&
    !differs('fontSize') &&
    !(area.fonts.families.size > 0 && differs('fontFamily')) &&
    !(ownFill !== null && ownFill.a === 0 && (differs('webkitTextStrokeWidth') || differs('webkitTextStrokeColor') || differs('textShadow')));
  if (unchanged) return false;
  // Glyphs of another of the page's own faces are not looked at for ink here: such a first line counts as hidden.
  if (area.fonts.families.size > 0 && differs('fontFamily') && pageFont(line, area.fonts) !== null) return true;
  const scales = area.fonts.scales;
  const fontSize = parseFloat(line.fontSize) * (scales.size > 0 ? familyScale(line.fontFamily, scales) : 1);
  if (!(fontSize >= MIN_TEXT_PX) || !drawnLegibly(block, fontSize)) return true;
  const share = block.opacity * blurShare(fontSize, block.blur);
  if (!painted(block, line, share, area, node)) return true;
  // The line's own background is painted behind its text only.
  if (!lineBackground) return false;
  const below = backdropOf(block);
  return !standsOut(parseColor(line.webkitTextFillColor), share, below ? over(background, below) : background.a >= 1 ? background : null);
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
    if (!placedOnPath(verdict)) return false;
    const ctm = dom.screenCTM(verdict.el);
    if (ctm === null) return false;
    const squeeze = fittedGlyphs(verdict, fontSize);
    return fontSize * thinnest([ctm.a * squeeze, ctm.b * squeeze, ctm.c, ctm.d]) >= MIN_TEXT_PX;
  }
  if (verdict.linear === null) return true;
  return fontSize * zoomOf(verdict) * thinnest(verdict.linear) >= MIN_TEXT_PX;
}

/** At most this many characters of a `<textPath>` are looked at; a longer one counts as hidden. */
const PATH_CHARS = 512;

/**
 * Text on a `<textPath>` draws no glyph where it runs past the end of its path, though Chromium still gives
 * those characters boxes; their extents are empty. All of the text of a path counts as hidden unless every
 * character of it is placed.
 */
function placedOnPath(verdict: ElementVerdict): boolean {
  for (let v: ElementVerdict | null = verdict; v && v.svg && v.el instanceof SVGTextContentElement; v = v.parent) {
    if (v.tag !== 'textPath') continue;
    const count = dom.svgCharCount(v.el);
    if (count > PATH_CHARS) return false;
    for (let i = 0; i < count; i++) {
      const extent = dom.svgExtentOfChar(v.el, i);
      if (extent.width === 0 && extent.height === 0) return false;
    }
    return true;
  }
  return true;
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
export function zoomOf(verdict: ElementVerdict): number {
  return fromAbove(verdict, 'zoom', 1, (v, above) => (v.style && !v.boxless ? above * (parseFloat(v.style.zoom) || 1) : above));
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
 * Every other text is measured by its own line boxes, which say how big its glyphs are drawn (font size,
 * every transform and zoom) and where. The element's box does not stand in for them: an inline box or image
 * with a negative margin before them on the line, or a negative text indent, carries them past the box's
 * left edge, where no overflow figure of the element sees them. A text some of whose line boxes a clip cuts
 * through is `Part`: `visiblePart` then says which of its words show.
 *
 * Where nothing can draw one line of a text smaller than another (no transform above it, no style source
 * that declares perspective, zoom or font-size-adjust), every line box is as tall as its font draws it, at
 * least MIN_TEXT_PX by the text's rule: one box around them all, cheaper than the list, answers when it
 * lies inside every clip.
 */
export function textSeen(node: Text, parent: ElementVerdict, area: PageArea, blank: boolean): Seen {
  const rule = textRuleOf(parent, area, node);
  // Visually hidden text inside a control is never seen: it only names the control (`spokenSeen`).
  if (rule === TextRule.Hidden || rule === TextRule.Editable || parent.editable || parent.assistive) return Seen.Hidden;
  return placedSeen(node, parent, area, blank);
}

/**
 * How much of text node `node` in a visually hidden box inside a control (`assistive`) would be seen but for
 * that box's own clips, which its element's verdict leaves out: the text names the control only where its
 * style and everything else of the rule show it. Text the box's content pushes off the page (a negative
 * text indent or margin) or that a clip inside the box cuts (a `::details-content` of no height) names
 * nothing, or only its words in view. Hidden for any text outside such a box.
 */
export function spokenSeen(node: Text, parent: ElementVerdict, area: PageArea, blank: boolean): Seen {
  if (!parent.assistive || parent.editable || textRuleOf(parent, area, node) !== TextRule.Visible) return Seen.Hidden;
  return placedSeen(node, parent, area, blank);
}

/** How much of a text whose style shows it is seen where its line boxes lie, against the page and the clips above it. */
function placedSeen(node: Text, parent: ElementVerdict, area: PageArea, blank: boolean): Seen {
  if (blank) return Seen.Whole;
  // A word spacing so negative that a space takes the pen back draws a text's words away from the line box it
  // reports (`word-spacing: -3000px` leaves a box of no width where the first word is, and puts the second one
  // off the page): its words are measured one by one. Down to a quarter of an em, less than any space is wide, the
  // pen never goes back and the line box holds every glyph.
  const spacing = passedDown(parent, 'wordSpacing') ?? '0px';
  if (spacing.charCodeAt(0) === 45 && parseFloat(spacing) < -0.25 * parseFloat(parent.style!.fontSize)) return Seen.Part;
  if (parent.linear === null && !parent.svg && !area.declared.scalesText) {
    const bounds = textBounds(node, area);
    if (bounds === null) return Seen.Hidden;
    if (bounds.bottom - bounds.top >= MIN_TEXT_PX && within(bounds, parent.clip) && beforeEllipsis(bounds, parent.ellipsis)) return Seen.Whole;
  }
  let visible = false;
  let cut = false;
  let ink: Ink | null | undefined;
  const inkOfText = (): Ink | null => (ink === undefined ? (ink = inkOf(parent, dom.textData(node))) : ink);
  // Under an ellipsis (`text-overflow`), what counts of a line is what ends before it.
  const clip = parent.ellipsis === null ? parent.clip : intersect(parent.clip, parent.ellipsis);
  for (const fragment of textFragments(node, area)) {
    if (collapsedTurned(fragment, parent.linear)) continue;
    const turned = parent.turned === null ? Fit.In : fitTurned(parent.turned, fragment, parent.linear, zoomOf(parent), null);
    if (turned !== Fit.Out && fragment.bottom - fragment.top >= MIN_TEXT_PX && legibleInside(fragment, clip) && inkShows(fragment, clip, inkOfText)) {
      visible = true;
      if (turned === Fit.Part || !nearlyWithin(fragment, parent.clip) || !beforeEllipsis(fragment, parent.ellipsis)) cut = true;
    } else cut = true;
  }
  return !visible ? Seen.Hidden : cut ? Seen.Part : Seen.Whole;
}

/**
 * A line box of no width or height (a text whose negative letter spacing takes the pen back past its start reports
 * one) that a rotation or a skew gives bounds with an area: it holds no glyph, and is left out as textFragments
 * leaves out such a box upright.
 */
function collapsedTurned(fragment: Box, linear: Linear): boolean {
  if (!turns(linear)) return false;
  const size = sizeFromBounds(fragment, linear);
  return size !== null && (size.width < 0.5 || size.height < 0.5);
}

/**
 * At most this much of a cut text is looked at, word by word; the rest is left out. Every cut text of one
 * collection shares PART_MEASURES (geometry.ts), so a page of many cut texts cannot make a collection
 * measure without end.
 */
const PART_UNITS = 16 * 1024;
const PART_WORDS = 512;
/** A word cut by the clip is looked at character by character, up to this many. */
const PART_WORD_UNITS = 256;
const WORD = /\S+/g;

/**
 * The words of a cut text (`Seen.Part`) that show: a word inside the clips whole, a word the clip cuts
 * through only for the characters that show (so a long word cannot carry hidden text past the edge), and
 * under an ellipsis (`text-overflow`) only the characters that end before it. Words are joined by single
 * spaces, and white space at either end of the node is kept to join it to its neighbours. What lies past the
 * limits above is left out: dropping a little is cheap, reading hidden text is not.
 */
export function visiblePart(node: Text, parent: ElementVerdict, area: PageArea): string {
  const data = dom.textData(node);
  const limit = Math.min(data.length, PART_UNITS);
  let ink: Ink | null | undefined;
  const inkOfText = (): Ink | null => (ink === undefined ? (ink = inkOf(parent, data)) : ink);
  const clip = parent.ellipsis === null ? parent.clip : intersect(parent.clip, parent.ellipsis);
  /** `any`: some of it shows; `all`: all of it; `before`: all of it ends before an ellipsis. */
  const shown = (start: number, end: number): { any: boolean; all: boolean; before: boolean } => {
    // Past the collection's budget nothing more is measured, and what is not measured is left out.
    if (area.partMeasures.left <= 0) return { any: false, all: false, before: false };
    area.partMeasures.left--;
    let any = false;
    let all = true;
    let before = true;
    for (const f of partFragments(node, start, end, area)) {
      if (collapsedTurned(f, parent.linear)) continue;
      const turned = parent.turned === null ? Fit.In : fitTurned(parent.turned, f, parent.linear, zoomOf(parent), null);
      const legible = turned !== Fit.Out && f.bottom - f.top >= MIN_TEXT_PX && legibleInside(f, clip) && inkShows(f, clip, inkOfText);
      if (legible) any = true;
      if (!beforeEllipsis(f, parent.ellipsis)) before = false;
      if (!legible || turned === Fit.Part || !nearlyWithin(f, parent.clip) || !before) all = false;
    }
    return { any, all: any && all, before };
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
        const character = shown(i, next);
        // The ellipsis takes the place of every character that would reach under it, wholly.
        if (character.any && character.before) kept += data.slice(i, next);
        i = next;
      }
      if (kept) words.push(kept);
    }
  }
  if (words.length === 0) return '';
  const space = (code: number): boolean => code === 32 || (code >= 9 && code <= 13) || code === 0xa0;
  return (space(data.charCodeAt(0)) ? ' ' : '') + words.join(' ') + (space(data.charCodeAt(data.length - 1)) ? ' ' : '');
}
