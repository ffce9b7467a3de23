// The only module loaded in a worker thread (piscina): it takes the coordinator's tasks and answers each with
// plain data, an encoded record moved to the coordinator or { ok: false, code, message } (piscina#141). Each
// worker launches its own Chromium or connects to the pool's remote browsers (connections.ts) and owns the tabs
// of the sessions pinned to it (session-state.ts). Every call that observes runs within its budget (budget.ts), does its step (navigation.ts,
// actions.ts, waiting.ts, dialogs.ts), lets the page settle (settle.ts) and collects it (collection.ts).
import { threadId } from 'node:worker_threads';
import type { move } from 'piscina';
import type { Operation, ToolName } from '../schemas/observation.js';
import type { ObservingTask, WorkerReply, WorkerTask } from '../schemas/record.js';
import { act, pressPageKey, scrollPage } from './actions.js';
import { budgeted, type CallSignal } from './budget.js';
import { blockedAndEncode, collectAndEncode } from './collection.js';
import { connect, disconnectAll, launch } from './connections.js';
import { answerOpenDialog, dismissOpenDialog } from './dialogs.js';
import { WorkerFailure, failure } from './failures.js';
import { faultSeam } from './faults.js';
import { stopLearning } from './learning.js';
import { history, navigate } from './navigation.js';
import { delay } from './deadlines.js';
import { closeSession, closeTab, openSession, selectTab, session, sessions, tabOf } from './session-state.js';
import type { SessionState } from './session-types.js';
import { NetworkTracker, beforeStep, settle } from './settle.js';
import { waitFor } from './waiting.js';
import { takeScreenshot } from './screenshot.js';

type Moved = ReturnType<typeof move>;

export default async function handle(task: WorkerTask): Promise<WorkerReply | Moved> {
  const arrived = performance.now();
  try {
    // Whatever the task, what the worker learns between calls stops first (learning.ts).
    await faultSeam('fault' in task ? task.fault : undefined).atTaskStart();
    stopLearning();
    switch (task.op) {
      case 'connect':
        await connect(task.endpoint, task.wsEndpoint, task.connectTimeoutMs);
        return { ok: true, threadId };
      case 'launch':
        await launch(task.endpoint, task.executablePath, task.args, task.launchTimeoutMs);
        return { ok: true, threadId };
      case 'open':
        await openSession(task);
        return { ok: true, threadId };
      case 'cancel':
        sessions.get(task.session)?.running?.abort();
        return { ok: true, threadId };
      case 'close': {
        const state = sessions.get(task.session);
        sessions.delete(task.session);
        if (state) await closeSession(state);
        return { ok: true, threadId };
      }
      case 'screenshot':
        return { ok: true, screenshot: await takeScreenshot(session(task.session), task) };
      case 'disconnect':
        for (const [id, state] of sessions) {
          sessions.delete(id);
          await closeSession(state);
        }
        await disconnectAll();
        return { ok: true, threadId };
      default: {
        const state = session(task.session);
        // The call's timing starts here (the record's `timing`): a thread serves several sessions' calls at once.
        state.callArrived = arrived;
        return await observingCall(state, task);
      }
    }
  } catch (error) {
    return failure(error);
  }
}

/** What a call does before the page is observed; `navigated` for the postcondition of actions. */
type Step = (call: CallSignal) => Promise<{ navigated?: boolean } | void>;

async function observingCall(state: SessionState, task: ObservingTask): Promise<Moved> {
  switch (task.op) {
    case 'navigate':
      // Leaving the page answers a dialog still open on it.
      dismissOpenDialog(state);
      return run(state, task, 'navigate', 'navigate', true, () => navigate(state, task.url, task.timeoutMs));
    case 'history':
      dismissOpenDialog(state);
      return run(state, task, 'navigate', task.direction, true, () => history(state, task.direction, task.timeoutMs));
    case 'observe':
      return run(state, task, 'observe', task.window?.from === 'match' ? 'find' : 'observe', false, async () => undefined);
    case 'scroll':
      // The page's own scroll, as a wheel or the End key would move it: what a user sees next is read from the viewport.
      return run(state, { ...task, window: { from: 'viewport' } }, 'observe', 'scroll', true, () => scrollPage(state, task.direction));
    case 'wait':
      // A dialog blocks the page: text cannot come, but a time can still pass (a dialog's budget may run out in it).
      if (state.openDialog && task.timeMs !== undefined) await delay(Math.min(task.timeMs, task.timeoutMs));
      return run(state, task, 'observe', 'wait', true, () => waitFor(state, task, Math.max(1, Math.min(task.waitMs, task.timeoutMs - 1_000))));
    case 'act':
      return run(state, task, 'act', 'act', true, async (call) => ({ navigated: await act(state, task, call) }));
    case 'press-key':
      return run(state, task, 'act', 'press-key', true, async (call) => ({ navigated: await pressPageKey(state, task.key, call) }));
    case 'tab': {
      const tab = tabOf(state, task.tab);
      dismissOpenDialog(state);
      return run(state, task, 'observe', task.action === 'select' ? 'select-tab' : 'close-tab', false, () =>
        task.action === 'select' ? selectTab(state, tab) : closeTab(state, tab),
      );
    }
    case 'answer-dialog': {
      const before = state.tab.navigations;
      const urlBefore = state.tab.page.url();
      if (!answerOpenDialog(state, task.accept, task.text)) throw new WorkerFailure('invalid-argument', 'no dialog is open to answer');
      // What the page does with the answer (a deletion, a navigation) is waited for as after an action.
      return run(state, task, 'act', 'answer-dialog', true, async () => ({
        navigated: state.tab.navigations !== before || state.tab.page.url() !== urlBefore,
      }));
    }
    default: {
      // Every operation is handled above: pool/calls.ts checks that each is some call's, this that each is run.
      const unhandled: never = task;
      throw new WorkerFailure('internal', `no step for the operation ${(unhandled as ObservingTask).op}`);
    }
  }
}

/**
 * Runs a call's step within its budget, lets the page settle when `settles`, and collects it; a dialog the agent
 * must answer ends the call with the record of the blocked page instead.
 */
async function run(state: SessionState, task: ObservingTask, tool: ToolName, operation: Operation, settles: boolean, step: Step): Promise<Moved> {
  const seam = faultSeam(task.fault);
  const budget = task.settleMs ?? state.settings.settleMs;
  let navigated: boolean | undefined;
  return budgeted(
    state,
    task.timeoutMs,
    seam,
    async (call) => {
      // Counted from before the step: requests it starts are in flight when settling begins.
      const network = settles && budget > 0 ? new NetworkTracker(state.tab.page) : null;
      try {
        // An action, or a scroll, may end its wait early when it started nothing; a dialog being answered holds the page.
        const before = network && (tool === 'act' || operation === 'scroll') && !state.openDialog ? await beforeStep(state, budget) : null;
        const documentBefore = state.tab.navigations;
        navigated = ((await step(call)) ?? {}).navigated;
        call.throwIfAborted();
        // A same-document navigation (a fragment, `history.pushState`) keeps its document, and is watched as any
        // other step is. A new document, brought by a navigation or an action, is watched from its load for what
        // may still be coming; an answered dialog and a wait always wait for quiet.
        const keptDocument = state.tab.navigations === documentBefore;
        const watch = keptDocument ? before : tool !== 'observe' && operation !== 'answer-dialog' ? 'loaded' : null;
        const outcome = network ? await settle(state, network, budget, call, watch) : undefined;
        return await collectAndEncode(state, {
          tool,
          operation,
          published: task.published,
          timeoutMs: task.timeoutMs,
          seam,
          call,
          ...(task.window ? { window: task.window } : {}),
          ...(navigated !== undefined ? { navigated } : {}),
          ...(outcome ? { settle: { settled: outcome.settled, waitedMs: outcome.waitedMs }, settledBy: outcome.by } : {}),
        });
      } finally {
        network?.stop();
      }
    },
    () => blockedAndEncode(state, { tool, operation, seam, ...(tool === 'act' ? { navigated: navigated ?? false } : {}) }),
  );
}
