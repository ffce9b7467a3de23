// The model projection of an observation (docs/contract.md, "Model projection"): a compact text rendering for a language model
// whose UTF-8 size never exceeds a byte budget. Example:
//
//   page: "Example shop" "https://example.test/cart" rev 3
//   focus: [e13] textbox
//   tabs: t1 active, t2
//   dialog: confirm open "Delete this file?"
//   scan: 8192 nodes, more unread, 2 regions unlisted
//   frames: f1, f2 in f1 cut, f3 hidden
//   omitted: 4 controls, 1 region, 120 text chars
//   act: same page, evidence changed
//   more: 57 controls, cursor "c3.200"
//   controls:
//   [e12] button "Pay now" disabled
//   [e13] textbox "Card number" filled as-typed
//   [e16] textbox "" hint "Expiry" type:month empty
//   [e14] link "Read more" -> "https://example.test/a?x=redacted"
//   [e15] combobox "Size" options "S" "M"* "L"
//   [e17] button "Accept all" in:f1
//   other tabs:
//   [t2] "Popup"
//   dialogs:
//   alert dismissed by policy "Saved"
//   regions:
//   [g4] dialog "Confirm your order"
//   [g5] heading h2 "Basket"…
//   tables:
//   [g6] table "Orders" 3 columns, rows 1-2 of 40, cursor "r3.0.2"
//   head: "Order" | "Date" | "Total"
//   | "A-17" | "2026-12-01" | "12.00 EUR" controls e20
//   | "A-18" | "2026-12-03" | "40.50 EUR"
//   text: "Free delivery from 50 EUR. Your basket holds 3 items"…
//
// Admission order: the header (always: the page, tabs, an open dialog, coverage, omissions, the result of the
// action and the cursor to every control left out), controls (a prefix in document order), other tabs and
// earlier dialogs, region summaries (whole records, in priority order), then general text without the passages
// that the shown region summaries already carry, cut from its end. Tables come after the regions, in document
// order: each its line and header line, then a prefix of its rows (a table that shows fewer rows than the
// observation holds gets the cursor to the first it left out); a table whose lines do not fit is left out whole. The `omitted` line sums what canonical
// bounding and this projection left out. Every page string (title, URL, names, summaries, text) is a JSON
// string literal with its white space folded to single spaces, so page text cannot start a line of its own.
// `…` after a literal means it was cut. What only the projection left out stays in the canonical artifact.
//
// An observation that carries a delta (the call asked with `since`) is rendered as the delta instead of the whole
// page: the same header with a `delta:` line that counts the changes, then what changed, each section a prefix:
//
//   page: "Inbox (2)" "http://127.0.0.1:8000/deltas/inbox.html" rev 5
//   scan: 212 nodes, all read
//   omitted: nothing
//   act: same page, evidence changed
//   delta: since rev 4: 1 control added, 1 changed, 2 removed, 14 unchanged; 1 region added; 1 text change; focus changed
//   added:
//   [e31] button "Undo"
//   changed:
//   [e7] checkbox "Select all" unchecked
//   removed: e12 e13
//   regions added:
//   [g40] status "Message archived"
//   text:
//   @18 "3 unread" -> "2 unread"
//
// Its `omitted:` line counts the changes that canonical bounding and the projection left out.

import {
  REGION_PRIORITY,
  SCHEMA_VERSION,
  type Continuation,
  type Control,
  type ControlStates,
  type Delta,
  type DialogReport,
  type FindMatch,
  type FrameEntry,
  type Observation,
  type Region,
  type RegionCoverage,
  type WindowFrom,
  type Table,
} from '../schemas/observation.js';
import { byteLength, codePointCount, codePointOffsets, largestFitting, textCursor } from './canonical.js';
import { LookoutError, OptionError } from './errors.js';
import type { RepeatableField } from './repeats.js';
import { tableCursor } from './table-pages.js';

export interface ProjectionOptions {
  /** Largest UTF-8 size of the rendering: an integer of at least `MIN_PROJECTION_BUDGET`. */
  budgetBytes: number;
  /**
   * A cursor that reaches this page's control at index `shown` (the first the projection leaves out) and every
   * one after it. Sessions give it, so the projection's `more:` line reaches every control it left out; without
   * it, the page's own continuation is shown, which reaches only the controls after the page.
   */
  cursorAt?: (shown: number) => Continuation | null;
  /**
   * Fields that repeat the result the reader got before (pool/repeats.ts): their header lines are left out (the
   * page line keeps its revision), and an `unchanged:` line after the page line names them.
   */
  repeated?: readonly RepeatableField[];
}

/** The header's words for the repeatable fields it shows (the others are never projected). */
const PROJECTED_REPEATS: Partial<Record<RepeatableField, string>> = {
  'page.title': 'title',
  'page.url': 'url',
  tabs: 'tabs',
  focus: 'focus',
  regionCoverage: 'scan',
};

/** The smallest budget a projection accepts; the header always fits in it. */
export const MIN_PROJECTION_BUDGET = 256;

const ELLIPSIS = '…';
const ELLIPSIS_BYTES = byteLength(ELLIPSIS);
/** Page title and URL together take at most this share of the budget, and at most PAGE_MAX_BYTES. */
const PAGE_SHARE = 0.3;
const PAGE_MAX_BYTES = 320;
/** An open dialog's message in the header: at most this share of the budget, and at most DIALOG_MAX_BYTES. */
const DIALOG_SHARE = 0.2;
const DIALOG_MAX_BYTES = 160;
const TAB_TITLE_BYTES = 60;
const TAB_URL_BYTES = 80;
const HREF_BYTES = 120;
const OPTION_BYTES = 40;
const HINT_BYTES = 60;
/** The earlier text of a text change: enough to recognise it. */
const REMOVED_TEXT_BYTES = 80;
/** A text change is cut to fit only when at least this much of its new text shows. */
const MIN_ADDED_TEXT_BYTES = 16;

interface Counts {
  controls: number;
  regions: number;
  textChars: number;
  tables: number;
  tableRows: number;
}

/** Renders the observation for a language model in at most `options.budgetBytes` UTF-8 bytes. */
export function projectForModel(observation: Observation, options: ProjectionOptions): string {
  const budget = options?.budgetBytes;
  if (!Number.isSafeInteger(budget) || budget < MIN_PROJECTION_BUDGET) {
    throw new OptionError('options.budgetBytes', `options.budgetBytes must be an integer of at least ${MIN_PROJECTION_BUDGET}`, 'invalid-argument');
  }
  const projection = new Projection(observation, budget, options.cursorAt, new Set(options.repeated ?? []));
  const rendering = observation.delta ? projection.renderDelta(observation.delta) : projection.render();
  // Only a header with absurd numbers (a 20-digit revision) can get here over budget; cut it rather than exceed.
  return byteLength(rendering) <= budget ? rendering : cutToBytes(rendering, budget);
}

class Projection {
  private readonly controlLines: string[];
  private readonly regions: Region[];
  private readonly regionLines: string[];
  private readonly text: string;
  /** What earlier bounding omitted. */
  private readonly before: Counts;
  /** The counts of a projection that shows nothing. */
  private readonly largest: Counts;
  private readonly pageLine: string;
  /** Header lines that do not depend on the counts: tabs and an open dialog. */
  private readonly fixedLines: string[];
  private readonly tabLines: string[];
  private readonly dialogLines: string[];
  private readonly delta: Delta | undefined;

  constructor(
    private readonly observation: Observation,
    private readonly budget: number,
    private readonly cursorAt: ProjectionOptions['cursorAt'],
    private readonly repeated: ReadonlySet<RepeatableField>,
  ) {
    this.controlLines = observation.controls.map(controlLine);
    const tabs = observation.tabs ?? [];
    const open = (observation.dialogs ?? []).filter((d) => d.state === 'open');
    const focus = repeated.has('focus') ? undefined : observation.focus;
    const unchanged = [...repeated].flatMap((field) => PROJECTED_REPEATS[field] ?? []);
    this.fixedLines = [
      ...(unchanged.length > 0 ? [`unchanged: ${unchanged.join(', ')}`] : []),
      ...(focus ? [`focus: ${focus.ref !== undefined ? `[${token(focus.ref)}] ` : ''}${token(focus.role)}${focus.shown ? '' : ' not shown'}`] : []),
      ...(tabs.length > 1 && !repeated.has('tabs') ? [`tabs: ${tabs.map((t) => `${token(t.id)}${t.active ? ' active' : ''}`).join(', ')}`] : []),
      ...open.map((d) => dialogLine(d, Math.min(DIALOG_MAX_BYTES, Math.floor(budget * DIALOG_SHARE)))),
    ];
    this.tabLines = tabs
      .filter((t) => !t.active)
      .map((t) => `[${token(t.id)}] ${shortLiteral(fold(t.title), TAB_TITLE_BYTES)} ${shortLiteral(fold(t.url), TAB_URL_BYTES)}`);
    this.dialogLines = (observation.dialogs ?? []).filter((d) => d.state !== 'open').map((d) => dialogLine(d, DIALOG_MAX_BYTES).replace(/^dialog: /, ''));
    this.regions = inPriorityOrder(observation.regions ?? []);
    this.regionLines = this.regions.map(regionLine);
    this.text = fold(observation.text.content);
    this.delta = observation.delta;
    if (this.delta) {
      // Counts are of changes: `textChars` counts text changes; tables are not shown beside a delta.
      const { controls, regions, text, omitted } = this.delta;
      this.before = { controls: omitted?.controls ?? 0, regions: omitted?.regions ?? 0, textChars: omitted?.textRanges ?? 0, tables: 0, tableRows: 0 };
      this.largest = {
        controls: this.before.controls + controls.added.length + controls.changed.length + controls.removed.length,
        regions: this.before.regions + regions.added.length + regions.removed.length,
        textChars: this.before.textChars + text.ranges.length,
        tables: 0,
        tableRows: 0,
      };
    } else {
      const omitted = observation.omitted;
      this.before = {
        controls: omitted?.controls ?? 0,
        regions: omitted?.regions ?? 0,
        textChars: omitted?.textChars ?? 0,
        tables: omitted?.tables ?? 0,
        tableRows: omitted?.tableRows ?? 0,
      };
      const tables = observation.tables ?? [];
      this.largest = {
        controls: this.before.controls + this.controlLines.length,
        regions: this.before.regions + this.regions.length,
        textChars: this.before.textChars + codePointCount(this.text),
        tables: this.before.tables + tables.length,
        tableRows: this.before.tableRows + tables.reduce((rows, table) => rows + table.rows.length, 0),
      };
    }
    this.pageLine = this.fitPageLine();
  }

  render(): string {
    // The header counts what the body leaves out, and its size decides the room of the body; so each step starts
    // from a header counting the least it could and grows it until the counts it shows are stable.
    //
    // Controls first, against a header that counts every region and all the text as omitted: their room is
    // then set before any optional content is considered, and regions or text can never take it.
    let reserved = byteLength(this.header({ ...this.largest, controls: this.before.controls }, this.controlLines.length));
    let shownControls: number;
    for (;;) {
      shownControls = this.controlsFitting(this.budget - reserved);
      const needed = byteLength(this.header({ ...this.largest, controls: this.largest.controls - shownControls }, shownControls));
      if (needed <= reserved) break;
      reserved = needed;
    }
    // Optional content fills what is left; its header is never larger than the one the controls were fitted to.
    let header = this.header({ ...this.before, controls: this.largest.controls - shownControls }, shownControls);
    for (;;) {
      const room = this.budget - byteLength(header);
      const body = this.admit(room, shownControls);
      const next = this.header(body.omitted, shownControls);
      if (byteLength(next) <= byteLength(header)) return [next, ...body.lines].join('\n');
      header = next;
    }
  }

  /** How many controls, as a prefix in document order, fit `room` bytes with their section label. */
  private controlsFitting(room: number): number {
    let used = 0;
    let count = 0;
    for (const line of this.controlLines) {
      used += (count === 0 ? byteLength('\ncontrols:') : 0) + 1 + byteLength(line);
      if (used > room) break;
      count += 1;
    }
    return count;
  }

  /** The header: what every projection keeps, whatever the budget. `shown` controls of the page are listed. */
  private header(omitted: Counts, shown: number, pageLine = this.pageLine): string {
    const { postcondition } = this.observation;
    const more = this.moreLine(shown);
    return [
      pageLine,
      ...this.fixedLines,
      ...(this.repeated.has('regionCoverage') ? [] : [scanLine(this.observation.regionCoverage)]),
      ...(this.observation.frameCoverage?.byFrame?.length ? [framesLine(this.observation.frameCoverage.byFrame)] : []),
      ...(this.observation.match ? [matchLine(this.observation.match)] : []),
      omittedLine(omitted, this.delta ? 'text change' : 'text char'),
      ...(postcondition
        ? [`act: ${postcondition.navigated ? 'navigated' : 'same page'}, evidence ${postcondition.evidenceChanged ? 'changed' : 'unchanged'}`]
        : []),
      ...(more ? [more] : []),
      ...(this.delta ? [deltaLine(this.delta, this.largest)] : []),
    ].join('\n');
  }

  /** The cursor to the controls not listed: from the first one the projection left out when the session gave one. */
  private moreLine(shown: number): string | null {
    const { continuation } = this.observation;
    // A delta lists changes, not the page: its cursor is the page's own.
    const reach = !this.delta && shown < this.controlLines.length ? (this.cursorAt?.(shown) ?? continuation) : continuation;
    return reach ? `more: ${reach.remaining} controls, cursor ${literal(reach.cursor)}` : null;
  }

  /**
   * The page line, with title and URL shortened so that the header fits the budget whatever the body omits
   * (the header with every count at its largest and both strings cut to nothing), within their budget share.
   */
  private fitPageLine(): string {
    const { page, revision } = this.observation;
    // A status other than success is news (a 404 with the site's own page reads like any page); 2xx is not shown.
    const status = page.status !== undefined && (page.status < 200 || page.status > 299) ? ` status ${page.status}` : '';
    const shows = (field: RepeatableField, value: string) => (this.repeated.has(field) ? '' : `${value} `);
    const lineWith = (title: string, url: string) =>
      `page: ${shows('page.title', title)}${shows('page.url', url)}${status.trimStart()}${status ? ' ' : ''}rev ${revision}`;
    const cut = `""${ELLIPSIS}`;
    const largestHeader = this.header(this.largest, 0, lineWith(cut, cut));
    const share = Math.min(PAGE_MAX_BYTES, Math.floor(this.budget * PAGE_SHARE));
    const room = Math.max(0, Math.min(share, this.budget - byteLength(largestHeader)));
    const title = fold(page.title);
    const url = fold(page.url);
    const titleBytes = escapedBytes(title);
    const urlBytes = escapedBytes(url);
    // Each string may use the ellipsis bytes reserved for it when it is shown whole.
    let titleRoom = Math.floor(room / 2);
    if (titleBytes <= titleRoom) titleRoom = titleBytes;
    else if (urlBytes <= room - titleRoom) titleRoom = room - urlBytes;
    return lineWith(shortLiteral(title, titleRoom), shortLiteral(url, room - titleRoom));
  }

  /**
   * The text cursor that reads on after `shown`, the start of the projected text (folded, region passages taken
   * out): at the first place at or after its length where the general text holds its last words. Text that
   * repeats may put it earlier than the true place, so a model reads some text twice rather than missing any.
   * Null for an observation without text cursors (before 1.5.0).
   */
  private textCursor(shown: string): string | null {
    const { text, revision } = this.observation;
    if (text.cursor === undefined && !TEXT_CURSOR_LINES.has(this.observation.schemaVersion)) return null;
    const tail = shown.slice(-TAIL_CHARS).trimStart();
    const at = tail === '' ? -1 : text.content.indexOf(tail, Math.max(0, shown.length - tail.length - 1));
    const end = at < 0 ? 0 : at + tail.length;
    return textCursor(revision, codePointCount(text.content.slice(0, end)));
  }

  /**
   * The delta instead of the page: the header (with every change counted omitted, so the final one is no larger),
   * then controls added, changed and removed, regions added and removed, and text changes, each section a prefix.
   */
  renderDelta(delta: Delta): string {
    const room = this.budget - byteLength(this.header(this.largest, 0));
    const lines: string[] = [];
    let used = 0;
    const fits = (...added: string[]) => used + added.reduce((total, line) => total + 1 + byteLength(line), 0) <= room;
    const add = (...added: string[]) => {
      lines.push(...added);
      used += added.reduce((total, line) => total + 1 + byteLength(line), 0);
    };
    /** A labelled section of whole lines, as many as fit in order; returns how many. */
    const section = (label: string, items: string[]): number => {
      let shown = 0;
      for (const item of items) {
        const next = shown === 0 ? [label, item] : [item];
        if (!fits(...next)) break;
        add(...next);
        shown += 1;
      }
      return shown;
    };
    /** A labelled line of refs, as many as fit in order; returns how many. */
    const refs = (label: string, items: string[]): number => {
      let line = `${label}:`;
      let shown = 0;
      for (const item of items) {
        if (!fits(`${line} ${token(item)}`)) break;
        line += ` ${token(item)}`;
        shown += 1;
      }
      if (shown > 0) add(line);
      return shown;
    };

    let shownControls = section('added:', delta.controls.added.map(controlLine));
    shownControls += section('changed:', delta.controls.changed.map(controlLine));
    shownControls += refs('removed', delta.controls.removed);
    if (delta.tabs !== undefined && this.tabLines.length > 0 && fits('other tabs:', ...this.tabLines)) add('other tabs:', ...this.tabLines);
    if (delta.dialogs !== undefined && this.dialogLines.length > 0 && fits('dialogs:', ...this.dialogLines)) add('dialogs:', ...this.dialogLines);
    let shownRegions = section('regions added:', delta.regions.added.map(regionLine));
    shownRegions += refs('regions removed', delta.regions.removed);

    // Text that a shown added region carries whole is not repeated as a change of its own.
    const summaries = new Set(delta.regions.added.slice(0, shownRegions).map((region) => fold(region.summary)));
    let shownRanges = 0;
    for (const range of delta.text.ranges) {
      if (fold(range.removed) === '' && summaries.has(fold(range.added))) {
        shownRanges += 1;
        continue;
      }
      const label = shownRanges === 0 ? ['text:'] : [];
      const head = `@${range.at} ${shortLiteral(fold(range.removed), REMOVED_TEXT_BYTES)} -> `;
      const whole = head + literal(fold(range.added));
      if (fits(...label, whole)) {
        add(...label, whole);
        shownRanges += 1;
        continue;
      }
      // The last change that fits at all is cut to the room left.
      const left = room - used - label.reduce((total, line) => total + 1 + byteLength(line), 0) - 1 - byteLength(head) - 2 - ELLIPSIS_BYTES;
      if (left >= MIN_ADDED_TEXT_BYTES) {
        add(...label, head + shortLiteral(fold(range.added), left));
        shownRanges += 1;
      }
      break;
    }
    const omitted: Counts = {
      controls: this.largest.controls - shownControls,
      regions: this.largest.regions - shownRegions,
      textChars: this.largest.textChars - shownRanges,
      tables: 0,
      tableRows: 0,
    };
    return [this.header(omitted, 0), ...lines].join('\n');
  }

  private admit(room: number, shownControls: number): { lines: string[]; omitted: Counts } {
    const lines: string[] = [];
    let used = 0;
    const add = (...added: string[]): boolean => {
      const cost = added.reduce((total, line) => total + 1 + byteLength(line), 0);
      if (used + cost > room) return false;
      lines.push(...added);
      used += cost;
      return true;
    };

    if (shownControls > 0 && !add('controls:', ...this.controlLines.slice(0, shownControls))) {
      throw new LookoutError('internal', 'projection header outgrew the room reserved for controls');
    }
    // Other tabs and earlier dialogs, each section whole or not at all.
    if (this.tabLines.length > 0) add('other tabs:', ...this.tabLines);
    if (this.dialogLines.length > 0) add('dialogs:', ...this.dialogLines);

    // Regions in priority order, whole: one that does not fit is counted omitted and smaller ones may follow.
    const shownRegions: Region[] = [];
    this.regionLines.forEach((line, index) => {
      const region = this.regions[index];
      if (region !== undefined && (shownRegions.length === 0 ? add('regions:', line) : add(line))) {
        shownRegions.push(region);
      }
    });

    // Tables in document order: each its lines and a prefix of its rows, or nothing of it.
    let shownTables = 0;
    let shownTableRows = 0;
    (this.observation.tables ?? []).forEach((table, index) => {
      const head = table.headers.length > 0 ? [headLine(table)] : [];
      const rows = table.rows.map(rowLine);
      const cost = (lines: string[]) => lines.reduce((total, line) => total + 1 + byteLength(line), 0);
      const section = shownTables === 0 ? ['tables:'] : [];
      for (let k = rows.length; k >= 0; k--) {
        const lines = [...section, tableLine(table, k, this.observation.revision, index), ...head, ...rows.slice(0, k)];
        if (used + cost(lines) > room) continue;
        add(...lines);
        shownTables += 1;
        shownTableRows += k;
        return;
      }
    });

    const text = removePassages(this.text, shownRegions);
    const offsets = codePointOffsets(text);
    const textChars = offsets.length - 1;
    let shownTextChars = 0;
    if (textChars > 0) {
      const lineFor = (chars: number) =>
        `text: ${literal(text.slice(0, offsets[chars]))}` + (chars < textChars || this.observation.text.truncated ? ELLIPSIS : '');
      // A cut text ends with the cursor that reads on from where the model stopped reading.
      const cursorFor = (chars: number): string | null =>
        chars < textChars ? this.textCursor(text.slice(0, offsets[chars])) : (this.observation.text.cursor ?? null);
      const withCursor = (chars: number): number => {
        const cursor = cursorFor(chars);
        return cursor === null ? 0 : 1 + byteLength(`more text: cursor ${literal(cursor)}`);
      };
      const fits = (chars: number) => used + 1 + byteLength(lineFor(chars)) + withCursor(chars) <= room;
      if (fits(textChars)) shownTextChars = textChars;
      else if (textChars > 1 && fits(1)) shownTextChars = largestFitting(1, textChars - 1, fits);
      if (shownTextChars > 0) {
        const cursor = cursorFor(shownTextChars);
        add(lineFor(shownTextChars), ...(cursor === null ? [] : [`more text: cursor ${literal(cursor)}`]));
      }
    }

    return {
      lines,
      omitted: {
        controls: this.before.controls + this.controlLines.length - shownControls,
        regions: this.before.regions + this.regions.length - shownRegions.length,
        textChars: this.before.textChars + textChars - shownTextChars,
        tables: this.largest.tables - shownTables,
        tableRows: this.largest.tableRows - shownTableRows,
      },
    };
  }
}

/** Code units of the end of projected text looked for in the general text, to place a text cursor. */
const TAIL_CHARS = 48;
const TEXT_CURSOR_LINES = new Set<string>([SCHEMA_VERSION]);

function scanLine(coverage: RegionCoverage | undefined): string {
  if (coverage === undefined) return 'scan: regions not collected';
  const window = coverage.window;
  const from = window === undefined ? '' : ` from ${WINDOW_WORDS[window.from]}${window.nodesBefore ? ', more before' : ''}`;
  let line = `scan: ${coverage.scannedNodes} nodes${from}, ${coverage.nodesLeftUnread ? 'more unread' : window ? 'read to the end' : 'all read'}`;
  if (coverage.omittedRegions > 0) line += `, ${plural(coverage.omittedRegions, 'region')} unlisted`;
  return line;
}

/** `frames: f1, f2 in f1 cut, f3 hidden`: each frame by its id, with what kept it out when it was not read whole. */
function framesLine(entries: FrameEntry[]): string {
  return `frames: ${entries
    .map(
      (e) =>
        `${token(e.id)}${e.parent !== undefined ? ` in ${token(e.parent)}` : ''}${e.state === 'cut' ? ' cut' : e.state === 'not-entered' ? ` ${token(e.reason ?? 'not entered')}` : ''}`,
    )
    .join(', ')}`;
}

const WINDOW_WORDS: Record<WindowFrom, string> = { viewport: 'the viewport', ref: 'a ref', text: 'a text cursor', match: 'the match' };

function matchLine(match: FindMatch): string {
  if (match.index === 0) return `match: none${match.capped ? ' (search stopped at its bound)' : ''}`;
  const count = `${match.count}${match.capped ? '+' : ''}`;
  return `match: ${match.index} of ${count}${match.ref !== undefined ? ` [${token(match.ref)}]` : ''}${match.next !== null ? `, next cursor ${literal(match.next)}` : ''}`;
}

function omittedLine(omitted: Counts, textNoun: string): string {
  const parts: string[] = [];
  if (omitted.controls > 0) parts.push(plural(omitted.controls, 'control'));
  if (omitted.regions > 0) parts.push(plural(omitted.regions, 'region'));
  if (omitted.textChars > 0) parts.push(plural(omitted.textChars, textNoun));
  if (omitted.tables > 0) parts.push(plural(omitted.tables, 'table'));
  if (omitted.tableRows > 0) parts.push(plural(omitted.tableRows, 'table row'));
  return `omitted: ${parts.length > 0 ? parts.join(', ') : 'nothing'}`;
}

/**
 * `delta: since rev 4: 1 control added, 1 changed, 2 removed, 14 unchanged; 1 region added; 1 text change; page
 * changed`: what changed in all (`largest` counts every change, those left out too), whatever the body shows.
 */
function deltaLine(delta: Delta, largest: Counts): string {
  const { controls, regions, omitted } = delta;
  const parts: string[] = [];
  const counted = (words: string[], noun: string, counts: [number, string][]) => {
    const shown = counts.filter(([count]) => count > 0).map(([count, what], i) => (i === 0 ? `${plural(count, noun)} ${what}` : `${count} ${what}`));
    if (shown.length > 0) words.push(shown.join(', '));
  };
  const omittedOf = (kind: 'controls' | 'regions') => (omitted?.[kind] ?? 0) > 0;
  if (omittedOf('controls') || largest.controls > 0) {
    counted(parts, 'control', [
      [controls.added.length, 'added'],
      [controls.changed.length, 'changed'],
      [controls.removed.length, 'removed'],
      [omitted?.controls ?? 0, 'more'],
      [controls.unchanged, 'unchanged'],
    ]);
  } else if (controls.unchanged > 0) parts.push(`${plural(controls.unchanged, 'control')} unchanged`);
  if (largest.regions > 0) {
    counted(parts, 'region', [
      [regions.added.length, 'added'],
      [regions.removed.length, 'removed'],
      [omitted?.regions ?? 0, 'more'],
    ]);
  }
  if (largest.textChars > 0) parts.push(plural(largest.textChars, 'text change'));
  const other = (['page', 'tabs', 'dialogs', 'focus'] as const).filter((field) => delta[field] !== undefined);
  if (other.length > 0) parts.push(`${other.join(', ')} changed`);
  const changed = largest.controls + largest.regions + largest.textChars + other.length > 0;
  return `delta: since rev ${delta.since}: ${changed ? parts.join('; ') : `nothing changed${parts.length > 0 ? `, ${parts.join('; ')}` : ''}`}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function controlLine(control: Control): string {
  const words = [`[${token(control.ref)}]`, token(control.role), literal(fold(control.name))];
  if (control.hint !== undefined) words.push('hint', shortLiteral(fold(control.hint), HINT_BYTES));
  // A plain text field says nothing more by its type.
  if (control.inputType !== undefined && control.inputType !== 'text') words.push(`type:${token(control.inputType)}`);
  words.push(...stateWords(control.states));
  if (control.matchesTyped !== undefined) words.push(control.matchesTyped ? 'as-typed' : 'changed-since-typed');
  if (control.href !== undefined) words.push('->', shortLiteral(fold(control.href), HREF_BYTES));
  if (control.options !== undefined) {
    words.push('options', ...control.options.map((o) => `${shortLiteral(fold(o.label), OPTION_BYTES)}${o.selected ? '*' : ''}`));
    if (control.optionsOmitted) words.push(`+${control.optionsOmitted}`);
  }
  if (control.frame !== undefined) words.push(`in:${token(control.frame)}`);
  return words.join(' ');
}

/** `dialog: confirm open "message"`, the message within `room` bytes; `by` says who closed a closed one. */
function dialogLine(dialog: DialogReport, room: number): string {
  const by = dialog.by ? ` by ${dialog.by}` : '';
  return `dialog: ${dialog.kind} ${dialog.state}${by} ${shortLiteral(fold(dialog.message), room)}${dialog.truncated ? ELLIPSIS : ''}`;
}

function stateWords(states: ControlStates | undefined): string[] {
  if (!states) return [];
  const words: string[] = [];
  if (states.disabled === true) words.push('disabled');
  if (states.checked !== undefined) words.push(states.checked ? 'checked' : 'unchecked');
  if (states.expanded !== undefined) words.push(states.expanded ? 'expanded' : 'collapsed');
  if (states.selected !== undefined) words.push(states.selected ? 'selected' : 'unselected');
  if (states.filled !== undefined) words.push(states.filled ? 'filled' : 'empty');
  return words;
}

function regionLine(region: Region): string {
  const level = region.level === undefined ? '' : ` h${token(String(region.level))}`;
  const cut = region.truncated ? ELLIPSIS : '';
  const frame = region.frame === undefined ? '' : ` in:${token(region.frame)}`;
  return `[${token(region.ref)}] ${token(region.kind)}${level} ${literal(fold(region.summary))}${cut}${frame}`;
}

const CELL_BYTES = 80;

/**
 * `[g6] table "Caption" 3 columns, rows 1-2 of 40, cursor "r3.0.2"`: the table showing `shown` of its rows, and
 * the cursor to the first kept row after them. Table `index` of the observation is the revision's table `index`.
 */
function tableLine(table: Table, shown: number, revision: number, index: number): string {
  const words = [`[${token(table.ref)}]`, token(table.role)];
  if (table.caption !== undefined) words.push(shortLiteral(fold(table.caption), CELL_BYTES));
  const columns = Math.max(table.headers.length, ...table.rows.map((row) => row.cells.length));
  const facts = [plural(columns, 'column') + (table.columnsOmitted ? ` (+${table.columnsOmitted} not shown)` : '')];
  const first = table.firstRow ?? 0;
  const kept = first + table.rows.length + table.rowsOmitted;
  facts.push(shown === kept ? plural(kept, 'row') : shown === 0 ? `${kept} rows, none shown` : `rows ${first + 1}-${first + shown} of ${kept}`);
  if (table.rowsNotKept) facts.push(`${table.rowsNotKept} more not kept`);
  if (table.rowsUnread) facts.push('more unread');
  if (table.truncated) facts.push('cells cut');
  const cursor = shown < table.rows.length ? tableCursor(revision, index, first + shown) : table.cursor;
  if (cursor !== undefined) facts.push(`cursor ${literal(cursor)}`);
  return `${words.join(' ')} ${facts.join(', ')}`;
}

function cells(texts: readonly string[]): string {
  return texts.map((text) => shortLiteral(fold(text), CELL_BYTES)).join(' | ');
}

function headLine(table: Table): string {
  return `head: ${cells(table.headers)}`;
}

function rowLine(row: Table['rows'][number]): string {
  const controls = row.controls === undefined ? '' : ` controls ${row.controls.map(token).join(' ')}`;
  return `| ${cells(row.cells)}${controls}`;
}

function inPriorityOrder(regions: Region[]): Region[] {
  const rank = (region: Region) => {
    const index = REGION_PRIORITY.indexOf(region.kind);
    return index < 0 ? REGION_PRIORITY.length : index;
  };
  // Array.prototype.sort is stable: document order within a kind is kept.
  return [...regions].sort((a, b) => rank(a) - rank(b));
}

/**
 * Removes from the (folded) general text every passage that a shown region summary carries: an occurrence
 * that starts and ends at a word boundary. A truncated summary was cut inside its region, so its occurrence
 * may end inside a word, and the rest of that word goes with it.
 */
function removePassages(text: string, regions: readonly Region[]): string {
  const passages = regions.map((region) => ({ summary: fold(region.summary), truncated: region.truncated }));
  let result = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const { summary, truncated } of passages) {
      if (summary === '') continue;
      let from = 0;
      for (let at = result.indexOf(summary); at >= 0; at = result.indexOf(summary, from)) {
        let end = at + summary.length;
        if (truncated) while (end < result.length && result[end] !== ' ') end += 1;
        if ((at > 0 && result[at - 1] !== ' ') || (end < result.length && result[end] !== ' ')) {
          from = at + 1;
          continue;
        }
        // Remove the passage and one of the spaces around it.
        result = at > 0 ? result.slice(0, at - 1) + result.slice(end) : result.slice(end + 1);
        from = Math.max(0, at - 1);
        changed = true;
      }
    }
  }
  return result;
}

/** White space runs (JavaScript `\s`, plus NEL) become one space, ends trimmed: a page string stays one line. */
function fold(s: string): string {
  return s.replace(/[\s\u0085]+/g, ' ').trim();
}

/**
 * A JSON string literal. JSON.stringify escapes quotes, backslashes, C0 controls and lone surrogates; NEL and
 * the Unicode line and paragraph separators are escaped too, since some readers break lines at them.
 */
function literal(s: string): string {
  return JSON.stringify(s).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Refs and roles stay bare when they are plain words, so the model can copy them; anything else is a literal. */
function token(s: string): string {
  return /^[\w.:-]+$/.test(s) ? s : literal(s);
}

function escapedBytes(s: string): number {
  return byteLength(literal(s)) - 2;
}

/** The literal of `s` if its content fits `room` bytes plus an ellipsis; else its longest prefix that fits, and `…`. */
function shortLiteral(s: string, room: number): string {
  if (escapedBytes(s) <= room + ELLIPSIS_BYTES) return literal(s);
  const offsets = codePointOffsets(s);
  const chars = largestFitting(0, offsets.length - 1, (k) => escapedBytes(s.slice(0, offsets[k])) <= room);
  return literal(s.slice(0, offsets[chars])) + ELLIPSIS;
}

function cutToBytes(s: string, budget: number): string {
  const offsets = codePointOffsets(s);
  return s.slice(0, offsets[largestFitting(0, offsets.length - 1, (k) => byteLength(s.slice(0, offsets[k])) <= budget)]);
}
