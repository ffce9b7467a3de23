// Table columns that `visibility: collapse` takes away (docs/contract.md, "The visibility rule"). A cell's own
// computed visibility does not say so: Chromium gives a cell that stands only in collapsed columns no width
// and paints nothing of it, while its text keeps boxes of their full width; content in it that forms a layer
// of its own (positioned, transformed, filtered, ...) is painted all the same. A cell that also spans a
// column that stays is painted whole (measured: not clipped to its narrowed box).
import { dom, styleOf } from './dom.js';
import type { ElementVerdict } from './verdict.js';

/** A cell's table is at most this many elements above it: the row, then a row group. */
const CELL_DEPTH = 3;

/** Whether the cell whose parent's verdict is `parent` stands in a <table> that collapses one of its columns. */
export function inCollapsingTable(parent: ElementVerdict): boolean {
  let table: ElementVerdict | null = parent;
  for (let i = 1; i < CELL_DEPTH && table !== null && table.tag !== 'table'; i++) table = table.parent;
  if (table === null || table.tag !== 'table' || table.el === null) return false;
  return (table.columnsCollapse ??= collapsesColumns(table.el));
}

function collapsesColumns(table: Element): boolean {
  const columns = dom.querySelectorAll(table, ':scope > col, :scope > colgroup, :scope > colgroup > col');
  for (let i = 0; i < columns.length; i++) {
    if (styleOf(columns[i]!).visibility === 'collapse') return true;
  }
  return false;
}

/**
 * Whether a cell of a collapsing table stands in collapsed columns only: it has no width in its layout (its
 * box on the screen has one under a skew).
 */
export function collapsedCell(el: Element): boolean {
  return el instanceof HTMLElement && dom.offsetWidth(el) === 0;
}

/** Whether an element in a collapsed cell forms a layer that paints itself (a fuzz finding: such content shows). */
export function paintsItself(style: CSSStyleDeclaration): boolean {
  return (
    style.position !== 'static' ||
    style.transform !== 'none' ||
    style.translate !== 'none' ||
    style.rotate !== 'none' ||
    style.scale !== 'none' ||
    style.opacity !== '1' ||
    style.filter !== 'none' ||
    style.maskImage !== 'none' ||
    style.clipPath !== 'none' ||
    style.mixBlendMode !== 'normal' ||
    style.isolation === 'isolate' ||
    style.willChange !== 'auto'
  );
}
