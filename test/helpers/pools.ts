// The pools of one test file, one per set of options: started when a test first asks for that set and closed after
// the file's tests (a pool costs a browser launch). Options of one test never change what another checks.
import type { ExecutionContext, TestFn } from 'ava';
import { ObservationPool, type PoolOptions, type Session } from '../../pool/pool.js';

export interface FilePools {
  poolFor(options?: PoolOptions): Promise<ObservationPool>;
  /** A session of the pool for `options`, closed when the test ends. */
  sessionOf(t: ExecutionContext, options?: PoolOptions): Promise<Session>;
}

/** `defaults` go under every set of options a test asks for. */
export function filePools(test: TestFn<never> | TestFn<unknown>, defaults: PoolOptions): FilePools {
  const pools = new Map<string, Promise<ObservationPool>>();
  (test as TestFn<unknown>).after.always(async () => {
    for (const pool of pools.values()) await (await pool.catch(() => undefined))?.close();
  });
  const poolFor = (options: PoolOptions = {}): Promise<ObservationPool> => {
    const key = JSON.stringify(options);
    let pool = pools.get(key);
    if (!pool) pools.set(key, (pool = ObservationPool.start({ ...defaults, ...options })));
    return pool;
  };
  return {
    poolFor,
    async sessionOf(t, options = {}) {
      const session = await (await poolFor(options)).openSession();
      t.teardown(() => session.close());
      return session;
    },
  };
}
