// What a mask leaves of an element's painting (docs/contract.md, "The visibility rule", 3): `mask-image`
// and `-webkit-mask-box-image` multiply everything the element paints by the mask's alpha. Read as the
// strings Chromium serializes. One linear gradient that fills the border box is understood: uniform, it
// scales opacity; running straight down, up or across, the part of the box where it lets at least half
// through is a clip. Every other mask (images, SVG masks, other gradients, several layers, a size,
// position or composite of its own) counts as letting nothing through: it may drop text, it never admits it.
import { dom } from './dom.js';
import { intersect, type Box } from './box.js';
import { pageBox, type PageArea } from './geometry.js';
import { opacityCanShow } from './paint.js';
import { linearGradient, stopPositions } from './gradients.js';
import type { ElementVerdict } from './verdict.js';

/** A mask lets text through where its alpha is at least this. */
const THROUGH = 0.5;

/** Where a mask lets text through: a band of the border box along one axis, in fractions of its size. */
interface Band {
  axis: 'x' | 'y';
  start: number;
  end: number;
  /** The least alpha inside the band. */
  alpha: number;
  /** The same alpha everywhere. */
  uniform: boolean;
}

/** The layer settings under which one gradient covers exactly the border box, as Chromium serializes them. */
const WHOLE_BOX: Partial<Record<'maskSize' | 'maskPosition' | 'maskClip' | 'maskOrigin' | 'maskComposite', readonly string[]>> = {
  maskSize: ['auto', 'auto auto', '100% 100%'],
  maskPosition: ['0% 0%', '0px 0px'],
  maskClip: ['border-box', 'no-clip'],
  maskOrigin: ['border-box'],
  maskComposite: ['add'],
};

/**
 * Narrows the verdict by the element's mask, given its computed `mask-image` and `-webkit-mask-box-image-source`
 * (not both `none`). False when the mask lets nothing of it be seen.
 */
export function applyMask(verdict: ElementVerdict, el: Element, image: string, boxImage: string, area: PageArea): boolean {
  const style = verdict.style!;
  if (boxImage !== 'none') return false;
  const mode = style.maskMode;
  if (mode !== 'match-source' && mode !== 'alpha' && mode !== 'luminance') return false;
  // A box's layout size, which a gradient's px stops are against: its transformed box says nothing sound.
  const length = (axis: 'x' | 'y'): number => (el instanceof HTMLElement ? (axis === 'x' ? dom.offsetWidth(el) : dom.offsetHeight(el)) : 0);
  const band = gradientBand(image, mode === 'luminance', length);
  if (band === null) return false;
  // A uniform tile repeated both ways covers the box whatever its size and position; anything else must be
  // laid exactly over the border box for the band to mean what it says.
  const anyTiling = band.uniform && style.maskRepeat === 'repeat';
  for (const [property, allowed] of Object.entries(WHOLE_BOX)) {
    if (anyTiling && (property === 'maskSize' || property === 'maskPosition')) continue;
    if (!allowed.includes(style[property as keyof typeof WHOLE_BOX])) return false;
  }
  verdict.opacity *= band.alpha;
  if (!opacityCanShow(verdict.opacity)) return false;
  const whole = band.start <= 0 && band.end >= 1;
  // An inline box's fragments and an SVG element's box are not cut: a band across them counts as masking all.
  if (verdict.inline || !(el instanceof HTMLElement)) return whole;
  const box = pageBox(dom.rect(el), area);
  verdict.box = box;
  // The mask is laid over the border box only (`mask-clip: border-box`): what the element draws past it,
  // such as text overflowing a box of no height, is masked away.
  let cut: Box = style.maskClip === 'border-box' ? box : { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  if (!whole) {
    // Only an upright box is cut by the band: a box turned or scaled by a transform counts as masked away.
    if (verdict.linear !== null) return false;
    const size = band.axis === 'x' ? box.right - box.left : box.bottom - box.top;
    const from = band.axis === 'x' ? box.left : box.top;
    cut = intersect(
      cut,
      band.axis === 'x'
        ? { left: from + band.start * size, right: from + band.end * size, top: -Infinity, bottom: Infinity }
        : { left: -Infinity, right: Infinity, top: from + band.start * size, bottom: from + band.end * size },
    );
  }
  verdict.boxClip = intersect(verdict.boxClip, cut);
  verdict.clip = intersect(verdict.clip, cut);
  return verdict.boxClip.right > verdict.boxClip.left && verdict.boxClip.bottom > verdict.boxClip.top;
}

/**
 * The band where a single `linear-gradient()` lets text through, null for none (or for a value this does not
 * understand). A segment between two stops counts only where both let text through: where one does not, the
 * crossing point (moved by a hint) is not worked out, so the whole segment counts as masked.
 */
function gradientBand(image: string, luminance: boolean, length: (axis: 'x' | 'y') => number): Band | null {
  const gradient = linearGradient(image);
  if (gradient === null) return null;
  const { direction } = gradient;
  // A hint bends the way to the next colour: the crossing is then not worked out.
  const colours = gradient.stops.map((stop) => ({ alpha: through(stop.colour, luminance), at: stop.at, hinted: stop.hinted }));
  const least = Math.min(...colours.map((s) => s.alpha));
  if (colours.every((s) => s.alpha === least)) return { axis: 'y', start: 0, end: 1, alpha: least, uniform: true };
  if (direction === null) return null;
  const [axis, backwards] = direction;
  const positions = stopPositions(colours, length(axis));
  if (positions === null) return null;
  // Where the alpha crosses THROUGH between stops i and i + 1 (one lets text through, the other not).
  const crossing = (i: number): number => {
    const [a, b] = [colours[i]!, colours[i + 1]!];
    const at = [positions[i]!, positions[i + 1]!] as const;
    const opening = a.alpha < THROUGH;
    if (a.hinted) return opening ? at[1] : at[0];
    return at[0] + ((THROUGH - a.alpha) / (b.alpha - a.alpha)) * (at[1] - at[0]);
  };
  // The largest run of stops that let text through, reaching past its ends to where the alpha crosses.
  let best: Band | null = null;
  let runStart = -1;
  for (let i = 0; i <= colours.length; i++) {
    const open = i < colours.length && colours[i]!.alpha >= THROUGH;
    if (open && runStart < 0) runStart = i;
    if (!open && runStart >= 0) {
      const start = runStart === 0 ? 0 : crossing(runStart - 1);
      const end = i === colours.length ? 1 : crossing(i - 1);
      const inside = colours.slice(runStart, i).map((s) => s.alpha);
      const alpha = Math.min(...inside, runStart === 0 && i === colours.length ? 1 : THROUGH);
      if (end > start && (!best || end - start > best.end - best.start)) best = { axis, start, end, alpha, uniform: false };
      runStart = -1;
    }
  }
  if (best && backwards) [best.start, best.end] = [1 - best.end, 1 - best.start];
  return best;
}

/** What a mask colour lets through: its alpha, or under `mask-mode: luminance` its luminance times its alpha. */
function through(colour: { r: number; g: number; b: number; a: number }, luminance: boolean): number {
  if (!luminance) return colour.a;
  return ((0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b) / 255) * colour.a;
}
