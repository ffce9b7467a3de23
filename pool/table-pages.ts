// Pages of a table's rows (docs/contract.md, "Tables"): the collector keeps up to `LIMITS.tableRowsKept` rows of
// each table, an observation shows `LIMITS.tableRowsShown` of them, and a row cursor `r<revision>.<table>.<row>`
// reaches the rows from one on. Cursors are made from what they reach, so canonical bounding can mint one for the
// rows it gives up, and the same collection always yields the same bytes.
import { LIMITS, TABLE_CURSOR_PATTERN, type Table } from '../schemas/observation.js';
import type { CollectedTable } from '../schemas/record.js';

/** The row cursor reaching rows of table `index` (in `tables`) of `revision` from row `row` on. */
export function tableCursor(revision: number, index: number, row: number): string {
  return `r${revision}.${index}.${row}`;
}

/** What a row cursor names, or null when `cursor` does not have the form of one. */
export function parseTableCursor(cursor: string): { revision: number; index: number; row: number } | null {
  const match = TABLE_CURSOR_PATTERN.exec(cursor);
  if (!match) return null;
  return { revision: Number(match[1]), index: Number(match[2]), row: Number(match[3]) };
}

/** Table `index` of a collection of `revision` with `LIMITS.tableRowsShown` rows from row `first` on. */
export function tablePage(table: CollectedTable, index: number, first: number, revision: number): Table {
  const end = Math.min(table.rows.length, first + LIMITS.tableRowsShown);
  const page: Table = {
    ref: table.ref,
    role: table.role,
    headers: table.headers,
    rows: table.rows.slice(first, end),
    rowsOmitted: table.rows.length - (end - first),
    truncated: table.truncated,
  };
  if (table.caption !== undefined) page.caption = table.caption;
  if (first > 0) page.firstRow = first;
  if (table.rowsNotKept !== undefined) page.rowsNotKept = table.rowsNotKept;
  if (table.rowsUnread) page.rowsUnread = true;
  if (table.columnsOmitted !== undefined) page.columnsOmitted = table.columnsOmitted;
  if (end < table.rows.length) page.cursor = tableCursor(revision, index, end);
  return page;
}

/** The first page of every table of a collection. */
export function firstTablePages(tables: readonly CollectedTable[], revision: number): Table[] {
  return tables.map((table, index) => tablePage(table, index, 0, revision));
}
