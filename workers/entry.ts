// The only module loaded in a worker thread (piscina): it takes the coordinator's tasks and answers each with
// plain data, an encoded record moved to the coordinator or { ok: false, code, message } (piscina#141). Each
// worker connects to the pool's browsers (connections.ts) and owns the pages of the sessions pinned to it
// (session-state.ts); the tools are navigation.ts, collection.ts and actions.ts.
import { threadId } from 'node:worker_threads';
import type { move } from 'piscina';
import type { WorkerReply, WorkerTask } from '../schemas/record.js';
import { act } from './actions.js';
import { collectAndEncode } from './collection.js';
import { connect, disconnectAll } from './connections.js';
import { failure } from './failures.js';
import { faultSeam } from './faults.js';
import { navigate } from './navigation.js';
import { budgeted, closeSession, openSession, session, sessions } from './session-state.js';

export default async function handle(task: WorkerTask): Promise<WorkerReply | ReturnType<typeof move>> {
  try {
    switch (task.op) {
      case 'connect':
        await connect(task.endpoint, task.wsEndpoint, task.connectTimeoutMs);
        return { ok: true, threadId };
      case 'open':
        await openSession(task);
        return { ok: true, threadId };
      case 'navigate': {
        const state = session(task.session);
        const seam = faultSeam(task.fault);
        return await budgeted(state, task.timeoutMs, seam, async () => {
          await navigate(state, task.url, task.timeoutMs);
          return collectAndEncode(state, 'navigate', task.published, task.timeoutMs, seam);
        });
      }
      case 'observe': {
        const state = session(task.session);
        const seam = faultSeam(task.fault);
        return await budgeted(state, task.timeoutMs, seam, () => collectAndEncode(state, 'observe', task.published, task.timeoutMs, seam));
      }
      case 'act': {
        const state = session(task.session);
        const seam = faultSeam(task.fault);
        return await budgeted(state, task.timeoutMs, seam, async () => {
          const navigated = await act(state, task);
          return collectAndEncode(state, 'act', task.published, task.timeoutMs, seam, navigated);
        });
      }
      case 'cancel':
        sessions.get(task.session)?.running?.abort();
        return { ok: true, threadId };
      case 'close': {
        const state = sessions.get(task.session);
        sessions.delete(task.session);
        if (state) await closeSession(state);
        return { ok: true, threadId };
      }
      case 'disconnect':
        for (const [id, state] of sessions) {
          sessions.delete(id);
          await closeSession(state);
        }
        await disconnectAll();
        return { ok: true, threadId };
    }
  } catch (error) {
    return failure(error);
  }
}
