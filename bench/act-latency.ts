// Act latency (issue 31, item 9): Lookout `act` (a click, settling, the new observation) beside Playwright's click
// plus a new aria snapshot in AI mode (the snapshot with refs an agent acts on), on the pages of
// fixtures-site/settle/: a click that changes nothing, one that changes the DOM at once, one that fetches at once and
// shows the answer, one whose fetch starts 200 ms later, one that moves the URL within the document (a router's route
// change), one that writes a notice and fades it in over 200 ms, a scroll down an article and back, and one whose
// timer shows content 500 ms later. Each run also says whether what the click brings was in the result. Run alone:
// `node --no-deprecation dist/bench/act-latency.js [--pairs N]`.
import { pathToFileURL } from 'node:url';
import { serveFixtures } from '../harness/fixture-server.js';
import { decodeRecord } from '../schemas/codec.js';
import type { Observation } from '../schemas/observation.js';
import type { CollectionRecord, SettledBy } from '../schemas/record.js';
import { Bench } from './sides.js';
import { median, quantile, round } from './stats.js';
import { target, type Target } from './targets.js';
import { benchFlags } from './flags.js';

export interface ActPattern {
  id: string;
  description: string;
  /** Under fixtures-site/. */
  page: string;
  /** What the page shows after the nth click; null for a click that shows nothing. */
  shows: ((click: number) => string) | null;
  /**
   * The step, a click on the page's button by default; `scroll`: a screen down on odd steps and back up on even ones
   * (Lookout `session.scroll`, Playwright's mouse wheel by as much).
   */
  step?: 'click' | 'scroll';
}

export const ACT_PATTERNS: ActPattern[] = [
  { id: 'nothing', description: 'a click that changes nothing', page: 'settle/nothing.html', shows: null },
  { id: 'instant', description: 'a click that changes the DOM at once', page: 'settle/instant.html', shows: (n) => `Changed at once: click ${n}` },
  {
    id: 'fetch-now',
    description: 'a click that shows it is loading and fetches at once, then shows the answer',
    page: 'settle/fetch-now.html',
    shows: (n) => `Fetched at once 42 apples: click ${n}`,
  },
  { id: 'fetch-200ms', description: 'a click whose fetch starts 200 ms later', page: 'settle/fetch.html', shows: (n) => `Fetched 42 apples: click ${n}` },
  {
    id: 'same-document',
    description: 'a click that moves the URL within the document and shows the new route at once',
    page: 'settle/route.html',
    shows: (n) => `Route shown: click ${n}`,
  },
  {
    id: 'fade-200ms',
    description: 'a click that writes a notice and fades it in over 200 ms',
    page: 'settle/toast.html',
    shows: (n) => `Saved: click ${n}`,
  },
  {
    id: 'scroll',
    description: 'a scroll down a screen of an article, and back up, that brings nothing new',
    page: 'reach/article.html',
    shows: null,
    step: 'scroll',
  },
  {
    id: 'timer-500ms',
    description: 'a click whose timer shows content 500 ms later',
    page: 'settle/timer.html',
    shows: (n) => `Shown by the timer: click ${n}`,
  },
];

/** How far the peer's wheel scrolls: what `scroll` moves in the bench's viewport (85% of its 800 px). */
const SCROLL_PX = 680;

/** The patterns whose Lookout median must stay within this factor of the peer's (issue 31). */
export const ACT_TARGET_PATTERNS = ['nothing', 'instant'];
export const ACT_TARGET_FACTOR = 1.5;

export interface Spread {
  median: number;
  p90: number;
  runs: number;
}

export interface ActLatencyRow {
  pattern: string;
  description: string;
  /** `session.act` click: the call's wall time, settling and the observation included. */
  lookoutMs: Spread;
  /** `locator('#act').click()` and then `locator('body').ariaSnapshot({ mode: 'ai' })`. */
  peerMs: Spread;
  /** Lookout's median / the peer's median: above 1, Lookout is slower. */
  ratio: number;
  /** Runs whose result held what the click brings; null for a click that brings nothing. */
  seen: { lookout: number; peer: number } | null;
  /** Lookout's `settle`: the median of `waitedMs`, and the runs that settled. */
  settleWaitedMs: number;
  settledRuns: number;
  /** What ended Lookout's settle wait, counted over the measured runs (the worker's records). */
  settledBy?: Partial<Record<SettledBy, number>>;
}

export interface ActLatencyReport {
  note: string;
  /** Measured pairs per pattern, after the warm-up. */
  pairs: number;
  rows: ActLatencyRow[];
}

export const ACT_NOTE =
  'Per pattern, both sides load the page and then alternate, the side going first swapping every pair: Lookout ' +
  '`session.act({ ref, action: "click" })` with the ref of its last observation (for the scroll, `session.scroll` a ' +
  'screen down, then back up), in a pool with the default settle settings; Playwright ' +
  "`page.locator('#act').click()` (for the scroll, `page.mouse.wheel` by as much) then " +
  "`page.locator('body').ariaSnapshot({ mode: 'ai' })`, " +
  'each in its own Chromium. A run "saw" the late content when the observation or snapshot it returned holds the text ' +
  'this click brings. Before the next pair, each side waits, untimed, until that text is shown (Lookout `observe` ' +
  'until it holds it, Playwright `waitForFunction` on the text of the body), so every click starts on a quiet page. Medians and nearest-rank p90.';

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(median(sorted)), p90: round(quantile(sorted, 0.9)), runs: sorted.length };
}

function buttonRef(observation: Observation): string {
  const button = observation.controls.find((c) => c.role === 'button');
  if (!button) throw new Error(`no button in the observation of ${observation.page.url}`);
  return button.ref;
}

/** Observes until the page shows `text` (observe does not settle: the next click starts as soon as it is there). */
async function lookoutShows(bench: Bench, text: string): Promise<Observation> {
  const deadline = performance.now() + 5_000;
  for (;;) {
    const observation = await bench.session.observe();
    if (observation.text.content.includes(text)) return observation;
    if (performance.now() > deadline) throw new Error(`the page did not show "${text}" within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function measureActLatency(options: { pairs: number; warmUp: number; log: (line: string) => void }): Promise<ActLatencyReport> {
  const site = await serveFixtures();
  const bench = await Bench.start();
  const rows: ActLatencyRow[] = [];
  try {
    for (const pattern of ACT_PATTERNS) {
      const url = site.url(pattern.page);
      await bench.page.goto(url, { waitUntil: 'load' });
      let observation = (await bench.navigate(url)).observation;
      const lookoutMs: number[] = [];
      const peerMs: number[] = [];
      const waited: number[] = [];
      const seen = { lookout: 0, peer: 0 };
      let settled = 0;
      const settledBy: Partial<Record<SettledBy, number>> = {};

      const down = (click: number): boolean => click % 2 === 1;
      const lookout = async (click: number, measured: boolean) => {
        const ref = pattern.step === 'scroll' ? null : buttonRef(observation);
        const t0 = performance.now();
        observation = ref === null ? await bench.session.scroll({ direction: down(click) ? 'down' : 'up' }) : await bench.session.act({ ref, action: 'click' });
        const ms = performance.now() - t0;
        const text = pattern.shows?.(click);
        const saw = text !== undefined && observation.text.content.includes(text);
        if (measured) {
          lookoutMs.push(ms);
          waited.push(observation.settle?.waitedMs ?? NaN);
          if (observation.settle?.settled) settled++;
          const by = decodeRecord<CollectionRecord>(bench.record()!).settledBy;
          if (by) settledBy[by] = (settledBy[by] ?? 0) + 1;
          if (saw) seen.lookout++;
        }
        if (text !== undefined && !saw) observation = await lookoutShows(bench, text);
      };
      const peer = async (click: number, measured: boolean) => {
        const t0 = performance.now();
        if (pattern.step === 'scroll') await bench.page.mouse.wheel(0, (down(click) ? 1 : -1) * SCROLL_PX);
        else await bench.page.locator('#act').click();
        const snapshot = await bench.page.locator('body').ariaSnapshot({ mode: 'ai' });
        const ms = performance.now() - t0;
        const text = pattern.shows?.(click);
        const saw = text !== undefined && snapshot.includes(text);
        if (measured) {
          peerMs.push(ms);
          if (saw) seen.peer++;
        }
        if (text !== undefined && !saw) {
          await bench.page.waitForFunction(`document.body.innerText.includes(${JSON.stringify(text)})`, undefined, { polling: 'raf', timeout: 5_000 });
        }
      };

      for (let i = 0; i < options.warmUp + options.pairs; i++) {
        const click = i + 1;
        const measured = i >= options.warmUp;
        // The side going first swaps every pair, so drift in the machine's load hits both alike.
        if (i % 2 === 0) {
          await lookout(click, measured);
          await peer(click, measured);
        } else {
          await peer(click, measured);
          await lookout(click, measured);
        }
      }
      const row: ActLatencyRow = {
        pattern: pattern.id,
        description: pattern.description,
        lookoutMs: spread(lookoutMs),
        peerMs: spread(peerMs),
        ratio: round(median(lookoutMs) / median(peerMs)),
        seen: pattern.shows ? seen : null,
        settleWaitedMs: round(median(waited)),
        settledRuns: settled,
        settledBy,
      };
      rows.push(row);
      options.log(
        `act ${row.pattern}: lookout ${row.lookoutMs.median} ms (p90 ${row.lookoutMs.p90}, settle ${row.settleWaitedMs} ms, settled ${row.settledRuns}/${row.lookoutMs.runs}, ` +
          `by ${Object.entries(settledBy)
            .map(([by, n]) => `${by} ${n}`)
            .join(', ')}), ` +
          `${pattern.step === 'scroll' ? 'wheel' : 'click'} + ariaSnapshot ${row.peerMs.median} ms (p90 ${row.peerMs.p90}), x${row.ratio}` +
          (row.seen ? `; late content seen: lookout ${row.seen.lookout}/${row.lookoutMs.runs}, peer ${row.seen.peer}/${row.peerMs.runs}` : ''),
      );
    }
  } finally {
    await bench.close();
    await site.close();
  }
  return { note: ACT_NOTE, pairs: options.pairs, rows };
}

/** The act-latency targets: Lookout's median within 1.5x of the peer's where the click brings nothing late. */
export function actTargets(report: ActLatencyReport | null): Target[] {
  return ACT_TARGET_PATTERNS.map((id) => {
    const row = report?.rows.find((r) => r.pattern === id);
    const pattern = ACT_PATTERNS.find((p) => p.id === id)!;
    return target(
      `act-${id}`,
      `Act, ${pattern.description}: Lookout act median / Playwright click + ariaSnapshot({mode:'ai'}) median`,
      'atMost',
      ACT_TARGET_FACTOR,
      'x',
      row?.ratio,
      row ? `Lookout ${row.lookoutMs.median} ms (p90 ${row.lookoutMs.p90}, settle ${row.settleWaitedMs} ms), peer ${row.peerMs.median} ms` : undefined,
    );
  });
}

async function main(): Promise<void> {
  const flags = benchFlags(
    'usage: node --no-deprecation dist/bench/act-latency.js [--pairs N]\nTimes act calls against a click and an aria snapshot, N pairs per case (default 15).',
    ['pairs'],
  );
  const pairs = Number(flags.get('pairs') ?? 15);
  if (!Number.isInteger(pairs) || pairs < 1) throw new TypeError('--pairs takes a whole number of at least 1');
  const started = performance.now();
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);
  const report = await measureActLatency({ pairs, warmUp: 2, log });
  for (const t of actTargets(report)) log(`target ${t.id}: ${t.verdict}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
