// `lookout batch <file of URLs>`: throughput mode. Observes every URL of a file through the pool and
// writes one line of NDJSON per URL, in the order of the file:
//   a canonical observation (docs/contract.md, exactly as `lookout observe` prints it), or
//   {"url":<the line>,"error":{"code":<stable code>,"message":<text>}} when that URL failed.
// At the end it prints observations per second, failures by code and the slowest pages.
import { open, readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { runOnLanes } from '../pool/lanes.js';
import { ObservationPool } from '../pool/pool.js';
import { bytesOf } from '../pool/artifacts.js';
import { LookoutError } from '../pool/errors.js';
import { errorMessage } from './errors.js';
import { integerFlag, policyFlags, sessionFlags } from './flags.js';
import { createProgress, wantsBar } from './progress.js';
import { watchForStop } from './stop.js';

const LANES_PER_WORKER = 2;
const SLOWEST_SHOWN = 5;

export interface BatchLine {
  url: string;
  ms: number;
  /** The NDJSON line without its newline. */
  json: string;
  error?: { code: string; message: string };
}

/** URLs of a batch file: one per line, blank lines and `#` comments skipped, surrounding spaces trimmed. */
export function parseUrlList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Writes lines in the order of the file, as soon as every line before them is done. */
class OrderedWriter {
  private readonly ready = new Map<number, string>();
  private next = 0;

  constructor(
    private readonly out: Writable,
    private readonly closed: () => boolean,
  ) {}

  async put(index: number, json: string): Promise<void> {
    this.ready.set(index, json);
    while (this.ready.has(this.next)) {
      const line = this.ready.get(this.next)!;
      this.ready.delete(this.next);
      this.next++;
      if (this.closed()) continue;
      if (!this.out.write(line + '\n')) {
        // A closed pipe never drains: stop waiting once the stop comes.
        await new Promise<void>((resolve) => {
          const done = (): void => {
            clearInterval(poll);
            resolve();
          };
          const poll = setInterval(() => this.closed() && done(), 50);
          this.out.once('drain', done);
        });
      }
    }
  }
}

function failureOf(error: unknown): { code: string; message: string } {
  return { code: error instanceof LookoutError ? error.code : 'internal', message: errorMessage(error) };
}

/** `seconds` is the time spent observing, after the pool started; `startSeconds` the time to start it. */
export function summarize(lines: BatchLine[], seconds: number, startSeconds: number, workers: number): string {
  const failures = new Map<string, number>();
  for (const line of lines) if (line.error) failures.set(line.error.code, (failures.get(line.error.code) ?? 0) + 1);
  const observed = lines.length - [...failures.values()].reduce((a, b) => a + b, 0);
  const slowest = [...lines].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  const out = [
    `lookout batch: ${lines.length} URLs, ${observed} observed, ${lines.length - observed} failed in ${seconds.toFixed(1)} s with ${workers} worker${workers === 1 ? '' : 's'} (${startSeconds.toFixed(1)} s more to start them)`,
    `observations per second: ${(seconds > 0 ? observed / seconds : 0).toFixed(2)}`,
    `failures by code: ${
      failures.size === 0
        ? 'none'
        : [...failures.entries()]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([code, n]) => `${code} ${n}`)
            .join(', ')
    }`,
    `slowest pages:`,
    ...slowest.map((line) => `  ${String(Math.round(line.ms)).padStart(7)} ms  ${line.error ? `${line.error.code}  ` : ''}${line.url}`),
  ];
  return out.join('\n') + '\n';
}

/**
 * Runs `lookout batch`. Returns the exit code: 0 when every URL was observed, 1 otherwise.
 * Without --out the NDJSON goes to stdout and the summary to stderr; with it, the summary goes to stdout.
 */
export async function runBatchCli(positional: string[], flags: Map<string, string>): Promise<number> {
  const file = positional[0];
  if (!file) throw new LookoutError('invalid-argument', 'lookout batch needs a file of URLs, one per line');
  const policy = policyFlags(flags, false);
  const workers = integerFlag(flags, 'workers');
  const timeout = integerFlag(flags, 'timeout');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new LookoutError('invalid-argument', `cannot read ${file}: ${(error as Error).message}`);
  }
  const urls = parseUrlList(text);
  const outFile = flags.get('out');
  let out: Writable = process.stdout;
  if (outFile !== undefined) {
    // Opened before Chromium starts, so a bad path fails at once and as an argument error.
    try {
      out = (await open(outFile, 'w')).createWriteStream();
    } catch (error) {
      throw new LookoutError('invalid-argument', `cannot write ${outFile}: ${(error as Error).message}`);
    }
  }
  const summaryStream = outFile === undefined ? process.stderr : process.stdout;
  if (urls.length === 0) {
    if (outFile !== undefined) out.end();
    summaryStream.write(`lookout batch: no URLs in ${file}\n`);
    return 0;
  }

  const started = performance.now();
  const stop = watchForStop();
  let pool: ObservationPool;
  try {
    pool = await ObservationPool.start({
      ...(workers !== undefined ? { workers } : {}),
      ...(timeout !== undefined ? { callTimeoutMs: timeout } : {}),
      ...policy,
      ...sessionFlags(flags, 'dismiss'),
      // Ctrl-C ends the URLs in flight as aborted, instead of killing the browser under them.
      handleSignals: false,
    });
  } catch (error) {
    stop.dispose();
    throw error;
  }
  stop.onStop(() => pool.interrupt('lookout batch was stopped'));
  const poolReady = performance.now();
  // Once stdout is closed (a pipe's reader went away), nothing more is written to it.
  const writer = new OrderedWriter(out, () => stop.reason === 'stdout-closed' && out === process.stdout);
  const progress = createProgress(urls.length, process.stderr, { bar: wantsBar(process.stderr), unit: 'URLs', prefix: 'lookout batch: ' });
  let finished = 0;
  let lines: (BatchLine | undefined)[] = [];
  try {
    lines = await runOnLanes(
      pool,
      urls,
      async ({ item: url, session }) => {
        let t0 = performance.now();
        try {
          const opened = await session();
          // A page's time is its navigation and observation, not the session's start.
          t0 = performance.now();
          const observation = await opened.navigate({ url });
          return { url, ms: performance.now() - t0, json: bytesOf(observation).json };
        } catch (error) {
          const failure = failureOf(error);
          return { url, ms: performance.now() - t0, json: JSON.stringify({ url, error: failure }), error: failure };
        }
      },
      {
        // Two sessions per worker: while one waits on its page, the other keeps the worker busy.
        lanes: pool.workerIds.length * LANES_PER_WORKER,
        // A URL rejected before it reached the page leaves the session as it was; any other failure may have
        // left the page in a bad state, so the next URL gets a fresh session.
        keepSession: (line) => !line.error || line.error.code === 'invalid-url' || line.error.code === 'invalid-argument',
        stopped: () => stop.reason !== null,
        onResult: async (line, index) => {
          progress.step({ failed: line.error !== undefined, line: `${line.error ? line.error.code : 'ok'} ${Math.round(line.ms)} ms ${line.url}` });
          await writer.put(index, line.json);
        },
      },
    );
    finished = performance.now();
  } finally {
    progress.finish();
    await pool.close();
    if (outFile !== undefined) await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  const done = lines.filter((line): line is BatchLine => line !== undefined);
  const seconds = ((finished || performance.now()) - poolReady) / 1000;
  stop.dispose();
  if (stop.reason === 'stdout-closed') return stop.exitCode;
  summaryStream.write(summarize(done, seconds, (poolReady - started) / 1000, pool.options.workers));
  if (stop.reason !== null) {
    process.stderr.write(`lookout batch: interrupted after ${done.length} of ${urls.length} URLs (those in flight end as aborted)\n`);
    return stop.exitCode;
  }
  return done.length === urls.length && done.every((line) => !line.error) ? 0 : 1;
}
