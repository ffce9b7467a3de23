// What the hosted server answers: tool inputs checked against their schemas, observations serialized from the
// pool's bytes (JSON, msgpack, or the model projection), errors with their status from the one code table, and
// the writing of a reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Packr } from 'msgpackr';
import { bytesOf } from '../pool/artifacts.js';
import { AdmissionError, LookoutError, type ErrorCode } from '../pool/errors.js';
import { firstError, toolInputValidator, type ToolInputKind } from '../pool/validators.js';
import { ERROR_CODES } from '../schemas/error-codes.js';
import type { Observation } from '../schemas/observation.js';
import { HttpError } from './http-request.js';
import { publicMessage } from './redact.js';

export type Reply = { status: number; headers?: Record<string, string>; body?: Buffer };

// --- Request validation. ---

/** Throws `schema` naming the first failing field; never the value, which may be a secret. */
export function validateInput<T>(kind: ToolInputKind, value: unknown): T {
  const validate = toolInputValidator(kind);
  if (!validate(value))
    throw new HttpError(
      400,
      'schema',
      `${kind} input does not match schemas/tools.schema.json: ${firstError(validate, kind === 'budget' ? 'budget' : 'body')}`,
    );
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

export function statusOf(error: LookoutError): number {
  if (error instanceof HttpError) return error.status;
  // The page (through its worker) produced something admission refused: not the client's fault.
  if (error instanceof AdmissionError) return 502;
  return ERROR_CODES[error.code]?.status ?? 500;
}

/** Headers a refusal carries: when to try again, for the codes that mean "not now". */
export function retryHeaders(code: ErrorCode): Record<string, string> {
  return code === 'queue-full' ? { 'Retry-After': '1' } : {};
}

export function errorReply(error: unknown): Reply {
  const lookout = error instanceof LookoutError ? error : null;
  const status = lookout ? statusOf(lookout) : 500;
  // Messages of unexpected errors are not shown: they may quote anything.
  const payload: { code: ErrorCode; message: string; reason?: string; step?: number } = {
    code: lookout?.code ?? 'internal',
    message: publicMessage(error, 'http'),
  };
  const reason = error instanceof HttpError ? error.reason : undefined;
  if (reason !== undefined) payload.reason = reason;
  const step = error instanceof HttpError ? error.step : undefined;
  if (step !== undefined) payload.step = step;
  const headers = { 'Content-Type': 'application/json', ...(error instanceof HttpError ? error.headers : lookout ? retryHeaders(lookout.code) : {}) };
  return { status, headers, body: Buffer.from(JSON.stringify({ error: payload }), 'utf8') };
}

/**
 * How long, and how much more of a body, a connection answered before its request body was read keeps being
 * read (and dropped) before it is closed. Closing a socket with unread data makes the kernel reset the
 * connection, and a reset can destroy the answer before the client reads it (a client that sends its whole body
 * before reading, as many do); RFC 9112 section 9.6 calls for this "lingering close".
 */
const LINGER = { ms: 5_000, bytes: 64 * 1024 * 1024 } as const;

export function send(request: IncomingMessage, response: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  // A connection already answered by the server itself (a 408 for a request that took too long) takes no more.
  if (response.headersSent || response.destroyed || !request.socket.writable) return;
  const unread = !request.complete;
  if (unread) {
    // Node ends a `Connection: close` answer with socket.destroySoon(): the socket is closed as soon as the answer
    // is written, with the body still arriving. This socket lingers instead.
    const { socket } = request;
    socket.destroySoon = () => lingeringClose(request, socket);
  }
  response.writeHead(reply.status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(reply.body ? { 'Content-Length': String(reply.body.length) } : {}),
    // The connection cannot carry another request after a body left unread: say so, or a client reuses it.
    ...(unread ? { Connection: 'close' } : {}),
    ...extraHeaders,
    ...reply.headers,
  });
  response.end(reply.body);
}

/**
 * Ends our side of the connection (the client reads the answer to its end), then reads and drops what the client
 * still sends until it stops (its body ends, or it closes), or for at most LINGER, and only then closes.
 */
function lingeringClose(request: IncomingMessage, socket: Socket): void {
  // The body arrived in full after all, while the answer was written: nothing is left unread.
  if (request.complete) return Socket.prototype.destroySoon.call(socket);
  let dropped = 0;
  const close = (): void => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER.ms);
  timer.unref();
  socket.end();
  socket.once('end', close);
  socket.once('close', () => clearTimeout(timer));
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER.bytes) close();
  });
  request.once('end', close);
  request.resume();
}
