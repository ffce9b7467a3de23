// What text moved out of its place sits on besides its ancestors' backgrounds (docs/contract.md, "The visibility
// rule", 5): a box taken out of the flow (absolutely positioned, fixed), offset or transformed, with no opaque
// background of its own or between it and its text, can lie over any other box of the page: a black box, or one
// whose backdrop filter turns what is behind it black, is what its text is seen on there. The page's boxes that
// paint something (a background colour or image, a backdrop filter) are listed once per collection, under the
// nearest opaque background above the moved box, and text such a box holds (all but a strip too thin to read)
// must stand out from what it paints.
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import { EMPTY, empty, intersect, type Box } from './box.js';
import { backdropOf, groundOf } from './contrast.js';
import type { Reader } from './declared.js';
import { dom, shadowRootOf, styleOf } from './dom.js';
import { pageBox, textBounds, textFragments, type PageArea } from './geometry.js';
import { inkBand, turnedSpan } from './image-behind.js';
import { inkOf } from './ink.js';
import { RARE } from './rare.js';
import { coloursAlong, gradientColours, linearGradient, stopPositions } from './gradients.js';
import { splitTopLevel } from './css-shapes.js';
import { blurShare, IDENTITY, mapColor, over, parseColor, parseFilter, standsOut, type Rgba } from './paint.js';
import { compose, ownLinear, ownSpace, type Linear, type Space } from './transforms.js';
import type { Above, ElementVerdict } from './verdict.js';

/** At most this many elements are looked at per collection for the boxes they paint; the rest are not. */
const MAX_LOOKED_AT = 4096;

/**
 * A box that paints: its element, its computed style, and, once asked, where it is on the page (EMPTY for a box
 * of no area) and the background colour it paints where that is all it paints (no image, no backdrop filter;
 * null where it paints more).
 */
interface Painter {
  el: Element;
  style: CSSStyleDeclaration;
  box?: Box;
  plain?: Rgba | null;
}

/**
 * Per collection: the painting boxes under each background element (the root element for the canvas), elements
 * left to look at, and under each such element, by the colours of a text and what lies below it (`hidingPainters`),
 * the painters that may paint a colour the text does not stand out from.
 */
const listed = new WeakMap<PageArea, { byRoot: Map<Element, Painter[]>; left: number; hiding: Map<Element, Map<string, Painter[]>> }>();

/**
 * Whether text node `node` of the element of `verdict`, whose fill stands out from its ancestors' backgrounds,
 * lies in a moved box over another box that paints a colour it does not stand out from, covering all of it but
 * a strip too thin to read. `share` is what opacity and blur leave of the difference.
 */
export function onOtherPaint(verdict: ElementVerdict, style: CSSStyleDeclaration, share: number, area: PageArea, node: Text): boolean {
  const ground = movedAbove(verdict);
  if (ground === undefined || !verdict.el) return false;
  const inks = inksOf(verdict, style, share);
  if (inks.length === 0) return false;
  const text = textBounds(node, area);
  if (text === null || empty(text)) return false;
  const root = ground?.el ?? area.root;
  if (!root) return false;
  const below = backdropOf(ground ?? verdict);
  if (!below) return false;
  // Where its glyphs can be read: their ink, inside the page and the clips above it.
  let glyphs: Box | undefined;
  for (const painter of hidingPainters(root, area, below, inks)) {
    const box = boxOf(painter, area);
    if (empty(intersect(box, text))) continue;
    glyphs ??= intersect(glyphBand(verdict, area, node, text), verdict.clip);
    if (empty(glyphs)) return false;
    if (!covers(box, glyphs) || dom.contains(painter.el, verdict.el)) continue;
    // A backdrop filter repaints what is behind it: text painted after it (later in the tree, as a moved box
    // of the same layer is) sits on what it made, while text it paints over is filtered with its surroundings.
    if (painter.style.backdropFilter !== 'none' && !(dom.compareDocumentPosition(painter.el, verdict.el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    const colours = paints(painter, box, below, glyphs, area);
    if (colours !== null && !colours.some((colour) => inks.some((ink) => standsOut(ink.colour, ink.share, colour)))) return true;
  }
  return false;
}

/**
 * The painters under `root` that may paint a colour text of `inks` over `below` does not stand out from, in
 * document order: of those that paint a background colour alone, the ones whose colour over `below` it does not
 * stand out from (as `paints` makes it: the rest could not hide the text wherever they lie), and every one that
 * paints more (its colours depend on where the text lies on it). Worked out once per collection for each such
 * pair of colours, before any of their boxes is measured: most painters of a page are pale behind dark text.
 */
function hidingPainters(root: Element, area: PageArea, below: Rgba, inks: readonly { colour: Rgba; share: number }[]): Painter[] {
  const painters = paintersUnder(root, area);
  const lists = listed.get(area)!;
  let byKey = lists.hiding.get(root);
  if (!byKey) lists.hiding.set(root, (byKey = new Map()));
  let key = `${below.r},${below.g},${below.b},${below.a}`;
  for (const ink of inks) key += `;${ink.colour.r},${ink.colour.g},${ink.colour.b},${ink.colour.a},${ink.share}`;
  let hiding = byKey.get(key);
  if (hiding) return hiding;
  hiding = [];
  for (const painter of painters) {
    const colour = plainPaint(painter, below);
    if (colour !== null && inks.some((ink) => standsOut(ink.colour, ink.share, colour))) continue;
    hiding.push(painter);
  }
  byKey.set(key, hiding);
  return hiding;
}

/**
 * What a painter that paints a background colour alone (no image, no backdrop filter) shows over `below`, wherever
 * a text lies on it; null for one that paints more. Its style is read once.
 */
function plainPaint(painter: Painter, below: Rgba): Rgba | null {
  if (painter.plain === undefined) {
    const style = painter.style;
    painter.plain = style.backdropFilter === 'none' && style.backgroundImage === 'none' ? (parseColor(style.backgroundColor) ?? TRANSPARENT) : null;
  }
  const plain = painter.plain;
  return plain === null ? null : plain.a > 0 ? over(plain, below) : below;
}

const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

/** Where a painter is on the page, measured once (or taken from its verdict, which measured it): EMPTY for a box of no area. */
function boxOf(painter: Painter, area: PageArea): Box {
  if (painter.box !== undefined) return painter.box;
  const judged = area.judged.get(painter.el);
  const box = judged?.el === painter.el && judged.box ? judged.box : pageBox(dom.rect(painter.el), area);
  painter.box = box.right > box.left && box.bottom > box.top ? box : EMPTY;
  return painter.box;
}

/** Where the glyphs of the text's lines lie (`inkBand`), their bounding box; its box where that is not known. */
function glyphBand(verdict: ElementVerdict, area: PageArea, node: Text, text: Box): Box {
  const ink = inkOf(verdict, dom.textData(node));
  let band: Box | null = null;
  for (const line of textFragments(node, area)) {
    const part = inkBand(line, ink);
    band = band
      ? {
          left: Math.min(band.left, part.left),
          top: Math.min(band.top, part.top),
          right: Math.max(band.right, part.right),
          bottom: Math.max(band.bottom, part.bottom),
        }
      : part;
  }
  return band ?? text;
}

/**
 * What the text is drawn in, after the filters above it, with what opacity and blur leave of each: its fill, its
 * stroke, and its shadows within two font sizes of it (a shadow's blur spreads it as a filter's does).
 */
function inksOf(verdict: ElementVerdict, style: CSSStyleDeclaration, share: number): { colour: Rgba; share: number }[] {
  const inks: { colour: Rgba; share: number }[] = [];
  const add = (value: string, part: number): void => {
    const colour = parseColor(value);
    if (colour && colour.a > 0) inks.push({ colour: mapColor(verdict.colorMap, colour), share: part });
  };
  add(style.webkitTextFillColor, share);
  if (parseFloat(style.webkitTextStrokeWidth) > 0) add(style.webkitTextStrokeColor, share);
  const shadow = style.textShadow;
  if (shadow !== 'none') {
    const fontSize = parseFloat(style.fontSize);
    for (const one of splitTopLevel(shadow, /,/)) {
      const parts = splitTopLevel(one.trim(), /\s/);
      const [x = 0, y = 0, blur = 0] = parts.slice(1).map(parseFloat);
      if (Math.abs(x) <= 2 * fontSize && Math.abs(y) <= 2 * fontSize) add(parts[0] ?? '', share * blurShare(fontSize, blur / 2));
    }
  }
  return inks;
}

/**
 * Where text of the element of `verdict` lies in a moved box with no opaque background from the text up to
 * it: the nearest element above that box with an opaque background (null for none: the canvas). Undefined
 * where the text sits on an opaque background of its own first, or no box above it is moved.
 */
function movedAbove(verdict: ElementVerdict): ElementVerdict | null | undefined {
  const first = firstAbove(verdict);
  if (first === null || first.ground) return undefined;
  return first.at.parent ? groundAbove(first.at.parent) : null;
}

/** The nearest element from `verdict` up that has an opaque background or is moved, kept per element. */
function firstAbove(verdict: ElementVerdict): Above | null {
  const chain: ElementVerdict[] = [];
  let found: Above | null = null;
  for (let v: ElementVerdict | null = verdict; v && v.el; v = v.parent) {
    const known = v.above;
    if (known !== undefined) {
      found = known;
      break;
    }
    chain.push(v);
    if (v.boxless || !v.style) continue;
    const ground = groundOf(v);
    if (ground && ground.a >= 1) found = { ground: true, at: v };
    else if (isMoved(v)) found = { ground: false, at: v };
    if (found) break;
  }
  for (const v of chain) v.above = found;
  return found;
}

/** The nearest element from `verdict` up with an opaque background, null for none, kept per element. */
function groundAbove(verdict: ElementVerdict): ElementVerdict | null {
  const chain: ElementVerdict[] = [];
  let found: ElementVerdict | null = null;
  for (let v: ElementVerdict | null = verdict; v && v.el; v = v.parent) {
    const known = v.groundAbove;
    if (known !== undefined) {
      found = known;
      break;
    }
    chain.push(v);
    const ground = v.boxless || !v.style ? null : groundOf(v);
    if (ground && ground.a >= 1) {
      found = v;
      break;
    }
  }
  for (const v of chain) v.groundAbove = found;
  return found;
}

/** Absolutely positioned or fixed, offset from where it stands, or transformed. */
function isMoved(v: ElementVerdict): boolean {
  if (v.linear !== (v.parent?.linear ?? null)) return true;
  const style = v.style!;
  const position = v.rare.value(style, 'position');
  if (position === 'absolute' || position === 'fixed') return true;
  if (position !== 'relative' && position !== 'sticky') return false;
  const offset = (value: string): boolean => value !== 'auto' && parseFloat(value) !== 0;
  return offset(style.top) || offset(style.left) || offset(style.bottom) || offset(style.right);
}

/** Whether `box` covers `text` but for strips narrower than MIN_TEXT_PX one way or the other. */
function covers(box: Box, text: Box): boolean {
  const part = intersect(box, text);
  if (empty(part)) return false;
  const legible = (left: number, top: number, right: number, bottom: number): boolean => right - left >= MIN_TEXT_PX && bottom - top >= MIN_TEXT_PX;
  return !(
    legible(text.left, text.top, part.left, text.bottom) ||
    legible(part.right, text.top, text.right, text.bottom) ||
    legible(text.left, text.top, text.right, part.top) ||
    legible(text.left, part.bottom, text.right, text.bottom)
  );
}

/**
 * The colours a painting box may show over `below` where `text` lies on it: what its backdrop filter makes of
 * `below`, its background colour over that, and where its background image is made of gradients, each of their
 * colours over that (of a single straight linear gradient over the whole box, those along the text). Null where
 * that is not known (an image of other colours, a filter referring to an SVG one): such a box is passed over.
 */
function paints(painter: Painter, box: Box, below: Rgba, text: Box, area: PageArea): Rgba[] | null {
  const plain = plainPaint(painter, below);
  if (plain !== null) return [plain];
  const style = painter.style;
  let base = below;
  const backdropFilter = style.backdropFilter;
  if (backdropFilter !== 'none') {
    let referenced = false;
    const effect = parseFilter(backdropFilter, () => {
      referenced = true;
      return { opacity: 1, map: IDENTITY, blur: 0 };
    });
    if (referenced) return null;
    base = over({ ...mapColor(effect.map, below), a: effect.opacity }, below);
  }
  const colour = parseColor(style.backgroundColor);
  if (colour && colour.a > 0) base = over(colour, base);
  const image = style.backgroundImage;
  if (image === 'none') return [base];
  const stops = alongText(painter, box, image, text, area) ?? gradientColours(image);
  return stops && stops.map((stop) => over(stop, base));
}

/**
 * The colours a single straight `linear-gradient()` paints along `text`, laid from the padding box's corner
 * over the whole box of `painter`, upright or turned by a flat transform; null where that is not worked out.
 * Fewer colours than all its stops leave the text fewer to stand out from: a narrower reading only ever hides
 * more, so where the box is drawn is worked out from every transform above it, never taken from its bounding box.
 */
function alongText(painter: Painter, box: Box, image: string, text: Box, area: PageArea): Rgba[] | null {
  const { el, style } = painter;
  const gradient = linearGradient(image);
  if (gradient === null || gradient.direction === null || !(el instanceof HTMLElement) || style.display === 'inline') return null;
  if (style.backgroundPosition !== '0% 0%' || style.backgroundOrigin !== 'padding-box') return null;
  if (!/^auto(?:, auto)*$/.test(style.backgroundSize) || /no-repeat|space|round/.test(style.backgroundRepeat)) return null;
  const drawn = drawnThrough(el, area);
  if (drawn === null) return null;
  const [axis, backwards] = gradient.direction;
  const length = axis === 'x' ? dom.clientWidth(el) : dom.clientHeight(el);
  const border = axis === 'x' ? dom.clientLeft(el) : dom.clientTop(el);
  const positions = stopPositions(gradient.stops, length);
  if (positions === null) return null;
  const [a, b, c, d] = drawn.linear ?? [1, 0, 0, 1];
  let from: number;
  let to: number;
  if (b === 0 && c === 0 && a > 0 && d > 0) {
    // Upright, each way scaled by a positive factor: its box on the page is its layout box so scaled (a zoom
    // the map does not hold would show here).
    if (Math.abs(box.right - box.left - a * dom.offsetWidth(el)) > 0.5 || Math.abs(box.bottom - box.top - d * dom.offsetHeight(el)) > 0.5) return null;
    const scale = axis === 'x' ? a : d;
    const start = (axis === 'x' ? box.left : box.top) + border * scale;
    from = ((axis === 'x' ? text.left : text.top) - start) / (length * scale);
    to = ((axis === 'x' ? text.right : text.bottom) - start) / (length * scale);
  } else {
    const span = turnedSpan(el, drawn.linear, drawn.space, box, [text], axis);
    if (span === null) return null;
    from = (span[0] - border) / length;
    to = (span[1] - border) / length;
  }
  from = Math.max(0, from);
  to = Math.min(1, to);
  if (!(to > from)) return null;
  if (backwards) [from, to] = [1 - to, 1 - from];
  return coloursAlong(gradient.stops, positions, from, to, gradient.space);
}

/**
 * The maps `el` is drawn through: the linear part of every transform from the root down (transforms.ts), and the
 * 3D map of the nearest element the scan judged above it. Read up its parents to that element (one the scan has
 * not reached yet, ahead of the text, has no verdict); null where a box on the way is turned in 3D, or the way
 * passes into a shadow host, whose children are drawn where its shadow tree's slots put them.
 */
function drawnThrough(el: Element, area: PageArea): { linear: Linear; space: Space } | null {
  let linear: Linear = null;
  for (let at: Element | null = el; at !== null; at = dom.parentElement(at)) {
    const judged = area.judged.get(at);
    if (judged !== undefined && judged.el === at && judged.style !== null) return { linear: compose(judged.linear, linear), space: judged.space };
    if (at !== el && shadowRootOf(at) !== null) return null;
    const style = styleOf(at);
    // A transform applies to no inline box and no box-less element.
    if (at !== el && (style.display === 'inline' || style.display === 'contents')) continue;
    const transform = style.transform;
    const rotate = style.rotate;
    const scale = style.scale;
    if (transform === 'none' && rotate === 'none' && scale === 'none') continue;
    const space = ownSpace(transform, rotate, scale);
    if (space !== null && (space[2] !== 0 || space[5] !== 0 || space[6] !== 0 || space[7] !== 0)) return null;
    linear = compose(ownLinear(transform, rotate, scale), linear);
  }
  return { linear, space: null };
}

/** Whether an element of computed style `style`, read through `rare`, paints a background or a backdrop filter. */
function paintsSomething(rare: Reader, style: CSSStyleDeclaration): boolean {
  const colour = rare.value(style, 'backgroundColor');
  if (colour !== RARE.backgroundColor && (parseColor(colour)?.a ?? 0) > 0) return true;
  return rare.value(style, 'backgroundImage') !== 'none' || rare.value(style, 'backdropFilter') !== 'none';
}

/** The boxes under `root` (itself left out) that paint a background or a backdrop filter, read once per collection. */
function paintersUnder(root: Element, area: PageArea): Painter[] {
  let lists = listed.get(area);
  if (!lists) listed.set(area, (lists = { byRoot: new Map(), left: MAX_LOOKED_AT, hiding: new Map() }));
  let painters = lists.byRoot.get(root);
  if (painters) return painters;
  painters = [];
  let el: Element | null = dom.firstElementChild(root);
  let parent: Element | null = root;
  const displays = area.displays;
  while (el && lists.left > 0) {
    lists.left--;
    const style = styleOf(el);
    let display = displays.get(el);
    if (display === undefined) displays.set(el, (display = style.display));
    const descend = display !== 'none';
    // What paints is read only where some source may set it (declared.ts): most elements paint nothing. An element
    // the scan judged already is read as it was there; where it lies is measured only for a text it may hide
    // (`hidingPainters`).
    if (descend) {
      const judged = area.judged.get(el);
      const reader = judged !== undefined && judged.el === el && judged.style !== null ? judged.rare : area.declared.readerAhead(el, parent);
      if (paintsSomething(reader, style) && style.visibility === 'visible') painters.push({ el, style });
    }
    // Depth first, in document order, without recursion.
    let next: Element | null = descend ? dom.firstElementChild(el) : null;
    if (next) parent = el;
    for (let up: Element | null = el; !next && up && up !== root; up = dom.parentElement(up)) {
      next = dom.nextElementSibling(up);
      parent = dom.parentElement(up);
    }
    el = next;
  }
  lists.byRoot.set(root, painters);
  return painters;
}
