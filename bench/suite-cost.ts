// What each test file costs the machine, Chromium included: the test suite is bound by CPU on two cores (the
// guide asks for under 10 minutes), and most of that CPU is Chromium's, which a test file's own timing does not
// show. Runs each file in an ava process of its own, `--jobs` at a time, and samples /proc (Linux) every 250 ms:
// every process is charged to the file whose ava process it descends from, or, once its parent is gone (a
// renderer whose browser was killed), to the file that owns its process group. A process that lives less than
// one sample is missed, so the figures are a floor.
//
// `npm run build && node --no-deprecation dist/bench/suite-cost.js [--jobs N] [name ...]` (names: test files
// without `.test.js`; all of them by default, in ava's order). Prints a table and writes reports/suite-cost.json.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { processIds, statFields } from '../pool/proc.js';
import { TICKS_PER_SECOND } from './proc.js';
import { round } from './stats.js';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLE_MS = 250;

/** One process as /proc showed it at one sample. */
export interface ProcSample {
  pid: number;
  ppid: number;
  pgid: number;
  /** Start time in clock ticks since boot: with the pid, names the process (pids are reused). */
  start: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
  cmdline: string;
}

export type ProcessKind = 'node' | 'browser' | 'renderer' | 'gpu' | 'zygote' | 'utility' | 'other';

/** What one test file cost: CPU seconds by kind of process, Chromium launches and renderers seen, and its wall time. */
export interface FileCost {
  file: string;
  wallSeconds: number;
  exitCode: number | null;
  cpuSeconds: number;
  byKind: Partial<Record<ProcessKind, number>>;
  launches: number;
  renderers: number;
}

export function kindOf(cmdline: string): ProcessKind {
  // Chromium's child processes rewrite their command line (setproctitle): one string, arguments apart by spaces.
  const name = cmdline.split(/[\0 ]/, 1)[0]!.replace(/^.*\//, '');
  if (/^chrom(e|ium)(-headless-shell)?$/.test(name)) {
    const type = /(?:^|[\0 ])--type=([a-z-]+)/.exec(cmdline)?.[1];
    if (type === undefined) return 'browser';
    if (type === 'gpu-process') return 'gpu';
    return type === 'renderer' || type === 'zygote' || type === 'utility' ? type : 'other';
  }
  return name === 'node' ? 'node' : 'other';
}

/**
 * Charges every sampled process to the file of its ava process (`roots`: root pid → file): through its parent
 * chain as first seen, or through its process group once its parent is gone. A process counts with the most CPU
 * any sample showed of it.
 */
export class Attribution {
  private readonly owner = new Map<string, string>();
  private readonly groupOwner = new Map<number, string>();
  private readonly seen = new Map<string, { file: string; ticks: number; kind: ProcessKind }>();

  constructor(private readonly roots: Map<number, string>) {}

  add(samples: readonly ProcSample[]): void {
    const byPid = new Map(samples.map((s) => [s.pid, s]));
    const ownerOf = (sample: ProcSample, depth = 0): string | undefined => {
      const key = `${sample.pid}:${sample.start}`;
      const known = this.owner.get(key) ?? this.roots.get(sample.pid);
      if (known !== undefined) return known;
      const parent = byPid.get(sample.ppid);
      const file = (parent && depth < 64 ? ownerOf(parent, depth + 1) : undefined) ?? this.groupOwner.get(sample.pgid);
      return file;
    };
    for (const sample of samples) {
      const file = ownerOf(sample);
      if (file === undefined) continue;
      const key = `${sample.pid}:${sample.start}`;
      this.owner.set(key, file);
      if (!this.groupOwner.has(sample.pgid) && sample.pgid !== 0) this.groupOwner.set(sample.pgid, file);
      const before = this.seen.get(key);
      // A process may exec another program (Debian's /usr/bin/chromium is a script that execs Chromium): the latest known kind holds.
      const now = kindOf(sample.cmdline);
      const kind = now === 'other' ? (before?.kind ?? now) : now;
      this.seen.set(key, { file, ticks: Math.max(before?.ticks ?? 0, sample.ticks), kind });
    }
  }

  /** The cost of `file` so far (wall time and exit code left to the caller). */
  costOf(file: string): Omit<FileCost, 'wallSeconds' | 'exitCode'> {
    const byKind: Partial<Record<ProcessKind, number>> = {};
    let launches = 0;
    let renderers = 0;
    let ticks = 0;
    for (const process of this.seen.values()) {
      if (process.file !== file) continue;
      ticks += process.ticks;
      byKind[process.kind] = round((byKind[process.kind] ?? 0) + process.ticks / TICKS_PER_SECOND);
      if (process.kind === 'browser') launches++;
      if (process.kind === 'renderer') renderers++;
    }
    return { file, cpuSeconds: round(ticks / TICKS_PER_SECOND), byKind, launches, renderers };
  }
}

function sampleProc(): ProcSample[] {
  const samples: ProcSample[] = [];
  for (const pid of processIds()) {
    const fields = statFields(pid);
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'latin1');
    } catch {
      continue; // Gone between the listing and the read.
    }
    // fields[0] is field 3 (state), so field n is fields[n - 3].
    if (fields)
      samples.push({
        pid,
        ppid: Number(fields[1]),
        pgid: Number(fields[2]),
        start: Number(fields[19]),
        ticks: Number(fields[11]) + Number(fields[12]),
        cmdline,
      });
  }
  return samples;
}

/** Busy CPU of the whole machine so far, in seconds (/proc/stat: user, nice, system, irq, softirq). */
function machineSeconds(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq!) / TICKS_PER_SECOND;
}

const USAGE = `usage: node --no-deprecation dist/bench/suite-cost.js [--jobs N] [name ...]
Runs each test file (dist/test/<name>.test.js; all by default) in an ava process of its own, N at a time (default 2),
and charges the CPU of every process it starts, Chromium's included, to it. Writes reports/suite-cost.json.`;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return void console.log(USAGE);
  let jobs = 2;
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--jobs') {
      jobs = Number(argv[++i]);
      if (!Number.isInteger(jobs) || jobs < 1) throw new TypeError('--jobs takes a whole number of at least 1');
    } else if (arg.startsWith('-')) throw new TypeError(`unknown flag ${arg}\n${USAGE}`);
    else names.push(arg);
  }
  const all = readdirSync(`${ROOT}dist/test`).filter((f) => f.endsWith('.test.js'));
  const config = (await import(`${ROOT}ava.config.js`)).default as { sortTestFiles: (a: string, b: string) => number };
  const files = (names.length ? names.map((n) => `${n}.test.js`) : all).sort(config.sortTestFiles);
  for (const f of files) if (!all.includes(f)) throw new TypeError(`no test file dist/test/${f}`);

  const roots = new Map<number, string>();
  const attribution = new Attribution(roots);
  const results: FileCost[] = [];
  const startedAt = performance.now();
  const machineAtStart = machineSeconds();
  const sampler = setInterval(() => attribution.add(sampleProc()), SAMPLE_MS);
  const queue = [...files];
  process.once('SIGINT', () => {
    for (const pid of roots.keys()) {
      try {
        process.kill(-pid, 'SIGINT');
      } catch {
        // Ended already.
      }
    }
    process.exit(130);
  });
  const run = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const started = performance.now();
      // A process group of its own, so that its group charges to it alone (Ctrl-C ends every group: below).
      const child = spawn(process.execPath, [`${ROOT}node_modules/ava/entrypoints/cli.mjs`, `dist/test/${file}`], {
        cwd: ROOT,
        stdio: 'ignore',
        detached: true,
      });
      const name = file.replace(/\.test\.js$/, '');
      roots.set(child.pid!, name);
      const exitCode = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      attribution.add(sampleProc());
      const cost = { ...attribution.costOf(name), wallSeconds: round((performance.now() - started) / 1000), exitCode };
      results.push(cost);
      console.log(
        `${name}: ${cost.cpuSeconds} CPU-s in ${cost.wallSeconds} s, ${cost.launches} Chromium launches, ${cost.renderers} renderers${exitCode ? ` (exit ${exitCode})` : ''}`,
      );
    }
  };
  await Promise.all(Array.from({ length: jobs }, run));
  clearInterval(sampler);
  // Processes that outlived their file's ava process (a Chromium group ending) are charged at the end.
  attribution.add(sampleProc());
  for (const result of results) Object.assign(result, attribution.costOf(result.file));
  results.sort((a, b) => b.cpuSeconds - a.cpuSeconds);

  const wallSeconds = round((performance.now() - startedAt) / 1000);
  const machineCpuSeconds = round(machineSeconds() - machineAtStart);
  const charged = round(results.reduce((sum, r) => sum + r.cpuSeconds, 0));
  console.log('\nCPU-s   node  browser renderer  gpu  zygote utility launches renderers  wall-s  file');
  for (const r of results) {
    const k = (kind: ProcessKind) => (r.byKind[kind] ?? 0).toFixed(1).padStart(7);
    console.log(
      `${r.cpuSeconds.toFixed(1).padStart(6)} ${k('node')} ${k('browser')} ${k('renderer')} ${k('gpu')} ${k('zygote')} ${k('utility')} ${String(r.launches).padStart(8)} ${String(r.renderers).padStart(9)} ${r.wallSeconds.toFixed(1).padStart(7)}  ${r.file}`,
    );
  }
  console.log(
    `\n${files.length} files, ${jobs} at a time: ${wallSeconds} s; the machine was busy ${machineCpuSeconds} CPU-s, of which ${charged} charged to files`,
  );
  mkdirSync(`${ROOT}reports`, { recursive: true });
  writeFileSync(
    `${ROOT}reports/suite-cost.json`,
    `${JSON.stringify({ jobs, wallSeconds, machineCpuSeconds, chargedCpuSeconds: charged, files: results }, null, 2)}\n`,
  );
  if (results.some((r) => r.exitCode !== 0)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
