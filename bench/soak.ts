// `npm run soak`: thousands of calls on 2 workers over the fixture pages, with a real fault injected
// every 25th task, and the promise of issue 7 checked: every task ends (an admitted observation or a
// typed error), no input value or hidden text leaks, memory stays flat, no Chromium outlives the pool.
// Writes reports/reliability.json; exits non-zero when a limit is broken.
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { partitions } from '../harness/cases/index.js';
import { serveFixtures } from '../harness/fixture-server.js';
import { textPart } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import { ObservationPool, type InjectedFault, type Session } from '../pool/pool.js';
import { projectForModel } from '../pool/projection.js';
import type { Observation } from '../schemas/observation.js';
import { isAlive, processTree } from '../pool/proc.js';

const REPORTS = resolve('reports');

/** Injected in turn, one every `FAULT_EVERY` tasks. `browser-kill` is done here, the rest through the pool's seam. */
const FAULTS: (InjectedFault | 'browser-kill')[] = [
  'collect-throw',
  'page-crash',
  'collect-hang',
  'navigate-during-collect',
  'page-hang',
  'encode-fail',
  'worker-throw',
  'admission-reject',
  'worker-exit',
  'browser-kill',
];
const FAULT_EVERY = 25;
/** Codes after which a session cannot go on: the lane opens another. */
const SESSION_FATAL = new Set(['worker-crashed', 'browser-crashed', 'browser-disconnected', 'session-closed']);

interface PageCaseLike {
  page: string;
  forbidden: string[];
}

function pageCases(): PageCaseLike[] {
  const out: PageCaseLike[] = [];
  for (const partition of partitions) {
    for (const c of partition.cases as unknown as { page?: unknown; expect?: { forbidden?: string[] } }[]) {
      if (typeof c.page === 'string') out.push({ page: c.page, forbidden: c.expect?.forbidden ?? [] });
    }
  }
  return out;
}

/** Resident and proportional memory of a process and its descendants, in MiB. */
async function memoryOf(pids: number[]): Promise<{ rssMiB: number; pssMiB: number }> {
  const { readFile } = await import('node:fs/promises');
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return { rssMiB: Math.round(rss / 1024), pssMiB: Math.round(pss / 1024) };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      tasks: { type: 'string', default: '1250' },
      workers: { type: 'string', default: '2' },
      out: { type: 'string', default: REPORTS },
    },
  });
  const total = Number(values.tasks);
  const workers = Number(values.workers);
  const cases = pageCases();
  const server = await serveFixtures();
  let nextFault: InjectedFault | undefined;
  const pool = await ObservationPool.start({
    workers,
    callTimeoutMs: 5_000,
    faults: () => {
      const fault = nextFault;
      nextFault = undefined;
      return fault;
    },
  });
  const started = performance.now();
  const counts = { submitted: 0, admitted: 0, typedErrors: 0, lost: 0, untyped: 0, leaks: 0, faultsInjected: 0 };
  const errorsByCode: Record<string, number> = {};
  const faultsByKind: Record<string, number> = {};
  const leakSamples: string[] = [];
  const memory: { at: string; task: number; node: { rssMiB: number }; chromium: { rssMiB: number; pssMiB: number }; totalRssMiB: number }[] = [];
  const sample = async (at: string): Promise<void> => {
    const node = process.memoryUsage().rss / 1024 / 1024;
    // Every worker's browser (those that died have no process left to count).
    const chromium = await memoryOf(pool.browserPids.flatMap((pid) => processTree(pid)));
    memory.push({ at, task: counts.submitted, node: { rssMiB: Math.round(node) }, chromium, totalRssMiB: Math.round(node) + chromium.rssMiB });
  };

  const check = (observation: Observation, forbidden: string[]): void => {
    const outputs = [textPart(observation), projectForModel(observation, { budgetBytes: 1_500 })];
    for (const secret of forbidden) {
      if (outputs.some((o) => o.includes(secret))) {
        counts.leaks++;
        if (leakSamples.length < 5) leakSamples.push(`${observation.page.url}: ${secret}`);
      }
    }
  };

  /** Runs one task; every task must settle within its budget plus a generous margin, or it is lost. */
  const run = async (work: () => Promise<Observation>, forbidden: string[]): Promise<string | null> => {
    counts.submitted++;
    let timer: NodeJS.Timeout | undefined;
    const lost = new Promise<'lost'>((resolve) => (timer = setTimeout(() => resolve('lost'), 60_000)));
    try {
      const outcome = await Promise.race([work(), lost]);
      if (outcome === 'lost') {
        counts.lost++;
        return 'lost';
      }
      counts.admitted++;
      check(outcome, forbidden);
      return null;
    } catch (error) {
      if (error instanceof LookoutError) {
        counts.typedErrors++;
        errorsByCode[error.code] = (errorsByCode[error.code] ?? 0) + 1;
        return error.code;
      }
      counts.untyped++;
      errorsByCode['untyped'] = (errorsByCode['untyped'] ?? 0) + 1;
      return 'untyped';
    } finally {
      clearTimeout(timer);
    }
  };

  let issued = 0;
  const lane = async (laneIndex: number): Promise<void> => {
    let session: Session | null = null;
    let step = laneIndex;
    while (issued < total) {
      const index = issued++;
      if (index > 0 && index % FAULT_EVERY === 0) {
        const fault = FAULTS[(index / FAULT_EVERY - 1) % FAULTS.length]!;
        counts.faultsInjected++;
        faultsByKind[fault] = (faultsByKind[fault] ?? 0) + 1;
        if (fault === 'browser-kill') {
          const pid = pool.browserPid;
          if (pid !== undefined) process.kill(pid, 'SIGKILL');
        } else nextFault = fault;
      }
      if (index === Math.floor(total / 10)) await sample('start');
      if (index === Math.floor(total / 2)) await sample('middle');
      // Sampled while every lane still has its session open, as at the start and middle.
      if (index === total - 1) await sample('end');
      try {
        session ??= await pool.openSession();
      } catch (error) {
        // Opening is not an observation task; a failure here is retried by the next iteration.
        errorsByCode[`open:${(error as { code?: string }).code ?? 'untyped'}`] =
          (errorsByCode[`open:${(error as { code?: string }).code ?? 'untyped'}`] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        issued--;
        continue;
      }
      const target = cases[step++ % cases.length]!;
      const current: Session = session;
      const code = await run(() => (index % 3 === 2 ? current.observe() : current.navigate({ url: server.url(target.page) })), target.forbidden);
      if (code !== null && SESSION_FATAL.has(code)) {
        await current.close().catch(() => undefined);
        session = null;
      }
      if (index % 50 === 0) process.stdout.write(`soak: ${counts.submitted}/${total} tasks, ${counts.admitted} admitted, ${counts.typedErrors} typed errors\n`);
    }
    await session?.close().catch(() => undefined);
  };
  await Promise.all(Array.from({ length: workers * 2 }, (_, i) => lane(i)));

  const trees = pool.browserPids.flatMap((pid) => processTree(pid));
  const allPids = [...new Set([...pool.browserPids, ...trees])];
  await pool.close();
  await server.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const chromiumLeft = allPids.filter(isAlive).length;
  const first = memory.find((m) => m.at === 'start')!;
  const last = memory.find((m) => m.at === 'end')!;
  const growth = last.totalRssMiB / first.totalRssMiB - 1;
  const limits = {
    tasksLost: { limit: 0, measured: counts.lost + counts.untyped, met: counts.lost + counts.untyped === 0 },
    chromiumProcessesLeft: { limit: 0, measured: chromiumLeft, met: chromiumLeft === 0 },
    memoryGrowth: { limit: 0.2, measured: Number(growth.toFixed(3)), met: growth < 0.2 },
    leaks: { limit: 0, measured: counts.leaks, met: counts.leaks === 0 },
    observations: { limit: 1000, measured: counts.admitted, met: counts.admitted >= 1000 },
  };
  const report = {
    generatedAt: new Date().toISOString(),
    command: 'npm run soak',
    workers,
    faultEvery: FAULT_EVERY,
    elapsedMs: Math.round(performance.now() - started),
    tasksSubmitted: counts.submitted,
    observationsAdmitted: counts.admitted,
    typedErrors: counts.typedErrors,
    typedErrorsByCode: errorsByCode,
    tasksLost: counts.lost,
    untypedErrors: counts.untyped,
    faultsInjected: counts.faultsInjected,
    faultsByKind,
    canaryLeaks: counts.leaks,
    leakSamples,
    browsersLaunched: pool.browserPids.length,
    chromiumProcessesLeft: chromiumLeft,
    memory,
    memoryGrowth: Number(growth.toFixed(3)),
    limits,
  };
  await mkdir(values.out, { recursive: true });
  await writeFile(`${values.out.replace(/\/$/, '')}/reliability.json`, JSON.stringify(report, null, 2) + '\n');
  process.stdout.write(
    `soak: ${counts.submitted} tasks, ${counts.admitted} observations admitted, ${counts.typedErrors} typed errors ${JSON.stringify(errorsByCode)}\n` +
      `soak: lost ${counts.lost}, untyped ${counts.untyped}, leaks ${counts.leaks}, Chromium left ${chromiumLeft}, ` +
      `memory ${first.totalRssMiB} -> ${memory.find((m) => m.at === 'middle')?.totalRssMiB} -> ${last.totalRssMiB} MiB (${(growth * 100).toFixed(1)}%)\n` +
      `soak: wrote ${values.out.replace(/\/$/, '')}/reliability.json\n`,
  );
  return Object.values(limits).every((l) => l.met) ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`soak: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
