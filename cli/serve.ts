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

  const pool = await ObservationPool.start({
    ...(workers !== undefined ? { workers } : {}),
    ...endpointsFlag(flags),
    // A hosted server acts for whoever reaches it: private addresses stay closed unless the operator opens them.
    ...policyFlags(flags, true),
    // The agent behind a hosted session answers dialogs itself.
    ...sessionFlags(flags, 'ask'),
  });
  let server: HostedServer;
  try {
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
  } catch (error) {
    await pool.close();
    throw error;
  }
  process.stdout.write(`lookout serve: listening on ${server.url}\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
  await pool.close();
  return 0;
}
