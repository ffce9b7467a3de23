// A background image behind text (docs/contract.md, "The visibility rule", 5): where it is made of gradients, the
// colours it paints behind the text's glyphs (along a single straight gradient, only where the glyphs lie), each
// over the background colour below it; an image of unknown colours makes the backdrop unknown.
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import { empty, holds, hull, intersect, nearestShift, shifted, type Box } from './box.js';
import { dom } from './dom.js';
import { textFragments, type PageArea } from './geometry.js';
import { mapColor, over, type Rgba } from './paint.js';
import { coloursAlong, gradientColours, linearGradient, stopPositions } from './gradients.js';
import { inkOf, inkShows, type Ink } from './ink.js';
import { backdropOf, clippedToText, groundOf, linePoints, paintedBox } from './contrast.js';
import { paintsAt, paintsWholeBounds } from './paint-area.js';
import { mapBox, type Affine } from './svg-clips.js';
import { turns, type Linear, type Space } from './transforms.js';
import { fromAbove, type ElementVerdict } from './verdict.js';

/** An image behind whose colours are not known (`url()`, `image-set()`, ...). */
export const UNKNOWN_IMAGE = 'unknown';

/**
 * What a background image between the text and the background colour it was compared with (up to the
 * nearest opaque background) paints: null for none; where it is made of gradients only, every colour they
 * may paint behind the text (each stop, over the backdrop of its element, through its filters, and that
 * backdrop too where a layer may not cover the box); else UNKNOWN_IMAGE.
 */
export function imageBehind(verdict: ElementVerdict, area: PageArea, node: Text): readonly Rgba[] | typeof UNKNOWN_IMAGE | null {
  let where: Where | undefined;
  let shown: Where | undefined;
  let ink: Ink | null | undefined;
  const inkOfText = (): Ink | null => (ink === undefined ? (ink = inkOf(verdict, dom.textData(node))) : ink);
  for (let v = imagedOf(verdict); v; v = v.parent ? imagedOf(v.parent) : null) {
    const style = v.style!;
    const colours = gradientColours(style.backgroundImage);
    if (!colours) return UNKNOWN_IMAGE;
    // A gradient paints inside its element's box only: text wholly outside it (a box of no height it
    // overflows) does not sit on it.
    const box = paintedBox(v, area);
    // Only the part of the text its clips leave is looked at; in a scroll container, over a box that does not scroll
    // with it, where it shows once scrolled to.
    where ??= textWhere(textFragments(node, area), verdict.clip);
    const port = verdict.port;
    const { lines, fragments, clip } = port !== null && !(v.port === port && v.parent?.port === port) ? (shown ??= shownIn(where, port)) : where;
    if (!box || !fragments.some((f) => !empty(intersect(f, box)))) continue;
    // A box paints its gradients on itself, inside its rounded corners and its `background-clip`, not on all of its
    // bounds: text none of whose points in view (its lines' centres and the points a quarter in from their edges, on a
    // turned line the line itself) lies there is not on them.
    if (!paintsWholeBounds(v) && !lines.some((f) => linePoints(f, verdict.linear).some(([x, y]) => holds(clip, x, y) && paintsAt(v!, box, x, y)))) continue;
    // A translucent background between would tint the gradient: not worked out.
    for (let u: ElementVerdict | null = verdict; u && u !== v; u = u.parent) if (groundOf(u)) return UNKNOWN_IMAGE;
    const below = backdropOf(v);
    if (!below) return UNKNOWN_IMAGE;
    const whole = /^auto(?:, auto)*$/.test(style.backgroundSize) && !/no-repeat|space|round/.test(style.backgroundRepeat);
    // Glyphs reaching past the box by less than can be read (a turned line's corner, the tops of its
    // capitals) are read where they sit on the gradient.
    const past = lines.some((f) => legiblePast(f, box, clip, inkOfText));
    const onIt = lines.map((f) => intersect(intersect(inkBand(f, inkOfText()), clip), box)).filter((f) => !empty(f));
    const stops = (whole && !past && alongText(v, box, style.backgroundImage, onIt)) || colours;
    const grounds = stops.map((stop) => over(mapColor(v!.colorMap, stop), below));
    // Where the gradient may not cover the box, or the text reaches past it, what is below shows too.
    if (!whole || past) grounds.push(below);
    return grounds;
  }
  return null;
}

/** The text's line boxes, the parts of them its clips leave, and those clips. */
interface Where {
  lines: Box[];
  fragments: Box[];
  clip: Box;
}

function textWhere(lines: Box[], clip: Box): Where {
  return { lines, fragments: lines.map((f) => intersect(f, clip)).filter((f) => !empty(f)), clip };
}

/**
 * Where text in a scroll container shows once a reader scrolls to it (the least way, as `scrollIntoView` does):
 * the part of its container's visible part `port` it is brought into, over the boxes that do not scroll with it.
 */
function shownIn(where: Where, port: Box): Where {
  const seen = where.fragments;
  if (seen.length === 0) return textWhere([], port);
  const shift = nearestShift(seen.reduce(hull), port);
  // Clips inside the container scroll with the text; the container's own stays.
  return textWhere(
    where.lines.map((f) => shifted(f, shift)),
    intersect(shifted(where.clip, shift), port),
  );
}

/**
 * The part of upright line box `line` where its glyphs can be read against a background: from its tallest
 * glyph to its deepest, less half of MIN_TEXT_PX at each end (a band of ink thinner than that at an edge is
 * no legible stroke), down to the band's middle. The line box itself where that is not known. Along a
 * gradient, a colour inside the band lies between colours the whole box spans, so text that stands out from
 * it stands out from one of those: narrowing the band never finds more colours to stand out from.
 */
export function inkBand(line: Box, ink: Ink | null): Box {
  if (ink === null || ink.vertical || turns(ink.linear)) return line;
  const height = line.bottom - line.top;
  const top = line.top + height * ink.top;
  const bottom = line.top + height * ink.bottom;
  const inset = Math.min(MIN_TEXT_PX / 2, (bottom - top) / 2);
  return bottom > top ? { ...line, top: top + inset, bottom: bottom - inset } : line;
}

/** Whether the glyphs of line box `line` show legibly inside `clip` but outside `box`, on one side of it. */
function legiblePast(line: Box, box: Box, clip: Box, inkOfText: () => Ink | null): boolean {
  const sides: Box[] = [
    { ...clip, bottom: Math.min(clip.bottom, box.top) },
    { ...clip, top: Math.max(clip.top, box.bottom) },
    { ...clip, right: Math.min(clip.right, box.left) },
    { ...clip, left: Math.max(clip.left, box.right) },
  ];
  return sides.some((side) => {
    const part = intersect(line, side);
    return part.right - part.left >= MIN_TEXT_PX && part.bottom - part.top >= MIN_TEXT_PX && inkShows(line, side, inkOfText);
  });
}

/** `imaged` of the verdict: its own background image, or its parent's where it paints no opaque colour over it. */
export function imagedOf(verdict: ElementVerdict): ElementVerdict | null {
  return fromAbove<ElementVerdict | null>(verdict, 'imaged', null, (current, above) => {
    if (current.boxless || !current.style) return above;
    const image = current.rare.value(current.style, 'backgroundImage');
    if (image !== 'none' && !clippedToText(current.style, false)) return current;
    return (groundOf(current)?.a ?? 0) >= 1 ? null : above;
  });
}

/**
 * The colours a single straight linear gradient, laid from the padding box's corner in its size, paints
 * where the text is along it: a hard stop can paint one line in the text's own colour and the next not.
 * Null where that is not worked out (a box turned in 3D, an inline one, the text reaching past the box).
 */
function alongText(v: ElementVerdict, box: Box, image: string, fragments: readonly Box[]): Rgba[] | null {
  // (A gradient mixed around the hue circle never gets here: gradientColours refuses it.)
  const gradient = linearGradient(image);
  const el = v.el;
  if (gradient === null || gradient.direction === null || v.inline || !(el instanceof HTMLElement)) return null;
  if (v.style!.backgroundPosition !== '0% 0%' || v.style!.backgroundOrigin !== 'padding-box') return null;
  const [axis, backwards] = gradient.direction;
  const length = axis === 'x' ? dom.clientWidth(el) : dom.clientHeight(el);
  const positions = stopPositions(gradient.stops, length);
  if (positions === null || fragments.length === 0) return null;
  const border = axis === 'x' ? dom.clientLeft(el) : dom.clientTop(el);
  let from = Infinity;
  let to = -Infinity;
  const [a, b, c, d] = v.linear ?? [1, 0, 0, 1];
  if (b === 0 && c === 0 && a > 0 && d > 0) {
    // Transforms that only scale, each way by a positive factor, keep the box upright: the gradient scales with it.
    const scale = axis === 'x' ? a : d;
    const start = (axis === 'x' ? box.left : box.top) + border * scale;
    for (const f of fragments) {
      from = Math.min(from, ((axis === 'x' ? f.left : f.top) - start) / (length * scale));
      to = Math.max(to, ((axis === 'x' ? f.right : f.bottom) - start) / (length * scale));
    }
  } else {
    const span = turnedSpan(el, v.linear, v.space, box, fragments, axis);
    if (span === null) return null;
    // A turned line's bounding box reaches past the box it lies in at its corners, where no glyph is: the gradient
    // is read inside the box only (glyphs truly outside the box but inside its bounding box are then read against
    // the gradient's colours alone: a drop at worst, never a leak).
    from = Math.max(0, (span[0] - border) / length);
    to = Math.min(1, (span[1] - border) / length);
  }
  if (!(from >= 0 && to <= 1)) return null;
  if (backwards) [from, to] = [1 - to, 1 - from];
  return coloursAlong(gradient.stops, positions, from, to, gradient.space);
}

/**
 * Where `fragments` (boxes of the page) lie along `axis` of the border box of `el` turned by a flat transform (a
 * rotation, a skew, a mirror: `linear`, `space` its 3D map), in px of the box's own, before the transform: each corner of
 * each fragment mapped back, so the span holds every point of them, widened by a pixel for the rounding of the box's
 * size (offsetWidth and offsetHeight are whole pixels). The box's corner is found from its bounding box and the map
 * of its size; null where the map is not flat (3D, or a translation along z under a perspective, which scales it)
 * or that bounding box is not the one the map draws.
 */
export function turnedSpan(el: HTMLElement, linear: Linear, space: Space, box: Box, fragments: readonly Box[], axis: 'x' | 'y'): [number, number] | null {
  if (linear === null || (space !== null && (space[2] !== 0 || space[5] !== 0 || space[6] !== 0 || space[7] !== 0))) return null;
  const [a, b, c, d] = linear;
  const det = a * d - b * c;
  if (!(Math.abs(det) > 1e-6)) return null;
  const w = dom.offsetWidth(el);
  const h = dom.offsetHeight(el);
  const xs = [0, a * w, c * h, a * w + c * h];
  const ys = [0, b * w, d * h, b * w + d * h];
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  if (Math.abs(box.right - box.left - (Math.max(...xs) - left)) > 1 || Math.abs(box.bottom - box.top - (Math.max(...ys) - top)) > 1) return null;
  // Where the box's own corner is drawn, and the map back from the page into the box.
  const ox = box.left - left;
  const oy = box.top - top;
  const back: Affine = [d / det, -b / det, -c / det, a / det, (c * oy - d * ox) / det, (b * ox - a * oy) / det];
  let from = Infinity;
  let to = -Infinity;
  for (const f of fragments) {
    const local = mapBox(f, back);
    from = Math.min(from, axis === 'x' ? local.left : local.top);
    to = Math.max(to, axis === 'x' ? local.right : local.bottom);
  }
  return [from - 1, to + 1];
}
