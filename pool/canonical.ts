// The canonical artifact of an observation and its byte bound (docs/contract.md, "Canonical artifact and bounding").
//
// The canonical form is UTF-8 JSON in the field order of docs/contract.md ("Observation fields"). It is delivered wrapped in a text
// part, `{"type":"text","text":<canonical JSON as a JSON string>}`, and the byte bound counts that whole part:
// the wrapper, and the canonical JSON escaped a second time.

import {
  CONTROL_STATE_KEYS,
  LIMITS,
  OBSERVATION_FIELD_ORDER,
  type Continuation,
  type Control,
  type Delta,
  type Observation,
  SCHEMA_VERSION,
  type Omitted,
  type ReadableText,
  type Region,
  type Table,
} from '../schemas/observation.js';
import { LookoutError, OptionError } from './errors.js';
import { tableCursor } from './table-pages.js';

export interface CanonicalArtifact {
  /** The bounded observation, in canonical field order. */
  observation: Observation;
  /** Its canonical JSON: the text of the part. */
  json: string;
  /** The serialized text part. */
  part: string;
  /** UTF-8 bytes of `part`. */
  bytes: number;
}

export interface BoundOptions {
  /**
   * Largest UTF-8 size of the serialized text part, wrapper and escaping included.
   * @default LIMITS.canonicalBytes (65,536)
   */
  maxBytes?: number;
  /**
   * Called when bounding drops controls, with the number of controls it keeps; returns the continuation that
   * reaches the dropped ones. Without it the continuation is left unchanged. It is normally called once; if the
   * cursor it mints leaves too little room, it is called again with fewer controls and only the last result is
   * used, so it should be cheap and free of lasting side effects.
   */
  reissueContinuation?: (keptControls: number) => Continuation | null;
}

// Nested field orders of docs/contract.md ("Observation fields"). The top-level order is OBSERVATION_FIELD_ORDER.
const PAGE_ORDER = ['url', 'title', 'status'] as const;
const CONTROL_ORDER = ['ref', 'role', 'name', 'hint', 'inputType', 'states', 'matchesTyped', 'href', 'options', 'optionsOmitted', 'frame'] as const;
const FOCUS_ORDER = ['ref', 'role', 'shown'] as const;
const OPTION_ORDER = ['label', 'selected'] as const;
const TAB_ORDER = ['id', 'url', 'title', 'active'] as const;
const DIALOG_ORDER = ['kind', 'message', 'truncated', 'state', 'by'] as const;
const FRAME_COVERAGE_ORDER = ['frames', 'shadowRoots', 'shadowRootsEntered', 'framesEntered', 'byFrame'] as const;
const FRAME_ENTRY_ORDER = ['id', 'parent', 'origin', 'state', 'reason', 'scannedNodes'] as const;
const SETTLE_ORDER = ['settled', 'waitedMs'] as const;
const STATES_ORDER = CONTROL_STATE_KEYS;
const REGION_ORDER = ['ref', 'kind', 'level', 'summary', 'truncated', 'frame'] as const satisfies readonly (keyof Region)[];
const COVERAGE_ORDER = ['version', 'scope', 'scannedNodes', 'nodesLeftUnread', 'omittedRegions', 'omittedTables', 'window'] as const;
const WINDOW_ORDER = ['from', 'nodesBefore'] as const;
const MATCH_ORDER = ['index', 'count', 'capped', 'ref', 'next'] as const;
const TABLE_ORDER = [
  'ref',
  'role',
  'caption',
  'headers',
  'rows',
  'firstRow',
  'rowsOmitted',
  'rowsNotKept',
  'rowsUnread',
  'columnsOmitted',
  'truncated',
  'cursor',
] as const satisfies readonly (keyof Table)[];
const TABLE_ROW_ORDER = ['cells', 'controls'] as const;
const CONTINUATION_ORDER = ['cursor', 'remaining'] as const;
const TEXT_ORDER = ['content', 'truncated', 'cursor'] as const;
const POSTCONDITION_ORDER = ['navigated', 'evidenceChanged'] as const;
const OMITTED_ORDER = ['controls', 'regions', 'textChars', 'tables', 'tableRows'] as const;
const DELTA_ORDER = ['since', 'page', 'tabs', 'dialogs', 'focus', 'controls', 'regions', 'text', 'omitted'] as const satisfies readonly (keyof Delta)[];
const DELTA_CONTROLS_ORDER = ['added', 'removed', 'changed', 'unchanged'] as const;
const DELTA_REGIONS_ORDER = ['added', 'removed', 'unchanged'] as const;
const TEXT_RANGE_ORDER = ['at', 'removed', 'added'] as const;
const DELTA_OMITTED_ORDER = ['controls', 'regions', 'textRanges'] as const;

/** UTF-8 bytes of a string. Lone surrogates count as the 3 bytes of U+FFFD they encode to. */
export function byteLength(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** A copy of `source` holding `keys` in that order; absent (undefined) fields stay absent, unknown ones are left out. */
function pick<T extends object>(source: T, keys: readonly (keyof T)[]): T {
  const copy: Partial<T> = {};
  for (const key of keys) {
    if (source[key] !== undefined) copy[key] = source[key];
  }
  return copy as T;
}

/** A control with the canonical key order. */
export function canonicalControl(control: Control): Control {
  const copy = pick(control, CONTROL_ORDER);
  if (copy.states != null) copy.states = pick(copy.states, STATES_ORDER);
  if (copy.options != null) copy.options = copy.options.map((option) => pick(option, OPTION_ORDER));
  return copy;
}

/** A delta with the canonical key order. */
export function canonicalDelta(delta: Delta): Delta {
  const copy = pick(delta, DELTA_ORDER);
  if (copy.page != null) copy.page = pick(copy.page, PAGE_ORDER);
  if (copy.tabs != null) copy.tabs = copy.tabs.map((tab) => pick(tab, TAB_ORDER));
  if (copy.dialogs != null) copy.dialogs = copy.dialogs.map((dialog) => pick(dialog, DIALOG_ORDER));
  if (copy.focus != null) copy.focus = pick(copy.focus, FOCUS_ORDER);
  const controls = pick(copy.controls, DELTA_CONTROLS_ORDER);
  copy.controls = { ...controls, added: controls.added.map(canonicalControl), changed: controls.changed.map(canonicalControl) };
  const regions = pick(copy.regions, DELTA_REGIONS_ORDER);
  copy.regions = { ...regions, added: regions.added.map((region) => pick(region, REGION_ORDER)) };
  copy.text = { ranges: copy.text.ranges.map((range) => pick(range, TEXT_RANGE_ORDER)) };
  if (copy.omitted != null) copy.omitted = pick(copy.omitted, DELTA_OMITTED_ORDER);
  return copy;
}

type Canonicalizers = { [K in keyof Observation]-?: (value: NonNullable<Observation[K]>) => Observation[K] };

const CANONICALIZERS: Canonicalizers = {
  schemaVersion: (value) => value,
  session: (value) => value,
  revision: (value) => value,
  tool: (value) => value,
  operation: (value) => value,
  page: (value) => pick(value, PAGE_ORDER),
  tabs: (value) => value.map((tab) => pick(tab, TAB_ORDER)),
  dialogs: (value) => value.map((dialog) => pick(dialog, DIALOG_ORDER)),
  focus: (value) => pick(value, FOCUS_ORDER),
  controls: (value) => value.map(canonicalControl),
  continuation: (value) => pick(value, CONTINUATION_ORDER),
  text: (value) => pick(value, TEXT_ORDER),
  regions: (value) => value.map((region) => pick(region, REGION_ORDER)),
  regionCoverage: (value) => {
    const copy = pick(value, COVERAGE_ORDER);
    if (copy.window) copy.window = pick(copy.window, WINDOW_ORDER);
    return copy;
  },
  frameCoverage: (value) => {
    const copy = pick(value, FRAME_COVERAGE_ORDER);
    if (copy.byFrame) copy.byFrame = copy.byFrame.map((entry) => pick(entry, FRAME_ENTRY_ORDER));
    return copy;
  },
  tables: (value) => value.map((table) => ({ ...pick(table, TABLE_ORDER), rows: table.rows.map((row) => pick(row, TABLE_ROW_ORDER)) })),
  match: (value) => pick(value, MATCH_ORDER),
  postcondition: (value) => pick(value, POSTCONDITION_ORDER),
  settle: (value) => pick(value, SETTLE_ORDER),
  omitted: (value) => pick(value, OMITTED_ORDER),
  delta: canonicalDelta,
};

/** A copy of the observation whose every object has the canonical key order, so JSON.stringify emits it. */
export function canonicalObservation(observation: Observation): Observation {
  const copy: Record<string, unknown> = {};
  for (const key of OBSERVATION_FIELD_ORDER) {
    const value = observation[key];
    if (value === undefined) continue;
    copy[key] = value === null ? null : (CANONICALIZERS[key] as (v: unknown) => unknown)(value);
  }
  return copy as unknown as Observation;
}

/**
 * The observation's fields with some replaced, in canonical order. Both `observation` and `replacements` must
 * already be canonical; a replacement of `undefined` removes the field.
 */
function withFields(observation: Observation, replacements: Partial<Observation>): Observation {
  const copy: Record<string, unknown> = {};
  for (const key of OBSERVATION_FIELD_ORDER) {
    const value = key in replacements ? replacements[key] : observation[key];
    if (value !== undefined) copy[key] = value;
  }
  return copy as unknown as Observation;
}

/** Deterministic canonical JSON of an observation: contract field order, no insignificant whitespace. */
export function canonicalJson(observation: Observation): string {
  return JSON.stringify(canonicalObservation(observation));
}

/** The text part that carries a canonical JSON. */
export function partOf(json: string): string {
  return `{"type":"text","text":${JSON.stringify(json)}}`;
}

/** The serialized text part `{"type":"text","text":<canonical JSON as a JSON string>}`. */
export function textPart(observation: Observation): string {
  return partOf(canonicalJson(observation));
}

/** UTF-8 bytes that `s` takes inside a JSON string literal, quotes excluded. */
function escapedBytes(s: string): number {
  return byteLength(JSON.stringify(s)) - 2;
}

const WRAPPER_BYTES = byteLength(partOf(''));
const NOTHING_OMITTED: Omitted = { controls: 0, regions: 0, textChars: 0 };

/**
 * Bounds the canonical artifact of an observation to `maxBytes` UTF-8 bytes of serialized text part.
 *
 * Records stay whole, the header fields and `regionCoverage` always stay. What does not fit is given up in the
 * order of docs/contract.md ("Canonical artifact and bounding"): general text from its end (whole code points), then
 * table rows from the end (the last table's last row first, each table's own entry after its rows), then regions
 * from the end of the array (which is in priority order, so the last heading goes first and dialogs last), then
 * controls from the end. What was dropped is added to `omitted`. Throws `bound-too-small` when not even the
 * observation without text, tables, regions and controls fits.
 */
export function boundCanonical(observation: Observation, options: BoundOptions = {}): CanonicalArtifact {
  const maxBytes = options.maxBytes ?? LIMITS.canonicalBytes;
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) {
    throw new OptionError('options.maxBytes', 'options.maxBytes must be a positive integer', 'invalid-argument');
  }
  const whole = canonicalObservation(observation);
  const artifact = artifactOf(whole);
  if (artifact.bytes <= maxBytes) return artifact;
  return new Bounding(whole, maxBytes, options.reissueContinuation).run();
}

function artifactOf(observation: Observation): CanonicalArtifact {
  const json = JSON.stringify(observation);
  const part = partOf(json);
  return { observation, json, part, bytes: byteLength(part) };
}

/**
 * One bounding run. The size of a candidate (text cut to `kept.textChars` code points, the first `kept.units` table
 * units, the first `kept.regions` regions and `kept.controls` controls) is computed without serializing the text and
 * the records: the escaped size of a JSON string is the sum of the escaped sizes of its pieces when no piece splits a
 * surrogate pair, and canonical JSON has no lone surrogates (JSON.stringify escapes them). So a candidate's size is
 * the size of its skeleton (every field, the tables it keeps, empty arrays of regions and controls and empty text)
 * plus the escaped sizes of the records and the text it keeps.
 *
 * Tables are given up by units: each table is one unit for itself (ref, caption, headers) followed by one per shown
 * row, in document order; a prefix of units keeps the tables before it whole, the rows of the last one from its
 * start, and none after. A table that keeps fewer rows than it showed gets a cursor to the first one it gave up.
 */
class Bounding {
  private readonly textOffsets: number[];
  private readonly controlPrefixBytes: number[];
  private readonly regionPrefixBytes: number[];
  private readonly regionCount: number;
  private readonly tables: Table[];
  private readonly unitCount: number;

  constructor(
    private readonly whole: Observation,
    private readonly maxBytes: number,
    private readonly reissueContinuation: BoundOptions['reissueContinuation'],
  ) {
    this.textOffsets = codePointOffsets(whole.text.content);
    this.controlPrefixBytes = prefixSums(whole.controls.map((control) => escapedBytes(JSON.stringify(control))));
    this.regionPrefixBytes = prefixSums((whole.regions ?? []).map((region) => escapedBytes(JSON.stringify(region))));
    this.regionCount = whole.regions?.length ?? 0;
    this.tables = whole.tables ?? [];
    this.unitCount = this.tables.reduce((units, table) => units + 1 + table.rows.length, 0);
  }

  run(): CanonicalArtifact {
    const textChars = this.textOffsets.length - 1;
    const units = this.unitCount;
    const controlCount = this.whole.controls.length;
    const continuation = this.whole.continuation;

    // The whole observation does not fit, so each stage searches below its full count.
    if (textChars > 0 && this.fits(0, units, this.regionCount, controlCount, continuation)) {
      const kept = largestFitting(0, textChars - 1, (k) => this.fits(k, units, this.regionCount, controlCount, continuation));
      return this.finish(kept, units, this.regionCount, controlCount, continuation);
    }
    if (units > 0 && this.fits(0, 0, this.regionCount, controlCount, continuation)) {
      const kept = largestFitting(0, units - 1, (u) => this.fits(0, u, this.regionCount, controlCount, continuation));
      return this.finish(0, kept, this.regionCount, controlCount, continuation);
    }
    if (this.regionCount > 0 && this.fits(0, 0, 0, controlCount, continuation)) {
      const kept = largestFitting(0, this.regionCount - 1, (r) => this.fits(0, 0, r, controlCount, continuation));
      return this.finish(0, 0, kept, controlCount, continuation);
    }
    const reissue = this.reissueContinuation;
    if (controlCount === 0) throw this.tooSmall();
    if (reissue === undefined) {
      if (!this.fits(0, 0, 0, 0, continuation)) throw this.tooSmall();
      const kept = largestFitting(0, controlCount - 1, (c) => this.fits(0, 0, 0, c, continuation));
      return this.finish(0, 0, 0, kept, continuation);
    }
    // The new cursor's size is known only once it is minted for a count: search with the previous continuation
    // as a stand-in, mint, and if the minted one is larger than the room left, search again below that count.
    let standIn = continuation;
    let upper = controlCount - 1;
    for (;;) {
      const kept = this.fits(0, 0, 0, 0, standIn) ? largestFitting(0, upper, (c) => this.fits(0, 0, 0, c, standIn)) : 0;
      const minted = reissue(kept);
      if (this.fits(0, 0, 0, kept, minted)) return this.finish(0, 0, 0, kept, minted);
      if (kept === 0) throw this.tooSmall();
      standIn = minted;
      upper = kept - 1;
    }
  }

  /** The tables the first `units` table units keep, with what each gave up counted; and what was given up. */
  private tablesFor(units: number): { kept: Table[] | undefined; droppedTables: number; droppedRows: number } {
    if (this.whole.tables === undefined || units === this.unitCount) return { kept: this.whole.tables, droppedTables: 0, droppedRows: 0 };
    const kept: Table[] = [];
    let left = units;
    let droppedTables = 0;
    let droppedRows = 0;
    this.tables.forEach((table, index) => {
      if (left === 0) {
        droppedTables += 1;
        droppedRows += table.rows.length;
        return;
      }
      left -= 1;
      const rows = Math.min(left, table.rows.length);
      left -= rows;
      if (rows === table.rows.length) {
        kept.push(table);
        return;
      }
      droppedRows += table.rows.length - rows;
      // Rows it gave up are reached again by a cursor from the first of them (the cursor's index is the table's
      // index among the revision's tables, which a prefix keeps).
      const cursor = tableCursor(this.whole.revision, index, (table.firstRow ?? 0) + rows);
      kept.push({ ...table, rows: table.rows.slice(0, rows), rowsOmitted: table.rowsOmitted + table.rows.length - rows, cursor });
    });
    return { kept: kept.length > 0 ? kept : undefined, droppedTables, droppedRows };
  }

  private omittedFor(textChars: number, tables: { droppedTables: number; droppedRows: number }, regions: number, controls: number): Omitted | undefined {
    const dropped = {
      controls: this.whole.controls.length - controls,
      regions: this.regionCount - regions,
      textChars: this.textOffsets.length - 1 - textChars,
    };
    if (dropped.controls === 0 && dropped.regions === 0 && dropped.textChars === 0 && tables.droppedTables === 0 && tables.droppedRows === 0) {
      return this.whole.omitted;
    }
    const before = this.whole.omitted ?? NOTHING_OMITTED;
    const omitted: Omitted = {
      controls: before.controls + dropped.controls,
      regions: before.regions + dropped.regions,
      textChars: before.textChars + dropped.textChars,
    };
    const droppedTables = (before.tables ?? 0) + tables.droppedTables;
    const droppedRows = (before.tableRows ?? 0) + tables.droppedRows;
    if (droppedTables > 0) omitted.tables = droppedTables;
    if (droppedRows > 0) omitted.tableRows = droppedRows;
    return omitted;
  }

  private candidate(
    textChars: number,
    units: number,
    regions: number,
    controls: number,
    continuation: Continuation | null,
    records: 'skeleton' | 'kept',
  ): Observation {
    const { whole } = this;
    const textCut = textChars < this.textOffsets.length - 1;
    const content = records === 'kept' ? whole.text.content.slice(0, this.textOffsets[textChars]) : '';
    const tables = this.tablesFor(units);
    return withFields(whole, {
      controls: records === 'kept' ? whole.controls.slice(0, controls) : [],
      continuation,
      text: textAt(whole, content, textChars, textCut),
      regions: whole.regions === undefined ? undefined : records === 'kept' ? whole.regions.slice(0, regions) : [],
      tables: tables.kept,
      omitted: this.omittedFor(textChars, tables, regions, controls),
    });
  }

  private size(textChars: number, units: number, regions: number, controls: number, continuation: Continuation | null): number {
    const skeleton = this.candidate(textChars, units, regions, controls, continuation, 'skeleton');
    return (
      WRAPPER_BYTES +
      escapedBytes(JSON.stringify(skeleton)) +
      this.textBytes(textChars) +
      listBytes(this.regionPrefixBytes, regions) +
      listBytes(this.controlPrefixBytes, controls)
    );
  }

  private fits(textChars: number, units: number, regions: number, controls: number, continuation: Continuation | null): boolean {
    return this.size(textChars, units, regions, controls, continuation) <= this.maxBytes;
  }

  /** Bytes the first `textChars` code points of the text add to the part: escaped once as content, once as part. */
  private textBytes(textChars: number): number {
    if (textChars === 0) return 0;
    const prefix = this.whole.text.content.slice(0, this.textOffsets[textChars]);
    // JSON.stringify(JSON.stringify('')) is `"\"\""`: the inner quotes are already in the skeleton.
    return byteLength(JSON.stringify(JSON.stringify(prefix))) - 6;
  }

  private finish(textChars: number, units: number, regions: number, controls: number, continuation: Continuation | null) {
    const artifact = artifactOf(this.candidate(textChars, units, regions, controls, continuation, 'kept'));
    if (artifact.bytes > this.maxBytes) {
      throw new LookoutError('internal', `bounded part is ${artifact.bytes} bytes, over the bound of ${this.maxBytes}`);
    }
    return artifact;
  }

  private tooSmall(): LookoutError {
    const minimum = this.size(0, 0, 0, 0, this.whole.continuation);
    return new LookoutError(
      'bound-too-small',
      `canonical bound of ${this.maxBytes} bytes cannot hold the observation header (${minimum} bytes without text, tables, regions or controls)`,
    );
  }
}

/**
 * The text of a candidate keeping `textChars` code points: cut, it says so and its cursor reads on from the cut
 * (1.5.0; an observation of an older line, without a cursor, gets none).
 */
function textAt(whole: Observation, content: string, textChars: number, cut: boolean): ReadableText {
  if (!cut) return whole.text;
  const text: ReadableText = { content, truncated: true };
  if (whole.schemaVersion === SCHEMA_VERSION) text.cursor = textCursor(whole.revision, textChars);
  return text;
}

/** The text cursor reading revision `revision`'s general text on from code point `offset`. */
export function textCursor(revision: number, offset: number): string {
  return `t${revision}.${offset}`;
}

/** The code points of `s`, as string iteration counts them (a surrogate pair is one, a lone surrogate one), no array made. */
export function codePointCount(s: string): number {
  let pairs = 0;
  for (let i = 0; i < s.length - 1; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return s.length - pairs;
}

/** Code-unit offsets of the code point boundaries of `s`: offsets[k] is where its first k code points end. */
export function codePointOffsets(s: string): number[] {
  const offsets = [0];
  let offset = 0;
  // String iteration yields a surrogate pair as one item and a lone surrogate as one item of its own.
  for (const codePoint of s) {
    offset += codePoint.length;
    offsets.push(offset);
  }
  return offsets;
}

function prefixSums(values: number[]): number[] {
  const sums = [0];
  let total = 0;
  for (const value of values) {
    total += value;
    sums.push(total);
  }
  return sums;
}

/** Bytes of the first `count` records of an array with their separating commas. */
function listBytes(prefixBytes: number[], count: number): number {
  return count === 0 ? 0 : (prefixBytes[count] ?? 0) + count - 1;
}

/** Largest n in [low, high] with fits(n), given fits(low) and that fits(n) implies fits(n - 1). */
export function largestFitting(low: number, high: number, fits: (n: number) => boolean): number {
  while (low < high) {
    const middle = low + Math.ceil((high - low) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}
