// The only module loaded in a worker thread (piscina). Each worker connects to the pool's browser
// server and owns the browser contexts of the sessions pinned to it. Replies are plain data: an
// encoded record moved to the coordinator, or { ok: false, code, message } (piscina#141).
import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { chromium, errors, type Browser, type BrowserContext, type CDPSession, type Page, type Request, type Response } from 'playwright-core';
import { encodeRecord } from '../schemas/codec.js';
import { describeUrl, withoutUrlSecrets, type ErrorCode } from '../schemas/error-codes.js';
import { checkUrl, needsEgressProxy, type NavigationPolicy, type PolicyRule } from '../schemas/navigation-policy.js';
import { unpackControls, type PackedControls } from '../schemas/wire.js';
import { BLOCKED_HEADER, Blocked, EgressProxy, resolveChecked } from './egress-proxy.js';
import { SecretValues, redactQuery } from './url-redaction.js';
import type { CollectionRecord, FaultPoint, WorkerReply, WorkerTask } from '../schemas/record.js';
import type { ToolName } from '../schemas/observation.js';

const COLLECTOR_SOURCE = readFileSync(new URL('./in-page/collector.js', import.meta.url), 'utf8');
const WORLD_NAME = 'lookout-collector';

class WorkerFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

function blockedFailure(rule: PolicyRule, url: string): WorkerFailure {
  return new WorkerFailure('navigation-blocked', `the navigation policy refused ${describeUrl(url)} (${rule})`, rule);
}

interface SessionState {
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
  popupCounts: { opened: number; closedAtCap: number };
  /** The session is opening its own page: the context's next page is not a popup. */
  openingPage: boolean;
  /** The main frame shows the policy's refusal page (a page-initiated navigation was refused). */
  blockedDocument: PolicyRule | null;
}

/** How long a stuck page gets to answer again after its script was stopped, before it is recycled. */
const PROBE_MS = 3_000;

/** Connections to the pool's browser endpoints, by endpoint index, with the address each was made to. */
const browsers = new Map<number, { browser: Browser; wsEndpoint: string }>();
const sessions = new Map<string, SessionState>();

export default async function handle(task: WorkerTask): Promise<WorkerReply | ReturnType<typeof move>> {
  try {
    switch (task.op) {
      case 'connect': {
        const existing = browsers.get(task.endpoint);
        if (existing?.browser.isConnected() && existing.wsEndpoint === task.wsEndpoint) return { ok: true, threadId };
        // A relaunched browser answers at a new address: drop the old connection first.
        if (existing) {
          browsers.delete(task.endpoint);
          await existing.browser.close().catch(() => undefined);
        }
        let connected: Browser;
        try {
          connected = await chromium.connect(task.wsEndpoint, { timeout: task.connectTimeoutMs });
        } catch (error) {
          const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
          throw new WorkerFailure('browser-disconnected', `could not connect to browser endpoint ${task.endpoint}: ${message}`);
        }
        browsers.set(task.endpoint, { browser: connected, wsEndpoint: task.wsEndpoint });
        connected.on('disconnected', () => {
          if (browsers.get(task.endpoint)?.browser === connected) browsers.delete(task.endpoint);
        });
        return { ok: true, threadId };
      }
      case 'open':
        await openSession(task);
        return { ok: true, threadId };
      case 'navigate': {
        const state = session(task.session);
        return await budgeted(state, task.timeoutMs, task.fault, async () => {
          await navigate(state, task.url, task.timeoutMs);
          return collectAndEncode(state, 'navigate', task.published, task.timeoutMs, task.fault);
        });
      }
      case 'observe': {
        const state = session(task.session);
        return await budgeted(state, task.timeoutMs, task.fault, () => collectAndEncode(state, 'observe', task.published, task.timeoutMs, task.fault));
      }
      case 'act': {
        const state = session(task.session);
        return await budgeted(state, task.timeoutMs, task.fault, async () => {
          const navigated = await act(state, task);
          return collectAndEncode(state, 'act', task.published, task.timeoutMs, task.fault, navigated);
        });
      }
      case 'cancel':
        sessions.get(task.session)?.running?.abort();
        return { ok: true, threadId };
      case 'close': {
        const state = sessions.get(task.session);
        sessions.delete(task.session);
        if (state) await closeSession(state);
        return { ok: true, threadId };
      }
      case 'disconnect':
        await closeAll();
        return { ok: true, threadId };
    }
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): WorkerReply {
  if (error instanceof WorkerFailure) {
    const reply: WorkerReply = { ok: false, code: error.code, message: withoutUrlSecrets(error.message) };
    if (error.reason !== undefined) reply.reason = error.reason;
    return reply;
  }
  const { code, message } = classify(error);
  return { ok: false, code, message };
}

/**
 * A failure that is not one of ours, by Playwright's error type where it has one, else by what Chromium
 * says. The message returned never quotes the original: it may hold a URL with its query, typed text or a
 * raw protocol message.
 */
function classify(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof errors.TimeoutError) return { code: 'timeout', message: 'the browser did not answer in time' };
  const text = error instanceof Error ? error.message : String(error);
  if (/crash/i.test(text)) return { code: 'page-crashed', message: 'the page crashed; the session continues on a fresh page' };
  if (/Target page, context or browser has been closed|Browser has been closed|Browser closed|browser has disconnected|Connection closed/i.test(text)) {
    return { code: 'browser-disconnected', message: 'the browser connection closed during the call' };
  }
  if (/Target closed|Session closed|No target with given id|Cannot find context|Execution context was destroyed|context with specified id|Inspected target navigated/i.test(text)) {
    return { code: 'collection-failed', message: 'the page went away or replaced its document during the call' };
  }
  return { code: 'internal', message: 'an unexpected error in the worker' };
}

function session(id: string): SessionState {
  const state = sessions.get(id);
  if (!state) throw new WorkerFailure('session-closed', `session ${id} is not open on this worker`);
  return state;
}

async function openSession(task: Extract<WorkerTask, { op: 'open' }>): Promise<void> {
  const connection = browsers.get(task.endpoint);
  if (!connection?.browser.isConnected()) throw new WorkerFailure('browser-disconnected', `browser endpoint ${task.endpoint} is not connected`);
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
    state.context = await newContext(connection.browser, state);
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

async function closeSession(state: SessionState): Promise<void> {
  await state.context?.close().catch(() => undefined);
  await state.proxy?.close().catch(() => undefined);
}

/** Nothing a call opened keeps loading after it ends: its popups are closed. */
async function closePopups(state: SessionState): Promise<void> {
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
async function recyclePage(state: SessionState): Promise<void> {
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** True when the page's main world answers a trivial evaluation within `ms`. */
async function answers(state: SessionState, ms: number): Promise<boolean> {
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
async function budgeted<T>(state: SessionState, timeoutMs: number, fault: FaultPoint | undefined, work: () => Promise<T>): Promise<T> {
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
    await injectFault(state, fault);
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

/** The real faults of the test seam (the collection faults are injected in `collectAndEncode`). */
async function injectFault(state: SessionState, fault: FaultPoint | undefined): Promise<void> {
  switch (fault) {
    case 'worker-throw':
      // An uncaught exception in the thread, outside any task's promise chain.
      setTimeout(() => {
        throw new Error('injected fault: uncaught exception in the worker thread');
      });
      await new Promise(() => undefined);
      break;
    case 'worker-exit':
      process.exit(3);
      break;
    case 'page-crash':
      // The renderer dies for real; the call goes on and meets the dead page.
      void state.cdp.send('Page.crash').catch(() => undefined);
      await state.page.waitForEvent('crash', { timeout: PROBE_MS }).catch(() => undefined);
      break;
    case 'page-hang':
      // The page's own script spins forever, as a `while (true) {}` handler would.
      void state.cdp.send('Runtime.evaluate', { expression: 'setTimeout(() => { for (;;) {} }, 0)' }).catch(() => undefined);
      await delay(50);
      break;
  }
}

/** The rule that refused the document at `url`, when the proxy refused its host since `since`. */
function refusalOf(state: SessionState, url: string, since: number): PolicyRule | null {
  if (!state.proxy) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const target = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`;
  return state.proxy.refusedSince(since).findLast((r) => r.target === target)?.rule ?? null;
}

/** How far back a refusal of the main frame's host explains the document it shows. */
const REFUSAL_WINDOW_MS = 60_000;

/**
 * The policy for the URL given to `navigate`, before the page is touched: scheme, origins, and the
 * addresses its host resolves to. The proxy checks again for every request, redirects included.
 */
async function checkNavigation(state: SessionState, url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WorkerFailure('invalid-url', `not a valid absolute URL: ${describeUrl(url)}`);
  }
  const rule = checkUrl(state.policy, parsed);
  if (rule) throw blockedFailure(rule, url);
  if (state.policy.blockPrivateNetwork && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
    try {
      await resolveChecked(parsed.hostname, state.policy);
    } catch (error) {
      if (error instanceof Blocked) throw blockedFailure(error.rule, url);
      // A name that does not resolve fails as the navigation would.
      throw new WorkerFailure('navigation-failed', `navigation to ${describeUrl(url)} failed: the host name did not resolve`);
    }
  }
}

async function navigate(state: SessionState, url: string, timeoutMs: number): Promise<void> {
  await checkNavigation(state, url);
  const started = Date.now();
  let response: Response | null;
  try {
    response = await state.page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    // A redirect (or the URL itself) refused by the proxy: the navigation failed because of the policy.
    const refused = state.proxy?.refusedSince(started).at(-1);
    if (refused) throw blockedFailure(refused.rule, url);
    if (error instanceof errors.TimeoutError) throw new WorkerFailure('timeout', `navigation to ${describeUrl(url)} timed out after ${timeoutMs} ms`);
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    if (/invalid url|Cannot navigate to invalid URL/i.test(message)) throw new WorkerFailure('invalid-url', `not a URL Chromium can load: ${describeUrl(url)}`);
    const reason = /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? 'the page did not load';
    throw new WorkerFailure('navigation-failed', `navigation to ${describeUrl(url)} failed: ${reason}`);
  }
  const blocked = response?.headers()[BLOCKED_HEADER];
  if (blocked !== undefined || state.blockedDocument) throw blockedFailure((state.blockedDocument ?? blocked) as PolicyRule, url);
}

/** Evaluates an expression in the collector's isolated world, creating the world when needed. */
async function inWorld<T>(state: SessionState, expression: string, awaitPromise = false, timeoutMs?: number): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const world = state.world ?? (await createWorld(state));
    try {
      // With `timeout`, V8 terminates the evaluation when it runs past its budget.
      const reply = await state.cdp.send('Runtime.evaluate', {
        expression,
        contextId: world,
        returnByValue: true,
        awaitPromise,
        ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
      });
      if (reply.exceptionDetails) {
        const description = reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text;
        if (timeoutMs !== undefined && /terminated/i.test(description)) {
          throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
        }
        throw new WorkerFailure('collection-failed', `collector failed in the page: ${description.split('\n')[0]}`);
      }
      return reply.result.value as T;
    } catch (error) {
      if (error instanceof WorkerFailure) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (timeoutMs !== undefined && /Execution was terminated/i.test(message)) {
        throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
      }
      // The document changed under us: its worlds are gone. Make a new one once.
      if (attempt === 0 && /Cannot find context|Execution context was destroyed|context with specified id/i.test(message)) {
        state.world = null;
        continue;
      }
      throw error;
    }
  }
  throw new WorkerFailure('collection-failed', 'the page kept replacing its document during collection');
}

async function createWorld(state: SessionState): Promise<number> {
  const tree = await state.cdp.send('Page.getFrameTree');
  const { executionContextId } = await state.cdp.send('Page.createIsolatedWorld', {
    frameId: tree.frameTree.frame.id,
    worldName: WORLD_NAME,
    grantUniveralAccess: false,
  });
  const installed = await state.cdp.send('Runtime.evaluate', { expression: COLLECTOR_SOURCE, contextId: executionContextId });
  if (installed.exceptionDetails) throw new WorkerFailure('collection-failed', `collector did not load: ${installed.exceptionDetails.text}`);
  state.world = executionContextId;
  return executionContextId;
}

function call(method: string, ...args: unknown[]): string {
  return `globalThis.__lookout.${method}(${args.map((a) => JSON.stringify(a)).join(',')})`;
}

async function collectAndEncode(
  state: SessionState,
  tool: ToolName,
  published: number | null,
  timeoutMs: number,
  fault: FaultPoint | undefined,
  navigated?: boolean,
): Promise<ReturnType<typeof move>> {
  if (state.blockedDocument) throw blockedFailure(state.blockedDocument, state.page.url());
  const candidate = ++state.candidate;
  if (fault === 'collect-throw') throw new WorkerFailure('collection-failed', 'injected fault: collector threw');
  const navigationsBefore = state.mainFrameNavigations;
  if (fault === 'navigate-during-collect') {
    // Starts replacing the document just as the collector runs, as a page script could.
    void state.cdp.send('Page.reload', {}).catch(() => undefined);
    await state.page.waitForEvent('framenavigated', { timeout: 5000 }).catch(() => undefined);
  }
  // The test seam's hang is a collector that never returns: the same budget must stop it.
  const expression =
    fault === 'collect-hang'
      ? 'for (;;) {}'
      : call('collect', { refBase: state.nextRef, candidate, keep: published });
  const json = await inWorld<string>(state, expression, false, timeoutMs);
  const collected = JSON.parse(json) as Omit<CollectionRecord, 'candidate' | 'tool' | 'navigated' | 'controls'> & { controls: PackedControls; nextRef: number };
  if (state.mainFrameNavigations !== navigationsBefore) {
    // What was collected may straddle two documents: publish nothing.
    throw new WorkerFailure('collection-failed', 'the document was replaced during collection');
  }
  state.nextRef = collected.nextRef;
  const record: CollectionRecord = {
    candidate,
    tool,
    page: { ...collected.page, url: redactQuery(collected.page.url, state.secrets) },
    controls: unpackControls(collected.controls),
    text: collected.text,
    regions: collected.regions,
    regionCoverage: collected.regionCoverage,
    collectMs: collected.collectMs,
    thread: threadId,
  };
  if (navigated !== undefined) record.navigated = navigated;
  let bytes: Uint8Array;
  try {
    if (fault === 'encode-fail') throw new Error('injected fault: encoder failed');
    bytes = encodeRecord(record);
  } catch (error) {
    throw new WorkerFailure('encoding-failed', `could not encode the observation: ${(error as Error).message}`);
  }
  // The reply object travels with its buffer moved, not copied.
  const reply: WorkerReply = { ok: true, record: bytes, popups: { ...state.popupCounts } };
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: reply } as never);
}

type ActTask = Extract<WorkerTask, { op: 'act' }>;

async function act(state: SessionState, task: ActTask): Promise<boolean> {
  if (task.published === null) throw new WorkerFailure('unknown-reference', `${task.ref} was never issued`);
  const guard = JSON.parse(await inWorld<string>(state, call('guard', task.published, task.ref, task.action))) as
    | { ok: true; x: number; y: number; checked?: boolean }
    | { ok: false; reason: string; message: string };
  if (!guard.ok) throw new WorkerFailure('guard-failed', guard.message, guard.reason);

  const navigationsBefore = state.mainFrameNavigations;
  const urlBefore = state.page.url();
  // A navigation the action starts: pending until it commits, fails or finishes without a document.
  let pendingNavigation: Request | null = null;
  const onRequest = (request: Request): void => {
    if (request.isNavigationRequest() && request.frame() === state.page.mainFrame()) pendingNavigation = request;
  };
  const onRequestDone = (request: Request): void => {
    if (request === pendingNavigation && state.mainFrameNavigations === navigationsBefore) pendingNavigation = null;
  };
  state.page.on('request', onRequest);
  state.page.on('requestfailed', onRequestDone);
  try {
    const { page } = state;
    switch (task.action) {
      case 'click':
        await page.mouse.click(guard.x, guard.y);
        break;
      case 'check':
      case 'uncheck':
        if (guard.checked !== (task.action === 'check')) await page.mouse.click(guard.x, guard.y);
        break;
      case 'fill':
        await page.mouse.click(guard.x, guard.y);
        await inWorld(state, call('selectContents', task.published, task.ref));
        if (task.text) {
          state.secrets.add(task.text);
          await page.keyboard.insertText(task.text);
        }
        else await page.keyboard.press('Delete');
        break;
      case 'press':
        await inWorld(state, call('focus', task.published, task.ref));
        await pressKey(page, task.text ?? 'Enter');
        break;
      case 'select': {
        const chosen = JSON.parse(await inWorld<string>(state, call('selectOption', task.published, task.ref, task.text ?? ''))) as {
          ok: boolean;
          message?: string;
        };
        if (!chosen.ok) throw new WorkerFailure('guard-failed', chosen.message ?? 'no such option', 'no-such-option');
        break;
      }
    }
    await settle(state, task.timeoutMs, navigationsBefore, () => pendingNavigation !== null);
  } finally {
    state.page.off('request', onRequest);
    state.page.off('requestfailed', onRequestDone);
  }
  return state.mainFrameNavigations !== navigationsBefore || state.page.url() !== urlBefore;
}

const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'];

/**
 * Presses a key combination. Playwright presses each part in turn and only then finds that a later part is
 * not a key, leaving modifiers down: release them, and say so without quoting the text (it may be a secret
 * typed into the wrong action).
 */
async function pressKey(page: Page, keys: string): Promise<void> {
  try {
    await page.keyboard.press(keys);
  } catch (error) {
    if (!/Unknown key/i.test(error instanceof Error ? error.message : '')) throw error;
    for (const modifier of MODIFIERS) await page.keyboard.up(modifier).catch(() => undefined);
    throw new WorkerFailure('invalid-argument', 'press takes a key name (Enter, Tab, ArrowDown, ...) or one character, joined by + to modifiers (Control+A); the text given is not one');
  }
}

/** Lets the page react to an action: two animation frames, and a navigation it started to load. */
async function settle(state: SessionState, timeoutMs: number, navigationsBefore: number, navigationPending: () => boolean): Promise<void> {
  try {
    await inWorld(state, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', true);
  } catch {
    // The document went away: a navigation is under way.
  }
  const deadline = Date.now() + timeoutMs;
  while (navigationPending() && state.mainFrameNavigations === navigationsBefore && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (state.mainFrameNavigations !== navigationsBefore) {
    await state.page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
  }
}

async function closeAll(): Promise<void> {
  for (const [id, state] of sessions) {
    sessions.delete(id);
    await state.context.close().catch(() => undefined);
  }
  for (const [endpoint, connection] of browsers) {
    browsers.delete(endpoint);
    await connection.browser.close().catch(() => undefined);
  }
}
