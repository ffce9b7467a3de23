// Where a line's glyphs are drawn inside its line box (docs/contract.md, "Collection"): a box edge that
// cuts a line across its height shows its glyphs only where their ink is, and the tops of a line's
// capitals are not read.
import { MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import type { Box } from './box.js';
import type { Linear } from './transforms.js';
import type { ElementVerdict } from './verdict.js';

/** Where a line's ink lies in its line box, as shares of the box's height from its top, and how the box is drawn. */
export interface Ink {
  top: number;
  bottom: number;
  linear: Linear;
}

let measure: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * The ink of text node `data` in the element's font (its primary face, whose ascent and descent make the
 * line box's height), from its tallest glyph to its deepest; null where it is not placed (no style, a box
 * turned a quarter or more, or flipped: it is taken whole).
 */
export function inkOf(verdict: ElementVerdict, data: string): Ink | null {
  const linear = verdict.linear;
  if (!verdict.style || (linear !== null && !(linear[3] > 0))) return null;
  measure ??= new OffscreenCanvas(1, 1).getContext('2d');
  if (!measure) return null;
  const style = verdict.style;
  measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const m = measure.measureText(data.slice(0, 64));
  const content = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
  if (!(content > 0)) return null;
  return {
    top: (m.fontBoundingBoxAscent - m.actualBoundingBoxAscent) / content,
    bottom: (m.fontBoundingBoxAscent + m.actualBoundingBoxDescent) / content,
    linear,
  };
}

/**
 * Whether the glyphs of a line box drawn at `fragment` (its bounding box on the page) show inside `clip`,
 * where the clip cuts it across its height: what shows of the ink must be MIN_TEXT_PX tall and half the
 * ink's height. A turned line is a slanted band: its ink starts below the top corner of its bounding box
 * by the share of the line box's own height above the ink, and its half is judged where the band shows
 * most (the corner nearest the edge).
 */
export function inkShows(fragment: Box, clip: Box, inkOfText: () => Ink | null): boolean {
  if (fragment.top >= clip.top - 1 && fragment.bottom <= clip.bottom + 1) return true;
  const ink = inkOfText();
  if (ink === null) return true;
  const line = lineHeightOf(fragment, ink.linear);
  if (line === null) return true;
  const top = fragment.top + line * ink.top;
  const bottom = fragment.bottom - line * (1 - ink.bottom);
  const shown = Math.min(bottom, clip.bottom) - Math.max(top, clip.top);
  return shown >= MIN_TEXT_PX && shown >= (line * (ink.bottom - ink.top)) / 2;
}

/**
 * The height on the page of the line box whose bounding box is `fragment`, drawn through `linear`: a
 * box w by h becomes a parallelogram whose bounding box is w|a| + h|c| wide and w|b| + h|d| tall. Null
 * where that cannot be solved (turned near a quarter).
 */
function lineHeightOf(fragment: Box, linear: Linear): number | null {
  const height = fragment.bottom - fragment.top;
  if (linear === null || linear[1] === 0) return height;
  const [a, b, c, d] = linear.map(Math.abs) as [number, number, number, number];
  const det = a * d - b * c;
  if (!(det > 0.1 * a * d)) return null;
  const h = (a * height - b * (fragment.right - fragment.left)) / det;
  return h > 0 ? Math.min(height, h * d) : null;
}
