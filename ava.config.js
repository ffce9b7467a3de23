// The test files run two at a time (the machine has two cores and every browser test is CPU-bound). They
// start longest first, so that no long file starts last and keeps one core busy while the other waits:
// the files named here took 20 s or more each in `node --no-deprecation dist/bench/suite-cost.js` (two at a time,
// as here; 2026-12-07), in this order (`positioned-matrix`, added since, placed by its own time alone); the rest start after them, in name order. `partitions` alone takes about
// two minutes of one core: started last, it would be the suite's tail.
const LONGEST_FIRST = [
  'partitions',
  'hostile',
  'faults',
  'fixture-oracle',
  'remote-endpoints',
  'fuzz-sources',
  'fuzz-sample',
  'visibility-probes',
  'positioned-matrix',
  'isolation',
  'batch',
  'navigation-policy',
  'settle-fast',
  'cli-surface',
  'frames',
  'emulation',
  'screenshots',
  'harness-shards',
  'actionable-collector',
  'mcp',
  'harness-report',
  'lasting-refs',
  'cli-observe',
  'hostile-scripts',
];

const rank = (file) => {
  const i = LONGEST_FIRST.indexOf(file.replace(/^.*\//, '').replace(/\.test\.js$/, ''));
  return i === -1 ? LONGEST_FIRST.length : i;
};

export default {
  files: ['dist/test/**/*.test.js'],
  timeout: '3m',
  concurrency: 2,
  workerThreads: false,
  sortTestFiles: (a, b) => rank(a) - rank(b) || a.localeCompare(b),
};
