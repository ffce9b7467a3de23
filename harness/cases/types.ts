// A conformance case is data: what to do (observe a fixture page, run a script of calls, admit a document,
// replay a recording, project under a budget, go through the hosted transport) and what must come out.
// The harness and the ava tests both read these lists and run them with the same runners
// (harness/kinds/), so a case is written once.
import type { LibraryCall } from '../../pool/calls.js';
import type { ErrorCode } from '../../pool/errors.js';
import type { SessionOptions } from '../../pool/options.js';
import type {
  ActionKind,
  ControlOption,
  ControlStates,
  DialogReport,
  FindMatch,
  FrameCoverage,
  Postcondition,
  ReadableText,
  RegionCoverage,
  RegionKind,
  ScanWindow,
  Table,
} from '../../schemas/observation.js';

export interface RegionExpectation {
  kind: RegionKind;
  level?: number;
  /** The exact summary. */
  summary?: string;
  /** Substrings the summary must contain. */
  summaryIncludes?: string[];
  truncated?: boolean;
  /** true: the region is inside a frame (it carries a frame id); false: it is in the top document (1.5.0). */
  frame?: boolean;
}

export interface ControlExpectation {
  role: string;
  name: string;
  /** Each state given here must match; states not given are not checked. */
  states?: ControlStates;
  /** The exact destination (links). */
  href?: string;
  /** The exact options with which one is selected (selects and listboxes). */
  options?: ControlOption[];
  /** The exact positional hint of a nameless field (1.5.0). */
  hint?: string;
  /** The exact input type (1.5.0). */
  inputType?: string;
  /** Whether the field still holds what the session typed (1.5.0). */
  matchesTyped?: boolean;
  /** true: the control is inside a frame (it carries a frame id); false: it is in the top document (1.5.0). */
  frame?: boolean;
}

/** One entry of `frameCoverage.byFrame` (1.5.0); the frame ids themselves are not compared. */
export interface FrameEntryExpectation {
  state: 'entered' | 'cut' | 'not-entered';
  /** The exact reason (not-entered only; an entry of another state must have none). */
  reason?: 'hidden' | 'unread' | 'depth' | 'budget' | 'refused' | 'failed';
  /** Whether the entry names an origin. */
  hasOrigin?: boolean;
  /** false: the frame is in the top document (no parent); true: it has a parent; a number: its parent is that earlier entry of the list. */
  parent?: boolean | number;
}

/** What the frames entered show (1.5.0, docs/contract.md, "Coverage: frames and shadow trees"). */
export interface FramesExpectation {
  /** Exactly `frameCoverage.framesEntered`. */
  entered?: number;
  /**
   * The exact `frameCoverage.byFrame` list, in order. Given this, every entry must also be well formed (ids
   * `f<N>` and unique, a parent an earlier entry, a reason only when not entered), and every frame id a control
   * or region carries must name an entry that was entered or cut.
   */
  byFrame?: FrameEntryExpectation[];
  /** Exactly this many controls (over every page of controls) carry a frame id. */
  controlsInFrames?: number;
  /** Exactly this many different frame ids are carried by controls. */
  framesWithControls?: number;
}

/** A step taken through the public API before the observation that is checked. */
export interface CaseStep {
  act: ActionKind;
  /** The control to act on, found by role and exact name in the latest observation. */
  control: { role: string; name: string };
  text?: string;
}

export interface CaseExpectation {
  /** Substrings the general text (`text.content`) must contain. */
  textIncludes?: string[];
  /** Substrings the general text must not contain (but may appear elsewhere, e.g. in a control name). */
  textExcludes?: string[];
  /** Substrings the general text must contain in this order, each after the end of the one before. */
  textInOrder?: string[];
  /** The exact general text. */
  text?: ReadableText;
  /**
   * Strings that must appear nowhere: in no field of the observation, not in the worker's msgpack bytes,
   * not in the canonical artifact, not in any CLI output. Case-sensitive.
   */
  forbidden?: string[];
  /** The exact region list in order (refs are not compared). */
  regions?: RegionExpectation[];
  /** Regions that must be present, in any order. */
  regionsInclude?: RegionExpectation[];
  /** Coverage fields that must match exactly. */
  coverage?: Partial<RegionCoverage>;
  /** Controls that must be present (matched by role and exact name). */
  controlsInclude?: ControlExpectation[];
  /** Control names that must not appear on any control. */
  controlNamesExclude?: string[];
  /** The exact list of control names, in order, over every page of controls. */
  controlNames?: string[];
  /** Exact number of controls the collector found (observation page plus continuation). */
  controlCount?: number;
  /** The dialogs reported, in order (kind, state, who closed it, and the message when given). */
  dialogs?: (Pick<DialogReport, 'kind' | 'state'> & Partial<Pick<DialogReport, 'by' | 'message'>>)[];
  /** Number of tabs listed (0: not listed, one tab), and the title of the active one when given. */
  tabs?: { count: number; activeTitle?: string };
  /** The HTTP status of the page (`null`: none reported). */
  status?: number | null;
  /** Whether the page settled within the settle budget. */
  settled?: boolean;
  /** Coverage counts of frames and shadow roots that must match exactly. */
  frameCoverage?: Partial<FrameCoverage>;
  /** The frames entered, listed and carried by controls (1.5.0). */
  frames?: FramesExpectation;
  /** Where the focus is (1.5.0): its role, whether shown, and whether it is a listed control; null for no focus. */
  focus?: { role: string; shown: boolean; listed: boolean } | null;
  /** Where the scan window started (1.5.0); null: at the document's start. */
  window?: ScanWindow | null;
  /** A find's match fields that must be these (1.5.0); `ref: true` asks for a ref naming a listed control. */
  match?: Partial<Omit<FindMatch, 'ref' | 'next'>> & { ref?: true; next?: boolean };
  /** The general text has a text cursor, or has none (1.5.0). */
  textCursor?: boolean;
  /** The tables reported, in order (1.5.0): these fields of each must be these; `cursor: true` asks for one. */
  tables?: (Partial<Pick<Table, 'caption' | 'rowsOmitted' | 'rowsNotKept' | 'columnsOmitted' | 'truncated'>> & {
    headers?: number;
    rows?: number;
    firstCells?: string[];
    cursor?: boolean;
  })[];
}

/** What every case has, whatever its kind. */
interface CaseBase {
  /** Unique within its partition, kebab-case. */
  id: string;
  /** One sentence: what behaviour this case pins down. */
  description: string;
  /** A known gap: the case runs as `test.failing` and this says why it fails today. */
  knownGap?: string;
}

/** A fixture page observed through the library, after optional steps, checked against expectations. */
export interface PageCase extends CaseBase {
  kind: 'page';
  /** Path of the fixture page below `fixtures-site/`, e.g. `hidden-region/display-none.html`. */
  page: string;
  steps?: CaseStep[];
  expect: CaseExpectation;
}

/** Which control or region of an earlier observation of the script a call refers to. */
export type RefSource =
  /** The ref of the control with this exact name in observation `from` (an index into the script's results). */
  | { control: string; from: number }
  /** The ref of the `index`-th region of observation `from`. */
  | { region: number; from: number }
  /** The continuation cursor of observation `from`. */
  | { cursorOf: number }
  /** The text cursor of observation `from` (1.5.0). */
  | { textCursorOf: number }
  /** The cursor to the next match of find observation `from` (1.5.0). */
  | { nextMatchOf: number }
  /** A ref the session never issued, written out. */
  | { literal: string };

/** A tab of an earlier observation: the first one of observation `from` that is not active. */
export type TabSource = { otherTabOf: number };

/**
 * What a script's input says in place of what only the run knows (kinds/script.ts resolves them): a fixture
 * `page` for a `url`, a RefSource for a `ref` or `cursor`, a TabSource for a `tab`, in steps too.
 */
type Sourced<Input> = Input extends unknown
  ? {
      [K in keyof Input as K extends 'url' ? 'page' : K]: K extends 'url'
        ? string
        : K extends 'ref' | 'cursor'
          ? RefSource
          : K extends 'from'
            ? RefSource | 'viewport'
            : K extends 'tab'
              ? TabSource
              : Input[K] extends readonly (infer Item)[]
                ? Item extends object
                  ? Sourced<Item>[]
                  : Input[K]
                : Input[K];
    }
  : never;

/**
 * One call of a script: a library call of the call table (pool/calls.ts), the Session method as `op` and its
 * input beside it, e.g. `{ op: 'act', ref: { control: 'Add', from: 0 }, action: 'click' }`, `{ op: 'navigate',
 * page: 'actions/form.html' }`, `{ op: 'act', steps: [{ ref: ..., action: 'fill', text: 'Ada' }, ...] }`.
 */
export type ScriptOperation = LibraryCall extends infer Call ? (Call extends LibraryCall ? { op: Call['method'] } & Sourced<Call['input']> : never) : never;

/** What one call of a script must give. Without `error`, the call must succeed. */
export interface ScriptStepExpectation {
  /** The call rejects with this code, and the session's revision stays what it was (nothing published). */
  error?: ErrorCode;
  postcondition?: Postcondition;
  /** Checked on the call's observation like a page case (controls include continuation pages). */
  observation?: CaseExpectation;
  /** `evidenceChanged(results[step], this)` must be this (docs/contract.md section 4, progress). */
  evidenceChangedSince?: { step: number; changed: boolean };
  /** With `error`: the error's `reason` (`gone` or `changed` for an expired ref, the guard for `guard-failed`). */
  reason?: string;
  /** Every control keeps the ref it had in observation `step`: the same controls with the same refs, in order. */
  refsKeptFrom?: number;
}

/** One call of a script and what it must give. */
export type ScriptStep = ScriptOperation & { expect?: ScriptStepExpectation };

/** A script of calls on one fresh session, each with what it must give. */
export interface ScriptCase extends CaseBase {
  kind: 'script';
  /** What the script's session chooses over the pool's defaults (`dialogs: 'ask'`, `settleMs`). */
  session?: SessionOptions;
  steps: ScriptStep[];
  /**
   * A ref never names two things over the whole script: a control ref repeats only for the same control (role
   * and name) within one document, no ref appears in two documents (a document starts at each navigation), and
   * no region ref is issued by two revisions.
   */
  refsNeverReissued?: boolean;
}

/** An observation document given to admission, with the verdict it must get. */
export interface AdmissionCase extends CaseBase {
  kind: 'admission';
  document: unknown;
  /** Controls of the same collection beyond the document's page (they take part in the ref rules). */
  moreControls?: unknown[];
  /**
   * `coordinator`: the pool's admission (`admitObservation`). `client-1.2`: a client validating with
   * the 1.2.0 schema while ignoring unknown fields (`schemaValidator('1.2')`).
   * @default 'coordinator'
   */
  admittedBy?: 'coordinator' | 'client-1.2';
  expect: { verdict: 'admitted' } | { verdict: 'rejected'; code: ErrorCode };
}

/** Byte-level edit of one recorded output before replay, to prove replay notices. */
export interface RecordingTamper {
  entry: number;
  field: 'canonical' | 'projection';
  replace: [string, string];
}

/** A recording replayed through admission, bounding and projection, with the verdict per record. */
export interface ReplayCase extends CaseBase {
  kind: 'replay';
  source:
    /** A committed recording, path below `harness/recordings/`. */
    | { recording: string }
    /** Recorded now: each fixture page navigated in a fresh session, with an optional projection budget. */
    | { pages: { page: string; budgetBytes?: number }[] };
  tamper?: RecordingTamper;
  expect: {
    /** One per record, in order. */
    verdicts: ('identical' | 'differs' | 'failed')[];
    /** Strings that must not occur in the recording's bytes. */
    forbiddenInRecording?: string[];
  };
}

/** A fixture page observed, then projected for a model under a byte budget (docs/contract.md section 7). */
export interface ProjectionCase extends CaseBase {
  kind: 'projection';
  page: string;
  budgetBytes: number;
  expect: {
    /** The observation's JSON is more than this many times the budget: the case really cuts. */
    observationExceedsBudgetBy?: number;
    /** Every control of the observation's page is listed. */
    allControlsShown?: boolean;
    /** Fewer regions are shown than the observation holds. */
    regionsDropped?: boolean;
    /** The first shown regions are of these kinds, in this order. */
    leadingRegionKinds?: RegionKind[];
    /** The header's omitted line counts the regions left out. */
    headerCountsOmittedRegions?: boolean;
    /** No shown region summary of at least 8 characters reappears as a passage of the general text. */
    noRegionTextRepeated?: boolean;
  };
}

/** Calls through the hosted transport's HTTP API (transport/http.ts), in one HTTP session. */
export interface HostedCase extends CaseBase {
  kind: 'hosted';
  /**
   * A step with `budget` asks for the model projection (text/plain); it must equal the projection of the
   * session's snapshot, which then stands for the step's observation.
   */
  steps: (ScriptStep & { budget?: number })[];
  /** Response encoding of the calls. @default 'json' */
  encoding?: 'json' | 'msgpack';
  /** After each successful call, GET the snapshot as JSON and as msgpack: both equal the call's observation. */
  snapshotMatches?: boolean;
}

export type ConformanceCase = PageCase | ScriptCase | AdmissionCase | ReplayCase | ProjectionCase | HostedCase;
export type CaseKind = ConformanceCase['kind'];

export interface Partition {
  id: string;
  description: string;
  cases: ConformanceCase[];
}
