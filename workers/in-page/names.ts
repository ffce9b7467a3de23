// Control names and the visible text of a subtree (docs/contract.md, "Collection"). Text comes from visible
// text nodes only, judged by the same rule as the general text; the attribute-like sources (aria-label,
// alt, title, an <svg>'s own <title>, placeholder, a button input's caption) are taken as written.
import { LIMITS } from '../../schemas/observation.js';
import { dom, isElement, isText, tagOf } from './dom.js';
import { attributeOf, inputType, LABELABLE } from './roles.js';
import { scan, type VerdictCache } from './scan.js';
import { boundedLabel, TextBuilder } from './text.js';
import type { ElementVerdict } from './verdict.js';
import { boxShown, shownOf } from './shown.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface ControlRecord {
  el: Element;
  verdict: ElementVerdict;
  role: string;
  /** Name from content: text of the control's visible descendants. */
  content: TextBuilder | null;
  /** Names from wrapping labels and label[for], in order found. */
  labels: string[];
  /**
   * Named from content: perceivable text (or a shown image) inside it has been found, which shows
   * the control too. Without any, its own box decides when it closes.
   */
  seen?: boolean;
  /** Not shown after all: left out of the result. */
  hidden?: boolean;
  /** An ARIA listbox or combobox: the option controls found inside it. */
  options?: ControlRecord[];
  /** A mark for a frame the worker enters (`hidden` too): its index among the collection's frame slots. */
  slot?: number;
}

/**
 * What an image inside a control says about it: an <img>'s `alt`, or the text of an <svg>'s own
 * <title> child (never painted, so never general text: only this, as the svg's alt). Null for other
 * elements and for images that are not shown.
 */
export function imageAlt(el: Element, verdict: ElementVerdict, cache: VerdictCache): string | null {
  const tag = tagOf(el);
  if (tag === 'img') return boxShown(verdict, cache.area) ? dom.getAttribute(el, 'alt') : null;
  if (tag === 'svg' && dom.namespaceURI(el) === SVG_NS) return boxShown(verdict, cache.area) ? svgTitle(el) : null;
  return null;
}

/** The text of an SVG element's first <title> child (an <svg>'s, or a shape's), bounded like a name. */
export function svgTitle(svg: Element): string | null {
  for (let child = dom.firstElementChild(svg); child; child = dom.nextSibling(child) as Element | null) {
    if (!isElement(child) || tagOf(child) !== 'title' || dom.namespaceURI(child) !== SVG_NS) continue;
    const builder = new TextBuilder(LIMITS.nameChars * 2);
    for (let n = dom.firstChild(child); n; n = dom.nextSibling(n)) if (isText(n)) builder.add(dom.textData(n));
    return builder.toString();
  }
  return null;
}

/**
 * Visible text of an element's descendants under a node and character budget. Region summaries take
 * text nodes only; control names also take what images inside say (`imageAlt`).
 */
export function visibleTextOf(
  root: Element,
  cache: VerdictCache,
  limits: { nodes: number; chars: number; imageAlt: boolean },
): { text: string; truncated: boolean } {
  const builder = new TextBuilder(limits.chars);
  const result = scan(root, limits.nodes, false, cache, {
    enter(el, verdict) {
      if (!verdict.inline || verdict.tag === 'br') builder.boundary();
      if (limits.imageAlt && !verdict.assistive && shownOf(verdict)) {
        const alt = imageAlt(el, verdict, cache);
        if (alt) builder.add(alt);
      }
    },
    exit(_el, verdict) {
      if (!verdict.inline || verdict.tag === 'br') builder.boundary();
    },
    text(node, parent) {
      const folded = cache.seenText(node, parent);
      if (folded) builder.addFolded(folded);
    },
  });
  if (result.leftUnread) builder.markTruncated();
  return { text: builder.toString(), truncated: builder.truncated };
}

export function controlName(record: ControlRecord, labelsFor: Map<string, string[]>, cache: VerdictCache): string {
  const el = record.el;
  const max = LIMITS.nameChars;
  // Most buttons carry no attribute: none is read from them.
  const attribute = (name: string): string | null => attributeOf(el, record.verdict, name);
  const labelledBy = attribute('aria-labelledby');
  if (labelledBy) {
    const parts: string[] = [];
    for (const id of labelledBy.trim().split(/\s+/)) {
      const target = id ? dom.getElementById(document, id) : null;
      if (!target || !shownOf(cache.resolve(target))) continue;
      // Only the target's visible text nodes count: an input, textarea or select target is pruned by
      // the scan, so its value can never become a name.
      parts.push(visibleTextOf(target, cache, { nodes: LIMITS.summaryNodes, chars: max, imageAlt: true }).text);
    }
    const name = boundedLabel(parts.join(' '), max);
    if (name) return name;
  }
  const ariaLabel = attribute('aria-label');
  if (ariaLabel && boundedLabel(ariaLabel, max)) return boundedLabel(ariaLabel, max);

  const tag = record.verdict.tag;
  if (tag === 'input') {
    const type = inputType(el);
    // The label of a button-like input is its value attribute: a caption, not user data.
    if (type === 'submit' || type === 'reset' || type === 'button') {
      const caption = attribute('value');
      if (caption !== null && boundedLabel(caption, max)) return boundedLabel(caption, max);
      if (type === 'submit') return 'Submit';
      if (type === 'reset') return 'Reset';
    }
    if (type === 'image') {
      const alt = attribute('alt');
      if (alt && boundedLabel(alt, max)) return boundedLabel(alt, max);
    }
  }
  const labels = [...record.labels];
  const id = attribute('id');
  if (id && LABELABLE.has(tag)) labels.push(...(labelsFor.get(id) ?? []));
  const fromLabels = boundedLabel(labels.join(' '), max);
  if (fromLabels) return fromLabels;
  if (record.content) {
    const fromContent = boundedLabel(record.content.toString(), max);
    if (fromContent) return fromContent;
  }
  if (tag === 'svg' && dom.namespaceURI(el) === SVG_NS) {
    const title = svgTitle(el);
    if (title && boundedLabel(title, max)) return boundedLabel(title, max);
  }
  for (const name of ['title', 'placeholder', 'alt']) {
    const value = attribute(name);
    if (value && boundedLabel(value, max)) return boundedLabel(value, max);
  }
  return '';
}
