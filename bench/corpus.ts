// The real-page corpus (bench/corpus/): saved documentation pages and Wikipedia articles (group `docs`), and
// app shells, shops, social and dashboard pages and documentation sites on large frameworks (group `heavy`),
// served on loopback. Per page: how long `session.navigate` and Playwright's `page.goto` take, then Lookout
// `observe` beside three peers after a warm-up, in rounds: Playwright's `locator('body').ariaSnapshot()`, and
// the browser's own readers over CDP, `Accessibility.getFullAXTree` and `DOMSnapshot.captureSnapshot`.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { Bench } from './sides.js';
import { median, round, summarize, type Summary } from './stats.js';
import { target, type Target } from './targets.js';
import { medianParts, outsideParts, type OutsideParts } from './outside.js';
import { benchFlags } from './flags.js';

export const CORPUS_DIR = fileURLToPath(new URL('../../bench/corpus/', import.meta.url));

export const GROUPS = ['docs', 'heavy'] as const;
export type CorpusGroup = (typeof GROUPS)[number];

/** `summary` of the rows of each group of the corpus that has some, and of all of them (`all`). */
export function byGroup<R extends { group: CorpusGroup }, S>(rows: readonly R[], summary: (rows: R[]) => S): Record<string, S> {
  return Object.fromEntries(
    [...GROUPS, 'all']
      .map((g) => [g, rows.filter((r) => g === 'all' || r.group === g)] as const)
      .filter(([, list]) => list.length > 0)
      .map(([g, list]) => [g, summary(list)]),
  );
}

/** The machine's load average over 1, 5 and 15 minutes, as the bench reports give it. */
export async function loadAverage(): Promise<string> {
  return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
}

/** What each page's Lookout observation is compared with, in the order a round runs them. */
export const PEERS = [
  { id: 'ariaSnapshot', name: "Playwright locator('body').ariaSnapshot()" },
  { id: 'axTree', name: 'CDP Accessibility.getFullAXTree (what Chrome DevTools MCP reads)' },
  { id: 'domSnapshot', name: "CDP DOMSnapshot.captureSnapshot with browser-use's ten computed styles, paint order and DOM rects" },
] as const;
export type PeerId = (typeof PEERS)[number]['id'];

export interface CorpusSource {
  id: string;
  title: string;
  licence: string;
  group?: CorpusGroup;
  debian?: { package: string; version: string; root: string };
  github?: { repository: string; commit: string; root: string };
  npm?: { package: string; version: string; root: string };
  /** Served as the root of an origin of its own: its pages name their scripts by root-relative paths (`/js/...`). */
  siteRoot?: boolean;
  /** Licence texts of an npm source, copied to licences/<id>.<name>. */
  licenceFiles?: string[];
  overlays?: { npm: { package: string; version: string }; licence: string; licenceFiles: string[] }[];
}

export interface CorpusPage {
  /** Under bench/corpus/pages/. */
  file: string;
  source: string;
  group: CorpusGroup;
  kind: string;
  title?: string;
  bytes?: number;
  sha256?: string;
}

export interface CorpusManifest {
  sources: CorpusSource[];
  extras: { debian?: { package: string; version: string }; licence: string; for?: string[] }[];
  pages: CorpusPage[];
}

export function readManifest(): CorpusManifest {
  return JSON.parse(readFileSync(`${CORPUS_DIR}manifest.json`, 'utf8')) as CorpusManifest;
}

/** One peer on one page: its latency, the median over rounds of (peer / the Lookout run of the round), its output. */
export interface PeerRow {
  ms: Summary;
  /** Below 1: Lookout was slower. */
  ratio: number;
  /** UTF-8 bytes of what the peer returns (the YAML, or the protocol reply as JSON). */
  bytes: number;
}

export interface CorpusRow {
  file: string;
  source: string;
  group: CorpusGroup;
  kind: string;
  /** Elements in the loaded document (`document.getElementsByTagName('*')`). */
  elements: number;
  /** `session.navigate` (load, settle, first observation), and of it the settle wait and whether the page settled. */
  navigateMs: number;
  settleWaitedMs: number | null;
  settled: boolean | null;
  /** Playwright `page.goto` to `load`, for reference. */
  gotoMs: number;
  /** Requests of the Playwright side's load to hosts other than the servers' (each fails at once). */
  outsideRequests: number;
  lookoutMs: Summary;
  /** The collector's time in the page within those observations. */
  lookoutInPageMs: Summary;
  /** The rest of those observations, by part (medians over the rounds). */
  lookoutOutside?: OutsideParts;
  peers: Record<PeerId, PeerRow>;
  /** Rounds measured after the warm-up. */
  pairs: number;
  lookoutCanonicalBytes: number;
  /** Nodes in the browser's accessibility tree (what getFullAXTree returns). */
  axTreeNodes: number;
}

export interface PeerSummary {
  /** Median over pages of each page's median, and the p90 over pages. */
  medianMs: number;
  p90Ms: number;
  /** Median over pages of each page's ratio, and the lowest and highest page ratio. */
  medianRatio: number;
  minRatio: number;
  maxRatio: number;
  /** Pages whose ratio is below 1, worst first. */
  slower: { file: string; ratio: number; lookoutMs: number; peerMs: number }[];
}

/** The aggregates of one group of pages, or of the whole corpus (`all`). */
export interface GroupSummary {
  group: CorpusGroup | 'all';
  pages: number;
  elements: { median: number; p90: number; min: number; max: number };
  lookoutMedianMs: number;
  lookoutP90Ms: number;
  /** Median over pages of the collector's in-page time, and of the rest of an observation. */
  lookoutInPageMedianMs: number;
  lookoutOutsideMedianMs: number;
  /** Median over pages of each part of the rest (absent when no page has them). */
  lookoutOutside?: OutsideParts;
  /** Median over pages of the collector's in-page time per element, in microseconds. */
  inPageUsPerElement: number;
  peers: Record<PeerId, PeerSummary>;
  navigateMs: { median: number; p90: number; max: number; over5s: number };
}

export interface CorpusReport {
  pages: number;
  sources: { id: string; title: string; licence: string; group: CorpusGroup; pages: number }[];
  /** Rounds measured on each page after the warm-up. */
  pairsPerPage: number;
  note: string;
  peers: typeof PEERS;
  /** The whole corpus, then each group. */
  groups: GroupSummary[];
  // The whole corpus against ariaSnapshot(), as issue 18's target reads it.
  elements: { median: number; p90: number; min: number; max: number };
  lookoutMedianMs: number;
  lookoutInPageMedianMs: number;
  lookoutOutsideMedianMs: number;
  ariaSnapshotMedianMs: number;
  /** Median over pages of each page's ariaSnapshot ratio. */
  medianRatio: number;
  /** Pages whose ariaSnapshot ratio is below 1, worst first. */
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

const spread = (values: number[]) => ({ median: round(median(values)), p90: round(quantile(values, 0.9)), max: round(Math.max(...values)) });

/** The aggregates of some rows: pure, so tests can check them. */
function optionalParts(parts: OutsideParts | null): { lookoutOutside?: OutsideParts } {
  return parts ? { lookoutOutside: parts } : {};
}

export function summarizeGroup(rows: CorpusRow[], group: GroupSummary['group']): GroupSummary {
  const elements = rows.map((r) => r.elements);
  const lookout = rows.map((r) => r.lookoutMs.median);
  const peers = Object.fromEntries(
    PEERS.map(({ id }) => {
      const ratios = rows.map((r) => r.peers[id].ratio);
      const times = rows.map((r) => r.peers[id].ms.median);
      const summary: PeerSummary = {
        medianMs: round(median(times)),
        p90Ms: round(quantile(times, 0.9)),
        medianRatio: round(median(ratios)),
        minRatio: round(Math.min(...ratios)),
        maxRatio: round(Math.max(...ratios)),
        slower: rows
          .filter((r) => r.peers[id].ratio < 1)
          .sort((a, b) => a.peers[id].ratio - b.peers[id].ratio)
          .map((r) => ({ file: r.file, ratio: r.peers[id].ratio, lookoutMs: r.lookoutMs.median, peerMs: r.peers[id].ms.median })),
      };
      return [id, summary];
    }),
  ) as Record<PeerId, PeerSummary>;
  return {
    group,
    pages: rows.length,
    elements: { median: median(elements), p90: quantile(elements, 0.9), min: Math.min(...elements), max: Math.max(...elements) },
    lookoutMedianMs: round(median(lookout)),
    lookoutP90Ms: round(quantile(lookout, 0.9)),
    lookoutInPageMedianMs: round(median(rows.map((r) => r.lookoutInPageMs.median))),
    lookoutOutsideMedianMs: round(median(rows.map((r) => r.lookoutMs.median - r.lookoutInPageMs.median))),
    ...optionalParts(medianParts(rows.flatMap((r) => (r.lookoutOutside ? [r.lookoutOutside] : [])))),
    inPageUsPerElement: round(median(rows.map((r) => (r.lookoutInPageMs.median * 1000) / Math.max(1, r.elements))), 1),
    peers,
    navigateMs: { ...spread(rows.map((r) => r.navigateMs)), over5s: rows.filter((r) => r.navigateMs > 5000).length },
  };
}

/** The aggregates of the rows measured, for the whole corpus and each group present. */
export function summarizeCorpus(rows: CorpusRow[], failed: CorpusReport['failed'], sources: CorpusSource[], pairsPerPage: number, note: string): CorpusReport {
  const all = summarizeGroup(rows, 'all');
  const present = GROUPS.filter((g) => rows.some((r) => r.group === g));
  const ofGroup = (g: CorpusGroup) =>
    summarizeGroup(
      rows.filter((r) => r.group === g),
      g,
    );
  const groups = [all, ...present.map(ofGroup)];
  const aria = all.peers.ariaSnapshot;
  return {
    pages: rows.length,
    sources: sources.map((s) => ({
      id: s.id,
      title: s.title,
      licence: s.licence,
      group: s.group ?? 'docs',
      pages: rows.filter((r) => r.source === s.id).length,
    })),
    pairsPerPage,
    note,
    peers: PEERS,
    groups,
    elements: all.elements,
    lookoutMedianMs: all.lookoutMedianMs,
    lookoutInPageMedianMs: all.lookoutInPageMedianMs,
    lookoutOutsideMedianMs: all.lookoutOutsideMedianMs,
    ariaSnapshotMedianMs: aria.medianMs,
    medianRatio: aria.medianRatio,
    slower: aria.slower.map(({ peerMs, ...rest }) => ({ ...rest, ariaSnapshotMs: peerMs })),
    navigateMs: all.navigateMs,
    gotoMs: spread(rows.map((r) => r.gotoMs)),
    rows,
    failed,
  };
}

/** Issue 18's target: the median ratio at least 5x, and no page where Lookout is slower. */
export function corpusTarget(corpus: CorpusReport | null): Target {
  return ariaTarget(corpus, 'corpus', 5, 'issue 18');
}

/**
 * Issue 36's targets on the whole corpus (documentation and heavy pages): ariaSnapshot() over Lookout at least
 * 3x on the median page with no page slower, and Lookout faster than both native readers on the median page.
 */
export function corpusPeerTargets(corpus: CorpusReport | null): Target[] {
  const aria = ariaTarget(corpus, 'corpus-3x', 3, 'issue 36');
  const description =
    'Whole real-page corpus: Lookout faster than Accessibility.getFullAXTree and DOMSnapshot.captureSnapshot on the median page (the lower of the two median ratios)';
  const all = corpus?.groups.find((g) => g.group === 'all');
  const lower = all ? Math.min(all.peers.axTree.medianRatio, all.peers.domSnapshot.medianRatio) : null;
  const natives = target('corpus-native-readers', description, 'atLeast', 1, 'x', corpus && corpus.pages > 0 ? lower : null);
  if (!corpus || !all || natives.met === null) return [aria, natives];
  const perGroup = corpus.groups
    .map(
      (g) =>
        `${g.group}: AX tree x${g.peers.axTree.medianRatio} (${g.peers.axTree.medianMs} ms), DOMSnapshot x${g.peers.domSnapshot.medianRatio} (${g.peers.domSnapshot.medianMs} ms), Lookout ${g.lookoutMedianMs} ms`,
    )
    .join('; ');
  return [aria, { ...natives, context: perGroup }];
}

function ariaTarget(corpus: CorpusReport | null, id: string, goal: number, issue: string): Target {
  const description = `Real-page corpus (${issue}): median ariaSnapshot()/Lookout >= ${goal}x, and no page where Lookout is slower`;
  const base = target(id, description, 'atLeast', goal, 'x', corpus && corpus.pages > 0 ? corpus.medianRatio : null);
  if (!corpus || base.met === null) return base;
  const context = `${corpus.pages} pages, median ${corpus.elements.median} elements; Lookout ${corpus.lookoutMedianMs} ms, ariaSnapshot ${corpus.ariaSnapshotMedianMs} ms (medians over pages)`;
  const slower = corpus.slower.length;
  const slowerText = slower === 0 ? 'no page where Lookout is slower' : `Lookout slower on ${slower} page${slower > 1 ? 's' : ''}`;
  const met = base.met && slower === 0 && corpus.failed.length === 0;
  const failedText = corpus.failed.length > 0 ? `; ${corpus.failed.length} page(s) failed to measure` : '';
  const verdict = met ? `${base.verdict}; ${slowerText}` : `missed: ${base.verdict.replace(/^(met|missed): /, '')}; ${slowerText}${failedText}`;
  const need = base.met ? '' : `${goal}x needs Lookout at ${round(corpus.ariaSnapshotMedianMs / goal)} ms on the median page; `;
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
  /** Rounds per page after the warm-up. */
  pairs: number;
  /** Warm-up runs of each side per page. */
  warmUp: number;
  /** Only the pages of this group. */
  group?: CorpusGroup;
  /** Only every `every`-th page of each source (1: every page). */
  every?: number;
  log: (line: string) => void;
}

/**
 * The pause after each Lookout call before the next step, as an agent's thinking between calls (a model takes
 * seconds). Lookout's worker learns listeners in it (workers/learning.ts); without the pause that work would run
 * during the next peer's measurement, on the same two cores.
 */
export const THINK_MS = 150;
const think = (ms = THINK_MS): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pause after `navigate`: in it the worker also warms the new document's collector (workers/warming.ts, at
 * most 400 ms a document), which would otherwise run while Playwright loads its page. An agent reads a page's first
 * observation for longer.
 */
export const THINK_AFTER_NAVIGATE_MS = 600;

/** Every `every`-th page of each source, in the manifest's order, the first of each always: a smaller sample for `--quick`. */
export function samplePages(pages: CorpusPage[], every: number): CorpusPage[] {
  const seen = new Map<string, number>();
  return pages.filter((page) => {
    const index = seen.get(page.source) ?? 0;
    seen.set(page.source, index + 1);
    return index % every === 0;
  });
}

/** Where the corpus is served: one loopback origin for every page, and one of its own for each `siteRoot` source. */
export interface CorpusSite {
  url(page: CorpusPage): string;
  hosts: Set<string>;
  close(): Promise<void>;
}

export async function serveCorpus(manifest: CorpusManifest): Promise<CorpusSite> {
  const site = await serveFixtures(`${CORPUS_DIR}pages`);
  const own = new Map<string, FixtureServer>();
  for (const source of manifest.sources.filter((s) => s.siteRoot)) own.set(source.id, await serveFixtures(`${CORPUS_DIR}pages/${source.id}`));
  return {
    url: (page) => {
      const server = own.get(page.source);
      return server ? server.url(encodeURI(relative(page.source, page.file))) : site.url(encodeURI(page.file));
    },
    hosts: new Set([site, ...own.values()].map((s) => new URL(s.origin).host)),
    close: async () => {
      for (const server of [site, ...own.values()]) await server.close();
    },
  };
}

/** Measures every page of the manifest, each side on its own Chromium (see bench/sides.ts: no host but loopback resolves). */
export async function measureCorpus(options: CorpusOptions): Promise<CorpusReport> {
  const manifest = readManifest();
  const every = options.every ?? 1;
  const pages = samplePages(
    manifest.pages.filter((p) => !options.group || p.group === options.group),
    every,
  );
  const site = await serveCorpus(manifest);
  const bench = await Bench.start();
  const rows: CorpusRow[] = [];
  const failed: CorpusReport['failed'] = [];
  let outside = 0;
  bench.page.on('request', (request) => {
    let url: URL;
    try {
      url = new URL(request.url());
    } catch {
      return;
    }
    if (/^(https?|wss?):$/.test(url.protocol) && !site.hosts.has(url.host)) outside++;
  });
  try {
    // The first navigation of each side also starts its renderer: one unmeasured load of the first page pays for it.
    const first = pages[0];
    if (first) {
      await bench.navigate(`${site.url(first)}?side=warm-up`);
      await bench.page.goto(`${site.url(first)}?side=warm-up`, { waitUntil: 'load', timeout: 120_000 });
    }
    for (const [index, page] of pages.entries()) {
      try {
        const url = site.url(page);
        // The two sides load the same document under different queries, so neither reads the other's cache entry.
        const navigated = await bench.navigate(`${url}?side=lookout`);
        await think(THINK_AFTER_NAVIGATE_MS);
        outside = 0;
        const t0 = performance.now();
        await bench.page.goto(`${url}?side=playwright`, { waitUntil: 'load', timeout: 120_000 });
        const gotoMs = performance.now() - t0;
        const outsideRequests = outside;
        const elements = (await bench.page.evaluate("document.getElementsByTagName('*').length")) as number;
        const peerRuns = {
          ariaSnapshot: async () => {
            const run = await bench.aria('default');
            return { ms: run.ms, bytes: () => run.bytes, nodes: 0 };
          },
          axTree: () => bench.axTree(),
          domSnapshot: () => bench.domSnapshot(),
        } satisfies Record<PeerId, () => Promise<{ ms: number; bytes: () => number; nodes: number }>>;
        for (let i = 0; i < options.warmUp; i++) {
          await bench.observe();
          await think();
          for (const { id } of PEERS) await peerRuns[id]();
        }
        const lookout: number[] = [];
        const inPage: number[] = [];
        const parts: OutsideParts[] = [];
        const samples = Object.fromEntries(PEERS.map(({ id }) => [id, { ms: [] as number[], ratios: [] as number[], bytes: 0 }])) as Record<
          PeerId,
          { ms: number[]; ratios: number[]; bytes: number }
        >;
        let canonicalBytes = 0;
        let axTreeNodes = 0;
        // Each round runs Lookout and then every peer, so drift in machine load hits every side of a round alike;
        // each peer's ratio is taken against the Lookout run of its own round.
        for (let i = 0; i < options.pairs; i++) {
          const l = await bench.observe();
          lookout.push(l.ms);
          inPage.push(l.collectMs);
          if (l.timing) parts.push(outsideParts({ ...l, timing: l.timing }));
          canonicalBytes = l.bytes;
          await think();
          for (const { id } of PEERS) {
            const run = await peerRuns[id]();
            samples[id].ms.push(run.ms);
            samples[id].ratios.push(run.ms / l.ms);
            // Serializing a reply takes long on large pages: once per page is enough.
            if (i === options.pairs - 1) samples[id].bytes = run.bytes();
            if (id === 'axTree') axTreeNodes = run.nodes;
          }
        }
        const peers = Object.fromEntries(
          PEERS.map(({ id }) => [id, { ms: summarize(samples[id].ms), ratio: round(median(samples[id].ratios)), bytes: samples[id].bytes }]),
        ) as Record<PeerId, PeerRow>;
        const row: CorpusRow = {
          file: page.file,
          source: page.source,
          group: page.group,
          kind: page.kind,
          elements,
          navigateMs: round(navigated.ms),
          settleWaitedMs: navigated.observation.settle?.waitedMs ?? null,
          settled: navigated.observation.settle?.settled ?? null,
          gotoMs: round(gotoMs),
          outsideRequests,
          lookoutMs: summarize(lookout),
          lookoutInPageMs: summarize(inPage),
          ...optionalParts(medianParts(parts)),
          peers,
          pairs: lookout.length,
          lookoutCanonicalBytes: canonicalBytes,
          axTreeNodes,
        };
        rows.push(row);
        options.log(
          `corpus ${index + 1}/${pages.length} ${page.file} (${page.group}): ${elements} elements, navigate ${row.navigateMs} ms (goto ${row.gotoMs} ms, ` +
            `${outsideRequests} outside requests), lookout ${row.lookoutMs.median} ms (in-page ${row.lookoutInPageMs.median}), ` +
            PEERS.map(({ id }) => `${id} ${peers[id].ms.median} ms (x${peers[id].ratio})`).join(', '),
        );
      } catch (error) {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        failed.push({ file: page.file, error: message });
        options.log(`corpus ${index + 1}/${pages.length} ${page.file}: failed: ${message}`);
      }
    }
  } finally {
    await bench.close();
    await site.close();
  }
  const note =
    `${pages.length} saved pages (bench/corpus/manifest.json${every > 1 ? `, every ${every}th page of each source` : ''}; groups: ${GROUPS.map((g) => `${g} ${pages.filter((p) => p.group === g).length}`).join(', ')}) served by http-server on 127.0.0.1 ` +
    '(a source whose pages name their scripts from the site root gets an origin of its own); Chromium resolves no other host, so requests ' +
    `to them fail at once. After one unmeasured load of the first page on each side, per page: session.navigate (load, settle, first observation) and Playwright page.goto to load; then ${options.warmUp} warm-up ` +
    `round(s) and ${options.pairs} measured rounds, each a Lookout observe followed by each peer on Playwright's page: ${PEERS.map((p) => p.name).join('; ')}. ` +
    `After each Lookout call the bench pauses ${THINK_MS} ms (${THINK_AFTER_NAVIGATE_MS} ms after navigate), as an agent thinks between calls: Lookout's worker learns the listeners of candidates a collection left unasked in it (workers/learning.ts) and warms a new document's collector (workers/warming.ts), which would otherwise run during a peer's measurement. ` +
    "A peer's ratio on a page is the median over rounds of (peer / that round's Lookout run); the corpus and group ratios are medians over pages. " +
    "Lookout bytes are the canonical JSON; snapshot bytes are the YAML in UTF-8; the native readers' bytes are their protocol replies as JSON.";
  return summarizeCorpus(rows, failed, manifest.sources, options.pairs, note);
}

/** The parts of the time outside the page, as a log line says them. */
function describeParts(parts: OutsideParts | undefined): string {
  if (!parts) return '';
  return (
    `: collector's calls beyond the page ${parts.collectorCallMs}, other protocol calls ${parts.protocolMs}, frames ${parts.framesMs}, ` +
    `the worker's own ${parts.workerMs}, thread hops and coordinator ${parts.coordinatorMs}`
  );
}

/** The corpus figures of a run, a line per group. */
export function logCorpus(corpus: CorpusReport, log: (line: string) => void): void {
  for (const g of corpus.groups) {
    log(
      `corpus ${g.group}: ${g.pages} pages, median ${g.elements.median} elements (p90 ${g.elements.p90}); lookout ${g.lookoutMedianMs} ms (p90 ${g.lookoutP90Ms}; ` +
        `in the page ${g.lookoutInPageMedianMs} ms, ${g.inPageUsPerElement} µs per element; outside ${g.lookoutOutsideMedianMs} ms${describeParts(g.lookoutOutside)}); ` +
        PEERS.map(({ id }) => {
          const p = g.peers[id];
          return `${id} ${p.medianMs} ms (p90 ${p.p90Ms}), x${p.medianRatio} (${p.minRatio}-${p.maxRatio}), Lookout slower on ${p.slower.length}`;
        }).join('; ') +
        `; navigate median ${g.navigateMs.median} ms, p90 ${g.navigateMs.p90} ms, max ${g.navigateMs.max} ms, over 5 s: ${g.navigateMs.over5s}`,
    );
  }
  if (corpus.failed.length) log(`corpus failed: ${corpus.failed.map((f) => f.file).join(', ')}`);
}

const USAGE = `usage: node --no-deprecation dist/bench/corpus.js [--pairs N] [--group docs|heavy]
Measures Lookout and its three peers on the saved real pages (bench/corpus/), N rounds per page (default 3), every
page or one group's; prints the tables and writes reports/bench-corpus.json.`;

async function main(): Promise<void> {
  const flags = benchFlags(USAGE, ['pairs', 'group']);
  const value = (name: string) => flags.get(name);
  const pairs = Number(value('pairs') ?? 3);
  if (!Number.isInteger(pairs) || pairs < 1) throw new TypeError('--pairs takes a whole number of at least 1');
  const group = value('group');
  if (group !== undefined && !(GROUPS as readonly string[]).includes(group)) throw new TypeError(`--group takes ${GROUPS.join(' or ')}`);
  const started = performance.now();
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);
  const corpus = await measureCorpus({ pairs, warmUp: 1, log, ...(group ? { group: group as CorpusGroup } : {}) });
  logCorpus(corpus, log);
  const load = await loadAverage();
  await mkdir('reports', { recursive: true });
  await writeFile('reports/bench-corpus.json', JSON.stringify({ generatedAt: new Date().toISOString(), loadAverageAtEnd: load, corpus }, null, 2) + '\n');
  log(`wrote reports/bench-corpus.json (load average at the end ${load})`);
}

// The corpus alone, after npm run build: USAGE above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
