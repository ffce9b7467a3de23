// The hosted server's options: what each means and its default, checked once before anything binds.
import { totalmem } from 'node:os';
import { OptionError } from '../pool/errors.js';
import { LOOPBACK_HOSTS } from './http-request.js';
import type { SessionOptions } from '../pool/options.js';
import type { SessionSource } from './sessions.js';

export interface HostedServerOptions {
  /** The pool that owns the browser; the server never closes it. Its navigation policy applies to every session. */
  pool: SessionSource;
  /**
   * Address to bind. Anything but 127.0.0.1, ::1 or localhost needs `token`.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * TCP port; 0 picks a free one (read it from `url`).
   * @default 8930
   */
  port?: number;
  /** When set, every request must carry `Authorization: Bearer <token>`. At least 16 bytes. */
  token?: string;
  /**
   * Largest request body, in bytes; a larger one is refused with body-too-large as soon as it passes this.
   * @default 1048576 (1 MiB)
   */
  maxBodyBytes?: number;
  /**
   * Host header names the server answers to besides its bound address (a name that points at it, a proxy's
   * name). `*` turns the Host check off. Requests naming any other host are refused (DNS rebinding).
   * @default []
   */
  allowedHosts?: string[];
  /**
   * Web origins (`https://app.example`) whose pages may call the API, with CORS headers. Requests from any
   * other web page are refused.
   * @default []
   */
  corsOrigins?: string[];
  /**
   * Sessions open at once; one more is refused with 429 too-many-sessions and Retry-After.
   * @default min(32, total memory / 512 MiB), at least 4
   */
  maxSessions?: number;
  /**
   * A session without calls for this long is closed; its id then answers session-expired.
   * @default 600000 (10 minutes)
   */
  sessionIdleMs?: number;
  /**
   * Open TCP connections; more are dropped at once.
   * @default 64
   */
  maxConnections?: number;
  /**
   * What the server's sessions choose over the pool's defaults. A hosted session's caller answers dialogs itself.
   * @default { dialogs: 'ask' }
   */
  session?: SessionOptions;
}

export interface HostedServer {
  /** `http://host:port`, with the port actually bound. */
  readonly url: string;
  /** Closes the HTTP server and every session it opened; the pool stays open. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8930;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_SESSION_IDLE_MS = 10 * 60_000;
export const DEFAULT_MAX_SESSIONS = Math.max(4, Math.min(32, Math.floor(totalmem() / (512 * 1024 * 1024))));
export const MIN_TOKEN_BYTES = 16;
/** How long a client may take to send a request, and how long an idle connection stays (docs/contract.md section 10). */
export interface RequestLimits {
  /** From a request's first byte to the end of its headers. */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body. A call's own time is bounded by the pool's budgets. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often connections are checked against the two timeouts: a limit is kept to within this. */
  checkIntervalMs: number;
}

export const REQUEST_LIMITS: Readonly<RequestLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
});

/** Binding anything but loopback exposes the pool's browser to the network: that needs a bearer token. */
export function requireTokenOffLoopback(host: string, token: string | undefined): void {
  if (!LOOPBACK_HOSTS.has(host) && token === undefined) {
    throw new OptionError('options.token', `binding ${host} (not loopback) needs a bearer token: pass --token or set LOOKOUT_TOKEN`, 'invalid-argument');
  }
}

/** A token too short to resist guessing is refused, whatever the address. */
export function checkToken(token: string | undefined): void {
  if (token === undefined) return;
  if (typeof token !== 'string' || /\s/.test(token) || Buffer.byteLength(token, 'utf8') < MIN_TOKEN_BYTES) {
    throw new OptionError(
      'options.token',
      `the token must be at least ${MIN_TOKEN_BYTES} bytes without white space (e.g. openssl rand -hex 24)`,
      'invalid-argument',
    );
  }
}

export type CheckedOptions = Required<Omit<HostedServerOptions, 'token'>> & { token: string | undefined };

export function checkOptions(options: HostedServerOptions): CheckedOptions {
  if (typeof options !== 'object' || options === null) throw new OptionError('options', 'options must be an object', 'invalid-argument');
  const {
    pool,
    host = '127.0.0.1',
    port = DEFAULT_PORT,
    token,
    maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
    allowedHosts = [],
    corsOrigins = [],
    maxSessions = DEFAULT_MAX_SESSIONS,
    sessionIdleMs = DEFAULT_SESSION_IDLE_MS,
    maxConnections = 64,
    session = { dialogs: 'ask' },
  } = options;
  const fail = (field: string, message: string): never => {
    throw new OptionError(`options.${field}`, `options.${field} ${message}`, 'invalid-argument');
  };
  if (typeof pool?.openSession !== 'function') fail('pool', 'must be an ObservationPool');
  if (typeof host !== 'string' || host === '') fail('host', 'must be a non-empty string');
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('port', 'must be an integer from 0 to 65535');
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1) fail('maxBodyBytes', 'must be a positive integer');
  if (!Array.isArray(allowedHosts) || allowedHosts.some((h) => typeof h !== 'string' || h === '')) fail('allowedHosts', 'must be a list of host names');
  if (!Array.isArray(corsOrigins) || corsOrigins.some((o) => typeof o !== 'string' || !/^https?:\/\/[^/\s]+$/i.test(o))) {
    fail('corsOrigins', 'must be a list of origins such as https://app.example');
  }
  if (!Number.isInteger(maxSessions) || maxSessions < 1 || maxSessions > 10_000) fail('maxSessions', 'must be an integer from 1 to 10000');
  if (!Number.isInteger(sessionIdleMs) || sessionIdleMs < 100) fail('sessionIdleMs', 'must be an integer of at least 100');
  if (!Number.isInteger(maxConnections) || maxConnections < 1) fail('maxConnections', 'must be a positive integer');
  checkToken(token);
  requireTokenOffLoopback(host, token);
  if (typeof session !== 'object' || session === null) fail('session', 'must be an object of session options');
  return { pool, host, port, token, maxBodyBytes, allowedHosts, corsOrigins, maxSessions, sessionIdleMs, maxConnections, session };
}
