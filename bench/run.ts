// `npm run bench`: measures Lookout beside Playwright's aria snapshots on generated pages and on a corpus of
// saved real pages, in the same Chromium on the same machine, and writes reports/bench.json and reports/bench.html.
// Benchmarks are not tests: nothing here asserts a time.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serveFixtures } from '../harness/fixture-server.js';
import { measureActLatency } from './act-latency.js';
import { GROUPS, logCorpus, measureCorpus, type CorpusGroup } from './corpus.js';
import { measureDeltaBytes } from './deltas.js';
import { measureFrames } from './frames.js';
import { measureMcpBytes } from './mcp-bytes.js';
import { renderHtml } from './html.js';
import { measureLatency } from './latency.js';
import { nodeSideCost, transferCost } from './node-side.js';
import { generatedPage, mixedPageSet } from './pages.js';
import { METHOD, breakdownOf, targetsOf, type BenchReport } from './report.js';
import { median, round } from './stats.js';
import { WARM_UP_PASSES, naiveThroughput, poolThroughput, type ThroughputRun } from './throughput.js';

const REPORTS = resolve('reports');

interface Options {
  quick: boolean;
  sizes: number[];
  seconds: number;
  /** Alternating Lookout/ariaSnapshot pairs per page of the real-page corpus; 0 leaves the corpus out. */
  corpusPairs: number;
  /** Only this group of the corpus (docs or heavy); all pages without it. */
  corpusGroup: CorpusGroup | null;
  /** Only every N-th page of each source of the corpus. */
  corpusEvery: number;
  /** Alternating Lookout act / Playwright click-and-snapshot pairs per settle pattern; 0 leaves them out. */
  actPairs: number;
}

const USAGE = `usage: npm run bench -- [--quick] [--sizes 1000,10000,50000,200000] [--seconds N] [--corpus-pairs N] [--corpus-group docs|heavy] [--corpus-every N] [--act-pairs N]
  --quick          fewer runs of the slow Playwright snapshots, shorter windows, every other corpus page of each source, 2 rounds each
  --sizes          page sizes in nodes (Elements and Texts), comma-separated
  --seconds        time budget of each latency size and of each throughput window
  --corpus-pairs   rounds of Lookout and its three peers on each page of the real-page corpus (default 9, --quick 2; 0 leaves it out)
  --corpus-group   only the documentation pages (docs) or the heavy pages (heavy) of the corpus
  --corpus-every   only every N-th page of each source of the corpus (default 1, --quick 2)
  --act-pairs      alternating Lookout act / Playwright click-and-snapshot pairs on each settle pattern (default 15, --quick 7; 0 leaves them out)`;

function parseOptions(argv: string[]): Options {
  if (argv.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    process.exit(0);
  }
  const quick = argv.includes('--quick');
  const value = (name: string): string | undefined => {
    const inline = argv.find((a) => a.startsWith(`--${name}=`));
    if (inline) return inline.slice(name.length + 3);
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const sizes = (value('sizes') ?? (quick ? '1000,10000,200000' : '1000,10000,50000,200000')).split(',').map(Number);
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 100)) throw new TypeError('--sizes takes whole numbers of at least 100');
  const seconds = Number(value('seconds') ?? (quick ? 4 : 12));
  if (!(seconds > 0)) throw new TypeError('--seconds must be a positive number');
  const corpusPairs = Number(value('corpus-pairs') ?? (quick ? 2 : 9));
  if (!Number.isInteger(corpusPairs) || corpusPairs < 0) throw new TypeError('--corpus-pairs takes a whole number (0 leaves the corpus out)');
  const actPairs = Number(value('act-pairs') ?? (quick ? 7 : 15));
  if (!Number.isInteger(actPairs) || actPairs < 0) throw new TypeError('--act-pairs takes a whole number (0 leaves the act latency out)');
  const corpusGroup = value('corpus-group') ?? null;
  if (corpusGroup !== null && !(GROUPS as readonly string[]).includes(corpusGroup)) throw new TypeError(`--corpus-group takes ${GROUPS.join(' or ')}`);
  const corpusEvery = Number(value('corpus-every') ?? (quick ? 2 : 1));
  if (!Number.isInteger(corpusEvery) || corpusEvery < 1) throw new TypeError('--corpus-every takes a whole number of at least 1');
  return { quick, sizes, seconds, corpusPairs, corpusGroup: corpusGroup as CorpusGroup | null, corpusEvery, actPairs };
}

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);
  const dir = await mkdtemp(join(tmpdir(), 'lookout-bench-'));
  for (const size of options.sizes) await writeFile(join(dir, `page-${size}.html`), generatedPage(size));
  const mixed = mixedPageSet();
  for (const page of mixed) await writeFile(join(dir, page.file), page.html);
  const site = await serveFixtures(dir);
  try {
    const latency = await measureLatency({ ...options, log }, site);
    log(`flatness 200k/10k: ${latency.flatness200kOver10k ?? 'n/a'}`);
    const corpus =
      options.corpusPairs > 0
        ? await measureCorpus({
            pairs: options.corpusPairs,
            warmUp: options.quick ? 1 : 2,
            every: options.corpusEvery,
            log,
            ...(options.corpusGroup ? { group: options.corpusGroup } : {}),
          })
        : null;
    if (corpus) logCorpus(corpus, log);
    const actLatency = options.actPairs > 0 ? await measureActLatency({ pairs: options.actPairs, warmUp: 2, log }) : null;
    // Bytes, not time: one run of the task says it all, in a few seconds, --quick or not.
    const deltaBytes = await measureDeltaBytes({ log });
    const frames = await measureFrames({ rounds: options.quick ? 7 : 21, log });
    const mcpBytes = await measureMcpBytes({ log });

    const { record10k, json10k, recordAtBound, jsonAtBound } = latency.samples;
    const atBound = recordAtBound ? nodeSideCost(recordAtBound, jsonAtBound) : null;
    const tenThousand = record10k ? nodeSideCost(record10k, json10k) : null;
    const transfer = recordAtBound ? await transferCost(recordAtBound, options.quick ? 200 : 1000) : null;
    if (atBound) {
      log(
        `node side at the bound (${atBound.canonicalPartBytes} B part, record ${atBound.recordBytes} B): decode ${atBound.decodeUs} µs, ` +
          `admission ${atBound.admissionUs} µs, bounding ${atBound.boundingUs} µs, projection ${atBound.projectionUs} µs`,
      );
    }
    if (transfer)
      log(
        `transfer: msgpack ${transfer.msgpackUs} µs, JSON string ${transfer.jsonStringUs} µs, structured clone ${transfer.structuredCloneUs} µs (empty ${transfer.emptyRoundTripUs} µs)`,
      );

    const urls = mixed.map((p) => site.url(p.file));
    // The three setups alternate over rounds, so drift in the machine's speed hits each alike; every
    // ratio is taken within a round and the median ratio is reported, as for latency pairs.
    const rounds = options.quick ? 1 : 3;
    const byRound: { one: ThroughputRun; two: ThroughputRun; naive: ThroughputRun }[] = [];
    for (let pass = 1; pass <= rounds; pass++) {
      const measured: ThroughputRun[] = [];
      for (const workers of [1, 2]) measured.push(await poolThroughput(urls, workers, options.seconds));
      measured.push(await naiveThroughput(urls, options.seconds));
      for (const run of measured) {
        log(
          `throughput round ${pass}/${rounds}, ${run.setup}: ${run.observationsPerSecond}/s, cores Node ${run.cpu.nodeCores} Chromium ${run.cpu.chromiumCores}` +
            (run.workers === null ? '' : `, peak PSS ${run.memoryPeak.pssMiB} MiB`),
        );
      }
      byRound.push({ one: measured[0]!, two: measured[1]!, naive: measured[2]! });
    }
    const runs = (['one', 'two', 'naive'] as const).map((key) => representative(byRound.map((r) => r[key])));
    // The CPU target is set at 10k nodes: one worker observes that page alone, unchanged.
    const cpuAt10k = options.sizes.includes(10_000) ? await poolThroughput([site.url('page-10000.html')], 1, options.seconds) : null;
    if (cpuAt10k) log(`CPU at 10k nodes, 1 worker: ${cpuAt10k.cpuMsPerObservation} ms per observation (${cpuAt10k.observationsPerSecond}/s)`);
    const twoOverOne = round(median(byRound.map((r) => r.two.observationsPerSecond / r.one.observationsPerSecond)));
    const twoOverNaive = round(median(byRound.map((r) => r.two.observationsPerSecond / r.naive.observationsPerSecond)));

    const breakdown = breakdownOf(
      latency.rows.find((r) => r.nodes === 10_000),
      tenThousand,
      transfer,
    );
    const cores = (await readFile('/proc/cpuinfo', 'utf8')).split('\n').filter((l) => l.startsWith('processor')).length;
    const report: BenchReport = {
      generatedAt: new Date().toISOString(),
      machine: `${cores} cores, node ${process.version}, load average at the end ${(await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ')}`,
      options,
      durationSeconds: round((performance.now() - started) / 1000, 1),
      method: METHOD,
      targets: targetsOf(latency, twoOverOne, runs, breakdown, corpus, cpuAt10k, actLatency, deltaBytes, mcpBytes),
      latency: { rows: latency.rows, flatness200kOver10k: latency.flatness200kOver10k },
      corpus,
      actLatency,
      deltaBytes,
      frames,
      mcpBytes,
      breakdown10k: breakdown,
      nodeSide: { atBound, tenThousand, transfer },
      throughput: {
        pageSet: mixed.map((p) => p.file),
        note:
          'Each lane holds one loaded page of every kind and observes them in turn, one observation in flight per lane; ' +
          `the Lookout pool runs one lane per worker. Pages load and are each observed ${WARM_UP_PASSES} times before the window opens. CPU is utime+stime from /proc ` +
          'for this Node process and for its child processes (Chromium) over the window; memory is the peak of Rss and Pss ' +
          'from /proc/<pid>/smaps_rollup, sampled every second.',
        runs,
        twoOverOne,
        twoOverNaive,
        at10k: cpuAt10k,
      },
    };
    await mkdir(REPORTS, { recursive: true });
    await writeFile(join(REPORTS, 'bench.json'), JSON.stringify(report, null, 2) + '\n');
    await writeFile(join(REPORTS, 'bench.html'), renderHtml(report));
    for (const t of report.targets) log(`target ${t.id}: ${t.verdict}`);
    log('wrote reports/bench.json and reports/bench.html');
  } finally {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The run with the median rate of one setup, carrying every round's rate. */
function representative(runs: ThroughputRun[]): ThroughputRun {
  const sorted = [...runs].sort((a, b) => a.observationsPerSecond - b.observationsPerSecond);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, roundsPerSecond: runs.map((r) => r.observationsPerSecond) };
}

await main();
