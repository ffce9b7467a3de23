// Latency versus page size: Lookout `observe` beside Playwright's `locator('body').ariaSnapshot()` (default
// and AI modes), each side on its own Chromium as users get it, on an unchanged page and right after a restyle
// and relayout, with the physical floor (a bare CDP round trip, the collector's in-page time, Chromium's own
// relayout) beside it.
import { readFileSync } from 'node:fs';
import type { FixtureServer } from '../harness/fixture-server.js';
import { decodeRecord } from '../schemas/codec.js';
import type { CollectionRecord } from '../schemas/record.js';
import { learnSheets, RawCdp } from './cdp.js';
import { medianParts, outsideParts, type OutsideParts } from './outside.js';
import { Bench } from './sides.js';
import { median, round, summarize, timeRuns, type Summary } from './stats.js';

const COLLECTOR_SOURCE = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8');
/** Fresh documents whose first observation is timed, per size below 50k nodes (one above). */
const FIRST_VISITS = 5;

/** The DOM change of "after a change" runs: see bench/pages.ts (STYLE). */
const TOGGLE = `document.body.classList.toggle('alt'), 0`;
/** Chromium's own restyle and relayout after the change, forced and timed in the page. */
const FORCED_RELAYOUT = `(() => { document.body.classList.toggle('alt'); const t0 = performance.now(); void document.body.offsetHeight; return performance.now() - t0; })()`;

export interface LatencyOptions {
  quick: boolean;
  sizes: number[];
  /** Budget of one size's unchanged-page phase, in seconds; the other phases take a share of it. */
  seconds: number;
  log: (line: string) => void;
}

interface PairedRuns {
  /** Every Lookout observation of the phase. */
  lookoutMs: Summary;
  /** Collector in-page time of those observations. */
  collectorInPageMs: Summary;
  ariaSnapshotMs: Summary | null;
  ariaSnapshotAiMs: Summary | null;
  /** Median of (Playwright run / the Lookout run just before it), over the pairs. */
  ratioDefault: number | null;
  ratioAi: number | null;
  pairs: number;
  /** Median of (observation total - its in-page collector time). */
  outsideCollectorMs: number;
  /** That time by part, from the worker's timing of each call (medians over the observations). */
  outsideParts?: OutsideParts;
  skipped?: string;
}

export interface LatencyRow {
  nodes: number;
  unchanged: PairedRuns;
  afterChange: PairedRuns;
  /** Chromium's restyle + relayout after the same change, forced in the page (offsetHeight). */
  relayoutMs: Summary;
  /** Runtime.evaluate("1") straight to the pool's Chromium over its debugging WebSocket, and through a Playwright CDPSession (Playwright's side). */
  cdpRoundTripMs: Summary;
  cdpRoundTripViaPlaywrightMs: Summary;
  /** Lookout median minus in-page collector time minus one bare CDP round trip, per observation. */
  overheadAboveFloorMs: number;
  /** The collector run over bare CDP in a world of the bench's own: its result string and what moving it costs. */
  collectorResultChars: number;
  bareCollectMs: Summary;
  bareCollectInPageMs: Summary;
  /** Per run of that collector: packing and JSON in the page after the collection, and the wall time outside the page. */
  bareCollectToJsonMs: Summary;
  bareCollectTransferMs: Summary;
  /**
   * A busy loop as long as that collection, returning a number, over the same CDP connection: the wall time
   * outside the page. Chromium answers a long evaluation later than a short one, with or without a result to move.
   */
  bareBusyTransferMs: Summary;
  /** `DOM.performSearch` for `<slot>` (the closed-root search every collection starts) and its discard, over bare CDP. */
  slotSearchMs: Summary;
  /**
   * The first `observe` after `navigate` (wall, and its collector in the page; medians over
   * `firstObservations` fresh documents), and the collector's first run in fresh isolated worlds: every new
   * document starts the collector unoptimized (`navigate`'s own collection is such a first run).
   */
  firstObservationMs: number;
  firstObservationInPageMs: number;
  firstObservations: number;
  /** The collector's time in the page within `navigate` itself, on the same documents (median). */
  navigateCollectInPageMs: number;
  firstCollectInPageMs: Summary;
  lookoutCanonicalBytes: number;
  ariaSnapshotChars: number | null;
  ariaSnapshotAiChars: number | null;
}

export interface LatencyReport {
  rows: LatencyRow[];
  flatness200kOver10k: number | null;
  /** Raw worker records and collector JSON strings, for the Node-side figures. */
  samples: { record10k: Uint8Array | null; json10k: string | null; recordAtBound: Uint8Array | null; jsonAtBound: string | null };
}

/** Lookout observations of one phase: wall time, in-page collector time and the difference. */
class LookoutSamples {
  readonly ms: number[] = [];
  readonly collect: number[] = [];
  readonly outside: number[] = [];
  readonly parts: OutsideParts[] = [];
  canonicalBytes = 0;

  async observe(bench: Bench): Promise<number> {
    const run = await bench.observe();
    this.ms.push(run.ms);
    this.collect.push(run.collectMs);
    this.outside.push(run.ms - run.collectMs);
    if (run.timing) this.parts.push(outsideParts({ ...run, timing: run.timing }));
    this.canonicalBytes = run.bytes;
    return run.ms;
  }
}

async function paired(
  bench: Bench,
  lookout: LookoutSamples,
  options: {
    budgetMs: number;
    minPairs: number;
    maxPairs: number;
    playwright: boolean;
    skipAi?: boolean;
    before?: { lookout: () => Promise<void>; playwright: () => Promise<void> };
  },
): Promise<Omit<PairedRuns, 'lookoutMs' | 'collectorInPageMs' | 'outsideCollectorMs'> & { chars: { default: number | null; ai: number | null } }> {
  const ariaDefault: number[] = [];
  const ariaAi: number[] = [];
  const ratioDefault: number[] = [];
  const ratioAi: number[] = [];
  const chars = { default: null as number | null, ai: null as number | null };
  const observe = async () => {
    await options.before?.lookout();
    return lookout.observe(bench);
  };
  const start = performance.now();
  let pairs = 0;
  // Lookout and Playwright alternate, so drift in machine load hits both sides of every pair alike.
  while (pairs < options.maxPairs && (pairs < options.minPairs || performance.now() - start < options.budgetMs)) {
    const first = await observe();
    if (options.playwright) {
      await options.before?.playwright();
      const d = await bench.aria('default');
      ariaDefault.push(d.ms);
      ratioDefault.push(d.ms / first);
      chars.default = d.chars;
    }
    const second = await observe();
    if (options.playwright && !options.skipAi) {
      await options.before?.playwright();
      const a = await bench.aria('ai');
      ariaAi.push(a.ms);
      ratioAi.push(a.ms / second);
      chars.ai = a.chars;
    }
    pairs++;
  }
  return {
    ariaSnapshotMs: options.playwright ? summarize(ariaDefault) : null,
    ariaSnapshotAiMs: options.playwright && !options.skipAi ? summarize(ariaAi) : null,
    ratioDefault: options.playwright ? round(median(ratioDefault)) : null,
    ratioAi: options.playwright && !options.skipAi ? round(median(ratioAi)) : null,
    pairs,
    chars,
  };
}

function phase(lookout: LookoutSamples, runs: Awaited<ReturnType<typeof paired>>, skipped?: string): PairedRuns {
  const { chars: _chars, ...rest } = runs;
  return {
    lookoutMs: summarize(lookout.ms),
    collectorInPageMs: summarize(lookout.collect),
    outsideCollectorMs: round(median(lookout.outside)),
    ...(lookout.parts.length > 0 ? { outsideParts: medianParts(lookout.parts)! } : {}),
    ...rest,
    ...(skipped ? { skipped } : {}),
  };
}

/** Calls, each followed by a pause, before the steady state is measured: enough for the 10,000-node page's candidates. */
const LEARNING_ROUNDS = 4;
const LEARNING_PAUSE_MS = 1_500;

let worlds = 0;

/**
 * Runs the collector over bare CDP in a new isolated world of the bench's own, to time moving its
 * result. Each run also splits its own time: the collection (`collectMs` of the result), packing and
 * JSON in the page after it, and the rest of the wall time (the protocol message and its transfer), so
 * the split does not depend on how warm the world is. `learned`: the world learns the page's sheets first, as the
 * pool's worker has its collector learn them between calls (cdp.ts, `learnSheets`).
 */
export async function bareCollect(raw: RawCdp, sessionId: string, frameId: string, runs: number, warmUp = 0, learned = false) {
  const { executionContextId } = await raw.send<{ executionContextId: number }>(
    'Page.createIsolatedWorld',
    { frameId, worldName: `lookout-bench-${++worlds}`, grantUniveralAccess: false },
    sessionId,
  );
  await raw.evaluate(sessionId, COLLECTOR_SOURCE, executionContextId);
  const sheets = learned ? `, sheets: ${await learnSheets(raw, sessionId, frameId, executionContextId)}` : '';
  const wall: number[] = [];
  const inPage: number[] = [];
  const toJson: number[] = [];
  const transfer: number[] = [];
  const busyTransfer: number[] = [];
  let json = '';
  for (let i = 0; i < warmUp + runs; i++) {
    const t0 = performance.now();
    const [ms, result] = await raw.evaluate<[number, string]>(
      sessionId,
      `(() => { const t0 = performance.now(); const s = globalThis.__lookout.collect({ refBase: 1, candidate: ${i + 1}, keep: null${sheets} }); return [performance.now() - t0, s]; })()`,
      executionContextId,
    );
    const elapsed = performance.now() - t0;
    if (i < warmUp) continue;
    wall.push(elapsed);
    inPage.push(ms);
    toJson.push(ms - (JSON.parse(result) as { collectMs: number }).collectMs);
    transfer.push(elapsed - ms);
    json = result;
    // The same wait with nothing to move: a busy loop as long as the collection, returning its length.
    const t1 = performance.now();
    const busy = await raw.evaluate<number>(
      sessionId,
      `(() => { const t0 = performance.now(); while (performance.now() - t0 < ${ms}); return performance.now() - t0; })()`,
      executionContextId,
    );
    busyTransfer.push(performance.now() - t1 - busy);
  }
  return { wall, inPage, toJson, transfer, busyTransfer, json };
}

export async function measureLatency(options: LatencyOptions, site: FixtureServer): Promise<LatencyReport> {
  const bench = await Bench.start();
  const raw = await RawCdp.connect(bench.debuggingPort);
  const rows: LatencyRow[] = [];
  const samples: LatencyReport['samples'] = { record10k: null, json10k: null, recordAtBound: null, jsonAtBound: null };
  try {
    for (const nodes of options.sizes) {
      const lookoutUrl = site.url(`page-${nodes}.html?side=lookout`);
      const playwrightUrl = site.url(`page-${nodes}.html?side=playwright`);
      const heavy = nodes >= 50_000;
      const budgetMs = options.seconds * 1000;
      // Playwright's page loads first, so that its renderer is done with the load when Lookout is timed.
      await bench.page.goto(playwrightUrl, { waitUntil: 'load', timeout: 300_000 });
      // The first observation after `navigate`, on fresh documents: one sample is mostly noise on a busy machine.
      const firsts: { ms: number; collectMs: number }[] = [];
      const navigateCollects: number[] = [];
      let visitedUrl = lookoutUrl;
      for (let visit = 0; visit < (heavy ? 1 : FIRST_VISITS); visit++) {
        visitedUrl = `${lookoutUrl}&visit=${visit}`;
        await bench.session.navigate({ url: visitedUrl });
        navigateCollects.push(decodeRecord<CollectionRecord>(bench.record()!).collectMs);
        firsts.push(await bench.observe());
      }
      const sessionId = await raw.attachToPage(visitedUrl);
      const { frameTree } = await raw.send<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree', {}, sessionId);

      // Warm-up: the first snapshot compiles Playwright's injected script.
      if (!heavy) {
        await bench.aria('default');
        await bench.aria('ai');
      }
      // Between an agent's calls the worker learns the listeners of the candidates a collection left unasked
      // (workers/learning.ts); a tight loop of calls never leaves it the time, and every call would ask its 24.
      // The steady state measured below is the one an agent meets after its first looks at a page: a few calls,
      // each followed by a pause (the first observation after navigate, above, still pays for its questions).
      for (let i = 0; i < LEARNING_ROUNDS; i++) {
        await bench.observe();
        await new Promise((resolve) => setTimeout(resolve, LEARNING_PAUSE_MS));
      }
      const steady = new LookoutSamples();
      // Lookout alone first: more samples for its median and p95 at no cost to the comparison, taken
      // before a 200k-node snapshot leaves Playwright's renderer busy with megabytes of garbage.
      await timeRuns(() => steady.observe(bench), budgetMs / 3, 10, 300);
      // No target rests on AI mode: --quick leaves out its 10-20 s snapshots of the largest pages.
      const skipHeavy = heavy && options.quick;
      const unchanged = await paired(bench, steady, {
        budgetMs: heavy ? 0 : budgetMs,
        minPairs: heavy ? (options.quick ? 1 : 2) : 5,
        maxPairs: heavy ? (options.quick ? 1 : 2) : 200,
        playwright: true,
        skipAi: skipHeavy,
      });

      // After a change: the class flips on <body> right before each measured call, on the page that call reads.
      const before = {
        lookout: async () => void (await raw.evaluate(sessionId, TOGGLE)),
        playwright: async () => void (await bench.page.evaluate(TOGGLE)),
      };
      const changed = new LookoutSamples();
      const afterChange = await paired(bench, changed, {
        budgetMs: heavy ? 0 : budgetMs / 2,
        minPairs: heavy ? 2 : 5,
        maxPairs: heavy ? 2 : 100,
        playwright: !skipHeavy,
        before,
      });
      const relayout: number[] = [];
      for (let i = 0; i < (heavy ? 5 : 15); i++) relayout.push(await bench.page.evaluate(FORCED_RELAYOUT));

      const bare = await timeRuns(() => raw.evaluate(sessionId, '1'), 300, 30, 200);
      await raw.send('DOM.enable', {}, sessionId);
      await raw.send('DOM.getDocument', { depth: 0 }, sessionId);
      const slotSearch = await timeRuns(
        async () => {
          const { searchId } = await raw.send<{ searchId: string }>('DOM.performSearch', { query: '<slot>', includeUserAgentShadowDOM: false }, sessionId);
          await raw.send('DOM.discardSearchResults', { searchId }, sessionId);
        },
        300,
        10,
        100,
      );
      await raw.send('DOM.disable', {}, sessionId);
      const viaPlaywright = await timeRuns(() => bench.relay.send('Runtime.evaluate', { expression: '1', returnByValue: true }), 300, 30, 200);
      const collected = await bareCollect(raw, sessionId, frameTree.frame.id, heavy ? 5 : 15, heavy ? 2 : 10);
      const firstCollect: number[] = [];
      for (let i = 0; i < (heavy ? 3 : 7); i++) firstCollect.push((await bareCollect(raw, sessionId, frameTree.frame.id, 1)).inPage[0]!);
      await raw.send('Target.detachFromTarget', { sessionId });

      const bareMedian = median(bare);
      const row: LatencyRow = {
        nodes,
        unchanged: phase(steady, unchanged, skipHeavy ? 'AI mode is skipped at 50k+ nodes with --quick' : undefined),
        afterChange: phase(changed, afterChange, skipHeavy ? 'Playwright after a change is skipped at 50k+ nodes with --quick' : undefined),
        relayoutMs: summarize(relayout),
        cdpRoundTripMs: summarize(bare),
        cdpRoundTripViaPlaywrightMs: summarize(viaPlaywright),
        overheadAboveFloorMs: round(median(steady.outside) - bareMedian),
        collectorResultChars: collected.json.length,
        bareCollectMs: summarize(collected.wall),
        bareCollectInPageMs: summarize(collected.inPage),
        bareCollectToJsonMs: summarize(collected.toJson),
        bareCollectTransferMs: summarize(collected.transfer),
        bareBusyTransferMs: summarize(collected.busyTransfer),
        slotSearchMs: summarize(slotSearch),
        firstObservationMs: round(median(firsts.map((f) => f.ms))),
        firstObservationInPageMs: round(median(firsts.map((f) => f.collectMs))),
        firstObservations: firsts.length,
        navigateCollectInPageMs: round(median(navigateCollects)),
        firstCollectInPageMs: summarize(firstCollect),
        lookoutCanonicalBytes: steady.canonicalBytes,
        ariaSnapshotChars: unchanged.chars.default,
        ariaSnapshotAiChars: unchanged.chars.ai,
      };
      rows.push(row);
      if (nodes === 10_000) {
        samples.record10k = copy(bench.record());
        samples.json10k = collected.json;
      }
      options.log(
        `latency ${nodes} nodes: lookout ${row.unchanged.lookoutMs.median} ms (in-page ${row.unchanged.collectorInPageMs.median}, ` +
          `above floor ${row.overheadAboveFloorMs}), ariaSnapshot ${row.unchanged.ariaSnapshotMs?.median} ms (x${row.unchanged.ratioDefault}), ` +
          `ai ${row.unchanged.ariaSnapshotAiMs?.median ?? 'skipped'} ms (x${row.unchanged.ratioAi ?? '-'}); after a change: lookout ${row.afterChange.lookoutMs.median} ms, ` +
          `ariaSnapshot ${row.afterChange.ariaSnapshotMs?.median ?? 'skipped'} ms (x${row.afterChange.ratioDefault ?? '-'}), relayout ${row.relayoutMs.median} ms; ` +
          `first observation after navigate ${row.firstObservationMs} ms (in-page ${row.firstObservationInPageMs}, median of ${row.firstObservations}; navigate's own collection ${row.navigateCollectInPageMs} ms in the page), first collection in a fresh world ${row.firstCollectInPageMs.median} ms`,
      );
    }

    // One observation of a page larger than the canonical bound, for the Node-side costs at the bound.
    const boundUrl = site.url('mixed-bound.html?side=lookout');
    await bench.session.navigate({ url: boundUrl });
    await bench.observe();
    samples.recordAtBound = copy(bench.record());
    const sessionId = await raw.attachToPage(boundUrl);
    const { frameTree } = await raw.send<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree', {}, sessionId);
    samples.jsonAtBound = (await bareCollect(raw, sessionId, frameTree.frame.id, 1)).json;
    await raw.send('Target.detachFromTarget', { sessionId });
  } finally {
    raw.close();
    await bench.close();
  }
  const at = (n: number) => rows.find((r) => r.nodes === n);
  const big = at(200_000);
  const ten = at(10_000);
  const flatness = big && ten ? round(big.unchanged.lookoutMs.median / ten.unchanged.lookoutMs.median) : null;
  return { rows, flatness200kOver10k: flatness, samples };
}

function copy(bytes: Uint8Array | null): Uint8Array | null {
  return bytes ? new Uint8Array(bytes) : null;
}
