// From a worker's record to a published revision's first page: numbering, admission, postcondition,
// paging and canonical bounding. Pure and deterministic, so `lookout replay` runs exactly this again.
import { SCHEMA_VERSION, type Continuation, type Control, type Observation, type ReadableText } from '../schemas/observation.js';
import type { CollectedTable, CollectionRecord } from '../schemas/record.js';
import { admitObservation } from './admission.js';
import { boundCanonical, codePointCount, textCursor, type CanonicalArtifact } from './canonical.js';
import { evidenceChanged } from './evidence.js';
import { firstTablePages } from './table-pages.js';

export interface AssembleContext {
  session: string;
  revision: number;
  pageSize: number;
  maxBytes: number;
}

export interface Assembled {
  /** The first page before bounding; its fields are repeated with each continuation page. */
  base: Observation;
  /** Every control the collection found. */
  allControls: Control[];
  /** Every table the collection found, with every row it kept (table cursors page through them). */
  allTables: CollectedTable[];
  /** The bounded first page and its serialized text part. */
  artifact: CanonicalArtifact;
  /** Cursors minted for this revision: cursor -> offset of the first control it reaches. */
  cursors: Map<string, number>;
}

/** Cursors name their revision and offset, so the same collection always yields the same bytes. */
export function mintCursor(revision: number, allControls: Control[], offset: number, cursors: Map<string, number>): Continuation | null {
  const remaining = allControls.length - offset;
  if (remaining <= 0) return null;
  const cursor = `c${revision}.${offset}`;
  cursors.set(cursor, offset);
  return { cursor, remaining };
}

/** One page of controls of a revision, its other fields repeated, bounded canonically. */
export function pageArtifact(
  base: Observation,
  allControls: Control[],
  offset: number,
  context: AssembleContext,
  cursors: Map<string, number>,
): CanonicalArtifact {
  const observation: Observation = {
    ...base,
    controls: allControls.slice(offset, offset + context.pageSize),
    continuation: mintCursor(base.revision, allControls, offset + context.pageSize, cursors),
  };
  delete observation.omitted;
  return boundCanonical(observation, {
    maxBytes: context.maxBytes,
    reissueContinuation: (kept) => mintCursor(base.revision, allControls, offset + kept, cursors),
  });
}

/**
 * The general text of a collection; when it was cut, or the scan left nodes unread after it, with the cursor that
 * reads on from its end (a text window starting there, docs/contract.md "Windows").
 */
function textOf(record: CollectionRecord, revision: number): ReadableText {
  const { content, truncated } = record.text;
  if (!truncated && record.regionCoverage?.nodesLeftUnread !== true) return { content, truncated };
  return { content, truncated, cursor: textCursor(revision, codePointCount(content)) };
}

/** The find cursor of revision `revision` that reaches its `index`-th match (from 1). */
export function matchCursor(revision: number, index: number): string {
  return `m${revision}.${index}`;
}

/** The first page of a collection as an observation (not yet admitted or bounded). */
export function buildRevision(record: CollectionRecord, context: AssembleContext): { observation: Observation; allControls: Control[] } {
  const observation: Observation = {
    schemaVersion: SCHEMA_VERSION,
    session: context.session,
    revision: context.revision,
    tool: record.tool,
    // Records of earlier versions (recordings) carry neither an operation nor tabs.
    operation: record.operation ?? record.tool,
    page: record.page,
    controls: record.controls.slice(0, context.pageSize),
    continuation: null,
    text: textOf(record, context.revision),
  };
  // Only one tab is the usual case: it says nothing the page does not.
  if (record.tabs !== undefined && record.tabs.length > 1) observation.tabs = record.tabs;
  if (record.dialogs) observation.dialogs = record.dialogs;
  if (record.focus) observation.focus = record.focus;
  // A page a dialog blocks was not collected: no regions (absent means not collected), no coverage.
  if (record.regions) observation.regions = record.regions;
  if (record.regionCoverage) observation.regionCoverage = record.regionCoverage;
  if (record.frameCoverage) observation.frameCoverage = record.frameCoverage;
  if (record.tables && record.tables.length > 0) observation.tables = firstTablePages(record.tables, context.revision);
  if (record.match) {
    const { index, count } = record.match;
    observation.match = { ...record.match, next: index > 0 && index < count ? matchCursor(context.revision, index + 1) : null };
  }
  if (record.settle) observation.settle = record.settle;
  return { observation, allControls: record.controls };
}

/**
 * Admits a collection and assembles its first page. Throws an AdmissionError when admission refuses
 * it; nothing here touches session state.
 */
export function assembleRevision(
  record: CollectionRecord,
  context: AssembleContext,
  previous: { base: Observation; allControls: Control[] } | null,
): Assembled {
  const built = buildRevision(record, context);
  admitObservation(built.observation, built.allControls.slice(built.observation.controls.length), record.tables ?? []);
  const base = built.observation;
  if (record.tool === 'act') {
    base.postcondition = {
      navigated: record.navigated === true,
      evidenceChanged: previous === null || evidenceChanged({ ...previous.base, controls: previous.allControls }, { ...base, controls: built.allControls }),
    };
  }
  const cursors = new Map<string, number>();
  const artifact = pageArtifact(base, built.allControls, 0, context, cursors);
  return { base, allControls: built.allControls, allTables: record.tables ?? [], artifact, cursors };
}
