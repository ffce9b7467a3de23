// The sessions of an HTTP server (`lookout serve`'s hosted sessions, `lookout mcp --port`'s MCP sessions): at most
// `maxSessions` at once, each closed once idle for `sessionIdleMs`, so a client that forgets its sessions (or a page
// of requests that opens many) cannot hold the browser's memory.
import type { ScrollDirection } from '../schemas/record.js';
import type { Screenshot, ScreenshotScope } from '../schemas/screenshot.js';
import type { LibraryInput } from '../pool/calls.js';
import type { SessionOptions } from '../pool/options.js';
import type { Observation } from '../schemas/observation.js';
import { HttpError } from './http-request.js';

/** The part of a session the server uses: a pool `Session`, or an adapter with the same surface. */
export interface HostedSession {
  readonly id: string;
  navigate(input: { url: string }): Promise<Observation>;
  observe(input?: { cursor?: string }): Promise<Observation>;
  /** One action on a ref, or the steps of a form (the fill-form route). */
  act(input: LibraryInput<'act'>): Promise<Observation>;
  close(): Promise<void>;
  // The calls a pool Session has beyond the first three; an adapter without them answers 404 for their routes.
  back?(): Promise<Observation>;
  forward?(): Promise<Observation>;
  wait?(input: { text?: string; textGone?: string; timeMs?: number; timeoutMs?: number }): Promise<Observation>;
  pressKey?(input: { key: string }): Promise<Observation>;
  answerDialog?(input: { accept: boolean; text?: string }): Promise<Observation>;
  selectTab?(input: { tab: string }): Promise<Observation>;
  closeTab?(input: { tab: string }): Promise<Observation>;
  find?(input: { text: string; role?: string } | { cursor: string }): Promise<Observation>;
  scroll?(input: { direction: ScrollDirection }): Promise<Observation>;
  /** A masked screenshot; refused with `screenshots-disabled` unless the pool allows them. */
  screenshot?(input: { scope?: ScreenshotScope; ref?: string; marks?: boolean }): Promise<Screenshot>;
  /** Popups the session's pages opened and how many were closed at the page cap (pool sessions have it). */
  readonly popups?: { opened: number; closedAtCap: number };
}

/** What the registry needs of a session: its id and how to close it. */
export interface ClosableSession {
  readonly id: string;
  close(): Promise<void>;
}

/** Where sessions come from: normally an `ObservationPool`. */
export interface SessionSource<S extends ClosableSession = HostedSession> {
  openSession(options?: SessionOptions): Promise<S>;
}

export interface SessionEntry<S extends ClosableSession = HostedSession> {
  session: S;
  /** The first page of the latest revision this session returned. */
  latest: Observation | null;
  /** Date.now() of the end of its latest call (or of its creation). */
  lastUsed: number;
  /** Calls running on it now: a busy session never expires. */
  busy: number;
}

/** Expired ids remembered to answer `session-expired` rather than `unknown-session`. */
const EXPIRED_KEPT = 1024;

/** How a server's refusals tell the client to close a session and to open one (its own routes). */
export interface SessionHints {
  close: string;
  create: string;
}

const HOSTED_HINTS: SessionHints = { close: 'DELETE /sessions/:id', create: 'POST /sessions' };

export class SessionRegistry<S extends ClosableSession = HostedSession> {
  private readonly entries = new Map<string, SessionEntry<S>>();
  private readonly expired = new Set<string>();
  /** Sessions being opened count against the cap too. */
  private opening = 0;
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly source: SessionSource<S>,
    private readonly maxSessions: number,
    private readonly idleMs: number,
    private readonly sessionOptions: SessionOptions,
    private readonly hints: SessionHints = HOSTED_HINTS,
  ) {
    this.sweeper = setInterval(() => void this.sweep(), Math.max(50, Math.min(30_000, Math.floor(idleMs / 4))));
    this.sweeper.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Opens a session with the server's session options, `own` (viewport, locale, ...) over them. */
  async create(own: SessionOptions = {}): Promise<SessionEntry<S>> {
    if (this.entries.size + this.opening >= this.maxSessions) {
      throw new HttpError(429, 'too-many-sessions', `the server holds its maximum of ${this.maxSessions} sessions; close one (${this.hints.close}) or wait`, {
        'Retry-After': String(this.secondsUntilOneExpires()),
      });
    }
    this.opening++;
    let session: S;
    try {
      session = await this.source.openSession({ ...this.sessionOptions, ...own });
    } finally {
      this.opening--;
    }
    if (this.closed) {
      // The server closed while the session was being opened: nobody could ever close it.
      await session.close().catch(() => undefined);
      throw new HttpError(503, 'pool-closed', 'the server is closing');
    }
    const entry: SessionEntry<S> = { session, latest: null, lastUsed: Date.now(), busy: 0 };
    this.entries.set(session.id, entry);
    return entry;
  }

  get(id: string): SessionEntry<S> {
    const entry = this.entries.get(id);
    if (entry) return entry;
    if (this.expired.has(id)) throw new HttpError(404, 'session-expired', 'the session was closed after being idle too long; create a new one');
    throw new HttpError(404, 'unknown-session', `no such session: create one with ${this.hints.create}`);
  }

  /** Runs a call on a session; while it runs the session cannot expire. */
  async use<T>(id: string, work: (entry: SessionEntry<S>) => Promise<T>): Promise<T> {
    const entry = this.get(id);
    entry.busy++;
    try {
      return await work(entry);
    } finally {
      entry.busy--;
      entry.lastUsed = Date.now();
    }
  }

  async delete(id: string): Promise<void> {
    const entry = this.get(id);
    this.entries.delete(id);
    await entry.session.close();
  }

  /** Drops a session that ended by itself (it is closed already); nothing when it is no longer held. */
  forget(id: string): void {
    this.entries.delete(id);
  }

  async closeAll(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    const open = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(open.map((entry) => entry.session.close().catch(() => undefined)));
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    const idle = [...this.entries].filter(([, entry]) => entry.busy === 0 && now - entry.lastUsed >= this.idleMs);
    for (const [id, entry] of idle) {
      this.entries.delete(id);
      this.expired.add(id);
      if (this.expired.size > EXPIRED_KEPT) this.expired.delete(this.expired.values().next().value!);
      await entry.session.close().catch(() => undefined);
    }
  }

  private secondsUntilOneExpires(): number {
    const now = Date.now();
    let soonest = this.idleMs;
    for (const entry of this.entries.values()) {
      if (entry.busy === 0) soonest = Math.min(soonest, entry.lastUsed + this.idleMs - now);
    }
    return Math.max(1, Math.ceil(soonest / 1000));
  }
}
