// The real-page corpus (bench/corpus/): saved documentation pages and Wikipedia articles, served on loopback.
// Per page: how long `session.navigate` and Playwright's `page.goto` take, then Lookout `observe` beside
// `locator('body').ariaSnapshot()` after a warm-up, alternating, as on the generated pages.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveFixtures } from '../harness/fixture-server.js';
import { Bench } from './sides.js';
import { median, round, summarize, type Summary } from './stats.js';
import { target, type Target } from './targets.js';

export const CORPUS_DIR = fileURLToPath(new URL('../../bench/corpus/', import.meta.url));

export interface CorpusSource {
  id: string;
  title: string;
  licence: string;
  debian?: { package: string; version: string; root: string };
  github?: { repository: string; commit: string; root: string };
}

export interface CorpusPage {
  /** Under bench/corpus/pages/. */
  file: string;
  source: string;
  kind: string;
  title?: string;
  bytes?: number;
  sha256?: string;
}

export interface CorpusManifest {
  sources: CorpusSource[];
  pages: CorpusPage[];
}

export function readManifest(): CorpusManifest {
  return JSON.parse(readFileSync(`${CORPUS_DIR}manifest.json`, 'utf8')) as CorpusManifest;
}

export interface CorpusRow {
  file: string;
  source: string;
  kind: string;
  /** Elements in the loaded document (`document.getElementsByTagName('*')`). */
  elements: number;
  /** `session.navigate` (load, settle, first observation), and of it the settle wait and whether the page settled. */
  navigateMs: number;
  settleWaitedMs: number | null;
  settled: boolean | null;
  /** Playwright `page.goto` to `load`, for reference. */
  gotoMs: number;
  /** Requests of the Playwright side's load to hosts other than the server's (each fails at once). */
  outsideRequests: number;
  lookoutMs: Summary;
  /** The collector's time in the page within those observations. */
  lookoutInPageMs: Summary;
  ariaSnapshotMs: Summary;
  /** Median over pairs of (ariaSnapshot / the Lookout run just before it). Below 1: Lookout was slower. */
  ratio: number;
  pairs: number;
  lookoutCanonicalBytes: number;
  ariaSnapshotBytes: number;
}

export interface CorpusReport {
  pages: number;
  sources: { id: string; title: string; licence: string; pages: number }[];
  /** Pairs measured on each page after the warm-up. */
  pairsPerPage: number;
  note: string;
  elements: { median: number; p90: number; min: number; max: number };
  lookoutMedianMs: number;
  /** Median over pages of the collector's in-page time, and of the rest of an observation. */
  lookoutInPageMedianMs: number;
  lookoutOutsideMedianMs: number;
  ariaSnapshotMedianMs: number;
  /** Median over pages of each page's ratio. */
  medianRatio: number;
  /** Pages whose ratio is below 1, worst first. */
  slower: { file: string; ratio: number; lookoutMs: number; ariaSnapshotMs: number }[];
  navigateMs: { median: number; p90: number; max: number; over5s: number };
  gotoMs: { median: number; p90: number; max: number };
  rows: CorpusRow[];
  failed: { file: string; error: string }[];
}

/** Nearest-rank quantile. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The aggregates of the rows measured: pure, so tests can check them. */
export function summarizeCorpus(rows: CorpusRow[], failed: CorpusReport['failed'], sources: CorpusSource[], pairsPerPage: number, note: string): CorpusReport {
  const spread = (values: number[]) => ({ median: round(median(values)), p90: round(quantile(values, 0.9)), max: round(Math.max(...values)) });
  const elements = rows.map((r) => r.elements);
  return {
    pages: rows.length,
    sources: sources.map((s) => ({ id: s.id, title: s.title, licence: s.licence, pages: rows.filter((r) => r.source === s.id).length })),
    pairsPerPage,
    note,
    elements: { median: median(elements), p90: quantile(elements, 0.9), min: Math.min(...elements), max: Math.max(...elements) },
    lookoutMedianMs: round(median(rows.map((r) => r.lookoutMs.median))),
    lookoutInPageMedianMs: round(median(rows.map((r) => r.lookoutInPageMs.median))),
    lookoutOutsideMedianMs: round(median(rows.map((r) => r.lookoutMs.median - r.lookoutInPageMs.median))),
    ariaSnapshotMedianMs: round(median(rows.map((r) => r.ariaSnapshotMs.median))),
    medianRatio: round(median(rows.map((r) => r.ratio))),
    slower: rows
      .filter((r) => r.ratio < 1)
      .sort((a, b) => a.ratio - b.ratio)
      .map((r) => ({ file: r.file, ratio: r.ratio, lookoutMs: r.lookoutMs.median, ariaSnapshotMs: r.ariaSnapshotMs.median })),
    navigateMs: { ...spread(rows.map((r) => r.navigateMs)), over5s: rows.filter((r) => r.navigateMs > 5000).length },
    gotoMs: spread(rows.map((r) => r.gotoMs)),
    rows,
    failed,
  };
}

/** Issue 18's target: the median ratio at least 5x, and no page where Lookout is slower. */
export function corpusTarget(corpus: CorpusReport | null): Target {
  const description = 'Real-page corpus: median ariaSnapshot()/Lookout >= 5x, and no page where Lookout is slower';
  const base = target('corpus', description, 'atLeast', 5, 'x', corpus && corpus.pages > 0 ? corpus.medianRatio : null);
  if (!corpus || base.met === null) return base;
  const context = `${corpus.pages} pages, median ${corpus.elements.median} elements; Lookout ${corpus.lookoutMedianMs} ms, ariaSnapshot ${corpus.ariaSnapshotMedianMs} ms (medians over pages)`;
  const slower = corpus.slower.length;
  const slowerText = slower === 0 ? 'no page where Lookout is slower' : `Lookout slower on ${slower} page${slower > 1 ? 's' : ''}`;
  const met = base.met && slower === 0 && corpus.failed.length === 0;
  const failedText = corpus.failed.length > 0 ? `; ${corpus.failed.length} page(s) failed to measure` : '';
  const verdict = met ? `${base.verdict}; ${slowerText}` : `missed: ${base.verdict.replace(/^(met|missed): /, '')}; ${slowerText}${failedText}`;
  const need = base.met ? '' : `5x needs Lookout at ${round(corpus.ariaSnapshotMedianMs / 5)} ms on the median page; `;
  const parts = `${need}medians over pages: the collector ${corpus.lookoutInPageMedianMs} ms in the page, the rest of an observation ${corpus.lookoutOutsideMedianMs} ms`;
  const slowest = corpus.slower
    .slice(0, 5)
    .map((s) => `${s.file} (x${s.ratio}, ${s.lookoutMs} against ${s.ariaSnapshotMs} ms)`)
    .join('; ');
  const note =
    slower > 0
      ? `${parts}; slower on ${slowest}${slower > 5 ? '; …' : ''}`
      : `${parts}; navigate median ${corpus.navigateMs.median} ms, p90 ${corpus.navigateMs.p90} ms`;
  return { ...base, met, verdict, context, note };
}

export interface CorpusOptions {
  /** Pairs per page after the warm-up. */
  pairs: number;
  /** Warm-up runs of each side per page. */
  warmUp: number;
  log: (line: string) => void;
}

/** Measures every page of the manifest, each side on its own Chromium (see bench/sides.ts: no host but loopback resolves). */
export async function measureCorpus(options: CorpusOptions): Promise<CorpusReport> {
  const manifest = readManifest();
  const site = await serveFixtures(`${CORPUS_DIR}pages`);
  const bench = await Bench.start();
  const rows: CorpusRow[] = [];
  const failed: CorpusReport['failed'] = [];
  const serverHost = new URL(site.origin).host;
  let outside = 0;
  bench.page.on('request', (request) => {
    let url: URL;
    try {
      url = new URL(request.url());
    } catch {
      return;
    }
    if (/^(https?|wss?):$/.test(url.protocol) && url.host !== serverHost) outside++;
  });
  try {
    // The first navigation of each side also starts its renderer: one unmeasured load of the first page pays for it.
    const first = manifest.pages[0];
    if (first) {
      await bench.navigate(`${site.url(encodeURI(first.file))}?side=warm-up`);
      await bench.page.goto(`${site.url(encodeURI(first.file))}?side=warm-up`, { waitUntil: 'load', timeout: 120_000 });
    }
    for (const [index, page] of manifest.pages.entries()) {
      try {
        const url = site.url(encodeURI(page.file));
        // The two sides load the same document under different queries, so neither reads the other's cache entry.
        const navigated = await bench.navigate(`${url}?side=lookout`);
        outside = 0;
        const t0 = performance.now();
        await bench.page.goto(`${url}?side=playwright`, { waitUntil: 'load', timeout: 120_000 });
        const gotoMs = performance.now() - t0;
        const outsideRequests = outside;
        const elements = (await bench.page.evaluate("document.getElementsByTagName('*').length")) as number;
        for (let i = 0; i < options.warmUp; i++) {
          await bench.observe();
          await bench.aria('default');
        }
        const lookout: number[] = [];
        const inPage: number[] = [];
        const aria: number[] = [];
        const ratios: number[] = [];
        let canonicalBytes = 0;
        let snapshotBytes = 0;
        // Lookout and Playwright alternate, so drift in machine load hits both sides of every pair alike.
        for (let i = 0; i < options.pairs; i++) {
          const l = await bench.observe();
          const a = await bench.aria('default');
          lookout.push(l.ms);
          inPage.push(l.collectMs);
          aria.push(a.ms);
          ratios.push(a.ms / l.ms);
          canonicalBytes = l.bytes;
          snapshotBytes = a.bytes;
        }
        const row: CorpusRow = {
          file: page.file,
          source: page.source,
          kind: page.kind,
          elements,
          navigateMs: round(navigated.ms),
          settleWaitedMs: navigated.observation.settle?.waitedMs ?? null,
          settled: navigated.observation.settle?.settled ?? null,
          gotoMs: round(gotoMs),
          outsideRequests,
          lookoutMs: summarize(lookout),
          lookoutInPageMs: summarize(inPage),
          ariaSnapshotMs: summarize(aria),
          ratio: round(median(ratios)),
          pairs: ratios.length,
          lookoutCanonicalBytes: canonicalBytes,
          ariaSnapshotBytes: snapshotBytes,
        };
        rows.push(row);
        options.log(
          `corpus ${index + 1}/${manifest.pages.length} ${page.file}: ${elements} elements, navigate ${row.navigateMs} ms (goto ${row.gotoMs} ms, ` +
            `${outsideRequests} outside requests), lookout ${row.lookoutMs.median} ms (in-page ${row.lookoutInPageMs.median}), ariaSnapshot ${row.ariaSnapshotMs.median} ms (x${row.ratio})`,
        );
      } catch (error) {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        failed.push({ file: page.file, error: message });
        options.log(`corpus ${index + 1}/${manifest.pages.length} ${page.file}: failed: ${message}`);
      }
    }
  } finally {
    await bench.close();
    await site.close();
  }
  const note =
    `${manifest.pages.length} saved pages (bench/corpus/manifest.json) served by http-server on 127.0.0.1; Chromium resolves no other host, so requests ` +
    `to them fail at once. After one unmeasured load of the first page on each side, per page: session.navigate (load, settle, first observation) and Playwright page.goto to load; then ${options.warmUp} warm-up ` +
    `run(s) of each side and ${options.pairs} alternating pairs of Lookout observe and locator('body').ariaSnapshot(). A page's ratio is the median over ` +
    'its pairs; the corpus ratio is the median over pages. Lookout bytes are the canonical JSON; snapshot bytes are the YAML in UTF-8.';
  return summarizeCorpus(rows, failed, manifest.sources, options.pairs, note);
}
