// Runs fuzz cases through the whole pipeline (ObservationPool: worker thread, Chromium, collector,
// admission, bounding) and through the pixel oracle, and compares: a leak is a token the observation
// reports although the oracle (or a non-visual rule of the contract) hides it; a drop is a token the
// oracle sees that the observation lacks. Pages and their sheets are served from memory on 127.0.0.1
// (harness/fuzz/serve.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ObservationPool, type Session } from '../../pool/pool.js';
import type { Observation } from '../../schemas/observation.js';
import { PixelOracle, type OracleVerdictKind } from '../oracle/pixel-oracle.js';
import { generateCase, pageCases, pageFragment, pageHtml, pageStylesheets, type FuzzCase } from './generate.js';
import { startFuzzServers } from './serve.js';
import { SOURCES, type CaseParts } from './sources.js';

export interface FuzzOptions {
  /** Cases to run (rounded up to whole pages). */
  cases: number;
  seed: number;
  /** @default 8 */
  casesPerPage?: number;
  /** Instead of a run: these cases (`seed:index`), each alone on a page. */
  only?: { seed: number; index: number }[];
  /** Every case's styles in this style source (an id of SOURCES), rather than where its seed puts them. */
  source?: string;
  log?: (line: string) => void;
}

export type Field = 'text' | 'region' | 'name';

export interface FuzzFinding {
  /** `npm run fuzz -- --case <caseSeed>:<index>` runs the case alone. */
  caseSeed: number;
  index: number;
  /** The run's page this case was on (`pageCases(runSeed, page, casesPerPage)`). */
  page: number;
  token: string;
  placement: string;
  chain: string[];
  /** Where its styles are declared (harness/fuzz/sources.ts). */
  source: string;
  oracle: OracleVerdictKind;
  largestDifference: number;
  ruleHidden: boolean;
  /** Where the observation reported the token. */
  foundIn: Field[];
  html: string;
  parts: CaseParts;
}

/**
 * Leaks of known gaps, each with its fixture case (a `knownGap` of harness/cases/hidden-region.ts): counted
 * apart, so a new leak stands out and a gap closed shows as zero.
 */
export const KNOWN_GAPS: { id: string; fixture: string; matches: (chain: readonly string[]) => boolean }[] = [
  // None today: the last one (a box flattened, then turned by an ancestor: hidden-region > turned-flat)
  // closed when the collector started reading the linear part of transforms.
];

export interface FuzzTotals {
  cases: number;
  pages: number;
  /** Judged by the oracle (visible or hidden) or hidden by a rule. */
  judged: number;
  oracleVisible: number;
  oracleHidden: number;
  ruleHidden: number;
  /** Not counted either way. */
  covered: number;
  unjudged: number;
  absent: number;
  leaks: number;
  /** Leaks of a known gap (KNOWN_GAPS), not counted in `leaks`. */
  knownGapLeaks: number;
  drops: number;
  /** Drops over the tokens the oracle saw (and no rule hides). */
  dropRate: number;
}

export interface FuzzReport {
  seed: number;
  /**
   * The first 12 hex digits of the SHA-256 of the collector bundle the run's pool loaded
   * (dist/workers/in-page/collector.js, read as the pool starts): which build of the collector the figures are of.
   */
  collector: string;
  casesPerPage: number;
  durationMs: number;
  totals: FuzzTotals;
  leaks: FuzzFinding[];
  knownGaps: (FuzzFinding & { gap: string })[];
  drops: FuzzFinding[];
  /** Pages that could not be observed or judged (their cases are not counted). */
  errors: { page: number; message: string }[];
  /** Per primitive: cases that used it, and leaks and drops among them. */
  byPrimitive: Record<string, Tally>;
  /** Per style source (harness/fuzz/sources.ts): cases whose styles it held, judged ones, leaks and drops. */
  bySource: Record<string, Tally>;
}

export interface Tally {
  cases: number;
  /** Judged by the oracle or hidden by a rule. */
  judged: number;
  leaks: number;
  drops: number;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const perPage = options.casesPerPage ?? 8;
  const source = options.source === undefined ? undefined : SOURCES.find((s) => s.id === options.source);
  if (options.source !== undefined && !source) throw new TypeError(`options.source must be one of ${SOURCES.map((s) => s.id).join(', ')}`);
  const pages: { page: number; cases: FuzzCase[]; indexes: number[] }[] = [];
  if (options.only) {
    options.only.forEach((c, i) => pages.push({ page: i, cases: [generateCase(c.seed, c.index, source)], indexes: [c.index] }));
  } else {
    const count = Math.ceil(options.cases / perPage);
    for (let page = 0; page < count; page++) {
      pages.push({ page, cases: pageCases(options.seed, page, perPage, source), indexes: Array.from({ length: perPage }, (_, i) => i) });
    }
  }
  const servers = await startFuzzServers();
  const { origin, otherOrigin, files } = servers;
  for (const p of pages) {
    files.set(`/${p.page}.html`, pageHtml(p.cases, `fuzz ${options.seed} page ${p.page}`, otherOrigin));
    for (const [name, css] of pageStylesheets(p.cases, otherOrigin)) files.set(`/css/${name}`, css);
  }
  const collector = createHash('sha256')
    .update(await readFile(new URL('../../workers/in-page/collector.js', import.meta.url)))
    .digest('hex')
    .slice(0, 12);
  // The seam lets the second look at each page wait until the worker has learnt its sheets (observeAll).
  let afterLearning = false;
  const pool = await ObservationPool.start({ workers: 1, faults: () => (afterLearning ? 'after-learning' : undefined) }).catch(async (error: unknown) => {
    await servers.close();
    throw error;
  });
  const oracle = await PixelOracle.start().catch(async (error: unknown) => {
    await pool.close();
    await servers.close();
    throw error;
  });
  const report: FuzzReport = {
    seed: options.seed,
    collector,
    casesPerPage: options.only ? 1 : perPage,
    durationMs: 0,
    totals: {
      cases: 0,
      pages: pages.length,
      judged: 0,
      oracleVisible: 0,
      oracleHidden: 0,
      ruleHidden: 0,
      covered: 0,
      unjudged: 0,
      absent: 0,
      leaks: 0,
      knownGapLeaks: 0,
      drops: 0,
      dropRate: 0,
    },
    leaks: [],
    knownGaps: [],
    drops: [],
    errors: [],
    byPrimitive: {},
    bySource: {},
  };
  try {
    let session = await pool.openSession();
    for (const { page, cases, indexes } of pages) {
      const url = `${origin}/${page}.html${pageFragment(cases)}`;
      const tokens = cases.map((c) => c.token);
      // The pool's Chromium and the oracle's run side by side.
      let observation: Awaited<ReturnType<typeof observeAll>>;
      let verdicts: Awaited<ReturnType<PixelOracle['judge']>>;
      try {
        const again = async (): Promise<Observation> => {
          afterLearning = true;
          try {
            return await session.observe();
          } finally {
            afterLearning = false;
          }
        };
        [observation, verdicts] = await Promise.all([observeAll(session, url, again), oracle.judge(url, tokens)]);
      } catch (error) {
        report.errors.push({ page, message: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
        await session.close().catch(() => undefined);
        session = await pool.openSession();
        continue;
      }
      cases.forEach((c, i) => {
        const verdict = verdicts.get(c.token) ?? { verdict: 'absent' as const, largestDifference: 0 };
        classify(report, c, indexes[i]!, page, verdict.verdict, verdict.largestDifference, foundIn(observation, c.token));
      });
      if (options.log && page % 10 === 9) {
        const t = report.totals;
        t.dropRate = t.oracleVisible > 0 ? t.drops / t.oracleVisible : 0;
        options.log(`${t.cases} cases: ${t.leaks} leaks, ${t.drops} drops (${(100 * t.dropRate).toFixed(2)}%), ${t.covered} covered, ${t.unjudged} unjudged`);
      }
    }
    await session.close();
  } finally {
    await oracle.close();
    await pool.close();
    await servers.close();
  }
  const t = report.totals;
  t.dropRate = t.oracleVisible > 0 ? t.drops / t.oracleVisible : 0;
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

function classify(report: FuzzReport, c: FuzzCase, index: number, page: number, oracle: OracleVerdictKind, largestDifference: number, fields: Field[]): void {
  const t = report.totals;
  t.cases++;
  // An <svg>'s own <title>, or sr-only text, may name the control that holds it; anywhere else it is a leak.
  const reported = c.namesControl ? fields.filter((f) => f !== 'name') : fields;
  const finding: FuzzFinding = {
    caseSeed: c.seed,
    index,
    page,
    token: c.token,
    placement: c.placement,
    chain: c.chain,
    source: c.source,
    oracle,
    largestDifference,
    ruleHidden: c.ruleHidden,
    foundIn: fields,
    html: c.html,
    parts: c.parts,
  };
  let leak = false;
  let drop = false;
  if (c.ruleHidden) {
    t.ruleHidden++;
    t.judged++;
    leak = fields.length > 0;
  } else if (oracle === 'visible') {
    t.oracleVisible++;
    t.judged++;
    drop = fields.length === 0;
  } else if (oracle === 'hidden') {
    t.oracleHidden++;
    t.judged++;
    leak = reported.length > 0;
  } else t[oracle]++;
  const gap = leak ? KNOWN_GAPS.find((g) => g.matches(c.chain)) : undefined;
  if (gap) {
    t.knownGapLeaks++;
    report.knownGaps.push({ ...finding, gap: gap.id });
  } else if (leak) {
    t.leaks++;
    report.leaks.push(finding);
  }
  if (drop) {
    t.drops++;
    report.drops.push(finding);
  }
  const judged = c.ruleHidden || oracle === 'visible' || oracle === 'hidden';
  const tallies = [...new Set(c.chain.length > 0 ? c.chain : ['(none)'])].map((id) => (report.byPrimitive[id] ??= tally()));
  tallies.push((report.bySource[c.source] ??= tally()));
  for (const entry of tallies) {
    entry.cases++;
    if (judged) entry.judged++;
    if (leak && !gap) entry.leaks++;
    if (drop) entry.drops++;
  }
}

const tally = (): Tally => ({ cases: 0, judged: 0, leaks: 0, drops: 0 });

/**
 * The observation's strings, every page of controls included, and those of a second look at the page (`again`), made
 * once the worker has learnt between calls what the page's sheets declare (workers/sheets.ts): that look reads them
 * from what the collector kept, and what it shows counts as much as what the first showed.
 */
async function observeAll(session: Session, url: string, again: () => Promise<Observation>): Promise<{ text: string; regions: string[]; names: string[] }> {
  let observation: Observation = await session.navigate({ url });
  const names = observation.controls.map((c) => c.name);
  const texts = [observation.text.content];
  const regions = (observation.regions ?? []).map((r) => r.summary);
  while (observation.continuation) {
    observation = await session.observe({ cursor: observation.continuation.cursor });
    names.push(...observation.controls.map((c) => c.name));
  }
  const second = await again();
  texts.push(second.text.content);
  regions.push(...(second.regions ?? []).map((r) => r.summary));
  names.push(...second.controls.map((c) => c.name));
  return { text: texts.join('\n'), regions, names };
}

/**
 * Where the observation holds the token or any piece of it: a text a clip cuts through is reported in part
 * (its characters in view), so part of a hidden token is a leak, and part of a visible one is no drop.
 */
function foundIn(observation: { text: string; regions: string[]; names: string[] }, token: string): Field[] {
  const pieces: string[] = [];
  for (let i = 0; i + TOKEN_PIECE <= token.length; i++) pieces.push(token.slice(i, i + TOKEN_PIECE));
  const holds = (s: string): boolean => pieces.some((piece) => s.includes(piece));
  const fields: Field[] = [];
  if (holds(observation.text)) fields.push('text');
  if (observation.regions.some(holds)) fields.push('region');
  if (observation.names.some(holds)) fields.push('name');
  return fields;
}

/** Five characters of a random token do not turn up anywhere else on a fuzz page by chance. */
const TOKEN_PIECE = 5;
