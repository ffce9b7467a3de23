// An agent's first calls on a page, with the pauses an agent takes between them: per corpus page, `navigate`, then
// `--observes` observations, each after a pause of `--pause` ms (a model reads and thinks for seconds). The corpus
// bench measures warm observations after warm-up rounds, and the latency bench an observation sent at once after
// `navigate`; this is what an agent meets in between: the document's first collections, after the worker had the
// pauses to warm its collector (workers/warming.ts). Per group: medians over pages of `navigate` (and its own
// collection in the page) and of each observation, wall and in the page, and how the records say the document was
// warmed before the first one.
//
// `npm run build && node --no-deprecation dist/bench/thinking.js [--group docs|heavy] [--every N] [--pause MS]
// [--observes N]` writes reports/bench-thinking.json. A measurement tool, not a test.
import { mkdir, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { decodeRecord } from '../schemas/codec.js';
import type { CollectionRecord, WarmUps } from '../schemas/record.js';
import { GROUPS, byGroup, loadAverage, readManifest, samplePages, serveCorpus, type CorpusGroup } from './corpus.js';
import { benchFlags } from './flags.js';
import { Bench } from './sides.js';
import { median, round } from './stats.js';

interface ThinkingRow {
  file: string;
  group: CorpusGroup;
  navigateMs: number;
  navigateInPageMs: number;
  settleWaitedMs: number | null;
  /** Per observation after navigate: wall and in-page milliseconds. */
  observeMs: number[];
  observeInPageMs: number[];
  /** The document's warm-ups before the first observation, as its record says. */
  warmUps: WarmUps | null;
}

function summary(rows: ThinkingRow[]): Record<string, unknown> {
  const at = (pick: (row: ThinkingRow) => number) => round(median(rows.map(pick)));
  const observes = rows[0]?.observeMs.length ?? 0;
  return {
    pages: rows.length,
    navigateMs: at((r) => r.navigateMs),
    navigateInPageMs: at((r) => r.navigateInPageMs),
    observeMs: Array.from({ length: observes }, (_, i) => at((r) => r.observeMs[i]!)),
    observeInPageMs: Array.from({ length: observes }, (_, i) => at((r) => r.observeInPageMs[i]!)),
    warmedBetweenCalls: rows.filter((r) => (r.warmUps?.slices ?? 0) > 0).length,
    warmedInWindow: rows.filter((r) => (r.warmUps?.inWindow ?? 0) > 0).length,
  };
}

async function main(): Promise<void> {
  const flags = benchFlags(
    'usage: node --no-deprecation dist/bench/thinking.js [--group docs|heavy] [--every N] [--pause MS] [--observes N]\n' +
      'Per corpus page (every Nth of each source, default 4): navigate, then N observations (default 3), each after a pause of MS ' +
      '(default 1000), as an agent thinks between calls; writes reports/bench-thinking.json.',
    ['group', 'every', 'pause', 'observes'],
  );
  const group = flags.get('group');
  if (group !== undefined && !(GROUPS as readonly string[]).includes(group)) throw new TypeError(`--group takes ${GROUPS.join(' or ')}`);
  const every = Number(flags.get('every') ?? 4);
  const pauseMs = Number(flags.get('pause') ?? 1_000);
  const observes = Number(flags.get('observes') ?? 3);
  for (const [name, value] of [
    ['--every', every],
    ['--observes', observes],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) throw new TypeError(`${name} takes a whole number of at least 1`);
  }
  if (!Number.isInteger(pauseMs) || pauseMs < 0) throw new TypeError('--pause takes whole milliseconds');
  const manifest = readManifest();
  const pages = samplePages(
    manifest.pages.filter((p) => group === undefined || p.group === group),
    every,
  );
  const site = await serveCorpus(manifest);
  const bench = await Bench.start();
  const rows: ThinkingRow[] = [];
  const failed: string[] = [];
  const started = performance.now();
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
  try {
    // The first navigation also starts the renderer: one unmeasured load pays for it.
    if (pages[0]) await bench.navigate(`${site.url(pages[0])}?thinking=warm-up`);
    for (const page of pages) {
      try {
        const navigated = await bench.navigate(`${site.url(page)}?thinking`);
        const row: ThinkingRow = {
          file: page.file,
          group: page.group,
          navigateMs: round(navigated.ms),
          navigateInPageMs: round(decodeRecord<CollectionRecord>(bench.record()!).collectMs),
          settleWaitedMs: navigated.observation.settle?.waitedMs ?? null,
          observeMs: [],
          observeInPageMs: [],
          warmUps: null,
        };
        for (let i = 0; i < observes; i++) {
          await pause();
          const observed = await bench.observe();
          row.observeMs.push(round(observed.ms));
          row.observeInPageMs.push(round(observed.collectMs));
          if (i === 0) row.warmUps = decodeRecord<CollectionRecord>(bench.record()!).warmUps ?? null;
        }
        rows.push(row);
        log(
          `${page.file} (${page.group}): navigate ${row.navigateMs} ms (${row.navigateInPageMs} in the page), then ` +
            row.observeMs.map((ms, i) => `${ms} (${row.observeInPageMs[i]})`).join(', ') +
            ` ms; warm-ups ${JSON.stringify(row.warmUps)}`,
        );
      } catch (error) {
        failed.push(page.file);
        log(`${page.file}: failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
  } finally {
    await bench.close();
    await site.close();
  }
  const groups = byGroup(rows, summary);
  for (const [g, s] of Object.entries(groups)) log(`${g}: ${JSON.stringify(s)}`);
  const load = await loadAverage();
  await mkdir('reports', { recursive: true });
  const report = { generatedAt: new Date().toISOString(), every, pauseMs, observes, loadAverageAtEnd: load, groups, rows, failed };
  await writeFile('reports/bench-thinking.json', JSON.stringify(report, null, 2) + '\n');
  log(`wrote reports/bench-thinking.json (load average at the end ${load})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
