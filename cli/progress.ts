// What a long command prints while it runs (the harness's cases, batch's URLs): one bar redrawn in place on a
// terminal, one plain line per item otherwise (a pipe, a file, or any `CI` variable set). A failure's details
// are always printed whole.

export interface ProgressOutput {
  write(text: string): void;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressStep {
  failed: boolean;
  /** One line describing the item (no newline). */
  line: string;
  /** Printed whole, above the bar, when the item failed (lines end with a newline). */
  details?: string;
}

export interface Progress {
  step(item: ProgressStep): void;
  finish(): void;
}

/** A terminal gets the bar; pipes, files and CI logs (any `CI` variable set) get lines. */
export function wantsBar(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && env['CI'] === undefined;
}

/** The bar's text: `[=====>     ] 40/95 cases · 1 failed · 12.3 s`, fitted to `columns`. */
export function barLine(done: number, total: number, failed: number, elapsedMs: number, columns = 80, unit = 'cases'): string {
  const tail = ` ${done}/${total} ${unit} · ${failed} failed · ${(elapsedMs / 1000).toFixed(1)} s`;
  const width = Math.max(10, Math.min(40, columns - tail.length - 3));
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = '='.repeat(Math.max(0, filled - 1)) + (filled > 0 ? (done === total ? '=' : '>') : '') + ' '.repeat(width - filled);
  return `[${bar}]${tail}`;
}

export interface ProgressOptions {
  bar: boolean;
  /** What is counted, in the bar (`cases`, `URLs`). @default 'cases' */
  unit?: string;
  /** Put before each plain line (`lookout batch: `). @default '' */
  prefix?: string;
  now?: () => number;
}

export function createProgress(total: number, out: ProgressOutput, options: ProgressOptions): Progress {
  const now = options.now ?? (() => performance.now());
  const prefix = options.prefix ?? '';
  const started = now();
  let done = 0;
  let failed = 0;
  if (!options.bar) {
    return {
      step(item) {
        done++;
        if (item.failed) failed++;
        out.write(`${prefix}[${done}/${total}] ${item.line}\n${item.failed ? (item.details ?? '') : ''}`);
      },
      finish() {},
    };
  }
  // \r returns to the line start, ESC[K clears to its end: the bar redraws in place.
  const draw = (): void => out.write(`\r${barLine(done, total, failed, now() - started, out.columns, options.unit)}\u001b[K`);
  const timer = setInterval(draw, 250);
  timer.unref();
  draw();
  return {
    step(item) {
      done++;
      if (item.failed) {
        failed++;
        out.write(`\r\u001b[K${prefix}${item.line}\n${item.details ?? ''}`);
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
