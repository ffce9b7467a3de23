// Shared set-up for tests that need Chromium: one fixture server and one pool per test file.
import type { ExecutionContext, TestFn } from 'ava';
import { ObservationPool, type PoolOptions, type Session, type SessionOptions } from '../../pool/pool.js';
import type { FaultPoint } from '../../schemas/record.js';
import { serveFixtures, type FixtureServer } from '../../harness/fixture-server.js';
import { RecordTap } from '../../harness/runner.js';
import { isAlive, processTree } from '../../pool/proc.js';

export interface BrowserContext {
  pool: ObservationPool;
  server: FixtureServer;
  tap: RecordTap;
}

/** Starts a server and a pool before the file's tests and always closes both after them. */
/**
 * The settle window of tests that are about something else: 50 ms of quiet instead of the contract's 300, so a
 * static fixture page costs a quarter of the wait. Settling itself is tested at the default (the agent
 * partition, agent-library, mcp-task).
 */
export const TEST_QUIET_MS = 50;

export function withBrowser(test: TestFn<BrowserContext>, options: PoolOptions = {}): void {
  test.before(async (t) => {
    const tap = new RecordTap();
    t.context.tap = tap;
    t.context.server = await serveFixtures();
    t.context.pool = await ObservationPool.start({ workers: 1, settleQuietMs: TEST_QUIET_MS, onRecord: tap.onRecord, ...options });
  });
  test.after.always(async (t) => {
    await t.context.pool?.close();
    await t.context.server?.close();
  });
}

/** The test seam set call by call: `next` is the fault the next call runs with, once (pass `faults` to the pool). */
export class NextFault {
  next: FaultPoint | undefined;
  readonly faults = (): FaultPoint | undefined => {
    const point = this.next;
    this.next = undefined;
    return point;
  };
}

export async function openSession(t: ExecutionContext<BrowserContext>, options?: SessionOptions) {
  const session = await t.context.pool.openSession(options);
  t.teardown(() => session.close());
  return session;
}

/** The file's shared session: call it for the session; `drop` closes it, so the next call opens a fresh one. */
export interface SharedSession<C> {
  (t: ExecutionContext<C>): Promise<Session>;
  drop(): Promise<void>;
}

/**
 * One session for the serial tests of a file that each navigate it to a page of their own: a session costs a
 * renderer process (about a CPU-second), a navigation a fraction of that. A test that fails drops it, so the
 * next test starts on a fresh one; the pool closes the last at the end of the file.
 */
export function sharedSession<C extends { pool: ObservationPool }>(test: TestFn<C>): SharedSession<C> {
  let current: Promise<Session> | undefined;
  const shared = (t: ExecutionContext<C>) => (current ??= t.context.pool.openSession());
  const drop = async (): Promise<void> => {
    const failed = current;
    current = undefined;
    await (await failed?.catch(() => undefined))?.close().catch(() => undefined);
  };
  test.afterEach.always(async (t) => {
    if (!t.passed) await drop();
  });
  return Object.assign(shared, { drop });
}

/** The `code` a call rejects with, or 'resolved'. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

/** Closes the pool and checks that no process of any browser it launched is left. */
export async function closeAndCount(t: ExecutionContext, pool: ObservationPool): Promise<void> {
  const trees = pool.browserPids.flatMap((pid) => processTree(pid));
  t.true(pool.browserPids.length > 0, 'the pool launched a browser');
  await pool.close();
  t.deepEqual([...pool.browserPids, ...trees].filter(isAlive), [], 'no Chromium process outlives its pool');
}

/** Polls `condition` (which may ask the pool or the page) every 50 ms; fails naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
