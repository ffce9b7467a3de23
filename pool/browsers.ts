// The browsers the workers use: the pool's own Chromium, one per worker thread, or remote Playwright browser
// servers (marked down when they go away and retried with backoff). `S` is the session type each endpoint counts.
//
// Each worker thread launches its own Chromium and speaks CDP to it over a pipe (Playwright's `launch`). Before,
// one browser server in the coordinator's thread relayed every CDP message of every worker, which cost the
// coordinator's thread CPU and latency on every call and kept 2 workers from scaling (issue 18; the figures of
// bench/transport.ts are in docs/transport.md). A thread cannot get signals and may die at any time, so the
// coordinator owns the processes: it chooses an argument for every launch and finds the Chromium by it in /proc,
// watches it, fails its sessions with browser-crashed and has the thread launch another when it dies, ends the
// browser's process group when its thread dies, and ends them all on close, on exit and on the signals Playwright
// would have handled (`handleSignals`).
import { randomBytes } from 'node:crypto';
import type { WorkerTask } from '../schemas/record.js';
import type { ErrorCode } from './errors.js';
import { CHROMIUM_ARGS, endProcessGroup, findChromium, killProcessGroup } from './chromium.js';
import type { ResolvedOptions } from './options.js';
import { childWithArgument, isAlive } from './proc.js';

/** A browser the workers use: the pool's own Chromium (one per worker, as endpoint 0) or a remote browser server. */
export interface Endpoint<S> {
  index: number;
  url: string;
  sessions: Set<S>;
  down: boolean;
  retryDelayMs: number;
  retryTimer: NodeJS.Timeout | null;
}

export type LaunchTask = Extract<WorkerTask, { op: 'launch' }>;

export interface BrowserHooks<S> {
  /** A browser went away: these sessions are lost with `code`. */
  sessionsLost(sessions: Iterable<S>, code: ErrorCode, message: string): void;
  /** Connects every live worker to a remote endpoint; resolves with the first failure's message, or null. */
  connectWorkers(endpoint: Endpoint<S>, timeoutMs: number): Promise<string | null>;
  /** Runs a launch task on a worker thread. */
  launchIn(threadId: number, task: LaunchTask): Promise<void>;
  /** The sessions of a worker thread; empty when the thread is gone. */
  sessionsOf(threadId: number): Iterable<S>;
  threadAlive(threadId: number): boolean;
  /** Whether a worker thread still answers a task (one that died says so by failing it). */
  threadAnswers(threadId: number): Promise<boolean>;
  closing(): boolean;
}

/** A Chromium a worker thread launched. */
interface OwnBrowser {
  threadId: number;
  pid: number;
  /** Its process group was ended (it exited, or its thread died). */
  ended: boolean;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const LAUNCH_TIMEOUT_MS = 60_000;
/** How long a session waits for a local browser whose connection dropped to exit. */
const LOCAL_EXIT_WAIT_MS = 5_000;
/** How often the coordinator looks whether the workers' browsers are still running. */
const WATCH_MS = 100;
/** The exit status a signal would have given the process (128 + its number). */
const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

export class Browsers<S> {
  readonly endpoints: Endpoint<S>[];
  /** Every Chromium this pool launched, the crashed ones included. */
  private readonly launchedPids: number[] = [];
  /** Each worker thread's running Chromium. */
  private readonly current = new Map<number, OwnBrowser>();
  /** Every launched Chromium whose process group has not been ended. */
  private readonly running = new Set<OwnBrowser>();
  /** Process groups being ended: close() waits for them. */
  private readonly ending = new Set<Promise<void>>();
  /** Launches under way (a thread's first browser or a replacement), by thread id. */
  private readonly launching = new Map<number, Promise<void>>();
  /** Names this pool's launches: `--lookout-browser=<pool>-<n>` on Chromium's command line. */
  private readonly poolId = randomBytes(6).toString('hex');
  private launches = 0;
  /** A signal ended the browsers: none is launched again. */
  private stopped = false;
  private readonly watcher: NodeJS.Timeout | null = null;
  /** Kills every browser left when the process exits without closing the pool (Playwright did it for launchServer). */
  private readonly onExit = (): void => {
    for (const own of this.running) killProcessGroup(own.pid);
  };
  private readonly onSignal = (signal: keyof typeof SIGNAL_STATUS): void => {
    this.stopped = true;
    this.onExit();
    // As Playwright's handlers did: Ctrl-C ends the program; another signal does when nothing else handles it.
    if (signal === 'SIGINT' || process.listenerCount(signal) === 1) process.exit(SIGNAL_STATUS[signal]);
  };

  constructor(
    private readonly options: ResolvedOptions,
    private readonly hooks: BrowserHooks<S>,
  ) {
    const urls = this.local ? ['local'] : options.browserEndpoints;
    this.endpoints = urls.map((url, index) => ({ index, url, sessions: new Set(), down: false, retryDelayMs: RETRY_FIRST_MS, retryTimer: null }));
    if (!this.local) return;
    this.watcher = setInterval(() => {
      for (const own of this.current.values()) if (!isAlive(own.pid)) this.exited(own);
    }, WATCH_MS);
    this.watcher.unref();
    process.on('exit', this.onExit);
    if (options.handleSignals) for (const signal of Object.keys(SIGNAL_STATUS)) process.on(signal, this.onSignal);
  }

  /** The pool launches its own Chromium (a crash is handled by relaunching, not by endpoint retries). */
  get local(): boolean {
    return this.options.browserEndpoints.length === 0;
  }

  /** The running Chromium of the first worker thread (the lowest thread id). */
  get pid(): number | undefined {
    const first = Math.min(...this.current.keys());
    return this.current.get(first)?.pid;
  }

  get pids(): number[] {
    return [...this.launchedPids];
  }

  /** Resolves when no launch is under way. */
  async settled(): Promise<void> {
    await Promise.all(this.launching.values());
  }

  /**
   * Has a worker thread launch its own Chromium. A thread that starts with the pool fails the start when its
   * browser does not launch; a later one (a replacement) tries again with backoff.
   */
  launchFor(threadId: number, retry: boolean): Promise<void> {
    return this.track(threadId, retry ? this.launchRetrying(threadId) : this.launchOnce(threadId));
  }

  /** Counts `launch` as the thread's launch under way until it settles. */
  private track(threadId: number, launch: Promise<void>): Promise<void> {
    const tracked = launch.finally(() => {
      if (this.launching.get(threadId) === tracked) this.launching.delete(threadId);
    });
    this.launching.set(threadId, tracked);
    return tracked;
  }

  private async launchOnce(threadId: number): Promise<void> {
    const marker = `--lookout-browser=${this.poolId}-${++this.launches}`;
    const executablePath = this.options.executablePath ?? findChromium();
    let launched = false;
    try {
      await this.hooks.launchIn(threadId, { op: 'launch', endpoint: 0, executablePath, args: [...CHROMIUM_ARGS, marker], launchTimeoutMs: LAUNCH_TIMEOUT_MS });
      launched = true;
    } finally {
      // Found even when the launch failed or its thread died: whatever was started is the pool's to end.
      const pid = childWithArgument(marker);
      if (pid !== undefined) {
        const own: OwnBrowser = { threadId, pid, ended: false };
        this.launchedPids.push(pid);
        this.running.add(own);
        if (launched && this.hooks.threadAlive(threadId) && !this.hooks.closing() && !this.stopped) this.current.set(threadId, own);
        else this.end(own);
      }
    }
  }

  private async launchRetrying(threadId: number): Promise<void> {
    const wanted = (): boolean => this.relaunchWanted(threadId);
    let delayMs = RETRY_FIRST_MS;
    while (wanted()) {
      try {
        await this.launchOnce(threadId);
        return;
      } catch {
        // In short steps: closing the pool does not wait out a long backoff.
        const until = Date.now() + delayMs;
        while (wanted() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, WATCH_MS).unref());
        delayMs = Math.min(delayMs * 2, RETRY_MAX_MS);
      }
    }
  }

  /** Ends a browser's process group (its helpers may outlive its main process for a moment). */
  private end(own: OwnBrowser): void {
    if (own.ended) return;
    own.ended = true;
    this.running.delete(own);
    if (this.current.get(own.threadId) === own) this.current.delete(own.threadId);
    const ending = endProcessGroup(own.pid).finally(() => this.ending.delete(ending));
    this.ending.add(ending);
  }

  /** A worker's Chromium died (killed, crashed): its sessions fail with browser-crashed and the thread launches another. */
  private exited(own: OwnBrowser): void {
    const wasCurrent = this.current.get(own.threadId) === own;
    this.end(own);
    if (!wasCurrent || !this.relaunchWanted(own.threadId)) return;
    void this.track(
      own.threadId,
      (async () => {
        // A thread that dies closes its browser's pipe, and the browser may exit before the thread is seen gone:
        // then the sessions are the thread's loss (worker-crashed), and its replacement launches its own browser.
        if (!(await this.hooks.threadAnswers(own.threadId)) || !this.relaunchWanted(own.threadId)) return;
        const endpoint = this.endpoints[0]!;
        const lost = [...this.hooks.sessionsOf(own.threadId)].filter((s) => endpoint.sessions.has(s));
        this.hooks.sessionsLost(lost, 'browser-crashed', 'the browser process exited; open a new session');
        for (const session of lost) endpoint.sessions.delete(session);
        await this.launchRetrying(own.threadId);
      })(),
    );
  }

  private relaunchWanted(threadId: number): boolean {
    return !this.hooks.closing() && !this.stopped && this.hooks.threadAlive(threadId);
  }

  /** A worker thread died: its browser goes with it (a launch it had under way ends its own). */
  threadLost(threadId: number): void {
    const own = this.current.get(threadId);
    if (own) this.end(own);
  }

  /**
   * Waits, when a worker's own browser stopped answering, for its process to exit (at most LOCAL_EXIT_WAIT_MS)
   * and for the launch of its replacement.
   */
  async localBack(threadId: number): Promise<void> {
    const own = this.current.get(threadId);
    const deadline = Date.now() + LOCAL_EXIT_WAIT_MS;
    while (own && isAlive(own.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    // The watcher may not have seen the exit yet.
    if (own && !isAlive(own.pid)) this.exited(own);
    await this.launching.get(threadId);
  }

  /**
   * A remote endpoint stopped answering: its sessions fail with browser-disconnected, new sessions go to
   * the others, and it is retried with exponential backoff.
   */
  lost(endpoint: Endpoint<S>, message: string): void {
    if (this.hooks.closing() || this.local) return;
    if (!endpoint.down) {
      endpoint.down = true;
      this.hooks.sessionsLost(endpoint.sessions, 'browser-disconnected', `browser endpoint ${endpoint.url} is gone: ${message}`);
      endpoint.sessions.clear();
    }
    if (endpoint.retryTimer) return;
    const delay = endpoint.retryDelayMs;
    endpoint.retryDelayMs = Math.min(delay * 2, RETRY_MAX_MS);
    endpoint.retryTimer = setTimeout(() => void this.retry(endpoint), delay);
    endpoint.retryTimer.unref();
  }

  private async retry(endpoint: Endpoint<S>): Promise<void> {
    endpoint.retryTimer = null;
    if (this.hooks.closing()) return;
    const failed = await this.hooks.connectWorkers(endpoint, 10_000);
    if (failed !== null) {
      this.lost(endpoint, failed);
      return;
    }
    endpoint.down = false;
    endpoint.retryDelayMs = RETRY_FIRST_MS;
  }

  /**
   * Ends every browser the pool launched and waits (at most 10 s) until each process group is gone. The worker
   * threads are gone by now: a browser they closed has exited; one that would not is killed with its group.
   */
  async close(): Promise<void> {
    for (const endpoint of this.endpoints) if (endpoint.retryTimer) clearTimeout(endpoint.retryTimer);
    if (this.watcher) clearInterval(this.watcher);
    await Promise.all(this.launching.values());
    for (const own of [...this.running]) this.end(own);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.ending), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    process.off('exit', this.onExit);
    for (const signal of Object.keys(SIGNAL_STATUS)) process.off(signal, this.onSignal);
  }
}
