// A conformance case is data: a fixture page plus what an observation of it must show.
// The harness and the ava tests both read these lists, so a case is written once.
import type { ControlStates, ReadableText, RegionCoverage, RegionKind } from '../../schemas/observation.js';

export interface RegionExpectation {
  kind: RegionKind;
  level?: number;
  /** The exact summary. */
  summary?: string;
  /** Substrings the summary must contain. */
  summaryIncludes?: string[];
  truncated?: boolean;
}

export interface ControlExpectation {
  role: string;
  name: string;
  /** Each state given here must match; states not given are not checked. */
  states?: ControlStates;
}

/** A step taken through the public API before the observation that is checked. */
export interface CaseStep {
  act: 'click' | 'fill' | 'press' | 'check' | 'uncheck' | 'select';
  /** The control to act on, found by role and exact name in the latest observation. */
  control: { role: string; name: string };
  text?: string;
}

export interface CaseExpectation {
  /** Substrings the general text (`text.content`) must contain. */
  textIncludes?: string[];
  /** Substrings the general text must not contain (but may appear elsewhere, e.g. in a control name). */
  textExcludes?: string[];
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
  /** Exact number of controls the collector found (observation page plus continuation). */
  controlCount?: number;
}

export interface ConformanceCase {
  /** Unique within its partition, kebab-case. */
  id: string;
  /** Path of the fixture page below `fixtures-site/`, e.g. `hidden-region/display-none.html`. */
  page: string;
  /** One sentence: what behaviour this case pins down. */
  description: string;
  steps?: CaseStep[];
  expect: CaseExpectation;
  /** A known gap: the case runs as `test.failing` and this says why it fails today. */
  knownGap?: string;
}

export interface Partition {
  id: string;
  description: string;
  cases: ConformanceCase[];
}
