// reports/bench.html: tables and inline SVG plots, no external resources (no scripts, fonts or images).
import type { PeerId } from './corpus.js';
import type { BenchReport } from './report.js';
import { COLOURS, escape, fmt, logLogChart, stackedBar, bars, table } from './charts.js';

/** The real-page corpus: aggregates per group and for the whole, where each page falls, and every page's figures. */
function corpusSection(report: BenchReport): string {
  const c = report.corpus;
  if (!c) return '<p>Not measured in this run (<code>--corpus-pairs 0</code>).</p>';
  const byElements = [...c.rows].sort((a, b) => a.elements - b.elements);
  const chart = logLogChart(
    [
      { name: 'Lookout observe', colour: COLOURS.lookout, points: byElements.map((r) => [r.elements, r.lookoutMs.median]), dots: true },
      { name: 'ariaSnapshot()', colour: COLOURS.aria, points: byElements.map((r) => [r.elements, r.peers.ariaSnapshot.ms.median]), dots: true },
      { name: 'Accessibility.getFullAXTree', colour: COLOURS.axTree, points: byElements.map((r) => [r.elements, r.peers.axTree.ms.median]), dots: true },
      {
        name: 'DOMSnapshot.captureSnapshot',
        colour: COLOURS.domSnapshot,
        points: byElements.map((r) => [r.elements, r.peers.domSnapshot.ms.median]),
        dots: true,
      },
      { name: 'session.navigate', colour: COLOURS.floor, points: byElements.map((r) => [r.elements, r.navigateMs]), dots: true },
    ],
    'Median latency of each page of the corpus against its element count (log-log)',
    'elements in the page (log)',
  );
  const peerCell = (g: (typeof c.groups)[number], id: PeerId) => {
    const p = g.peers[id];
    const slower = p.slower.length === 0 ? 'none slower' : `Lookout slower on ${p.slower.length}`;
    return `${fmt(p.medianMs)} ms (p90 ${fmt(p.p90Ms)}); x${fmt(p.medianRatio)} (${fmt(p.minRatio)}–${fmt(p.maxRatio)}); ${slower}`;
  };
  const groups = table(
    [
      'group',
      'pages',
      'elements median / p90 (min–max)',
      'Lookout median (p90)',
      'of it: collector in the page / the rest',
      'in the page per element',
      ...c.peers.map((p) => `${p.name}: median (p90); median ratio (range)`),
      'navigate median / p90',
    ],
    c.groups.map((g) => [
      g.group,
      g.pages,
      `${g.elements.median} / ${g.elements.p90} (${g.elements.min}–${g.elements.max})`,
      `${fmt(g.lookoutMedianMs)} ms (${fmt(g.lookoutP90Ms)})`,
      `${fmt(g.lookoutInPageMedianMs)} / ${fmt(g.lookoutOutsideMedianMs)} ms`,
      `${fmt(g.inPageUsPerElement)} µs`,
      ...c.peers.map((p) => peerCell(g, p.id)),
      `${fmt(g.navigateMs.median)} / ${fmt(g.navigateMs.p90)} ms`,
    ]),
  );
  const summary = table(
    ['pages where Lookout is slower than ariaSnapshot()', 'navigate over 5 s', 'page.goto median / p90', 'failed'],
    [
      [
        c.slower.length === 0 ? 'none' : c.slower.map((s) => `${s.file} (x${fmt(s.ratio)})`).join(', '),
        c.navigateMs.over5s,
        `${fmt(c.gotoMs.median)} / ${fmt(c.gotoMs.p90)} ms`,
        c.failed.length === 0 ? 'none' : c.failed.map((f) => `${f.file}: ${f.error}`).join('; '),
      ],
    ],
  );
  const sources = table(
    ['source', 'group', 'licence', 'pages'],
    c.sources.map((s) => [s.title, s.group, s.licence, s.pages]),
  );
  const pages = table(
    [
      'page',
      'group',
      'kind',
      'elements',
      'navigate (settle wait)',
      'page.goto',
      'outside requests',
      'Lookout median / p95',
      'collector in the page',
      'ariaSnapshot median',
      'ratio',
      'AX tree median',
      'ratio',
      'DOMSnapshot median',
      'ratio',
      'canonical bytes',
      'snapshot / AX tree / DOMSnapshot bytes',
    ],
    c.rows.map((r) => [
      r.file,
      r.group,
      r.kind,
      r.elements,
      `${fmt(r.navigateMs)} ms (${r.settleWaitedMs === null ? '–' : `${fmt(r.settleWaitedMs)} ms${r.settled === false ? ', not settled' : ''}`})`,
      `${fmt(r.gotoMs)} ms`,
      r.outsideRequests,
      `${fmt(r.lookoutMs.median)} / ${fmt(r.lookoutMs.p95)} ms`,
      `${fmt(r.lookoutInPageMs.median)} ms`,
      `${fmt(r.peers.ariaSnapshot.ms.median)} ms`,
      `x${fmt(r.peers.ariaSnapshot.ratio)}`,
      `${fmt(r.peers.axTree.ms.median)} ms`,
      `x${fmt(r.peers.axTree.ratio)}`,
      `${fmt(r.peers.domSnapshot.ms.median)} ms`,
      `x${fmt(r.peers.domSnapshot.ratio)}`,
      r.lookoutCanonicalBytes,
      `${r.peers.ariaSnapshot.bytes} / ${r.peers.axTree.bytes} / ${r.peers.domSnapshot.bytes}`,
    ]),
  );
  // A ratio below 1 (Lookout slower) is marked like a missed target.
  const marked = pages.replace(/<td>(x0\.\d+)<\/td>/g, '<td class="missed">$1</td>');
  return `<p>${escape(c.note)}</p>${groups}${summary}${chart}<h3>Sources</h3>${sources}<h3>Every page</h3>${marked}`;
}

/** Act latency per settle pattern, beside Playwright's click and snapshot. */
function actSection(report: BenchReport): string {
  const a = report.actLatency;
  if (!a) return '<p>Not measured in this run (<code>--act-pairs 0</code>).</p>';
  const rows = table(
    [
      'pattern',
      'Lookout act median / p90',
      'settle wait (median), settled, by what',
      'click (for the scroll, wheel) + ariaSnapshot median / p90',
      'ratio',
      'late content seen (Lookout / Playwright)',
    ],
    a.rows.map((r) => [
      r.description,
      `${fmt(r.lookoutMs.median)} / ${fmt(r.lookoutMs.p90)} ms (${r.lookoutMs.runs})`,
      `${fmt(r.settleWaitedMs)} ms, ${r.settledRuns}/${r.lookoutMs.runs}` +
        (r.settledBy
          ? `, ${Object.entries(r.settledBy)
              .map(([by, n]) => `${by} ${n}`)
              .join(', ')}`
          : ''),
      `${fmt(r.peerMs.median)} / ${fmt(r.peerMs.p90)} ms (${r.peerMs.runs})`,
      `x${fmt(r.ratio)}`,
      r.seen ? `${r.seen.lookout}/${r.lookoutMs.runs} / ${r.seen.peer}/${r.peerMs.runs}` : '–',
    ]),
  );
  return `<p>${escape(a.note)}</p>${rows}`;
}

/** Bytes per step of the delta task: the whole page's projection against the delta's. */
function deltaSection(report: BenchReport): string {
  const d = report.deltaBytes;
  if (!d) return '<p>Not measured in this run.</p>';
  const rows = table(
    ['step', 'revision', 'full projection', 'delta projection', 'full canonical JSON', 'delta JSON'],
    [
      ...d.steps.map((s) => [s.step, s.revision, `${s.fullProjectionBytes} B`, `${s.deltaProjectionBytes} B`, `${s.fullJsonBytes} B`, `${s.deltaJsonBytes} B`]),
      [
        'all steps',
        '',
        `${d.totals.fullProjectionBytes} B`,
        `${d.totals.deltaProjectionBytes} B (x${fmt(d.projectionRatio)})`,
        `${d.totals.fullJsonBytes} B`,
        `${d.totals.deltaJsonBytes} B (x${fmt(d.jsonRatio)})`,
      ],
    ],
  );
  return `<p>${escape(d.note)}</p>${rows}`;
}

/** The five-frame page beside the same content inline and Playwright's AI snapshot. */
function framesSection(report: BenchReport): string {
  const f = report.frames;
  if (!f) return '<p>Not measured in this run.</p>';
  const rows = table(
    ['page', 'median', 'against Lookout framed', 'size'],
    [
      [`Lookout observe, ${f.frames} frames (${f.framesEntered} entered)`, `${fmt(f.lookoutFramedMs)} ms`, '', `${f.lookoutCanonicalBytes} B canonical JSON`],
      ['Lookout observe, same content inline', `${fmt(f.lookoutInlineMs)} ms`, `framed x${fmt(f.framedOverInline)} of inline`, ''],
      [
        "Playwright ariaSnapshot({ mode: 'ai' }), framed",
        `${fmt(f.ariaSnapshotAiFramedMs)} ms`,
        `x${fmt(f.ariaOverLookout)} Lookout's`,
        `${f.ariaSnapshotAiChars} chars`,
      ],
    ],
  );
  return `<p>${escape(f.note)} ${f.rounds} rounds.</p>${rows}`;
}

/** MCP bytes per call of the form task, beside Playwright MCP's cited figure. */
function mcpSection(report: BenchReport): string {
  const m = report.mcpBytes;
  if (!m) return '<p>Not measured in this run.</p>';
  const rows = table(
    ['call', 'lookout mcp (JSON)', 'lookout mcp --budget', 'before issue 35'],
    [
      ...m.calls.map((c) => [c.tool, `${c.bytes} B`, `${c.budgetBytes} B`, `${c.beforeBytes} B`]),
      ['per call', `${m.bytesPerCall} B`, `${m.budgetBytesPerCall} B`, `${m.beforeBytesPerCall} B`],
      ['Playwright MCP, per call (cited, not measured here)', `${m.playwrightMcp.bytesPerCall} B`, '', ''],
    ],
  );
  return `<p>${escape(m.note)}</p>${rows}`;
}

function shortLabel(run: { workers: number | null }): string {
  return run.workers === null ? 'naive baseline' : `Lookout, ${run.workers} worker${run.workers > 1 ? 's' : ''}`;
}

export function renderHtml(report: BenchReport): string {
  const rows = report.latency.rows;
  const chart = logLogChart(
    [
      { name: 'Lookout observe', colour: COLOURS.lookout, points: rows.map((r) => [r.nodes, r.unchanged.lookoutMs.median]) },
      { name: 'Lookout, after change', colour: COLOURS.lookoutChanged, points: rows.map((r) => [r.nodes, r.afterChange.lookoutMs.median]), dashed: true },
      {
        name: 'ariaSnapshot()',
        colour: COLOURS.aria,
        points: rows.flatMap((r) => (r.unchanged.ariaSnapshotMs ? [[r.nodes, r.unchanged.ariaSnapshotMs.median] as [number, number]] : [])),
      },
      {
        name: "ariaSnapshot({mode:'ai'})",
        colour: COLOURS.ariaAi,
        points: rows.flatMap((r) => (r.unchanged.ariaSnapshotAiMs ? [[r.nodes, r.unchanged.ariaSnapshotAiMs.median] as [number, number]] : [])),
      },
      { name: 'Chromium relayout', colour: COLOURS.relayout, points: rows.map((r) => [r.nodes, r.relayoutMs.median]), dashed: true },
      { name: 'bare CDP round trip', colour: COLOURS.floor, points: rows.map((r) => [r.nodes, r.cdpRoundTripMs.median]), dashed: true },
    ],
    'Median latency per observation against page size (log-log), unchanged page unless marked',
  );
  const targets = table(
    ['target', 'goal', 'measured', 'verdict', 'where the time went'],
    report.targets.map((t) => [
      t.description + (t.context ? ` (${t.context})` : ''),
      `${t.kind === 'atLeast' ? '≥' : '≤'} ${t.goal}${t.unit}`,
      t.measured === null ? null : `${fmt(t.measured)}${t.unit}`,
      t.verdict,
      t.note ?? '',
    ]),
  );
  const coloured = targets.replace(/<td>(met[^<]*)<\/td>/g, '<td class="met">$1</td>').replace(/<td>(missed[^<]*)<\/td>/g, '<td class="missed">$1</td>');
  const latencyTable = table(
    [
      'nodes',
      'Lookout median / p95',
      'in-page',
      'ariaSnapshot median / p95',
      'ratio (pairs)',
      'AI mode median / p95',
      'ratio AI',
      'above floor',
      'canonical bytes',
      'snapshot chars',
    ],
    rows.map((r) => [
      r.nodes,
      `${fmt(r.unchanged.lookoutMs.median)} / ${fmt(r.unchanged.lookoutMs.p95)} ms (${r.unchanged.lookoutMs.runs})`,
      `${fmt(r.unchanged.collectorInPageMs.median)} ms`,
      r.unchanged.ariaSnapshotMs
        ? `${fmt(r.unchanged.ariaSnapshotMs.median)} / ${fmt(r.unchanged.ariaSnapshotMs.p95)} ms (${r.unchanged.ariaSnapshotMs.runs})`
        : null,
      r.unchanged.ratioDefault === null ? null : `x${fmt(r.unchanged.ratioDefault)}`,
      r.unchanged.ariaSnapshotAiMs
        ? `${fmt(r.unchanged.ariaSnapshotAiMs.median)} / ${fmt(r.unchanged.ariaSnapshotAiMs.p95)} ms`
        : (r.unchanged.skipped ?? null),
      r.unchanged.ratioAi === null ? null : `x${fmt(r.unchanged.ratioAi)}`,
      `${fmt(r.overheadAboveFloorMs)} ms`,
      r.lookoutCanonicalBytes,
      r.ariaSnapshotChars,
    ]),
  );
  const changeTable = table(
    ['nodes', 'Chromium relayout', 'Lookout median / p95', 'in-page', 'ariaSnapshot median / p95', 'ratio (pairs)', 'AI mode median', 'ratio AI', 'note'],
    rows.map((r) => [
      r.nodes,
      `${fmt(r.relayoutMs.median)} ms`,
      `${fmt(r.afterChange.lookoutMs.median)} / ${fmt(r.afterChange.lookoutMs.p95)} ms (${r.afterChange.lookoutMs.runs})`,
      `${fmt(r.afterChange.collectorInPageMs.median)} ms`,
      r.afterChange.ariaSnapshotMs ? `${fmt(r.afterChange.ariaSnapshotMs.median)} / ${fmt(r.afterChange.ariaSnapshotMs.p95)} ms` : null,
      r.afterChange.ratioDefault === null ? null : `x${fmt(r.afterChange.ratioDefault)}`,
      r.afterChange.ariaSnapshotAiMs ? `${fmt(r.afterChange.ariaSnapshotAiMs.median)} ms` : null,
      r.afterChange.ratioAi === null ? null : `x${fmt(r.afterChange.ratioAi)}`,
      r.afterChange.skipped ?? '',
    ]),
  );
  const floorTable = table(
    [
      'nodes',
      'bare CDP round trip',
      'CDP via a Playwright CDPSession',
      'collector in-page',
      'first collection in a new document (in-page)',
      "navigate's own collection (in-page)",
      'first observe after navigate (wall / in-page, median)',
      'collector over bare CDP (wall / in-page)',
      'result chars',
      'Lookout outside the collector',
      'above floor',
    ],
    rows.map((r) => [
      r.nodes,
      `${fmt(r.cdpRoundTripMs.median)} ms`,
      `${fmt(r.cdpRoundTripViaPlaywrightMs.median)} ms`,
      `${fmt(r.unchanged.collectorInPageMs.median)} ms`,
      `${fmt(r.firstCollectInPageMs.median)} ms`,
      `${fmt(r.navigateCollectInPageMs)} ms`,
      `${fmt(r.firstObservationMs)} / ${fmt(r.firstObservationInPageMs)} ms (${r.firstObservations})`,
      `${fmt(r.bareCollectMs.median)} / ${fmt(r.bareCollectInPageMs.median)} ms`,
      r.collectorResultChars,
      `${fmt(r.unchanged.outsideCollectorMs)} ms`,
      `${fmt(r.overheadAboveFloorMs)} ms`,
    ]),
  );
  const breakdown = report.breakdown10k
    ? stackedBar(report.breakdown10k.parts, `Where one observation of the 10k-node page goes (median ${fmt(report.breakdown10k.totalMs)} ms)`)
    : '';
  const throughput = report.throughput;
  const throughputBars = bars(
    throughput.runs.map((r) => ({ label: shortLabel(r), values: [{ name: 'observations/s', value: r.observationsPerSecond, colour: COLOURS.lookout }] })),
    'obs/s',
    'Observations per second over the mixed page set',
  );
  const cpuBars = bars(
    throughput.runs.map((r) => ({
      label: shortLabel(r),
      values: [
        { name: 'Node', value: r.cpu.nodeCores, colour: '#2a7fbf' },
        { name: 'Chromium', value: r.cpu.chromiumCores, colour: COLOURS.aria },
      ],
    })),
    'cores',
    'CPU cores used during the throughput window',
  );
  const memoryBars = bars(
    throughput.runs.map((r) => ({
      label: shortLabel(r),
      values: [
        { name: 'Node PSS', value: r.memoryPeak.nodePssMiB, colour: '#2a7fbf' },
        { name: 'Chromium PSS', value: r.memoryPeak.pssMiB - r.memoryPeak.nodePssMiB, colour: COLOURS.aria },
      ],
    })),
    'MiB',
    'Peak proportional memory (PSS) during the throughput window',
  );
  const throughputTable = table(
    [
      'setup',
      'lanes',
      'observations',
      'obs/s (median round)',
      'obs/s of each round',
      'Node cores',
      'Chromium cores',
      'CPU ms / observation',
      'peak RSS (Node / all)',
      'peak PSS (Node / all)',
    ],
    [...throughput.runs, ...(throughput.at10k ? [{ ...throughput.at10k, setup: `${throughput.at10k.setup}, the 10k-node page alone` }] : [])].map((r) => [
      r.setup,
      r.lanes,
      r.observations,
      r.observationsPerSecond,
      (r.roundsPerSecond ?? [r.observationsPerSecond]).join(', '),
      r.cpu.nodeCores,
      r.cpu.chromiumCores,
      r.cpuMsPerObservation,
      `${r.memoryPeak.nodeRssMiB} / ${r.memoryPeak.rssMiB} MiB`,
      `${r.memoryPeak.nodePssMiB} / ${r.memoryPeak.pssMiB} MiB`,
    ]),
  );
  const node = report.nodeSide;
  const nodeTable = node
    ? table(
        [
          'page',
          'collector JSON',
          'msgpack record',
          'canonical part',
          'omitted',
          'worker parse',
          'worker encode',
          'decode',
          'admission',
          'bounding',
          'coordinator total',
          'projection (1,500 B)',
        ],
        (['atBound', 'tenThousand'] as const).flatMap((key) => {
          const c = node[key];
          if (!c) return [];
          return [
            [
              key === 'atBound' ? 'at the canonical bound' : '10k nodes',
              `${c.collectorJsonBytes} B`,
              `${c.recordBytes} B`,
              `${c.canonicalPartBytes} B`,
              c.omitted ? `${c.omitted.controls} controls, ${c.omitted.regions} regions, ${c.omitted.textChars} chars` : 'nothing',
              `${c.workerParseUs} µs`,
              `${c.workerEncodeUs} µs`,
              `${c.decodeUs} µs`,
              `${c.admissionUs} µs`,
              `${c.boundingUs} µs`,
              `${c.coordinatorTotalUs} µs`,
              `${c.projectionUs} µs`,
            ],
          ];
        }),
      )
    : '<p>Not measured.</p>';
  const transfer = node?.transfer;
  const transferTable = transfer
    ? table(
        ['format', 'bytes', 'round trip (µs, median)', 'above an empty round trip (µs)'],
        [
          ['empty message', 0, transfer.emptyRoundTripUs, 0],
          [
            'msgpack, buffer moved, decoded on arrival',
            transfer.messageBytes.msgpack,
            transfer.msgpackUs,
            Math.round((transfer.msgpackUs - transfer.emptyRoundTripUs) * 10) / 10,
          ],
          [
            'JSON string, parsed on arrival',
            transfer.messageBytes.jsonString,
            transfer.jsonStringUs,
            Math.round((transfer.jsonStringUs - transfer.emptyRoundTripUs) * 10) / 10,
          ],
          ['structured clone of the object', null, transfer.structuredCloneUs, Math.round((transfer.structuredCloneUs - transfer.emptyRoundTripUs) * 10) / 10],
        ],
      )
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lookout bench</title>
<style>
body{font:14px system-ui,sans-serif;margin:2em;max-width:1100px;color:#222}
table{border-collapse:collapse;margin:0.5em 0 1.5em}td,th{padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
th{background:#f4f4f4}.met{color:#1b6b3a;font-weight:600}.missed{color:#a3261a;font-weight:600}
figure{margin:1em 0}figcaption{font-size:12px;color:#555}pre{background:#f7f7f7;padding:1em;overflow:auto;font-size:12px}
</style></head>
<body>
<h1>Lookout bench</h1>
<p>${escape(report.machine)} — ${escape(report.generatedAt)} — options ${escape(JSON.stringify(report.options))} — ${fmt(report.durationSeconds, 0)} s</p>
<p>${escape(report.method)}</p>
<h2>Targets (issues 6, 18, 31, 32, 35 and 36)</h2>
${coloured}
<h2>Latency against page size</h2>
${chart}
<h3>Unchanged page</h3>
${latencyTable}
<p>Flatness (200k-node median / 10k-node median): <strong>${fmt(report.latency.flatness200kOver10k)}</strong></p>
<h3>After a DOM change (restyle and relayout)</h3>
${changeTable}
<h2>Act latency (fixtures-site/settle)</h2>
${actSection(report)}
<h2>Delta bytes per step (fixtures-site/deltas/mail.html)</h2>
${deltaSection(report)}
<h2>A page with five frames</h2>
${framesSection(report)}
<h2>MCP bytes per call (fixtures-site/actions/form.html)</h2>
${mcpSection(report)}
<h2>Real pages (bench/corpus)</h2>
${corpusSection(report)}
<h2>Floor and where the rest goes</h2>
<p>The collector starts unoptimized in every new document (its isolated world is new), so the first
observation after a navigation pays more in the page than the repeated observations of the tables above.</p>
${floorTable}
${breakdown}
<h2>Node-side cost per observation</h2>
${nodeTable}
<h3>Carrying the record from a worker thread (worker_threads MessageChannel round trip)</h3>
${transferTable}
<h2>Throughput, CPU and memory</h2>
<p>Mixed page set: ${escape(throughput.pageSet.join(', '))}. ${escape(throughput.note)}</p>
${throughputBars}
${cpuBars}
${memoryBars}
${throughputTable}
<h2>All figures</h2>
<details><summary>bench.json</summary><pre>${escape(JSON.stringify(report, null, 2))}</pre></details>
</body></html>
`;
}
