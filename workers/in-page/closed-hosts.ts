// Closed shadow roots the scan can tell from outside (docs/contract.md, "Coverage"): a closed root cannot be read
// from any script world, but content no one can account for gives one away.
import { computedAuto, dom, isElement, isText, pseudoContent, styleOf } from './dom.js';

/** The elements a shadow root may be attached to, besides custom elements (DOM, attachShadow). */
const SHADOW_HOSTS = new Set([
  'article',
  'aside',
  'blockquote',
  'body',
  'div',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'main',
  'nav',
  'p',
  'section',
  'span',
]);

const BLOCK_DISPLAYS = new Set(['block', 'flow-root', 'inline-block', 'list-item']);

/**
 * Whether the element, which has no open shadow root, may host a closed one the scan can tell: a custom
 * element, or a built-in element that can host a root and has no child node. Asked of every element the
 * scan shows, so a built-in element with any child is passed at once (a closed root there goes
 * uncounted); only custom elements, which are few, have their children looked at.
 */
export function mayHostClosedRoot(el: Element, tag: string): boolean {
  if (tag.includes('-')) return true;
  return SHADOW_HOSTS.has(tag) && !dom.hasChildNodes(el);
}

/**
 * A closed shadow root cannot be read, from this world or the page's. What gives one away is content no
 * one can account for: an element that may host a root (`mayHostClosedRoot`), with no light child that renders and no ::before
 * or ::after content, whose box is larger than its padding and border along an axis its style leaves to
 * its content (width for inline boxes, height for blocks that are not flex or grid items). A closed root
 * on a built-in element that has any child node, or whose content takes no room or whose host's size comes from its
 * container, goes uncounted (docs/contract.md, "Coverage").
 */
export function closedShadowRootLikely(el: Element): boolean {
  for (let n = dom.firstChild(el); n !== null; n = dom.nextSibling(n)) {
    if (isElement(n) ? dom.checkVisibility(n) : isText(n) && dom.textData(n).trim() !== '') return false;
  }
  const style = styleOf(el);
  const display = style.display;
  const inline = display === 'inline';
  // A flex or grid item, or a table part, is sized by its container: its box says nothing about content.
  if (!inline && !BLOCK_DISPLAYS.has(display)) return false;
  const parent = dom.parentElement(el);
  if (!inline && parent && /flex|grid/.test(styleOf(parent).display)) return false;
  const rect = dom.rect(el);
  if (rect.width === 0 || rect.height === 0) return false;
  const px = (value: string): number => parseFloat(value) || 0;
  const frame = inline
    ? px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth)
    : px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
  if ((inline ? rect.width : rect.height) <= frame + 0.5) return false;
  if (!inline && (!computedAuto(el, 'height') || px(style.minHeight) > 0)) return false;
  const none = (content: string): boolean => content === 'none' || content === 'normal';
  return none(pseudoContent(el, '::before')) && none(pseudoContent(el, '::after'));
}
