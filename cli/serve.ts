// `lookout serve`: the hosted transport over a pool of its own, until SIGINT or SIGTERM.
import { LookoutError } from '../pool/errors.js';
import { ObservationPool } from '../pool/pool.js';
import { DEFAULT_PORT, checkToken, requireTokenOffLoopback, startHostedServer, type HostedServer } from '../transport/http.js';
import { dialogsFlag, endpointsFlag, integerFlag, listFlag, policyFlags, sessionFlags } from './flags.js';

export async function runServeCli(_positional: string[], flags: Map<string, string>): Promise<number> {
  const port = integerFlag(flags, 'port') ?? DEFAULT_PORT;
  const host = flags.get('host') ?? '127.0.0.1';
  const token = flags.get('token') ?? (process.env['LOOKOUT_TOKEN'] || undefined);
  const workers = integerFlag(flags, 'workers');
  const maxSessions = integerFlag(flags, 'max-sessions');
  const sessionIdleMs = integerFlag(flags, 'session-idle-ms');
  const allowedHosts = listFlag(flags, 'allowed-hosts');
  const corsOrigins = listFlag(flags, 'cors-origins');
  // Refused before any browser starts.
  checkToken(token);
  requireTokenOffLoopback(host, token);
  if (host === '') throw new LookoutError('invalid-argument', '--host must not be empty');

  // Ctrl-C and SIGTERM close every session, the pool and Chromium, and the server exits 0 (README, "Hosted
  // transport"): the pool is told to leave signals to this command. Watched from before the pool starts, so a
  // signal while Chromium starts is not lost; a second one while closing exits at once, with 130.
  const stop = watchForSignals();
  let pool: ObservationPool;
  try {
    pool = await ObservationPool.start({
      ...(workers !== undefined ? { workers } : {}),
      ...endpointsFlag(flags),
      // A hosted server acts for whoever reaches it: private addresses stay closed unless the operator opens them.
      ...policyFlags(flags, true),
      // The agent behind a hosted session answers dialogs itself.
      ...sessionFlags(flags, 'ask'),
      handleSignals: false,
    });
  } catch (error) {
    stop.dispose();
    throw error;
  }
  let server: HostedServer | null = null;
  try {
    if (!stop.received) {
      server = await startHostedServer({
        pool,
        host,
        port,
        ...(token !== undefined ? { token } : {}),
        ...(allowedHosts !== undefined ? { allowedHosts } : {}),
        ...(corsOrigins !== undefined ? { corsOrigins } : {}),
        ...(maxSessions !== undefined ? { maxSessions } : {}),
        ...(sessionIdleMs !== undefined ? { sessionIdleMs } : {}),
        session: { dialogs: dialogsFlag(flags, 'ask') },
      });
      process.stdout.write(`lookout serve: listening on ${server.url}\n`);
      await stop.signalled;
    }
  } finally {
    await server?.close();
    await pool.close();
    stop.dispose();
  }
  return 0;
}

interface SignalWatch {
  /** Resolves at the first SIGINT or SIGTERM. */
  readonly signalled: Promise<void>;
  readonly received: boolean;
  dispose(): void;
}

function watchForSignals(): SignalWatch {
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
