// The browsers the workers connect to: the pool's own Chromium (launched, watched, replaced when it dies, and
// ended with its whole process group) or remote Playwright browser servers (marked down when they go away and
// retried with backoff). `S` is the session type each endpoint counts.
import type { BrowserServer } from 'playwright-core';
import type { ErrorCode } from './errors.js';
import { endProcessGroup, findChromium, launchBrowserServer } from './chromium.js';
import type { ResolvedOptions } from './options.js';

/** A browser the workers connect to: the pool's own Chromium or a remote browser server. */
export interface Endpoint<S> {
  index: number;
  url: string;
  sessions: Set<S>;
  down: boolean;
  retryDelayMs: number;
  retryTimer: NodeJS.Timeout | null;
}

export interface BrowserHooks<S> {
  /** An endpoint's browser went away: these sessions are lost with `code`. */
  sessionsLost(sessions: Iterable<S>, code: ErrorCode, message: string): void;
  /** Connects every live worker to the endpoint; resolves with the first failure's message, or null. */
  connectWorkers(endpoint: Endpoint<S>, timeoutMs: number): Promise<string | null>;
  closing(): boolean;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const LAUNCH_TIMEOUT_MS = 60_000;
/** How long a session waits for a local browser whose connection dropped to exit. */
const LOCAL_EXIT_WAIT_MS = 5_000;

/** Launches the pool's own Chromium, unless the options name remote endpoints (then null). */
export async function launchOwnBrowser(options: ResolvedOptions): Promise<BrowserServer | null> {
  if (options.browserEndpoints.length > 0) return null;
  return launchBrowserServer(options.executablePath ?? findChromium(), LAUNCH_TIMEOUT_MS, options.handleSignals);
}

export class Browsers<S> {
  readonly endpoints: Endpoint<S>[];
  /** Every Chromium this pool launched, the crashed ones included. */
  private readonly launchedPids: number[] = [];
  /** One per launched Chromium: settles once its main process exited and its process group was ended. */
  private readonly browsersEnded: Promise<void>[] = [];
  /** Set while a crashed local browser is being replaced. */
  private relaunching: Promise<void> | null = null;

  /** `server` is the pool's own Chromium (from `launchOwnBrowser`), or null to use the options' endpoints. */
  constructor(
    private readonly options: ResolvedOptions,
    private server: BrowserServer | null,
    private readonly hooks: BrowserHooks<S>,
  ) {
    if (server) this.watch(server);
    const urls = server ? [server.wsEndpoint()] : options.browserEndpoints;
    this.endpoints = urls.map((url, index) => ({ index, url, sessions: new Set(), down: false, retryDelayMs: RETRY_FIRST_MS, retryTimer: null }));
  }

  /** The pool launched its own Chromium (a crash is handled by relaunching, not by endpoint retries). */
  get local(): boolean {
    return this.options.browserEndpoints.length === 0;
  }

  get pid(): number | undefined {
    return this.server?.process().pid;
  }

  get pids(): number[] {
    return [...this.launchedPids];
  }

  /** Resolves when no relaunch of the local browser is under way. */
  async settled(): Promise<void> {
    await this.relaunching;
  }

  /** The local Chromium died (killed, crashed): fail its sessions with browser-crashed and start another. */
  private watch(server: BrowserServer): void {
    const pid = server.process().pid;
    let ended = (): void => undefined;
    if (pid !== undefined) {
      this.launchedPids.push(pid);
      this.browsersEnded.push(new Promise<void>((resolve) => (ended = resolve)));
    }
    server.process().once('exit', () => {
      // Its helper processes may outlive the main process for a moment, whether it crashed or was closed.
      if (pid !== undefined) void endProcessGroup(pid).then(ended);
      if (this.hooks.closing() || this.server !== server) return;
      this.relaunching = this.relaunch(server).finally(() => (this.relaunching = null));
    });
  }

  private async relaunch(dead: BrowserServer): Promise<void> {
    const endpoint = this.endpoints[0]!;
    endpoint.down = true;
    this.hooks.sessionsLost(endpoint.sessions, 'browser-crashed', 'the browser process exited; open a new session');
    endpoint.sessions.clear();
    await dead.close().catch(() => undefined);
    let delayMs = RETRY_FIRST_MS;
    for (;;) {
      if (this.hooks.closing()) return;
      try {
        const server = await launchBrowserServer(this.options.executablePath ?? findChromium(), LAUNCH_TIMEOUT_MS, this.options.handleSignals);
        // Watched even when the pool is closing, so close() waits for this browser's group to end too.
        this.watch(server);
        if (this.hooks.closing()) {
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
    await this.hooks.connectWorkers(endpoint, LAUNCH_TIMEOUT_MS);
    endpoint.down = false;
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
   * Waits, when the local browser's connection dropped, for its process to exit (at most
   * LOCAL_EXIT_WAIT_MS) and for the relaunch that exit starts.
   */
  async localBack(): Promise<void> {
    const child = this.server?.process();
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, LOCAL_EXIT_WAIT_MS);
        timer.unref();
        // Registered after watch()'s listener, so `relaunching` is set when this one runs.
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await this.relaunching;
  }

  /** Ends every browser the pool launched and waits (at most 10 s) until each process group is gone. */
  async close(): Promise<void> {
    for (const endpoint of this.endpoints) if (endpoint.retryTimer) clearTimeout(endpoint.retryTimer);
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
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.browsersEnded), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
  }
}
