// Where `text-overflow` hides the end of a line (docs/contract.md, "The visibility rule", 3): a block that clips its
// inline overflow draws an ellipsis (or a string) at the end of each line it cuts, in place of the characters that
// would reach under it. Chromium reports those characters' boxes where they would be, inside the box, so the clip
// alone would count them as shown: each line's characters count only where they end before the ellipsis begins.
import { EMPTY, type Box } from './box.js';
import type { LayoutReads, PaddingOrigin } from './geometry.js';
import type { ElementVerdict } from './verdict.js';

let measure: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * The part of the page where the block of `verdict` shows whole characters of its lines, when its `text-overflow`
 * (`textOverflow`, not `clip`) cuts some of them: everything before the ellipsis on the lines' end side, whatever
 * line a character is on (a line that ends short of the edge loses nothing real that way but its last characters
 * under the ellipsis's width, which are then left out). Null when nothing overflows the block along its lines.
 *
 * The ellipsis is taken at least an em wide (its measured width where wider) and starts that far from the end of
 * the content box, where Chromium ends lines: where it is in fact narrower, a character before it is left out, and
 * no character under it is read. A turned box, whose lines do not run along the page, shows nothing this way.
 */
export function ellipsisZone(verdict: ElementVerdict, textOverflow: string, origin: PaddingOrigin): Box | null {
  const style = verdict.style!;
  const layout: LayoutReads = origin.layout;
  const vertical = style.writingMode !== 'horizontal-tb';
  if (vertical ? layout.scrollHeight <= layout.clientHeight : layout.scrollWidth <= layout.clientWidth) return null;
  const linear = verdict.linear;
  if (linear !== null && (linear[1] !== 0 || linear[2] !== 0 || !(linear[0] > 0) || !(linear[3] > 0))) return EMPTY;
  const px = (value: string): number => parseFloat(value) || 0;
  const { scale } = origin;
  const content = {
    left: origin.left + px(style.paddingLeft) * scale.x,
    top: origin.top + px(style.paddingTop) * scale.y,
    right: origin.left + (layout.clientWidth - px(style.paddingRight)) * scale.x,
    bottom: origin.top + (layout.clientHeight - px(style.paddingBottom)) * scale.y,
  };
  const fontSize = px(style.fontSize);
  const marker = textOverflow === 'ellipsis' ? '\u2026' : stringValue(textOverflow);
  const width = Math.max(fontSize, measured(marker, style));
  // The end of a line: right in left-to-right horizontal text, down in vertical text (up in `sideways-lr`),
  // and the other way under `direction: rtl`.
  const backwards = style.direction === 'rtl';
  const zone: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  if (!vertical) {
    if (backwards) zone.left = content.left + width * scale.x;
    else zone.right = content.right - width * scale.x;
  } else if ((style.writingMode === 'sideways-lr') !== backwards) zone.top = content.top + width * scale.y;
  else zone.bottom = content.bottom - width * scale.y;
  return zone;
}

/** The text of a computed `text-overflow` string (`"..."`); an unreadable value reads as a wide one. */
function stringValue(value: string): string {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  return m ? (m[1] ?? '').replace(/\\(.)/g, '$1') : '\u2026\u2026\u2026';
}

/** The width of `text` in the element's font, 0 where no canvas measures it. */
function measured(text: string, style: CSSStyleDeclaration): number {
  measure ??= new OffscreenCanvas(1, 1).getContext('2d');
  if (!measure) return 0;
  measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const width = measure.measureText(text).width;
  return Number.isFinite(width) ? width : 0;
}

/** Whether the element's box is an atomic inline (an inline-block, inline-flex, ...): an ellipsis hides it whole. */
export function atomicInline(display: string): boolean {
  return display.startsWith('inline-');
}

/** Whether `box` lies before the ellipsis of `zone`. */
export function beforeEllipsis(box: Box, zone: Box | null): boolean {
  return zone === null || (box.left >= zone.left && box.top >= zone.top && box.right <= zone.right && box.bottom <= zone.bottom);
}
