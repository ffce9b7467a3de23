// What a worker sends the coordinator: everything one collection found, before the coordinator
// pages, admits, numbers and bounds it into an Observation. Shared by both sides (types only).
import type { ErrorCode } from './error-codes.js';
import type { NavigationPolicy } from './navigation-policy.js';
import type { Screenshot, ScreenshotScope } from './screenshot.js';
import type { ScrollDirection, WindowRequest } from './window.js';
import type { StyleSourceUse } from './wire.js';

export type { ScrollDirection, WindowRequest } from './window.js';
import type {
  ActionKind,
  Control,
  DialogReport,
  FindMatch,
  Focus,
  FrameCoverage,
  Operation,
  PageInfo,
  ReadableText,
  Region,
  RegionCoverage,
  Settle,
  Tab,
  CollectedTable,
  ToolName,
} from './observation.js';

export type { CollectedTable };

export interface CollectionRecord {
  /** Worker-local number of this collection; the ref table in the page is kept under it. */
  candidate: number;
  tool: ToolName;
  operation: Operation;
  page: PageInfo;
  /** The session's tabs, the active one marked. */
  tabs: Tab[];
  /** Dialogs since the previous observation; an open one last. */
  dialogs?: DialogReport[];
  /** Where the keyboard focus is (1.5.0). */
  focus?: Focus;
  /** Every control the scan found, in document order (the coordinator pages them). */
  controls: Control[];
  text: ReadableText;
  /** Absent when nothing was collected (the page is blocked by a dialog). */
  regions?: Region[];
  regionCoverage?: RegionCoverage;
  frameCoverage?: FrameCoverage;
  /** A find's matches (1.5.0); the coordinator adds the cursor to the next one. */
  match?: Omit<FindMatch, 'next'>;
  /** Shown tables and grids with every row the collector kept (1.5.0). */
  tables?: CollectedTable[];
  /** An `act` that committed a main-frame navigation. */
  navigated?: boolean;
  /** How the page settled before the collection (navigations and actions). */
  settle?: Settle;
  /** What ended that wait (workers/settle.ts); not part of the observation. */
  settledBy?: SettledBy;
  /** Milliseconds the collector spent in the page. */
  collectMs: number;
  /** How the top document's collection came by what its style sources declare (workers/sheets.ts). */
  styleSources?: StyleSourceUse;
  /** Where the call's time went in the worker thread (bench/corpus.ts splits the time outside the page by it). */
  timing?: WorkerTiming;
  /** The collector's warm-ups in the top document before this collection (workers/warming.ts). */
  warmUps?: WarmUps;
  /** Thread id of the worker that collected it. */
  thread: number;
}

/**
 * What ended a settle wait: the activity or load window that saw nothing coming, the end of the motion that was
 * its only sign, the end of the requests that were its only sign (and a window after them that saw nothing more),
 * quiet, or the budget.
 */
export type SettledBy = 'window' | 'motion' | 'requests' | 'quiet' | 'budget';

/**
 * The warm-ups of a document's collector so far: whole ones in a wait for quiet, and ones over slices of the
 * document in its load window and between calls.
 */
export interface WarmUps {
  inWait: number;
  inWindow: number;
  slices: number;
  /** Nodes the slices scanned, in all, and the milliseconds those between calls took, round trips included. */
  slicedNodes: number;
  slicedMs: number;
}

/** Milliseconds of one call in its worker thread, as the thread's clock saw them. */
export interface WorkerTiming {
  /** From the task's arrival in the thread to its record, encoding aside. */
  taskMs: number;
  /** Before the collection: the call's step and its settle wait (next to nothing for an observe). */
  beforeMs: number;
  /** The collector's calls in the top document (the collection, one made again, the listener confirmation): in the page and the way back. */
  collectorMs: number;
  /** The other protocol calls: the frame tree, the closed-root slots, listener questions, the tabs' titles. */
  protocolMs: number;
  /** Frames entered: their collections and the calls they need. */
  framesMs: number;
}

/** Messages from the coordinator to a worker. `published` is the candidate of the session's current revision. */
export type WorkerTask =
  | { op: 'connect'; endpoint: number; wsEndpoint: string; connectTimeoutMs: number }
  /** Launches the worker's own Chromium (CDP over a pipe) as endpoint `endpoint`, replacing the one it had. */
  | { op: 'launch'; endpoint: number; executablePath: string; args: string[]; launchTimeoutMs: number }
  | { op: 'open'; session: string; endpoint: number; policy: NavigationPolicy; settings: SessionSettings }
  | (CallTask & { op: 'navigate'; url: string })
  | (CallTask & { op: 'history'; direction: 'back' | 'forward' })
  | (CallTask & { op: 'observe' })
  /** Scrolls the page by a viewport's height or to an end, then collects from the viewport. */
  | (CallTask & { op: 'scroll'; direction: ScrollDirection })
  | (CallTask & { op: 'wait'; text?: string; textGone?: string; timeMs?: number; waitMs: number })
  /** One action, or the steps of a form filled in one call, run in order until one fails. */
  | (CallTask & { op: 'act'; steps: ActStep[] })
  | (CallTask & { op: 'press-key'; key: string })
  | (CallTask & { op: 'tab'; action: 'select' | 'close'; tab: string })
  | (CallTask & { op: 'answer-dialog'; accept: boolean; text?: string })
  /** A masked screenshot of the active tab (workers/screenshot.ts); collects nothing. */
  | { op: 'screenshot'; session: string; candidate: number | null; revision: number; scope: ScreenshotScope; ref?: string; marks: boolean; timeoutMs: number }
  | { op: 'close'; session: string }
  /** Stops the session's running call: its reply becomes `aborted` and the page is unstuck. */
  | { op: 'cancel'; session: string }
  | { op: 'disconnect' };

/** One action of an `act` call on a control ref. */
export interface ActStep {
  ref: string;
  action: ActionKind;
  text?: string;
  /** The ref is one this session issued that the current revision no longer lists: the page says why. */
  expired?: true;
}

/** What every call that observes carries. */
export interface CallTask {
  session: string;
  /** The candidate of the session's current revision, whose ref table the page keeps. */
  published: number | null;
  timeoutMs: number;
  /** Overrides the session's settle budget for this call. */
  settleMs?: number;
  /** Where the collection's scan starts; the document's beginning without it. */
  window?: WindowRequest;
  fault?: FaultPoint;
}

/** The operations that observe: every task but connect, launch, open, close, cancel and disconnect. */
export type ObservingTask = Extract<WorkerTask, CallTask>;

/**
 * Where the test seam makes a call fail in the worker. The first four fail the collection; the next five
 * are real faults: the worker thread throws an uncaught exception or exits, the renderer crashes
 * (CDP `Page.crash`), the renderer of a frame of another site crashes (the same, sent to the frame's target), or the
 * page's main thread spins forever (as a `while (true) {}` handler would).
 * The last two fail nothing: `after-learning` lets what the worker learns between calls (workers/learning.ts) finish
 * first; `sheet-edit-at-collect` has the page run its own `editSheet()` just as the collection is sent, so that the
 * sheet event it causes comes after the worker read its count (workers/sheets.ts).
 */
export type FaultPoint =
  | 'collect-throw'
  | 'collect-hang'
  | 'navigate-during-collect'
  | 'encode-fail'
  | 'worker-throw'
  | 'worker-exit'
  | 'page-crash'
  | 'frame-crash'
  | 'page-hang'
  | 'after-learning'
  | 'sheet-edit-at-collect';

export type WorkerReply =
  | { ok: true; threadId: number }
  | { ok: true; screenshot: Screenshot }
  | { ok: true; record: Uint8Array; popups: PopupCounts }
  | { ok: false; code: ErrorCode; message: string; reason?: string; step?: number };

/** Cookies and local storage a session starts with, as Playwright's `storageState()` writes them. */
export interface StorageState {
  cookies: StoredCookie[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface StoredCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch; -1 for a session cookie. */
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** How a session's browser context presents itself: what the worker gives Playwright's `newContext`. */
export interface ContextEmulation {
  viewport: { width: number; height: number };
  userAgent?: string;
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
  locale?: string;
  timezoneId?: string;
  storageState?: StorageState;
}

/** How a session's worker behaves: the pool's options that the worker applies. */
export interface SessionSettings {
  /** Viewport, device, user agent, locale, time zone and starting storage of the session's context. */
  context: ContextEmulation;
  /** Pages (tabs) one session may hold at once, its own page included. */
  maxPages: number;
  /** `dismiss`: dialogs are answered at once; `ask`: the agent answers them. */
  dialogs: 'dismiss' | 'ask';
  /** How long an open dialog waits for the agent's answer before it is dismissed. */
  dialogBudgetMs: number;
  /** Longest wait for the page to settle after a navigation or an action; 0 does not wait. */
  settleMs: number;
  /** How long DOM and network must be quiet for the page to count as settled. */
  settleQuietMs: number;
  /** The folder files may be uploaded from; null refuses uploads. */
  uploadDir: string | null;
  /** Resource types (Playwright's names) the session's pages never load. */
  blockResources: string[];
}

/** Popups a session's pages opened over its life, and how many were closed at once at the page cap. */
export interface PopupCounts {
  opened: number;
  closedAtCap: number;
}
