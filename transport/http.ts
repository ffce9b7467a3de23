// The hosted transport (`lookout serve`, docs/contract.md "Surfaces"): sessions and snapshots of an observation
// pool over HTTP. JSON by default, msgpack with `Accept: application/msgpack`, the model projection as text when a
// call passes a budget. Loopback by default; any other address needs a bearer token. Requests are checked before
// any route sees them (http-request.ts): a web page the operator visits must not be able to drive the browser.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { totalmem } from 'node:os';
import { Packr } from 'msgpackr';
import { ERROR_CODES } from '../schemas/error-codes.js';
import type { ActionKind, Observation } from '../schemas/observation.js';
import { bytesOf } from '../pool/artifacts.js';
import { firstError, toolInputValidator, type ToolInputKind } from '../pool/validators.js';
import { AdmissionError, LookoutError, OptionError, type ErrorCode } from '../pool/errors.js';
import { HttpError, LOOPBACK_HOSTS, bodyFormat, hostChecker, originChecker, readInput, tokenChecker } from './http-request.js';
import { hrefOf, notIssued, redact } from './redact.js';
import { SessionRegistry, type SessionSource } from './sessions.js';

export type { HostedSession, SessionSource } from './sessions.js';

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
const MIN_TOKEN_BYTES = 16;
/** Time to receive a request's headers, and all of it; a call's own time is bounded by the pool's budgets. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

// --- Request validation. ---

/** Throws `schema` naming the first failing field; never the value, which may be a secret. */
function validateInput<T>(kind: ToolInputKind, value: unknown): T {
  const validate = toolInputValidator(kind);
  if (!validate(value)) throw new HttpError(400, 'schema', `${kind} input does not match schemas/tools.schema.json: ${firstError(validate, kind === 'budget' ? 'budget' : 'body')}`);
  return value as T;
}

// --- Serialization. ---

export type ObservationFormat = 'json' | 'msgpack';

export interface SerializedObservation {
  contentType: string;
  body: Buffer;
}

// Plain msgpack maps, not msgpackr records: any msgpack decoder must be able to read a snapshot.
const responsePackr = new Packr({ useRecords: false, mapsAsObjects: true });

/**
 * Picks the response format from an `Accept` header: msgpack when the client prefers
 * `application/msgpack` (or `application/x-msgpack`) to JSON, else JSON.
 */
export function negotiateFormat(accept: string | undefined): ObservationFormat {
  if (!accept) return 'json';
  let json = 0;
  let msgpack = 0;
  for (const item of accept.split(',')) {
    const [type = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = Number(parameters.find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const weight = Number.isFinite(q) ? q : 0;
    if (type === 'application/msgpack' || type === 'application/x-msgpack') msgpack = Math.max(msgpack, weight);
    else if (type === 'application/json') json = Math.max(json, weight);
    else if (type === '*/*' || type === 'application/*') json = Math.max(json, weight * 0.999);
  }
  return msgpack > json ? 'msgpack' : 'json';
}

/**
 * One observation as a response body: canonical JSON (the field order of docs/contract.md), the same object as
 * msgpack, or with `budgetBytes` the model projection (docs/contract.md, "Model projection") as UTF-8 text.
 */
export function serializeObservation(observation: Observation, options: { format?: ObservationFormat; budgetBytes?: number } = {}): SerializedObservation {
  const bytes = bytesOf(observation);
  if (options.budgetBytes !== undefined) {
    return { contentType: 'text/plain; charset=utf-8', body: Buffer.from(bytes.projection(options.budgetBytes), 'utf8') };
  }
  // Plain msgpack maps of the canonical object: keys in the contract's order, absent fields absent.
  if (options.format === 'msgpack') return { contentType: 'application/msgpack', body: Buffer.from(responsePackr.pack(bytes.canonical)) };
  return { contentType: 'application/json', body: Buffer.from(bytes.json, 'utf8') };
}

// --- Errors. ---

function statusOf(error: LookoutError): number {
  if (error instanceof HttpError) return error.status;
  // The page (through its worker) produced something admission refused: not the client's fault.
  if (error instanceof AdmissionError) return 502;
  return ERROR_CODES[error.code]?.status ?? 500;
}

/** Headers a refusal carries: when to try again, for the codes that mean "not now". */
function retryHeaders(code: ErrorCode): Record<string, string> {
  return code === 'queue-full' ? { 'Retry-After': '1' } : {};
}

// --- The server. ---

interface Route {
  pattern: RegExp;
  methods: Record<string, (request: IncomingMessage, id: string, url: URL) => Promise<Reply>>;
}

type Reply = { status: number; headers?: Record<string, string>; body?: Buffer };

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
    throw new OptionError('options.token', `the token must be at least ${MIN_TOKEN_BYTES} bytes without white space (e.g. openssl rand -hex 24)`, 'invalid-argument');
  }
}

type CheckedOptions = Required<Omit<HostedServerOptions, 'token'>> & { token: string | undefined };

function checkOptions(options: HostedServerOptions): CheckedOptions {
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
  return { pool, host, port, token, maxBodyBytes, allowedHosts, corsOrigins, maxSessions, sessionIdleMs, maxConnections };
}

/** Starts the HTTP API over `options.pool`; resolves once it listens. */
export async function startHostedServer(options: HostedServerOptions): Promise<HostedServer> {
  const checked = checkOptions(options);
  const { host, maxBodyBytes } = checked;
  const registry = new SessionRegistry(checked.pool, checked.maxSessions, checked.sessionIdleMs);
  const checkToken = tokenChecker(checked.token);
  const checkOrigin = originChecker(checked.corsOrigins);
  let checkHost: (request: IncomingMessage) => void = () => undefined;

  const respond = (request: IncomingMessage, observation: Observation, budget: number | undefined): Reply => {
    const { contentType, body } = serializeObservation(observation, {
      format: negotiateFormat(request.headers.accept),
      ...(budget !== undefined ? { budgetBytes: budget } : {}),
    });
    return { status: 200, headers: { 'Content-Type': contentType, Vary: 'Accept' }, body };
  };

  /** Runs a tool call; strings the client sent are kept out of any error message. */
  const call = async (secrets: string[], run: () => Promise<Observation>): Promise<Observation> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LookoutError)) throw error;
      const reason = 'reason' in error && typeof error.reason === 'string' ? error.reason : 'rule' in error && typeof error.rule === 'string' ? error.rule : undefined;
      throw new HttpError(statusOf(error), error.code, redact(error.code, error.message, secrets), retryHeaders(error.code), reason);
    }
  };

  const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(value)),
  });

  const routes: Route[] = [
    {
      pattern: /^\/health$/,
      methods: { GET: async () => json(200, { ok: true, sessions: registry.size }) },
    },
    {
      pattern: /^\/sessions$/,
      methods: {
        POST: async (request) => {
          await readInput(request, maxBodyBytes);
          const { session } = await registry.create();
          return json(201, { session: session.id }, { Location: `/sessions/${encodeURIComponent(session.id)}` });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)$/,
      methods: {
        GET: async (_request, id) => {
          const entry = registry.get(id);
          return json(200, {
            session: id,
            revision: entry.latest?.revision ?? 0,
            idleMs: Date.now() - entry.lastUsed,
            ...(entry.session.popups ? { popups: entry.session.popups } : {}),
          });
        },
        DELETE: async (_request, id) => {
          await registry.delete(id);
          return { status: 204 };
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/navigate$/,
      methods: {
        POST: async (request, id) => {
          const body = await readInput(request, maxBodyBytes);
          registry.get(id);
          const input = validateInput<{ url: string; budget?: number }>('navigate', body);
          const secrets = [input.url, ...hrefOf(input.url)];
          return registry.use(id, async (entry) => {
            const observation = await call(secrets, () => entry.session.navigate({ url: input.url }));
            entry.latest = observation;
            return respond(request, observation, input.budget);
          });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/observe$/,
      methods: {
        POST: async (request, id) => {
          const body = await readInput(request, maxBodyBytes);
          registry.get(id);
          const input = validateInput<{ cursor?: string; budget?: number }>('observe', body);
          return registry.use(id, async (entry) => {
            const observation = await call(notIssued(input.cursor), () => entry.session.observe(input.cursor !== undefined ? { cursor: input.cursor } : {}));
            // A continuation page repeats its revision; the snapshot stays the revision's first page.
            if (input.cursor === undefined) entry.latest = observation;
            return respond(request, observation, input.budget);
          });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/act$/,
      methods: {
        POST: async (request, id) => {
          const body = await readInput(request, maxBodyBytes);
          registry.get(id);
          const input = validateInput<{ ref: string; action: ActionKind; text?: string; budget?: number }>('act', body);
          const secrets = [...notIssued(input.ref), ...(input.text !== undefined ? [input.text] : [])];
          return registry.use(id, async (entry) => {
            const observation = await call(secrets, () =>
              entry.session.act({ ref: input.ref, action: input.action, ...(input.text !== undefined ? { text: input.text } : {}) }),
            );
            entry.latest = observation;
            return respond(request, observation, input.budget);
          });
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/snapshot$/,
      methods: {
        GET: async (request, id, url) => {
          const entry = registry.get(id);
          const rawBudget = url.searchParams.get('budget');
          const budget = rawBudget === null ? undefined : validateInput<number>('budget', /^[0-9]{1,9}$/.test(rawBudget) ? Number(rawBudget) : rawBudget);
          if (!entry.latest) throw new HttpError(404, 'not-found', 'the session has not observed anything yet');
          return respond(request, entry.latest, budget);
        },
      },
    },
  ];

  /** CORS headers for a request from an allowed web origin; nothing for other clients. */
  const corsHeaders = (origin: string | null): Record<string, string> =>
    origin === null ? {} : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Location, Retry-After', Vary: 'Origin' };

  const handle = async (request: IncomingMessage, origin: string | null): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://lookout.invalid');
    if (request.method === 'OPTIONS' && origin !== null) {
      // A preflight from an allowed origin; any other origin was refused before this.
      return {
        status: 204,
        headers: {
          'Access-Control-Allow-Methods': 'GET, POST, DELETE',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        },
      };
    }
    checkToken(request);
    if (request.method === 'POST') bodyFormat(request);
    for (const route of routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const handler = route.methods[request.method ?? ''];
      if (!handler) {
        const allow = Object.keys(route.methods).join(', ');
        throw new HttpError(405, 'invalid-argument', `${url.pathname.replace(/\/sessions\/[^/]+/, '/sessions/:id')} allows ${allow}`, { Allow: allow });
      }
      return handler(request, match[1] ?? '', url);
    }
    throw new HttpError(404, 'not-found', 'no such route');
  };

  const server: Server = createServer((request, response) => {
    let origin: string | null = null;
    const reply = (async () => {
      // Host and Origin first: a request a web page forged learns nothing, not even whether its token was right.
      checkHost(request);
      origin = checkOrigin(request);
      return handle(request, origin);
    })();
    reply
      .then(
        (answer) => send(request, response, answer, corsHeaders(origin)),
        (error: unknown) => send(request, response, errorReply(error), corsHeaders(origin)),
      )
      // Nothing left to answer with (the socket is gone, or the reply could not be written): drop the connection.
      .catch(() => response.destroy());
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = checked.maxConnections;
  // A client that sends garbage instead of HTTP gets a bare 400; it never reaches a handler.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException): void =>
      reject(new LookoutError('invalid-argument', `cannot listen on ${host}:${checked.port}: ${error.code ?? error.message}`, { cause: error }));
    server.once('error', refused);
    server.listen(checked.port, host, () => {
      server.off('error', refused);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  checkHost = hostChecker(host, address.port, checked.allowedHosts);
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;

  return {
    url: `http://${shownHost}:${address.port}`,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await registry.closeAll();
        await closed;
      })();
      return closing;
    },
  };
}

function errorReply(error: unknown): Reply {
  const lookout = error instanceof LookoutError ? error : null;
  const status = lookout ? statusOf(lookout) : 500;
  // Messages of unexpected errors are not shown: they may quote anything.
  const internal = !lookout || lookout.code === 'internal';
  const payload: { code: ErrorCode; message: string; reason?: string } = { code: lookout?.code ?? 'internal', message: internal ? 'internal error' : lookout.message };
  const reason = error instanceof HttpError ? error.reason : undefined;
  if (reason !== undefined) payload.reason = reason;
  const headers = { 'Content-Type': 'application/json', ...(error instanceof HttpError ? error.headers : lookout ? retryHeaders(lookout.code) : {}) };
  return { status, headers, body: Buffer.from(JSON.stringify({ error: payload }), 'utf8') };
}

/** How long a connection whose request body was left unread stays half-open before it is dropped. */
const LINGER_MS = 2_000;

function send(request: IncomingMessage, response: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  if (response.headersSent || response.destroyed) return;
  const unread = !request.complete;
  response.writeHead(reply.status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(reply.body ? { 'Content-Length': String(reply.body.length) } : {}),
    // The connection cannot carry another request after a body left unread: say so, or a client reuses it.
    ...(unread ? { Connection: 'close' } : {}),
    ...extraHeaders,
    ...reply.headers,
  });
  response.end(reply.body, () => {
    if (!unread) return;
    // A body left unread (too large, or not needed for the answer) is neither read nor drained. Closing the
    // socket at once with unread data would reset the connection and could lose the answer (RFC 7230 6.6,
    // "lingering close"), so only our side is closed now and the socket dropped a little later.
    const { socket } = request;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
