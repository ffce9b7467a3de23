// Where the time of one observation goes on the real-page corpus, without changing the collector:
//
// - in the page, by phase of the collector: Chrome's CPU profiler (the Profiler domain, over the pool's Chromium's
//   debugging WebSocket) runs around a few warm `observe` calls on each page; every sample is charged to the
//   collector bundle's source module of the innermost collector frame on its stack (the bundle keeps esbuild's
//   `// workers/in-page/<module>.ts` markers, so a line number names its module), and so to a phase (PHASES), and
//   split by what that frame was doing: the collector's own JavaScript, or a call into the browser, named by the
//   native function the sample is in;
// - in the page, by kind of call: the same bundle in a probe world of the bench's own, with the browser functions
//   it uses wrapped in timers before it loads (PROBE), and the page's sheets learned as the pool's worker has them
//   learned (cdp.ts, `learnSheets`): computed-style reads, which the profile charges to the JavaScript line that
//   makes them, are timed apart there;
// - outside the page, by hop: the same pieces as the bench's breakdown at 10,000 nodes (bench/report.ts), measured
//   on each page: a bare CDP round trip, Playwright's client, moving this page's result string, the slot search,
//   the worker's parse and encode, the thread hop, and the coordinator's decode, admission and bounding; and what
//   the threads cost to wake after the pause each observation follows (a round trip to Chromium, the thread hops).
//
// `npm run build && node --no-deprecation dist/bench/profile.js [--group heavy|docs] [--runs N] [--page TEXT]`
// writes reports/bench-profile.json and prints the tables (LOOKOUT_PROFILE_RAW=FILE also saves the last page's CPU
// profile, which Chrome DevTools opens). A measurement tool, not a test.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { learnSheets, RawCdp } from './cdp.js';
import { GROUPS, THINK_MS, loadAverage, readManifest, serveCorpus, type CorpusGroup } from './corpus.js';
import { bareCollect } from './latency.js';
import { nodeSideCost, transferCost } from './node-side.js';
import { breakdownOfPieces } from './report.js';
import { Bench } from './sides.js';
import { median, round, timeRuns } from './stats.js';
import { benchFlags } from './flags.js';

const think = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, THINK_MS));

const BUNDLE = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8').split('\n');

/** The collector's phases, as issue 36 names them, and the bundle modules that make each. */
export const PHASES: { phase: string; modules: string[] }[] = [
  { phase: 'style-source reading (the sheets, once per collection)', modules: ['declared', 'rare', 'fonts', 'subject-keys'] },
  { phase: 'computed-style reads of rare properties (Reader.value)', modules: ['declared#Reader.value'] },
  {
    phase: 'element verdicts (visibility rule per element: boxes, clips, transforms, masks, filters)',
    modules: [
      'visibility',
      'verdict',
      'box',
      'clips',
      'turned',
      'shown',
      'inherited',
      'css-shapes',
      'svg-clips',
      'svg-filters',
      'masks',
      'transforms',
      'skipped',
      'details',
      'tables',
      'table-rows',
      'frame-slots',
      'closed-hosts',
    ],
  },
  { phase: 'text measurement (where glyphs lie: ranges, ink, ellipsis, bidi)', modules: ['text-rule', 'geometry', 'ink', 'ellipsis', 'bidi'] },
  { phase: 'paint and contrast rules', modules: ['paint', 'contrast', 'blend', 'gradients', 'image-behind', 'underlay', 'paint-area'] },
  { phase: 'name computation and roles', modules: ['names', 'roles', 'fields', 'choices'] },
  { phase: 'clickable elements', modules: ['clickables', 'hit-test', 'listener-memory'] },
  {
    phase: 'scan, text normalisation, refs and packing',
    modules: ['scan', 'dom', 'collect', 'index', 'refs', 'typed', 'text', 'observation', 'wire', 'perceptibility'],
  },
];

/** What a sample was doing when the innermost collector frame had called into the browser, by native function name. */
export function nativeKind(name: string): string {
  if (/^(getComputedStyle|getPropertyValue|getPropertyPriority|computedStyleMap|get)$/.test(name)) return 'computed-style reads (native calls)';
  if (
    /^(getBoundingClientRect|getClientRects|getBBox|getCTM|getScreenCTM|getTotalLength|checkVisibility|elementFromPoint|elementsFromPoint|createRange|setStart|setEnd|selectNode|selectNodeContents|getTransformToElement)$/.test(
      name,
    )
  )
    return 'layout and geometry reads';
  if (/^get (offset|client|scroll)(Width|Height|Top|Left)$/.test(name)) return 'layout and geometry reads';
  if (/^get (cssRules|rules|styleSheets|adoptedStyleSheets|cssText|selectorText|media|conditionText|style|sheet|ownerRule)$/.test(name))
    return 'style sheet reads';
  return 'other browser calls (DOM, JSON, builtins)';
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; scriptId: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
  /** Samples per source line of this function (1-based lines). */
  positionTicks?: { line: number; ticks: number }[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The module of each line of the bundle, from esbuild's `// workers/in-page/<module>.ts` markers. */
function moduleOfLine(): (line: number) => string {
  const starts: { line: number; module: string }[] = [];
  BUNDLE.forEach((text, line) => {
    const marker = /^\s*\/\/ (?:workers\/in-page|schemas)\/([\w-]+)\.ts$/.exec(text);
    if (marker) starts.push({ line, module: marker[1]! });
  });
  return (line) => {
    let found = '(bundle prelude)';
    for (const start of starts) {
      if (start.line > line) break;
      found = start.module;
    }
    return found;
  };
}
const MODULE_OF = moduleOfLine();

function moduleOfFrame(frame: ProfileNode): string {
  const module = MODULE_OF(frame.callFrame.lineNumber);
  return module === 'declared' && frame.callFrame.functionName === 'value' ? RARE_READER : module;
}

/** The collector's script among a profile's: the one whose frames' names stand on the bundle's lines. */
function collectorScript(profile: CpuProfile): string | null {
  const score = new Map<string, number>();
  for (const { callFrame } of profile.nodes) {
    if (!callFrame.functionName || callFrame.scriptId === '0') continue;
    if (BUNDLE[callFrame.lineNumber]?.includes(callFrame.functionName)) score.set(callFrame.scriptId, (score.get(callFrame.scriptId) ?? 0) + 1);
  }
  const best = [...score.entries()].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 5 ? best[0] : null;
}

export const OWN_JS = "collector's own JavaScript (with the computed-style reads it makes: see PROBE)";
/**
 * `Reader.value` (declared.ts) is one computed-style read of a rare property: charged to a module of its own, so
 * that the style-source phase holds the reading of the style sheets only.
 */
const RARE_READER = 'declared#Reader.value';

export interface Attribution {
  /** Sampled time in ms: all of it, and of it inside the collector (a collector frame on the stack). */
  totalMs: number;
  collectorMs: number;
  /** Inside the collector, by module and by what the sample was doing there. */
  byModule: Record<string, Record<string, number>>;
  /** Inside the collector, by native function (the browser calls). */
  byNative: Record<string, number>;
  /** Inside the collector, the bundle lines that took most (line: module, kind, ms). */
  topLines: { line: number; module: string; ms: number; text: string }[];
  /** Outside the collector: idle, program, garbage collection, other scripts. */
  outside: Record<string, number>;
}

/** Charges every sample of a profile to a module of the collector and to what it was doing (see the top of the file). */
export function attribute(profile: CpuProfile): Attribution {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const script = collectorScript(profile);
  // Self time of each node: a sample stands for the time until the next one.
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const result: Attribution = { totalMs: 0, collectorMs: 0, byModule: {}, byNative: {}, topLines: [], outside: {} };
  const lines = new Map<number, number>();
  const add = (record: Record<string, number>, key: string, ms: number) => void (record[key] = (record[key] ?? 0) + ms);
  for (const [id, ms] of self) {
    result.totalMs += ms;
    const node = byId.get(id)!;
    let frame: ProfileNode | undefined = node;
    while (frame && frame.callFrame.scriptId !== script) frame = byId.get(parent.get(frame.id) ?? -1);
    if (!frame || script === null) {
      const name = node.callFrame.functionName;
      add(result.outside, /^\((idle|program|garbage collector)\)$/.test(name) ? name : node.callFrame.url ? 'page scripts' : 'other', ms);
      continue;
    }
    result.collectorMs += ms;
    const module = moduleOfFrame(frame);
    if (frame !== node) {
      add((result.byModule[module] ??= {}), nativeKind(node.callFrame.functionName), ms);
      add(result.byNative, node.callFrame.functionName || '(anonymous)', ms);
      continue;
    }
    add((result.byModule[module] ??= {}), OWN_JS, ms);
    // The lines the samples were on (1-based in positionTicks). Optimized code often reports a function's first line.
    const ticks = node.positionTicks ?? [];
    const total = ticks.reduce((sum, t) => sum + t.ticks, 0);
    for (const { line, ticks: count } of ticks) lines.set(line - 1, (lines.get(line - 1) ?? 0) + (ms * count) / total);
  }
  result.topLines = [...lines.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([line, ms]) => ({ line, module: MODULE_OF(line), ms: round(ms), text: (BUNDLE[line] ?? '').trim().slice(0, 140) }));
  return result;
}

/**
 * A second measurement of the collector's time in the page, by kind of call, in a world of the bench's own: before
 * the collector bundle loads there (and captures the DOM functions it uses), this script wraps the browser
 * functions it calls in timers, and makes `getComputedStyle` hand out proxies that time every property read.
 * Computed-style reads are named-property lookups that a CPU profile charges to the JavaScript line that makes
 * them; timed here, they are counted apart. The wrappers cost time of their own: what one timed call adds
 * (two `performance.now()` and the bookkeeping) is measured alongside and taken off each kind.
 */
const PROBE = String.raw`(() => {
  const now = performance.now.bind(performance);
  const kinds = {};
  const kind = (name) => (kinds[name] ??= { calls: 0, ms: 0 });
  const timed = (fn, k) => { const s = kind(k); return function (...args) { const t0 = now(); try { return fn.apply(this, args); } finally { s.ms += now() - t0; s.calls++; } }; };
  const wrapMethod = (proto, name, k) => {
    const d = proto && Object.getOwnPropertyDescriptor(proto, name);
    if (d && typeof d.value === 'function') Object.defineProperty(proto, name, { ...d, value: timed(d.value, k) });
  };
  const wrapGetter = (proto, name, k) => {
    const d = proto && Object.getOwnPropertyDescriptor(proto, name);
    if (d && d.get) Object.defineProperty(proto, name, { ...d, get: timed(d.get, k) });
  };
  const reads = kind('computed-style property reads');
  const byProperty = {};
  const handler = { get(target, prop) { const t0 = now(); const v = target[prop]; const ms = now() - t0; reads.ms += ms; reads.calls++; const p = (byProperty[String(prop)] ??= { calls: 0, ms: 0 }); p.calls++; p.ms += ms; return typeof v === 'function' ? v.bind(target) : v; } };
  const computed = window.getComputedStyle;
  const made = kind('getComputedStyle and computedStyleMap');
  window.getComputedStyle = function (el, pseudo) { const t0 = now(); const s = computed.call(window, el, pseudo); made.ms += now() - t0; made.calls++; return new Proxy(s, handler); };
  wrapMethod(Element.prototype, 'computedStyleMap', 'getComputedStyle and computedStyleMap');
  wrapMethod(StylePropertyMapReadOnly.prototype, 'get', 'computed-style property reads');
  for (const n of ['getBoundingClientRect', 'getClientRects']) wrapMethod(Element.prototype, n, 'element geometry (boxes, sizes, scroll)');
  for (const n of ['scrollWidth', 'scrollHeight', 'scrollLeft', 'scrollTop', 'clientLeft', 'clientTop', 'clientWidth', 'clientHeight']) wrapGetter(Element.prototype, n, 'element geometry (boxes, sizes, scroll)');
  for (const n of ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft']) wrapGetter(HTMLElement.prototype, n, 'element geometry (boxes, sizes, scroll)');
  for (const n of ['getBBox', 'getCTM', 'getScreenCTM']) wrapMethod(SVGGraphicsElement.prototype, n, 'element geometry (boxes, sizes, scroll)');
  for (const n of ['getBoundingClientRect', 'getClientRects']) wrapMethod(Range.prototype, n, 'text geometry (ranges, glyph measures)');
  wrapMethod(globalThis.CanvasRenderingContext2D?.prototype, 'measureText', 'text geometry (ranges, glyph measures)');
  wrapMethod(globalThis.OffscreenCanvasRenderingContext2D?.prototype, 'measureText', 'text geometry (ranges, glyph measures)');
  for (const n of ['cssRules', 'rules']) wrapGetter(CSSStyleSheet.prototype, n, 'style sheets (rule lists)');
  wrapGetter(Document.prototype, 'styleSheets', 'style sheets (rule lists)');
  wrapGetter(ShadowRoot.prototype, 'styleSheets', 'style sheets (rule lists)');
  // What one timed call adds inside its own timer, and in all.
  const empty = { calls: 0, ms: 0 };
  const noop = function () { return 0; };
  const calibrate = () => {
    const n = 200000;
    let inside = 0;
    const t0 = now();
    for (let i = 0; i < n; i++) { const t1 = now(); noop(); inside += now() - t1; empty.calls++; }
    const whole = now() - t0;
    return { insideUs: (inside / n) * 1000, wholeUs: (whole / n) * 1000 };
  };
  globalThis.__probe = { kinds, byProperty, calibrate, reset() { for (const k of [...Object.values(kinds), ...Object.values(byProperty)]) { k.calls = 0; k.ms = 0; } } };
})()`;

export interface ProbeResult {
  /** The collector's in-page time with the probe in place (median), and the share of that run each kind took, overhead taken off. */
  probedInPageMs: number;
  kinds: { name: string; calls: number; ms: number }[];
  /** The computed-style properties read most, by time (last run, overhead taken off). */
  properties: { name: string; calls: number; ms: number }[];
  /** Time one timed call counts inside its timer, and adds in all, in microseconds. */
  timerInsideUs: number;
  timerWholeUs: number;
  /** The result's length with and without the probe (the same collection, or the probe changed what was collected). */
  resultChars: number;
}

let probeWorlds = 0;

export async function probeCollect(raw: RawCdp, sessionId: string, frameId: string, runs: number): Promise<ProbeResult> {
  const { executionContextId } = await raw.send<{ executionContextId: number }>(
    'Page.createIsolatedWorld',
    { frameId, worldName: `lookout-probe-${++probeWorlds}`, grantUniveralAccess: false },
    sessionId,
  );
  await raw.evaluate(sessionId, PROBE, executionContextId);
  await raw.evaluate(sessionId, BUNDLE.join('\n'), executionContextId);
  // What the pool's collector reads: the sheets learned first, as its worker has them learned between calls.
  const sheets = await learnSheets(raw, sessionId, frameId, executionContextId);
  const calibration = await raw.evaluate<{ insideUs: number; wholeUs: number }>(sessionId, 'globalThis.__probe.calibrate()', executionContextId);
  type Counts = Record<string, { calls: number; ms: number }>;
  const samples: { inPage: number; kinds: Counts; properties: Counts; chars: number }[] = [];
  for (let i = 0; i < 3 + runs; i++) {
    const [inPage, kinds, properties, chars] = await raw.evaluate<[number, Counts, Counts, number]>(
      sessionId,
      `(() => { globalThis.__probe.reset(); const t0 = performance.now(); const s = globalThis.__lookout.collect({ refBase: 1, candidate: ${i + 1}, keep: null, sheets: ${sheets} }); return [performance.now() - t0, globalThis.__probe.kinds, globalThis.__probe.byProperty, s.length]; })()`,
      executionContextId,
    );
    if (i >= 3) samples.push({ inPage, kinds, properties, chars });
  }
  const last = samples.at(-1)!;
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.kinds)))];
  return {
    probedInPageMs: round(median(samples.map((s) => s.inPage))),
    kinds: names.map((name) => {
      const calls = median(samples.map((s) => s.kinds[name]?.calls ?? 0));
      const ms = median(samples.map((s) => Math.max(0, (s.kinds[name]?.ms ?? 0) - ((s.kinds[name]?.calls ?? 0) * calibration.insideUs) / 1000)));
      return { name, calls, ms: round(ms, 3) };
    }),
    properties: Object.entries(last.properties)
      .map(([name, { calls, ms }]) => ({ name, calls, ms: round(Math.max(0, ms - (calls * calibration.insideUs) / 1000), 3) }))
      .filter((p) => p.calls > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20),
    timerInsideUs: round(calibration.insideUs, 3),
    timerWholeUs: round(calibration.wholeUs, 3),
    resultChars: last.chars,
  };
}

interface PageProfile {
  file: string;
  group: CorpusGroup;
  elements: number;
  /** Observations without the profiler: medians of the wall time and of the collector's time in the page. */
  lookoutMs: number;
  inPageMs: number;
  /** Observations under the profiler. */
  profiledRuns: number;
  profiledInPageMs: number;
  attribution: Attribution;
  /** Share of the collector's sampled time per phase and per kind of work. */
  phaseShares: Record<string, number>;
  kindShares: Record<string, number>;
  outsideHops: { totalMs: number; parts: { name: string; ms: number }[] };
  /**
   * The collector's time by kind of browser call, timed in a world of the bench's own (PROBE), and the share of
   * the collector's unprobed in-page time (bare CDP, same page) each kind and the rest took.
   */
  probe: ProbeResult & { unprobedInPageMs: number; unprobedResultChars: number; shares: Record<string, number> };
  /** The collector's JSON result and the worker's record, in bytes. */
  collectorJsonBytes: number;
  recordBytes: number;
}

function shares(attribution: Attribution): { phase: Record<string, number>; kind: Record<string, number> } {
  const phase: Record<string, number> = {};
  const kind: Record<string, number> = {};
  const phaseOf = (module: string) => PHASES.find((p) => p.modules.includes(module))?.phase ?? 'scan, text normalisation, refs and packing';
  for (const [module, kinds] of Object.entries(attribution.byModule)) {
    for (const [k, ms] of Object.entries(kinds)) {
      phase[phaseOf(module)] = (phase[phaseOf(module)] ?? 0) + ms / attribution.collectorMs;
      kind[k] = (kind[k] ?? 0) + ms / attribution.collectorMs;
    }
  }
  return { phase, kind };
}

async function main(): Promise<void> {
  const flags = benchFlags(
    'usage: node --no-deprecation dist/bench/profile.js [--group heavy|docs] [--runs N] [--page TEXT]\nProfiles the collector on the corpus pages of a group (those whose file holds TEXT), N warm runs each (default 5).',
    ['group', 'runs', 'page'],
  );
  const value = (name: string) => flags.get(name);
  const group = (value('group') ?? 'heavy') as CorpusGroup;
  if (!GROUPS.includes(group)) throw new TypeError(`--group takes ${GROUPS.join(' or ')}`);
  const runs = Number(value('runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new TypeError('--runs takes a whole number of at least 1');
  const only = value('page');
  const started = performance.now();
  const log = (line: string) => console.log(`[${Math.round((performance.now() - started) / 1000)}s] ${line}`);

  const manifest = readManifest();
  const pages = manifest.pages.filter((p) => p.group === group && (!only || p.file.includes(only)));
  const site = await serveCorpus(manifest);
  const bench = await Bench.start();
  const raw = await RawCdp.connect(bench.debuggingPort);
  const results: PageProfile[] = [];
  const failed: { file: string; error: string }[] = [];
  try {
    // The thread hop costs the same on every page: one measurement, with a record of the first page.
    let transfer: Awaited<ReturnType<typeof transferCost>> | null = null;
    for (const [index, page] of pages.entries()) {
      try {
        const url = `${site.url(page)}?side=lookout&visit=profile`;
        // As the corpus bench does: a pause after each call, as an agent thinks, in which the worker learns what it
        // learns between calls (the page's sheets, listeners); the profiler starts once that is over, so that its
        // samples are the observations' own.
        await bench.navigate(url);
        await think();
        for (let i = 0; i < 3; i++) {
          await bench.observe();
          await think();
        }
        const plain: { ms: number; collectMs: number }[] = [];
        for (let i = 0; i < runs; i++) {
          plain.push(await bench.observe());
          await think();
        }
        const record = bench.record()!.slice();
        transfer ??= await transferCost(record, 200, THINK_MS);
        await new Promise((resolve) => setTimeout(resolve, 4 * THINK_MS));

        const sessionId = await raw.attachToPage(url);
        const elements = await raw.evaluate<number>(sessionId, "document.getElementsByTagName('*').length");
        await raw.send('Profiler.enable', {}, sessionId);
        await raw.send('Profiler.setSamplingInterval', { interval: 100 }, sessionId);
        await raw.send('Profiler.start', {}, sessionId);
        const profiled: number[] = [];
        for (let i = 0; i < runs; i++) {
          profiled.push((await bench.observe()).collectMs);
          await think();
        }
        const { profile } = await raw.send<{ profile: CpuProfile }>('Profiler.stop', {}, sessionId);
        await raw.send('Profiler.disable', {}, sessionId);
        if (process.env.LOOKOUT_PROFILE_RAW) await writeFile(process.env.LOOKOUT_PROFILE_RAW, JSON.stringify(profile));
        const attribution = attribute(profile);

        // The hops outside the page, on this page (bench/report.ts, breakdownOfPieces).
        const bare = await timeRuns(() => raw.evaluate(sessionId, '1'), 200, 20, 60);
        const viaPlaywright = await timeRuns(() => bench.relay.send('Runtime.evaluate', { expression: '1', returnByValue: true }), 200, 20, 60);
        // The same round trip after the pause the observations above had before them.
        const bareAfterPause: number[] = [];
        for (let i = 0; i < 8; i++) {
          await think();
          const t0 = performance.now();
          await raw.evaluate(sessionId, '1');
          bareAfterPause.push(performance.now() - t0);
        }
        await raw.send('DOM.enable', {}, sessionId);
        await raw.send('DOM.getDocument', { depth: 0 }, sessionId);
        const slotSearch = await timeRuns(
          async () => {
            const { searchId } = await raw.send<{ searchId: string }>('DOM.performSearch', { query: '<slot>', includeUserAgentShadowDOM: false }, sessionId);
            await raw.send('DOM.discardSearchResults', { searchId }, sessionId);
          },
          200,
          10,
          30,
        );
        await raw.send('DOM.disable', {}, sessionId);
        const { frameTree } = await raw.send<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree', {}, sessionId);
        const collected = await bareCollect(raw, sessionId, frameTree.frame.id, runs, 3, true);
        const probed = await probeCollect(raw, sessionId, frameTree.frame.id, runs);
        await raw.send('Target.detachFromTarget', { sessionId });
        const node = nodeSideCost(record, collected.json);
        const unprobedInPageMs = median(collected.inPage);
        // Each timed call also costs time outside its timer: the probed run is longer than the plain one by about
        // calls x (whole - inside); the shares are of the plain run.
        const probeShares: Record<string, number> = {};
        for (const k of probed.kinds) probeShares[k.name] = round(k.ms / unprobedInPageMs, 3);
        probeShares['the rest (JavaScript, DOM walks, other calls)'] = round(Math.max(0, 1 - Object.values(probeShares).reduce((a, b) => a + b, 0)), 3);
        const outsideHops = breakdownOfPieces(
          {
            lookoutMs: median(plain.map((p) => p.ms)),
            collectorMs: median(plain.map((p) => p.collectMs)),
            bareMs: median(bare),
            viaPlaywrightMs: median(viaPlaywright),
            toJsonMs: median(collected.toJson),
            collectTransferMs: median(collected.transfer),
            busyTransferMs: median(collected.busyTransfer),
            slotSearchMs: median(slotSearch),
            bareAfterPauseMs: median(bareAfterPause),
          },
          node,
          transfer,
        );
        const { phase, kind } = shares(attribution);
        const result: PageProfile = {
          file: page.file,
          group: page.group,
          elements,
          lookoutMs: round(median(plain.map((p) => p.ms))),
          inPageMs: round(median(plain.map((p) => p.collectMs))),
          profiledRuns: runs,
          profiledInPageMs: round(median(profiled)),
          attribution: roundAttribution(attribution),
          phaseShares: roundRecord(phase, 3),
          kindShares: roundRecord(kind, 3),
          outsideHops,
          probe: { ...probed, unprobedInPageMs: round(unprobedInPageMs), unprobedResultChars: collected.json.length, shares: probeShares },
          collectorJsonBytes: node.collectorJsonBytes,
          recordBytes: node.recordBytes,
        };
        results.push(result);
        const top = (record: Record<string, number>) =>
          Object.entries(record)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([k, v]) => `${k} ${Math.round(v * 100)}%`)
            .join(', ');
        log(
          `profile ${index + 1}/${pages.length} ${page.file}: ${elements} elements, lookout ${result.lookoutMs} ms, in the page ${result.inPageMs} ms ` +
            `(${result.profiledInPageMs} ms profiled); ${top(phase)}; ${top(kind)}`,
        );
      } catch (error) {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        failed.push({ file: page.file, error: message });
        log(`profile ${index + 1}/${pages.length} ${page.file}: failed: ${message}`);
      }
    }
  } finally {
    raw.close();
    await bench.close();
    await site.close();
  }
  const summary = summarizeProfiles(results);
  printSummary(summary, log);
  const load = await loadAverage();
  await mkdir('reports', { recursive: true });
  await writeFile(
    'reports/bench-profile.json',
    JSON.stringify(
      { generatedAt: new Date().toISOString(), loadAverageAtEnd: load, group, runsPerPage: runs, phases: PHASES, summary, pages: results, failed },
      null,
      2,
    ) + '\n',
  );
  log(`wrote reports/bench-profile.json (load average at the end ${load})`);
}

/** Medians over pages: each phase's and kind's share of the collector's time, in ms of the median page's in-page time, and each hop outside. */
export function summarizeProfiles(results: PageProfile[]) {
  const keys = (pick: (r: PageProfile) => Record<string, number>) => [...new Set(results.flatMap((r) => Object.keys(pick(r))))];
  const inPage = median(results.map((r) => r.inPageMs));
  const shareRows = (pick: (r: PageProfile) => Record<string, number>) =>
    keys(pick)
      .map((key) => {
        const values = results.map((r) => pick(r)[key] ?? 0);
        const ms = results.map((r) => (pick(r)[key] ?? 0) * r.inPageMs);
        return {
          name: key,
          medianShare: round(median(values), 3),
          meanShare: round(values.reduce((a, b) => a + b, 0) / values.length, 3),
          medianMs: round(median(ms)),
        };
      })
      .sort((a, b) => b.meanShare - a.meanShare);
  const natives = new Map<string, number[]>();
  for (const r of results) {
    for (const [name, ms] of Object.entries(r.attribution.byNative)) {
      const list = natives.get(name) ?? [];
      list.push(ms / r.attribution.collectorMs);
      natives.set(name, list);
    }
  }
  const topNatives = [...natives.entries()]
    .map(([name, list]) => ({ name, meanShare: round(list.reduce((a, b) => a + b, 0) / results.length, 3) }))
    .sort((a, b) => b.meanShare - a.meanShare)
    .slice(0, 12);
  const modules = new Map<string, number[]>();
  for (const r of results) {
    for (const [module, kinds] of Object.entries(r.attribution.byModule)) {
      const list = modules.get(module) ?? [];
      list.push(Object.values(kinds).reduce((a, b) => a + b, 0) / r.attribution.collectorMs);
      modules.set(module, list);
    }
  }
  const topModules = [...modules.entries()]
    .map(([name, list]) => ({ name, meanShare: round(list.reduce((a, b) => a + b, 0) / results.length, 3) }))
    .sort((a, b) => b.meanShare - a.meanShare)
    .slice(0, 15);
  const propertyShares = new Map<string, number>();
  for (const r of results)
    for (const p of r.probe.properties) propertyShares.set(p.name, (propertyShares.get(p.name) ?? 0) + p.ms / r.probe.unprobedInPageMs / results.length);
  const properties = [...propertyShares.entries()]
    .map(([name, meanShare]) => ({ name, meanShare: round(meanShare, 3) }))
    .sort((a, b) => b.meanShare - a.meanShare)
    .slice(0, 12);
  const hopNames = results[0]?.outsideHops.parts.map((p) => p.name) ?? [];
  const hops = hopNames.map((name) => ({ name, medianMs: round(median(results.map((r) => r.outsideHops.parts.find((p) => p.name === name)?.ms ?? 0)), 3) }));
  return {
    pages: results.length,
    elementsMedian: median(results.map((r) => r.elements)),
    lookoutMedianMs: round(median(results.map((r) => r.lookoutMs))),
    inPageMedianMs: round(inPage),
    outsideMedianMs: round(median(results.map((r) => r.lookoutMs - r.inPageMs))),
    inPageUsPerElement: round(median(results.map((r) => (r.inPageMs * 1000) / Math.max(1, r.elements))), 1),
    phases: shareRows((r) => r.phaseShares),
    kinds: shareRows((r) => r.kindShares),
    probeKinds: shareRows((r) => r.probe.shares),
    probeCallsPerElement: Object.fromEntries(
      [...new Set(results.flatMap((r) => r.probe.kinds.map((k) => k.name)))].map((name) => [
        name,
        round(median(results.map((r) => (r.probe.kinds.find((k) => k.name === name)?.calls ?? 0) / Math.max(1, r.elements))), 2),
      ]),
    ),
    modules: topModules,
    natives: topNatives,
    properties,
    hops,
  };
}

function printSummary(summary: ReturnType<typeof summarizeProfiles>, log: (line: string) => void): void {
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  log(
    `${summary.pages} pages, median ${summary.elementsMedian} elements: Lookout ${summary.lookoutMedianMs} ms, in the page ${summary.inPageMedianMs} ms ` +
      `(${summary.inPageUsPerElement} µs per element), outside ${summary.outsideMedianMs} ms (medians over pages)`,
  );
  log('the collector in the page, by phase (share of its sampled time: median over pages / mean; ms on the median page):');
  for (const p of summary.phases) log(`  ${p.name}: ${pct(p.medianShare)} / ${pct(p.meanShare)}; ${p.medianMs} ms`);
  log('by kind of work (CPU profile):');
  for (const p of summary.kinds) log(`  ${p.name}: ${pct(p.medianShare)} / ${pct(p.meanShare)}; ${p.medianMs} ms`);
  log('by kind of browser call, timed in a probe world (share of the unprobed in-page time: median / mean; ms on the median page; calls per element):');
  for (const p of summary.probeKinds)
    log(`  ${p.name}: ${pct(p.medianShare)} / ${pct(p.meanShare)}; ${p.medianMs} ms; ${summary.probeCallsPerElement[p.name] ?? '-'}`);
  log(`computed-style properties (mean share of the in-page time): ${summary.properties.map((p) => `${p.name} ${pct(p.meanShare)}`).join(', ')}`);
  log(`by module (mean share): ${summary.modules.map((m) => `${m.name} ${pct(m.meanShare)}`).join(', ')}`);
  log(`browser calls (mean share): ${summary.natives.map((m) => `${m.name} ${pct(m.meanShare)}`).join(', ')}`);
  log('outside the page, by hop (median over pages):');
  for (const h of summary.hops) log(`  ${h.name}: ${h.medianMs} ms`);
}

function roundRecord(record: Record<string, number>, digits = 2): Record<string, number> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, round(v, digits)]));
}

function roundAttribution(a: Attribution): Attribution {
  return {
    totalMs: round(a.totalMs),
    collectorMs: round(a.collectorMs),
    byModule: Object.fromEntries(Object.entries(a.byModule).map(([k, v]) => [k, roundRecord(v)])),
    byNative: roundRecord(a.byNative),
    topLines: a.topLines,
    outside: roundRecord(a.outside),
  };
}

await main();
