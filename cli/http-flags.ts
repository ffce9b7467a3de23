// The flags of an HTTP server (`lookout serve`, `lookout mcp --port`): where it binds and what it lets in, checked
// before any browser starts.
import { LookoutError } from '../pool/errors.js';
import { checkToken, requireTokenOffLoopback } from '../transport/http-options.js';
import { integerFlag, listFlag } from './flags.js';

export interface HttpServerFlags {
  host: string;
  token?: string;
  allowedHosts?: string[];
  corsOrigins?: string[];
  maxSessions?: number;
  sessionIdleMs?: number;
}

/**
 * The options of HTTP_SERVER_FLAGS (the token also from LOOKOUT_TOKEN), checked before any browser starts: a token
 * too short, or none for an address off loopback, is refused here.
 */
export function httpServerFlags(flags: Map<string, string>): HttpServerFlags {
  const host = flags.get('host') ?? '127.0.0.1';
  const token = flags.get('token') ?? (process.env['LOOKOUT_TOKEN'] || undefined);
  checkToken(token);
  requireTokenOffLoopback(host, token);
  if (host === '') throw new LookoutError('invalid-argument', '--host must not be empty');
  const maxSessions = integerFlag(flags, 'max-sessions');
  const sessionIdleMs = integerFlag(flags, 'session-idle-ms');
  const allowedHosts = listFlag(flags, 'allowed-hosts');
  const corsOrigins = listFlag(flags, 'cors-origins');
  return {
    host,
    ...(token !== undefined ? { token } : {}),
    ...(allowedHosts !== undefined ? { allowedHosts } : {}),
    ...(corsOrigins !== undefined ? { corsOrigins } : {}),
    ...(maxSessions !== undefined ? { maxSessions } : {}),
    ...(sessionIdleMs !== undefined ? { sessionIdleMs } : {}),
  };
}
