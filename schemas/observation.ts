// The observation contract (docs/contract.md section 2), shared by the coordinator and the worker threads.
// Pure types and constants only: this module is imported by both sides and by browser-free tools.
// `test/schema-types.test.ts` checks these types against the JSON Schemas beside this file.

export const SCHEMA_VERSION = '1.3.0';
export const LEGACY_SCHEMA_VERSION = '1.2.0';

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
} as const;

export type ToolName = 'navigate' | 'observe' | 'act';
export type RegionKind = 'dialog' | 'alert' | 'status' | 'form' | 'heading';
/** Region kinds in selection priority order: earlier kinds are kept first. */
export const REGION_PRIORITY: readonly RegionKind[] = ['dialog', 'alert', 'status', 'form', 'heading'];
export type ActionKind = 'click' | 'fill' | 'press' | 'check' | 'uncheck' | 'select';
export const ACTIONS: readonly ActionKind[] = ['click', 'fill', 'press', 'check', 'uncheck', 'select'];

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
  states?: ControlStates;
}

export interface Region {
  ref: string;
  kind: RegionKind;
  /** 1..6, headings only. */
  level?: number;
  /** Visible text, at most 512 code points. */
  summary: string;
  truncated: boolean;
}

export interface RegionCoverage {
  version: 1;
  scope: 'main-document';
  scannedNodes: number;
  nodesLeftUnread: boolean;
  omittedRegions: number;
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
}

export interface PageInfo {
  url: string;
  /** At most 200 code points. */
  title: string;
}

export interface ReadableText {
  content: string;
  truncated: boolean;
}

/** Field order here is the canonical field order (docs/contract.md section 6). */
export interface Observation {
  schemaVersion: string;
  session: string;
  revision: number;
  tool: ToolName;
  page: PageInfo;
  controls: Control[];
  continuation: Continuation | null;
  text: ReadableText;
  /** Absent means "not collected"; [] means "none found". */
  regions?: Region[];
  /** Required whenever `regions` is present. */
  regionCoverage?: RegionCoverage;
  postcondition?: Postcondition;
  omitted?: Omitted;
}

/** The canonical field order of an observation (docs/contract.md section 6). */
export const OBSERVATION_FIELD_ORDER = [
  'schemaVersion',
  'session',
  'revision',
  'tool',
  'page',
  'controls',
  'continuation',
  'text',
  'regions',
  'regionCoverage',
  'postcondition',
  'omitted',
] as const satisfies readonly (keyof Observation)[];
