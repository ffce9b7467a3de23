// Two builds of Lookout side by side on the real-page corpus, to measure a cut before and after: this checkout's and
// another's (`--against DIR`, a checkout of another commit, built). Each build runs its own pool and Chromium; on each
// page both navigate, make two warm observations with the bench's pause after each (THINK_MS, the agent's thinking,
// in which the workers learn between calls), then observe in turns, this build and the other, round after round, so
// drift in the machine's load falls on both alike. Per page: the median of each build's in-page time (the record's
// `collectMs`) and whole observation; per group: the median over pages of this build's time over the other's.
//
// `npm run build && node --no-deprecation dist/bench/ab.js --against DIR [--group docs|heavy] [--every N] [--rounds N]`
// writes reports/bench-ab.json. A measurement tool, not a test.
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeRecord } from '../schemas/codec.js';
import type { CollectionRecord } from '../schemas/record.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import { GROUPS, byGroup, loadAverage, THINK_MS, readManifest, samplePages, serveCorpus, type CorpusGroup } from './corpus.js';
import { median, round } from './stats.js';
import { benchFlags } from './flags.js';

interface Side {
  pool: { close(): Promise<void> };
  session: Session;
  record: () => CollectionRecord;
}

interface AbRow {
  file: string;
  group: CorpusGroup;
  /** Medians over the rounds, milliseconds: [this build, the other]. */
  inPage: [number, number];
  whole: [number, number];
}

const think = (): Promise<void> => new Promise((done) => setTimeout(done, THINK_MS));

async function side(pools: { ObservationPool: typeof ObservationPool }): Promise<Side> {
  let last: Uint8Array | null = null;
  const pool = await pools.ObservationPool.start({ workers: 1, onRecord: (bytes) => void (last = bytes) });
  const session = await pool.openSession();
  return { pool, session, record: () => decodeRecord<CollectionRecord>(last!) };
}

function summary(rows: AbRow[]): Record<string, number> {
  const ratio = (pick: (r: AbRow) => [number, number]) => round(median(rows.map((r) => pick(r)[0] / pick(r)[1])), 3);
  return {
    pages: rows.length,
    inPageThisMs: round(median(rows.map((r) => r.inPage[0]))),
    inPageOtherMs: round(median(rows.map((r) => r.inPage[1]))),
    inPageRatio: ratio((r) => r.inPage),
    wholeThisMs: round(median(rows.map((r) => r.whole[0]))),
    wholeOtherMs: round(median(rows.map((r) => r.whole[1]))),
    wholeRatio: ratio((r) => r.whole),
  };
}

async function main(): Promise<void> {
  const flags = benchFlags(
    'usage: node --no-deprecation dist/bench/ab.js --against DIR [--group docs|heavy] [--every N] [--rounds N]\nThis build against the built checkout DIR on the corpus pages (every Nth), N rounds each; writes reports/bench-ab.json.',
    ['against', 'group', 'every', 'rounds'],
  );
  const value = (name: string) => flags.get(name);
  const against = value('against');
  if (against === undefined) throw new TypeError('--against DIR names the other checkout (built with npm run build)');
  const group = value('group');
  if (group !== undefined && !(GROUPS as readonly string[]).includes(group)) throw new TypeError(`--group takes ${GROUPS.join(' or ')}`);
  const every = Number(value('every') ?? 1);
  const rounds = Number(value('rounds') ?? 5);
  if (!Number.isInteger(every) || every < 1 || !Number.isInteger(rounds) || rounds < 1)
    throw new TypeError('--every and --rounds take whole numbers of at least 1');
  const other = (await import(pathToFileURL(resolve(against, 'dist/pool/pool.js')).href)) as { ObservationPool: typeof ObservationPool };
  const manifest = readManifest();
  const pages = samplePages(
    manifest.pages.filter((p) => group === undefined || p.group === group),
    every,
  );
  const site = await serveCorpus(manifest);
  const sides = [await side({ ObservationPool }), await side(other)];
  const rows: AbRow[] = [];
  const failed: string[] = [];
  const started = performance.now();
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);
  try {
    for (const page of pages) {
      const inPage: number[][] = [[], []];
      const whole: number[][] = [[], []];
      try {
        for (const s of sides) {
          await s.session.navigate({ url: site.url(page) });
          await think();
          for (let i = 0; i < 2; i++) {
            await s.session.observe();
            await think();
          }
        }
        for (let i = 0; i < rounds; i++) {
          for (const [k, s] of sides.entries()) {
            const t0 = performance.now();
            await s.session.observe();
            whole[k]!.push(performance.now() - t0);
            inPage[k]!.push(s.record().collectMs);
            await think();
          }
        }
      } catch (error) {
        failed.push(page.file);
        log(`${page.file}: failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
        continue;
      }
      const row: AbRow = {
        file: page.file,
        group: page.group,
        inPage: [round(median(inPage[0]!)), round(median(inPage[1]!))],
        whole: [round(median(whole[0]!)), round(median(whole[1]!))],
      };
      rows.push(row);
      log(`${page.file} (${page.group}): in the page ${row.inPage[0]} ms against ${row.inPage[1]}, whole ${row.whole[0]} ms against ${row.whole[1]}`);
    }
  } finally {
    for (const s of sides) await s.pool.close();
    await site.close();
  }
  const groups = byGroup(rows, summary);
  for (const [g, s] of Object.entries(groups)) {
    log(
      `${g}: ${s.pages} pages; in the page ${s.inPageThisMs} ms against ${s.inPageOtherMs} (median page x${s.inPageRatio}); whole ${s.wholeThisMs} ms against ${s.wholeOtherMs} (x${s.wholeRatio})`,
    );
  }
  const load = await loadAverage();
  await mkdir('reports', { recursive: true });
  const report = { generatedAt: new Date().toISOString(), against: resolve(against), rounds, every, loadAverageAtEnd: load, groups, rows, failed };
  await writeFile('reports/bench-ab.json', JSON.stringify(report, null, 2) + '\n');
  log(`wrote reports/bench-ab.json (load average at the end ${load})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
