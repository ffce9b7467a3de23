// What the hosted server answers: tool inputs checked against their schemas, observations serialized from the
// pool's bytes (JSON, msgpack, or the model projection), errors with their status from the one code table, and
// the writing of a reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Packr } from 'msgpackr';
import { bytesOf } from '../pool/artifacts.js';
import { AdmissionError, LookoutError, type ErrorCode } from '../pool/errors.js';
import { firstError, toolInputValidator, type ToolInputKind } from '../pool/validators.js';
import { ERROR_CODES } from '../schemas/error-codes.js';
import type { Observation } from '../schemas/observation.js';
import { HttpError } from './http-request.js';

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
  const internal = !lookout || lookout.code === 'internal';
  const payload: { code: ErrorCode; message: string; reason?: string; step?: number } = {
    code: lookout?.code ?? 'internal',
    message: internal ? 'internal error' : lookout.message,
  };
  const reason = error instanceof HttpError ? error.reason : undefined;
  if (reason !== undefined) payload.reason = reason;
  const step = error instanceof HttpError ? error.step : undefined;
  if (step !== undefined) payload.step = step;
  const headers = { 'Content-Type': 'application/json', ...(error instanceof HttpError ? error.headers : lookout ? retryHeaders(lookout.code) : {}) };
  return { status, headers, body: Buffer.from(JSON.stringify({ error: payload }), 'utf8') };
}

/** How long a connection whose request body was left unread stays half-open before it is dropped. */
const LINGER_MS = 2_000;

export function send(request: IncomingMessage, response: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
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
