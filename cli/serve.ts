// `lookout serve`: the hosted transport over a pool of its own, until SIGINT or SIGTERM.
import { DEFAULT_PORT, startHostedServer } from '../transport/http.js';
import { dialogsFlag, endpointsFlag, integerFlag, policyFlags, sessionFlags } from './flags.js';
import { httpServerFlags } from './http-flags.js';
import { serveUntilStopped } from './stop.js';

export async function runServeCli(_positional: string[], flags: Map<string, string>): Promise<number> {
  const port = integerFlag(flags, 'port') ?? DEFAULT_PORT;
  const workers = integerFlag(flags, 'workers');
  // Refused before any browser starts.
  const http = httpServerFlags(flags);

  // Ctrl-C and SIGTERM close every session, the pool and Chromium, and the server exits 0 (README, "Hosted
  // transport"): the pool is told to leave signals to this command.
  return serveUntilStopped(
    {
      ...(workers !== undefined ? { workers } : {}),
      ...endpointsFlag(flags),
      // A hosted server acts for whoever reaches it: private addresses stay closed unless the operator opens them.
      ...policyFlags(flags, true),
      // The agent behind a hosted session answers dialogs itself.
      ...sessionFlags(flags, 'ask'),
    },
    (pool) => startHostedServer({ pool, ...http, port, session: { dialogs: dialogsFlag(flags, 'ask') } }),
    (server) => `lookout serve: listening on ${server.url}`,
  );
}
