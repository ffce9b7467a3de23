// What an open <details> does to its content besides its summary (docs/contract.md, "The visibility rule"):
// Chromium renders that content inside a `::details-content` box, which a page can style like an element
// (`content-visibility: hidden`, `opacity: 0`, `height: 0; overflow: hidden`). The content's own computed
// styles inherit through that box, but none of its effects that do not inherit show in them.
import { EVERYTHING } from './declared.js';
import { dom, pseudoStyleOf, styleOf, tagOf } from './dom.js';
import { intersect, type Box } from './box.js';
import { pageBox, type PageArea } from './geometry.js';
import { composeMaps, opacityCanShow, parseFilter } from './paint.js';
import { svgFilterEffect } from './svg-filters.js';
import { compose, ownLinear } from './transforms.js';
import { TextRule, type ElementVerdict } from './verdict.js';

/**
 * The context the content of the open <details> `el` (verdict `details`) is judged in: null where its
 * `::details-content` box does nothing a reader could notice (the common case), `hidden` where it hides all of it.
 */
export function detailsContent(details: ElementVerdict, el: Element, area: PageArea, hidden: ElementVerdict): ElementVerdict | null {
  const style = pseudoStyleOf(el, '::details-content');
  if (style.display === 'none' || style.contentVisibility === 'hidden') return hidden;
  const opacity = style.opacity;
  const filter = style.filter;
  const transform = style.transform;
  const rotate = style.rotate;
  const scale = style.scale;
  const overflow = { x: style.overflowX, y: style.overflowY };
  const contain = style.contain;
  const clips = overflow.x !== 'visible' || overflow.y !== 'visible' || contain !== 'none';
  const plain =
    opacity === '1' &&
    filter === 'none' &&
    transform === 'none' &&
    rotate === 'none' &&
    scale === 'none' &&
    !clips &&
    style.clipPath === 'none' &&
    style.maskImage === 'none' &&
    style.backgroundColor === 'rgba(0, 0, 0, 0)' &&
    style.mixBlendMode === 'normal' &&
    style.backdropFilter === 'none' &&
    sameText(style, details.style!);
  if (plain) return null;
  // A clip-path or mask cuts a box whose place no API gives: its content counts as hidden. So does a backdrop
  // filter, which repaints what the content sits on, and an ellipsis, which hides the ends of its lines.
  if (style.clipPath !== 'none' || style.maskImage !== 'none' || style.backdropFilter !== 'none') return hidden;
  if (clips && style.textOverflow !== 'clip') return hidden;
  const content: ElementVerdict = {
    ...details,
    tag: '::details-content',
    parent: details,
    // A pseudo-element the user agent's sheet styles: every property is read.
    rare: EVERYTHING,
    prune: false,
    shown: undefined,
    inline: false,
    boxless: false,
    text: TextRule.Undecided,
    // Text directly inside <details> takes the box's colours and fonts; its background is the box's.
    style,
    blender: undefined,
    backdrop: undefined,
    veiled: undefined,
    ground: undefined,
    grounds: undefined,
    imaged: undefined,
    box: undefined,
    zoom: undefined,
    inkFont: undefined,
    passed: undefined,
    above: undefined,
    groundAbove: undefined,
    fixedHeld: undefined,
    firstLine: undefined,
    columnsCollapse: undefined,
    unpainted: details.unpainted,
    content: null,
    perspective: 0,
    ellipsis: null,
  };
  if (opacity !== '1') content.opacity *= parseFloat(opacity);
  if (filter !== 'none') {
    const effect = parseFilter(filter, (raw) => svgFilterEffect(raw, el));
    content.opacity *= effect.opacity;
    content.colorMap = composeMaps(details.colorMap, effect.map);
    content.blur = Math.hypot(details.blur, effect.blur);
  }
  if (!opacityCanShow(content.opacity)) return hidden;
  if (transform !== 'none' || rotate !== 'none' || scale !== 'none') content.linear = compose(details.linear, ownLinear(transform, rotate, scale));
  if (clips) {
    const box = contentBox(el, style, area);
    if (!box) return hidden;
    const paint = contain.includes('paint') || contain === 'strict' || contain === 'content';
    // A scroll container lets the reader scroll to all of it; hidden and clip cut at the padding box.
    const cuts = (axis: string) => paint || axis === 'hidden' || axis === 'clip';
    content.clip = intersect(details.clip, {
      left: cuts(overflow.x) ? box.left : -Infinity,
      right: cuts(overflow.x) ? box.right : Infinity,
      top: cuts(overflow.y) ? box.top : -Infinity,
      bottom: cuts(overflow.y) ? box.bottom : Infinity,
    });
  }
  return content;
}

/** The inherited text properties the box may set for text directly inside it. */
function sameText(style: CSSStyleDeclaration, details: CSSStyleDeclaration): boolean {
  return (
    style.color === details.color &&
    style.fontSize === details.fontSize &&
    style.visibility === details.visibility &&
    style.webkitTextFillColor === details.webkitTextFillColor &&
    style.textShadow === details.textShadow
  );
}

/**
 * The padding box of `::details-content` on the page, worked out from its used size and the summary above it
 * (in flow, the box starts below it); null where a summary out of the ordinary leaves its place unknown.
 */
function contentBox(el: Element, style: CSSStyleDeclaration, area: PageArea): Box | null {
  let summary: Element | null = null;
  for (let n = dom.firstChild(el); n; n = dom.nextSibling(n)) {
    if (n instanceof Element && tagOf(n) === 'summary') {
      summary = n;
      break;
    }
  }
  if (summary === null) return null;
  const summaryStyle = styleOf(summary);
  if (summaryStyle.position !== 'static' && summaryStyle.position !== 'relative') return null;
  if (summaryStyle.float !== 'none' || summaryStyle.display === 'none' || summaryStyle.display === 'contents') return null;
  // A transform moves the summary's box but not its place in the flow.
  if (summaryStyle.transform !== 'none' || summaryStyle.translate !== 'none') return null;
  const px = (value: string) => parseFloat(value) || 0;
  const details = pageBox(dom.rect(el), area);
  const detailsStyle = styleOf(el);
  const left = details.left + dom.clientLeft(el) + px(detailsStyle.paddingLeft) + px(style.marginLeft) + px(style.borderLeftWidth);
  // Margins between the summary and the box collapse: the larger one separates them, and the first child's
  // joins them where nothing in between stops it.
  const margins = [px(summaryStyle.marginBottom), px(style.marginTop)];
  if (px(style.borderTopWidth) === 0 && px(style.paddingTop) === 0 && !formattingContext(style)) margins.push(firstChildMargin(el, summary));
  // Collapsed margins: the largest positive one plus the most negative one.
  const top =
    pageBox(dom.rect(summary), area).bottom +
    Math.max(0, ...margins) +
    Math.min(0, ...margins) +
    px(style.borderTopWidth) -
    (summaryStyle.position === 'relative' ? relativeShift(summaryStyle) : 0);
  const borderBox = style.boxSizing === 'border-box';
  const inner = (size: string, padA: string, padB: string, borderA: string, borderB: string) =>
    borderBox ? px(size) - px(borderA) - px(borderB) : px(size) + px(padA) + px(padB);
  const width = inner(style.width, style.paddingLeft, style.paddingRight, style.borderLeftWidth, style.borderRightWidth);
  const height = inner(style.height, style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth);
  return { left, top, right: left + Math.max(0, width), bottom: top + Math.max(0, height) };
}

/** How far `position: relative` moved a box down from its place in the flow. */
function relativeShift(style: CSSStyleDeclaration): number {
  if (style.top !== 'auto') return parseFloat(style.top) || 0;
  return style.bottom !== 'auto' ? -(parseFloat(style.bottom) || 0) : 0;
}

/** Whether the box starts a formatting context of its own, so no child's margin collapses through its top. */
function formattingContext(style: CSSStyleDeclaration): boolean {
  const own = (axis: string) => axis === 'hidden' || axis === 'auto' || axis === 'scroll';
  return own(style.overflowX) || own(style.overflowY) || style.contain !== 'none' || style.display !== 'block';
}

/**
 * The top margin of the content's first box where it is a block in flow (the margin a collapse takes past
 * the box's top); 0 where text or nothing comes first.
 */
function firstChildMargin(el: Element, summary: Element): number {
  for (let n = dom.firstChild(el); n; n = dom.nextSibling(n)) {
    if (n === summary) continue;
    if (n instanceof Text) {
      if (dom.textData(n).trim() !== '') return 0;
      continue;
    }
    if (!(n instanceof Element)) continue;
    const style = styleOf(n);
    if (style.display === 'none' || style.position === 'absolute' || style.position === 'fixed') continue;
    if (style.float !== 'none' || style.display !== 'block') return 0;
    return parseFloat(style.marginTop) || 0;
  }
  return 0;
}
