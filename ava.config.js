// The test files run two at a time (the machine has two cores and every browser test is CPU-bound). They
// start longest first, so that no long file starts last and keeps one core busy while the other waits:
// the files named here took 40 s or more each when run alone, in this order; the rest start after them, in name
// order.
const LONGEST_FIRST = [
  'faults',
  'remote-endpoints',
  'hostile',
  'hostile-scripts',
  'fixture-oracle',
  'serve-security',
  'browser-per-worker',
  'serve',
  'serve-errors',
  'mcp',
  'replay',
  'partitions',
  'fuzz-sample',
  'error-secrets',
  'harness-report',
  'cli-observe',
  'batch',
  'cli-surface',
  'navigation-policy',
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
