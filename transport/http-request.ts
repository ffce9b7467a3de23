// What the hosted server checks of a request before any route sees it, and how it reads a body. A web page
// the operator visits can send requests to a loopback server too (a cross-site POST, or DNS rebinding, which
// makes the server's address answer to the attacker's host name): the Host, Origin and Content-Type checks
// here are what keeps such a page from driving the browser.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Unpackr } from 'msgpackr';
import { LookoutError, type ErrorCode } from '../pool/errors.js';

/** A refusal as the server answers it: a LookoutError with its HTTP status (and `reason` where one applies). */
export class HttpError extends LookoutError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly reason?: string,
    /** In a call of several steps, the index of the step that failed. */
    readonly step?: number,
  ) {
    super(code, message);
  }
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The Host header values the server answers to: its bound address (and, bound to loopback, the other loopback
 * spellings) with its port, plus the operator's `allowedHosts`. `*` in `allowedHosts` turns the check off.
 */
export function hostChecker(boundHost: string, port: number, allowedHosts: readonly string[]): (request: IncomingMessage) => void {
  if (allowedHosts.includes('*')) return () => undefined;
  const bare = boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost;
  const names = LOOPBACK_HOSTS.has(boundHost) ? LOOPBACK_NAMES : [bare.toLowerCase()];
  const accepted = new Set<string>();
  for (const name of names) {
    accepted.add(`${name}:${port}`);
    if (port === 80) accepted.add(name);
  }
  const extra = new Set(allowedHosts.map((h) => h.toLowerCase()));
  return (request) => {
    const host = (request.headers.host ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (accepted.has(host) || extra.has(host) || extra.has(name)) return;
    throw new HttpError(403, 'forbidden-host', 'the Host header names neither this server nor an allowed host (--allowed-hosts)');
  };
}

/**
 * Refuses requests made by web pages whose origin the operator did not allow: any `Origin` header not on the
 * list, and, from browsers that say where a request comes from (`Sec-Fetch-Site`), cross-site requests
 * without an allowed origin. Returns the allowed origin, if the request came from one (for CORS headers).
 */
export function originChecker(corsOrigins: readonly string[]): (request: IncomingMessage) => string | null {
  const allowed = new Set(corsOrigins.map((o) => o.toLowerCase()));
  return (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (allowed.has(origin.toLowerCase())) return origin;
      throw new HttpError(403, 'forbidden-origin', 'requests from web pages are refused unless their origin is allowed (--cors-origins)');
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'forbidden-origin', 'cross-site requests from web pages are refused');
    }
    return null;
  };
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time check of `Authorization: Bearer <token>`: both sides are hashed to equal lengths first. */
export function tokenChecker(token: string | undefined): (request: IncomingMessage) => void {
  if (token === undefined) return () => undefined;
  const expected = digest(token);
  return (request) => {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null) return;
    throw new HttpError(401, 'unauthorized', 'a valid bearer token is required', { 'WWW-Authenticate': 'Bearer' });
  };
}

/** What a server answers a preflight with and exposes to an allowed web origin. */
export interface CorsPolicy {
  methods: string;
  allowHeaders: string;
  exposeHeaders: string;
}

/** A request past the gate: the allowed web origin it came from (null for other clients), and whether it is only that origin's preflight. */
export interface AdmittedRequest {
  origin: string | null;
  preflight: boolean;
}

/**
 * What every HTTP server of Lookout (`serve`, `mcp --port`) checks of a request before anything else, in this
 * order: the Host header and the Origin first (a request a web page forged learns nothing, not even whether its
 * token was right), then, unless it is an allowed origin's preflight, the bearer token.
 */
export class RequestGate {
  private checkHost: (request: IncomingMessage) => void = () => {
    throw new HttpError(503, 'pool-closed', 'the server is not listening yet');
  };
  private readonly checkOrigin: (request: IncomingMessage) => string | null;
  private readonly checkToken: (request: IncomingMessage) => void;

  constructor(
    private readonly options: { host: string; allowedHosts: readonly string[]; corsOrigins: readonly string[]; token: string | undefined; cors: CorsPolicy },
  ) {
    this.checkOrigin = originChecker(options.corsOrigins);
    this.checkToken = tokenChecker(options.token);
  }

  /** The Host check needs the port the server got. */
  listening(port: number): void {
    this.checkHost = hostChecker(this.options.host, port, this.options.allowedHosts);
  }

  admit(request: IncomingMessage): AdmittedRequest {
    this.checkHost(request);
    const origin = this.checkOrigin(request);
    // A preflight from an allowed origin is answered without a token; any other origin was refused above.
    if (request.method === 'OPTIONS' && origin !== null) return { origin, preflight: true };
    this.checkToken(request);
    return { origin, preflight: false };
  }

  /** The answer to an allowed origin's preflight. */
  preflightReply(): { status: number; headers: Record<string, string> } {
    const { methods, allowHeaders } = this.options.cors;
    return {
      status: 204,
      headers: { 'Access-Control-Allow-Methods': methods, 'Access-Control-Allow-Headers': allowHeaders, 'Access-Control-Max-Age': '600' },
    };
  }

  /** CORS headers for a request from an allowed web origin; nothing for other clients. */
  corsHeaders(origin: string | null): Record<string, string> {
    return origin === null ? {} : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': this.options.cors.exposeHeaders, Vary: 'Origin' };
  }
}

export function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = (): void => {
      // Stop reading at once: the rest of the body is never read, let alone buffered.
      request.off('data', onData);
      request.pause();
      reject(new HttpError(413, 'body-too-large', `request bodies are limited to ${maxBytes} bytes`));
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

type BodyFormat = 'json' | 'msgpack' | 'none';

/**
 * The format a request body is in, from its Content-Type. JSON and msgpack are taken; any other type is
 * refused even for an empty body: `text/plain` and the form types are what a web page can send cross-site
 * without asking first (a CORS "simple request"), so they never reach a route.
 */
export function bodyFormat(request: IncomingMessage): BodyFormat {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '') return 'none';
  if (type === 'application/json') return 'json';
  if (type === 'application/msgpack' || type === 'application/x-msgpack') return 'msgpack';
  throw new HttpError(415, 'unsupported-media-type', 'request bodies must be application/json or application/msgpack');
}

const unpackr = new Unpackr({ useRecords: false, mapsAsObjects: true });

/** Reads a JSON or msgpack body; an empty body is an empty input (`{}`). */
export async function readInput(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const format = bodyFormat(request);
  const body = await readBody(request, maxBytes);
  if (body.length === 0) return {};
  if (format === 'none')
    throw new HttpError(415, 'unsupported-media-type', 'a request with a body needs Content-Type: application/json or application/msgpack');
  if (format === 'msgpack') {
    try {
      return unpackr.unpack(body) as unknown;
    } catch {
      throw new HttpError(400, 'invalid-json', 'the request body is not valid msgpack');
    }
  }
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-json', 'the request body is not valid JSON');
  }
}
