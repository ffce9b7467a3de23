// `lookout serve`: the hosted transport over a pool of its own, until SIGINT or SIGTERM.
import { ObservationPool } from '../pool/pool.js';
import { DEFAULT_PORT, startHostedServer, type HostedServer } from '../transport/http.js';
import { dialogsFlag, endpointsFlag, integerFlag, policyFlags, sessionFlags } from './flags.js';
import { httpServerFlags } from './http-flags.js';
import { watchForSignals } from './stop.js';

export async function runServeCli(_positional: string[], flags: Map<string, string>): Promise<number> {
  const port = integerFlag(flags, 'port') ?? DEFAULT_PORT;
  const workers = integerFlag(flags, 'workers');
  // Refused before any browser starts.
  const http = httpServerFlags(flags);

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
        ...http,
        port,
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
