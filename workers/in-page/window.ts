// Scan windows (docs/contract.md, "Windows"): where a collection's one bounded scan starts when it does not
// start at the document's beginning. The bound stays 8,192 nodes; what moves is its start: the first node a
// user sees in the viewport, a ref of the current revision, the place where an earlier observation's text was
// cut, or a search match. Everything here reads boxes and the tree, never a value or a text's content.
import type { ScrollDirection } from '../../schemas/window.js';
import { dom, isElement, shadowRootOf, styleOf } from './dom.js';

/** A resolved start: the node the scan starts at, and for text the folded code points of it already read. */
export interface WindowStart {
  node: Node;
  skip: number;
}

/** Elements of one parent looked at past the first one the binary search lands on. */
const LINEAR_LOOK = 256;
/** Levels the viewport search descends at most. */
const MAX_DEPTH = 64;

/**
 * The first element, in document order, whose box meets the viewport, as a user sees the page after scrolling:
 * from the body down, at each level the first child that meets the viewport (boxes fixed or sticky to the
 * viewport are passed over: they are seen at every scroll position, and would start every window at the top),
 * until one starts inside the viewport or has no children. Siblings in normal flow lie in document order from
 * top to bottom, so the first that reaches below the viewport's top is found by halving; a page whose siblings
 * are not in that order gets a start that meets the viewport all the same, perhaps not the first. Null when
 * nothing meets it (an empty page, or one scrolled past its end).
 */
export function viewportStart(): Element | null {
  const top = dom.documentBody(document) ?? dom.documentElement(document);
  if (top === null) return null;
  let chosen: Element | null = null;
  let parent: Element = top;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const child = firstMeeting(childElements(parent));
    if (child === null) break;
    chosen = child;
    if (dom.rect(child).top >= 0) break;
    parent = child;
  }
  return chosen;
}

/** The element children of `el` in the flat tree the scan walks: an open shadow root's, else its own. */
function childElements(el: Element): Element[] {
  const children: Element[] = [];
  const root = shadowRootOf(el);
  const first = root !== null ? dom.firstChild(root) : dom.firstElementChild(el);
  for (let n: Node | null = first; n !== null; n = root !== null ? dom.nextSibling(n) : dom.nextElementSibling(n as Element)) {
    if (isElement(n)) children.push(n);
  }
  return children;
}

function firstMeeting(children: Element[]): Element | null {
  if (children.length === 0) return null;
  // The first child whose box reaches below the viewport's top, by halving.
  let low = 0;
  let high = children.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (dom.rect(children[mid]!).bottom > 0) high = mid;
    else low = mid + 1;
  }
  for (let i = low, end = Math.min(children.length, low + LINEAR_LOOK); i < end; i++) {
    if (meetsViewport(children[i]!)) return children[i]!;
  }
  return null;
}

function meetsViewport(el: Element): boolean {
  const box = dom.rect(el);
  if (box.width <= 0 || box.height <= 0) return false;
  if (box.bottom <= 0 || box.right <= 0 || box.top >= window.innerHeight || box.left >= window.innerWidth) return false;
  const position = styleOf(el).position;
  return position !== 'fixed' && position !== 'sticky';
}

/** Where the general text of a collection took each text node from: what a text cursor resumes at. */
export class TextSegments {
  private readonly starts: number[] = [];
  private readonly nodes: Text[] = [];

  /** Text node `node` contributes from code point `at` of the general text on. */
  add(at: number, node: Text): void {
    this.starts.push(at);
    this.nodes.push(node);
  }

  /** The text node that holds code point `offset` of the general text, and how many of its code points came before. */
  find(offset: number): WindowStart | null {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.starts[mid]! <= offset) low = mid + 1;
      else high = mid;
    }
    const index = low - 1;
    if (index < 0) return null;
    const node = this.nodes[index]!;
    return dom.isConnected(node) ? { node, skip: offset - this.starts[index]! } : null;
  }
}

/** Of a viewport's height, how far one page of scrolling moves: the rest stays in view, so nothing falls between. */
const PAGE_SHARE = 0.85;

/**
 * Scrolls what a user would scroll: the document, or, on a page whose document does not scroll (an app whose
 * body is fixed to the viewport), the scrolling box under the viewport's centre. By a page or to an end,
 * instantly (a page's smooth scrolling would leave the collection a moving window). Whether anything moved.
 */
export function scrollPage(direction: ScrollDirection): boolean {
  const target = scrollTarget();
  if (target === null) return false;
  const before = dom.scrollTop(target);
  const page = Math.max(1, Math.round(dom.clientHeight(target) * PAGE_SHARE));
  const top = direction === 'down' ? before + page : direction === 'up' ? before - page : direction === 'top' ? 0 : dom.scrollHeight(target);
  dom.scrollToOptions(target, { top, behavior: 'instant' });
  return dom.scrollTop(target) !== before;
}

function scrollTarget(): Element | null {
  const documentScroller = document.scrollingElement;
  if (documentScroller !== null && scrolls(documentScroller)) return documentScroller;
  for (let el = dom.elementFromPoint(document, window.innerWidth / 2, window.innerHeight / 2); el !== null; el = dom.parentElement(el)) {
    const overflow = styleOf(el).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && scrolls(el)) return el;
  }
  return documentScroller;
}

function scrolls(el: Element): boolean {
  return dom.scrollHeight(el) > dom.clientHeight(el) + 1;
}
