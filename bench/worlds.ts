// Two collector bundles in one page, to measure a cut to the collector that the corpus bench and ab.ts cannot
// resolve: this build's bundle and another (`--against FILE`, a built `dist/workers/in-page/collector.js` of another
// commit) are loaded in two isolated worlds of the same document, each taught the page's sheets as the worker
// teaches its collector (cdp.ts, `learnSheets`), and collect in turns, round after round, the first turn going to
// each by turns. Both read the same layout of the same document in the same renderer, so what differs is the bundle;
// a bundle against a copy of itself gives the tool's own spread (a few percent per page, the first world favoured by
// about 3%; the order alternates for that). In-page time only: the collector's call, timed inside the page.
//
// `npm run build && node --no-deprecation dist/bench/worlds.js --against FILE [--group docs|heavy] [--every N]
// [--page TEXT] [--rounds N]` writes reports/bench-worlds.json. A measurement tool, not a test.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GROUPS, byGroup, loadAverage, readManifest, samplePages, serveCorpus, type CorpusGroup } from './corpus.js';
import { LEARNED_EPOCH, RawCdp, learnSheets } from './cdp.js';
import { Bench } from './sides.js';
import { median, round } from './stats.js';
import { benchFlags } from './flags.js';

/** Rounds before the measured ones: the first collections in a world run unoptimized code. */
const WARM_ROUNDS = 5;

interface WorldsRow {
  file: string;
  group: CorpusGroup;
  /** Medians over the rounds, milliseconds in the page: [this build's bundle, the other]. */
  inPage: [number, number];
}

function summary(rows: WorldsRow[]): Record<string, number> {
  const ratios = rows.map((r) => r.inPage[0] / r.inPage[1]);
  return {
    pages: rows.length,
    thisMs: round(median(rows.map((r) => r.inPage[0]))),
    otherMs: round(median(rows.map((r) => r.inPage[1]))),
    medianRatio: round(median(ratios), 3),
    geometricMeanRatio: round(Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length), 3),
  };
}

async function main(): Promise<void> {
  const flags = benchFlags(
    'usage: node --no-deprecation dist/bench/worlds.js --against FILE [--group docs|heavy] [--every N] [--page TEXT] [--rounds N]\n' +
      "This build's collector bundle against FILE (another build's dist/workers/in-page/collector.js), in two worlds of each corpus page " +
      '(every Nth, or those whose file holds TEXT), N rounds each (default 40); writes reports/bench-worlds.json.',
    ['against', 'group', 'every', 'page', 'rounds'],
  );
  const against = flags.get('against');
  if (against === undefined) throw new TypeError("--against FILE names the other build's collector bundle");
  const group = flags.get('group');
  if (group !== undefined && !(GROUPS as readonly string[]).includes(group)) throw new TypeError(`--group takes ${GROUPS.join(' or ')}`);
  const every = Number(flags.get('every') ?? 1);
  const rounds = Number(flags.get('rounds') ?? 40);
  if (!Number.isInteger(every) || every < 1 || !Number.isInteger(rounds) || rounds < 1)
    throw new TypeError('--every and --rounds take whole numbers of at least 1');
  const text = flags.get('page');
  const bundles = [await readFile(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8'), await readFile(resolve(against), 'utf8')] as const;
  const manifest = readManifest();
  const pages = samplePages(
    manifest.pages.filter((p) => (group === undefined || p.group === group) && (text === undefined || p.file.includes(text))),
    every,
  );
  const site = await serveCorpus(manifest);
  // The pool loads each page as an observation would (its settle wait included); the worlds are driven over its
  // Chromium's debugging port.
  const bench = await Bench.start();
  const raw = await RawCdp.connect(bench.debuggingPort);
  const rows: WorldsRow[] = [];
  const failed: string[] = [];
  const started = performance.now();
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);
  try {
    for (const [index, page] of pages.entries()) {
      const url = site.url(page);
      try {
        await bench.navigate(url);
        const sessionId = await raw.attachToPage(url);
        const { frameTree } = await raw.send<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree', {}, sessionId);
        const worlds: number[] = [];
        for (const [k, bundle] of bundles.entries()) {
          const { executionContextId } = await raw.send<{ executionContextId: number }>(
            'Page.createIsolatedWorld',
            { frameId: frameTree.frame.id, worldName: `lookout-worlds-${index}-${k}`, grantUniveralAccess: false },
            sessionId,
          );
          await raw.evaluate(sessionId, bundle, executionContextId);
          await learnSheets(raw, sessionId, frameTree.frame.id, executionContextId);
          worlds.push(executionContextId);
        }
        const times: number[][] = [[], []];
        for (let i = 0; i < WARM_ROUNDS + rounds; i++) {
          for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
            const ms = await raw.evaluate<number>(
              sessionId,
              `(() => { const t0 = performance.now(); globalThis.__lookout.collect({ refBase: 1, candidate: ${i + 1}, keep: ${i === 0 ? 'null' : i}, sheets: ${LEARNED_EPOCH} }); return performance.now() - t0; })()`,
              worlds[k],
            );
            if (i >= WARM_ROUNDS) times[k]!.push(ms);
          }
        }
        await raw.send('Target.detachFromTarget', { sessionId });
        const row: WorldsRow = { file: page.file, group: page.group, inPage: [round(median(times[0]!)), round(median(times[1]!))] };
        rows.push(row);
        log(`${page.file} (${page.group}): ${row.inPage[0]} ms against ${row.inPage[1]} (x${round(row.inPage[0] / row.inPage[1], 3)})`);
      } catch (error) {
        failed.push(page.file);
        log(`${page.file}: failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }
    }
  } finally {
    raw.close();
    await bench.close();
    await site.close();
  }
  const groups = byGroup(rows, summary);
  for (const [g, s] of Object.entries(groups)) {
    log(`${g}: ${s.pages} pages; in the page ${s.thisMs} ms against ${s.otherMs} (median page x${s.medianRatio}, geometric mean x${s.geometricMeanRatio})`);
  }
  const load = await loadAverage();
  await mkdir('reports', { recursive: true });
  const report = { generatedAt: new Date().toISOString(), against: resolve(against), rounds, every, loadAverageAtEnd: load, groups, rows, failed };
  await writeFile('reports/bench-worlds.json', JSON.stringify(report, null, 2) + '\n');
  log(`wrote reports/bench-worlds.json (load average at the end ${load})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
