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
  /**
   * The line runs down the page (a vertical writing mode): its height is across the page, and where its glyphs
   * lie across it is not worked out.
   */
  vertical: boolean;
}

let measure: OffscreenCanvasRenderingContext2D | null | undefined;
/**
 * The font `measure` was last given. Setting a font parses and resolves it again, even the same one, and texts in a
 * row mostly share one. A face of the page's that loads later counts without setting the font again (the engine
 * resolves a font anew once its document's faces change).
 */
let measureFont = '';

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
  // In a vertical writing mode, untransformed, a line's height runs across the page and its length down it.
  if (style.writingMode !== 'horizontal-tb')
    return linear === null || (linear[1] === 0 && linear[2] === 0) ? { top: 0, bottom: 1, linear, vertical: true } : null;
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  if (font !== measureFont) measure.font = measureFont = font;
  const m = measure.measureText(data.slice(0, 64));
  const content = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
  if (!(content > 0)) return null;
  return {
    top: (m.fontBoundingBoxAscent - m.actualBoundingBoxAscent) / content,
    bottom: (m.fontBoundingBoxAscent + m.actualBoundingBoxDescent) / content,
    linear,
    vertical: false,
  };
}

/**
 * Whether the glyphs of a line box drawn at `fragment` (its bounding box on the page) show inside `clip`,
 * where the clip cuts it across its height: what shows of the ink must be MIN_TEXT_PX tall and half the
 * ink's height. A turned line is a slanted band: its ink starts below the top corner of its bounding box
 * by the share of the line box's own height above the ink, and its half is judged where the band shows
 * most (the corner nearest the edge). A line of a vertical writing mode runs down the page: a clip across it
 * (in x) hides it, one along it leaves what shows of it to be measured word by word.
 */
export function inkShows(fragment: Box, clip: Box, inkOfText: () => Ink | null): boolean {
  const insideX = fragment.left >= clip.left - 1 && fragment.right <= clip.right + 1;
  const insideY = fragment.top >= clip.top - 1 && fragment.bottom <= clip.bottom + 1;
  if (insideX && insideY) return true;
  const ink = inkOfText();
  if (ink === null) return true;
  // A vertical line cut along its length shows what the clip leaves of it (its words are then measured); one
  // cut across its height is not read.
  if (ink.vertical) return insideX;
  if (insideY) return true;
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
