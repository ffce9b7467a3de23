// What a worker sends the coordinator: everything one collection found, before the coordinator
// pages, admits, numbers and bounds it into an Observation. Shared by both sides (types only).
import type { ErrorCode } from './error-codes.js';
import type { NavigationPolicy } from './navigation-policy.js';
import type { ActionKind, Control, PageInfo, ReadableText, Region, RegionCoverage, ToolName } from './observation.js';

export interface CollectionRecord {
  /** Worker-local number of this collection; the ref table in the page is kept under it. */
  candidate: number;
  tool: ToolName;
  page: PageInfo;
  /** Every control the scan found, in document order (the coordinator pages them). */
  controls: Control[];
  text: ReadableText;
  regions: Region[];
  regionCoverage: RegionCoverage;
  /** An `act` that committed a main-frame navigation. */
  navigated?: boolean;
  /** Milliseconds the collector spent in the page. */
  collectMs: number;
  /** Thread id of the worker that collected it. */
  thread: number;
}

/** Messages from the coordinator to a worker. `published` is the candidate of the session's current revision. */
export type WorkerTask =
  | { op: 'connect'; endpoint: number; wsEndpoint: string; connectTimeoutMs: number }
  | { op: 'open'; session: string; endpoint: number; policy: NavigationPolicy; maxPages: number }
  | { op: 'navigate'; session: string; url: string; published: number | null; timeoutMs: number; fault?: FaultPoint }
  | { op: 'observe'; session: string; published: number | null; timeoutMs: number; fault?: FaultPoint }
  | {
      op: 'act';
      session: string;
      published: number | null;
      ref: string;
      action: ActionKind;
      text?: string;
      timeoutMs: number;
      fault?: FaultPoint;
    }
  | { op: 'close'; session: string }
  /** Stops the session's running call: its reply becomes `aborted` and the page is unstuck. */
  | { op: 'cancel'; session: string }
  | { op: 'disconnect' };

/**
 * Where the test seam makes a call fail in the worker. The first four fail the collection; the rest
 * are real faults: the worker thread throws an uncaught exception or exits, the renderer crashes
 * (CDP `Page.crash`), or the page's main thread spins forever (as a `while (true) {}` handler would).
 */
export type FaultPoint =
  | 'collect-throw'
  | 'collect-hang'
  | 'navigate-during-collect'
  | 'encode-fail'
  | 'worker-throw'
  | 'worker-exit'
  | 'page-crash'
  | 'page-hang';

export type WorkerReply =
  | { ok: true; threadId: number }
  | { ok: true; record: Uint8Array; popups: PopupCounts }
  | { ok: false; code: ErrorCode; message: string; reason?: string };

/** Popups a session's pages opened over its life, and how many were closed at once at the page cap. */
export interface PopupCounts {
  opened: number;
  closedAtCap: number;
}
