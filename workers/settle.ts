// Settling (docs/contract.md, "Settling"): after a navigation's load or an action, the page counts as settled
// once none of its own requests is in flight and its DOM has not changed for the quiet window, within the
// settle budget. Long-lived connections (EventSource, WebSockets) do not count; a page that never goes quiet
// uses the budget and is observed as it is, with `settled: false`. An action that kept its document (it did not
// navigate, or navigated within the document: a fragment, `history.pushState`) is settled at the end of a short
// activity window instead when, within it, it started nothing (no request, no timer, no transition, animation or
// scroll) and the DOM did not change after the action's own frames: nothing is coming, and waiting out the quiet
// window would only cost time; when all it started was requests, the wait follows them to their end and settles
// when a short window after them sees nothing more. A new document (a navigation's, or an action's) is settled at
// the end of a longer load window where nothing in it can still be coming by the same signs, and by stricter ones
// for what happened before the watch began: no frame, worker or long-lived connection, no timer or idle callback
// ever; where requests were all it saw, once they are answered, as after an action.
import type { Page, Request } from 'playwright-core';
import type { Settle } from '../schemas/observation.js';
import type { SettledBy } from '../schemas/record.js';
import type { CallSignal } from './budget.js';
import type { SessionState, TabState } from './session-types.js';
import { inWorld } from './collection.js';
import { within } from './deadlines.js';
import { learnSheetsWhileSettling } from './learning.js';
import { warmInWindow, warmWhileSettling } from './warming.js';

const POLL_MS = 40;
const LONG_LIVED = new Set(['eventsource', 'websocket']);

/**
 * The activity window: how long from the start of an action the page is watched for a sign that something is
 * coming; it ends no earlier than the action's step (its input and its own two frames). At most the session's
 * quiet window. 40 ms rather than the suggested 50: the early return then costs about 50 ms in all
 * against Playwright's 38-49 ms for a click and a new snapshot here (`node dist/bench/act-latency.js`), and the
 * signs it watches (a request, a timer id, a DOM change, a running transition) do not depend on its length.
 */
export const ACTIVITY_WINDOW_MS = 40;

/**
 * A new document's activity window, from the end of its load: longer than an action's, as a document's scripts
 * may still be finishing their start (an observer's first callback, a promise that waited on the load).
 */
export const LOADED_WINDOW_MS = 100;

/**
 * The least time a probe of the activity window may go unanswered beyond its own wait: a page that does not answer
 * (replacing its document, held by a dialog the worker has not heard of yet) has shown nothing, and the action
 * waits for quiet. Probes wait longer where the settle budget allows (`answerTime`): waiting for quiet needs the
 * same page to answer, and on a busy machine a page that is there took over a second (CI, with the suite's other
 * browsers at once), and the action then waited out the quiet window for no sign at all.
 */
const PROBE_ANSWER_MS = 1_000;

/**
 * The longest motion (transitions and animations with an end) a window that saw nothing else waits out before it
 * judges the page (`motionSettles`); longer ones, and any a budget cannot hold, wait for quiet as before. UI
 * transitions run for 100 to 500 ms, so most end well before the quiet window would have.
 */
const MOTION_MAX_MS = 1_000;

/**
 * The DOM and scroll observers of the collector's isolated world (one per document; the page sees neither): the
 * time of the last DOM change and of the last scroll event, and, for an action, when its step started and when
 * the first of its own frames came (`STEP_FRAMES`). A document's changes before the observer existed count as
 * ending at its load event. Every timer and idle callback the settle wait asks for in the document is asked through
 * `timer` and `idle`, which count them (`own`): the page's are told from the wait's own by that count, whichever
 * probe set them and whenever (one a busy machine ran after the next call's first probe, for one), not by how many
 * a probe is expected to set.
 */
const OBSERVE_DOM = `const g = globalThis;
  if (!g.__lookoutQuiet) {
    const nav = performance.getEntriesByType('navigation')[0];
    const state = { last: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now(), scrolled: -1, own: [0, 0] };
    state.timer = (run, ms) => (state.own[0]++, setTimeout(run, ms));
    state.idle = (run) => (state.own[1]++, requestIdleCallback(run));
    new MutationObserver(() => { state.last = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    addEventListener('scroll', () => { state.scrolled = performance.now(); }, { capture: true, passive: true });
    Object.defineProperty(g, '__lookoutQuiet', { value: state });
  }`;

/** Marks that a step starts now (the DOM observer started first): `watchWindow` counts its window from here. */
const STEP_STARTS = `${OBSERVE_DOM}; g.__lookoutQuiet.stepStarted = performance.now(); g.__lookoutQuiet.firstFrame = undefined`;

/**
 * The two animation frames a step waits for after its input, run in the collector's world: what the input set
 * going runs in them. The time of the first one's callbacks is kept: a scroll the step made at once sends its
 * event as the first frame begins, before them, so a scroll event after them is from a scroll still going on
 * (a smooth one).
 */
export const STEP_FRAMES = `new Promise((resolve) => requestAnimationFrame(() => {
  const quiet = globalThis.__lookoutQuiet;
  if (quiet) quiet.firstFrame = performance.now();
  requestAnimationFrame(resolve);
}))`;

/**
 * How many timers and idle callbacks others than the settle wait (the page, mostly) have asked for in the document
 * so far (`Asked`), in a world where OBSERVE_DOM ran. Timer ids are numbered per window, from 1, in the order
 * timers are set, by every world alike (Chromium's DOMTimerCoordinator), and idle callback ids the same way: the
 * newest id, less the wait's own (`own`, this probe's included), is how many others asked for, learnt without
 * touching the page's own \`setTimeout\`. The probe's timer and idle callback are cancelled at once.
 */
const OTHERS_ASKED = `((q) => ({
  timers: ((id) => (clearTimeout(id), id - q.own[0]))(q.timer(() => {}, 0)),
  idle: ((id) => (cancelIdleCallback(id), id - q.own[1]))(q.idle(() => {})),
  document: performance.timeOrigin,
}))(g.__lookoutQuiet)`;

/** Timers and idle callbacks asked for in a document (`OTHERS_ASKED`), which is told by its time origin. */
interface Asked {
  timers: number;
  idle: number;
  document: number;
}

/** Whether, between two probes of one document, nobody but the settle wait asked for a timer or an idle callback. */
function noneAsked(from: Asked, to: Asked): boolean {
  return from.document === to.document && from.timers === to.timers && from.idle === to.idle;
}

/**
 * Milliseconds since the DOM last changed. The answer waits for a zero timer first: the page's timers that are
 * already due (a busy machine runs them late) run before it, so work they start (a fetch, a change) is seen
 * rather than mistaken for quiet.
 */
const DOM_QUIET = `(() => {
  ${OBSERVE_DOM}
  return new Promise((done) => g.__lookoutQuiet.timer(done, 0)).then(() => performance.now() - g.__lookoutQuiet.last);
})()`;

/**
 * The rest of the activity window, in the page, from the end of the step: whether the DOM changed in it (the
 * changes the action made at once and in its own frames are its result, not a sign), how many timers and idle
 * callbacks others had asked for at its start and end (`OTHERS_ASKED`), whether the document has loaded, and
 * whether what is shown is still moving without a DOM change: a transition or animation with an end running at
 * its end (endless ones, such as spinners, are ignored), or a scroll event after the first of the step's own
 * frames or, with no step, in the window (a smooth scroll goes on for many frames). The window is judged in an
 * animation frame after its time is up, once the page's callbacks for that frame have run: a page that changes
 * its DOM on every frame (script animation: jQuery's, a spring's) is seen changing, though the step's own frames
 * were its result; a transition or animation that ended since the last frame has sent its end event (they are sent
 * as a frame begins) and what its handlers asked for counts; and scroll events, also sent as a frame begins, have
 * come, which a busy machine might otherwise make none of in the window. It costs the rest of a frame.
 */
function watchWindow(windowMs: number): string {
  return `new Promise((done) => {
  ${OBSERVE_DOM}
  const quiet = g.__lookoutQuiet;
  const since = performance.now();
  const from = quiet.stepStarted ?? since;
  const after = quiet.stepStarted === undefined ? since : quiet.firstFrame ?? since;
  const first = ${OTHERS_ASKED};
  const end = () => {
    const scrolling = quiet.scrolled > after;
    const motion = ${FINITE_MOTION};
    const motionMs = motion.reduce((most, a) => Math.max(most, ${MOTION_LEFT}), 0);
    done({ changed: quiet.last > since, since, first, last: ${OTHERS_ASKED}, moving: scrolling || motion.length > 0, scrolling, motionMs, scrolled: quiet.scrolled, loaded: document.readyState === 'complete' });
  };
  quiet.timer(() => requestAnimationFrame(end), Math.max(0, from + ${windowMs} - since));
})`;
}

/** What the activity window saw (`watchWindow`), with the timers and idle callbacks asked for at its start and end. */
interface Watched {
  changed: boolean;
  /** When the window began, on the page's clock. */
  since: number;
  first: Asked;
  last: Asked;
  /** A scroll still going on, or motion with an end running at the window's end. */
  moving: boolean;
  scrolling: boolean;
  /** How long the longest of the motion with an end running at the window's end has left (0 with none). */
  motionMs: number;
  /** The time of the last scroll event (-1 with none). */
  scrolled: number;
  loaded: boolean;
}

/**
 * The document's transitions and animations with an end that are running or about to start; endless ones (a
 * spinner) are left out, as are those that will not end (a rate of 0).
 */
const FINITE_MOTION = `document.getAnimations().filter((a) => (a.playState === 'running' || a.pending) && a.playbackRate !== 0 && a.effect !== null && a.effect.getComputedTiming().endTime !== Infinity)`;

/** How long animation `a` has left to run, in milliseconds of the page's clock. */
const MOTION_LEFT = `((t) => (t.endTime - (t.localTime ?? 0)) / Math.abs(a.playbackRate))(a.effect.getComputedTiming())`;

/**
 * Waits in the page until the motion with an end that runs now has ended (or `capMs` passed), then two animation
 * frames, so that what its end sets going (`transitionend` and `animationend` handlers) has run: the time of the
 * last DOM change and of the last scroll event, how many timers and idle callbacks others had asked for
 * (`OTHERS_ASKED`), and whether motion with an end is running then.
 */
function motionEnd(capMs: number): string {
  return `new Promise((done) => {
  ${OBSERVE_DOM}
  const quiet = g.__lookoutQuiet;
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    clearTimeout(cap);
    requestAnimationFrame(() => requestAnimationFrame(() => done({ last: quiet.last, scrolled: quiet.scrolled, asked: ${OTHERS_ASKED}, moving: ${FINITE_MOTION}.length > 0 })));
  };
  const cap = quiet.timer(finish, ${Math.ceil(capMs)});
  Promise.all(${FINITE_MOTION}.map((a) => a.finished.catch(() => undefined))).then(finish);
})`;
}

interface MotionEnd {
  last: number;
  scrolled: number;
  asked: Asked;
  moving: boolean;
}

/**
 * After a window whose only sign was motion with an end (a transition, an animation): waits for it to end, then
 * two frames, and answers whether by then nothing else came in the page: no DOM change since the window began, no
 * timer or idle callback asked for since its end, no scroll event, and no motion with an end running (the caller
 * asks the network again).
 * What is shown then is the motion's end, where waiting for quiet could observe it half done. Motion longer than
 * MOTION_MAX_MS or than the budget has left, a scroll, or a page that does not answer in time: false, and the call
 * waits for quiet.
 */
async function motionSettles(state: SessionState, seen: Watched, deadline: number): Promise<boolean> {
  const capMs = seen.motionMs + POLL_MS;
  if (seen.scrolling || !(seen.motionMs > 0) || seen.motionMs > MOTION_MAX_MS || Date.now() + capMs > deadline) return false;
  const tab = state.tab;
  const ended = await within(inWorld<MotionEnd>(state, motionEnd(capMs), true), capMs + answerTime(deadline, capMs)).catch(() => null);
  if (!ended || state.tab !== tab) return false;
  return ended.last <= seen.since && ended.scrolled === seen.scrolled && !ended.moving && noneAsked(seen.last, ended.asked);
}

/**
 * How many windows a settle wait runs after requests while each shows only more requests (what a response's content
 * loads: its images, the next request of a chain) or DOM changes after its frames, before it waits for quiet.
 */
const REQUEST_ROUNDS = 4;

/**
 * An activity window after the page's requests ended: two animation frames first, as after an action's step (what
 * their responses set going runs in them: a render, what it loads), then a whole window from the end of those
 * frames, judged by `watchWindow`. Counted from the end of the frames, not from before them as an action's is, so
 * that it spans frames of its own: a page that changes its DOM on every frame is seen changing.
 */
function afterRequests(windowMs: number): string {
  return `(() => { ${STEP_STARTS}; return ${STEP_FRAMES}.then(() => { g.__lookoutQuiet.stepStarted = performance.now(); return ${watchWindow(windowMs)}; }); })()`;
}

/**
 * After a window whose signs were requests, the DOM changes they bring and perhaps motion with an end, nothing else
 * (no timer or idle callback asked for, no scroll): waits for every request of the page to end, then watches a new
 * activity window (`afterRequests`). Settled when in it, and since the last window, no timer or idle callback was
 * asked for, no request started, nothing scrolled, and the DOM did not change after its frames: the responses were
 * shown and started nothing more; where motion with an end runs then (what they showed fading in), once it has ended
 * and nothing else came (`motionSettles`). A window that saw only more requests, or DOM changes after its frames
 * (answers shown late), is followed by another round, REQUEST_ROUNDS in all at most. The page must keep its document, request no other (a navigation's, a frame's: more than
 * `documents`, those requested before the first window began), and have no frame and no worker (their timers are
 * their own, and a request may be theirs) and no long-lived connection. Anything else, a request still in flight at
 * the budget's end, or a page that does not answer in time: false, and the call waits for quiet (which a budget
 * already spent ends at once).
 */
async function requestsSettle(
  state: SessionState,
  network: NetworkTracker,
  seen: Watched,
  deadline: number,
  call: CallSignal,
  documents: number,
): Promise<boolean> {
  const tab = state.tab;
  const navigations = tab.navigations;
  const alone = (): boolean =>
    state.tab === tab &&
    tab.navigations === navigations &&
    network.documents === documents &&
    tab.page.frames().length === 1 &&
    tab.page.workers().length === 0 &&
    network.longLived === 0;
  let last = seen.last;
  for (let round = 0; round < REQUEST_ROUNDS; round++) {
    if (!alone() || !(await network.idle(deadline, call))) return false;
    const started = network.started;
    const next = await within(
      inWorld<Watched>(state, afterRequests(ACTIVITY_WINDOW_MS), true),
      ACTIVITY_WINDOW_MS + answerTime(deadline, ACTIVITY_WINDOW_MS),
    ).catch(() => null);
    if (!next || !alone()) return false;
    if (!noneAsked(last, next.last) || next.scrolling || next.scrolled !== seen.scrolled) return false;
    // Nothing more came, and the DOM held still after the frames: settled, or once what the answers showed has faded
    // or slid in (`motionSettles`, as after an action).
    if (network.started === started && !next.changed)
      return !next.moving || ((await motionSettles(state, next, deadline)) && network.started === started && alone());
    // More requests, or the answers still being shown after the frames (a busy renderer reads a response's body
    // late): another round, whose window must see nothing. Motion with more requests waits for quiet.
    if (network.started !== started && next.moving) return false;
    last = next.last;
  }
  return false;
}

/** Requests of a page in flight, counted from when the tracker started (the start of a call). */
export class NetworkTracker {
  private readonly inFlight = new Set<Request>();
  private lastActivity = Date.now();
  /** Requests started since the tracker started, long-lived ones aside. */
  started = 0;
  /** Long-lived connections opened since the tracker started: what they bring comes at any time. */
  longLived = 0;
  /** Documents requested since the tracker started (a navigation, a frame's): another document's work follows. */
  documents = 0;
  private readonly onRequest = (request: Request): void => {
    if (LONG_LIVED.has(request.resourceType())) {
      this.longLived++;
      return;
    }
    this.inFlight.add(request);
    this.started++;
    if (request.resourceType() === 'document') this.documents++;
    this.lastActivity = Date.now();
  };
  private readonly onDone = (request: Request): void => {
    if (!this.inFlight.delete(request)) return;
    this.lastActivity = Date.now();
    if (this.inFlight.size === 0) this.wake(true);
  };
  /** Who waits for no request to be in flight (`idle`). */
  private readonly waiters = new Set<(idle: boolean) => void>();

  constructor(private readonly page: Page) {
    page.on('request', this.onRequest);
    page.on('requestfinished', this.onDone);
    page.on('requestfailed', this.onDone);
  }

  /** The step of the call ended: quiet time is counted from now at the earliest. */
  stepEnded(): void {
    this.lastActivity = Date.now();
  }

  /**
   * Resolves true once no request is in flight (at once when none is), false when `deadline` (a `Date.now()` time)
   * comes first, the call ends or the tracker stops.
   */
  idle(deadline: number, call: CallSignal): Promise<boolean> {
    if (this.inFlight.size === 0) return Promise.resolve(true);
    if (call.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const ended = (): void => done(false);
      const done = (idle: boolean): void => {
        clearTimeout(timer);
        call.removeEventListener('abort', ended);
        this.waiters.delete(done);
        resolve(idle);
      };
      const timer = setTimeout(ended, Math.max(0, deadline - Date.now()));
      call.addEventListener('abort', ended);
      this.waiters.add(done);
    });
  }

  private wake(idle: boolean): void {
    for (const done of [...this.waiters]) done(idle);
  }

  /** Milliseconds the network has been quiet, or 0 while a request is in flight. */
  quietMs(): number {
    return this.inFlight.size > 0 ? 0 : Date.now() - this.lastActivity;
  }

  stop(): void {
    this.wake(false);
    this.page.off('request', this.onRequest);
    this.page.off('requestfinished', this.onDone);
    this.page.off('requestfailed', this.onDone);
  }
}

/** The page before an action's step, for the activity window after it: its tab, and the timers and idle callbacks asked for. */
export interface BeforeStep {
  tab: TabState;
  asked: Asked;
}

/**
 * Probes the active page before an action's step (and starts its DOM observer, so that changes in the window
 * are seen). Null when the page does not answer within the action's settle budget (`budgetMs`, and at least
 * PROBE_ANSWER_MS): the action then waits for quiet. The step that follows needs the same page to answer, as does
 * waiting for quiet, so a busy page is waited for rather than given up on after a second.
 */
export async function beforeStep(state: SessionState, budgetMs: number): Promise<BeforeStep | null> {
  const tab = state.tab;
  const probe = `(() => { ${STEP_STARTS}; return ${OTHERS_ASKED}; })()`;
  const asked = await within(inWorld<Asked>(state, probe), Math.max(PROBE_ANSWER_MS, budgetMs)).catch(() => null);
  return asked !== null && typeof asked === 'object' ? { tab, asked } : null;
}

/**
 * Waits until the active page settles or the budget runs out; says which. With `before` (an action that did not
 * navigate), the activity window comes first and may end the wait.
 */
export async function settle(
  state: SessionState,
  network: NetworkTracker,
  budgetMs: number,
  call: CallSignal,
  watch: BeforeStep | 'loaded' | null = null,
): Promise<Settle & { by: SettledBy }> {
  const started = Date.now();
  // The quiet window starts when the step ended (a click's handler may start its work a moment later), not
  // when the call began: requests the step started are still counted while in flight.
  network.stepEnded();
  const quiet = state.settings.settleQuietMs;
  const windowMs = Math.min(watch === 'loaded' ? LOADED_WINDOW_MS : ACTIVITY_WINDOW_MS, quiet);
  const early =
    watch !== null &&
    budgetMs >= windowMs &&
    (watch === 'loaded'
      ? await nothingLoading(state, network, windowMs, started + budgetMs, call)
      : watch.tab === state.tab && (await nothingStarted(state, network, watch, windowMs, started + budgetMs, call)));
  if (early) {
    call.throwIfAborted();
    return { settled: true, waitedMs: Date.now() - started, by: early };
  }
  // Once the document has the collector's world (asked for at once, not awaited: a page a dialog holds never
  // answers), the wait reads its sheets ahead (learning.ts).
  let stopLearning: (() => void) | null = null;
  if (state.tab.world === null) void inWorld(state, '0').catch(() => undefined);
  try {
    for (;;) {
      call.throwIfAborted();
      if (stopLearning === null && state.tab.world !== null) stopLearning = learnSheetsWhileSettling(state);
      const waitedMs = Date.now() - started;
      // While the network is not yet quiet for the window, a new document's collector is warmed (warming.ts).
      if (await warmWhileSettling(state, quiet - network.quietMs(), budgetMs - waitedMs)) continue;
      if (network.quietMs() >= quiet) {
        // A document being replaced has no world to ask, and a page held by a dialog does not answer: not quiet yet.
        const domQuiet = await within(inWorld<number>(state, DOM_QUIET, true), Math.max(POLL_MS, budgetMs - waitedMs)).catch(() => 0);
        // The network is asked again: a request the page's late timers started counts.
        if (domQuiet >= quiet && network.quietMs() >= quiet) return { settled: true, waitedMs: Date.now() - started, by: 'quiet' };
        // The DOM is not quiet for the window yet: the rest of it may warm the collector too.
        if (await warmWhileSettling(state, quiet - domQuiet, budgetMs - (Date.now() - started))) continue;
      }
      if (waitedMs >= budgetMs) return { settled: false, waitedMs, by: 'budget' };
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(1, budgetMs - waitedMs))));
    }
  } finally {
    stopLearning?.();
  }
}

/** Whether the active page's collector world answers (made first if need be) within `ms`. */
async function answers(state: SessionState, ms: number): Promise<boolean> {
  const answer = await within(inWorld<number>(state, '1'), ms).catch(() => null);
  return answer === 1;
}

/**
 * How long a window (and, for a new document, its world) may take to answer beyond its own length: until the
 * settle budget's end, and at least the probe's second. Waiting for quiet needs the same page to answer.
 */
function answerTime(deadline: number, windowMs: number): number {
  return Math.max(PROBE_ANSWER_MS, deadline - windowMs - Date.now());
}

/** Runs the activity window in the active page; null when it does not answer within `answerMs` after the window. */
async function watched(state: SessionState, windowMs: number, answerMs = PROBE_ANSWER_MS): Promise<Watched | null> {
  return within(inWorld<Watched>(state, watchWindow(windowMs), true), windowMs + answerMs).catch(() => null);
}

/**
 * Watches the page to the end of the activity window: `window` when, from before the step, no request started and
 * no timer or idle callback was asked for, the DOM did not change after the step, no scroll event came after
 * the first of the step's frames, and no transition or animation with an end runs at its end, or one runs and
 * nothing else came by its end (`motionSettles`: `motion`), or requests started and nothing else came but the DOM
 * changes they bring, and their answers started nothing more (`requestsSettle`: `requests`). A page that does not
 * answer in time (a dialog holds it, a document replaces it) has not shown that: false.
 */
async function nothingStarted(
  state: SessionState,
  network: NetworkTracker,
  before: BeforeStep,
  windowMs: number,
  deadline: number,
  call: CallSignal,
): Promise<'window' | 'motion' | 'requests' | false> {
  // Waiting for quiet needs the same page to answer, so a late answer is waited for too (nothingLoading says why).
  const seen = await watched(state, windowMs, answerTime(deadline, windowMs));
  if (!seen) return false;
  // A new document (told by its time origin) is a change, not quiet.
  const othersAsked = !noneAsked(before.asked, seen.last);
  // Requests, with what they change and any motion, and nothing else: followed to their end.
  if (network.started !== 0 && !othersAsked && !seen.scrolling) return (await requestsSettle(state, network, seen, deadline, call, 0)) && 'requests';
  if (seen.changed || othersAsked || network.started !== 0) return false;
  if (!seen.moving) return 'window';
  return (await motionSettles(state, seen, deadline)) && network.started === 0 && 'motion';
}

/**
 * Watches a document that just loaded through its activity window: `window` when nothing in it is coming that the
 * signs could miss or that they show. The page has no frame (a frame's timers are its own), no worker and no
 * long-lived connection (their messages come at any time), and no dialog; its document has loaded, has never
 * asked for a timer or an idle callback (ids start at 1 in each document, for every world, so any the page
 * set, even one already run, shows), and in the window no request started, ended or stayed in flight, the DOM
 * did not change, nothing scrolled, and no transition or animation with an end runs at its end, or one runs and
 * nothing else came by its end (`motionSettles`: `motion`), the network included; or, all else holding, requests
 * came in it (and the DOM changes they bring) and their answers started nothing more (`requestsSettle`:
 * `requests`). The window's time warms the collector (warming.ts).
 *
 * The world and the window may take until `deadline` (the settle budget's end) to answer, not only the probe's
 * second: waiting for quiet needs the same world, so giving up sooner saves nothing. On a busy machine, making
 * a new document's world took over a second (CI, with several test files' browsers at once), and the
 * document then waited out the quiet window for no sign at all. A dialog that holds the page ends the call
 * (budget.ts), not this wait.
 */
async function nothingLoading(
  state: SessionState,
  network: NetworkTracker,
  windowMs: number,
  deadline: number,
  call: CallSignal,
): Promise<'window' | 'motion' | 'requests' | false> {
  const tab = state.tab;
  if (state.openDialog || tab.page.frames().length > 1 || tab.page.workers().length > 0 || network.longLived > 0) return false;
  // The world first, so that the warm-ups below run in the one the window watches from.
  if (tab.world === null && !(await answers(state, answerTime(deadline, windowMs)))) return false;
  const began = Date.now();
  // The document's own request (and its redirects) came before: one requested from now on is another document's.
  const documents = network.documents;
  const watching = watched(state, windowMs, answerTime(deadline, windowMs));
  await warmInWindow(state, began + windowMs);
  const seen = await watching;
  // Asked again after any wait: a frame, a worker or a connection the page opened meanwhile brings work later.
  const unchanged = () => state.tab === tab && tab.page.frames().length === 1 && tab.page.workers().length === 0 && network.longLived === 0;
  if (!seen || !unchanged()) return false;
  const nothingAsked = seen.first.timers === 0 && seen.first.idle === 0 && noneAsked(seen.first, seen.last);
  if (!seen.loaded || !nothingAsked) return false;
  // Requests, with what they change and any motion, and nothing else: followed to their end, as after an action.
  const requested = network.quietMs() < Date.now() - began;
  if (requested && !seen.scrolling) return (await requestsSettle(state, network, seen, deadline, call, documents)) && 'requests';
  if (seen.changed || requested) return false;
  if (!seen.moving) return 'window';
  return (await motionSettles(state, seen, deadline)) && unchanged() && network.quietMs() >= Date.now() - began && 'motion';
}
