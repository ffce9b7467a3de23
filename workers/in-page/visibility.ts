// Visibility rules of CONTRACT section 3, decided once per element during the bounded scan.
// How Chromium reports each hiding technique is in ../../shared/notes/chromium-facts.md: plain
// checkVisibility() misses several of them, and display:contents fails it while its children render,
// so the decision reads computed style per element and geometry only where a rule needs it.
import { dom, styleOf, tagOf, transformOf } from './dom.js';

/** What the walk does with an element it has visited. */
export interface ElementVerdict {
  /** Descendants are neither visited nor counted. */
  prune: boolean;
  /** The element renders (its own visibility lets it paint); for controls and regions. */
  shown: boolean;
  /** display is inline or contents: text on either side joins without a space. */
  inline: boolean;
  /** An editable content host: counted, never read, a textbox control. */
  editableHost: boolean;
  /**
   * Whether text nodes directly inside this element are perceivable: decided on the first such text
   * node (`textRuleOf`), so elements without text of their own never pay for the text properties.
   */
  text: TextRule;
  /** The computed style the text rule is read from, until it is decided. */
  style: CSSStyleDeclaration | null;
}

export const enum TextRule {
  Undecided = 0,
  Hidden = 1,
  Visible = 2,
  /** Visible, but a negative text-indent may push it off the page: check the text's geometry. */
  CheckGeometry = 3,
}

/** Elements whose content never contributes text (CONTRACT section 3, "Never contributes text"). */
const NEVER_TEXT = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'select', 'option', 'datalist', 'output', 'input']);
/** Elements whose children are not rendered content of this document (frames, embedded, fallback). */
const OPAQUE = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'canvas', 'video', 'audio', 'head']);

const HIDDEN: ElementVerdict = { prune: true, shown: false, inline: false, editableHost: false, text: TextRule.Hidden, style: null };
/** Never rendered, whatever a page's style says, so no style is read for them (hidden by the UA sheet). */
const UNRENDERED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head']);

export interface PageArea {
  width: number;
  height: number;
  scrollX: number;
  scrollY: number;
}

export function pageArea(): PageArea {
  const root = dom.documentElement(document);
  return {
    width: Math.max(root?.scrollWidth ?? 0, window.innerWidth),
    height: Math.max(root?.scrollHeight ?? 0, window.innerHeight),
    scrollX: window.scrollX,
    scrollY: window.scrollY,
  };
}

/** Attribute rules that hide a whole subtree, whatever the styles say. */
export function hiddenByAttribute(el: Element): boolean {
  // https://www.w3.org/TR/wai-aria-1.2/#aria-hidden
  if (dom.getAttribute(el, 'aria-hidden') === 'true') return true;
  if (dom.hasAttribute(el, 'hidden')) return true;
  if (dom.hasAttribute(el, 'inert')) return true;
  return false;
}

export function inspectElement(el: Element, area: PageArea): ElementVerdict {
  // Most elements carry no attribute at all; one call answers for the three attribute rules.
  if (dom.hasAttributes(el) && hiddenByAttribute(el)) return HIDDEN;
  const tag = tagOf(el);
  if (UNRENDERED_TAGS.has(tag)) return HIDDEN;
  // Each computed property read costs about 0.6 us: read the ones every element needs, cheapest
  // verdicts first, and leave the text-only ones to textRuleOf.
  const style = styleOf(el);
  const display = style.display;
  if (display === 'none') return HIDDEN;
  if (parseFloat(style.opacity) === 0) return HIDDEN;
  // The element keeps a box but paints none of its content: nothing of it is perceivable.
  if (style.contentVisibility === 'hidden') return HIDDEN;

  const box = display !== 'contents';
  if (box && hidesByGeometry(el, style, area)) return HIDDEN;

  const visibility = style.visibility;
  const shown = visibility !== 'hidden' && visibility !== 'collapse';
  const editableHost = isEditableHost(el);
  const prune = NEVER_TEXT.has(tag) || OPAQUE.has(tag) || editableHost;
  return {
    prune,
    shown,
    inline: display === 'inline' || display === 'contents',
    editableHost,
    text: shown && !prune ? TextRule.Undecided : TextRule.Hidden,
    style: shown && !prune ? style : null,
  };
}

/** The rule for text nodes directly inside the element of `verdict`, read once from its style. */
export function textRuleOf(verdict: ElementVerdict): TextRule {
  if (verdict.text !== TextRule.Undecided) return verdict.text;
  const style = verdict.style!;
  let rule = TextRule.Hidden;
  if (parseFloat(style.fontSize) > 0 && !transparent(style.webkitTextFillColor)) {
    const indent = style.textIndent;
    rule = indent !== '0px' && parseFloat(indent) < 0 ? TextRule.CheckGeometry : TextRule.Visible;
  }
  verdict.text = rule;
  verdict.style = null;
  return rule;
}

function isEditableHost(el: Element): boolean {
  if (!(el instanceof HTMLElement) || !dom.isContentEditable(el)) return false;
  const parent = dom.parentNode(el);
  return !(parent instanceof HTMLElement && dom.isContentEditable(parent));
}

function hidesByGeometry(el: Element, style: CSSStyleDeclaration, area: PageArea): boolean {
  const transform = transformOf(el, style);
  if (transform !== 'none' && zeroScale(transform)) return true;
  const clipPath = style.clipPath;
  const position = style.position;
  const positioned = position === 'absolute' || position === 'fixed';
  // The shorthand reads "visible" only when both axes are visible: one read instead of two.
  const overflowClips = style.overflow !== 'visible';
  const moved = position !== 'static' || transform !== 'none';
  const clip = positioned ? style.clip : 'auto';
  if (clipPath === 'none' && clip === 'auto' && !overflowClips && !moved) return false;

  const rect = dom.rect(el);
  if (clipPath !== 'none' && clipPathHides(clipPath, rect)) return true;
  if (clip !== 'auto' && clipRectHides(clip)) return true;
  if (overflowClips && (rect.width === 0 || rect.height === 0)) return true;
  if (moved && outsidePage(rect, area)) return true;
  return false;
}

/** Entirely outside the document's scrollable area (text below the fold is inside it). */
export function outsidePage(rect: DOMRect, area: PageArea): boolean {
  const left = rect.left + area.scrollX;
  const top = rect.top + area.scrollY;
  const right = left + rect.width;
  const bottom = top + rect.height;
  return right <= 0 || bottom <= 0 || left >= area.width || top >= area.height;
}

/** Alpha of a computed colour is zero: `rgba(r, g, b, 0)` or `transparent`. */
function transparent(color: string): boolean {
  if (color === 'transparent') return true;
  const match = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color) ?? /\/\s*([\d.]+%?)\s*\)$/.exec(color);
  if (!match) return false;
  const alpha = match[1] ?? '1';
  return parseFloat(alpha) === 0;
}

function zeroScale(transform: string): boolean {
  const numbers = numbersIn(transform);
  if (transform.startsWith('matrix3d(')) {
    const [a = 1, b = 0, , , c = 0, d = 1] = numbers;
    return a * d - b * c === 0;
  }
  if (transform.startsWith('matrix(')) {
    const [a = 1, b = 0, c = 0, d = 1] = numbers;
    return a * d - b * c === 0;
  }
  return false;
}

function numbersIn(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(/-?[\d.]+(?:e-?\d+)?/g)) out.push(parseFloat(m[0]));
  return out;
}

/** `clip: rect(top, right, bottom, left)` of zero area. */
function clipRectHides(clip: string): boolean {
  const m = /^rect\(([^)]*)\)$/.exec(clip);
  if (!m) return false;
  const parts = (m[1] ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 4) return false;
  const [top, right, bottom, left] = parts.map((p) => (p === 'auto' ? NaN : parseFloat(p)));
  const zeroWidth = right !== undefined && left !== undefined && !Number.isNaN(right) && !Number.isNaN(left) && right <= left;
  const zeroHeight = top !== undefined && bottom !== undefined && !Number.isNaN(top) && !Number.isNaN(bottom) && bottom <= top;
  return zeroWidth || zeroHeight;
}

/** A length of a basic shape against a reference size: px, % or a bare 0. */
function lengthOf(token: string, reference: number): number {
  if (token.endsWith('%')) return (parseFloat(token) / 100) * reference;
  return parseFloat(token);
}

// https://drafts.csswg.org/css-shapes/#basic-shape-functions
function clipPathHides(clipPath: string, rect: DOMRect): boolean {
  const fn = /^(inset|circle|ellipse|polygon)\((.*)\)/.exec(clipPath.trim());
  if (!fn) return false;
  const args = (fn[2] ?? '').trim();
  switch (fn[1]) {
    case 'inset': {
      const lengths = args.split(/\s+round\s+/)[0]?.split(/\s+/).filter(Boolean) ?? [];
      const [t = '0', r = t, b = t, l = r] = lengths;
      const vertical = lengthOf(t, rect.height) + lengthOf(b, rect.height);
      const horizontal = lengthOf(r, rect.width) + lengthOf(l, rect.width);
      return vertical >= rect.height || horizontal >= rect.width;
    }
    case 'circle': {
      const radius = args.split(/\s+at\s+/)[0]?.trim() ?? '';
      return radius !== '' && /^[\d.]/.test(radius) && parseFloat(radius) === 0;
    }
    case 'ellipse': {
      const radii = (args.split(/\s+at\s+/)[0]?.trim() ?? '').split(/\s+/).filter(Boolean);
      return radii.some((r) => /^[\d.]/.test(r) && parseFloat(r) === 0);
    }
    case 'polygon': {
      const points = args
        .replace(/^(nonzero|evenodd)\s*,/, '')
        .split(',')
        .map((pair) => pair.trim().split(/\s+/))
        .map(([x = '0', y = '0']) => [lengthOf(x, rect.width), lengthOf(y, rect.height)] as const);
      let twiceArea = 0;
      for (let i = 0; i < points.length; i++) {
        const [x1, y1] = points[i]!;
        const [x2, y2] = points[(i + 1) % points.length]!;
        twiceArea += x1 * y2 - x2 * y1;
      }
      return twiceArea === 0;
    }
    default:
      return false;
  }
}

/** Text whose box lies outside the page, e.g. pushed by `text-indent:-9999px`. */
export function textOutsidePage(text: Text, area: PageArea): boolean {
  const range = dom.createRange(document);
  dom.rangeSelectNodeContents(range, text);
  const rect = dom.rangeRect(range);
  return outsidePage(rect, area);
}

/**
 * Whether an element anywhere in the document is perceivable, for `aria-labelledby` targets that the
 * scan may not have reached: its own rules plus every ancestor's.
 */
export function visibleInDocument(el: Element, area: PageArea): boolean {
  if (!inspectElement(el, area).shown) return false;
  let child: Element = el;
  let node = dom.parentNode(el);
  while (node && node instanceof Element) {
    const verdict = inspectElement(node, area);
    if (verdict.prune) return false;
    if (tagOf(node) === 'details' && !dom.detailsOpen(node) && !isFirstSummary(node, child)) return false;
    child = node;
    node = dom.parentNode(node);
  }
  return true;
}

export function isFirstSummary(details: Element, child: Element): boolean {
  for (let n = dom.firstChild(details); n; n = dom.nextSibling(n)) {
    if (n instanceof Element && tagOf(n) === 'summary') return n === child;
  }
  return false;
}
