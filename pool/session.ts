// A session: one page in one browser context, owned by one worker thread. Its calls run one at a time; each
// collecting call builds the next revision aside and publishes it in one step, so no half-published revision
// can be seen, and refs and cursors resolve against the published revision only.
import { decodeRecord } from '../schemas/codec.js';
import { ACTIONS, REF_PATTERN, type ActionKind, type Control, type Observation } from '../schemas/observation.js';
import type { CollectionRecord, FaultPoint, PopupCounts, WorkerReply, WorkerTask } from '../schemas/record.js';
import { keepBytes } from './artifacts.js';
import { assembleRevision, pageArtifact, type AssembleContext } from './assemble.js';
import type { Endpoint } from './browsers.js';
import { AdmissionError, LookoutError, OptionError, RefError, type ErrorCode } from './errors.js';
import { refuseNavigation } from './navigation.js';
import type { ResolvedOptions } from './options.js';
import type { WorkerSlot } from './threads.js';

/** @internal What a session needs of its pool; the pool hands it over at creation and shows none of it publicly. */
export interface SessionHost {
  readonly options: ResolvedOptions;
  /** True once the pool began closing. */
  readonly closing: boolean;
  /** The pool launched its own Chromium (no remote endpoints). */
  readonly localBrowser: boolean;
  /** Accounts for one call against maxQueue; returns its release. */
  admitCall(): () => void;
  run(slot: WorkerSlot<Session>, task: WorkerTask, timeoutMs?: number): Promise<WorkerReply & { ok: true }>;
  /** The session is closed: the pool stops counting it. */
  forget(session: Session): void;
  /** A remote endpoint went away under a call. */
  disconnected(endpoint: Endpoint<Session>, message: string): void;
  /** Aborted by `ObservationPool.interrupt()`: every call, running or queued, ends as `aborted`. */
  readonly interrupted: AbortSignal;
}

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


/** Options of a call on a session. */
export interface CallOptions {
  /** Cancels the call: a queued call never runs, a running one is stopped; either rejects with `aborted`. */
  signal?: AbortSignal;
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

  /** @internal Sessions come from `ObservationPool.openSession()`. */
  constructor(
    private readonly host: SessionHost,
    /** @internal */
    readonly slot: WorkerSlot<Session>,
    /** @internal */
    readonly endpoint: Endpoint<Session>,
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
    const refused = refuseNavigation(url, this.host.options.policy);
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
        timeoutMs: this.host.options.callTimeoutMs,
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
      this.host.forget(this);
      if (!wasLost) await this.host.run(this.slot, { op: 'close', session: this.id }, 10_000).catch(() => undefined);
    }, { closing: true });
  }

  /**
   * Calls on one session run one at a time, in order. Each counts against the pool's `maxQueue` until
   * it finishes. An aborted call rejects at once; if it was running, the next call still waits until
   * the worker has stopped it, so calls on a page never overlap.
   */
  private serial<T>(work: (signal: AbortSignal | undefined) => Promise<T>, options: { signal?: AbortSignal | undefined; closing?: boolean } = {}): Promise<T> {
    const given = options.signal;
    if (given !== undefined && !(given instanceof AbortSignal)) {
      return Promise.reject(new OptionError('signal', 'signal must be an AbortSignal', 'invalid-argument'));
    }
    // Closing a session is not a call to cut short; every other call also ends when the pool is interrupted.
    const signal = options.closing ? given : given ? AbortSignal.any([given, this.host.interrupted]) : this.host.interrupted;
    if (signal?.aborted) return Promise.reject(abortedError(signal));
    // A closed session says so, whatever the pool's state.
    if (this.lost?.code === 'session-closed' && !options.closing) return Promise.reject(this.lost);
    let release = (): void => undefined;
    if (!options.closing) {
      try {
        release = this.host.admitCall();
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
        if (this.host.closing && code !== undefined && CUT_OFF_BY_CLOSE.has(code)) {
          throw new LookoutError('pool-closed', 'the pool closed while the call ran');
        }
        if (code === 'browser-disconnected') {
          // The pool's own Chromium does not disconnect: it died, and the pool is replacing it.
          if (this.host.localBrowser) throw new LookoutError('browser-crashed', `the browser went away: ${(error as Error).message}`);
          this.host.disconnected(this.endpoint, (error as Error).message);
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
    return { session: this.id, revision, pageSize: this.host.options.controlPageSize, maxBytes: this.host.options.maxBytes };
  }

  /** One page of controls of a published revision, its other fields repeated, bounded canonically. */
  private page(published: Published, offset: number): Observation {
    return keepBytes(pageArtifact(published.observation, published.allControls, offset, this.context(published.revision), published.cursors));
  }

  private async collect(tool: 'navigate' | 'observe' | 'act', extra: Partial<WorkerTask>, signal?: AbortSignal): Promise<Observation> {
    const revision = this.revisionNumber + 1;
    const fault = this.host.options.faults?.({ op: tool, session: this.id, revision });
    const task = {
      op: tool,
      session: this.id,
      published: this.published?.candidate ?? null,
      timeoutMs: this.host.options.callTimeoutMs,
      ...extra,
    } as WorkerTask;
    if (fault && fault !== 'admission-reject') (task as { fault?: FaultPoint }).fault = fault;
    // Cancelling a running call asks the worker to stop it; the worker then replies `aborted`.
    const cancel = (): void => void this.host.run(this.slot, { op: 'cancel', session: this.id }).catch(() => undefined);
    signal?.addEventListener('abort', cancel, { once: true });
    let reply: WorkerReply & { ok: true };
    try {
      reply = await this.host.run(this.slot, task, this.host.options.callTimeoutMs);
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    if (signal?.aborted) throw abortedError(signal);
    if (!('record' in reply)) throw new LookoutError('internal', 'worker replied without a record');
    this.popupCounts = reply.popups;
    this.host.options.onRecord?.(reply.record, { session: this.id, tool });

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
    const firstPage = keepBytes(assembled.artifact);

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
