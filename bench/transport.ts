// How worker threads should reach Chromium (issue 18): the same observing calls over each candidate transport,
// with 1 and 2 worker threads, and what each costs in latency, CPU and memory. Writes reports/transport.json.
//   relay   one browser server (chromium.launchServer) in this thread; every worker thread connects to it, so
//           Playwright's server relays every CDP message in the coordinator's thread (the pool's default before)
//   pipe    every worker thread launches its own Chromium (chromium.launch: CDP over a pipe, no relay)
//   child   one browser server in a child process; every worker thread connects to it
// Candidates alternate within each round and every figure is the median over rounds. Nothing asserts a time.
// Run after `npm run build`: node --no-deprecation dist/bench/transport.js [--rounds 3] [--seconds 4] [--calls 40]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { chromium, type BrowserServer } from 'playwright-core';
import { serveFixtures } from '../harness/fixture-server.js';
import { CHROMIUM_ARGS, endProcessGroup, findChromium } from '../pool/chromium.js';
import { descendants, processIds, statFields } from '../pool/proc.js';
import { generatedPage } from './pages.js';
import { CpuWindow, MemoryPeak } from './proc.js';
import { median, round } from './stats.js';
import type { TransportRequest, TransportWorkerData } from './transport-worker.js';

const CANDIDATES = ['relay', 'pipe', 'child'] as const;
type Candidate = (typeof CANDIDATES)[number];

const USAGE = `usage: node --no-deprecation dist/bench/transport.js [--rounds N] [--seconds N] [--calls N]
  --rounds    rounds; each runs every candidate with 1 and then 2 worker threads, in a rotating order (default 3)
  --seconds   each throughput window (default 4)
  --calls     sequential calls per page size for the latency medians, with 1 worker (default 40)`;

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!(value > 0)) throw new TypeError(`--${name} takes a positive number\n${USAGE}`);
  return value;
}

/** A thread of the candidate, answering one request at a time. */
class BenchWorker {
  private readonly worker: Worker;
  private pending: ((reply: Record<string, unknown>) => void) | null = null;
  readonly ready: Promise<void>;

  constructor(data: TransportWorkerData) {
    this.worker = new Worker(new URL('./transport-worker.js', import.meta.url), { workerData: data });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.once('message', () => resolve());
    });
    this.worker.on('message', (reply: Record<string, unknown>) => this.pending?.(reply));
  }

  async ask(request: TransportRequest): Promise<Record<string, unknown>> {
    const reply = await new Promise<Record<string, unknown>>((resolve) => {
      this.pending = resolve;
      this.worker.postMessage(request);
    });
    if (typeof reply['error'] === 'string') throw new Error(reply['error']);
    return reply;
  }

  async end(): Promise<void> {
    await this.ask({ kind: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

/** A candidate's browser(s) and worker threads. */
interface Setup {
  workers: BenchWorker[];
  close(): Promise<void>;
}

/** A Chromium whose command line holds `marker` (a per-thread browser launched by a worker): its process group is ended. */
async function endMarked(marker: string): Promise<void> {
  for (const pid of processIds()) {
    let cmdline = '';
    try {
      cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.split('\0').includes(marker) && Number(statFields(pid)?.[2]) === pid) await endProcessGroup(pid);
  }
}

async function setUp(candidate: Candidate, workers: number, urls: Record<string, string>): Promise<Setup> {
  const executablePath = findChromium();
  const data = (wsEndpoint?: string): TransportWorkerData => ({
    mode: candidate === 'pipe' ? 'launch' : 'connect',
    ...(wsEndpoint ? { wsEndpoint } : {}),
    executablePath,
    marker: `--lookout-bench=${randomBytes(6).toString('hex')}`,
    urls,
    lanes: 1,
  });
  let server: BrowserServer | null = null;
  let child: ChildProcess | null = null;
  let wsEndpoint: string | undefined;
  if (candidate === 'relay') {
    server = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS, host: '127.0.0.1', timeout: 60_000 });
    wsEndpoint = server.wsEndpoint();
  } else if (candidate === 'child') {
    child = spawn(process.execPath, ['--no-deprecation', new URL('./transport-server.js', import.meta.url).pathname, executablePath], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    wsEndpoint = await new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child!.once('exit', () => reject(new Error('the browser server process exited')));
    });
  }
  const datas = Array.from({ length: workers }, () => data(wsEndpoint));
  const threads = datas.map((d) => new BenchWorker(d));
  await Promise.all(threads.map((t) => t.ready));
  return {
    workers: threads,
    async close() {
      await Promise.all(threads.map((t) => t.end()));
      await server?.close();
      if (child) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.stdin!.end();
        await exited;
      }
      for (const d of datas) await endMarked(d.marker);
    },
  };
}

interface Sample {
  candidate: Candidate;
  round: number;
  workers: number;
  latencyMs?: Record<string, number>;
  callsPerSecond: number;
  cpuMsPerCall: number;
  nodeCpuMsPerCall: number;
  pssPeakMiB: number;
}

async function measure(candidate: Candidate, round_: number, workers: number, urls: Record<string, string>, seconds: number, calls: number): Promise<Sample> {
  const setup = await setUp(candidate, workers, urls);
  try {
    let latencyMs: Record<string, number> | undefined;
    if (workers === 1) {
      latencyMs = {};
      for (const size of Object.keys(urls)) {
        const reply = await setup.workers[0]!.ask({ kind: 'latency', size, calls });
        latencyMs[size] = round(median(reply['ms'] as number[]));
      }
    }
    const memory = new MemoryPeak(500);
    const cpu = new CpuWindow();
    const replies = await Promise.all(setup.workers.map((w) => w.ask({ kind: 'run', ms: seconds * 1000 })));
    const used = cpu.stop();
    const pss = memory.stop().pssMiB;
    const done = replies.reduce((sum, r) => sum + (r['calls'] as number), 0);
    return {
      candidate,
      round: round_,
      workers,
      ...(latencyMs ? { latencyMs } : {}),
      callsPerSecond: round(done / used.seconds, 1),
      // Everything this process and its descendants used (the child candidate's Node server included).
      cpuMsPerCall: round(((used.nodeCpuSeconds + used.chromiumCpuSeconds) * 1000) / Math.max(1, done), 1),
      nodeCpuMsPerCall: round((used.nodeCpuSeconds * 1000) / Math.max(1, done), 1),
      pssPeakMiB: pss,
    };
  } finally {
    await setup.close();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const rounds = option(argv, 'rounds', 3);
  const seconds = option(argv, 'seconds', 4);
  const calls = option(argv, 'calls', 40);
  const dir = await mkdtemp(join(tmpdir(), 'lookout-transport-'));
  await writeFile(join(dir, '1k.html'), generatedPage(1_000));
  await writeFile(join(dir, '10k.html'), generatedPage(10_000));
  const site = await serveFixtures(dir);
  const urls = { '1k': site.url('1k.html'), '10k': site.url('10k.html') };
  const samples: Sample[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      // A rotating order: no candidate always runs first (or last) on a machine whose load drifts.
      const order = CANDIDATES.map((_, i) => CANDIDATES[(i + r) % CANDIDATES.length]!);
      for (const candidate of order) {
        for (const workers of [1, 2]) {
          const sample = await measure(candidate, r, workers, urls, seconds, calls);
          samples.push(sample);
          console.log(JSON.stringify(sample));
        }
      }
    }
  } finally {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  }
  const left = descendants(process.pid);
  const summary = CANDIDATES.map((candidate) => {
    const of = (workers: number) => samples.filter((s) => s.candidate === candidate && s.workers === workers);
    const one = of(1);
    const two = of(2);
    const scaling = one.map((s) => two.find((t) => t.round === s.round)!.callsPerSecond / s.callsPerSecond);
    return {
      candidate,
      latency1kMs: round(median(one.map((s) => s.latencyMs!['1k']!))),
      latency10kMs: round(median(one.map((s) => s.latencyMs!['10k']!))),
      cpuMsPerCall1w: round(median(one.map((s) => s.cpuMsPerCall)), 1),
      nodeCpuMsPerCall1w: round(median(one.map((s) => s.nodeCpuMsPerCall)), 1),
      cpuMsPerCall2w: round(median(two.map((s) => s.cpuMsPerCall)), 1),
      nodeCpuMsPerCall2w: round(median(two.map((s) => s.nodeCpuMsPerCall)), 1),
      callsPerSecond1w: round(median(one.map((s) => s.callsPerSecond)), 1),
      callsPerSecond2w: round(median(two.map((s) => s.callsPerSecond)), 1),
      scaling2wOver1w: round(median(scaling)),
      pssPeakMiB1w: median(one.map((s) => s.pssPeakMiB)),
      pssPeakMiB2w: median(two.map((s) => s.pssPeakMiB)),
    };
  });
  console.table(summary);
  await mkdir(resolve('reports'), { recursive: true });
  const report = { command: `node --no-deprecation dist/bench/transport.js ${argv.join(' ')}`.trim(), rounds, seconds, calls, summary, samples };
  await writeFile(resolve('reports/transport.json'), JSON.stringify(report, null, 2) + '\n');
  if (left.length > 0) console.error(`processes left after the run: ${left.join(', ')}`);
}

await main();
