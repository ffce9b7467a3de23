// A fixed-seed sample of the hiding-technique fuzzer (`npm run fuzz` runs thousands): pages composed of
// hiding and revealing primitives, their styles in every kind of style source, go through the whole
// pipeline and the pixel oracle. Nothing the oracle (or a non-visual rule of the contract) hides may be
// reported; of what it sees, under 2% may be missed.
import test from 'ava';
import { runFuzz, type FuzzFinding, type FuzzReport } from '../harness/fuzz/run.js';
import { SOURCES } from '../harness/fuzz/sources.js';

/** The sample's seed and size: it holds judged cases of every style source (a test below checks). */
const SAMPLE_SEED = 15;
const SAMPLE_CASES = 150;
const describe = (f: FuzzFinding): string =>
  `--case ${f.caseSeed}:${f.index} ${f.placement} [${f.chain.join(' > ')}] from ${f.source}, oracle ${f.oracle}, found in ${f.foundIn.join(',') || 'nothing'}`;

/**
 * A second sample, every case's styles in a sheet of another origin, which neither page script nor the collector can
 * read: the worker teaches the collector those sheets between calls (workers/sheets.ts), and each page's second look
 * reads them from what it was taught. In the mixed sample nearly every page holds an animation or a sheet imported
 * from another origin, which make every property count as declared, so that path would go unchecked there. Of this
 * seed's 40 cases, 7 leaked with the taught facts emptied.
 */
const TAUGHT_SEED = 16;
const TAUGHT_CASES = 40;

let sample: Promise<FuzzReport>;
let taught: Promise<FuzzReport>;
test.before(() => {
  sample = runFuzz({ cases: SAMPLE_CASES, seed: SAMPLE_SEED, casesPerPage: 10 });
  // Awaited by each test: a failed run fails them, not the process.
  sample.catch(() => undefined);
  taught = sample.catch(() => undefined).then(() => runFuzz({ cases: TAUGHT_CASES, seed: TAUGHT_SEED, casesPerPage: 10, source: 'other-origin' }));
  taught.catch(() => undefined);
});

test(`${SAMPLE_CASES} fuzz cases of a fixed seed are observed and judged`, async (t) => {
  const report = await sample;
  const totals = report.totals;
  t.log(
    `${totals.cases} cases in ${Math.round(report.durationMs / 1000)} s: ${totals.oracleVisible} visible, ${totals.oracleHidden} hidden, ${totals.ruleHidden} hidden by rule, ${totals.covered} covered, ${totals.unjudged} unjudged`,
  );
  t.deepEqual(report.errors, []);
  t.is(totals.cases, SAMPLE_CASES);
  // Covered, unjudged and absent tokens count neither way: most of the sample must still be judged.
  t.true(totals.judged >= SAMPLE_CASES * 0.93, `only ${totals.judged} of ${SAMPLE_CASES} cases were judged`);
});

test('the sample holds judged cases of every style source', async (t) => {
  const report = await sample;
  const missing = SOURCES.map((s) => s.id).filter((id) => !(report.bySource[id]?.judged ?? 0));
  t.deepEqual(missing, []);
});

test('the sample leaks nothing', async (t) => {
  const report = await sample;
  t.deepEqual(report.leaks.map(describe), []);
});

test('the sample drops under 2% of what the oracle sees', async (t) => {
  const report = await sample;
  t.true(report.totals.dropRate < 0.02, `drops: ${report.drops.map(describe).join('; ')}`);
});

test('a sample styled only by sheets of another origin, taught between calls, leaks nothing', async (t) => {
  const report = await taught;
  t.deepEqual(report.errors, []);
  t.true(report.totals.judged >= TAUGHT_CASES * 0.9, `only ${report.totals.judged} of ${TAUGHT_CASES} cases were judged`);
  t.deepEqual(report.leaks.map(describe), []);
  t.true(report.totals.dropRate < 0.02, `drops: ${report.drops.map(describe).join('; ')}`);
});
