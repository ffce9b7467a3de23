// `npm run bench`: measures Lookout beside Playwright's aria snapshots on generated pages, in the
// same Chromium on the same machine, and writes reports/bench.json and reports/bench.html.
// Benchmarks are not tests: nothing here asserts a time.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ObservationPool } from '../pool/pool.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/browser.js';
import { produceOutputs } from '../pool/replay.js';
import { projectForModel } from '../pool/projection.js';
import { decodeRecord, encodeRecord } from '../schemas/codec.js';
import type { CollectionRecord } from '../schemas/record.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';

const REPORTS = fileURLToPath(new URL('../../reports/', import.meta.url));

interface Options {
  quick: boolean;
  sizes: number[];
  seconds: number;
}

function parseOptions(argv: string[]): Options {
  const quick = argv.includes('--quick');
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const sizes = (value('sizes') ?? (quick ? '1000,10000,200000' : '1000,10000,50000,200000')).split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 100)) throw new TypeError('--sizes takes whole numbers of at least 100');
  const seconds = Number(value('seconds') ?? (quick ? 5 : 15));
  if (!(seconds > 0)) throw new TypeError('--seconds must be a positive number');
  return { quick, sizes, seconds };
}

/** A page of about `nodes` Elements and Texts: headings, forms, dialogs, status, hidden subtrees, links, buttons. */
function generatedPage(nodes: number): string {
  const blocks: string[] = [];
  // One block is 20 nodes: 13 elements and 7 texts.
  for (let i = 0; i * 20 < nodes; i++) {
    const kind = i % 10;
    const region =
      kind === 0
        ? `<div role="dialog"><h2>Dialog ${i}</h2></div>`
        : kind === 1
          ? `<div role="status">Status ${i}</div>`
          : kind === 2
            ? `<form><label>Field ${i} <input></label></form>`
            : `<h3>Heading ${i}</h3>`;
    blocks.push(
      `<section>${region}<p>Paragraph ${i} with <a href="#${i}">link ${i}</a> and <button>button ${i}</button>.</p>` +
        `<div style="display:none"><p>hidden ${i}</p></div><ul><li>item</li><li>item</li></ul></section>`,
    );
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>Generated ${nodes}</title></head><body>${blocks.join('')}</body></html>`;
}

function stats(samples: number[]): { median: number; p95: number; runs: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: round(at(0.5)), p95: round(at(0.95)), runs: sorted.length };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

async function timeRuns(fn: () => Promise<unknown>, budgetMs: number, minRuns: number, maxRuns: number): Promise<number[]> {
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** Resident and proportional memory (KiB) of a process tree: Node itself plus Chromium's processes. */
function memoryOf(pids: number[]): { rssMiB: number; pssMiB: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // The process ended.
    }
  }
  return { rssMiB: Math.round(rss / 1024), pssMiB: Math.round(pss / 1024) };
}

function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child)) continue;
    try {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), child]);
    } catch {
      // Gone.
    }
  }
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

async function latency(options: Options, server: FixtureServer) {
  const rows: Record<string, unknown>[] = [];
  let lastRecord: Uint8Array | null = null;
  const pool = await ObservationPool.start({ workers: 1, onRecord: (bytes) => void (lastRecord = new Uint8Array(bytes)) });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const session = await pool.openSession();
    const page: Page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const budget = (options.seconds * 1000) / 3;
    for (const size of options.sizes) {
      const url = server.url(`page-${size}.html`);
      await session.navigate({ url });
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      const collectMs: number[] = [];
      const lookout = await timeRuns(
        async () => {
          await session.observe();
          collectMs.push(decodeRecord<CollectionRecord>(lastRecord!).collectMs);
        },
        budget,
        5,
        200,
      );
      const floor = await timeRuns(() => cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true }), 500, 10, 100);
      const heavy = size >= 50_000;
      const ariaRuns = options.quick && heavy ? 1 : heavy ? 3 : 5;
      let snapshotChars = 0;
      const ariaDefault = await timeRuns(
        async () => {
          snapshotChars = (await page.locator('body').ariaSnapshot({ timeout: 300_000 })).length;
        },
        0,
        ariaRuns,
        ariaRuns,
      );
      const ariaAi = await timeRuns(() => page.locator('body').ariaSnapshot({ mode: 'ai', timeout: 300_000 }), 0, ariaRuns, ariaRuns);
      const observation = await session.observe();
      const row = {
        nodes: size,
        lookoutMs: stats(lookout),
        collectorInPageMs: stats(collectMs),
        cdpRoundTripMs: stats(floor),
        overheadAboveFloorMs: round(stats(lookout).median - stats(collectMs).median - stats(floor).median),
        ariaSnapshotMs: stats(ariaDefault),
        ariaSnapshotAiMs: stats(ariaAi),
        ratioDefault: round(stats(ariaDefault).median / stats(lookout).median),
        ratioAi: round(stats(ariaAi).median / stats(lookout).median),
        lookoutCanonicalBytes: Buffer.byteLength(JSON.stringify(observation)),
        ariaSnapshotChars: snapshotChars,
      };
      rows.push(row);
      console.log(
        `latency ${size} nodes: lookout ${row.lookoutMs.median} ms (in-page ${row.collectorInPageMs.median}, floor ${row.cdpRoundTripMs.median}), ` +
          `ariaSnapshot ${row.ariaSnapshotMs.median} ms (x${row.ratioDefault}), ai ${row.ariaSnapshotAiMs.median} ms (x${row.ratioAi})`,
      );
    }
  } finally {
    await browser.close();
    await pool.close();
  }
  const at = (n: number) => rows.find((r) => r['nodes'] === n) as { lookoutMs: { median: number } } | undefined;
  const flatness = at(200_000) && at(10_000) ? round(at(200_000)!.lookoutMs.median / at(10_000)!.lookoutMs.median) : null;
  return { rows, flatness, lastRecord: lastRecord as Uint8Array | null };
}

function nodeSideCost(record: Uint8Array) {
  const entry = { session: 's1', revision: 2, controlPageSize: 200, maxBytes: 65_536, budgetBytes: null, record };
  const iterations = 200;
  const time = (fn: () => unknown) => {
    for (let i = 0; i < 10; i++) fn();
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++) fn();
    return round(((performance.now() - t0) / iterations) * 1000);
  };
  const decoded = decodeRecord<CollectionRecord>(record);
  const outputs = produceOutputs(entry, null);
  const json = JSON.stringify(decoded);
  return {
    recordBytes: record.length,
    jsonBytes: Buffer.byteLength(json),
    decodeUs: time(() => decodeRecord(record)),
    decodeAdmitBoundUs: time(() => produceOutputs(entry, null)),
    projection1500Us: time(() => projectForModel(outputs.observation, { budgetBytes: 1500 })),
    msgpackEncodeUs: time(() => encodeRecord(decoded)),
    jsonStringifyParseUs: time(() => JSON.parse(JSON.stringify(decoded))),
    structuredCloneUs: time(() => structuredClone(decoded)),
  };
}

async function throughput(options: Options, server: FixtureServer, workers: number) {
  const pool = await ObservationPool.start({ workers });
  try {
    // One session per worker: more renderers than cores only contend (measured here: 2 workers with
    // 4 sessions gave 17 observations/s against 28/s with 2 sessions).
    const lanes = workers;
    // Every session observes the same 10k-node page, so 1 and 2 workers are compared like for like.
    const urls = [server.url('page-10000.html')];
    const sessions = await Promise.all(Array.from({ length: lanes }, () => pool.openSession()));
    await Promise.all(sessions.map((s, i) => s.navigate({ url: urls[i % urls.length]! })));
    let count = 0;
    const until = performance.now() + options.seconds * 1000;
    await Promise.all(
      sessions.map(async (s) => {
        while (performance.now() < until) {
          await s.observe();
          count++;
        }
      }),
    );
    const memory = memoryOf([process.pid, ...(pool.browserPid ? descendants(pool.browserPid) : [])]);
    return { workers, observationsPerSecond: round(count / options.seconds), ...memory };
  } finally {
    await pool.close();
  }
}

function html(report: Record<string, unknown>): string {
  const rows = (report['latency'] as { rows: Record<string, { median: number } | number>[] }).rows;
  const max = Math.max(...rows.map((r) => (r['ariaSnapshotMs'] as { median: number }).median));
  const bar = (ms: number, colour: string) =>
    `<svg width="250" height="14"><rect width="${Math.max(1, (Math.log10(1 + ms) / Math.log10(1 + max)) * 240)}" height="12" fill="${colour}"/></svg> ${ms} ms`;
  const escape = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lookout bench</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{padding:4px 8px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>Lookout bench</h1><p>${escape(String(report['machine']))} &mdash; ${escape(String(report['generatedAt']))}</p>
<h2>Latency per observation (median, log scale)</h2><table><tr><th>nodes</th><th>Lookout observe</th><th>ariaSnapshot()</th><th>ariaSnapshot({mode:'ai'})</th><th>ratio</th></tr>
${rows
  .map(
    (r) =>
      `<tr><td>${r['nodes']}</td><td>${bar((r['lookoutMs'] as { median: number }).median, '#2a7')}</td><td>${bar((r['ariaSnapshotMs'] as { median: number }).median, '#c53')}</td><td>${bar((r['ariaSnapshotAiMs'] as { median: number }).median, '#e93')}</td><td>x${r['ratioDefault']}</td></tr>`,
  )
  .join('\n')}
</table>
<h2>All figures</h2><pre>${escape(JSON.stringify(report, null, 2))}</pre></body></html>`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const dir = await mkdtemp(join(tmpdir(), 'lookout-bench-'));
  const sizes = [...new Set([...options.sizes, 1000, 10_000])];
  for (const size of sizes) await writeFile(join(dir, `page-${size}.html`), generatedPage(size));
  const server = await serveFixtures(dir);
  try {
    const latencyReport = await latency(options, server);
    const node = latencyReport.lastRecord ? nodeSideCost(latencyReport.lastRecord) : null;
    if (node) console.log(`node side per observation: decode+admit+bound ${node.decodeAdmitBoundUs} us, projection ${node.projection1500Us} us`);
    const one = await throughput(options, server, 1);
    console.log(`throughput 1 worker: ${one.observationsPerSecond}/s, RSS ${one.rssMiB} MiB, PSS ${one.pssMiB} MiB`);
    const two = await throughput(options, server, 2);
    console.log(`throughput 2 workers: ${two.observationsPerSecond}/s (x${round(two.observationsPerSecond / one.observationsPerSecond)}), RSS ${two.rssMiB} MiB, PSS ${two.pssMiB} MiB`);
    const report = {
      generatedAt: new Date().toISOString(),
      machine: `${(await readFile('/proc/cpuinfo', 'utf8')).split('\n').filter((l) => l.startsWith('processor')).length} cores, node ${process.version}`,
      options,
      latency: { rows: latencyReport.rows, flatness200kOver10k: latencyReport.flatness },
      nodeSide: node,
      throughput: [one, { ...two, speedupOverOneWorker: round(two.observationsPerSecond / one.observationsPerSecond) }],
      notMeasured: ['latency after a DOM change', 'naive one-thread baseline', 'CPU use of Node and Chromium'],
    };
    await mkdir(REPORTS, { recursive: true });
    await writeFile(join(REPORTS, 'bench.json'), JSON.stringify(report, null, 2) + '\n');
    await writeFile(join(REPORTS, 'bench.html'), html(report));
    console.log(`flatness 200k/10k: ${latencyReport.flatness ?? 'n/a'}; wrote reports/bench.json and reports/bench.html`);
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
