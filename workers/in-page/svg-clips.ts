// What a `clip-path: url(#id)` leaves of an element (docs/contract.md, "The visibility rule", 3): the bounding
// box of the referenced <clipPath>'s rendered children, each through its own transform and then the
// clipPath's, in the element's own coordinates (its border box; fractions of it with objectBoundingBox units).
// A bounding box, so a shape with holes counts as clipping less than it does: never more.
import { dom, elementByUrl, styleOf, tagOf, urlArgument } from './dom.js';
import { EMPTY, type Box } from './box.js';

/** The region in the element's coordinates; null where the reference is not judged (then nothing is clipped). */
export function referencedClipBox(args: string, el: Element, width: number, height: number): Box | null {
  const target = elementByUrl(urlArgument(args), el);
  if (!target || tagOf(target) !== 'clipPath') return null;
  const outer = affineOf(target);
  if (outer === undefined) return null;
  let region: Box | null = null;
  for (let child = dom.firstElementChild(target); child; child = dom.nextElementSibling(child)) {
    if (!(child instanceof SVGGraphicsElement)) continue;
    const style = styleOf(child);
    // Only what is rendered clips in (CSS Masking 1, "The clipPath element").
    if (style.display === 'none' || style.visibility !== 'visible') continue;
    const own = affineOf(child);
    if (own === undefined) return null;
    let bbox: DOMRect;
    try {
      bbox = dom.svgBBox(child);
    } catch {
      return null;
    }
    const box = mapBox(mapBox({ left: bbox.x, top: bbox.y, right: bbox.x + bbox.width, bottom: bbox.y + bbox.height }, own), outer);
    region = region
      ? {
          left: Math.min(region.left, box.left),
          top: Math.min(region.top, box.top),
          right: Math.max(region.right, box.right),
          bottom: Math.max(region.bottom, box.bottom),
        }
      : box;
  }
  if (!region) return EMPTY;
  if (dom.getAttribute(target, 'clipPathUnits') !== 'objectBoundingBox') return region;
  return { left: region.left * width, top: region.top * height, right: region.right * width, bottom: region.bottom * height };
}

/** `x' = a x + c y + e`, `y' = b x + d y + f` (`matrix(a, b, c, d, e, f)`); null is the identity. */
export type Affine = readonly [number, number, number, number, number, number] | null;

/** The element's own 2D transform (an SVG `transform` attribute computes to one); undefined for a 3D one. */
function affineOf(el: Element): Affine | undefined {
  const transform = styleOf(el).transform;
  if (transform === 'none') return null;
  const m = /^matrix\(([^)]*)\)$/.exec(transform);
  const n = m ? m[1]!.split(',').map(Number) : [];
  if (n.length !== 6 || n.some(Number.isNaN)) return undefined;
  return [n[0]!, n[1]!, n[2]!, n[3]!, n[4]!, n[5]!];
}

/** The bounding box of `box` mapped by `affine`. */
export function mapBox(box: Box, affine: Affine): Box {
  if (affine === null) return box;
  const [a, b, c, d, e, f] = affine;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [box.left, box.top],
    [box.right, box.top],
    [box.left, box.bottom],
    [box.right, box.bottom],
  ] as const) {
    xs.push(a * x + c * y + e);
    ys.push(b * x + d * y + f);
  }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
