// The worker threads (piscina): one task queue per thread, because a session's page lives in exactly one
// thread and every call on it must reach that thread. Runs a task on a named thread and turns what comes
// back (or a thread that died) into typed results.
import { setMaxListeners } from 'node:events';
import { Piscina } from 'piscina';
import type { WorkerReply, WorkerTask } from '../schemas/record.js';
import { LookoutError, errorFromRecord, type ErrorRecord } from './errors.js';

/** One worker thread and what it owns. `S` is the session type kept per thread. */
export interface WorkerSlot<S = unknown> {
  threadId: number;
  /** Settles when the thread is connected to every reachable browser. */
  ready: Promise<void>;
  alive: boolean;
  sessions: Set<S>;
  /** Aborts every task of this worker still queued or running (when the thread dies). */
  abort: AbortController;
}

type PinnedTask = WorkerTask & { [key: symbol]: { threadId: number } };

/** Above the worker's own budget and recovery (stopping or replacing a stuck page): a thread that does not answer at all. */
const BACKSTOP_MS = 15_000;

export class Threads<S> {
  readonly slots = new Map<number, WorkerSlot<S>>();
  private readonly piscina: Piscina;

  constructor(
    workers: number,
    private readonly hooks: {
      /** A thread started (also a replacement for one that died). */
      started(slot: WorkerSlot<S>): void;
      /** A thread stopped; its sessions are lost. */
      lost(slot: WorkerSlot<S>): void;
      /** Whether the pool is closing: failures then read as pool-closed. */
      closing(): boolean;
    },
  ) {
    const pinned = Piscina.queueOptionsSymbol;
    this.piscina = new Piscina({
      filename: new URL('../workers/entry.js', import.meta.url).href,
      minThreads: workers,
      maxThreads: workers,
      idleTimeout: Infinity,
      // Idle threads parked on Atomics.wait cannot run Playwright's event listeners.
      atomics: 'disabled',
      concurrentTasksPerWorker: 1024,
      maxQueue: Infinity,
      // Every task names its worker: a session's page lives in exactly one thread.
      loadBalancer: (task, threads) => {
        const target = (task as unknown as Record<symbol, { threadId: number } | null>)[pinned]?.threadId;
        return threads.find((w) => w.id === target && !w.terminating && !w.destroyed) ?? null;
      },
    });
    this.piscina.on('workerCreate', (worker: { id: number }) => this.add(worker.id));
    this.piscina.on('workerDestroy', (worker: { id: number }) => this.lose(worker.id));
    // Errors of dying threads reach the tasks they ran as rejections; the pool itself goes on.
    this.piscina.on('error', () => undefined);
  }

  get live(): WorkerSlot<S>[] {
    return [...this.slots.values()].filter((s) => s.alive);
  }

  private add(threadId: number): void {
    const slot: WorkerSlot<S> = { threadId, ready: Promise.resolve(), alive: true, sessions: new Set(), abort: new AbortController() };
    // Every task of the worker listens to this signal.
    setMaxListeners(0, slot.abort.signal);
    this.slots.set(threadId, slot);
    this.hooks.started(slot);
  }

  lose(threadId: number): void {
    const slot = this.slots.get(threadId);
    if (!slot) return;
    slot.alive = false;
    this.slots.delete(threadId);
    // Running tasks are rejected by piscina with the thread's own error; this frees queued ones.
    setImmediate(() => slot.abort.abort(new LookoutError('worker-crashed', `worker thread ${threadId} stopped`)));
    this.hooks.lost(slot);
  }

  /** Runs one task on one worker and turns failures into typed errors. */
  async run(slot: WorkerSlot<S>, task: WorkerTask, timeoutMs?: number): Promise<WorkerReply & { ok: true }> {
    if (!slot.alive) throw new LookoutError('worker-crashed', `worker thread ${slot.threadId} stopped`);
    const pinned = { ...task, [Piscina.queueOptionsSymbol]: { threadId: slot.threadId } } as PinnedTask;
    let timer: NodeJS.Timeout | undefined;
    const deadline =
      timeoutMs === undefined
        ? null
        : new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new LookoutError('timeout', `${task.op} did not finish within ${timeoutMs} ms`)), timeoutMs + BACKSTOP_MS);
          });
    try {
      const run = this.piscina.run(pinned, { signal: slot.abort.signal }) as Promise<WorkerReply>;
      const reply = await (deadline ? Promise.race([run, deadline]) : run);
      if (!reply.ok) throw errorFromRecord(reply as ErrorRecord);
      return reply;
    } catch (error) {
      if (this.hooks.closing() && !(error instanceof LookoutError && error.code !== 'worker-crashed')) {
        throw new LookoutError('pool-closed', 'the pool closed while the call ran');
      }
      if (error instanceof LookoutError) throw error;
      // Piscina rejects a dead thread's tasks with the thread's own error; the thread is gone.
      this.lose(slot.threadId);
      const message = error instanceof Error ? error.message : String(error);
      throw new LookoutError('worker-crashed', `worker thread ${slot.threadId} failed: ${message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Live workers; right after a thread died, waits for piscina to start its replacement. */
  async waitForLive(): Promise<WorkerSlot<S>[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const live = this.live;
      if (live.length > 0) return live;
      if (this.hooks.closing()) throw new LookoutError('pool-closed', 'the pool is closed');
      if (Date.now() > deadline) throw new LookoutError('worker-crashed', 'no worker thread is running');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async destroy(): Promise<void> {
    await this.piscina.destroy().catch(() => undefined);
  }
}
