// Every code a Lookout rejection can carry, with the HTTP status the hosted transport answers it with.
// One table for both threads and every face (library, CLI, HTTP, MCP): the same fault has the same code
// everywhere. The codes are API: never rename one (docs/contract.md, "Errors").

export const ERROR_CODES = {
  // Admission (a worker produced an observation the coordinator refused): the page's fault, not the caller's.
  schema: { status: 502, summary: 'an observation or a request body does not match its JSON Schema' },
  'regions-without-coverage': { status: 502, summary: 'regions came without regionCoverage' },
  'duplicate-region-ref': { status: 502, summary: 'two regions share a ref' },
  'region-ref-aliases-control': { status: 502, summary: 'a region ref equals a control ref' },
  // Refs and guards.
  'expired-reference': { status: 409, summary: 'the ref or cursor belongs to an earlier revision' },
  'not-actionable': { status: 409, summary: 'a region ref was used as a control or cursor' },
  'unknown-reference': { status: 409, summary: 'the ref or cursor was never issued in this session' },
  'guard-failed': { status: 409, summary: 'a live action guard failed; nothing was done to the page' },
  // Arguments and options.
  'invalid-option': { status: 400, summary: 'a pool or server option is wrong' },
  'invalid-argument': { status: 400, summary: 'an argument of a call or a command is wrong' },
  'invalid-url': { status: 400, summary: 'not an absolute URL of a scheme Lookout loads' },
  // Navigation.
  'navigation-blocked': { status: 403, summary: 'the navigation policy refused the navigation' },
  'navigation-failed': { status: 502, summary: 'the page could not be loaded' },
  // Screenshots (1.5.0).
  'screenshots-disabled': { status: 403, summary: 'screenshots are off unless the operator allows them' },
  // The browser, its pages and the worker threads.
  'browser-not-found': { status: 503, summary: 'no Chromium executable was found' },
  'browser-launch-failed': { status: 503, summary: 'Chromium did not start' },
  'browser-crashed': { status: 502, summary: "the pool's own Chromium died; it is being restarted" },
  'browser-disconnected': { status: 502, summary: 'a remote browser endpoint went away' },
  'page-crashed': { status: 502, summary: 'the renderer died; the session continues on a fresh page' },
  'worker-crashed': { status: 502, summary: 'the worker thread owning the session stopped' },
  'collection-failed': { status: 502, summary: 'the collector failed or the document changed while it ran' },
  'encoding-failed': { status: 502, summary: "the worker's record could not be encoded or decoded" },
  timeout: { status: 504, summary: 'the call ran past its budget; the page was stopped' },
  aborted: { status: 503, summary: 'the caller cancelled the call' },
  // Bounding and replay.
  'bound-too-small': { status: 400, summary: 'the byte bound cannot hold even the header of an observation' },
  'replay-mismatch': { status: 500, summary: 'a recording does not replay byte for byte' },
  // Capacity and lifecycle.
  'queue-full': { status: 503, summary: 'the pool holds maxQueue calls already' },
  'session-closed': { status: 404, summary: 'the session is closed' },
  'pool-closed': { status: 503, summary: 'the pool is closed' },
  // Transports (lookout serve, lookout mcp).
  'invalid-json': { status: 400, summary: 'the request body is not valid JSON or msgpack' },
  'body-too-large': { status: 413, summary: 'the request body is over the limit' },
  'unsupported-media-type': { status: 415, summary: 'the request body is neither application/json nor application/msgpack' },
  unauthorized: { status: 401, summary: 'a valid bearer token is required' },
  'forbidden-host': { status: 403, summary: 'the Host header names neither the bound address nor an allowed host' },
  'forbidden-origin': { status: 403, summary: 'the request comes from a web origin that is not allowed' },
  'unknown-session': { status: 404, summary: 'no such session' },
  'session-expired': { status: 404, summary: 'the session was closed after being idle too long' },
  'too-many-sessions': { status: 429, summary: 'the server holds its maximum number of sessions' },
  'not-found': { status: 404, summary: 'no such route or nothing observed yet' },
  internal: { status: 500, summary: 'a defect in Lookout; the message is withheld' },
} as const satisfies Record<string, { status: number; summary: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/**
 * What an error message may say about a URL: scheme, host, port and path, never user info, query or
 * fragment (a token or a typed value often rides there). Text that is not a URL is cut at its first `?`
 * or `#` and shortened.
 */
export function describeUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'data:') return 'a data: URL';
    const path = url.pathname.length > 120 ? `${url.pathname.slice(0, 120)}...` : url.pathname;
    return url.host === '' ? `${url.protocol}${path}` : `${url.protocol}//${url.host}${path}`;
  } catch {
    const head = raw.trim().split(/[?#\s]/, 1)[0] ?? '';
    return JSON.stringify(head.length > 60 ? `${head.slice(0, 60)}...` : head);
  }
}

/** Replaces every URL in a message by what `describeUrl` may say of it. */
export function withoutUrlSecrets(message: string): string {
  return message.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi, (url) => describeUrl(url));
}
