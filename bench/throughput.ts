// Throughput over a mixed page set with 1 and 2 workers, beside a naive baseline, with the CPU Node and
// Chromium used in the window and the peak memory of both.
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { ObservationPool, type Session } from '../pool/pool.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { BENCH_CALL_TIMEOUT_MS } from './sides.js';
import { CpuWindow, MemoryPeak, type MemoryFigures } from './proc.js';
import { round } from './stats.js';

const COLLECTOR_SOURCE = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8');

export interface ThroughputRun {
  setup: string;
  workers: number | null;
  /** Observations in flight at once. */
  lanes: number;
  observations: number;
  observationsPerSecond: number;
  cpu: ReturnType<CpuWindow['stop']>;
  /** CPU milliseconds (Node + Chromium) per observation. */
  cpuMsPerObservation: number;
  memoryPeak: MemoryFigures;
  /** With several rounds: the rate of every round of this setup (this run is the median one). */
  roundsPerSecond?: number[];
}

/** Observations of every page before a window opens. */
export const WARM_UP_PASSES = 5;

/**
 * Every lane cycles through its own page of each kind in the mixed set, one observation in flight per
 * lane, for `seconds`. Pages are loaded and each observed WARM_UP_PASSES times before the window opens:
 * this measures steady observing, not loading, nor the collector's first, unoptimized runs in each new
 * document (with twice the renderers, a short window would otherwise hold twice the share of those).
 */
async function window(lanes: (() => Promise<unknown>)[][], seconds: number) {
  await Promise.all(
    lanes.map(async (observers) => {
      for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const observe of observers) await observe();
    }),
  );
  const memory = new MemoryPeak(1000);
  const cpu = new CpuWindow();
  let observations = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    lanes.map(async (observers) => {
      for (let i = 0; performance.now() < until; i++) {
        await observers[i % observers.length]!();
        observations++;
      }
    }),
  );
  const used = cpu.stop();
  return {
    observations,
    observationsPerSecond: round(observations / used.seconds),
    cpu: used,
    cpuMsPerObservation: round(((used.nodeCpuSeconds + used.chromiumCpuSeconds) * 1000) / Math.max(1, observations), 1),
    memoryPeak: memory.stop(),
  };
}

/** Lookout: a pool of `workers`, one lane per worker (more renderers than cores only contend on 2 cores). */
export async function poolThroughput(urls: string[], workers: number, seconds: number): Promise<ThroughputRun> {
  const pool = await ObservationPool.start({ workers, callTimeoutMs: BENCH_CALL_TIMEOUT_MS });
  try {
    const sessions: Session[] = [];
    for (let i = 0; i < workers * urls.length; i++) sessions.push(await pool.openSession());
    const byWorker = new Map<number, Session[]>();
    for (const s of sessions) byWorker.set(s.workerId, [...(byWorker.get(s.workerId) ?? []), s]);
    const lanes = [...byWorker.values()];
    await Promise.all(
      lanes.map(async (lane) => {
        for (const [i, s] of lane.entries()) await s.navigate({ url: `${urls[i % urls.length]!}?lane=${s.id}` });
      }),
    );
    const run = await window(
      lanes.map((lane) => lane.map((s) => () => s.observe())),
      seconds,
    );
    return { setup: `Lookout pool, ${workers} worker${workers > 1 ? 's' : ''}`, workers, lanes: lanes.length, ...run };
  } finally {
    await pool.close();
  }
}

/**
 * The naive baseline: one thread, one browser context, Playwright `page.evaluate` returning an object.
 * It evaluates the same collector bundle (dist/workers/in-page/collector.js) in the page's main world and
 * returns its result parsed in the page, so Playwright serializes an object back; no admission or bounding.
 */
export async function naiveThroughput(urls: string[], seconds: number): Promise<ThroughputRun> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pages: Page[] = [];
    for (const url of urls) {
      const page = await context.newPage();
      await page.goto(`${url}?lane=naive`, { waitUntil: 'load', timeout: 300_000 });
      await page.evaluate(COLLECTOR_SOURCE);
      pages.push(page);
    }
    let candidate = 0;
    const observe = (page: Page) => () =>
      page.evaluate(
        (n) =>
          JSON.parse(
            (globalThis as unknown as { __lookout: { collect(o: object): string } }).__lookout.collect({ refBase: 1, candidate: n, keep: null }),
          ) as unknown,
        ++candidate,
      );
    const run = await window([pages.map(observe)], seconds);
    return { setup: 'naive: one thread, one context, page.evaluate returning an object', workers: null, lanes: 1, ...run };
  } finally {
    await browser.close();
  }
}
