// One data-driven test per conformance case: the harness and these tests read the same case data and run
// it with the same runner (harness/runner.ts), whatever the kind of case.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import type { Partition } from '../../harness/cases/types.js';
import { needsBrowser, runCaseOutcome, type RunContext } from '../../harness/runner.js';
import { startHostedServer, type HostedServer } from '../../transport/http.js';
import { openSession, withBrowser, type BrowserContext } from './context.js';

const test = anyTest as TestFn<BrowserContext>;

/** The run context of one test: fresh sessions closed by the test's teardown, the hosted server shared by the file. */
function contextOf(t: ExecutionContext<BrowserContext>, hosted: () => Promise<string>): RunContext {
  return {
    pool: t.context.pool,
    server: t.context.server,
    tap: t.context.tap,
    session: () => openSession(t),
    freshSession: () => openSession(t),
    hostedUrl: hosted,
  };
}

export function partitionTests(partition: Partition): void {
  const browser = partition.cases.some(needsBrowser);
  if (browser) withBrowser(test);
  let hosted: Promise<HostedServer> | undefined;
  test.after.always(async () => {
    if (hosted) await (await hosted.catch(() => undefined))?.close();
  });
  for (const c of partition.cases) {
    // A known gap runs as test.failing: it passes while the gap exists and fails once it is fixed.
    const declare = c.knownGap ? test.serial.failing : test.serial;
    declare(`${partition.id} > ${c.id}${c.knownGap ? ` (known gap: ${c.knownGap})` : ''}`, async (t) => {
      const hostedUrl = async (): Promise<string> => {
        hosted ??= startHostedServer({ pool: t.context.pool, port: 0 });
        const { url } = await hosted;
        return url.endsWith('/') ? url : `${url}/`;
      };
      const { failures } = await runCaseOutcome(c, contextOf(t, hostedUrl));
      t.deepEqual(failures, [], c.description);
    });
  }
}
