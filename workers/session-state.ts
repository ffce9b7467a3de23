// A session's page and its life: the browser context (behind the session's egress proxy when the navigation
// policy restricts the network), the page and its listeners, popups, and the budget every call runs within:
// a call ends with its result, or with timeout, aborted or page-crashed after the page was stopped or replaced.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { needsEgressProxy, type NavigationPolicy, type PolicyRule } from '../schemas/navigation-policy.js';
import type { PopupCounts, WorkerTask } from '../schemas/record.js';
import { browserFor } from './connections.js';
import { EgressProxy } from './egress-proxy.js';
import type { FaultSeam } from './faults.js';
import { WorkerFailure } from './failures.js';
import { REFUSAL_WINDOW_MS, refusalOf } from './navigation.js';
import { SecretValues } from './url-redaction.js';

export interface SessionState {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Execution context of the isolated world in the current document, or null when it must be made. */
  world: number | null;
  /** Next ref number: refs are never issued twice in a session. */
  nextRef: number;
  /** Last collection number handed out. */
  candidate: number;
  /** Cross-document navigations committed in the main frame. */
  mainFrameNavigations: number;
  /** The renderer crashed (the `crash` event, or a page that stopped answering): recycle before the next call. */
  crashed: boolean;
  /** Cancels the call running now (op `cancel`), or fails it when the renderer crashes. */
  running: AbortController | null;
  /** Values GET form submissions wrote into URLs, and text this session typed: kept out of `page.url`. */
  secrets: SecretValues;
  policy: NavigationPolicy;
  /** Where the context's requests go when the policy restricts the network; null when it does not. */
  proxy: EgressProxy | null;
  /** Pages the session may hold at once, its own page included; popups past it are closed at once. */
  maxPages: number;
  /** Popups opened during the running call (every popup is closed when the call that opened it ends). */
  popups: Set<Page>;
  /** Popups opened over the session's life, and how many of them were closed at once at the cap. */
  popupCounts: PopupCounts;
  /** The session is opening its own page: the context's next page is not a popup. */
  openingPage: boolean;
  /** The main frame shows the policy's refusal page (a page-initiated navigation was refused). */
  blockedDocument: PolicyRule | null;
}

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
    world: null,
    nextRef: 1,
    candidate: 0,
    mainFrameNavigations: 0,
    crashed: false,
    running: null,
    secrets: new SecretValues(),
    policy: task.policy,
    proxy,
    maxPages: task.maxPages,
    popups: new Set(),
    popupCounts: { opened: 0, closedAtCap: 0 },
    blockedDocument: null,
    openingPage: false,
  } as Omit<SessionState, 'context' | 'page' | 'cdp'> as SessionState;
  try {
    state.context = await newContext(browser, state);
    await attachPage(state);
    sessions.set(task.session, state);
  } catch (error) {
    await closeSession(state);
    throw error;
  }
}

/** A browser context for the session: its requests go through the session's egress proxy when it has one. */
async function newContext(browser: Browser, state: SessionState): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: false,
    ...(state.proxy ? { proxy: { server: state.proxy.url } } : {}),
  });
  // Pages the session did not open itself are popups (window.open, target=_blank, a link's popup).
  context.on('page', (page) => {
    if (state.openingPage || page === state.page || state.context !== context) return;
    state.popupCounts.opened++;
    if (state.popups.size + 1 >= state.maxPages || !state.running) {
      // Past the cap, or opened between calls where no call will close it: closed at once.
      state.popupCounts.closedAtCap++;
      void page.close({ runBeforeUnload: false }).catch(() => undefined);
      return;
    }
    state.popups.add(page);
    page.once('close', () => state.popups.delete(page));
  });
  return context;
}

export async function closeSession(state: SessionState): Promise<void> {
  await state.context?.close().catch(() => undefined);
  await state.proxy?.close().catch(() => undefined);
}

/** Nothing a call opened keeps loading after it ends: its popups are closed. */
export async function closePopups(state: SessionState): Promise<void> {
  const open = [...state.popups];
  state.popups.clear();
  await Promise.all(open.map((page) => Promise.race([page.close({ runBeforeUnload: false }).catch(() => undefined), delay(PROBE_MS)])));
}

/** Gives the session a new page in its browser context, with the listeners the collector relies on. */
async function attachPage(state: SessionState): Promise<void> {
  state.openingPage = true;
  let page: Page;
  try {
    page = await state.context.newPage();
  } finally {
    state.openingPage = false;
  }
  const cdp = await state.context.newCDPSession(page);
  state.page = page;
  state.cdp = cdp;
  state.world = null;
  state.crashed = false;
  // Cross-document navigations of the main frame replace the collector's world and its ref tables;
  // same-document ones (history.pushState, fragments) keep both.
  cdp.on('Page.frameNavigated', (event) => {
    if (event.frame.parentId === undefined && state.page === page) {
      state.world = null;
      state.mainFrameNavigations++;
      // A navigation the page started itself and the proxy refused leaves the refusal page (or Chromium's
      // error page) as the document: observing it would pass off the policy's words as the site's.
      state.blockedDocument = refusalOf(state, event.frame.unreachableUrl ?? event.frame.url, Date.now() - REFUSAL_WINDOW_MS);
    }
  });
  // A GET form submission writes its fields' values into the URL it requests, in any frame.
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.reason === 'formSubmissionGet' && state.page === page) state.secrets.addQueryOf(event.url);
  });
  // Two independent signals of a dead renderer: Playwright's page event and the target's own CDP
  // event on our session. A page that stops answering is caught by the probes in `budgeted` too.
  const crashed = (): void => {
    if (state.page !== page) return;
    state.crashed = true;
    state.running?.abort(new WorkerFailure('page-crashed', 'the page crashed; the session continues on a fresh page'));
  };
  page.on('crash', crashed);
  cdp.on('Inspector.targetCrashed', crashed);
  // Native dialogs would stall every later call on this page. `beforeunload` is accepted, so the
  // navigation it guards goes ahead; alert, confirm and prompt are dismissed.
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined));
  await Promise.all([cdp.send('Page.enable'), cdp.send('Inspector.enable')]);
}

/**
 * Replaces a crashed or unresponsive page with a fresh one in the same browser context. The old ref
 * tables go with it: acting on a ref of the current revision then fails its guard as detached.
 */
export async function recyclePage(state: SessionState): Promise<void> {
  const old = state.page;
  state.world = null;
  state.mainFrameNavigations++;
  await Promise.race([old.close({ runBeforeUnload: false }).catch(() => undefined), delay(PROBE_MS)]);
  try {
    await attachPage(state);
  } catch {
    // The context itself is wedged: start the session over in a new one.
    const browser = state.context.browser();
    await Promise.race([state.context.close().catch(() => undefined), delay(PROBE_MS)]);
    if (!browser?.isConnected()) throw new WorkerFailure('browser-disconnected', 'the browser went away');
    state.context = await newContext(browser, state);
    await attachPage(state);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** True when the page's main world answers a trivial evaluation within `ms`. */
export async function answers(state: SessionState, ms: number): Promise<boolean> {
  const reply = state.cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true }).then(
    (r) => r.result?.value === 1,
    () => false,
  );
  return Promise.race([reply, delay(ms).then(() => false)]);
}

/**
 * Stops whatever keeps the page's main thread busy (`Runtime.terminateExecution`) and checks that the
 * page answers again; a page that does not is recycled.
 */
async function unstick(state: SessionState): Promise<void> {
  if (state.crashed) return;
  await Promise.race([
    Promise.all([state.cdp.send('Runtime.terminateExecution'), state.cdp.send('Page.stopLoading')]).catch(() => undefined),
    delay(PROBE_MS),
  ]);
  // A pending termination applies to the next script that runs: the first probe absorbs it.
  for (let attempt = 0; attempt < 2; attempt++) if (await answers(state, PROBE_MS)) return;
  await recyclePage(state);
}

function browserGone(state: SessionState): boolean {
  return state.context.browser()?.isConnected() === false;
}

/**
 * Runs one call on a session within its budget. Every call ends: with its result, or with `timeout`
 * (the page's script is stopped or the page recycled), `aborted` (op `cancel`), `page-crashed` (the
 * renderer died; the next call gets a fresh page), or the call's own typed failure.
 */
export async function budgeted<T>(state: SessionState, timeoutMs: number, seam: FaultSeam, work: () => Promise<T>): Promise<T> {
  if (state.crashed) await recyclePage(state);
  const controller = new AbortController();
  state.running = controller;
  let timer: NodeJS.Timeout | undefined;
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerFailure('timeout', `the call did not finish within ${timeoutMs} ms; the page was stopped`)), timeoutMs);
    controller.signal.addEventListener(
      'abort',
      () => reject(controller.signal.reason instanceof WorkerFailure ? controller.signal.reason : new WorkerFailure('aborted', 'the call was cancelled')),
      { once: true },
    );
  });
  const running = (async () => {
    await seam.atCallStart(state);
    return work();
  })();
  try {
    return await Promise.race([running, stopped]);
  } catch (error) {
    running.catch(() => undefined);
    if (browserGone(state)) throw new WorkerFailure('browser-disconnected', 'the browser went away during the call');
    if (error instanceof WorkerFailure && (error.code === 'timeout' || error.code === 'aborted')) {
      await unstick(state);
      if (state.crashed) {
        await recyclePage(state);
        throw new WorkerFailure('page-crashed', 'the page crashed; the session continues on a fresh page');
      }
      throw error;
    }
    // A call that failed for another reason: was it the renderer? The crash event alone is not
    // trusted; a page that no longer answers is treated as crashed too.
    // A typed failure (navigation-failed, guard-failed, ...) is believed unless a crash signal came.
    const suspect = !(error instanceof WorkerFailure) || error.code === 'internal';
    if (state.crashed || (suspect && !(await answers(state, PROBE_MS)))) {
      await recyclePage(state);
      throw new WorkerFailure('page-crashed', 'the page crashed; the session continues on a fresh page');
    }
    throw error;
  } finally {
    clearTimeout(timer);
    if (state.running === controller) state.running = null;
    await closePopups(state);
  }
}
