// The test seam: where a call is made to fail on purpose (pool option `faults`). Production code runs through
// the same calls with NO_FAULT, which does nothing; it never asks which fault is set.
import type { FaultPoint } from '../schemas/record.js';
import { WorkerFailure } from './failures.js';
import { delay } from './deadlines.js';
import { learnt } from './learning.js';
import { PROBE_MS } from './session-state.js';
import type { SessionState } from './session-types.js';

export interface FaultSeam {
  /** Before the worker takes the call, while the listeners learnt between calls may still be learning. */
  atTaskStart(): Promise<void>;
  /** At the start of a call, before its work. */
  atCallStart(state: SessionState): Promise<void>;
  /** Just before the collector runs; returns the expression to run in its place. */
  atCollect(state: SessionState, expression: string): Promise<string>;
  /** Just before the record is encoded. */
  atEncode(): void;
}

export const NO_FAULT: FaultSeam = {
  atTaskStart: async () => undefined,
  atCallStart: async () => undefined,
  atCollect: async (_state, expression) => expression,
  atEncode: () => undefined,
};

/** The seam of one call: NO_FAULT, or one that fails the call at `point`. */
export function faultSeam(point: FaultPoint | undefined): FaultSeam {
  if (point === undefined) return NO_FAULT;
  return {
    atTaskStart: () => (point === 'after-learning' || point === 'sheet-edit-at-collect' ? learnt() : Promise.resolve()),
    atCallStart: (state) => injectFault(state, point),
    async atCollect(state, expression) {
      switch (point) {
        case 'collect-throw':
          throw new WorkerFailure('collection-failed', 'injected fault: collector threw');
        case 'navigate-during-collect':
          // Starts replacing the document just as the collector runs, as a page script could.
          void state.tab.cdp.send('Page.reload', {}).catch(() => undefined);
          await state.tab.page.waitForEvent('framenavigated', { timeout: 5000 }).catch(() => undefined);
          return expression;
        case 'sheet-edit-at-collect':
          // Sent, not awaited: the renderer runs the page's edit before the collection, and its event reaches this
          // thread after the collection was sent with the count read before it.
          void state.tab.cdp.send('Runtime.evaluate', { expression: 'typeof editSheet === "function" && editSheet()' }).catch(() => undefined);
          return expression;
        case 'collect-hang':
          // A collector that never returns: the call's budget must stop it.
          return 'for (;;) {}';
        default:
          return expression;
      }
    },
    atEncode() {
      if (point === 'encode-fail') throw new Error('injected fault: encoder failed');
    },
  };
}

/** The real faults: the thread throws or exits, the page's or a frame's renderer crashes, the page's main thread spins. */
async function injectFault(state: SessionState, fault: FaultPoint): Promise<void> {
  switch (fault) {
    case 'worker-throw':
      // An uncaught exception in the thread, outside any task's promise chain.
      setTimeout(() => {
        throw new Error('injected fault: uncaught exception in the worker thread');
      });
      await new Promise(() => undefined);
      break;
    case 'worker-exit':
      process.exit(3);
      break;
    case 'page-crash':
      // The renderer dies for real; the call goes on and meets the dead page.
      void state.tab.cdp.send('Page.crash').catch(() => undefined);
      await state.tab.page.waitForEvent('crash', { timeout: PROBE_MS }).catch(() => undefined);
      break;
    case 'frame-crash': {
      // The renderer of the first frame that runs in a process of its own dies; the page's own lives on.
      const page = state.tab.page;
      for (const frame of page.frames().slice(1)) {
        const session = await page
          .context()
          .newCDPSession(frame)
          .catch(() => undefined);
        if (!session) continue;
        void session.send('Page.crash').catch(() => undefined);
        await page.waitForEvent('crash', { timeout: PROBE_MS }).catch(() => undefined);
        break;
      }
      break;
    }
    case 'page-hang':
      // The page's own script spins forever, as a `while (true) {}` handler would.
      void state.tab.cdp.send('Runtime.evaluate', { expression: 'setTimeout(() => { for (;;) {} }, 0)' }).catch(() => undefined);
      await delay(50);
      break;
  }
}
