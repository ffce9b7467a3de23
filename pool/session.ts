// A session: one page in one browser context, owned by one worker thread. Its calls run one at a time; each
// collecting call builds the next revision aside and publishes it in one step, so no half-published revision
// can be seen, and refs and cursors resolve against the published revision only.
import { decodeRecord } from '../schemas/codec.js';
import { ACTIONS, TEXT_CURSOR_PATTERN, type ActionKind, type Observation } from '../schemas/observation.js';
import type {
  CallTask,
  CollectionRecord,
  FaultPoint,
  ObservingTask,
  PopupCounts,
  ScrollDirection,
  WindowRequest,
  WorkerReply,
  WorkerTask,
} from '../schemas/record.js';
import type { Endpoint } from './browsers.js';
import { AdmissionError, LookoutError, OptionError, withStep, type ErrorCode } from './errors.js';
import { refuseNavigation } from './navigation.js';
import type { ResolvedOptions } from './options.js';
import { Revisions } from './revisions.js';
import { SCROLL_DIRECTIONS, checkFindInput, checkScreenshotInput, checkWindowInput } from './windows.js';
import type { Screenshot, ScreenshotScope } from '../schemas/screenshot.js';
import type { WorkerSlot } from './threads.js';

/** A worker task without what every call carries (distributed over the kinds of task). */
type TaskBody = ObservingTask extends infer T ? (T extends ObservingTask ? Omit<T, keyof CallTask> : never) : never;
/** A task's own fields, and where its collection's window starts. */
type WindowedTask = TaskBody & { window?: WindowRequest };

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

/** Options of a call on a session. */
export interface CallOptions {
  /** Cancels the call: a queued call never runs, a running one is stopped; either rejects with `aborted`. */
  signal?: AbortSignal;
}

/** Options of a call after which the page may change: how long to wait for it to settle. */
export interface SettleOptions extends CallOptions {
  /**
   * Longest wait for the page to settle (no request in flight, no DOM change for the quiet window); 0 does not wait.
   * @default the pool's `settleMs`
   */
  settleMs?: number;
}

/** Options of a call that may return a delta. */
export interface DeltaOptions {
  /**
   * A revision this session published, one of the last 8: the observation then also carries `delta`, what changed
   * since that revision, and its model projection shows the delta instead of the whole page.
   */
  since?: number;
}

/** What `wait` waits for; given together, they are waited for in this order. */
export interface WaitOptions extends CallOptions {
  /** Text that must appear (visible, case-insensitive, white space folded). */
  text?: string;
  /** Text that must disappear. */
  textGone?: string;
  /** Milliseconds to wait first. */
  timeMs?: number;
  /**
   * How long to wait for the text.
   * @default 5000 (at most the call budget less a second)
   */
  timeoutMs?: number;
}

export class Session {
  private readonly revisions = new Revisions((revision) => ({
    session: this.id,
    revision,
    pageSize: this.host.options.controlPageSize,
    maxBytes: this.host.options.maxBytes,
  }));
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
   * once because the session held `maxPagesPerSession` pages. Popups within the cap are the session's tabs.
   */
  get popups(): Readonly<PopupCounts> {
    return this.popupCounts;
  }

  /** The number of the current revision (0 before the first observation). */
  get revision(): number {
    return this.revisions.revision;
  }

  /** @internal */
  markLost(code: ErrorCode, message: string): void {
    this.lost ??= new LookoutError(code, message);
  }

  /** Loads a URL in the session's page, waits for it to settle and observes. */
  navigate(input: { url: string } & SettleOptions): Promise<Observation> {
    const refused = refuseNavigation(input?.url, this.host.options.policy);
    if (refused) return Promise.reject(refused);
    return this.call('navigate', { op: 'navigate', url: input.url }, input);
  }

  /** Goes back in the active tab's history, waits for the page to settle and observes. */
  back(input: SettleOptions = {}): Promise<Observation> {
    return this.call('navigate', { op: 'history', direction: 'back' }, input);
  }

  /** Goes forward in the active tab's history, waits for the page to settle and observes. */
  forward(input: SettleOptions = {}): Promise<Observation> {
    return this.call('navigate', { op: 'history', direction: 'forward' }, input);
  }

  /**
   * Observes the page again (a new revision). With `from`, its scan window starts at the first thing shown in the
   * viewport (`'viewport'`) or at a control or region of the current revision (its ref). With a continuation cursor,
   * returns the next page of controls of the revision that issued it (with a table's row cursor, that revision with
   * the table's next rows); with a text cursor (`text.cursor`), a new revision whose window starts where that text
   * was cut (docs/contract.md, "Windows"). With `since`, the new revision also carries what changed since that
   * earlier one.
   */
  observe(input: { cursor?: string; from?: string } & DeltaOptions & CallOptions = {}): Promise<Observation> {
    const { cursor, from, since } = input ?? {};
    const refused = checkWindowInput(input ?? {});
    if (refused) return Promise.reject(refused);
    if (cursor !== undefined) {
      if (TEXT_CURSOR_PATTERN.test(cursor))
        return this.call('observe', () => ({ op: 'observe', window: { from: 'text', ...this.revisions.textAt(cursor) } }), input, since);
      if (since !== undefined) return Promise.reject(new OptionError('since', 'give either cursor or since, not both', 'invalid-argument'));
      return this.serial(async () => this.revisions.continuationPage(cursor), { signal: input.signal });
    }
    if (from === 'viewport') return this.call('observe', { op: 'observe', window: { from: 'viewport' } }, input, since);
    if (from !== undefined)
      return this.call('observe', () => ({ op: 'observe', window: { from: 'ref', ref: from, ...this.revisions.windowAt(from) } }), input, since);
    return this.call('observe', { op: 'observe' }, input, since);
  }

  /**
   * Searches the whole document for text a sighted user can read (with `role`, only in or naming a control of that
   * role) and observes with the window starting at the first match: `match` says which match of how many, and
   * `match.next` is the cursor that finds the next one (docs/contract.md, "Find").
   */
  find(input: ({ text: string; role?: string } | { cursor: string }) & CallOptions): Promise<Observation> {
    const refused = checkFindInput(input);
    if (refused) return Promise.reject(refused);
    return this.call(
      'observe',
      () => {
        const query =
          'cursor' in input ? this.revisions.findAt(input.cursor) : { text: input.text, ...(input.role !== undefined ? { role: input.role } : {}), index: 1 };
        const { index, ...search } = query;
        this.revisions.searching(search);
        return { op: 'observe', window: { from: 'match', ...search, index } };
      },
      input,
    );
  }

  /**
   * Scrolls the page as a user would, by a viewport's height (`down`, `up`) or to an end (`top`, `bottom`), lets it
   * settle (a list that loads more as it is scrolled) and observes from the viewport.
   */
  scroll(input: { direction: ScrollDirection } & SettleOptions): Promise<Observation> {
    const direction = input?.direction;
    if (!SCROLL_DIRECTIONS.includes(direction)) {
      return Promise.reject(new OptionError('direction', `direction must be one of ${SCROLL_DIRECTIONS.join(', ')}`, 'invalid-argument'));
    }
    return this.call('observe', { op: 'scroll', direction }, input);
  }

  /**
   * Waits until `text` appears, `textGone` disappears, or `timeMs` passed (bounded by the call budget), lets the
   * page settle and observes. Text that did not come in time fails with `timeout` (reason `wait`).
   */
  wait(input: WaitOptions): Promise<Observation> {
    const { text, textGone, timeMs, timeoutMs } = input ?? {};
    for (const [field, value] of [
      ['text', text],
      ['textGone', textGone],
    ] as const) {
      if (value !== undefined && (typeof value !== 'string' || value.trim() === '' || value.length > 1000)) {
        return Promise.reject(new OptionError(field, `${field} must be a non-empty string of at most 1000 characters`, 'invalid-argument'));
      }
    }
    if (timeMs !== undefined && (!Number.isInteger(timeMs) || timeMs < 0 || timeMs > 600_000)) {
      return Promise.reject(new OptionError('timeMs', 'timeMs must be an integer from 0 to 600000', 'invalid-argument'));
    }
    if (timeoutMs !== undefined && (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000)) {
      return Promise.reject(new OptionError('timeoutMs', 'timeoutMs must be an integer from 1 to 600000', 'invalid-argument'));
    }
    if (text === undefined && textGone === undefined && timeMs === undefined) {
      return Promise.reject(new OptionError('text', 'wait needs text, textGone or timeMs', 'invalid-argument'));
    }
    const wanted = { ...(text !== undefined ? { text } : {}), ...(textGone !== undefined ? { textGone } : {}), ...(timeMs !== undefined ? { timeMs } : {}) };
    return this.call('observe', { op: 'wait', ...wanted, waitMs: timeoutMs ?? DEFAULT_WAIT_MS }, input);
  }

  /**
   * Acts on a control with real input, then lets the page settle, observes and reports a postcondition. With
   * `steps`, fills a form in one call: each step (`fill`, `select`, `check`, `uncheck`) runs in order and the first
   * that fails ends the call with its error, whose `step` says which (the ones before it ran; nothing is observed).
   * A ref lasts while its control is listed with the same role, name and surroundings; one the current revision
   * no longer lists fails with `expired-reference` and a `reason`, `gone` or `changed`. With `since`, the new
   * revision also carries what changed since that earlier one (checked before anything is done).
   */
  act(input: ({ ref: string; action: ActionKind; text?: string } | { steps: readonly FormStep[] }) & DeltaOptions & SettleOptions): Promise<Observation> {
    const given = input ?? ({} as never);
    let steps: FormStep[] | { ref: string; action: ActionKind; text?: string }[];
    if ('steps' in given && given.steps !== undefined) {
      if ('ref' in given || 'action' in given) {
        return Promise.reject(new OptionError('steps', 'give either steps or a ref and an action, not both', 'invalid-argument'));
      }
      if (!Array.isArray(given.steps) || given.steps.length < 1 || given.steps.length > MAX_STEPS) {
        return Promise.reject(new OptionError('steps', `steps must be a list of 1 to ${MAX_STEPS} steps`, 'invalid-argument'));
      }
      steps = [...given.steps];
      for (const [i, step] of steps.entries()) {
        if (typeof step !== 'object' || step === null || !FORM_ACTIONS.includes(step.action)) {
          return Promise.reject(new OptionError(`steps[${i}]`, `each step's action must be one of ${FORM_ACTIONS.join(', ')}`, 'invalid-argument'));
        }
      }
    } else {
      const single = given as { ref: string; action: ActionKind; text?: string };
      steps = [{ ref: single.ref, action: single.action, ...(single.text !== undefined ? { text: single.text } : {}) }];
    }
    for (const [i, step] of steps.entries()) {
      const refused = checkStep(step, steps.length > 1 ? `steps[${i}].` : '');
      if (refused) return Promise.reject(refused);
    }
    return this.call(
      'act',
      () => {
        const checked = steps.map((step, i) => {
          try {
            return { step, revision: this.revisions.checkActionable(step.ref) };
          } catch (error) {
            throw steps.length > 1 && error instanceof LookoutError ? withStep(error, i) : error;
          }
        });
        return {
          op: 'act',
          steps: checked.map(({ step, revision }) => ({
            ref: step.ref,
            action: step.action,
            ...(step.text !== undefined ? { text: step.text } : {}),
            ...(revision.expired ? { expired: true as const } : {}),
          })),
          published: checked[0]!.revision.candidate,
        };
      },
      input,
      given.since,
    );
  }

  /** Presses a key on the page, on whatever has the focus (Escape, Tab, PageDown, Control+F), then observes. */
  pressKey(input: { key: string } & SettleOptions): Promise<Observation> {
    const key = input?.key;
    if (typeof key !== 'string' || !KEY_COMBINATION.test(key)) return Promise.reject(new OptionError('key', KEY_HELP, 'invalid-argument'));
    return this.call('act', { op: 'press-key', key }, input);
  }

  /** Makes a tab of the session the active one (ids from the observation's `tabs`) and observes it. */
  selectTab(input: { tab: string } & CallOptions): Promise<Observation> {
    return this.tabCall('select', input);
  }

  /** Closes a tab; closing the active one makes the most recent other tab active. Observes the active tab. */
  closeTab(input: { tab: string } & CallOptions): Promise<Observation> {
    return this.tabCall('close', input);
  }

  /**
   * Answers the dialog left open for the caller (`dialogs: 'ask'`): accept, or dismiss; `text` answers a prompt.
   * Then lets the page settle and observes. With no dialog open it fails with `invalid-argument`.
   */
  answerDialog(input: { accept: boolean; text?: string } & SettleOptions): Promise<Observation> {
    const { accept, text } = input ?? ({} as never);
    if (typeof accept !== 'boolean') return Promise.reject(new OptionError('accept', 'accept must be true or false', 'invalid-argument'));
    if (text !== undefined && (typeof text !== 'string' || text.length > 65_536)) {
      return Promise.reject(new OptionError('text', 'text must be a string of at most 65536 characters', 'invalid-argument'));
    }
    return this.call('act', { op: 'answer-dialog', accept, ...(text !== undefined ? { text } : {}) }, input);
  }

  private tabCall(action: 'select' | 'close', input: { tab: string } & CallOptions): Promise<Observation> {
    const tab = input?.tab;
    if (typeof tab !== 'string' || !/^t[1-9][0-9]{0,15}$/.test(tab))
      return Promise.reject(new OptionError('tab', 'tab must be a tab id such as t2', 'invalid-argument'));
    return this.call('observe', { op: 'tab', action, tab }, input);
  }

  /**
   * A masked screenshot of the active tab (docs/contract.md, "Screenshots"): the viewport, the page from its top
   * within a pixel bound, or the box of a control or region of the current revision (`ref`); every field,
   * editable region, frame and embedded object painted over; with `marks`, the refs of the revision's controls
   * drawn on them. Collects nothing: the revision stays. Refused with `screenshots-disabled` unless the pool
   * allows screenshots.
   */
  screenshot(input: { scope?: ScreenshotScope; ref?: string; marks?: boolean } & CallOptions = {}): Promise<Screenshot> {
    const { ref, marks = false } = input ?? {};
    const scope = input?.scope ?? (ref !== undefined ? 'ref' : 'viewport');
    if (!this.host.options.screenshots) {
      return Promise.reject(new LookoutError('screenshots-disabled', 'screenshots are off: the operator must allow them (options.screenshots)'));
    }
    const refused = checkScreenshotInput(scope, ref, marks);
    if (refused) return Promise.reject(refused);
    return this.serial(
      async () => {
        if (ref !== undefined) this.revisions.windowAt(ref);
        const reply = await this.host.run(
          this.slot,
          {
            op: 'screenshot',
            session: this.id,
            candidate: this.revisions.candidate,
            revision: this.revisions.revision,
            scope,
            ...(ref !== undefined ? { ref } : {}),
            marks,
            timeoutMs: this.host.options.callTimeoutMs,
          },
          this.host.options.callTimeoutMs,
        );
        if (!('screenshot' in reply)) throw new LookoutError('internal', 'worker replied without a screenshot');
        return { ...reply.screenshot, data: new Uint8Array(reply.screenshot.data) };
      },
      { signal: input?.signal },
    );
  }

  /** Closes the session's page and browser context. */
  close(): Promise<void> {
    return this.serial(
      async () => {
        if (this.lost?.code === 'session-closed') return;
        const wasLost = this.lost;
        this.lost = new LookoutError('session-closed', 'the session is closed');
        this.host.forget(this);
        if (!wasLost) await this.host.run(this.slot, { op: 'close', session: this.id }, 10_000).catch(() => undefined);
      },
      { closing: true },
    );
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
        // Closing the pool is what took the browser or the worker away from a running call. Once close()
        // has cut the session off, whatever the worker then reports (Playwright's error for a page torn away
        // mid-click may be one it does not classify) is the close's doing.
        const cutOff = this.lost?.code === 'pool-closed';
        if (this.host.closing && (cutOff || (code !== undefined && CUT_OFF_BY_CLOSE.has(code)))) {
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

  /**
   * Runs one observing call: serially, against maxQueue, cancellable, and publishes what the worker collected as
   * the next revision. `task` is built when the call's turn comes (a ref is checked against the revision then).
   */
  private call(
    tool: 'navigate' | 'observe' | 'act',
    task: WindowedTask | (() => WindowedTask & { published?: number }),
    options: SettleOptions,
    since?: number,
  ): Promise<Observation> {
    const settleMs = options?.settleMs;
    if (settleMs !== undefined && (!Number.isInteger(settleMs) || settleMs < 0 || settleMs > 600_000)) {
      return Promise.reject(new OptionError('settleMs', 'settleMs must be an integer from 0 to 600000', 'invalid-argument'));
    }
    if (since !== undefined && (!Number.isSafeInteger(since) || since < 1)) {
      return Promise.reject(new OptionError('since', 'since must be a revision number (an integer of at least 1)', 'invalid-argument'));
    }
    return this.serial(
      (signal) => {
        // The revision must still be kept when the call's turn comes, before the page is touched.
        if (since !== undefined) this.revisions.checkSince(since);
        let built = typeof task === 'function' ? task() : task;
        // An agent that acts within a window keeps its place: the action scrolled its control into view, and the
        // page is read from the viewport after it (docs/contract.md, "Windows").
        if (built.window === undefined && KEEPS_PLACE.has(built.op) && this.revisions.windowed) built = { ...built, window: { from: 'viewport' } };
        return this.collect(tool, { ...(settleMs !== undefined ? { settleMs } : {}), ...built } as Partial<ObservingTask>, signal, since);
      },
      { signal: options?.signal },
    );
  }

  private async collect(tool: 'navigate' | 'observe' | 'act', extra: Partial<ObservingTask>, signal?: AbortSignal, since?: number): Promise<Observation> {
    const revision = this.revisions.revision + 1;
    const fault = this.host.options.faults?.({ op: tool, session: this.id, revision });
    const task = {
      session: this.id,
      published: this.revisions.candidate,
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
    if (fault === 'admission-reject') throw new AdmissionError('schema', 'injected fault: admission rejected the observation');
    return this.revisions.publish(record, since);
  }
}

/** One step of a form filled in one call (`act({ steps })`). */
export interface FormStep {
  ref: string;
  action: 'fill' | 'select' | 'check' | 'uncheck';
  /** The text to type for `fill`, the option label for `select`. */
  text?: string;
}

const FORM_ACTIONS: readonly string[] = ['fill', 'select', 'check', 'uncheck'];
/** Calls that observe the page where the agent was: after them a windowed revision is followed by a viewport window. */
const KEEPS_PLACE: ReadonlySet<string> = new Set(['act', 'press-key', 'wait', 'answer-dialog']);
/** Steps one `act` call takes. */
const MAX_STEPS = 50;

/** Why a step cannot be run, before anything is sent (field names prefixed with the step's place). */
function checkStep(step: { ref: unknown; action: unknown; text?: unknown }, at: string): OptionError | null {
  const { ref, action, text } = step;
  if (typeof ref !== 'string') return new OptionError(`${at}ref`, 'ref must be a string', 'invalid-argument');
  if (!ACTIONS.includes(action as ActionKind)) return new OptionError(`${at}action`, `action must be one of ${ACTIONS.join(', ')}`, 'invalid-argument');
  if (text !== undefined && typeof text !== 'string') return new OptionError(`${at}text`, 'text must be a string', 'invalid-argument');
  for (const [needs, what] of [
    ['fill', 'the text to type'],
    ['select', 'the option label'],
    ['upload', 'the path of a file in the upload folder'],
  ] as const) {
    if (action === needs && text === undefined) return new OptionError(`${at}text`, `${needs} needs ${what} as text`, 'invalid-argument');
  }
  // Not quoted: text meant for fill and given to press by mistake is often a secret.
  if (action === 'press' && text !== undefined && !KEY_COMBINATION.test(text as string)) return new OptionError(`${at}text`, KEY_HELP, 'invalid-argument');
  return null;
}

/** The shape of a key for `press`: modifiers, then a key name or one character. Playwright knows the names. */
const KEY_COMBINATION = /^(?:(?:Shift|Control|Alt|Meta|ControlOrMeta)\+)*(?:[A-Za-z][A-Za-z0-9]{1,24}|.)$/u;
const DEFAULT_WAIT_MS = 5_000;
const KEY_HELP = 'press takes a key name (Enter, Tab, ArrowDown, ...) or one character, joined by + to modifiers (Control+A)';

const CUT_OFF_BY_CLOSE = new Set(['browser-disconnected', 'browser-crashed', 'worker-crashed', 'page-crashed', 'session-closed']);

function abortedError(signal: AbortSignal): LookoutError {
  const reason = signal.reason instanceof Error ? `: ${signal.reason.message}` : '';
  return new LookoutError('aborted', `the call was cancelled${reason}`, { cause: signal.reason });
}
