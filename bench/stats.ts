// Summaries of timing samples. Nothing here asserts a time: benchmarks measure, tests assert behaviour.

export interface Summary {
  median: number;
  p95: number;
  runs: number;
}

export function round(n: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(n * scale) / scale;
}

/** Nearest-rank quantile of sorted samples. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(median(sorted)), p95: round(quantile(sorted, 0.95)), runs: sorted.length };
}

/** Runs `fn` at least `minRuns` times and then while the budget lasts, at most `maxRuns` times; returns ms per run. */
export async function timeRuns(fn: () => Promise<unknown>, budgetMs: number, minRuns: number, maxRuns: number): Promise<number[]> {
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** Microseconds per call of a synchronous function, median of a few batches after a warm-up. */
export function microseconds(fn: () => unknown, iterations = 200, batches = 5): number {
  for (let i = 0; i < Math.min(20, iterations); i++) fn();
  const perBatch = Math.max(1, Math.floor(iterations / batches));
  const results: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < perBatch; i++) fn();
    results.push(((performance.now() - t0) / perBatch) * 1000);
  }
  return round(median(results), 1);
}
