// Working through a list on a pool: `lanes` sessions side by side, each reused from one item to the next and
// replaced after an item that may have left its page in a bad state. Results come back in the list's order.
import type { ObservationPool } from './pool.js';
import type { Session } from './session.js';

export interface LaneItem<T> {
  item: T;
  index: number;
  /** The lane's session, opened on first use (its opening time is the caller's to leave out). */
  session(): Promise<Session>;
}

export interface LaneOptions<R> {
  /** Sessions worked side by side. */
  lanes: number;
  /** Called with each result as it is made, in the order they finish. */
  onResult?: (result: R, index: number) => void | Promise<void>;
  /** Whether the lane's session is fit for the next item after this result. @default true */
  keepSession?: (result: R) => boolean;
  /** Checked before each item: once it returns true, no lane takes another item. */
  stopped?: () => boolean;
}

/**
 * Runs `work` on every item (until `stopped`); returns the results by index (an item never started has none).
 * `work` must not reject: a failure is a result like any other.
 */
export async function runOnLanes<T, R>(
  pool: ObservationPool,
  items: readonly T[],
  work: (lane: LaneItem<T>) => Promise<R>,
  options: LaneOptions<R>,
): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = new Array(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    let session: Session | null = null;
    try {
      while (next < items.length && !options.stopped?.()) {
        const index = next++;
        const result = await work({ item: items[index]!, index, session: async () => (session ??= await pool.openSession()) });
        results[index] = result;
        if (options.keepSession?.(result) === false && session) {
          const broken: Session = session;
          session = null;
          await broken.close().catch(() => undefined);
        }
        await options.onResult?.(result, index);
      }
    } finally {
      await (session as Session | null)?.close().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.lanes, items.length)) }, lane));
  return results;
}
