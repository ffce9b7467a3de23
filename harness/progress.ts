// What the harness prints while it runs: one updating progress bar line on a terminal, plain lines per case
// otherwise (not a TTY, or under CI). Failures are always printed whole, with their evidence.
import type { CaseResult } from './runner.js';

export interface ProgressOutput {
  write(text: string): void;
  isTTY?: boolean;
  columns?: number;
}

export interface Progress {
  caseDone(result: CaseResult): void;
  finish(): void;
}

/** A terminal gets the bar; pipes, files and CI logs (any `CI` variable set) get lines. */
export function wantsBar(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && env['CI'] === undefined;
}

function failureLines(result: CaseResult): string {
  return `FAIL ${result.partition} > ${result.id} (${result.durationMs} ms)\n${result.failures.map((e) => `    ${e}\n`).join('')}`;
}

/** The bar's text: `[=====>     ] 40/95 cases · 1 failed · 12.3 s`, fitted to `columns`. */
export function barLine(done: number, total: number, failed: number, elapsedMs: number, columns = 80): string {
  const tail = ` ${done}/${total} cases · ${failed} failed · ${(elapsedMs / 1000).toFixed(1)} s`;
  const width = Math.max(10, Math.min(40, columns - tail.length - 3));
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = '='.repeat(Math.max(0, filled - 1)) + (filled > 0 ? (done === total ? '=' : '>') : '') + ' '.repeat(width - filled);
  return `[${bar}]${tail}`;
}

export function createProgress(total: number, out: ProgressOutput, options: { bar: boolean; now?: () => number }): Progress {
  const now = options.now ?? (() => performance.now());
  const started = now();
  let done = 0;
  let failed = 0;
  if (!options.bar) {
    return {
      caseDone(result) {
        done++;
        if (result.verdict === 'fail') failed++;
        if (result.verdict === 'fail') out.write(`[${done}/${total}] ${failureLines(result)}`);
        else out.write(`[${done}/${total}] pass ${result.partition} > ${result.id} (${result.durationMs} ms)\n`);
      },
      finish() {},
    };
  }
  // \r returns to the line start, ESC[K clears to its end: the bar redraws in place.
  const draw = (): void => out.write(`\r${barLine(done, total, failed, now() - started, out.columns)}\u001b[K`);
  const timer = setInterval(draw, 250);
  timer.unref();
  draw();
  return {
    caseDone(result) {
      done++;
      if (result.verdict === 'fail') {
        failed++;
        out.write(`\r\u001b[K${failureLines(result)}`);
      }
      draw();
    },
    finish() {
      clearInterval(timer);
      draw();
      out.write('\n');
    },
  };
}
