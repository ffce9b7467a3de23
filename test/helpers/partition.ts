// One data-driven test per conformance case: the harness and these tests read the same case data.
import anyTest, { type TestFn } from 'ava';
import type { Partition } from '../../harness/cases/types.js';
import { checkCase } from '../../harness/check.js';
import { observeCase } from '../../harness/runner.js';
import { openSession, withBrowser, type BrowserContext } from './context.js';

const test = anyTest as TestFn<BrowserContext>;

export function partitionTests(partition: Partition): void {
  withBrowser(test);
  for (const c of partition.cases) {
    // A known gap runs as test.failing: it passes while the gap exists and fails once it is fixed.
    const declare = c.knownGap ? test.serial.failing : test.serial;
    declare(`${partition.id} > ${c.id}${c.knownGap ? ` (known gap: ${c.knownGap})` : ''}`, async (t) => {
      const session = await openSession(t);
      const evidence = await observeCase(session, t.context.server, c, t.context.tap);
      t.deepEqual(checkCase(c.expect, evidence), [], c.description);
    });
  }
}
