// The coordinator: a piscina pool of worker threads, each owning browser contexts on a shared
// Chromium (a Playwright browser server). Sessions are pinned to one worker; the coordinator admits
// what workers collect, numbers revisions, publishes them atomically and bounds them canonically.
import { randomBytes } from 'node:crypto';
import { EventEmitter, setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BrowserServer } from 'playwright-core';
import { decodeRecord } from '../schemas/codec.js';
import {
  ACTIONS,
  LIMITS,
  type ActionKind,
  type Control,
  type Observation,
} from '../schemas/observation.js';
import { resolvePolicy, type NavigationPolicy, type NavigationPolicyOptions } from '../schemas/navigation-policy.js';
import type { CollectionRecord, FaultPoint, PopupCounts, WorkerReply, WorkerTask } from '../schemas/record.js';
import { assembleRevision, pageArtifact, type AssembleContext } from './assemble.js';
import { endProcessGroup, findChromium, launchBrowserServer } from './browser.js';
import { refuseNavigation } from './navigation.js';
import { AdmissionError, LookoutError, OptionError, RefError, errorFromRecord, type ErrorCode, type ErrorRecord } from './errors.js';

/** Where a test makes one call fail. Worker-side points fail in the worker; `admission-reject` here. */
export type InjectedFault = FaultPoint | 'admission-reject';

export interface FaultContext {
  op: 'navigate' | 'observe' | 'act';
  session: string;
  /** The revision that would be published if the call succeeded. */
  revision: number;
}

export interface PoolOptions extends NavigationPolicyOptions {
  /**
   * Worker threads; each owns the browser contexts of its sessions.
   * @default min(2, available parallelism)
   */
  workers?: number;
  /**
   * Budget of one tool call (navigation, action, collection), in milliseconds.
   * @default 30000
   */
  callTimeoutMs?: number;
  /**
   * Controls per observation page; the rest are reached through `continuation`.
   * @default 200
   */
  controlPageSize?: number;
  /**
   * Canonical byte bound of the serialized text part.
   * @default 65536
   */
  maxBytes?: number;
  /**
   * Chromium executable. Without it: `LOOKOUT_CHROMIUM`, then /usr/bin/chromium.
   */
  executablePath?: string;
  /**
   * Playwright browser servers to use instead of launching Chromium (`ws://host:port/path`, as printed by
   * `chromium.launchServer()` or `npx playwright run-server`). Every worker connects to each; a new session
   * goes to the endpoint with the fewest sessions.
   * @default [] (launch one local Chromium)
   */
  browserEndpoints?: string[];
  /**
   * Calls accepted but not finished (queued or running, over all sessions) before further calls are
   * refused with `queue-full`. The pool emits `saturated` when it reaches this and `drain` when it
   * falls below again; `waitForCapacity()` resolves when there is room.
   * @default 1024
   */
  maxQueue?: number;
  /**
   * Pages one session may hold at once, its own page included. A popup past the cap is closed at once; the
   * popups a call opened are closed when it ends, so nothing a session opened keeps loading between calls.
   * @default 4
   */
  maxPagesPerSession?: number;
  /**
   * Test seam: called before each collecting call; a returned fault makes that call fail there.
   * Not for production use.
   */
  faults?: (context: FaultContext) => InjectedFault | undefined;
  /**
   * Test seam: receives each raw worker record (msgpack bytes) before it is decoded.
   */
  onRecord?: (bytes: Uint8Array, context: { session: string; tool: string }) => void;
}

interface ResolvedOptions {
  workers: number;
  callTimeoutMs: number;
  controlPageSize: number;
  maxBytes: number;
  executablePath: string | undefined;
  browserEndpoints: string[];
  maxQueue: number;
  maxPagesPerSession: number;
  policy: NavigationPolicy;
  faults: PoolOptions['faults'];
  onRecord: PoolOptions['onRecord'];
}

function positiveInteger(value: unknown, field: string, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new OptionError(field, `${field} must be a positive integer`);
  }
  if (value > max) throw new OptionError(field, `${field} must be at most ${max}`);
}

function resolveOptions(options: PoolOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw new OptionError('options', 'options must be an object');
  const resolved: ResolvedOptions = {
    workers: options.workers ?? Math.max(1, Math.min(2, availableParallelism())),
    callTimeoutMs: options.callTimeoutMs ?? 30_000,
    controlPageSize: options.controlPageSize ?? LIMITS.controlPageSize,
    maxBytes: options.maxBytes ?? LIMITS.canonicalBytes,
    executablePath: options.executablePath,
    browserEndpoints: options.browserEndpoints ?? [],
    maxQueue: options.maxQueue ?? 1024,
    maxPagesPerSession: options.maxPagesPerSession ?? 4,
    policy: navigationPolicyOf(options),
    faults: options.faults,
    onRecord: options.onRecord,
  };
  positiveInteger(resolved.workers, 'options.workers', 64);
  positiveInteger(resolved.callTimeoutMs, 'options.callTimeoutMs', 3_600_000);
  positiveInteger(resolved.controlPageSize, 'options.controlPageSize', 10_000);
  positiveInteger(resolved.maxBytes, 'options.maxBytes', 64 * 1024 * 1024);
  positiveInteger(resolved.maxQueue, 'options.maxQueue', 1_000_000);
  positiveInteger(resolved.maxPagesPerSession, 'options.maxPagesPerSession', 64);
  if (resolved.maxBytes < 1024) throw new OptionError('options.maxBytes', 'options.maxBytes must be at least 1024');
  if (resolved.executablePath !== undefined && typeof resolved.executablePath !== 'string') {
    throw new OptionError('options.executablePath', 'options.executablePath must be a string');
  }
  if (!Array.isArray(resolved.browserEndpoints) || resolved.browserEndpoints.some((e) => typeof e !== 'string' || !/^wss?:\/\//.test(e))) {
    throw new OptionError('options.browserEndpoints', 'options.browserEndpoints must be a list of ws:// or wss:// URLs');
  }
  if (resolved.faults !== undefined && typeof resolved.faults !== 'function') {
    throw new OptionError('options.faults', 'options.faults must be a function');
  }
  if (resolved.onRecord !== undefined && typeof resolved.onRecord !== 'function') {
    throw new OptionError('options.onRecord', 'options.onRecord must be a function');
  }
  return resolved;
}

function navigationPolicyOf(options: NavigationPolicyOptions): NavigationPolicy {
  try {
    return resolvePolicy(options);
  } catch (error) {
    const field = /^options\.[A-Za-z]+/.exec((error as Error).message)?.[0] ?? 'options';
    throw new OptionError(field, (error as Error).message);
  }
}

interface WorkerSlot {
  threadId: number;
  ready: Promise<void>;
  alive: boolean;
  sessions: Set<Session>;
  /** Aborts every task of this worker still queued or running (when the thread dies). */
  abort: AbortController;
}

/** A browser the workers connect to: the pool's own Chromium or a remote browser server. */
interface Endpoint {
  index: number;
  url: string;
  sessions: Set<Session>;
  down: boolean;
  retryDelayMs: number;
  retryTimer: NodeJS.Timeout | null;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

type PinnedTask = WorkerTask & { [key: symbol]: { threadId: number } };

/** A published revision: what refs and cursors of this revision resolve against. */
interface Published {
  revision: number;
  /** Worker-side number of the collection, to resolve refs in the page. */
  candidate: number;
  /** The first page before bounding; its fields are repeated with each continuation page. */
  observation: Observation;
  /** Every control the collection found, for continuation pages and progress. */
  allControls: Control[];
  controlRefs: Set<string>;
  regionRefs: Set<string>;
  cursors: Map<string, number>;
  /** Smallest and one past the largest ref number the revision issued. */
  refRange: [number, number];
}

const REF_PATTERN = /^([eg])([1-9][0-9]{0,15})$/;

/** Options of a call on a session. */
export interface CallOptions {
  /** Cancels the call: a queued call never runs, a running one is stopped; either rejects with `aborted`. */
  signal?: AbortSignal;
}

export class ObservationPool extends EventEmitter<{ saturated: [pending: number]; drain: [pending: number] }> {
  private readonly piscina: Piscina;
  private readonly slots = new Map<number, WorkerSlot>();
  private readonly sessions = new Set<Session>();
  private closing: Promise<void> | null = null;

  private readonly endpoints: Endpoint[];
  /** Calls accepted and not yet finished. */
  private pendingCalls = 0;
  private readonly drained = new Set<() => void>();
  /** Every Chromium this pool launched, the crashed ones included. */
  private readonly launchedPids: number[] = [];
  /** One per launched Chromium: settles once its main process exited and its process group was ended. */
  private readonly browsersEnded: Promise<void>[] = [];
  /** Set while a crashed local browser is being replaced. */
  private relaunching: Promise<void> | null = null;

  private constructor(
    readonly options: Readonly<ResolvedOptions>,
    private server: BrowserServer | null,
  ) {
    super();
    if (server) this.watchBrowser(server);
    const urls = server ? [server.wsEndpoint()] : options.browserEndpoints;
    this.endpoints = urls.map((url, index) => ({ index, url, sessions: new Set(), down: false, retryDelayMs: RETRY_FIRST_MS, retryTimer: null }));
    const pinned = Piscina.queueOptionsSymbol;
    this.piscina = new Piscina({
      filename: new URL('../workers/entry.js', import.meta.url).href,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: Infinity,
      // Idle threads parked on Atomics.wait cannot run Playwright's event listeners.
      atomics: 'disabled',
      concurrentTasksPerWorker: 1024,
      maxQueue: Infinity,
      // Every task names its worker: a session's page lives in exactly one thread.
      loadBalancer: (task, workers) => {
        const target = (task as unknown as Record<symbol, { threadId: number } | null>)[pinned]?.threadId;
        return workers.find((w) => w.id === target && !w.terminating && !w.destroyed) ?? null;
      },
    });
    this.piscina.on('workerCreate', (worker: { id: number }) => this.addSlot(worker.id));
    this.piscina.on('workerDestroy', (worker: { id: number }) => this.loseSlot(worker.id));
    // Errors of dying threads reach the tasks they ran as rejections; the pool itself goes on.
    this.piscina.on('error', () => undefined);
  }

  /** Starts Chromium and the worker threads; resolves when every worker is connected. */
  static async start(options: PoolOptions = {}): Promise<ObservationPool> {
    const resolved = resolveOptions(options);
    const remote = resolved.browserEndpoints.length > 0;
    const server = remote ? null : await launchBrowserServer(resolved.executablePath ?? findChromium(), 60_000);
    const pool = new ObservationPool(resolved, server);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all([...pool.slots.values()].map((slot) => slot.ready));
      if (pool.slots.size === 0) throw new LookoutError('worker-crashed', 'no worker thread started');
      if (pool.endpoints.every((e) => e.down)) {
        throw new LookoutError('browser-disconnected', `no browser endpoint could be reached: ${pool.endpoints.map((e) => e.url).join(', ')}`);
      }
    } catch (error) {
      await pool.close({ force: true });
      throw error;
    }
    return pool;
  }

  /** Process id of the pool's Chromium, for process accounting in tests. */
  get browserPid(): number | undefined {
    return this.server?.process().pid;
  }

  /** Process ids of every Chromium this pool launched, including crashed and replaced ones. */
  get browserPids(): number[] {
    return [...this.launchedPids];
  }

  /** Calls accepted and not yet finished, over all sessions. */
  get pending(): number {
    return this.pendingCalls;
  }

  /** Resolves when the pool takes calls again (`pending` below `maxQueue`). */
  waitForCapacity(): Promise<void> {
    if (this.pendingCalls < this.options.maxQueue) return Promise.resolve();
    return new Promise((resolve) => this.drained.add(resolve));
  }

  /**
   * @internal Accounts for one call; returns its release. Refuses with `pool-closed` once closing
   * began and with `queue-full` at `maxQueue`.
   */
  admitCall(): () => void {
    if (this.closing) throw new LookoutError('pool-closed', 'the pool is closed');
    if (this.pendingCalls >= this.options.maxQueue) {
      throw new LookoutError('queue-full', `${this.pendingCalls} calls are pending (maxQueue ${this.options.maxQueue}); wait for the pool's drain event or waitForCapacity()`);
    }
    if (++this.pendingCalls === this.options.maxQueue) this.emit('saturated', this.pendingCalls);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.pendingCalls-- === this.options.maxQueue) {
        this.emit('drain', this.pendingCalls);
        for (const resolve of this.drained) resolve();
        this.drained.clear();
      }
      if (this.pendingCalls === 0) this.idle?.();
    };
  }

  private idle: (() => void) | null = null;

  /** @internal */
  get isClosing(): boolean {
    return this.closing !== null;
  }

  /** The local Chromium died (killed, crashed): fail its sessions with browser-crashed and start another. */
  private watchBrowser(server: BrowserServer): void {
    const pid = server.process().pid;
    let ended = (): void => undefined;
    if (pid !== undefined) {
      this.launchedPids.push(pid);
      this.browsersEnded.push(new Promise<void>((resolve) => (ended = resolve)));
    }
    server.process().once('exit', () => {
      // Its helper processes may outlive the main process for a moment, whether it crashed or was closed.
      if (pid !== undefined) void endProcessGroup(pid).then(ended);
      if (this.closing || this.server !== server) return;
      this.relaunching = this.relaunch(server).finally(() => (this.relaunching = null));
    });
  }

  private async relaunch(dead: BrowserServer): Promise<void> {
    const endpoint = this.endpoints[0]!;
    endpoint.down = true;
    for (const session of endpoint.sessions) session.markLost('browser-crashed', 'the browser process exited; open a new session');
    endpoint.sessions.clear();
    await dead.close().catch(() => undefined);
    let delayMs = RETRY_FIRST_MS;
    for (;;) {
      if (this.closing) return;
      try {
        const server = await launchBrowserServer(this.options.executablePath ?? findChromium(), 60_000);
        // Watched even when the pool is closing, so close() waits for this browser's group to end too.
        this.watchBrowser(server);
        if (this.closing) {
          await server.close().catch(() => undefined);
          return;
        }
        this.server = server;
        endpoint.url = server.wsEndpoint();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
        delayMs = Math.min(delayMs * 2, RETRY_MAX_MS);
      }
    }
    await Promise.all([...this.slots.values()].filter((s) => s.alive).map((slot) => this.connect(slot, endpoint)));
    endpoint.down = false;
  }

  /** @internal The local browser's crash is handled by `watchBrowser`, not by endpoint retries. */
  get launchesItsOwnBrowser(): boolean {
    return this.options.browserEndpoints.length === 0;
  }

  /** Browser endpoints with their session counts and whether they are reachable. */
  get endpointStatus(): { url: string; sessions: number; down: boolean }[] {
    return this.endpoints.map((e) => ({ url: e.url, sessions: e.sessions.size, down: e.down }));
  }

  get workerIds(): number[] {
    return [...this.slots.values()].filter((s) => s.alive).map((s) => s.threadId);
  }

  private addSlot(threadId: number): void {
    const slot: WorkerSlot = { threadId, ready: Promise.resolve(), alive: true, sessions: new Set(), abort: new AbortController() };
    // Every task of the worker listens to this signal.
    setMaxListeners(0, slot.abort.signal);
    this.slots.set(threadId, slot);
    slot.ready = Promise.all(this.endpoints.filter((e) => !e.down).map((e) => this.connect(slot, e))).then(() => undefined);
    slot.ready.catch(() => undefined);
  }

  private async connect(slot: WorkerSlot, endpoint: Endpoint): Promise<void> {
    try {
      await this.runOn(slot, { op: 'connect', endpoint: endpoint.index, wsEndpoint: endpoint.url, connectTimeoutMs: 60_000 });
    } catch (error) {
      this.endpointLost(endpoint, error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * An endpoint stopped answering: its sessions fail with browser-disconnected, new sessions go to
   * the others, and it is retried with exponential backoff.
   */
  private endpointLost(endpoint: Endpoint, message: string): void {
    if (this.closing || this.launchesItsOwnBrowser) return;
    if (!endpoint.down) {
      endpoint.down = true;
      for (const session of endpoint.sessions) session.markLost('browser-disconnected', `browser endpoint ${endpoint.url} is gone: ${message}`);
      endpoint.sessions.clear();
    }
    if (endpoint.retryTimer) return;
    const delay = endpoint.retryDelayMs;
    endpoint.retryDelayMs = Math.min(delay * 2, RETRY_MAX_MS);
    endpoint.retryTimer = setTimeout(() => void this.retry(endpoint), delay);
    endpoint.retryTimer.unref();
  }

  private async retry(endpoint: Endpoint): Promise<void> {
    endpoint.retryTimer = null;
    if (this.closing) return;
    const slots = [...this.slots.values()].filter((s) => s.alive);
    const results = await Promise.allSettled(
      slots.map((slot) => this.runOn(slot, { op: 'connect', endpoint: endpoint.index, wsEndpoint: endpoint.url, connectTimeoutMs: 10_000 })),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed || slots.length === 0) {
      this.endpointLost(endpoint, failed ? String((failed.reason as Error).message) : 'no worker');
      return;
    }
    endpoint.down = false;
    endpoint.retryDelayMs = RETRY_FIRST_MS;
  }

  /** @internal A session saw its browser go away. */
  reportDisconnected(endpoint: Endpoint, message: string): void {
    this.endpointLost(endpoint, message);
  }

  private loseSlot(threadId: number): void {
    const slot = this.slots.get(threadId);
    if (!slot) return;
    slot.alive = false;
    this.slots.delete(threadId);
    // Running tasks are rejected by piscina with the thread's own error; this frees queued ones.
    setImmediate(() => slot.abort.abort(new LookoutError('worker-crashed', `worker thread ${threadId} stopped`)));
    for (const session of slot.sessions) session.markLost('worker-crashed', `worker thread ${threadId} stopped`);
  }

  /** Runs one task on one worker and turns failures into typed errors. */
  async runOn(slot: WorkerSlot, task: WorkerTask, timeoutMs?: number): Promise<WorkerReply & { ok: true }> {
    if (!slot.alive) throw new LookoutError('worker-crashed', `worker thread ${slot.threadId} stopped`);
    const pinned = { ...task, [Piscina.queueOptionsSymbol]: { threadId: slot.threadId } } as PinnedTask;
    let timer: NodeJS.Timeout | undefined;
    const deadline =
      timeoutMs === undefined
        ? null
        : new Promise<never>((_, reject) => {
            // A backstop above the worker's own budget and its recovery (stopping or replacing a stuck page): a
            // worker that does not answer at all.
            timer = setTimeout(() => reject(new LookoutError('timeout', `${task.op} did not finish within ${timeoutMs} ms`)), timeoutMs + 15_000);
          });
    try {
      const run = this.piscina.run(pinned, { signal: slot.abort.signal }) as Promise<WorkerReply>;
      const reply = await (deadline ? Promise.race([run, deadline]) : run);
      if (!reply.ok) throw errorFromRecord(reply as ErrorRecord);
      return reply;
    } catch (error) {
      if (this.closing && !(error instanceof LookoutError && error.code !== 'worker-crashed')) {
        throw new LookoutError('pool-closed', 'the pool closed while the call ran');
      }
      if (error instanceof LookoutError) throw error;
      // Piscina rejects a dead thread's tasks with the thread's own error; the thread is gone.
      this.loseSlot(slot.threadId);
      const message = error instanceof Error ? error.message : String(error);
      throw new LookoutError('worker-crashed', `worker thread ${slot.threadId} failed: ${message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Opens a session (one page in its own browser context) on the least-loaded reachable endpoint,
   * owned by the worker with the fewest sessions.
   */
  async openSession(): Promise<Session> {
    if (this.closing) throw new LookoutError('pool-closed', 'the pool is closed');
    const live = await this.liveSlots();
    await Promise.all(live.map((s) => s.ready.catch(() => undefined)));
    await this.relaunching;
    const slot = live.reduce((best, s) => (s.sessions.size < best.sessions.size ? s : best));
    const candidates = this.endpoints.filter((e) => !e.down).sort((a, b) => a.sessions.size - b.sessions.size || a.index - b.index);
    let lastError: unknown = new LookoutError('browser-disconnected', 'no browser endpoint is reachable');
    for (const endpoint of candidates) {
      try {
        return await this.openOn(slot, endpoint);
      } catch (error) {
        lastError = error;
        if ((error as { code?: string }).code !== 'browser-disconnected') throw error;
        if (this.launchesItsOwnBrowser) {
          // The pool's own Chromium went away, and its exit (which starts the relaunch) may not have
          // been seen yet: wait for the relaunch and try once more on the new browser.
          await this.localBrowserBack();
          await this.connect(slot, endpoint);
          return await this.openOn(slot, endpoint);
        }
        this.endpointLost(endpoint, (error as Error).message);
      }
    }
    throw lastError;
  }

  private async openOn(slot: WorkerSlot, endpoint: Endpoint): Promise<Session> {
    // 128 random bits: a session id is all a hosted client needs to drive the session.
    const id = `s${randomBytes(16).toString('base64url')}`;
    const session = new Session(this, slot, endpoint, id);
    slot.sessions.add(session);
    endpoint.sessions.add(session);
    this.sessions.add(session);
    try {
      const { policy, maxPagesPerSession } = this.options;
      await this.runOn(slot, { op: 'open', session: id, endpoint: endpoint.index, policy, maxPages: maxPagesPerSession }, this.options.callTimeoutMs);
      return session;
    } catch (error) {
      this.forget(session, slot, endpoint);
      throw error;
    }
  }

  /**
   * Waits, when the local browser's connection dropped, for its process to exit (at most
   * LOCAL_EXIT_WAIT_MS) and for the relaunch that exit starts.
   */
  private async localBrowserBack(): Promise<void> {
    const child = this.server?.process();
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, LOCAL_EXIT_WAIT_MS);
        timer.unref();
        // Registered after watchBrowser's listener, so `relaunching` is set when this one runs.
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await this.relaunching;
  }

  /** Live workers; right after a thread died, waits for piscina to start its replacement. */
  private async liveSlots(): Promise<WorkerSlot[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const live = [...this.slots.values()].filter((s) => s.alive);
      if (live.length > 0) return live;
      if (this.closing) throw new LookoutError('pool-closed', 'the pool is closed');
      if (Date.now() > deadline) throw new LookoutError('worker-crashed', 'no worker thread is running');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** @internal */
  forget(session: Session, slot: WorkerSlot, endpoint: Endpoint): void {
    slot.sessions.delete(session);
    endpoint.sessions.delete(session);
    this.sessions.delete(session);
  }

  /**
   * Closes every session, the worker threads and Chromium. New calls are refused with `pool-closed` at
   * once; calls already accepted may finish for `timeoutMs` (default 10,000) before they are cut off.
   * With `force`, nothing waits: pending calls reject with `pool-closed`.
   */
  close(options: { force?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.closing ??= this.shutdown(options.force === true, options.timeoutMs ?? 10_000);
    return this.closing;
  }

  private async shutdown(force: boolean, timeoutMs: number): Promise<void> {
    if (!force && this.pendingCalls > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => (this.idle = resolve)),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    }
    for (const session of this.sessions) session.markLost('pool-closed', 'the pool is closed');
    await this.relaunching;
    if (!force) {
      const graceful = Promise.all(
        [...this.slots.values()].map((slot) => this.runOn(slot, { op: 'disconnect' }, 5_000).catch(() => undefined)),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([graceful, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
    }
    for (const session of this.sessions) session.markLost('pool-closed', 'the pool is closed');
    for (const endpoint of this.endpoints) if (endpoint.retryTimer) clearTimeout(endpoint.retryTimer);
    await this.piscina.destroy().catch(() => undefined);
    await this.server?.close().catch(() => undefined);
    const main = this.server?.process();
    if (main?.pid !== undefined && main.exitCode === null && main.signalCode === null) {
      // close() gave up on a browser that would not exit: kill it and everything it started.
      try {
        process.kill(-main.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    // Resolves when every launched browser's main process has exited and its process group is ended.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.browsersEnded), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
  }
}

export class Session {
  private revisionNumber = 0;
  private published: Published | null = null;
  /** Ref ranges of every earlier published revision: refs in them are expired. */
  private readonly earlierRanges: [number, number][] = [];
  private readonly expiredCursors = new Set<string>();
  private chain: Promise<unknown> = Promise.resolve();
  private lost: LookoutError | null = null;
  private popupCounts: PopupCounts = { opened: 0, closedAtCap: 0 };

  /** @internal */
  constructor(
    private readonly pool: ObservationPool,
    private readonly slot: WorkerSlot,
    private readonly endpoint: Endpoint,
    readonly id: string,
  ) {}

  /** The browser endpoint this session's page lives on. */
  get endpointUrl(): string {
    return this.endpoint.url;
  }

  /** Thread id of the worker that owns this session's page. */
  get workerId(): number {
    return this.slot.threadId;
  }

  /**
   * Popups the session's pages opened, as of its latest observation, and how many of them were closed at
   * once because the session held `maxPagesPerSession` pages. Every popup is closed when its call ends.
   */
  get popups(): Readonly<PopupCounts> {
    return this.popupCounts;
  }

  /** The number of the current revision (0 before the first observation). */
  get revision(): number {
    return this.revisionNumber;
  }

  /** @internal */
  markLost(code: ErrorCode, message: string): void {
    this.lost ??= new LookoutError(code, message);
  }

  /** Loads a URL in the session's page, waits for it to settle and observes. */
  navigate(input: { url: string } & CallOptions): Promise<Observation> {
    const url = input?.url;
    const refused = refuseNavigation(url, this.pool.options.policy);
    if (refused) return Promise.reject(refused);
    return this.serial((signal) => this.collect('navigate', { url }, signal), { signal: input.signal });
  }

  /** Observes the page again (a new revision), or with `cursor` returns the next page of controls of the revision that issued it. */
  observe(input: { cursor?: string } & CallOptions = {}): Promise<Observation> {
    const cursor = input?.cursor;
    const signal = input?.signal;
    if (cursor !== undefined) {
      if (typeof cursor !== 'string') return Promise.reject(new OptionError('cursor', 'cursor must be a string', 'invalid-argument'));
      return this.serial(async () => this.continuationPage(cursor), { signal });
    }
    return this.serial((running) => this.collect('observe', {}, running), { signal });
  }

  /** Acts on a control of the current revision with real input, then observes and reports a postcondition. */
  act(input: { ref: string; action: ActionKind; text?: string } & CallOptions): Promise<Observation> {
    const { ref, action, text } = input ?? ({} as never);
    if (typeof ref !== 'string') return Promise.reject(new OptionError('ref', 'ref must be a string', 'invalid-argument'));
    if (!ACTIONS.includes(action)) {
      return Promise.reject(new OptionError('action', `action must be one of ${ACTIONS.join(', ')}`, 'invalid-argument'));
    }
    if (text !== undefined && typeof text !== 'string') return Promise.reject(new OptionError('text', 'text must be a string', 'invalid-argument'));
    if (action === 'fill' && text === undefined) return Promise.reject(new OptionError('text', 'fill needs text', 'invalid-argument'));
    if (action === 'select' && text === undefined) return Promise.reject(new OptionError('text', 'select needs the option label as text', 'invalid-argument'));
    if (action === 'press' && text !== undefined && !KEY_COMBINATION.test(text)) {
      // Not quoted: text meant for fill and given to press by mistake is often a secret.
      return Promise.reject(new OptionError('text', 'press takes a key name (Enter, Tab, ArrowDown, ...) or one character, joined by + to modifiers (Control+A)', 'invalid-argument'));
    }
    return this.serial(async (signal) => {
      const current = this.checkActionable(ref);
      const task: Extract<WorkerTask, { op: 'act' }> = {
        op: 'act',
        session: this.id,
        published: current.candidate,
        ref,
        action,
        timeoutMs: this.pool.options.callTimeoutMs,
      };
      if (text !== undefined) task.text = text;
      return this.collect('act', task, signal);
    }, { signal: input.signal });
  }

  /** Closes the session's page and browser context. */
  close(): Promise<void> {
    return this.serial(async () => {
      if (this.lost?.code === 'session-closed') return;
      const wasLost = this.lost;
      this.lost = new LookoutError('session-closed', 'the session is closed');
      this.pool.forget(this, this.slot, this.endpoint);
      if (!wasLost) await this.pool.runOn(this.slot, { op: 'close', session: this.id }, 10_000).catch(() => undefined);
    }, { closing: true });
  }

  /**
   * Calls on one session run one at a time, in order. Each counts against the pool's `maxQueue` until
   * it finishes. An aborted call rejects at once; if it was running, the next call still waits until
   * the worker has stopped it, so calls on a page never overlap.
   */
  private serial<T>(work: (signal: AbortSignal | undefined) => Promise<T>, options: { signal?: AbortSignal | undefined; closing?: boolean } = {}): Promise<T> {
    const { signal } = options;
    if (signal !== undefined && !(signal instanceof AbortSignal)) {
      return Promise.reject(new OptionError('signal', 'signal must be an AbortSignal', 'invalid-argument'));
    }
    if (signal?.aborted) return Promise.reject(abortedError(signal));
    // A closed session says so, whatever the pool's state.
    if (this.lost?.code === 'session-closed' && !options.closing) return Promise.reject(this.lost);
    let release = (): void => undefined;
    if (!options.closing) {
      try {
        release = this.pool.admitCall();
      } catch (error) {
        return Promise.reject(error);
      }
    }
    const next = this.chain.then(async () => {
      if (signal?.aborted) throw abortedError(signal);
      if (this.lost && !options.closing) throw this.lost;
      try {
        return await work(signal);
      } catch (error) {
        const code = (error as { code?: string }).code;
        // Closing the pool is what took the browser or the worker away from a running call.
        if (this.pool.isClosing && code !== undefined && CUT_OFF_BY_CLOSE.has(code)) {
          throw new LookoutError('pool-closed', 'the pool closed while the call ran');
        }
        if (code === 'browser-disconnected') {
          // The pool's own Chromium does not disconnect: it died, and the pool is replacing it.
          if (this.pool.launchesItsOwnBrowser) throw new LookoutError('browser-crashed', `the browser went away: ${(error as Error).message}`);
          this.pool.reportDisconnected(this.endpoint, (error as Error).message);
        }
        throw error;
      }
    });
    this.chain = next.catch(() => undefined);
    void next.then(release, release);
    if (!signal) return next;
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(abortedError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      next.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  private checkActionable(ref: string): Published {
    const current = this.published;
    const match = REF_PATTERN.exec(ref);
    if (!match || !current) throw new RefError('unknown-reference', `${ref} was never issued in this session`);
    if (current.regionRefs.has(ref)) throw new RefError('not-actionable', `${ref} is a region ref: regions are evidence, not controls`);
    if (current.controlRefs.has(ref)) return current;
    const n = Number(match[2]);
    if (this.earlierRanges.some(([lo, hi]) => n >= lo && n < hi)) {
      throw new RefError('expired-reference', `${ref} belongs to an earlier revision; observe again and use a ref of revision ${current.revision}`);
    }
    throw new RefError('unknown-reference', `${ref} was never issued in this session`);
  }

  private continuationPage(cursor: string): Observation {
    const current = this.published;
    if (current) {
      const offset = current.cursors.get(cursor);
      if (offset !== undefined) return this.page(current, offset);
      if (current.regionRefs.has(cursor)) throw new RefError('not-actionable', `${cursor} is a region ref, not a cursor`);
    }
    if (this.expiredCursors.has(cursor)) {
      throw new RefError('expired-reference', `cursor ${cursor} belongs to an earlier revision; observe again`);
    }
    const match = REF_PATTERN.exec(cursor);
    if (match?.[1] === 'g' && this.earlierRanges.some(([lo, hi]) => Number(match[2]) >= lo && Number(match[2]) < hi)) {
      throw new RefError('not-actionable', `${cursor} is a region ref, not a cursor`);
    }
    throw new RefError('unknown-reference', `cursor ${cursor} was never issued in this session`);
  }

  private context(revision: number): AssembleContext {
    return { session: this.id, revision, pageSize: this.pool.options.controlPageSize, maxBytes: this.pool.options.maxBytes };
  }

  /** One page of controls of a published revision, its other fields repeated, bounded canonically. */
  private page(published: Published, offset: number): Observation {
    return pageArtifact(published.observation, published.allControls, offset, this.context(published.revision), published.cursors).observation;
  }

  private async collect(tool: 'navigate' | 'observe' | 'act', extra: Partial<WorkerTask>, signal?: AbortSignal): Promise<Observation> {
    const revision = this.revisionNumber + 1;
    const fault = this.pool.options.faults?.({ op: tool, session: this.id, revision });
    const task = {
      op: tool,
      session: this.id,
      published: this.published?.candidate ?? null,
      timeoutMs: this.pool.options.callTimeoutMs,
      ...extra,
    } as WorkerTask;
    if (fault && fault !== 'admission-reject') (task as { fault?: FaultPoint }).fault = fault;
    // Cancelling a running call asks the worker to stop it; the worker then replies `aborted`.
    const cancel = (): void => void this.pool.runOn(this.slot, { op: 'cancel', session: this.id }).catch(() => undefined);
    signal?.addEventListener('abort', cancel, { once: true });
    let reply: WorkerReply & { ok: true };
    try {
      reply = await this.pool.runOn(this.slot, task, this.pool.options.callTimeoutMs);
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    if (signal?.aborted) throw abortedError(signal);
    if (!('record' in reply)) throw new LookoutError('internal', 'worker replied without a record');
    this.popupCounts = reply.popups;
    this.pool.options.onRecord?.(reply.record, { session: this.id, tool });

    let record: CollectionRecord;
    try {
      record = decodeRecord<CollectionRecord>(reply.record);
    } catch (error) {
      throw new LookoutError('encoding-failed', `could not decode the worker's record: ${(error as Error).message}`, { cause: error });
    }
    // Everything below builds the new revision aside; state changes only in the final assignment.
    if (fault === 'admission-reject') throw new AdmissionError('schema', 'injected fault: admission rejected the observation');
    const previous = this.published;
    const assembled = assembleRevision(
      record,
      this.context(revision),
      previous ? { base: previous.observation, allControls: previous.allControls } : null,
    );
    const next: Published = {
      revision,
      candidate: record.candidate,
      observation: assembled.base,
      allControls: assembled.allControls,
      controlRefs: new Set(assembled.allControls.map((c) => c.ref)),
      regionRefs: new Set(record.regions.map((r) => r.ref)),
      cursors: assembled.cursors,
      refRange: refRange(assembled.allControls, record),
    };
    const firstPage = assembled.artifact.observation;

    // Publish: one synchronous step, so no half-published revision can be seen.
    if (previous) {
      this.earlierRanges.push(previous.refRange);
      for (const cursor of previous.cursors.keys()) this.expiredCursors.add(cursor);
      if (this.expiredCursors.size > 4096) this.expiredCursors.clear();
    }
    this.published = next;
    this.revisionNumber = revision;
    return firstPage;
  }
}

/** The shape of a key for `press`: modifiers, then a key name or one character. Playwright knows the names. */
const KEY_COMBINATION = /^(?:(?:Shift|Control|Alt|Meta|ControlOrMeta)\+)*(?:[A-Za-z][A-Za-z0-9]{1,24}|.)$/u;

/** How long openSession waits for a local browser whose connection dropped to exit. */
const LOCAL_EXIT_WAIT_MS = 5_000;

const CUT_OFF_BY_CLOSE = new Set(['browser-disconnected', 'browser-crashed', 'worker-crashed', 'page-crashed', 'session-closed']);

function abortedError(signal: AbortSignal): LookoutError {
  const reason = signal.reason instanceof Error ? `: ${signal.reason.message}` : '';
  return new LookoutError('aborted', `the call was cancelled${reason}`, { cause: signal.reason });
}

function refRange(controls: Control[], record: CollectionRecord): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  for (const item of [...controls, ...record.regions]) {
    const n = Number(REF_PATTERN.exec(item.ref)?.[2] ?? NaN);
    if (Number.isFinite(n)) {
      lo = Math.min(lo, n);
      hi = Math.max(hi, n + 1);
    }
  }
  return lo === Number.POSITIVE_INFINITY ? [0, 0] : [lo, hi];
}
