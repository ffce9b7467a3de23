// One data-driven test per conformance case: the harness and these tests read the same case data and run
// it with the same runner (harness/runner.ts), whatever the kind of case.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import type { Partition } from '../../harness/cases/types.js';
import type { Session } from '../../pool/pool.js';
import { needsBrowser, runCaseOutcome, type RunContext } from '../../harness/runner.js';
import { startHostedServer, type HostedServer } from '../../transport/http.js';
import { openSession, withBrowser, type BrowserContext } from './context.js';

const test = anyTest as TestFn<BrowserContext>;

/**
 * The run context of one test. As in the harness, page and projection cases share one session of the
 * file (a new browser context per case would cost a renderer each) and a failed case leaves it for a
 * fresh one; `freshSession` is closed by the test's teardown; the hosted server is shared by the file.
 */
function contextOf(t: ExecutionContext<BrowserContext>, shared: SharedSession, hosted: () => Promise<string>): RunContext {
  return {
    pool: t.context.pool,
    server: t.context.server,
    tap: t.context.tap,
    session: () => (shared.current ??= t.context.pool.openSession()),
    freshSession: (own) => openSession(t, own),
    hostedUrl: hosted,
  };
}

interface SharedSession {
  current: Promise<Session> | undefined;
}

/** The cases of one partition, one test each. */
export function partitionTests(partition: Partition): void {
  partitionsTests([partition]);
}

/**
 * The cases of several partitions in one file: one pool, one shared session and one hosted server for them all
 * (a file each would start a Chromium and a renderer each). The pool takes the agent partition's settle window
 * when that partition is among them.
 */
export function partitionsTests(list: Partition[]): void {
  const browser = list.some((partition) => partition.cases.some(needsBrowser));
  // The agent partition is about settling: it keeps the contract's quiet window.
  if (browser) withBrowser(test, list.some((partition) => partition.id === 'agent') ? { settleQuietMs: 300 } : {});
  let hosted: Promise<HostedServer> | undefined;
  const shared: SharedSession = { current: undefined };
  test.after.always(async () => {
    if (hosted) await (await hosted.catch(() => undefined))?.close();
  });
  for (const partition of list) {
    for (const c of partition.cases) {
      // A known gap runs as test.failing: it passes while the gap exists and fails once it is fixed.
      const declare = c.knownGap ? test.serial.failing : test.serial;
      declare(`${partition.id} > ${c.id}${c.knownGap ? ` (known gap: ${c.knownGap})` : ''}`, async (t) => {
        const hostedUrl = async (): Promise<string> => {
          hosted ??= startHostedServer({ pool: t.context.pool, port: 0 });
          const { url } = await hosted;
          return url.endsWith('/') ? url : `${url}/`;
        };
        const { failures } = await runCaseOutcome(c, contextOf(t, shared, hostedUrl));
        if (failures.length > 0 && shared.current) {
          const failed = shared.current;
          shared.current = undefined;
          await (await failed.catch(() => undefined))?.close().catch(() => undefined);
        }
        t.deepEqual(failures, [], c.description);
      });
    }
  }
}
