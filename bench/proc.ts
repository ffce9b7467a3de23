// Process accounting from /proc (Linux) for the bench: CPU time and memory of Node and of Chromium's process
// tree. Which processes are alive is pool/proc.ts's.
import { readFileSync } from 'node:fs';
import { descendants, statFields } from '../pool/proc.js';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every Linux build in use). */
export const TICKS_PER_SECOND = 100;

/** utime + stime of one process in seconds (fields 14 and 15 of /proc/<pid>/stat), 0 when it is gone. */
function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * CPU used by this Node process and by its child processes (Chromium's browser, renderer, GPU and
 * utility processes) between `start()` and `stop()`. Processes that start in the window count from zero;
 * those that end in it lose their last ticks, which the throughput windows avoid by keeping pages open.
 */
export class CpuWindow {
  private readonly startNode = cpuSeconds(process.pid);
  private readonly startChildren = new Map<number, number>();
  private readonly startedAt = performance.now();

  constructor() {
    for (const pid of descendants(process.pid)) this.startChildren.set(pid, cpuSeconds(pid));
  }

  stop(): { seconds: number; nodeCpuSeconds: number; chromiumCpuSeconds: number; nodeCores: number; chromiumCores: number; totalCores: number } {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const nodeCpuSeconds = cpuSeconds(process.pid) - this.startNode;
    let chromiumCpuSeconds = 0;
    for (const pid of descendants(process.pid)) chromiumCpuSeconds += cpuSeconds(pid) - (this.startChildren.get(pid) ?? 0);
    const cores = (s: number) => Math.round((s / seconds) * 100) / 100;
    return {
      seconds: Math.round(seconds * 100) / 100,
      nodeCpuSeconds: Math.round(nodeCpuSeconds * 100) / 100,
      chromiumCpuSeconds: Math.round(chromiumCpuSeconds * 100) / 100,
      nodeCores: cores(nodeCpuSeconds),
      chromiumCores: cores(chromiumCpuSeconds),
      totalCores: cores(nodeCpuSeconds + chromiumCpuSeconds),
    };
  }
}

export interface MemoryFigures {
  /** Node itself. */
  nodeRssMiB: number;
  nodePssMiB: number;
  /** Node plus every child process. */
  rssMiB: number;
  pssMiB: number;
}

/** Resident and proportional memory from /proc/<pid>/smaps_rollup, in KiB. */
function memoryOf(pid: number): { rss: number; pss: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return { rss: Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0), pss: Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

export function memoryNow(): MemoryFigures {
  const node = memoryOf(process.pid);
  let rss = node.rss;
  let pss = node.pss;
  for (const pid of descendants(process.pid)) {
    const m = memoryOf(pid);
    rss += m.rss;
    pss += m.pss;
  }
  const mib = (kib: number) => Math.round(kib / 1024);
  return { nodeRssMiB: mib(node.rss), nodePssMiB: mib(node.pss), rssMiB: mib(rss), pssMiB: mib(pss) };
}

/** Samples memory every `intervalMs` until stopped and keeps the peak of each figure. */
export class MemoryPeak {
  private peak: MemoryFigures = { nodeRssMiB: 0, nodePssMiB: 0, rssMiB: 0, pssMiB: 0 };
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 1000) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    const now = memoryNow();
    for (const key of Object.keys(now) as (keyof MemoryFigures)[]) this.peak[key] = Math.max(this.peak[key], now[key]);
  }

  stop(): MemoryFigures {
    clearInterval(this.timer);
    this.sample();
    return { ...this.peak };
  }
}
