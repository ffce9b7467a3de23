// The shape of reports/bench.json, the breakdown of one observation and the targets of issues 6, 18, 31, 32, 35 and 36.
import { actTargets, type ActLatencyReport } from './act-latency.js';
import { corpusPeerTargets, corpusTarget, type CorpusReport } from './corpus.js';
import { deltaTarget, type DeltaBytesReport } from './deltas.js';
import type { FramesReport } from './frames.js';
import { mcpBytesTargets, type McpBytesReport } from './mcp-bytes.js';
import type { LatencyReport, LatencyRow } from './latency.js';
import type { NodeSideCost, TransferCost } from './node-side.js';
import { round } from './stats.js';
import { target, type Target } from './targets.js';
import type { ThroughputRun } from './throughput.js';

export interface BenchReport {
  generatedAt: string;
  machine: string;
  options: { quick: boolean; sizes: number[]; seconds: number; corpusPairs: number; corpusGroup: string | null; corpusEvery: number; actPairs: number };
  durationSeconds: number;
  method: string;
  targets: Target[];
  latency: { rows: LatencyRow[]; flatness200kOver10k: number | null };
  /** The real-page corpus (bench/corpus/), per page and in aggregate; null when `--corpus-pairs 0`. */
  corpus: CorpusReport | null;
  /** Act latency beside Playwright's click and snapshot, per settle pattern; null when `--act-pairs 0`. */
  actLatency: ActLatencyReport | null;
  /** Bytes per step of a multi-step task, the whole page's projection against the delta's (issue 32). */
  deltaBytes: DeltaBytesReport | null;
  /** A page with five frames beside the same content inline and Playwright's AI snapshot (issue 33). */
  frames: FramesReport | null;
  /** MCP bytes per call of a multi-step task beside Playwright MCP's cited figure (issue 35); null when not run. */
  mcpBytes: McpBytesReport | null;
  breakdown10k: { totalMs: number; parts: { name: string; ms: number }[] } | null;
  nodeSide: { atBound: NodeSideCost | null; tenThousand: NodeSideCost | null; transfer: TransferCost | null } | null;
  throughput: {
    pageSet: string[];
    note: string;
    runs: ThroughputRun[];
    twoOverOne: number | null;
    twoOverNaive: number | null;
    /** One worker observing the 10k-node page alone: the CPU target's own figure. */
    at10k: ThroughputRun | null;
  };
}

export const METHOD =
  'Each side runs as its users get it by default: a Lookout pool with one worker, whose worker thread launches its own ' +
  'Chromium over a pipe, and a Playwright page in a Chromium Playwright launches (also over a pipe), both on the same ' +
  'generated document and the same viewport. Lookout and Playwright runs alternate; each pair gives ' +
  'one ratio (Playwright / Lookout) and the ratio reported is the median over pairs. "After a change" toggles a class on ' +
  '<body> that changes the width of every section (restyle and relayout) right before each measured call, on the page that ' +
  "call reads (over bare CDP for the pool's page, page.evaluate for Playwright's); Chromium's own cost for the same change " +
  'is a forced layout (document.body.offsetHeight) timed with performance.now() in the page. A rendering frame can run ' +
  'between the change and the measured call and do the relayout itself; the in-page collector time after a change shows how ' +
  'often the observation paid for it. The floor is Runtime.evaluate("1") ' +
  "straight to the pool's Chromium over a debugging WebSocket on loopback (a launcher adds the port; the pool does not use " +
  'it). Medians and nearest-rank p95.';

/** The medians one observation's breakdown is made of, each measured on its own (bench/latency.ts). */
export interface ObservationPieces {
  /** Lookout observe, and the collector's time in the page within it. */
  lookoutMs: number;
  collectorMs: number;
  /** Runtime.evaluate("1") over a bare debugging WebSocket, and through Playwright's CDP session. */
  bareMs: number;
  viaPlaywrightMs: number;
  /** The collector over bare CDP: packing and JSON in the page after the collection, and the wall time outside the page. */
  toJsonMs: number;
  collectTransferMs: number;
  /** A busy loop as long as the collection, returning a number: the wall time outside the page. */
  busyTransferMs: number;
  /** DOM.performSearch for <slot> and its discard. */
  slotSearchMs: number;
  /**
   * Runtime.evaluate("1") over the bare WebSocket after a pause as long as the one between the observations timed
   * (an agent's thought); absent where they ran back to back.
   */
  bareAfterPauseMs?: number;
}

/** Where one Lookout observation goes, from the pieces measured separately. */
export function breakdownOfPieces(pieces: ObservationPieces, node: NodeSideCost | null, transfer: TransferCost | null) {
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  const bare = pieces.bareMs;
  const afterLongTask = Math.max(0, pieces.busyTransferMs - bare);
  const parts = [
    { name: 'collector in the page', ms: pieces.collectorMs },
    { name: 'one bare CDP round trip', ms: bare },
    { name: "Playwright's client over its pipe (worker → Chromium), beyond a bare round trip", ms: Math.max(0, pieces.viaPlaywrightMs - bare) },
    { name: 'collector result packed to JSON (in page)', ms: pieces.toJsonMs },
    { name: "Chromium's later reply after a long evaluation (a busy loop as long, returning a number)", ms: afterLongTask },
    { name: 'moving the result string over CDP', ms: Math.max(0, pieces.collectTransferMs - bare - afterLongTask) },
    { name: 'closed-root slot search in the page (DOM.performSearch and its discard)', ms: Math.max(0, pieces.slotSearchMs - 2 * bare) },
    { name: 'worker: JSON.parse + msgpack encode', ms: ms(node?.workerParseUs) + ms(node?.workerEncodeUs) },
    { name: 'thread hop (empty worker round trip)', ms: ms(transfer?.emptyRoundTripUs) },
    { name: 'coordinator: decode', ms: ms(node?.decodeUs) },
    { name: 'coordinator: admission', ms: ms(node?.admissionUs) },
    { name: 'coordinator: canonical bounding', ms: ms(node?.boundingUs) },
  ];
  // Threads that waited are slower to answer. The reply to the coordinator always comes after the collection's wait;
  // the request to the worker and the one to Chromium only after a pause.
  const paused = pieces.bareAfterPauseMs !== undefined;
  if (transfer?.afterPause) {
    const hot = transfer.emptyRoundTripUs / 2;
    const woken = Math.max(0, transfer.afterPause.outUs - hot) + (paused ? Math.max(0, transfer.afterPause.inUs - hot) : 0);
    parts.push({ name: `thread hops woken after a wait, beyond hot ones (${paused ? 'the request and the reply' : 'the reply'})`, ms: ms(woken) });
  }
  if (paused)
    parts.push({
      name: "Chromium's threads woken after the pause (a bare round trip after it, beyond a hot one)",
      ms: Math.max(0, pieces.bareAfterPauseMs! - bare),
    });
  const explained = parts.reduce((sum, p) => sum + p.ms, 0);
  parts.push({
    name: "not accounted for (piscina, the worker's slot hand-over and record, Playwright's protocol)",
    ms: Math.max(0, pieces.lookoutMs - explained),
  });
  return { totalMs: pieces.lookoutMs, parts: parts.map((p) => ({ name: p.name, ms: round(p.ms, 3) })) };
}

/** Where one Lookout observation of the 10k-node page goes, from the pieces measured separately. */
export function breakdownOf(row: LatencyRow | undefined, node: NodeSideCost | null, transfer: TransferCost | null) {
  if (!row) return null;
  return breakdownOfPieces(
    {
      lookoutMs: row.unchanged.lookoutMs.median,
      collectorMs: row.unchanged.collectorInPageMs.median,
      bareMs: row.cdpRoundTripMs.median,
      viaPlaywrightMs: row.cdpRoundTripViaPlaywrightMs.median,
      toJsonMs: row.bareCollectToJsonMs.median,
      collectTransferMs: row.bareCollectTransferMs.median,
      busyTransferMs: row.bareBusyTransferMs.median,
      slotSearchMs: row.slotSearchMs.median,
    },
    node,
    transfer,
  );
}

/** Where the time went, in the terms of each target: what the figure would need and what bounds it. */
function noteFor(
  id: string,
  latency: LatencyReport,
  throughput: ThroughputRun[],
  breakdown: ReturnType<typeof breakdownOf>,
  cpuAt10k: ThroughputRun | null,
): string | undefined {
  const ten = latency.rows.find((r) => r.nodes === 10_000);
  const big = latency.rows.find((r) => r.nodes === 200_000);
  const ms = (n: number | undefined) => `${round(n ?? NaN)} ms`;
  switch (id) {
    case 'unchanged-10k':
      return ten?.unchanged.ariaSnapshotMs
        ? `20x needs Lookout at ${ms(ten.unchanged.ariaSnapshotMs.median / 20)} or less; it took ${ms(ten.unchanged.lookoutMs.median)}, of which the collector in the page ${ms(ten.unchanged.collectorInPageMs.median)}`
        : undefined;
    case 'unchanged-200k':
      return big?.unchanged.ariaSnapshotMs
        ? `100x needs Lookout at ${ms(big.unchanged.ariaSnapshotMs.median / 100)} or less; it took ${ms(big.unchanged.lookoutMs.median)} (collector ${ms(big.unchanged.collectorInPageMs.median)})`
        : undefined;
    case 'after-change-10k':
      return ten?.afterChange.ariaSnapshotMs
        ? `4x needs Lookout at ${ms(ten.afterChange.ariaSnapshotMs.median / 4)} or less; Chromium's relayout alone is ${ms(ten.relayoutMs.median)}, the collector took ${ms(ten.afterChange.collectorInPageMs.median)} in the page`
        : undefined;
    case 'flatness':
      return ten && big
        ? `collector in the page ${ms(ten.unchanged.collectorInPageMs.median)} at 10k and ${ms(big.unchanged.collectorInPageMs.median)} at 200k; outside the collector ${ms(ten.unchanged.outsideCollectorMs)} and ${ms(big.unchanged.outsideCollectorMs)}`
        : undefined;
    case 'overhead-above-floor': {
      if (!breakdown) return undefined;
      const outside = breakdown.parts.filter((p) => p.name !== 'collector in the page' && p.name !== 'one bare CDP round trip');
      const top = [...outside].sort((a, b) => b.ms - a.ms).slice(0, 3);
      const parts = ten?.unchanged.outsideParts;
      // The same observations, outside the page, as the worker's timing of each call splits them.
      const timed = parts
        ? `; by the worker's timing: the collector's call beyond the page ${ms(parts.collectorCallMs)}, other protocol calls ${ms(parts.protocolMs)}, ` +
          `the worker's own ${ms(parts.workerMs)}, thread hops and coordinator ${ms(parts.coordinatorMs)}`
        : '';
      return `largest parts above the floor: ${top.map((p) => `${p.name} ${ms(p.ms)}`).join('; ')}${timed}`;
    }
    case 'throughput-2-over-1':
    case 'cpu-per-observation': {
      const describe = (r: ThroughputRun | undefined) =>
        r
          ? `${r.setup}: ${r.cpu.totalCores} cores busy (Node ${r.cpu.nodeCores}, Chromium ${r.cpu.chromiumCores}), ${r.cpuMsPerObservation} ms CPU per observation`
          : '';
      return id === 'throughput-2-over-1'
        ? `${describe(throughput[0])}; ${describe(throughput[1])}`
        : `${describe(cpuAt10k ?? undefined)}; over the page mix, ${describe(throughput[1])}`;
    }
  }
  return undefined;
}

export function targetsOf(
  latency: LatencyReport,
  twoOverOne: number | null,
  throughput: ThroughputRun[] = [],
  breakdown: ReturnType<typeof breakdownOf> = null,
  corpus: CorpusReport | null = null,
  cpuAt10k: ThroughputRun | null = null,
  actLatency: ActLatencyReport | null = null,
  deltaBytes: DeltaBytesReport | null = null,
  mcpBytes: McpBytesReport | null = null,
): Target[] {
  const at = (n: number) => latency.rows.find((r) => r.nodes === n);
  const ten = at(10_000);
  const big = at(200_000);
  return withNotes([
    target('unchanged-10k', 'Unchanged page, 10k nodes: Lookout observe vs ariaSnapshot() (default)', 'atLeast', 20, 'x', ten?.unchanged.ratioDefault),
    target('unchanged-200k', 'Unchanged page, 200k nodes: Lookout observe vs ariaSnapshot() (default)', 'atLeast', 100, 'x', big?.unchanged.ratioDefault),
    target(
      'after-change-10k',
      'After a DOM change, 10k nodes: Lookout observe vs ariaSnapshot() (default)',
      'atLeast',
      4,
      'x',
      ten?.afterChange.ratioDefault,
      ten ? `Chromium's own relayout ${ten.relayoutMs.median} ms; Lookout ${ten.afterChange.lookoutMs.median} ms` : undefined,
    ),
    target('flatness', 'Flatness: 200k-node latency / 10k-node latency, unchanged page', 'atMost', 1.5, 'x', latency.flatness200kOver10k),
    target(
      'overhead-above-floor',
      'Overhead above the floor per observation (median, 10k nodes): all but the in-page collector and one CDP round trip',
      'atMost',
      3,
      ' ms',
      ten?.overheadAboveFloorMs,
      ten ? `collector ${ten.unchanged.collectorInPageMs.median} ms, CDP round trip ${ten.cdpRoundTripMs.median} ms` : undefined,
    ),
    target(
      'first-after-navigate-10k',
      'First observe after navigate / a warm one, 10k nodes (medians)',
      'atMost',
      1.5,
      'x',
      ten ? ten.firstObservationMs / ten.unchanged.lookoutMs.median : null,
      ten
        ? `first ${ten.firstObservationMs} ms (collector ${ten.firstObservationInPageMs} ms in the page; median of ${ten.firstObservations} new documents), warm median ${ten.unchanged.lookoutMs.median} ms`
        : undefined,
    ),
    target(
      'cpu-per-observation',
      'CPU per observation at 10k nodes, Node plus Chromium, one worker observing the 10k-node page',
      'atMost',
      25,
      ' ms',
      cpuAt10k?.cpuMsPerObservation,
    ),
    target('throughput-2-over-1', 'Throughput: 2 workers / 1 worker', 'atLeast', 1.5, 'x', twoOverOne),
    corpusTarget(corpus),
    ...corpusPeerTargets(corpus),
    ...actTargets(actLatency),
    deltaTarget(deltaBytes),
    ...mcpBytesTargets(mcpBytes),
  ]);

  function withNotes(targets: Target[]): Target[] {
    return targets.map((t) => {
      const note = noteFor(t.id, latency, throughput, breakdown, cpuAt10k);
      return note ? { ...t, note } : t;
    });
  }
}
