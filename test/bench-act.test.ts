// The bench's act-latency targets (issue 31): Lookout's act median at most 1.5x Playwright's click plus snapshot
// for a click that changes nothing and one that changes the DOM at once. No timing is asserted: the figures
// here are made up.
import test from 'ava';
import { actTargets, type ActLatencyReport, type ActLatencyRow } from '../bench/act-latency.js';

function row(pattern: string, lookout: number, peer: number): ActLatencyRow {
  const spread = (median: number) => ({ median, p90: median, runs: 5 });
  return {
    pattern,
    description: pattern,
    lookoutMs: spread(lookout),
    peerMs: spread(peer),
    ratio: lookout / peer,
    seen: null,
    settleWaitedMs: 10,
    settledRuns: 5,
  };
}

test('the act targets are met within 1.5x of the peer and missed above it, for the two patterns that bring nothing late', (t) => {
  const report: ActLatencyReport = { note: '', pairs: 5, rows: [row('nothing', 60, 50), row('instant', 90, 50), row('fetch-200ms', 500, 40)] };
  const targets = actTargets(report);
  t.deepEqual(
    targets.map((target) => [target.id, target.met]),
    [
      ['act-nothing', true],
      ['act-instant', false],
    ],
  );
  t.regex(targets[1]!.verdict, /^missed: 1\.8x against at most 1\.5x/);
});

test('without act latency in the run, its targets say they were not measured', (t) => {
  for (const target of actTargets(null)) t.is(target.verdict, 'not measured in this run');
});
