// One bounded traversal in document order, shared by the main scan and the per-region summaries.
import { dom, DOCUMENT_NODE, isElement, isText, styleOf, tagOf } from './dom.js';
import { canvasColor } from './paint.js';
import { FoldedText } from './text.js';
import { boxShown, inspectElement, isFirstSummary, pageArea, rootContext, UNRENDERED, type ElementVerdict, type PageArea } from './visibility.js';

export interface ScanVisitor {
  /** Called for every visited element, with its verdict, before its children. */
  enter(el: Element, verdict: ElementVerdict): void;
  /** Called after an element's visited children (also for pruned elements). */
  exit(el: Element, verdict: ElementVerdict): void;
  /** Called for every visited Text node with the verdict of its parent element. */
  text(node: Text, parent: ElementVerdict): void;
}

export interface ScanResult {
  visited: number;
  /** The budget ran out while a node that would have been visited remained. */
  leftUnread: boolean;
}

interface Frame {
  el: Element;
  verdict: ElementVerdict;
  /** Closed <details>: only its first <summary> is rendered. */
  summaryOnly: boolean;
  /** An open shadow host: its light children render only where a slot of the shadow tree takes them. */
  slotsOnly: boolean;
}

const VISIBILITY_CHECK = { opacityProperty: true, visibilityProperty: true } as const;
/** An element's own visibility is its verdict's business: a visible child of a hidden slotted one shows. */
const OPACITY_CHECK = { opacityProperty: true } as const;

/**
 * A light child of a shadow host is rendered only when slotted, and then under the slot's place in
 * the shadow tree, which the scan does not enter: ask Chromium whether that place renders.
 */
function slottedRenders(node: Node): boolean {
  if (isElement(node)) {
    if (dom.elementAssignedSlot(node) === null) return false;
    return dom.checkVisibility(node, OPACITY_CHECK) || styleDisplayContents(node);
  }
  const slot = dom.textAssignedSlot(node as Text);
  if (slot === null) return false;
  const place = dom.parentElement(slot);
  return place === null || dom.checkVisibility(place, VISIBILITY_CHECK);
}

function styleDisplayContents(el: Element): boolean {
  return dom.checkVisibility(el) === false && dom.firstChild(el) !== null && styleOf(el).display === 'contents';
}

/** Whether `child` of `parent` is rendered at all: a closed <details> shows its first <summary> only, a shadow host its slotted children. */
function renderedChild(parent: Element, child: Node): boolean {
  if (tagOf(parent) === 'details' && !dom.detailsOpen(parent) && !(isElement(child) && isFirstSummary(parent, child))) return false;
  return dom.shadowRoot(parent) === null || slottedRenders(child);
}

/**
 * Verdicts and folded texts are cached per collection so region summaries and names do not recompute
 * styles the scan read, nor fold a text node again. A verdict depends on its ancestors' (opacity, clips,
 * background), so each is computed from its parent's.
 */
export class VerdictCache {
  private readonly verdicts = new Map<Element, ElementVerdict>();
  private readonly texts = new Map<Text, FoldedText>();
  /** The context above the document element. */
  readonly root: ElementVerdict;
  constructor(readonly area: PageArea) {
    this.root = rootContext(area, canvasColor());
  }
  textOf(node: Text): FoldedText {
    let text = this.texts.get(node);
    if (!text) {
      text = new FoldedText(dom.textData(node));
      this.texts.set(node, text);
    }
    return text;
  }
  /** The verdict of `el`, a child of the element whose verdict is `parent`. */
  child(el: Element, parent: ElementVerdict): ElementVerdict {
    let verdict = this.verdicts.get(el);
    if (!verdict) {
      verdict = inspectElement(el, parent, this.area);
      this.verdicts.set(el, verdict);
    }
    return verdict;
  }
  /** The verdict of any element of the document, its ancestors' first (an `aria-labelledby` target may lie anywhere). */
  resolve(el: Element): ElementVerdict {
    const cached = this.verdicts.get(el);
    if (cached) return cached;
    const path: Element[] = [el];
    let above: ElementVerdict = this.root;
    for (let node = dom.parentNode(el); node !== null; node = dom.parentNode(node)) {
      if (!isElement(node)) {
        // Inside a shadow tree or a detached fragment: not part of the rendered main document.
        if (dom.nodeType(node) !== DOCUMENT_NODE) above = UNRENDERED;
        break;
      }
      const known = this.verdicts.get(node);
      if (known) {
        above = known;
        break;
      }
      path.push(node);
    }
    let verdict = above;
    for (let i = path.length - 1; i >= 0; i--) {
      const child = path[i]!;
      const parentEl = i + 1 < path.length ? path[i + 1]! : verdict.el;
      verdict = parentEl && !renderedChild(parentEl, child) ? this.remember(child, UNRENDERED) : this.child(child, verdict);
    }
    return verdict;
  }
  private remember(el: Element, verdict: ElementVerdict): ElementVerdict {
    this.verdicts.set(el, verdict);
    return verdict;
  }
}

function firstRenderedChild(frame: Frame): Node | null {
  const first = dom.firstChild(frame.el);
  if (!frame.summaryOnly) return first;
  for (let n = first; n; n = dom.nextSibling(n)) {
    if (isElement(n) && tagOf(n) === 'summary') return n;
  }
  return null;
}

function countable(node: Node): boolean {
  return isElement(node) || isText(node);
}

/**
 * Visits `root` and its rendered descendants in document order, at most `budget` nodes (Elements and
 * Texts; other node types are passed without counting). With `countRoot` false the root is inspected
 * but neither counted nor reported, as for a region whose descendants are summarised.
 */
export function scan(root: Element, budget: number, countRoot: boolean, cache: VerdictCache, visitor: ScanVisitor): ScanResult {
  let visited = 0;
  const stack: Frame[] = [];

  const open = (el: Element, verdict: ElementVerdict): Node | null => {
    // Shadow trees and frames are never entered: a host's light children are walked, its shadow tree is not.
    if (verdict.prune) return null;
    const frame: Frame = {
      el,
      verdict,
      summaryOnly: tagOf(el) === 'details' && !dom.detailsOpen(el),
      slotsOnly: dom.shadowRoot(el) !== null,
    };
    stack.push(frame);
    return firstRenderedChild(frame);
  };

  const rootVerdict = cache.resolve(root);
  let current: Node | null;
  if (countRoot) {
    if (budget === 0) return { visited: 0, leftUnread: true };
    visited = 1;
    visitor.enter(root, rootVerdict);
    current = open(root, rootVerdict);
    if (current === null && stack.length === 0) {
      visitor.exit(root, rootVerdict);
      return { visited, leftUnread: false };
    }
  } else {
    current = open(root, rootVerdict);
    if (current === null && stack.length === 0) return { visited: 0, leftUnread: false };
  }

  while (stack.length > 0) {
    if (current !== null) {
      if (countable(current)) {
        if (visited === budget) return { visited, leftUnread: true };
        visited++;
        const parent = stack[stack.length - 1]!;
        const unrendered = parent.slotsOnly && !slottedRenders(current);
        if (isElement(current)) {
          const verdict = unrendered ? UNRENDERED : cache.child(current, parent.verdict);
          visitor.enter(current, verdict);
          const child = open(current, verdict);
          if (child !== null) {
            current = child;
            continue;
          }
          if (stack[stack.length - 1]?.el !== current) visitor.exit(current, verdict);
          else {
            // An element with no rendered children: close its frame at once.
            stack.pop();
            visitor.exit(current, verdict);
          }
        } else {
          visitor.text(current as Text, unrendered ? UNRENDERED : parent.verdict);
        }
      }
      const parent = stack[stack.length - 1]!;
      current = parent.summaryOnly ? null : dom.nextSibling(current);
      continue;
    }
    // No more siblings: close the innermost open element and continue after it.
    const done = stack.pop()!;
    if (done.el === root) {
      if (countRoot) visitor.exit(root, rootVerdict);
      break;
    }
    visitor.exit(done.el, done.verdict);
    const parent = stack[stack.length - 1];
    current = parent && !parent.summaryOnly ? dom.nextSibling(done.el) : null;
  }
  return { visited, leftUnread: false };
}

/** Whether an element anywhere in the document is shown, by its own rules and every ancestor's (action guards). */
export function visibleInDocument(el: Element): boolean {
  const cache = new VerdictCache(pageArea());
  return boxShown(cache.resolve(el), cache.area);
}
