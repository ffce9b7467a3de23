// What a masked screenshot paints over (docs/contract.md, "Screenshots"): every place that shows what an
// observation never reads. A field's value, an editable region's text, and the inside of a frame or an embedded
// object are never read into a result, so their pixels are never shown either: each such element's box, in
// the page's coordinates, is painted over by the worker after the capture. The page's own script does not
// run between the plan and the capture (the worker holds it), and the plan is made again after the capture:
// a page that moved a field in between gets no image.
import type { ShotBox as Box, ShotPlan } from '../../schemas/screenshot.js';
import { dom, shadowRootOf, styleOf, userEditable } from './dom.js';

/** Elements whose pixels show what an observation never reads. */
const MASKED = 'input:not([type="hidden"]), textarea, select, [contenteditable], iframe, frame, embed, object';

/** Every element of the document and of the shadow trees the collector reaches, in document order of trees. */
function everyElement(): Element[] {
  const elements: Element[] = [];
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i]!;
    const found = root === document ? dom.querySelectorAll(dom.documentElement(document)!, '*') : dom.fragmentQuerySelectorAll(root as ShadowRoot, '*');
    if (root === document) elements.push(dom.documentElement(document)!);
    for (let j = 0; j < found.length; j++) {
      const el = found[j]!;
      elements.push(el);
      const shadow = shadowRootOf(el);
      if (shadow !== null) roots.push(shadow);
    }
  }
  return elements;
}

function intersect(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** The box of `el` in the page's coordinates. */
function pageBox(el: Element): Box {
  const r = dom.rect(el);
  return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
}

/**
 * The region to capture and what to paint over in it. `target` is the element of a ref screenshot; `controls`
 * the revision's control refs, for marks. With `designMode` on, the whole document is editable: all of it is
 * masked.
 */
export function screenshotPlan(
  scope: 'viewport' | 'page' | 'ref',
  target: Element | null,
  controls: Map<string, Element> | null,
  maxPixels: number,
  margin: number,
): ShotPlan {
  const scale = window.devicePixelRatio || 1;
  const root = dom.documentElement(document);
  const pageWidth = Math.max(window.innerWidth, root ? dom.scrollWidth(root) : 0);
  const pageHeight = Math.max(window.innerHeight, root ? dom.scrollHeight(root) : 0);
  let clip: Box = { x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight };
  let cut = false;
  if (scope === 'page') {
    const width = Math.min(pageWidth, window.innerWidth);
    const rows = Math.floor(maxPixels / (width * scale * scale));
    clip = { x: 0, y: 0, width, height: Math.min(pageHeight, rows) };
    cut = pageHeight > clip.height;
  } else if (scope === 'ref' && target !== null) {
    const box = pageBox(target);
    const padded = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
    clip = intersect(padded, clip) ?? { ...clip, width: 0, height: 0 };
  } else if (clip.width * clip.height * scale * scale > maxPixels) {
    clip = { ...clip, height: Math.floor(maxPixels / (clip.width * scale * scale)) };
    cut = true;
  }
  clip = { x: Math.floor(clip.x), y: Math.floor(clip.y), width: Math.ceil(clip.width), height: Math.ceil(clip.height) };
  const masks: Box[] = [];
  if ((document as Document & { designMode: string }).designMode === 'on') masks.push(clip);
  else {
    for (const el of everyElement()) {
      const box = intersect(pageBox(el), clip);
      if (box === null) continue;
      const editable = userEditable(styleOf(el)) || dom.matches(el, '[contenteditable]');
      if (!editable && !dom.matches(el, MASKED)) continue;
      masks.push(box);
      // What is typed into an editable region may overflow its box: the box of all its content is painted too.
      if (editable) {
        const range = dom.createRange(document);
        dom.rangeSelectNodeContents(range, el);
        const r = dom.rangeRect(range);
        const content = intersect({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height }, clip);
        if (content !== null) masks.push(content);
      }
    }
  }
  const marks: ShotPlan['marks'] = [];
  for (const [ref, el] of controls ?? []) {
    if (!dom.isConnected(el)) continue;
    const box = intersect(pageBox(el), clip);
    if (box !== null) marks.push({ ref, x: box.x, y: box.y });
  }
  return { clip, masks, marks, scale, cut };
}
