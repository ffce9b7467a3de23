// How a command is told to stop. Ctrl-C (SIGINT) and SIGTERM mean the same: the command ends its calls in flight
// as `aborted`, writes out what it finished (a report marked interrupted, the NDJSON lines done) and exits 130.
// A second signal exits at once (Playwright's exit handler still kills the browser). A closed stdout
// (`lookout batch urls.txt | head -1`) stops the command quietly, with status 0.

import { ObservationPool, type PoolOptions } from '../pool/pool.js';
import type { HostedServer } from '../transport/http-options.js';
export type StopReason = 'signal' | 'stdout-closed';

export interface Stop {
  /** Why the command was told to stop; null until it is. */
  readonly reason: StopReason | null;
  /** Runs `fn` when the stop comes (at once if it came already). */
  onStop(fn: () => void): void;
  /** The exit status of a stopped command. */
  readonly exitCode: number;
  /** Removes the handlers (the command ended). */
  dispose(): void;
}

export function watchForStop(output: NodeJS.WriteStream = process.stdout): Stop {
  let reason: StopReason | null = null;
  const waiting: (() => void)[] = [];
  const stop = (why: StopReason): void => {
    if (reason !== null) {
      if (why === 'signal') process.exit(130);
      return;
    }
    reason = why;
    for (const fn of waiting.splice(0)) fn();
  };
  const onSignal = (): void => stop('signal');
  const onOutputError = (error: NodeJS.ErrnoException): void => {
    if (error.code === 'EPIPE') stop('stdout-closed');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  output.on('error', onOutputError);
  return {
    get reason() {
      return reason;
    },
    onStop(fn) {
      if (reason !== null) fn();
      else waiting.push(fn);
    },
    get exitCode() {
      return reason === 'signal' ? 130 : 0;
    },
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      output.off('error', onOutputError);
    },
  };
}

/** A server's watch for SIGINT and SIGTERM: the first ends its serving, a second exits at once with 130. */
export interface SignalWatch {
  /** Resolves at the first SIGINT or SIGTERM. */
  readonly signalled: Promise<void>;
  readonly received: boolean;
  dispose(): void;
}

export function watchForSignals(): SignalWatch {
  let received = false;
  let resolve!: () => void;
  const signalled = new Promise<void>((done) => (resolve = done));
  const onSignal = (): void => {
    if (received) process.exit(130);
    received = true;
    resolve();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signalled,
    get received() {
      return received;
    },
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/**
 * Starts a pool, then the server `start` makes over it, prints where it listens (`announce`), and serves until
 * SIGINT or SIGTERM; then closes the server (its sessions), the pool and Chromium, and resolves 0. Signals are
 * watched from before the pool starts, so one that comes while Chromium starts is not lost; a second one while
 * closing exits at once, with 130.
 */
export async function serveUntilStopped(
  poolOptions: PoolOptions,
  start: (pool: ObservationPool) => Promise<HostedServer>,
  announce: (server: HostedServer) => string,
): Promise<number> {
  const stop = watchForSignals();
  let pool: ObservationPool;
  try {
    pool = await ObservationPool.start({ ...poolOptions, handleSignals: false });
  } catch (error) {
    stop.dispose();
    throw error;
  }
  let server: HostedServer | null = null;
  try {
    if (!stop.received) {
      server = await start(pool);
      process.stdout.write(`${announce(server)}\n`);
      await stop.signalled;
    }
  } finally {
    await server?.close();
    await pool.close();
    stop.dispose();
  }
  return 0;
}
