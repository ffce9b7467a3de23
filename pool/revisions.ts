// A session's revisions: the published one (what refs and cursors resolve against), the ref ranges of earlier
// ones (their refs are expired), and publishing a worker's record as the next revision in one step, so no
// half-published revision can be seen.
import { DELTA_REVISIONS_KEPT, MATCH_CURSOR_PATTERN, REF_PATTERN, TEXT_CURSOR_PATTERN, type Control, type Observation } from '../schemas/observation.js';
import type { CollectedTable, CollectionRecord } from '../schemas/record.js';
import { admitObservation } from './admission.js';
import { keepBytes } from './artifacts.js';
import { assembleRevision, mintCursor, pageArtifact, type AssembleContext } from './assemble.js';
import { codePointCount } from './canonical.js';
import { artifactWithDelta, diffRevisions, type RevisionSnapshot } from './delta.js';
import { OptionError, RefError } from './errors.js';
import { parseTableCursor, tablePage } from './table-pages.js';

/** A published revision: what refs and cursors of this revision resolve against. */
interface Published {
  revision: number;
  /** Worker-side number of the collection, to resolve refs in the page. */
  candidate: number;
  /** The first page before bounding; its fields are repeated with each continuation page. */
  observation: Observation;
  /** Every control the collection found, for continuation pages and progress. */
  allControls: Control[];
  /** Every table the collection found with every row it kept, for table cursors. */
  allTables: CollectedTable[];
  controlRefs: Set<string>;
  /** Region and table refs: evidence, not controls. */
  regionRefs: Set<string>;
  cursors: Map<string, number>;
  /** One past the largest ref number the revision holds. */
  refsBelow: number;
  /** Code points of its general text, as collected: what a text cursor may name. */
  textLength: number;
  /** The search a find revision made, which its cursor to the next match repeats. */
  find: FindQuery | null;
}

/** What `find` searches for: kept by the pool to follow a find cursor, never put in an observation. */
export interface FindQuery {
  text: string;
  role?: string;
}

/** Expired cursors remembered to say `expired-reference` rather than `unknown-reference`. */
const EXPIRED_CURSORS_KEPT = 4096;

export class Revisions {
  revision = 0;
  private published: Published | null = null;
  /** One past the largest ref number any published revision issued: refs below it that are not current are expired. */
  private issuedBelow = 0;
  private readonly expiredCursors = new Set<string>();
  /** The search of the find call now running, published with its revision. */
  private finding: FindQuery | null = null;
  /** The last DELTA_REVISIONS_KEPT published revisions, by number: what `since` compares against. */
  private readonly kept = new Map<number, RevisionSnapshot>();

  constructor(private readonly context: (revision: number) => AssembleContext) {}

  /** Whether the published revision read a window of its page rather than from the page's start. */
  get windowed(): boolean {
    return this.published?.observation.regionCoverage?.window !== undefined;
  }

  /** The candidate of the published revision, whose ref table the page keeps; null before the first. */
  get candidate(): number | null {
    return this.published?.candidate ?? null;
  }

  /**
   * The published revision, when `ref` is one of its controls. A control keeps its ref across revisions while its
   * element is listed with the same evidence, so a ref of an earlier revision that the current one still lists is
   * simply current. A control ref this session issued before and the current revision does not list comes back
   * `expired`: only the page can say whether its element is gone or changed. A typed RefError otherwise.
   */
  checkActionable(ref: string): { candidate: number; expired?: true } {
    const current = this.published;
    const match = REF_PATTERN.exec(ref);
    if (!match || !current) throw new RefError('unknown-reference', `${ref} was never issued in this session`);
    if (current.regionRefs.has(ref)) throw new RefError('not-actionable', `${ref} is a region ref: regions are evidence, not controls`);
    if (current.controlRefs.has(ref)) return current;
    if (this.expired(Number(match[2]))) {
      if (match[1] === 'g') throw new RefError('expired-reference', `${ref} is a region ref of an earlier revision; regions are evidence, not controls`);
      return { candidate: current.candidate, expired: true };
    }
    throw new RefError('unknown-reference', `${ref} was never issued in this session`);
  }

  /**
   * Where a window that starts at `ref` is found: the published revision's candidate, when `ref` is one of its
   * controls or regions (a window starts at what the agent was last shown). A typed RefError otherwise.
   */
  windowAt(ref: string): { candidate: number } {
    const current = this.published;
    const match = REF_PATTERN.exec(ref);
    if (match && current && (current.controlRefs.has(ref) || current.regionRefs.has(ref))) return { candidate: current.candidate };
    if (match && current && this.expired(Number(match[2]))) {
      throw new RefError('expired-reference', `${ref} belongs to an earlier revision; observe again and start from a ref of revision ${current.revision}`);
    }
    throw new RefError('unknown-reference', `${ref} was never issued in this session`);
  }

  /** The published revision's candidate and the code point a text cursor of it names. A typed RefError otherwise. */
  textAt(cursor: string): { candidate: number; offset: number } {
    const match = TEXT_CURSOR_PATTERN.exec(cursor);
    const current = this.published;
    const revision = Number(match?.[1] ?? NaN);
    const offset = Number(match?.[2] ?? NaN);
    if (current && revision === current.revision && offset <= current.textLength) return { candidate: current.candidate, offset };
    if (current && revision < current.revision) throw new RefError('expired-reference', `cursor ${cursor} belongs to an earlier revision; observe again`);
    throw new RefError('unknown-reference', `cursor ${cursor} was never issued in this session`);
  }

  /** The search of the find call about to run: published with its revision, for its cursor to the next match. */
  searching(query: FindQuery): void {
    this.finding = query;
  }

  /** The search and the match index a find cursor of the published revision names. A typed RefError otherwise. */
  findAt(cursor: string): FindQuery & { index: number } {
    const match = MATCH_CURSOR_PATTERN.exec(cursor);
    const current = this.published;
    const revision = Number(match?.[1] ?? NaN);
    const index = Number(match?.[2] ?? NaN);
    const issued = current?.observation.match?.next;
    if (current && current.find && cursor === issued) return { ...current.find, index };
    if (current && revision < current.revision) throw new RefError('expired-reference', `cursor ${cursor} belongs to an earlier revision; find again`);
    throw new RefError('unknown-reference', `cursor ${cursor} was never issued in this session`);
  }

  /**
   * The page of controls a cursor of the published revision reaches, its other fields repeated; for a table's row
   * cursor, the revision's first page with that table's rows from the cursor's row on.
   */
  continuationPage(cursor: string): Observation {
    const current = this.published;
    const rows = parseTableCursor(cursor);
    if (rows !== null) return this.tableRowsPage(cursor, rows);
    if (current) {
      const offset = current.cursors.get(cursor);
      if (offset !== undefined) {
        const page = pageArtifact(current.observation, current.allControls, offset, this.context(current.revision), current.cursors);
        return keepBytes(page, (shown) => mintCursor(current.revision, current.allControls, offset + shown, current.cursors));
      }
      if (current.regionRefs.has(cursor)) throw new RefError('not-actionable', `${cursor} is a region ref, not a cursor`);
    }
    if (this.expiredCursors.has(cursor)) throw new RefError('expired-reference', `cursor ${cursor} belongs to an earlier revision; observe again`);
    const match = REF_PATTERN.exec(cursor);
    if (match?.[1] === 'g' && this.expired(Number(match[2]))) throw new RefError('not-actionable', `${cursor} is a region ref, not a cursor`);
    throw new RefError('unknown-reference', `cursor ${cursor} was never issued in this session`);
  }

  private tableRowsPage(cursor: string, rows: { revision: number; index: number; row: number }): Observation {
    const current = this.published;
    if (current && rows.revision < current.revision) {
      throw new RefError('expired-reference', `cursor ${cursor} belongs to an earlier revision; observe again`);
    }
    const table = current?.revision === rows.revision ? current.allTables[rows.index] : undefined;
    if (!current || table === undefined || rows.row >= table.rows.length) {
      throw new RefError('unknown-reference', `cursor ${cursor} was never issued in this session`);
    }
    const tables = current.allTables.map((t, index) =>
      index === rows.index ? tablePage(t, index, rows.row, current.revision) : current.observation.tables![index]!,
    );
    const base: Observation = { ...current.observation, tables };
    const page = pageArtifact(base, current.allControls, 0, this.context(current.revision), current.cursors);
    return keepBytes(page, (shown) => mintCursor(current.revision, current.allControls, shown, current.cursors));
  }

  /**
   * Checks that a delta against revision `since` can be made now: a revision this session published and still
   * keeps. Throws `invalid-argument` for one that is not a published revision number, `expired-reference` for one
   * no longer kept.
   */
  checkSince(since: number): void {
    if (!Number.isSafeInteger(since) || since < 1)
      throw new OptionError('since', 'since must be a revision number (an integer of at least 1)', 'invalid-argument');
    if (since > this.revision) {
      throw new OptionError('since', `revision ${since} was not published yet (the current one is ${this.revision})`, 'invalid-argument');
    }
    if (!this.kept.has(since)) throw new RefError('expired-reference', `revision ${since} is no longer kept; observe without since`);
  }

  /**
   * Admits a worker's record and publishes it as the next revision; returns its first page, with a delta against
   * revision `since` when given (checked with `checkSince` first). Throws (an AdmissionError) before anything
   * changes when admission refuses it.
   */
  publish(record: CollectionRecord, since?: number): Observation {
    const revision = this.revision + 1;
    const previous = this.published;
    const context = this.context(revision);
    const assembled = assembleRevision(record, context, previous ? { base: previous.observation, allControls: previous.allControls } : null);
    const regions = record.regions ?? [];
    const next: Published = {
      revision,
      candidate: record.candidate,
      observation: assembled.base,
      allControls: assembled.allControls,
      allTables: assembled.allTables,
      controlRefs: refSet([assembled.allControls]),
      regionRefs: refSet([regions, assembled.allTables]),
      cursors: assembled.cursors,
      refsBelow: refsBelow([assembled.allControls, regions, assembled.allTables]),
      textLength: codePointCount(assembled.base.text.content),
      find: record.match ? this.finding : null,
    };
    this.finding = null;
    const snapshot: RevisionSnapshot = { base: assembled.base, allControls: assembled.allControls };
    let artifact = assembled.artifact;
    if (since !== undefined) {
      this.checkSince(since);
      const delta = diffRevisions(this.kept.get(since)!, snapshot, since);
      artifact = artifactWithDelta(
        (maxBytes) =>
          maxBytes === context.maxBytes
            ? assembled.artifact
            : pageArtifact(assembled.base, assembled.allControls, 0, { ...context, maxBytes }, assembled.cursors),
        delta,
        context.maxBytes,
      );
      admitObservation(artifact.observation);
    }
    const firstPage = keepBytes(artifact, (shown) => mintCursor(revision, assembled.allControls, shown, assembled.cursors));
    // Publish: one synchronous step.
    if (previous) {
      this.issuedBelow = Math.max(this.issuedBelow, previous.refsBelow);
      for (const cursor of previous.cursors.keys()) this.expiredCursors.add(cursor);
      if (this.expiredCursors.size > EXPIRED_CURSORS_KEPT) this.expiredCursors.clear();
    }
    this.published = next;
    this.revision = revision;
    this.kept.set(revision, snapshot);
    this.kept.delete(revision - DELTA_REVISIONS_KEPT);
    return firstPage;
  }

  /** Whether an earlier revision issued ref number `n` (refs are numbered from one counter per session). */
  private expired(n: number): boolean {
    return n < this.issuedBelow;
  }
}

/** The refs of every item of `lists`. */
function refSet(lists: readonly (readonly { ref: string }[])[]): Set<string> {
  const refs = new Set<string>();
  for (const list of lists) for (const item of list) refs.add(item.ref);
  return refs;
}

/** One more than the highest ref number among the items of `lists` (0 for none): refs below it were issued. */
function refsBelow(lists: readonly (readonly { ref: string }[])[]): number {
  let hi = 0;
  for (const list of lists) {
    for (const { ref } of list) {
      const n = Number(REF_PATTERN.exec(ref)?.[2] ?? NaN);
      if (Number.isFinite(n) && n >= hi) hi = n + 1;
    }
  }
  return hi;
}
