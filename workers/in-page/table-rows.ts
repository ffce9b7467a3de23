// Tables and grids as structure (docs/contract.md, "Tables"): what the one bounded scan visits of a shown
// `<table>` or ARIA table, grid or treegrid, row by row. A cell's text is the text the general text takes (the
// same perceivable-text judgement of each text node, `VerdictCache.seenText`), so hidden rows, cells, columns
// and text give nothing, and no form value is ever read. Rows past the scan's budget are not known.
import { LIMITS, type CollectedTable, type TableRole, type TableRow } from '../../schemas/observation.js';
import { dom } from './dom.js';
import { attributeOf } from './roles.js';
import type { VerdictCache } from './scan.js';
import { TextBuilder } from './text.js';
import type { ElementVerdict } from './verdict.js';
import { boxShown, shownOf } from './shown.js';

/** What a visited element is to a table. */
export const enum TablePart {
  None = 0,
  Table = 1,
  Row = 2,
  Cell = 3,
  Caption = 4,
}

const TABLE_ROLES = new Set<string>(['table', 'grid', 'treegrid']);
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);
/** Roles that make a `<table>` a layout table: it is not reported, and nothing in it joins an outer table. */
const LAYOUT_ROLES = new Set(['presentation', 'none']);

interface OpenCell {
  builder: TextBuilder;
}

interface OpenRow {
  el: Element;
  inHead: boolean;
  /** Every shown cell is a header cell (`<th>`, `columnheader`). */
  headerCells: boolean;
  cells: OpenCell[];
  /** Shown cells in the row, counted past the column bound too. */
  cellCount: number;
  openCell: Element | null;
  /** The open cell is within the column bound: its text is taken. */
  cellTaken: boolean;
}

interface FoundTable {
  el: Element;
  verdict: ElementVerdict;
  role: TableRole;
  /** Layout tables are followed only so that their rows and cells join no outer table. */
  layout: boolean;
  caption: TextBuilder | null;
  captionEl: Element | null;
  headers: string[] | null;
  rows: TableRow[];
  /** Row elements of the kept rows, for the controls inside them. */
  rowEls: Element[];
  rowsNotKept: number;
  widest: number;
  truncated: boolean;
  /** Some row has two cells or more. */
  tabular: boolean;
  open: OpenRow | null;
  /** The scan stopped inside it. */
  unread: boolean;
}

function roleToken(el: Element, verdict: ElementVerdict): string {
  const role = attributeOf(el, verdict, 'role');
  return role ? (role.trim().split(/\s+/)[0]?.toLowerCase() ?? '') : '';
}

function headerCell(el: Element, verdict: ElementVerdict): boolean {
  return verdict.tag === 'th' || roleToken(el, verdict) === 'columnheader';
}

function cellText(builder: TextBuilder, table: FoundTable): string {
  if (builder.truncated) table.truncated = true;
  return builder.toString();
}

/** The element above `el`: its parent, or the host of the shadow root it is in (a control there stands in its host's row). */
function upward(el: Element): Element | null {
  const parent = dom.parentElement(el);
  if (parent) return parent;
  const root = dom.parentNode(el);
  return root instanceof ShadowRoot ? dom.shadowRootHost(root) : null;
}

/** One collection's tables, fed by the scan visitor of collect.ts. */
export class TableScan {
  private readonly found: FoundTable[] = [];
  private readonly open: FoundTable[] = [];
  /** Cells open in any open table: text inside a nested table is text of the outer cell too. */
  private readonly openCells: OpenCell[] = [];
  /** Row element -> its kept row, for the controls listed inside it. */
  private readonly rowOf = new Map<Element, TableRow>();

  constructor(private readonly cache: VerdictCache) {}

  /** What the element is to a table; asked of every element the scan enters that is not known to be hidden. */
  partOf(el: Element, verdict: ElementVerdict): TablePart {
    const tag = verdict.tag;
    const role = roleToken(el, verdict);
    if (tag === 'table' || TABLE_ROLES.has(role)) return TablePart.Table;
    if (this.open.length === 0) return TablePart.None;
    if (tag === 'tr' || role === 'row') return TablePart.Row;
    if (tag === 'td' || tag === 'th' || CELL_ROLES.has(role)) return TablePart.Cell;
    if (tag === 'caption') return TablePart.Caption;
    return TablePart.None;
  }

  /** A shown element that is `part` of a table (`partOf`). */
  enter(el: Element, verdict: ElementVerdict, part: TablePart): void {
    if (part === TablePart.Table) {
      const role = roleToken(el, verdict);
      const table: FoundTable = {
        el,
        verdict,
        role: TABLE_ROLES.has(role) ? (role as TableRole) : 'table',
        layout: verdict.tag === 'table' && LAYOUT_ROLES.has(role),
        caption: null,
        captionEl: null,
        headers: null,
        rows: [],
        rowEls: [],
        rowsNotKept: 0,
        widest: 0,
        truncated: false,
        tabular: false,
        open: null,
        unread: false,
      };
      this.open.push(table);
      if (!table.layout) this.found.push(table);
      return;
    }
    const table = this.open[this.open.length - 1];
    if (!table || table.layout) return;
    if (part === TablePart.Caption) {
      if (table.caption === null && table.open === null && dom.parentElement(el) === table.el) {
        table.caption = new TextBuilder(LIMITS.cellChars);
        table.captionEl = el;
        this.openCells.push({ builder: table.caption });
      }
    } else if (part === TablePart.Row) {
      if (table.open === null) {
        const inHead = verdict.parent?.tag === 'thead';
        table.open = { el, inHead, headerCells: true, cells: [], cellCount: 0, openCell: null, cellTaken: false };
      }
    } else if (part === TablePart.Cell) {
      const row = table.open;
      if (row === null || row.openCell !== null) return;
      row.openCell = el;
      row.cellCount++;
      if (!headerCell(el, verdict)) row.headerCells = false;
      row.cellTaken = row.cells.length < LIMITS.tableColumns;
      if (row.cellTaken) {
        const cell: OpenCell = { builder: new TextBuilder(LIMITS.cellChars) };
        row.cells.push(cell);
        this.openCells.push(cell);
      }
    }
  }

  /**
   * An element the scan found hidden. A hidden cell that still takes its room in the row (transparent, `visibility:
   * hidden`, `aria-hidden`) is an empty cell, so the cells after it stay under their headers; one that takes none
   * (`display: none`, in collapsed columns only) is no cell, as on the screen.
   */
  hidden(el: Element, verdict: ElementVerdict): void {
    const row = this.open[this.open.length - 1]?.open;
    if (!row || row.openCell !== null || this.partOf(el, verdict) !== TablePart.Cell) return;
    if (!(el instanceof HTMLElement) || dom.offsetWidth(el) === 0) return;
    row.cellCount++;
    if (!headerCell(el, verdict)) row.headerCells = false;
    if (row.cells.length < LIMITS.tableColumns) row.cells.push({ builder: new TextBuilder(0) });
  }

  /** After an element's children, shown or not: closes what it opened. */
  exit(el: Element): void {
    const table = this.open[this.open.length - 1];
    if (!table) return;
    if (table.el === el) {
      this.closeTable(this.open.pop()!);
      return;
    }
    if (table.captionEl === el) {
      table.captionEl = null;
      this.openCells.pop();
      return;
    }
    const row = table.open;
    if (row === null) return;
    if (row.openCell === el) {
      row.openCell = null;
      if (row.cellTaken) this.openCells.pop();
    } else if (row.el === el) this.closeRow(table, row);
  }

  /** A block boundary: pieces of text on either side of it are kept apart. */
  boundary(): void {
    for (const cell of this.openCells) cell.builder.boundary();
  }

  /** A visited text node: what of it is perceivable joins the open cells. */
  text(node: Text, parent: ElementVerdict): void {
    if (this.openCells.length === 0) return;
    const folded = this.cache.seenText(node, parent);
    if (folded) for (const cell of this.openCells) cell.builder.addFolded(folded);
  }

  /**
   * The tables found, in document order, after the scan: the ones whose box is shown and that hold a header row or
   * a row of two cells, at most `LIMITS.tables`; the others past the bound are counted. Their refs are left empty
   * for the collection to issue after its regions'.
   */
  settle(): { tables: (CollectedTable & { rowEls: Element[] })[]; omitted: number } {
    // The scan's budget ran out inside the tables still open: what it found of them stands, the rest is unknown.
    while (this.open.length > 0) {
      const table = this.open.pop()!;
      table.unread = true;
      this.closeTable(table);
    }
    const tables: (CollectedTable & { rowEls: Element[] })[] = [];
    let omitted = 0;
    for (const table of this.found) {
      if ((table.headers === null || table.headers.length === 0) && !table.tabular) continue;
      if (tables.length === LIMITS.tables) {
        if (shownOf(table.verdict)) omitted++;
        continue;
      }
      if (!boxShown(table.verdict, this.cache.area)) continue;
      const collected: CollectedTable & { rowEls: Element[] } = {
        ref: '',
        role: table.role,
        headers: table.headers ?? [],
        rows: table.rows,
        truncated: table.truncated,
        rowEls: table.rowEls,
      };
      if (table.caption !== null) collected.caption = cellText(table.caption, table);
      if (table.rowsNotKept > 0) collected.rowsNotKept = table.rowsNotKept;
      if (table.unread) collected.rowsUnread = true;
      if (table.widest > LIMITS.tableColumns) collected.columnsOmitted = table.widest - LIMITS.tableColumns;
      // The caption's text was cut or not: known once it is taken.
      collected.truncated = table.truncated;
      for (let i = 0; i < table.rowEls.length; i++) this.rowOf.set(table.rowEls[i]!, table.rows[i]!);
      tables.push(collected);
    }
    return { tables, omitted };
  }

  /** Lists a published control in the row that holds it, when that row was kept. */
  control(el: Element, ref: string): void {
    if (this.rowOf.size === 0) return;
    for (let up = upward(el); up !== null; up = upward(up)) {
      const row = this.rowOf.get(up);
      if (row) {
        (row.controls ??= []).push(ref);
        return;
      }
    }
  }

  private closeRow(table: FoundTable, row: OpenRow): void {
    table.open = null;
    // A row whose cells are all hidden shows nothing.
    if (row.cellCount === 0) return;
    const cells = row.cells.map((cell) => cellText(cell.builder, table));
    table.widest = Math.max(table.widest, row.cellCount);
    if (table.headers === null && table.rows.length === 0 && table.rowsNotKept === 0 && (row.inHead || row.headerCells)) {
      table.headers = cells;
      return;
    }
    if (row.cellCount > 1) table.tabular = true;
    if (table.rows.length === LIMITS.tableRowsKept) {
      table.rowsNotKept++;
      return;
    }
    table.rows.push({ cells });
    table.rowEls.push(row.el);
  }

  private closeTable(table: FoundTable): void {
    if (table.captionEl !== null) {
      table.captionEl = null;
      this.openCells.pop();
    }
    const row = table.open;
    if (row !== null) {
      if (row.openCell !== null && row.cellTaken) this.openCells.pop();
      this.closeRow(table, row);
    }
  }
}
