// The coordinator: a pool of worker threads, each owning the browser contexts of its sessions on its own
// Chromium (or on remote browser servers). ObservationPool is the facade: it starts and closes the parts
// (browsers.ts, threads.ts), opens sessions (session.ts) and accounts for calls against maxQueue. What the
// parts need of each other is passed as hooks, so none of it is a public member.
import { randomBytes } from 'node:crypto';
import { EventEmitter, setMaxListeners } from 'node:events';
import { Browsers, type Endpoint } from './browsers.js';
import { findChromium } from './chromium.js';
import { LookoutError } from './errors.js';
import { emulationOf, resolveOptions, resolveSessionOptions, type PoolOptions, type ResolvedOptions, type SessionOptions } from './options.js';
import { checkEmulation, contextEmulation } from './emulation.js';
import { Session, type SessionHost } from './session.js';
import { Threads, type WorkerSlot } from './threads.js';
import type { SessionSettings } from '../schemas/record.js';

export type { FaultContext, InjectedFault, PoolOptions, ResolvedOptions, SessionOptions } from './options.js';
export { Session, type CallOptions, type FormStep } from './session.js';

type Slot = WorkerSlot<Session>;

const CONNECT_TIMEOUT_MS = 60_000;

export class ObservationPool extends EventEmitter<{ saturated: [pending: number]; drain: [pending: number] }> {
  /** The options as checked, with their defaults filled in. */
  readonly options: Readonly<ResolvedOptions>;
  readonly #sessions = new Set<Session>();
  readonly #browsers: Browsers<Session>;
  readonly #threads: Threads<Session>;
  readonly #host: SessionHost;
  #closing: Promise<void> | null = null;
  /** The threads that started with the pool have been announced. */
  #started = false;
  /** Calls accepted and not yet finished. */
  #pendingCalls = 0;
  readonly #drained = new Set<() => void>();
  #idle: (() => void) | null = null;
  readonly #interrupted = new AbortController();

  private constructor(options: ResolvedOptions) {
    super();
    this.options = options;
    // Every call listens to it.
    setMaxListeners(0, this.#interrupted.signal);
    const closing = (): boolean => this.#closing !== null;
    this.#browsers = new Browsers<Session>(options, {
      sessionsLost: (sessions, code, message) => {
        for (const session of sessions) session.markLost(code, message);
      },
      connectWorkers: async (endpoint, timeoutMs) => {
        const results = await Promise.allSettled(this.#threads.live.map((slot) => this.#connect(slot, endpoint, timeoutMs)));
        const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        return failed ? String((failed.reason as Error).message) : null;
      },
      launchIn: async (threadId, task) => {
        const slot = this.#threads.slots.get(threadId);
        if (!slot) throw new LookoutError('worker-crashed', `worker thread ${threadId} stopped`);
        await this.#threads.run(slot, task);
      },
      sessionsOf: (threadId) => this.#threads.slots.get(threadId)?.sessions ?? [],
      threadAlive: (threadId) => this.#threads.slots.get(threadId)?.alive === true,
      threadAnswers: async (threadId) => {
        const slot = this.#threads.slots.get(threadId);
        if (!slot) return false;
        // Cancelling no session does nothing: a reply is all it asks for.
        return this.#threads.run(slot, { op: 'cancel', session: '' }, 5_000).then(
          () => true,
          () => false,
        );
      },
      closing,
    });
    this.#threads = new Threads<Session>(options.workers, {
      started: (slot) => {
        if (this.#browsers.local) {
          // A thread that starts with the pool fails its start when its browser does not launch; a replacement retries.
          slot.ready = this.#browsers.launchFor(slot.threadId, this.#started);
          return;
        }
        const reachable = this.#browsers.endpoints.filter((e) => !e.down);
        slot.ready = Promise.all(reachable.map((e) => this.#connect(slot, e).catch((error: Error) => this.#browsers.lost(e, error.message)))).then(
          () => undefined,
        );
      },
      lost: (slot) => {
        for (const session of slot.sessions) session.markLost('worker-crashed', `worker thread ${slot.threadId} stopped`);
        this.#browsers.threadLost(slot.threadId);
      },
      closing,
    });
    const browsers = this.#browsers;
    this.#host = {
      options,
      get closing() {
        return closing();
      },
      get localBrowser() {
        return browsers.local;
      },
      admitCall: () => this.#admitCall(),
      run: (slot, task, timeoutMs) => this.#threads.run(slot, task, timeoutMs),
      forget: (session) => this.#forget(session),
      disconnected: (endpoint, message) => browsers.lost(endpoint, message),
      interrupted: this.#interrupted.signal,
    };
  }

  /** Starts the worker threads and their browsers; resolves when every worker has its browser (or is connected). */
  static async start(options: PoolOptions = {}): Promise<ObservationPool> {
    const resolved = resolveOptions(options);
    // A missing browser is said before any thread starts.
    if (resolved.browserEndpoints.length === 0 && resolved.executablePath === undefined) findChromium();
    const pool = new ObservationPool(resolved);
    try {
      // Piscina announces its threads on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      pool.#started = true;
      await Promise.all([...pool.#threads.slots.values()].map((slot) => slot.ready));
      if (pool.#threads.slots.size === 0) throw new LookoutError('worker-crashed', 'no worker thread started');
      if (pool.#browsers.endpoints.every((e) => e.down)) {
        throw new LookoutError('browser-disconnected', `no browser endpoint could be reached: ${pool.#browsers.endpoints.map((e) => e.url).join(', ')}`);
      }
    } catch (error) {
      await pool.close({ force: true });
      throw error;
    }
    return pool;
  }

  /** Process id of the first worker's Chromium, for process accounting in tests. */
  get browserPid(): number | undefined {
    return this.#browsers.pid;
  }

  /** Process ids of every Chromium this pool launched, including crashed and replaced ones. */
  get browserPids(): number[] {
    return this.#browsers.pids;
  }

  /** Browser endpoints with their session counts and whether they are reachable. */
  get endpointStatus(): { url: string; sessions: number; down: boolean }[] {
    return this.#browsers.endpoints.map((e) => ({ url: e.url, sessions: e.sessions.size, down: e.down }));
  }

  /** Thread ids of the live worker threads. */
  get workerIds(): number[] {
    return this.#threads.live.map((s) => s.threadId);
  }

  /** Calls accepted and not yet finished, over all sessions. */
  get pending(): number {
    return this.#pendingCalls;
  }

  /** Resolves when the pool takes calls again (`pending` below `maxQueue`). */
  waitForCapacity(): Promise<void> {
    if (this.#pendingCalls < this.options.maxQueue) return Promise.resolve();
    return new Promise((resolve) => this.#drained.add(resolve));
  }

  /**
   * Opens a session (one page in its own browser context) on the least-loaded reachable endpoint,
   * owned by the worker with the fewest sessions.
   */
  async openSession(options: SessionOptions = {}): Promise<Session> {
    if (this.#closing) throw new LookoutError('pool-closed', 'the pool is closed');
    const settings = sessionSettings(this.options, options);
    const live = await this.#threads.waitForLive();
    await Promise.all(live.map((s) => s.ready.catch(() => undefined)));
    await this.#browsers.settled();
    const slot = live.reduce((best, s) => (s.sessions.size < best.sessions.size ? s : best));
    const candidates = this.#browsers.endpoints.filter((e) => !e.down).sort((a, b) => a.sessions.size - b.sessions.size || a.index - b.index);
    let lastError: unknown = new LookoutError('browser-disconnected', 'no browser endpoint is reachable');
    for (const endpoint of candidates) {
      try {
        return await this.#openOn(slot, endpoint, settings);
      } catch (error) {
        lastError = error;
        if ((error as { code?: string }).code !== 'browser-disconnected') throw error;
        if (this.#browsers.local) {
          // The worker's own Chromium went away, and its exit (which starts the relaunch) may not have
          // been seen yet: wait for the relaunch and try once more on the new browser.
          await this.#browsers.localBack(slot.threadId);
          return await this.#openOn(slot, endpoint, settings);
        }
        this.#browsers.lost(endpoint, (error as Error).message);
      }
    }
    throw lastError;
  }

  /**
   * Ends every call, running or queued, with `aborted` (running ones are stopped in their pages), and every
   * later call too: for a program that was told to stop (SIGINT). Close the pool afterwards.
   */
  interrupt(reason = 'the program was interrupted'): void {
    if (!this.#interrupted.signal.aborted) this.#interrupted.abort(new LookoutError('aborted', reason));
  }

  /**
   * Closes every session, the worker threads and Chromium. New calls are refused with `pool-closed` at
   * once; calls already accepted may finish for `timeoutMs` (default 10,000) before they are cut off.
   * With `force`, nothing waits: pending calls reject with `pool-closed`.
   */
  close(options: { force?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.#closing ??= this.#shutdown(options.force === true, options.timeoutMs ?? 10_000);
    return this.#closing;
  }

  async #openOn(slot: Slot, endpoint: Endpoint<Session>, settings: SessionSettings): Promise<Session> {
    // 128 random bits: a session id is all a hosted client needs to drive the session.
    const id = `s${randomBytes(16).toString('base64url')}`;
    const session = new Session(this.#host, slot, endpoint, id);
    slot.sessions.add(session);
    endpoint.sessions.add(session);
    this.#sessions.add(session);
    try {
      const { policy, callTimeoutMs } = this.options;
      await this.#threads.run(slot, { op: 'open', session: id, endpoint: endpoint.index, policy, settings }, callTimeoutMs);
      return session;
    } catch (error) {
      this.#forget(session);
      throw error;
    }
  }

  async #connect(slot: Slot, endpoint: Endpoint<Session>, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
    await this.#threads.run(slot, { op: 'connect', endpoint: endpoint.index, wsEndpoint: endpoint.url, connectTimeoutMs: timeoutMs });
  }

  #forget(session: Session): void {
    session.slot.sessions.delete(session);
    session.endpoint.sessions.delete(session);
    this.#sessions.delete(session);
  }

  /** Accounts for one call; returns its release. Refuses with `pool-closed` once closing began and with `queue-full` at `maxQueue`. */
  #admitCall(): () => void {
    if (this.#closing) throw new LookoutError('pool-closed', 'the pool is closed');
    const { maxQueue } = this.options;
    if (this.#pendingCalls >= maxQueue) {
      throw new LookoutError(
        'queue-full',
        `${this.#pendingCalls} calls are pending (maxQueue ${maxQueue}); wait for the pool's drain event or waitForCapacity()`,
      );
    }
    if (++this.#pendingCalls === maxQueue) this.emit('saturated', this.#pendingCalls);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.#pendingCalls-- === maxQueue) {
        this.emit('drain', this.#pendingCalls);
        for (const resolve of this.#drained) resolve();
        this.#drained.clear();
      }
      if (this.#pendingCalls === 0) this.#idle?.();
    };
  }

  async #shutdown(force: boolean, timeoutMs: number): Promise<void> {
    if (!force && this.#pendingCalls > 0) await within(new Promise<void>((resolve) => (this.#idle = resolve)), timeoutMs);
    for (const session of this.#sessions) session.markLost('pool-closed', 'the pool is closed');
    await this.#browsers.settled();
    if (!force) {
      const graceful = Promise.all(
        [...this.#threads.slots.values()].map((slot) => this.#threads.run(slot, { op: 'disconnect' }, 5_000).catch(() => undefined)),
      );
      await within(graceful, 10_000);
    }
    for (const session of this.#sessions) session.markLost('pool-closed', 'the pool is closed');
    await this.#threads.destroy();
    // Resolves when every launched browser's main process has exited and its process group is ended.
    await this.#browsers.close();
  }
}

/** The pool's defaults for a session, with the session's own choices over them. */
function sessionSettings(options: ResolvedOptions, own: SessionOptions): SessionSettings {
  const chosen = resolveSessionOptions(options, own);
  const context = contextEmulation(options.emulation, checkEmulation(emulationOf(own)));
  return { maxPages: options.maxPagesPerSession, uploadDir: options.uploadDir, blockResources: options.blockResources, context, ...chosen };
}

/** Waits for `promise`, at most `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
