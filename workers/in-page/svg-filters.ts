// What an SVG <filter> that a CSS `filter: url(#id)` names does to what an element paints (docs/contract.md,
// "The visibility rule", 4). A chain of primitives is read where each one's effect is a fixed colour map, an
// alpha factor or a blur (feColorMatrix, feComponentTransfer with linear functions, feGaussianBlur, a small
// feOffset), or where the source is painted again on top (feMerge ending on SourceGraphic, feDropShadow).
// Anything else can hide the content in ways not worked out here, and counts as hiding it.
import { dom, elementByUrl, tagOf, urlArgument } from './dom.js';
import { chainFilter, hueRotateMap, IDENTITY, saturateMap, type ColorMap, type FilterEffect } from './paint.js';

const HIDES: FilterEffect = { opacity: 0, map: IDENTITY, blur: 0 };
const UNCHANGED: FilterEffect = { opacity: 1, map: IDENTITY, blur: 0 };
const SVG_NS = 'http://www.w3.org/2000/svg';
/** An feOffset that moves the painting further than this may take it anywhere: not worked out. */
const MAX_OFFSET_PX = 50;

/** The effect of the filter a `url()` names (`raw`: what its parentheses hold), as it applies to `el`. */
export function svgFilterEffect(raw: string, el: Element): FilterEffect {
  const url = urlArgument(raw);
  // A filter in another document may be fetched and may do anything: not worked out.
  if (!url.startsWith('#')) return HIDES;
  const filter = elementByUrl(url, el);
  // A reference to nothing, or to what is not a filter, leaves the element unfiltered (Filter Effects 1, "filter").
  if (!filter || tagOf(filter) !== 'filter' || dom.namespaceURI(filter) !== SVG_NS) return UNCHANGED;
  if (!coversBox(filter)) return HIDES;
  const effect: FilterEffect = { opacity: 1, map: IDENTITY, blur: 0 };
  let previous: string | null = null;
  let count = 0;
  for (let node = dom.firstElementChild(filter); node; node = dom.nextElementSibling(node)) {
    const tag = tagOf(node);
    if (!tag.startsWith('fe')) continue;
    const input = dom.getAttribute(node, 'in');
    // A chain only: each primitive takes the one before it (or, first, the source).
    if (input !== null && input !== previous && !(count === 0 && input === 'SourceGraphic')) return HIDES;
    count++;
    previous = dom.getAttribute(node, 'result');
    const step = primitive(node, tag);
    if (step === null) return HIDES;
    if (step === 'source-on-top') {
      Object.assign(effect, UNCHANGED);
      continue;
    }
    chainFilter(effect, step);
  }
  return effect;
}

/** The filter region takes in the whole box (the default does: -10% to 120% of its bounding box). */
function coversBox(filter: Element): boolean {
  const units = dom.getAttribute(filter, 'filterUnits');
  const fraction = (name: string): number | null => {
    const value = dom.getAttribute(filter, name);
    if (value === null) return null;
    return value.trim().endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
  };
  const [x, y, width, height] = [fraction('x'), fraction('y'), fraction('width'), fraction('height')];
  if (x === null && y === null && width === null && height === null) return true;
  if (units === 'userSpaceOnUse') return false;
  const start = (v: number | null): number => v ?? -0.1;
  const size = (v: number | null): number => v ?? 1.2;
  return start(x) <= 0 && start(y) <= 0 && start(x) + size(width) >= 1 && start(y) + size(height) >= 1;
}

function numbers(value: string | null): number[] {
  if (value === null) return [];
  return value
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/** One primitive's effect; null where it is not worked out; 'source-on-top' where the source is painted again over the rest. */
function primitive(node: Element, tag: string): FilterEffect | 'source-on-top' | null {
  switch (tag) {
    case 'feColorMatrix':
      return colorMatrix(dom.getAttribute(node, 'type') ?? 'matrix', dom.getAttribute(node, 'values'));
    case 'feGaussianBlur': {
      const deviation = numbers(dom.getAttribute(node, 'stdDeviation') ?? '0');
      if (deviation.some(Number.isNaN)) return null;
      return { opacity: 1, map: IDENTITY, blur: Math.max(0, ...deviation) };
    }
    case 'feOffset': {
      const dx = parseFloat(dom.getAttribute(node, 'dx') ?? '0');
      const dy = parseFloat(dom.getAttribute(node, 'dy') ?? '0');
      return Math.abs(dx) <= MAX_OFFSET_PX && Math.abs(dy) <= MAX_OFFSET_PX ? UNCHANGED : null;
    }
    case 'feComponentTransfer':
      return componentTransfer(node);
    case 'feDropShadow':
      return 'source-on-top';
    case 'feMerge': {
      let last: Element | null = null;
      for (let n = dom.firstElementChild(node); n; n = dom.nextElementSibling(n)) if (tagOf(n) === 'feMergeNode') last = n;
      return last && dom.getAttribute(last, 'in') === 'SourceGraphic' ? 'source-on-top' : null;
    }
    default:
      return null;
  }
}

function colorMatrix(type: string, values: string | null): FilterEffect | null {
  const v = numbers(values);
  if (v.some(Number.isNaN)) return null;
  switch (type) {
    case 'saturate':
      return { opacity: 1, map: saturateMap(v[0] ?? 1), blur: 0 };
    case 'hueRotate':
      return { opacity: 1, map: hueRotateMap(v[0] ?? 0), blur: 0 };
    case 'matrix': {
      if (values === null) return UNCHANGED;
      if (v.length !== 20) return null;
      // Alpha only scaled (not made from colours, not raised everywhere): then it is an opacity.
      if (v[15] !== 0 || v[16] !== 0 || v[17] !== 0 || v[19] !== 0) return null;
      // Text is opaque where it is drawn: the alpha column adds to the offset.
      const map: ColorMap = {
        m: [v[0]!, v[1]!, v[2]!, v[5]!, v[6]!, v[7]!, v[10]!, v[11]!, v[12]!],
        offset: [(v[3]! + v[4]!) * 255, (v[8]! + v[9]!) * 255, (v[13]! + v[14]!) * 255],
      };
      return { opacity: Math.max(0, v[18]!), map, blur: 0 };
    }
    default:
      return null;
  }
}

function componentTransfer(node: Element): FilterEffect | null {
  const slope = [1, 1, 1];
  const intercept = [0, 0, 0];
  let opacity = 1;
  for (let fn = dom.firstElementChild(node); fn; fn = dom.nextElementSibling(fn)) {
    const channel = ['feFuncR', 'feFuncG', 'feFuncB', 'feFuncA'].indexOf(tagOf(fn));
    if (channel < 0) continue;
    const type = dom.getAttribute(fn, 'type') ?? 'identity';
    if (type === 'identity') continue;
    if (type !== 'linear') return null;
    const s = parseFloat(dom.getAttribute(fn, 'slope') ?? '1');
    const b = parseFloat(dom.getAttribute(fn, 'intercept') ?? '0');
    if (Number.isNaN(s) || Number.isNaN(b)) return null;
    if (channel === 3) {
      if (b !== 0) return null;
      opacity = Math.max(0, s);
    } else {
      slope[channel] = s;
      intercept[channel] = b * 255;
    }
  }
  return { opacity, map: { m: [slope[0]!, 0, 0, 0, slope[1]!, 0, 0, 0, slope[2]!], offset: intercept }, blur: 0 };
}
