// `lookout batch <file of URLs>`: throughput mode. Observes every URL of a file through the pool and
// writes one line of NDJSON per URL, in the order of the file:
//   a canonical observation (docs/contract.md, exactly as `lookout observe` prints it), or
//   {"url":<the line>,"error":{"code":<stable code>,"message":<text>}} when that URL failed.
// At the end it prints observations per second, failures by code and the slowest pages.
import { open, readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { ObservationPool, type Session } from '../pool/pool.js';
import { bytesOf } from '../pool/artifacts.js';
import { LookoutError } from '../pool/errors.js';
import { integerFlag, policyFlags } from './flags.js';

/** Sessions per worker: while one waits on its page, the other keeps the worker busy. */
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

/** Progress on stderr: a bar redrawn in place on a terminal, one plain line per URL otherwise (pipes, CI logs). */
class Progress {
  private readonly bar: boolean;
  private done = 0;
  private failed = 0;

  constructor(
    private readonly total: number,
    private readonly started: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.bar = stream.isTTY === true && !process.env['CI'];
  }

  step(line: BatchLine): void {
    this.done++;
    if (line.error) this.failed++;
    if (!this.bar) {
      const outcome = line.error ? line.error.code : 'ok';
      this.stream.write(`lookout batch: [${this.done}/${this.total}] ${outcome} ${Math.round(line.ms)} ms ${line.url}\n`);
      return;
    }
    const width = 30;
    const filled = Math.round((this.done / this.total) * width);
    const seconds = (performance.now() - this.started) / 1000;
    const rate = seconds > 0 ? (this.done - this.failed) / seconds : 0;
    const text = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${this.done}/${this.total}  ${rate.toFixed(1)} obs/s  ${this.failed} failed`;
    this.stream.write(`\r${text}\x1b[K`);
  }

  finish(): void {
    if (this.bar && this.done > 0) this.stream.write('\n');
  }
}

/** Writes lines in the order of the file, as soon as every line before them is done. */
class OrderedWriter {
  private readonly ready = new Map<number, string>();
  private next = 0;

  constructor(private readonly out: Writable) {}

  async put(index: number, json: string): Promise<void> {
    this.ready.set(index, json);
    while (this.ready.has(this.next)) {
      const line = this.ready.get(this.next)!;
      this.ready.delete(this.next);
      this.next++;
      if (!this.out.write(line + '\n')) await new Promise((resolve) => this.out.once('drain', resolve));
    }
  }
}

function failureOf(error: unknown): { code: string; message: string } {
  const code = error instanceof LookoutError ? error.code : 'internal';
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return { code, message };
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
    `failures by code: ${failures.size === 0 ? 'none' : [...failures.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code, n]) => `${code} ${n}`).join(', ')}`,
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
  const pool = await ObservationPool.start({
    ...(workers !== undefined ? { workers } : {}),
    ...(timeout !== undefined ? { callTimeoutMs: timeout } : {}),
    ...policy,
  });
  const poolReady = performance.now();
  const writer = new OrderedWriter(out);
  const progress = new Progress(urls.length, poolReady);
  const lines: BatchLine[] = new Array(urls.length);
  let stopping = false;
  let finished = 0;
  const onSignal = () => {
    stopping = true;
  };
  process.once('SIGINT', onSignal);
  try {
    let nextIndex = 0;
    const lane = async () => {
      let session: Session | null = null;
      try {
        while (!stopping && nextIndex < urls.length) {
          const index = nextIndex++;
          const url = urls[index]!;
          let line: BatchLine;
          let t0 = performance.now();
          try {
            if (!session) {
              session = await pool.openSession();
              // A page's time is its navigation and observation, not the session's start.
              t0 = performance.now();
            }
            const observation = await session.navigate({ url });
            line = { url, ms: performance.now() - t0, json: bytesOf(observation).json };
          } catch (error) {
            const failure = failureOf(error);
            line = { url, ms: performance.now() - t0, json: JSON.stringify({ url, error: failure }), error: failure };
            // A URL rejected before it reached the page leaves the session as it was; any other failure may
            // have left the page in a bad state, so the next URL gets a fresh session.
            if (failure.code !== 'invalid-url' && failure.code !== 'invalid-argument' && session) {
              const broken: Session = session;
              session = null;
              await broken.close().catch(() => undefined);
            }
          }
          lines[index] = line;
          progress.step(line);
          await writer.put(index, line.json);
        }
      } finally {
        await session?.close().catch(() => undefined);
      }
    };
    const laneCount = Math.max(1, Math.min(urls.length, pool.workerIds.length * LANES_PER_WORKER));
    await Promise.all(Array.from({ length: laneCount }, lane));
    finished = performance.now();
  } finally {
    process.off('SIGINT', onSignal);
    progress.finish();
    await pool.close();
    if (outFile !== undefined) await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  const done = lines.filter(Boolean);
  const seconds = ((finished || performance.now()) - poolReady) / 1000;
  summaryStream.write(summarize(done, seconds, (poolReady - started) / 1000, pool.options.workers));
  if (stopping) {
    process.stderr.write(`lookout batch: interrupted after ${done.length} of ${urls.length} URLs\n`);
    return 130;
  }
  return done.length === urls.length && done.every((line) => !line.error) ? 0 : 1;
}
