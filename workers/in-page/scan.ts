// One bounded traversal in document order, shared by the main scan and the per-region summaries.
import { closedSlotOf, dom, shadowRootOf, DOCUMENT_FRAGMENT_NODE, DOCUMENT_NODE, ELEMENT_NODE, isElement, isText, tagOf, TEXT_NODE } from './dom.js';
import { canvasColor } from './paint.js';
import { drawnOrder, overrideOf } from './bidi.js';
import { inkedPart, pageFont } from './fonts.js';
import { FoldedText } from './text.js';
import { Seen, spokenSeen, textSeen, visiblePart } from './text-rule.js';
import { type ElementVerdict } from './verdict.js';
import { inspectElement, isFirstSummary, pageArea, rootContext, UNRENDERED, type PageArea } from './visibility.js';
import { boxShown } from './shown.js';

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
  /** The scan started inside the document (a window) and nodes came before its start. */
  nodesBefore?: boolean;
  /** The first node the budget left unread, where a window reading on starts. */
  next?: Node;
}

interface Frame {
  el: Element;
  verdict: ElementVerdict;
  /** Closed <details>: only its first <summary> is rendered. */
  summaryOnly: boolean;
  /**
   * Children taken from elsewhere in the flat tree, walked by index: an open shadow host's are its shadow
   * root's children (its light children render only where a slot takes them), a slot's are the nodes
   * assigned to it. Null for an element whose children are its own child nodes.
   */
  children: Node[] | null;
  index: number;
}

/** A light child of an open shadow host that no slot takes: not rendered. */
const UNSLOTTED = Symbol('unslotted');

/**
 * The children of `el` in the flat tree (the tree Chromium renders), when they are not its child nodes:
 * an open shadow root's children, or the nodes assigned to a slot (a slot with none shows its own
 * children, its fallback content). A closed shadow root is walked when the collector was handed one of its
 * slots (dom.ts, adoptClosedRoot); other hosts of closed roots keep their light children.
 */
function flatChildren(el: Element, tag: string): Node[] | null {
  const root = shadowRootOf(el);
  if (root !== null) {
    const children: Node[] = [];
    for (let n = dom.firstChild(root); n !== null; n = dom.nextSibling(n)) children.push(n);
    return children;
  }
  if (tag !== 'slot') return null;
  const assigned = dom.slotAssignedNodes(el);
  return assigned.length > 0 ? assigned : null;
}

/** The parent of `node` in the flat tree: its slot, its shadow root's host, or its parent node. */
function flatParent(node: Node): Node | null | typeof UNSLOTTED {
  const slot = isElement(node) ? dom.elementAssignedSlot(node) : isText(node) ? dom.textAssignedSlot(node) : null;
  if (slot !== null) return slot;
  const parent = dom.parentNode(node);
  if (parent === null) return null;
  const root = isElement(parent) ? shadowRootOf(parent) : null;
  // A closed root's slot does not show itself to the nodes it takes.
  if (root !== null) return closedSlotOf(node, root) ?? UNSLOTTED;
  if (dom.nodeType(parent) === DOCUMENT_FRAGMENT_NODE && parent instanceof ShadowRoot) return dom.shadowRootHost(parent);
  return parent;
}

/**
 * Whether `child`, whose flat-tree parent is `parent`, is rendered at all: a closed <details> shows its
 * first <summary> only, and a slot that takes nodes does not show its own children.
 */
function renderedChild(parent: Element, child: Node): boolean {
  // A shadow root's child under its host, or a node under the slot that takes it.
  if (dom.parentNode(child) !== parent) return true;
  if (tagOf(parent) === 'details' && !dom.detailsOpen(parent) && !(isElement(child) && isFirstSummary(parent, child))) return false;
  return !(tagOf(parent) === 'slot' && dom.slotAssignedNodes(parent).length > 0);
}

/**
 * Verdicts and folded texts are cached per collection so region summaries and names do not recompute
 * styles the scan read, nor fold a text node again. A verdict depends on its ancestors' (opacity, clips,
 * background), so each is computed from its parent's.
 */
export class VerdictCache {
  /** The verdict of each element judged (the area's, which the underlay's look-ahead reads too). */
  private readonly verdicts: Map<Element, ElementVerdict>;
  private readonly texts = new Map<Text, FoldedText>();
  /** The perceivable part of texts a clip cuts through. */
  private readonly parts = new Map<Text, FoldedText>();
  /** What `seenText` found, per text node: names and summaries read again text the scan judged. */
  private readonly judged = new Map<Text, FoldedText | null>();
  /** The context above the document element. */
  readonly root: ElementVerdict;
  constructor(readonly area: PageArea) {
    this.verdicts = area.judged;
    this.root = rootContext(area, area.canvas !== undefined ? area.canvas : canvasColor());
  }
  textOf(node: Text): FoldedText {
    let text = this.texts.get(node);
    if (!text) {
      text = new FoldedText(dom.textData(node));
      this.texts.set(node, text);
    }
    return text;
  }
  /** What of text node `node` (a child of the element of `parent`) is perceivable, folded; null for nothing. */
  seenText(node: Text, parent: ElementVerdict): FoldedText | null {
    let judged = this.judged.get(node);
    if (judged === undefined) {
      judged = this.judgeText(node, parent);
      this.judged.set(node, judged);
    }
    return judged;
  }
  /**
   * The text of text node `node` in a visually hidden box inside a control (`assistive`), folded, where nothing
   * but that box's clipping hides it: it is shown by its own style and its ancestors' (visibility, size, colour,
   * opacity) and where its line boxes lie (on the page, inside the clips above the box and inside it), as a
   * name of the control; of a text partly out of view, its words in view. Null for any other text.
   */
  spokenText(node: Text, parent: ElementVerdict): FoldedText | null {
    if (!parent.assistive) return null;
    return this.judgeText(node, parent, spokenSeen(node, parent, this.area, this.textOf(node).blank()));
  }
  private judgeText(node: Text, parent: ElementVerdict, judged?: Seen): FoldedText | null {
    const folded = this.textOf(node);
    const seen = judged ?? textSeen(node, parent, this.area, folded.blank());
    if (seen === Seen.Hidden) return null;
    const font = folded.blank() ? null : (parent.inkFont ??= parent.style && pageFont(parent.style, this.area.fonts));
    const override = folded.blank() ? null : overrideOf(parent);
    if (seen === Seen.Whole && !font && override === null) return folded;
    let part = this.parts.get(node);
    if (!part) {
      const shown = seen === Seen.Whole ? dom.textData(node) : visiblePart(node, parent, this.area);
      // Text in one of the page's own faces keeps only the characters that draw ink.
      const inked = font ? inkedPart(shown, font, this.area.fonts) : null;
      const drawn = override === null ? null : drawnOrder(inked ?? shown, override);
      part = inked === null && drawn === null && seen === Seen.Whole ? folded : new FoldedText(drawn ?? inked ?? shown);
      this.parts.set(node, part);
    }
    return part;
  }
  /** The verdict of `el`, a child of the element whose verdict is `parent`. */
  child(el: Element, parent: ElementVerdict): ElementVerdict {
    let verdict = this.verdicts.get(el);
    if (!verdict) {
      // What styles an element is read before it is judged: its inline style, its shadow root's sources.
      this.area.declared.enter(el, shadowRootOf(el));
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
    for (let node = flatParent(el); node !== null; node = flatParent(node)) {
      if (node === UNSLOTTED) {
        above = UNRENDERED;
        break;
      }
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
      verdict = parentEl && !renderedChild(parentEl, child) ? this.remember(child, UNRENDERED) : this.child(child, contextOf(verdict, child));
    }
    return verdict;
  }
  private remember(el: Element, verdict: ElementVerdict): ElementVerdict {
    this.verdicts.set(el, verdict);
    return verdict;
  }
}

/** The context `child` of the element whose verdict is `parent` is judged in: an open <details>'s content has its own. */
function contextOf(parent: ElementVerdict, child: Node): ElementVerdict {
  if (parent.content === null) return parent;
  return isElement(child) && isFirstSummary(parent.el!, child) ? parent : parent.content;
}

function firstRenderedChild(frame: Frame): Node | null {
  if (frame.children !== null) return frame.children[0] ?? null;
  const first = dom.firstChild(frame.el);
  if (!frame.summaryOnly) return first;
  for (let n = first; n; n = dom.nextSibling(n)) {
    if (isElement(n) && tagOf(n) === 'summary') return n;
  }
  return null;
}

/** The node after `node` among the children `frame` walks. */
function nextChild(frame: Frame, node: Node): Node | null {
  if (frame.children !== null) return frame.children[++frame.index] ?? null;
  return frame.summaryOnly ? null : dom.nextSibling(node);
}

/**
 * Visits `root` and its rendered descendants in document order, at most `budget` nodes (Elements and
 * Texts; other node types are passed without counting). With `countRoot` false the root is inspected
 * but neither counted nor reported, as for a region whose descendants are summarised.
 */
export function scan(root: Element, budget: number, countRoot: boolean, cache: VerdictCache, visitor: ScanVisitor, start: Node | null = null): ScanResult {
  let visited = 0;
  const stack: Frame[] = [];
  let nodesBefore = false;

  const open = (el: Element, verdict: ElementVerdict): Node | null => {
    // Frames are entered by the worker, each in its own document (frames.ts); open shadow trees are entered here, in the flat tree's order (docs/contract.md, "Coverage").
    if (verdict.prune) return null;
    // An element that is not pruned was inspected: its verdict holds its tag.
    const children = flatChildren(el, verdict.tag);
    const frame: Frame = { el, verdict, summaryOnly: children === null && verdict.tag === 'details' && !dom.detailsOpen(el), children, index: 0 };
    stack.push(frame);
    return firstRenderedChild(frame);
  };

  const rootVerdict = cache.resolve(root);
  let current: Node | null;
  if (start !== null && start !== root) {
    // A window: the elements above its start are entered (counted, so labels, controls and regions around it
    // open as they would), then the walk goes on from the start to the end of the document.
    const path = pathTo(root, start);
    if (path === null) return { visited: 0, leftUnread: true, nodesBefore: true };
    let above: Frame | null = null;
    for (let i = 0; i < path.length; i++) {
      const node = path[i]!;
      if (i > 0) nodesBefore ||= hasEarlierSibling(above!, node);
      if (i === path.length - 1) break;
      const verdict = i === 0 ? rootVerdict : cache.child(node as Element, contextOf(above!.verdict, node));
      if (visited === budget) return { visited, leftUnread: true, nodesBefore };
      visited++;
      visitor.enter(node as Element, verdict);
      const first = open(node as Element, verdict);
      above = stack[stack.length - 1] ?? null;
      // The window starts at a node the scan would not walk to (under a pruned element, or not rendered here).
      if (first === null || above === null || above.el !== node) return { visited, leftUnread: true, nodesBefore: true };
      const next = path[i + 1]!;
      if (above.children !== null) {
        const index = above.children.indexOf(next);
        if (index < 0) return { visited, leftUnread: true, nodesBefore: true };
        above.index = index;
      } else if (dom.parentNode(next) !== node || !renderedChild(node as Element, next)) return { visited, leftUnread: true, nodesBefore: true };
    }
    current = start;
  } else if (countRoot) {
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
      const type = dom.nodeType(current);
      if (type === ELEMENT_NODE || type === TEXT_NODE) {
        if (visited === budget) return { visited, leftUnread: true, nodesBefore, next: current };
        visited++;
        const parent = stack[stack.length - 1]!;
        if (type === ELEMENT_NODE) {
          const el = current as Element;
          const verdict = cache.child(el, contextOf(parent.verdict, el));
          visitor.enter(el, verdict);
          const child = open(el, verdict);
          if (child !== null) {
            current = child;
            continue;
          }
          if (stack[stack.length - 1]?.el !== el) visitor.exit(el, verdict);
          else {
            // An element with no rendered children: close its frame at once.
            stack.pop();
            visitor.exit(el, verdict);
          }
        } else {
          visitor.text(current as Text, contextOf(parent.verdict, current));
        }
      }
      current = nextChild(stack[stack.length - 1]!, current);
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
    current = parent ? nextChild(parent, done.el) : null;
  }
  return { visited, leftUnread: false, nodesBefore };
}

/** The flat-tree path from `root` down to `node`, both included; null when `node` is not rendered under `root`. */
function pathTo(root: Element, node: Node): Node[] | null {
  const path: Node[] = [node];
  for (let up = flatParent(node); up !== root; up = flatParent(up)) {
    if (up === null || up === UNSLOTTED || !isElement(up)) return null;
    path.push(up);
  }
  path.push(root);
  return path.reverse();
}

/** Whether a node the scan would visit comes before `child` among the children of `frame`. */
function hasEarlierSibling(frame: Frame, child: Node): boolean {
  if (frame.children !== null) return frame.children.indexOf(child) > 0;
  for (let n = firstRenderedChild(frame); n !== null && n !== child; n = dom.nextSibling(n)) {
    const type = dom.nodeType(n);
    if (type === ELEMENT_NODE || (type === TEXT_NODE && dom.textData(n as Text).trim() !== '')) return true;
  }
  return false;
}

/** Whether an element anywhere in the document is shown, by its own rules and every ancestor's (action guards). */
export function visibleInDocument(el: Element): boolean {
  // One element's path: reading every style property costs little, and needs no knowledge of closed roots.
  const cache = new VerdictCache(pageArea(true));
  return boxShown(cache.resolve(el), cache.area);
}
