// A session's pages and their life: the browser context (behind the session's egress proxy when the navigation
// policy restricts the network), its tabs (the session's own page and the popups it kept, within the page cap),
// and the listeners every tab carries. Only the active tab runs between calls: the others are stopped and their
// scripts held, so nothing a session opened keeps loading while no call runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { needsEgressProxy } from '../schemas/navigation-policy.js';
import type { WorkerTask } from '../schemas/record.js';
import { installOnNewDocuments } from './collector-world.js';
import { browserFor } from './connections.js';
import { delay } from './deadlines.js';
import { handleDialog } from './dialogs.js';
import { EgressProxy } from './egress-proxy.js';
import { WorkerFailure } from './failures.js';
import { tabFrames } from './frames.js';
import { slotSearchState } from './closed-roots.js';
import { REFUSAL_WINDOW_MS, refusalOf } from './navigation.js';
import type { SessionState, TabState } from './session-types.js';
import { sheetWatch, watchSheets } from './sheets.js';
import { tabWarming } from './warming.js';
import { SecretValues } from './url-redaction.js';

/** How long a stuck page gets to answer again after its script was stopped, before it is recycled. */
export const PROBE_MS = 3_000;

export const sessions = new Map<string, SessionState>();

export function session(id: string): SessionState {
  const state = sessions.get(id);
  if (!state) throw new WorkerFailure('session-closed', `session ${id} is not open on this worker`);
  return state;
}

export async function openSession(task: Extract<WorkerTask, { op: 'open' }>): Promise<void> {
  const browser = browserFor(task.endpoint);
  const proxy = needsEgressProxy(task.policy) ? await EgressProxy.start(task.policy) : null;
  const state = {
    tabs: new Map(),
    nextTab: 1,
    nextRef: 1,
    candidate: 0,
    callArrived: 0,
    running: null,
    secrets: new SecretValues(),
    policy: task.policy,
    settings: task.settings,
    proxy,
    popupCounts: { opened: 0, closedAtCap: 0 },
    openingPage: false,
    dialogReports: [],
    openDialog: null,
    dialogOpened: null,
    adopting: new Set(),
    windowsOpening: 0,
    attaching: new Set(),
  } as Omit<SessionState, 'context' | 'tab'> as SessionState;
  try {
    state.context = await newContext(browser, state);
    state.tab = await openTab(state);
    sessions.set(task.session, state);
  } catch (error) {
    await closeSession(state);
    throw error;
  }
}

/** A browser context for the session: its requests go through the session's egress proxy when it has one. */
async function newContext(browser: Browser, state: SessionState): Promise<BrowserContext> {
  let context: BrowserContext;
  try {
    context = await browser.newContext({
      ...state.settings.context,
      acceptDownloads: false,
      ...(state.proxy ? { proxy: { server: state.proxy.url } } : {}),
    });
  } catch (error) {
    // Playwright's words could quote a cookie of the storage state: say only what was refused.
    if (state.settings.context.storageState) throw new WorkerFailure('invalid-argument', 'the browser refused the storage state (storageState)');
    throw error;
  }
  if (state.settings.blockResources.length > 0) {
    // Only when asked: routing every request through the worker costs a round trip each.
    const blocked = new Set(state.settings.blockResources);
    await context.route('**/*', (route) => (blocked.has(route.request().resourceType()) ? route.abort('blockedbyclient') : route.fallback()));
  }
  // Pages the session did not open itself are popups (window.open, target=_blank): tabs, within the cap.
  context.on('page', (page) => {
    const adopting = adoptPopup(state, context, page).finally(() => state.adopting.delete(adopting));
    state.adopting.add(adopting);
  });
  return context;
}

async function adoptPopup(state: SessionState, context: BrowserContext, page: Page): Promise<void> {
  if (state.openingPage || state.context !== context || [...state.tabs.values()].some((t) => t.page === page)) return;
  state.windowsOpening = Math.max(0, state.windowsOpening - 1);
  state.popupCounts.opened++;
  const tabbed = new Set([...state.tabs.values()].map((t) => t.page));
  const pages = state.tabs.size + [...state.attaching].filter((p) => !tabbed.has(p)).length;
  if (pages >= state.settings.maxPages) {
    state.popupCounts.closedAtCap++;
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
    return;
  }
  state.attaching.add(page);
  try {
    const tab = await attachTab(state, page);
    // Opened between calls, nothing will watch it: held at once. Opened during a call: held when the call ends.
    if (!state.running) await holdTab(tab);
  } catch {
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  } finally {
    state.attaching.delete(page);
  }
}

export async function closeSession(state: SessionState): Promise<void> {
  if (state.openDialog) clearTimeout(state.openDialog.timer);
  await state.context?.close().catch(() => undefined);
  await state.proxy?.close().catch(() => undefined);
}

/** Opens a page of the session's own and makes it a tab. */
async function openTab(state: SessionState): Promise<TabState> {
  state.openingPage = true;
  let page: Page;
  try {
    page = await state.context.newPage();
  } finally {
    state.openingPage = false;
  }
  return attachTab(state, page);
}

/** Makes a page a tab of the session, with the listeners the collector relies on. */
async function attachTab(state: SessionState, page: Page): Promise<TabState> {
  const cdp = await state.context.newCDPSession(page);
  const tab: TabState = {
    id: `t${state.nextTab++}`,
    page,
    cdp,
    world: null,
    navigations: 0,
    crashed: false,
    blockedDocument: null,
    status: undefined,
    unreachableUrl: null,
    topFrame: { id: '', loading: false, errorPages: 0 },
    slotSearch: slotSearchState(),
    held: false,
    children: new Map(),
    frames: tabFrames(),
    sheets: sheetWatch(),
    warming: tabWarming(),
  };
  state.tabs.set(tab.id, tab);
  page.once('close', () => {
    if (state.tabs.get(tab.id) === tab) state.tabs.delete(tab.id);
  });
  // Cross-document navigations of the main frame replace the collector's world and its ref tables;
  // same-document ones (history.pushState, fragments) keep both.
  cdp.on('Page.frameNavigated', (event) => {
    if (event.frame.parentId !== undefined) return;
    tab.world = null;
    tab.navigations++;
    // A document the page loaded by itself: its status is unknown (a navigation of the session's sets it again).
    tab.status = undefined;
    tab.topFrame.id = event.frame.id;
    tab.unreachableUrl = event.frame.unreachableUrl ?? null;
    if (tab.unreachableUrl !== null) tab.topFrame.errorPages++;
    // A navigation the proxy refused leaves the refusal page (or Chromium's error page) as the document:
    // observing it would pass off the policy's words as the site's.
    tab.blockedDocument = refusalOf(state, event.frame.unreachableUrl ?? event.frame.url, Date.now() - REFUSAL_WINDOW_MS);
  });
  cdp.on('Page.frameStartedLoading', (event) => {
    if (event.frameId === tab.topFrame.id) tab.topFrame.loading = true;
  });
  cdp.on('Page.frameStoppedLoading', (event) => {
    if (event.frameId === tab.topFrame.id) tab.topFrame.loading = false;
  });
  // Playwright announces a popup once its first navigation committed; Chromium says at once that one opens.
  cdp.on('Page.windowOpen', () => {
    state.windowsOpening++;
  });
  // A GET form submission writes its fields' values into the URL it requests, in any frame.
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.reason === 'formSubmissionGet') state.secrets.addQueryOf(event.url);
  });
  // Two independent signals of a dead renderer: Playwright's page event and the target's own CDP
  // event on our session. A page that stops answering is caught by the probes of the call budget too.
  const crashed = (): void => {
    tab.crashed = true;
    if (state.tab === tab) state.running?.abort(new WorkerFailure('page-crashed', 'the page crashed; the session continues on a fresh page'));
  };
  page.on('crash', crashed);
  cdp.on('Inspector.targetCrashed', crashed);
  page.on('dialog', (dialog) => handleDialog(state, tab, dialog));
  watchChildren(tab);
  // The DOM agent serves the search for slots of closed shadow roots (closed-roots.ts). When it lets go of
  // the document it held (a new document, however it came), its node ids mean nothing: taken again next time.
  cdp.on('DOM.documentUpdated', () => {
    tab.slotSearch.document = -1;
  });
  const [, , , , , tree] = await Promise.all([
    cdp.send('Page.enable'),
    cdp.send('Inspector.enable'),
    cdp.send('DOM.enable'),
    watchSheets(cdp, tab.sheets),
    installOnNewDocuments(cdp),
    cdp.send('Page.getFrameTree'),
  ]);
  tab.topFrame.id ||= tree.frameTree.frame.id;
  return tab;
}

/**
 * Keeps a session of ours with each target the tab starts beside its page: dedicated workers and out-of-process
 * frames run on threads or in processes of their own, which the page's script switch does not reach. Our sessions
 * with them are not flattened (Playwright's CDP sessions send only to their own target): commands go wrapped in
 * `Target.sendMessageToTarget`. A target that starts while the tab is held is held at once.
 */
function watchChildren(tab: TabState): void {
  tab.cdp.on('Target.attachedToTarget', (event) => {
    const kind = event.targetInfo.type === 'worker' ? 'worker' : event.targetInfo.type === 'iframe' ? 'frame' : null;
    if (!kind) return;
    tab.children.set(event.sessionId, kind);
    if (tab.held) void holdChild(tab, event.sessionId, kind);
  });
  tab.cdp.on('Target.detachedFromTarget', (event) => {
    tab.children.delete(event.sessionId);
  });
  void tab.cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false }).catch(() => undefined);
}

/** Ids of the commands sent to child targets: small integers, as the protocol requires. */
let childCommands = 0;

/** Sends a command to a child target through our session with it; its answer is not awaited. */
function sendToChild(tab: TabState, sessionId: string, method: string, params: object = {}): Promise<unknown> {
  childCommands = (childCommands + 1) % 1_000_000_000;
  const message = JSON.stringify({ id: childCommands, method, params });
  return tab.cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => undefined);
}

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const ONLINE = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** A worker's script is paused in the debugger; an out-of-process frame's script is switched off and its network cut. */
async function holdChild(tab: TabState, sessionId: string, kind: 'worker' | 'frame'): Promise<void> {
  if (kind === 'worker') {
    await sendToChild(tab, sessionId, 'Debugger.enable');
    await sendToChild(tab, sessionId, 'Debugger.pause');
  } else {
    await sendToChild(tab, sessionId, 'Emulation.setScriptExecutionDisabled', { value: true });
    await sendToChild(tab, sessionId, 'Network.emulateNetworkConditions', OFFLINE);
  }
}

async function releaseChild(tab: TabState, sessionId: string, kind: 'worker' | 'frame'): Promise<void> {
  if (kind === 'worker') {
    await sendToChild(tab, sessionId, 'Debugger.resume');
    await sendToChild(tab, sessionId, 'Debugger.disable');
  } else {
    await sendToChild(tab, sessionId, 'Network.emulateNetworkConditions', ONLINE);
    await sendToChild(tab, sessionId, 'Emulation.setScriptExecutionDisabled', { value: false });
  }
}

/**
 * A tab nobody observes runs nothing until it is selected: its loading is stopped, its scripts held (timers,
 * handlers), the scripts of its workers and out-of-process frames paused, and its network cut, so that a worker
 * nested deeper than we attach, or a socket already open, sends nothing either.
 */
export async function holdTab(tab: TabState): Promise<void> {
  tab.held = true;
  await Promise.all([
    tab.cdp.send('Page.stopLoading'),
    tab.cdp.send('Emulation.setScriptExecutionDisabled', { value: true }),
    tab.cdp.send('Network.emulateNetworkConditions', OFFLINE),
    ...[...tab.children].map(([sessionId, kind]) => holdChild(tab, sessionId, kind)),
  ]).catch(() => undefined);
}

async function releaseTab(tab: TabState): Promise<void> {
  if (!tab.held) return;
  tab.held = false;
  await Promise.all([
    tab.cdp.send('Network.emulateNetworkConditions', ONLINE),
    tab.cdp.send('Emulation.setScriptExecutionDisabled', { value: false }),
    ...[...tab.children].map(([sessionId, kind]) => releaseChild(tab, sessionId, kind)),
  ]).catch(() => undefined);
}

/** At the end of every call: every tab but the active one is held. */
export async function holdBackgroundTabs(state: SessionState): Promise<void> {
  await Promise.all([...state.tabs.values()].filter((t) => t !== state.tab).map((t) => Promise.race([holdTab(t), delay(PROBE_MS)])));
}

/** Waits (a little at most) for popups a page opened to be announced and made tabs. */
export async function tabsSettled(state: SessionState): Promise<void> {
  const deadline = Date.now() + PROBE_MS;
  while (state.windowsOpening > 0 && Date.now() < deadline) await delay(10);
  // A window that never became a page (blocked, closed at once) is not waited for again.
  state.windowsOpening = 0;
  if (state.adopting.size > 0) await Promise.race([Promise.all(state.adopting), delay(Math.max(1, deadline - Date.now()))]);
}

export function tabOf(state: SessionState, id: string): TabState {
  const tab = state.tabs.get(id);
  if (!tab) throw new WorkerFailure('invalid-argument', `${id} is not an open tab of this session`);
  return tab;
}

/** Makes `tab` the active one and lets it run again. */
export async function selectTab(state: SessionState, tab: TabState): Promise<void> {
  state.tab = tab;
  await releaseTab(tab);
  await tab.page.bringToFront().catch(() => undefined);
}

/** Closes a tab; closing the active one makes the most recent other tab active, and the last one a fresh page. */
export async function closeTab(state: SessionState, tab: TabState): Promise<void> {
  state.tabs.delete(tab.id);
  await Promise.race([tab.page.close({ runBeforeUnload: false }).catch(() => undefined), delay(PROBE_MS)]);
  if (state.tab !== tab) return;
  const rest = [...state.tabs.values()];
  await selectTab(state, rest.at(-1) ?? (await openTab(state)));
}

/**
 * Replaces a crashed or unresponsive active page with a fresh one in the same browser context. The old ref
 * tables go with it: acting on a ref of the current revision then fails its guard as detached.
 */
export async function recyclePage(state: SessionState): Promise<void> {
  const old = state.tab;
  state.tabs.delete(old.id);
  await Promise.race([old.page.close({ runBeforeUnload: false }).catch(() => undefined), delay(PROBE_MS)]);
  try {
    state.tab = await openTab(state);
  } catch {
    // The context itself is wedged: start the session over in a new one.
    const browser = state.context.browser();
    await Promise.race([state.context.close().catch(() => undefined), delay(PROBE_MS)]);
    if (!browser?.isConnected()) throw new WorkerFailure('browser-disconnected', 'the browser went away');
    state.tabs.clear();
    state.context = await newContext(browser, state);
    state.tab = await openTab(state);
  }
}
