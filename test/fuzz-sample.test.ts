// A fixed-seed sample of the hiding-technique fuzzer (`npm run fuzz` runs thousands): pages composed of
// hiding and revealing primitives go through the whole pipeline and the pixel oracle. Nothing the oracle
// (or a non-visual rule of the contract) hides may be reported; of what it sees, under 2% may be missed.
import test from 'ava';
import { runFuzz, type FuzzFinding } from '../harness/fuzz/run.js';

const SAMPLE_SEED = 15;
const describe = (f: FuzzFinding): string =>
  `--case ${f.caseSeed}:${f.index} ${f.placement} [${f.chain.join(' > ')}] oracle ${f.oracle}, found in ${f.foundIn.join(',') || 'nothing'}`;

test('150 fuzz cases of a fixed seed: no leak, drops under 2%', async (t) => {
  const report = await runFuzz({ cases: 150, seed: SAMPLE_SEED, casesPerPage: 10 });
  const totals = report.totals;
  t.log(
    `${totals.cases} cases in ${Math.round(report.durationMs / 1000)} s: ${totals.oracleVisible} visible, ${totals.oracleHidden} hidden, ${totals.ruleHidden} hidden by rule, ${totals.covered} covered, ${totals.unjudged} unjudged`,
  );
  t.deepEqual(report.errors, []);
  t.is(totals.cases, 150);
  // Covered, unjudged and absent tokens count neither way: most of the sample must still be judged.
  t.true(totals.judged >= 140, `only ${totals.judged} of 150 cases were judged`);
  t.deepEqual(report.leaks.map(describe), []);
  t.true(totals.dropRate < 0.02, `drops: ${report.drops.map(describe).join('; ')}`);
});
