// The hosted transport (`lookout serve`, CONTRACT section 8): sessions and snapshots of an observation pool
// over HTTP. JSON by default, msgpack with `Accept: application/msgpack`, the model projection as text when a
// call passes a budget. Loopback by default; any other address needs a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { Packr } from 'msgpackr';
import type { ActionKind, Observation } from '../schemas/observation.js';
import { canonicalJson } from '../pool/canonical.js';
import { AdmissionError, LookoutError, OptionError, type ErrorCode } from '../pool/errors.js';
import { ObservationPool } from '../pool/pool.js';
import { projectForModel } from '../pool/projection.js';
import { endpointsFlag, integerFlag } from '../cli/flags.js';

/** The part of a session the server uses: a pool `Session`, or an adapter with the same surface. */
export interface HostedSession {
  readonly id: string;
  navigate(input: { url: string }): Promise<Observation>;
  observe(input?: { cursor?: string }): Promise<Observation>;
  act(input: { ref: string; action: ActionKind; text?: string }): Promise<Observation>;
  close(): Promise<void>;
}

/** Where sessions come from: normally an `ObservationPool`. */
export interface SessionSource {
  openSession(): Promise<HostedSession>;
}

export interface HostedServerOptions {
  /** The pool that owns the browser; the server never closes it. */
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
  /** When set, every request must carry `Authorization: Bearer <token>`. */
  token?: string;
  /**
   * Largest request body, in bytes; a larger one is refused with body-too-large as soon as it passes this.
   * @default 1048576 (1 MiB)
   */
  maxBodyBytes?: number;
}

export interface HostedServer {
  /** `http://host:port`, with the port actually bound. */
  readonly url: string;
  /** Closes the HTTP server and every session it opened; the pool stays open. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8930;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

// --- Request validation: the tool-input schemas, compiled once per process. ---

type ToolInput = 'navigate' | 'observe' | 'act';

const toolSchemas = JSON.parse(readFileSync(new URL('../../schemas/tools.schema.json', import.meta.url), 'utf8')) as { $id: string };
const ajv = new Ajv2020({ allErrors: false, strict: true });
ajv.addSchema(toolSchemas);
const inputValidators: Record<ToolInput | 'budget', ValidateFunction> = {
  navigate: ajv.getSchema(`${toolSchemas.$id}#/$defs/navigate`)!,
  observe: ajv.getSchema(`${toolSchemas.$id}#/$defs/observe`)!,
  act: ajv.getSchema(`${toolSchemas.$id}#/$defs/act`)!,
  budget: ajv.getSchema(`${toolSchemas.$id}#/$defs/budget`)!,
};

/** Throws `schema` naming the first failing field; never the value, which may be a secret. */
function validateInput<T>(kind: ToolInput | 'budget', value: unknown): T {
  const validate = inputValidators[kind];
  if (!validate(value)) {
    const first = validate.errors?.[0];
    const where = first ? `${first.instancePath || (kind === 'budget' ? 'budget' : 'body')} ${first.message ?? 'is invalid'}` : 'is invalid';
    throw new LookoutError('schema', `${kind} input does not match schemas/tools.schema.json: ${where}`);
  }
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
 * One observation as a response body: canonical JSON (CONTRACT section 6 field order), the same object as
 * msgpack, or with `budgetBytes` the model projection (CONTRACT section 7) as UTF-8 text.
 */
export function serializeObservation(observation: Observation, options: { format?: ObservationFormat; budgetBytes?: number } = {}): SerializedObservation {
  if (options.budgetBytes !== undefined) {
    return { contentType: 'text/plain; charset=utf-8', body: Buffer.from(projectForModel(observation, { budgetBytes: options.budgetBytes }), 'utf8') };
  }
  const json = canonicalJson(observation);
  if (options.format === 'msgpack') {
    // Parsed back from the canonical JSON so the map keys come in the contract's order and absent fields stay absent.
    return { contentType: 'application/msgpack', body: Buffer.from(responsePackr.pack(JSON.parse(json))) };
  }
  return { contentType: 'application/json', body: Buffer.from(json, 'utf8') };
}

// --- Errors. ---

/** A refusal as the server answers it: a LookoutError with its HTTP status (and `reason` for guard-failed). */
class HttpError extends LookoutError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly reason?: string,
  ) {
    super(code, message);
  }
}

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  'invalid-json': 400,
  'invalid-argument': 400,
  'invalid-option': 400,
  'invalid-url': 400,
  schema: 400,
  unauthorized: 401,
  'unknown-session': 404,
  'not-found': 404,
  'session-closed': 404,
  'expired-reference': 409,
  'unknown-reference': 409,
  'not-actionable': 409,
  'guard-failed': 409,
  'body-too-large': 413,
  timeout: 504,
  'navigation-failed': 502,
  'browser-crashed': 502,
  'browser-disconnected': 502,
  'page-crashed': 502,
  'worker-crashed': 502,
  'collection-failed': 502,
  'encoding-failed': 502,
  'browser-not-found': 503,
  'browser-launch-failed': 503,
  'pool-closed': 503,
  'queue-full': 503,
  aborted: 503,
};

function statusOf(error: LookoutError): number {
  if (error instanceof HttpError) return error.status;
  // The page (through its worker) produced something admission refused: not the client's fault.
  if (error instanceof AdmissionError) return 502;
  return STATUS_BY_CODE[error.code] ?? 500;
}

/**
 * Removes strings the client sent (a URL with a token in it, text typed into a field) from a message. A short
 * one cannot be cut out without mangling the rest, so then the whole message is withheld.
 */
function redact(code: ErrorCode, message: string, secrets: readonly string[]): string {
  let result = message.split('\n')[0] ?? '';
  for (const secret of secrets) {
    if (secret === '' || !result.includes(secret)) continue;
    if (secret.length < 8) return `${code} (the details would quote the request)`;
    result = result.split(secret).join('<redacted>');
  }
  return result;
}

// --- Bodies and auth. ---

function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = (): void => {
      // Stop reading at once: the rest of the body is never read, let alone buffered.
      request.off('data', onData);
      request.pause();
      reject(tooLarge(maxBytes));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) refuse();
      else chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
    request.once('close', () => {
      if (!request.complete) reject(new HttpError(400, 'invalid-argument', 'the request body ended early'));
    });
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) refuse();
  });
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'body-too-large', `request bodies are limited to ${maxBytes} bytes`);
}

async function readJson(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const body = await readBody(request, maxBytes);
  const text = body.toString('utf8').trim();
  // An empty body is an empty input: observe needs nothing, the schemas reject what else is missing.
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-json', 'the request body is not valid JSON');
  }
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time check of `Authorization: Bearer <token>`: both sides are hashed to equal lengths first. */
function authorized(request: IncomingMessage, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

// --- The server. ---

interface SessionEntry {
  session: HostedSession;
  /** The first page of the latest revision this session returned. */
  latest: Observation | null;
}

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

function checkOptions(options: HostedServerOptions): Required<Omit<HostedServerOptions, 'token'>> & { token: string | undefined } {
  if (typeof options !== 'object' || options === null) throw new OptionError('options', 'options must be an object', 'invalid-argument');
  const { pool, host = '127.0.0.1', port = DEFAULT_PORT, token, maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = options;
  if (typeof pool?.openSession !== 'function') throw new OptionError('options.pool', 'options.pool must be an ObservationPool', 'invalid-argument');
  if (typeof host !== 'string' || host === '') throw new OptionError('options.host', 'options.host must be a non-empty string', 'invalid-argument');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new OptionError('options.port', 'options.port must be an integer from 0 to 65535', 'invalid-argument');
  }
  if (token !== undefined && (typeof token !== 'string' || token === '' || /\s/.test(token))) {
    throw new OptionError('options.token', 'options.token must be a non-empty string without white space', 'invalid-argument');
  }
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new OptionError('options.maxBodyBytes', 'options.maxBodyBytes must be a positive integer', 'invalid-argument');
  }
  requireTokenOffLoopback(host, token);
  return { pool, host, port, token, maxBodyBytes };
}

/** Starts the HTTP API over `options.pool`; resolves once it listens. */
export async function startHostedServer(options: HostedServerOptions): Promise<HostedServer> {
  const { pool, host, port, token, maxBodyBytes } = checkOptions(options);
  const expectedToken = token === undefined ? null : digest(token);
  const sessions = new Map<string, SessionEntry>();
  let closing: Promise<void> | null = null;

  const entryOf = (id: string): SessionEntry => {
    const entry = sessions.get(id);
    if (!entry) throw new HttpError(404, 'unknown-session', 'no such session: create one with POST /sessions');
    return entry;
  };

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
      const reason = 'reason' in error && typeof error.reason === 'string' ? error.reason : undefined;
      throw new HttpError(statusOf(error), error.code, redact(error.code, error.message, secrets), {}, reason);
    }
  };

  const routes: Route[] = [
    {
      pattern: /^\/health$/,
      methods: {
        GET: async () => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify({ ok: true, sessions: sessions.size })) }),
      },
    },
    {
      pattern: /^\/sessions$/,
      methods: {
        POST: async (request) => {
          await readBody(request, maxBodyBytes);
          const session = await pool.openSession();
          if (closing) {
            // The server closed while the session was being opened: nobody could ever close it.
            await session.close().catch(() => undefined);
            throw new HttpError(503, 'pool-closed', 'the server is closing');
          }
          sessions.set(session.id, { session, latest: null });
          return { status: 201, headers: { 'Content-Type': 'application/json', Location: `/sessions/${encodeURIComponent(session.id)}` }, body: Buffer.from(JSON.stringify({ session: session.id })) };
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)$/,
      methods: {
        DELETE: async (_request, id) => {
          const entry = entryOf(id);
          sessions.delete(id);
          await entry.session.close();
          return { status: 204 };
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/navigate$/,
      methods: {
        POST: async (request, id) => {
          const body = await readJson(request, maxBodyBytes);
          const entry = entryOf(id);
          const input = validateInput<{ url: string; budget?: number }>('navigate', body);
          const secrets = [input.url, ...hrefOf(input.url)];
          const observation = await call(secrets, () => entry.session.navigate({ url: input.url }));
          entry.latest = observation;
          return respond(request, observation, input.budget);
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/observe$/,
      methods: {
        POST: async (request, id) => {
          const body = await readJson(request, maxBodyBytes);
          const entry = entryOf(id);
          const input = validateInput<{ cursor?: string; budget?: number }>('observe', body);
          const observation = await call(notIssued(input.cursor), () => entry.session.observe(input.cursor !== undefined ? { cursor: input.cursor } : {}));
          // A continuation page repeats its revision; the snapshot stays the revision's first page.
          if (input.cursor === undefined) entry.latest = observation;
          return respond(request, observation, input.budget);
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/act$/,
      methods: {
        POST: async (request, id) => {
          const body = await readJson(request, maxBodyBytes);
          const entry = entryOf(id);
          const input = validateInput<{ ref: string; action: ActionKind; text?: string; budget?: number }>('act', body);
          const secrets = [...notIssued(input.ref), ...(input.text !== undefined ? [input.text] : [])];
          const observation = await call(secrets, () =>
            entry.session.act({ ref: input.ref, action: input.action, ...(input.text !== undefined ? { text: input.text } : {}) }),
          );
          entry.latest = observation;
          return respond(request, observation, input.budget);
        },
      },
    },
    {
      pattern: /^\/sessions\/([^/]+)\/snapshot$/,
      methods: {
        GET: async (request, id, url) => {
          const entry = entryOf(id);
          const rawBudget = url.searchParams.get('budget');
          const budget = rawBudget === null ? undefined : validateInput<number>('budget', /^[0-9]{1,9}$/.test(rawBudget) ? Number(rawBudget) : rawBudget);
          if (!entry.latest) throw new HttpError(404, 'not-found', 'the session has not observed anything yet');
          return respond(request, entry.latest, budget);
        },
      },
    },
  ];

  const handle = async (request: IncomingMessage): Promise<Reply> => {
    if (expectedToken && !authorized(request, expectedToken)) {
      throw new HttpError(401, 'unauthorized', 'a valid bearer token is required', { 'WWW-Authenticate': 'Bearer' });
    }
    const url = new URL(request.url ?? '/', 'http://lookout.invalid');
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
    handle(request)
      .then(
        (reply) => send(request, response, reply),
        (error: unknown) => send(request, response, errorReply(error)),
      )
      // Nothing left to answer with (the socket is gone, or the reply could not be written): drop the connection.
      .catch(() => response.destroy());
  });
  // A client that sends garbage instead of HTTP gets a bare 400; it never reaches a handler.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException): void =>
      reject(new LookoutError('invalid-argument', `cannot listen on ${host}:${port}: ${error.code ?? error.message}`, { cause: error }));
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${shownHost}:${address.port}`,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        const open = [...sessions.values()];
        sessions.clear();
        await Promise.all(open.map((entry) => entry.session.close().catch(() => undefined)));
        await closed;
      })();
      return closing;
    },
  };
}

/**
 * A ref or cursor in the shape the pool issues them (`e12`, `g7`, `c3.200`) is the server's own token and may be
 * quoted back; anything else a client put there is treated like any other value it sent.
 */
function notIssued(token: string | undefined): string[] {
  return token === undefined || /^(?:[eg][1-9][0-9]{0,15}|c[1-9][0-9]{0,15}\.[0-9]{1,16})$/.test(token) ? [] : [token];
}

function hrefOf(url: string): string[] {
  try {
    return [new URL(url).href];
  } catch {
    return [];
  }
}

function errorReply(error: unknown): Reply {
  const lookout = error instanceof LookoutError ? error : null;
  const status = error instanceof HttpError ? error.status : lookout ? statusOf(lookout) : 500;
  // Messages of unexpected errors are not shown: they may quote anything.
  const payload: { code: ErrorCode; message: string; reason?: string } = { code: lookout?.code ?? 'internal', message: lookout?.message ?? 'internal error' };
  const reason = error instanceof HttpError ? error.reason : undefined;
  if (reason !== undefined) payload.reason = reason;
  const headers = { 'Content-Type': 'application/json', ...(error instanceof HttpError ? error.headers : {}) };
  return { status, headers, body: Buffer.from(JSON.stringify({ error: payload }), 'utf8') };
}

/** How long a connection whose request body was left unread stays half-open before it is dropped. */
const LINGER_MS = 2_000;

function send(request: IncomingMessage, response: ServerResponse, reply: Reply): void {
  if (response.headersSent || response.destroyed) return;
  const unread = !request.complete;
  response.writeHead(reply.status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(reply.body ? { 'Content-Length': String(reply.body.length) } : {}),
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

// --- CLI. ---

function portFlag(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^[0-9]+$/.test(raw) || port > 65535) throw new LookoutError('invalid-argument', '--port must be an integer from 0 to 65535');
  return port;
}

/** `lookout serve [--port N] [--host H] [--token T] [--workers N] [--endpoints ws://a,ws://b]`. */
export async function runServeCli(flags: Map<string, string>): Promise<number> {
  const port = portFlag(flags.get('port'));
  const host = flags.get('host') ?? '127.0.0.1';
  const token = flags.get('token') ?? (process.env['LOOKOUT_TOKEN'] || undefined);
  const workers = integerFlag(flags, 'workers');
  // Refused before any browser starts.
  requireTokenOffLoopback(host, token);

  const pool = await ObservationPool.start({ ...(workers !== undefined ? { workers } : {}), ...endpointsFlag(flags) });
  let server: HostedServer;
  try {
    server = await startHostedServer({ pool, host, port, ...(token !== undefined ? { token } : {}) });
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
