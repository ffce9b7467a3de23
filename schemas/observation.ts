// The observation contract (docs/contract.md section 2), shared by the coordinator and the worker threads.
// Pure types and constants only: this module is imported by both sides and by browser-free tools.
// `test/schema-types.test.ts` checks these types against the JSON Schemas beside this file.

/**
 * The one list of the observation schema's lines, oldest first; the last is current. Each line has its file,
 * schemas/observation-<line>.0.schema.json, and admission takes a document of any of them against its own line's
 * (a later patch or minor version of an earlier line against that line's).
 */
export const SCHEMA_LINES = ['1.2', '1.3', '1.4', '1.5'] as const;
export type SchemaLine = (typeof SCHEMA_LINES)[number];
export const CURRENT_SCHEMA_LINE = '1.5' satisfies (typeof SCHEMA_LINES)[3];
export const SCHEMA_VERSION = `${CURRENT_SCHEMA_LINE}.0` as const;
/** The oldest version admission still takes. */
export const LEGACY_SCHEMA_VERSION = `${SCHEMA_LINES[0]}.0` as const;

/** The file of a schema line, under schemas/. */
export function schemaFileName(line: SchemaLine): string {
  return `observation-${line}.0.schema.json`;
}

export const LIMITS = {
  /** Nodes (Elements and Texts) one collection visits in the main document. */
  scanNodes: 8192,
  /** Regions one observation reports. */
  regions: 32,
  /** Descendant nodes one region summary inspects. */
  summaryNodes: 256,
  /** Code points one region summary keeps. */
  summaryChars: 512,
  /** Code points one control name keeps. */
  nameChars: 120,
  /** Code points of the page title. */
  titleChars: 200,
  /** Default controls per observation page. */
  controlPageSize: 200,
  /** Default code points of general text. */
  textChars: 4000,
  /** Default canonical byte bound of the serialized text part. */
  canonicalBytes: 65_536,
  /** Options listed per select, listbox or combobox. */
  optionsPerControl: 50,
  /** Code points of a link destination. */
  hrefChars: 2048,
  /** Code points of a page's or tab's address; a longer one is cut and ends with `…` (1.5.0). */
  urlChars: 2048,
  /** Dialogs one observation reports (the open one last). */
  dialogs: 4,
  /** Code points of a dialog message. */
  dialogChars: 256,
  /** Code points of a field's positional hint (1.5.0). */
  hintChars: 120,
  /** Shown matches one `find` counts (1.5.0). */
  findMatches: 100,
  /** Places the browser's search returns that one `find` judges, shown or not (1.5.0). */
  findPlaces: 1000,
  /** Code points of a `find` text (1.5.0). */
  findChars: 200,
  /** Frames `frameCoverage.byFrame` lists (1.5.0). */
  frameEntries: 16,
  /** Tables one observation reports, in document order (1.5.0); the rest are counted in `regionCoverage.omittedTables`. */
  tables: 8,
  /** Rows of a table one observation shows; a table cursor pages on through the rows the pool keeps (1.5.0). */
  tableRowsShown: 20,
  /** Rows of a table the collector keeps for paging (1.5.0). */
  tableRowsKept: 200,
  /** Cells of a table row, and header cells, reported; the rest are counted in `columnsOmitted` (1.5.0). */
  tableColumns: 16,
  /** Code points of a table cell, header cell or caption (1.5.0). */
  cellChars: 120,
} as const;

export type ToolName = 'navigate' | 'observe' | 'act';
/** The call that made an observation; `tool` keeps to the three names 1.3.0 clients know. */
export type Operation =
  'navigate' | 'back' | 'forward' | 'reload' | 'observe' | 'wait' | 'select-tab' | 'close-tab' | 'act' | 'press-key' | 'answer-dialog' | 'find' | 'scroll';
export type RegionKind = 'dialog' | 'alert' | 'status' | 'form' | 'heading';
/** Region kinds in selection priority order: earlier kinds are kept first. */
export const REGION_PRIORITY: readonly RegionKind[] = ['dialog', 'alert', 'status', 'form', 'heading'];
export type ActionKind = 'click' | 'fill' | 'press' | 'check' | 'uncheck' | 'select' | 'hover' | 'scroll' | 'upload';
export const ACTIONS: readonly ActionKind[] = ['click', 'fill', 'press', 'check', 'uncheck', 'select', 'hover', 'scroll', 'upload'];

/** The states a control may carry, in canonical order. */
export const CONTROL_STATE_KEYS = ['disabled', 'checked', 'expanded', 'selected', 'filled'] as const satisfies readonly (keyof ControlStates)[];

/** A control or region ref (`e12`, `g7`), and a continuation cursor (`c3.200`: revision and offset). */
export const REF_PATTERN = /^([eg])([1-9][0-9]{0,15})$/;
export const CURSOR_PATTERN = /^c([1-9][0-9]{0,15})\.([0-9]{1,16})$/;
/** A text cursor (`t3.4000`: revision and code point of its general text) and a find cursor (`m3.2`: revision and match index), 1.5.0. */
export const TEXT_CURSOR_PATTERN = /^t([1-9][0-9]{0,15})\.([0-9]{1,16})$/;
export const MATCH_CURSOR_PATTERN = /^m([1-9][0-9]{0,15})\.([0-9]{1,16})$/;
/** A table's row cursor (`r3.0.20`: revision, the table's index in `tables`, the first row it reaches) (1.5.0). */
export const TABLE_CURSOR_PATTERN = /^r([1-9][0-9]{0,15})\.([0-9]{1,2})\.([0-9]{1,16})$/;

export interface ControlStates {
  disabled?: boolean;
  checked?: boolean;
  expanded?: boolean;
  selected?: boolean;
  /** An editable control holds a non-empty value. The value itself never leaves the page. */
  filled?: boolean;
}

export interface Control {
  ref: string;
  role: string;
  /** Accessible name, at most 120 code points. */
  name: string;
  /** For a control without an accessible name: the visible text that labels it by position, at most 120 code points (1.5.0). */
  hint?: string;
  /** An input element's type as the browser normalizes it: `date`, `email`, `password`, ... (1.5.0). */
  inputType?: string;
  states?: ControlStates;
  /** On a field this session typed into: whether its value still equals what was typed last; never the value (1.5.0). */
  matchesTyped?: boolean;
  /** A link's destination: query values replaced by `redacted`, `javascript:` reduced to the scheme (1.4.0). */
  href?: string;
  /** The options of a select, listbox or combobox whose options are in the DOM, in order (1.4.0). */
  options?: ControlOption[];
  /** Options past `LIMITS.optionsPerControl` (1.4.0). */
  optionsOmitted?: number;
  /** The frame the control is in (`frameCoverage.byFrame`); absent in the top document (1.5.0). */
  frame?: string;
}

/** An option's label is author text a sighted user reads; it is never a typed value. */
export interface ControlOption {
  label: string;
  selected: boolean;
}

export interface Tab {
  id: string;
  url: string;
  title: string;
  active: boolean;
}

export type DialogKind = 'alert' | 'confirm' | 'prompt' | 'beforeunload';

/** A native dialog. Its message is untrusted page text, under the same visibility and Unicode rules. */
export interface DialogReport {
  kind: DialogKind;
  message: string;
  truncated: boolean;
  state: 'open' | 'accepted' | 'dismissed';
  /** Who closed it: the agent's answer, the `dialogs` policy, or its budget running out. */
  by?: 'agent' | 'policy' | 'timeout';
}

/**
 * What the scan met and did not or could not read (1.4.0): frames met shown and not entered, shadow roots met and
 * entered; since 1.5.0, the frames entered and what became of each frame of the page.
 */
export interface FrameCoverage {
  frames: number;
  shadowRoots: number;
  shadowRootsEntered: number;
  /** Frames whose documents were read, whole or cut (1.5.0); absent when the page has no frame. */
  framesEntered?: number;
  /** Each frame of the page, in document order, depth first (1.5.0); absent when the page has no frame. */
  byFrame?: FrameEntry[];
}

/** Why a frame was not entered (1.5.0). */
export type FrameNotEntered = 'hidden' | 'unread' | 'depth' | 'budget' | 'refused' | 'failed';

/**
 * One frame of the page and what the collection did with it (1.5.0): `entered` (read whole), `cut` (read within its
 * share of the node budget), or `not-entered` with the reason. Its origin is given for frames entered, cut or
 * refused, never for a hidden one.
 */
export interface FrameEntry {
  /** `f1`, `f2`, ...: stable for a frame element of a tab; controls and regions inside it carry it as `frame`. */
  id: string;
  /** The frame it is inside; absent for a frame of the top document. */
  parent?: string;
  origin?: string;
  state: 'entered' | 'cut' | 'not-entered';
  reason?: FrameNotEntered;
  scannedNodes: number;
}

/**
 * Where the keyboard focus is (1.5.0): the focused element's ref when it is a listed control, otherwise its role
 * (`generic` when it has none) and whether it is shown. Never any of its text.
 */
export interface Focus {
  ref?: string;
  role: string;
  shown: boolean;
}

/** A table as the collector found it: every row it kept, before the pool pages them (1.5.0). */
export interface CollectedTable extends Omit<Table, 'rows' | 'firstRow' | 'rowsOmitted' | 'cursor'> {
  rows: TableRow[];
}

export interface Settle {
  /** DOM and network were quiet for the settle window within the settle budget. */
  settled: boolean;
  waitedMs: number;
}

export interface Region {
  ref: string;
  kind: RegionKind;
  /** 1..6, headings only. */
  level?: number;
  /** Visible text, at most 512 code points. */
  summary: string;
  truncated: boolean;
  /** The frame the region is in; absent in the top document (1.5.0). */
  frame?: string;
}

export interface RegionCoverage {
  version: 1;
  scope: 'main-document';
  scannedNodes: number;
  /** Nodes after the window (or after the scan's start) were left unread. */
  nodesLeftUnread: boolean;
  omittedRegions: number;
  /** The scan started inside the document (1.5.0); absent when it started at the document's beginning. */
  window?: ScanWindow;
  /** Shown tables past `LIMITS.tables`, not reported; absent when none (1.5.0). */
  omittedTables?: number;
}

export type TableRole = 'table' | 'grid' | 'treegrid';

/** One row of a table: the visible text of its shown cells, and the refs of the controls inside it (1.5.0). */
export interface TableRow {
  /** At most `LIMITS.tableColumns` cells of at most `LIMITS.cellChars` code points each. */
  cells: string[];
  /** Refs of the listed controls inside the row, in document order; absent when none. */
  controls?: string[];
}

/**
 * A shown `<table>` or ARIA table, grid or treegrid (1.5.0): its caption, header cells and a page of its rows,
 * each cell the visible text of the cell under the rules of the general text. The ref is a region-like ref,
 * evidence only.
 */
export interface Table {
  ref: string;
  role: TableRole;
  /** The visible text of its `<caption>`; absent without one. */
  caption?: string;
  /** The cells of its header row (a `<thead>` row, or a first row of header cells only); [] without one. */
  headers: string[];
  rows: TableRow[];
  /** Index among the kept rows of the first row shown, on a page a table cursor reached; absent for 0. */
  firstRow?: number;
  /** Kept rows this observation does not show (before and after the shown ones). */
  rowsOmitted: number;
  /** Rows the scan found past `LIMITS.tableRowsKept`: counted, never shown, no cursor reaches them. */
  rowsNotKept?: number;
  /** The scan's node budget ran out inside the table: rows after the last one found are not known. */
  rowsUnread?: true;
  /** Cells past `LIMITS.tableColumns` in its widest row (header row included). */
  columnsOmitted?: number;
  /** Some caption, header or cell text of the table was cut at `LIMITS.cellChars`. */
  truncated: boolean;
  /** Reaches the kept rows after the shown ones: pass it to `observe({ cursor })`. */
  cursor?: string;
}

/** Where a scan window started: what asked for it. */
export type WindowFrom = 'viewport' | 'ref' | 'text' | 'match';
export const WINDOW_FROM: readonly WindowFrom[] = ['viewport', 'ref', 'text', 'match'];

export interface ScanWindow {
  from: WindowFrom;
  /** Nodes came before the window's start: content there was not read, not found absent. */
  nodesBefore: boolean;
}

/** What `find` found (1.5.0): only matches a sighted user could read are counted, at most `LIMITS.findMatches`. */
export interface FindMatch {
  /** The match the window starts at, from 1; 0 when there is none. */
  index: number;
  count: number;
  /** The count stopped at its bound (`LIMITS.findMatches` shown matches, or `LIMITS.findPlaces` places searched). */
  capped: boolean;
  /** With a role: the control of that role the match is in or names. */
  ref?: string;
  /** Finds the next match (`find({ cursor })`); null after the last one counted. */
  next: string | null;
}

export interface Continuation {
  cursor: string;
  remaining: number;
}

export interface Postcondition {
  navigated: boolean;
  evidenceChanged: boolean;
}

export interface Omitted {
  controls: number;
  regions: number;
  textChars: number;
  /** Whole tables canonical bounding gave up (1.5.0); absent when none. */
  tables?: number;
  /** Table rows canonical bounding gave up, in tables it kept or gave up (1.5.0); absent when none. */
  tableRows?: number;
}

export interface PageInfo {
  url: string;
  /** At most 200 code points. */
  title: string;
  /** HTTP status of the main document, when it came over HTTP (1.4.0). */
  status?: number;
}

export interface ReadableText {
  content: string;
  truncated: boolean;
  /** Reads on from where this text was cut, or from where the window ended (1.5.0). */
  cursor?: string;
}

/**
 * What changed since an earlier revision of the session (1.5.0), built from the two revisions' admitted records
 * alone. Refs are those of the new revision; `removed` lists refs of the earlier one. A control whose ref lasted
 * and whose record differs is `changed`; one whose identifying evidence changed got a new ref, so it is removed
 * and added. Region refs are bound to their revision: regions are matched by what they hold.
 */
export interface Delta {
  since: number;
  /** The new page, when its url, title or status changed. */
  page?: PageInfo;
  /** The new tabs, when they changed ([] when one tab is left). */
  tabs?: Tab[];
  /** The new dialogs, when they changed ([] when none are reported now). */
  dialogs?: DialogReport[];
  /** The new focus, when it changed; null when no element has it now. */
  focus?: Focus | null;
  controls: DeltaControls;
  regions: DeltaRegions;
  text: DeltaText;
  /** Changes that canonical bounding left out, by list; present only when it left out some. */
  omitted?: DeltaOmitted;
}

export interface DeltaControls {
  /** Controls of the new revision whose refs the earlier one did not list, in document order. */
  added: Control[];
  /** Refs of the earlier revision that the new one does not list. */
  removed: string[];
  /** Controls listed in both under the same ref whose records differ (states, href, options, ...). */
  changed: Control[];
  /** Controls listed in both with the same ref and record. */
  unchanged: number;
}

export interface DeltaRegions {
  /** Regions of the new revision that the earlier one did not hold (kind, level, summary), with their new refs. */
  added: Region[];
  /** Refs, in the earlier revision, of the regions the new one does not hold. */
  removed: string[];
  /** Regions held by both (under new refs). */
  unchanged: number;
}

export interface DeltaText {
  /** Word-aligned replacements that turn the earlier text into the new one, in text order. */
  ranges: TextRange[];
}

/** At code point `at` of the new text, `removed` (earlier text) was replaced by `added` (either may be empty). */
export interface TextRange {
  at: number;
  removed: string;
  added: string;
}

export interface DeltaOmitted {
  controls: number;
  regions: number;
  textRanges: number;
}

/** Revisions a session keeps for deltas: `since` may name any of the last this many it published. */
export const DELTA_REVISIONS_KEPT = 8;

/** Field order here is the canonical field order (docs/contract.md section 6). */
export interface Observation {
  schemaVersion: string;
  session: string;
  revision: number;
  tool: ToolName;
  operation?: Operation;
  page: PageInfo;
  tabs?: Tab[];
  dialogs?: DialogReport[];
  focus?: Focus;
  controls: Control[];
  continuation: Continuation | null;
  text: ReadableText;
  /** Absent means "not collected"; [] means "none found". */
  regions?: Region[];
  /** Required whenever `regions` is present. */
  regionCoverage?: RegionCoverage;
  frameCoverage?: FrameCoverage;
  /** Shown tables and grids, in document order (1.5.0); absent when none was found or nothing was collected. */
  tables?: Table[];
  /** `find` only (1.5.0). */
  match?: FindMatch;
  postcondition?: Postcondition;
  settle?: Settle;
  omitted?: Omitted;
  /** Present when the call asked for a delta (`since`): what changed against that earlier revision (1.5.0). */
  delta?: Delta;
}

/** The canonical field order of an observation (docs/contract.md section 6). */
export const OBSERVATION_FIELD_ORDER = [
  'schemaVersion',
  'session',
  'revision',
  'tool',
  'operation',
  'page',
  'tabs',
  'dialogs',
  'focus',
  'controls',
  'continuation',
  'text',
  'regions',
  'regionCoverage',
  'frameCoverage',
  'tables',
  'match',
  'postcondition',
  'settle',
  'omitted',
  'delta',
] as const satisfies readonly (keyof Observation)[];
