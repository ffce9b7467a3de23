// One data-driven test per conformance case: the harness and these tests read the same case data and run
// it with the same runner (harness/runner.ts), whatever the kind of case.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import type { Partition } from '../../harness/cases/types.js';
import type { SessionOptions } from '../../pool/pool.js';
import { resolveOptions } from '../../pool/options.js';
import { needsBrowser, runCaseOutcome, type RunContext } from '../../harness/runner.js';
import { startHostedServer, type HostedServer } from '../../transport/http.js';
import { openSession, sharedSession, withBrowser, type BrowserContext, type SharedSession } from './context.js';

const test = anyTest as TestFn<BrowserContext>;

/**
 * The agent partition is about settling: its scripts run on sessions with the contract's quiet window, where the
 * file's pool has the short one of tests that are about something else.
 */
const CONTRACT_SETTLE: SessionOptions = { settleQuietMs: resolveOptions({}).settleQuietMs };

/**
 * The run context of one test. As in the harness, page and projection cases share one session of the
 * file (a new browser context per case would cost a renderer each) and a failed case leaves it for a
 * fresh one; `freshSession` is closed by the test's teardown; the hosted server is shared by the file.
 */
function contextOf(
  t: ExecutionContext<BrowserContext>,
  shared: SharedSession<BrowserContext>,
  hosted: () => Promise<string>,
  sessionDefaults: SessionOptions,
): RunContext {
  return {
    pool: t.context.pool,
    server: t.context.server,
    tap: t.context.tap,
    session: () => shared(t),
    freshSession: (own) => openSession(t, { ...sessionDefaults, ...own }),
    hostedUrl: hosted,
  };
}

/** The cases of one partition, one test each. */
export function partitionTests(partition: Partition): void {
  partitionsTests([partition]);
}

/**
 * The cases of several partitions in one file: one pool, one shared session and one hosted server for them all
 * (a file each would start a Chromium and a renderer each).
 */
export function partitionsTests(list: Partition[]): void {
  const browser = list.some((partition) => partition.cases.some(needsBrowser));
  if (browser) withBrowser(test);
  let hosted: Promise<HostedServer> | undefined;
  const shared = sharedSession(test);
  test.after.always(async () => {
    if (hosted) await (await hosted.catch(() => undefined))?.close();
  });
  for (const partition of list) {
    const sessionDefaults = partition.id === 'agent' ? CONTRACT_SETTLE : {};
    for (const c of partition.cases) {
      // A known gap runs as test.failing: it passes while the gap exists and fails once it is fixed.
      const declare = c.knownGap ? test.serial.failing : test.serial;
      declare(`${partition.id} > ${c.id}${c.knownGap ? ` (known gap: ${c.knownGap})` : ''}`, async (t) => {
        const hostedUrl = async (): Promise<string> => {
          hosted ??= startHostedServer({ pool: t.context.pool, port: 0 });
          const { url } = await hosted;
          return url.endsWith('/') ? url : `${url}/`;
        };
        const { failures } = await runCaseOutcome(c, contextOf(t, shared, hostedUrl, sessionDefaults));
        // Also after a known gap's expected failure, which ava counts as passed.
        if (failures.length > 0) await shared.drop();
        t.deepEqual(failures, [], c.description);
      });
    }
  }
}
