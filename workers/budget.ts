// The budget every call runs within. A call ends with its result, or with `timeout` (the page's script is
// stopped, or the page replaced), `aborted` (op `cancel`), `page-crashed` (the renderer died; the next call
// gets a fresh page), or its own typed failure. With `dialogs: 'ask'`, a dialog that opens ends the call at
// once: the page is blocked until the agent answers it.
import type { FaultSeam } from './faults.js';
import { WorkerFailure } from './failures.js';
import { afterReplies, delay } from './deadlines.js';
import { PROBE_MS, holdBackgroundTabs, recyclePage } from './session-state.js';
import type { SessionState } from './session-types.js';

/** A call's work may end early; what it does after that must not touch the session (see `CallSignal`). */
export class DialogOpened extends Error {}

/** Aborted once the call has ended for any reason: work still under way must stop before it publishes. */
export type CallSignal = AbortSignal;

/**
 * True when the page's main world answers a trivial evaluation within `ms`. An evaluation refused because
 * the page is between documents (no default context yet) is asked again until the time is up: only a page
 * that stays silent, or a target that is gone, counts as not answering.
 */
export async function answers(state: SessionState, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  const ask = async (): Promise<boolean> => {
    while (!state.tab.crashed) {
      try {
        const reply = await state.tab.cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true });
        return reply.result?.value === 1;
      } catch (error) {
        if (GONE.test(error instanceof Error ? error.message : String(error)) || Date.now() >= deadline) return false;
        await delay(50);
      }
    }
    return false;
  };
  return Promise.race([ask(), delay(ms).then(() => false)]);
}

/**
 * How long a page that failed a call for no reason it gave must stay silent to be taken for dead. The crash
 * events are the sure sign; this is for a renderer that hangs without dying, and a slow one must not be recycled.
 */
const SILENCE_MS = 10_000;

/** What a CDP call says when its target will never answer again. */
const GONE = /crash|Target closed|Session closed|has been closed|No target with given id/i;

/**
 * Stops whatever keeps the page's main thread busy (`Runtime.terminateExecution`) and checks that the
 * page answers again; a page that does not is recycled.
 */
async function unstick(state: SessionState): Promise<void> {
  if (state.tab.crashed) return;
  await Promise.race([
    Promise.all([state.tab.cdp.send('Runtime.terminateExecution'), state.tab.cdp.send('Page.stopLoading')]).catch(() => undefined),
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
 * Runs one call on a session within its budget. `work` gets the call's signal, aborted when the call ended
 * (by its budget, a cancel, a crash or a dialog), and `blocked` produces the result when a dialog the agent
 * must answer opened during the call.
 */
export async function budgeted<T>(
  state: SessionState,
  timeoutMs: number,
  seam: FaultSeam,
  work: (call: CallSignal) => Promise<T>,
  blocked: () => Promise<T>,
): Promise<T> {
  if (state.tab.crashed) await recyclePage(state);
  // A dialog already open blocks the page: nothing can run in it until the agent answers.
  if (state.openDialog) return blocked();
  const controller = new AbortController();
  state.running = controller;
  let timer: NodeJS.Timeout | undefined;
  // The budget's own failure: only it (or a cancel) means the page may be stuck. A wait that ran out is a
  // `timeout` too, of the call's own asking, and leaves the page alone. Made when the budget runs out: an
  // error captures a stack, which costs more than the rest of a call's bookkeeping.
  const stopped = new Promise<never>((_, reject) => {
    timer = afterReplies(timeoutMs, () => reject(new WorkerFailure('timeout', `the call did not finish within ${timeoutMs} ms; the page was stopped`)));
    controller.signal.addEventListener(
      'abort',
      () => reject(controller.signal.reason instanceof WorkerFailure ? controller.signal.reason : new WorkerFailure('aborted', 'the call was cancelled')),
      { once: true },
    );
  });
  const dialog = new Promise<never>((_, reject) => {
    state.dialogOpened = () => reject(new DialogOpened());
  });
  // Settled by the race below or left pending; never an unhandled rejection of the thread.
  stopped.catch(() => undefined);
  dialog.catch(() => undefined);
  const running = (async () => {
    await seam.atCallStart(state);
    return work(controller.signal);
  })();
  try {
    return await Promise.race([running, stopped, dialog]);
  } catch (error) {
    running.catch(() => undefined);
    // The work may still be under way (a click waits for its dialog): it must not go on to publish.
    controller.abort(new WorkerFailure('aborted', 'the call ended'));
    if (error instanceof DialogOpened) return await blocked();
    if (browserGone(state)) throw new WorkerFailure('browser-disconnected', 'the browser went away during the call');
    // A page that did not finish in time may be stuck; a wait that ran out (reason `wait`) asked for the time.
    if (error instanceof WorkerFailure && (error.code === 'timeout' || error.code === 'aborted') && error.reason !== 'wait') {
      await unstick(state);
      if (state.tab.crashed) {
        await recyclePage(state);
        throw new WorkerFailure('page-crashed', 'the page crashed; the session continues on a fresh page');
      }
      throw error;
    }
    // A call that failed for another reason: was it the renderer? The crash event alone is not
    // trusted; a page that no longer answers is treated as crashed too.
    // A typed failure (navigation-failed, guard-failed, ...) is believed unless a crash signal came.
    const suspect = !(error instanceof WorkerFailure) || error.code === 'internal';
    if (state.tab.crashed) {
      await recyclePage(state);
      throw new WorkerFailure('page-crashed', 'the page crashed; the session continues on a fresh page');
    }
    // A busy machine may keep a live page from answering for a few seconds: only a long silence counts.
    if (suspect && !(await answers(state, SILENCE_MS))) {
      await recyclePage(state);
      throw new WorkerFailure('page-crashed', 'the page stopped answering; the session continues on a fresh page');
    }
    // The page answers, so what crashed was a part of it: a frame's or a worker's process.
    if (!(error instanceof WorkerFailure) && /crash/i.test(error instanceof Error ? error.message : String(error))) {
      throw new WorkerFailure('collection-failed', 'a frame or worker of the page crashed during the call; the page itself goes on');
    }
    throw error;
  } finally {
    clearTimeout(timer);
    state.dialogOpened = null;
    if (state.running === controller) state.running = null;
    await holdBackgroundTabs(state);
  }
}
