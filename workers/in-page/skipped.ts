// Content that `content-visibility: auto` skips (docs/contract.md, "The visibility rule"): Chromium lays it
// out only near the viewport, so whether it is laid out, what laying it out costs, and what a reader sees of
// it once scrolled there are worked out here for visibility.ts.
import { computedAuto, dom } from './dom.js';
import { pageBox, type PageArea } from './geometry.js';
import type { ElementVerdict } from './verdict.js';

export const enum Skipping {
  /** Rendered: judged like any other content. */
  No,
  /** Skipped now, and laid out within the collection's budget: judged inside its stretched box. */
  Yes,
  /** Skipped, and past the budget: left out. */
  PastBudget,
}

/**
 * Whether Chromium skips the content of an element with `content-visibility: auto` (it is far from the
 * viewport), and if so whether laying it out fits what is left of the collection's budget. Its text
 * length stands for the cost: the first box read under a skipped element lays out all of it (about 0.6 ms
 * per thousand characters), and Chromium keeps that layout. Content past the budget is left out: no
 * reader sees it without scrolling, and what a clip or an offset does to it is not known without layout.
 */
export function skippedState(el: Element, area: PageArea): Skipping {
  // The first child with a box says whether content-visibility skips the content; without one (text alone,
  // or children of no box), a box on the screen is rendered, whatever its size.
  const boxed = firstBoxed(el);
  if (boxed ? dom.checkVisibility(boxed, { contentVisibilityAuto: true }) : onScreen(dom.rect(el))) return Skipping.No;
  const chars = dom.textContent(el)?.length ?? 0;
  if (chars > area.skippedChars.left) {
    area.skippedChars.leftOut = true;
    return Skipping.PastBudget;
  }
  area.skippedChars.left -= chars;
  // Laid out now, before anything under it is measured: a text's own boxes do not make Chromium lay it out.
  if (boxed) dom.rect(boxed);
  return Skipping.Yes;
}

/**
 * The first element under `el` with a box, among its first few: a child of no box is looked into, as
 * `display: contents` gives its children boxes of their own.
 */
function firstBoxed(el: Element): Element | null {
  let node = dom.firstElementChild(el);
  for (let tries = 0; node && tries < 8; tries++) {
    if (dom.checkVisibility(node)) return node;
    const inner: Element | null = dom.firstElementChild(node);
    if (inner) {
      node = inner;
      continue;
    }
    while (node !== el && !dom.nextElementSibling(node)) node = dom.parentNode(node) as Element;
    node = node === el ? null : dom.nextElementSibling(node);
  }
  return null;
}

/** The box meets the viewport: Chromium renders what it skips once it comes near the viewport. */
function onScreen(rect: DOMRect): boolean {
  return rect.bottom >= 0 && rect.right >= 0 && rect.top <= window.innerHeight && rect.left <= window.innerWidth;
}

/**
 * Skipped content is laid out in a box held at its placeholder size (`contain-intrinsic-size`, or none):
 * once a reader scrolls to it, the box grows to hold it, and the page grows with it. So its content is judged
 * against the box's sides and top (content-visibility contains paint), its bottom where its height is set, and
 * against the clips above it that do not grow with it: all but the page's own bottom edge.
 */
export function stretchSkipped(verdict: ElementVerdict, el: Element, area: PageArea): void {
  const box = pageBox(dom.rect(el), area);
  verdict.box = box;
  const above = verdict.clip;
  verdict.clip = {
    left: Math.max(above.left, box.left),
    right: Math.min(above.right, box.right),
    top: Math.max(above.top, box.top),
    // A box of a set height keeps it once its content is laid out: its paint is contained at its bottom too.
    bottom: !computedAuto(el, 'height') ? Math.min(above.bottom, box.bottom) : above.bottom >= area.bottom ? Infinity : above.bottom,
  };
}
