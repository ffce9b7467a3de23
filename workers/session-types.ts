// The state a worker keeps for each session and each of its tabs: what session-state.ts opens and closes, and what
// every call, dialog handler and navigation check reads.
import type { BrowserContext, CDPSession, Dialog, Page } from 'playwright-core';
import type { DialogReport } from '../schemas/observation.js';
import type { NavigationPolicy, PolicyRule } from '../schemas/navigation-policy.js';
import type { PopupCounts, SessionSettings } from '../schemas/record.js';
import type { EgressProxy } from './egress-proxy.js';
import type { SecretValues } from './url-redaction.js';
import type { SlotSearchState } from './closed-roots.js';
import type { TabFrames } from './frames.js';
import type { SheetWatch } from './sheets.js';
import type { TabWarming } from './warming.js';

/** One page of a session: its own page, or a popup it kept as a tab. */
export interface TabState {
  /** `t1`, `t2`, ...: never reused in a session. */
  id: string;
  page: Page;
  cdp: CDPSession;
  /** Execution context of the isolated world in the current document, or null when it must be made. */
  world: number | null;
  /** Cross-document navigations committed in the main frame. */
  navigations: number;
  /** The renderer crashed (the `crash` event, or a page that stopped answering): recycle before the next call. */
  crashed: boolean;
  /** The main frame shows the policy's refusal page (a navigation the proxy refused). */
  blockedDocument: PolicyRule | null;
  /** HTTP status of the main document, when a navigation of the session's loaded it over HTTP. */
  status: number | undefined;
  /** The address Chromium's own error page stands for, while the main frame shows one; else null. */
  unreachableUrl: string | null;
  /**
   * The main frame's id, whether it is loading (between Chromium's started and stopped loading events), and how
   * many of Chromium's error pages it has committed.
   */
  topFrame: { id: string; loading: boolean; errorPages: number };
  /** The search for slots in closed shadow roots (closed-roots.ts). */
  slotSearch: SlotSearchState;
  /** The tab is held (not active): its loading stopped, its scripts and those of its workers paused, its network cut. */
  held: boolean;
  /** Targets of the tab's own (dedicated workers, out-of-process frames), by the id of our session with each. */
  children: Map<string, 'worker' | 'frame'>;
  /** What the tab keeps about the frames its collections entered (frames.ts). */
  frames: TabFrames;
  /** What the tab's CSS agent said of its style sheets (sheets.ts). */
  sheets: SheetWatch;
  /** The collector's warm-ups in its documents (warming.ts). */
  warming: TabWarming;
}

export interface SessionState {
  context: BrowserContext;
  /** The active tab: what the session's calls observe and act on. */
  tab: TabState;
  tabs: Map<string, TabState>;
  nextTab: number;
  /** Next ref number: refs are never issued twice in a session. */
  nextRef: number;
  /** Last collection number handed out. */
  candidate: number;
  /** When the session's current call arrived in the thread (performance.now()): the start of its timing. */
  callArrived: number;
  /** Cancels the call running now (op `cancel`), or fails it when the renderer crashes. */
  running: AbortController | null;
  /** Values GET form submissions wrote into URLs, and text this session typed: kept out of `page.url`. */
  secrets: SecretValues;
  policy: NavigationPolicy;
  settings: SessionSettings;
  /** Where the context's requests go when the policy restricts the network; null when it does not. */
  proxy: EgressProxy | null;
  /** Popups opened over the session's life, and how many of them were closed at once at the cap. */
  popupCounts: PopupCounts;
  /** The session is opening a page itself: the context's next page is not a popup. */
  openingPage: boolean;
  /** Dialogs since the last observation, oldest first, for the next observation to report. */
  dialogReports: DialogReport[];
  /** A dialog waiting for the agent's answer (`dialogs: 'ask'`). */
  openDialog: OpenDialog | null;
  /** Resolves the running call's wait when a dialog opens that the agent must answer. */
  dialogOpened: (() => void) | null;
  /** Popups being made tabs: an observation waits for them, so a tab a click opened is listed. */
  adopting: Set<Promise<void>>;
  /** Windows a page asked to open (CDP Page.windowOpen) whose page Playwright has not yet announced. */
  windowsOpening: number;
  /** Popups being attached as tabs: they count against the page cap before they are in tabs. */
  attaching: Set<Page>;
}

/** A dialog waiting for the agent's answer. */
interface OpenDialog {
  dialog: Dialog;
  report: DialogReport;
  tab: TabState;
  /** Dismisses it when the agent does not answer within the budget. */
  timer: NodeJS.Timeout;
}
