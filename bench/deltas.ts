// Delta bytes (issue 32, item 4): what each step of a multi-step task costs the model, as the whole page's
// projection against the projection of the delta since the step before, on fixtures-site/deltas/mail.html (a mail
// client: filter, open, archive, each changing a few lines). Both are made from the same revision, so only the
// rendering differs. Run alone: `node --no-deprecation dist/bench/deltas.js`.
import { pathToFileURL } from 'node:url';
import { serveFixtures } from '../harness/fixture-server.js';
import { bytesOf } from '../pool/artifacts.js';
import { byteLength, canonicalDelta, canonicalJson } from '../pool/canonical.js';
import { ObservationPool } from '../pool/pool.js';
import { projectForModel } from '../pool/projection.js';
import type { Session } from '../pool/session.js';
import type { Observation } from '../schemas/observation.js';
import { round } from './stats.js';
import { target, type Target } from './targets.js';
import { benchFlags } from './flags.js';

/** The projection budget of every step: large enough that the whole page is never cut. */
export const DELTA_BENCH_BUDGET = 65_536;
export const DELTA_TARGET = 1 / 3;

export interface DeltaStep {
  step: string;
  revision: number;
  /** The whole revision's projection, and the projection of the same revision with its delta. */
  fullProjectionBytes: number;
  deltaProjectionBytes: number;
  /** The revision's canonical JSON without its delta, and the canonical JSON of the delta alone. */
  fullJsonBytes: number;
  deltaJsonBytes: number;
}

export interface DeltaBytesReport {
  page: string;
  budgetBytes: number;
  note: string;
  steps: DeltaStep[];
  totals: { fullProjectionBytes: number; deltaProjectionBytes: number; fullJsonBytes: number; deltaJsonBytes: number };
  /** Delta projection bytes / full projection bytes over all steps. */
  projectionRatio: number;
  /** Delta JSON bytes / full canonical JSON bytes over all steps. */
  jsonRatio: number;
}

export const DELTA_NOTE =
  'One session runs the task; each step is an act with since = the revision before it. The full projection is the ' +
  'model projection of that same revision without its delta (what the model gets without since), the delta ' +
  'projection what it gets with since; both within the same budget, large enough that neither is cut. JSON bytes ' +
  'are the canonical JSON of the revision without its delta and of the delta alone.';

type Step = { step: string; run: (session: Session, last: Observation, since: number) => Promise<Observation> };

function ref(observation: Observation, role: string, name: string, nth = 0): string {
  const found = observation.controls.filter((c) => c.role === role && c.name === name)[nth];
  if (!found) throw new Error(`bench/deltas: no ${role} ${JSON.stringify(name)} #${nth} on the page`);
  return found.ref;
}

const STEPS: Step[] = [
  { step: 'filter: only unread', run: (s, last, since) => s.act({ ref: ref(last, 'checkbox', 'Only unread'), action: 'check', since }) },
  { step: 'open the first message', run: (s, last, since) => s.act({ ref: ref(last, 'button', 'Open', 0), action: 'click', since }) },
  { step: 'archive it', run: (s, last, since) => s.act({ ref: ref(last, 'button', 'Archive', 0), action: 'click', since }) },
  { step: 'open the next message', run: (s, last, since) => s.act({ ref: ref(last, 'button', 'Open', 0), action: 'click', since }) },
  { step: 'archive the third message', run: (s, last, since) => s.act({ ref: ref(last, 'button', 'Archive', 2), action: 'click', since }) },
  { step: 'filter off', run: (s, last, since) => s.act({ ref: ref(last, 'checkbox', 'Only unread'), action: 'uncheck', since }) },
  { step: 'look again', run: (s, _last, since) => s.observe({ since }) },
];

export async function measureDeltaBytes(options: { log: (line: string) => void }): Promise<DeltaBytesReport> {
  const page = 'deltas/mail.html';
  const site = await serveFixtures();
  const pool = await ObservationPool.start({ workers: 1 });
  try {
    const session = await pool.openSession();
    let last = await session.navigate({ url: site.url(page) });
    const steps: DeltaStep[] = [];
    for (const { step, run } of STEPS) {
      const next = await run(session, last, last.revision);
      const { delta, ...whole } = next;
      if (!delta) throw new Error(`bench/deltas: ${step} returned no delta`);
      steps.push({
        step,
        revision: next.revision,
        fullProjectionBytes: byteLength(projectForModel(whole, { budgetBytes: DELTA_BENCH_BUDGET })),
        deltaProjectionBytes: byteLength(bytesOf(next).projection(DELTA_BENCH_BUDGET)),
        fullJsonBytes: byteLength(canonicalJson(whole)),
        deltaJsonBytes: byteLength(JSON.stringify(canonicalDelta(delta))),
      });
      last = next;
    }
    const sum = (key: keyof Omit<DeltaStep, 'step' | 'revision'>) => steps.reduce((total, s) => total + s[key], 0);
    const totals = {
      fullProjectionBytes: sum('fullProjectionBytes'),
      deltaProjectionBytes: sum('deltaProjectionBytes'),
      fullJsonBytes: sum('fullJsonBytes'),
      deltaJsonBytes: sum('deltaJsonBytes'),
    };
    const report: DeltaBytesReport = {
      page,
      budgetBytes: DELTA_BENCH_BUDGET,
      note: DELTA_NOTE,
      steps,
      totals,
      projectionRatio: round(totals.deltaProjectionBytes / totals.fullProjectionBytes, 3),
      jsonRatio: round(totals.deltaJsonBytes / totals.fullJsonBytes, 3),
    };
    for (const s of steps)
      options.log(
        `delta bytes, ${s.step}: projection ${s.deltaProjectionBytes} of ${s.fullProjectionBytes} B, JSON ${s.deltaJsonBytes} of ${s.fullJsonBytes} B`,
      );
    options.log(`delta bytes over ${steps.length} steps: projection ratio ${report.projectionRatio}, JSON ratio ${report.jsonRatio}`);
    return report;
  } finally {
    await pool.close();
    await site.close();
  }
}

export function deltaTarget(report: DeltaBytesReport | null): Target {
  return target(
    'delta-bytes',
    'Bytes per step of a multi-step task (fixtures-site/deltas/mail.html): delta projection / full projection',
    'atMost',
    round(DELTA_TARGET, 3),
    'x',
    report?.projectionRatio,
    report
      ? `${report.totals.deltaProjectionBytes} of ${report.totals.fullProjectionBytes} projection bytes; canonical JSON ${report.totals.deltaJsonBytes} of ${report.totals.fullJsonBytes} (x${report.jsonRatio})`
      : undefined,
  );
}

async function main(): Promise<void> {
  benchFlags(
    "usage: node --no-deprecation dist/bench/deltas.js\nMeasures the bytes of deltas against whole observations over an agent's steps; takes no flags.",
    [],
  );
  const report = await measureDeltaBytes({ log: (line) => console.log(line) });
  console.log(deltaTarget(report).verdict);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
