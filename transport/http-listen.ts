// How Lookout's HTTP servers (`serve`, `mcp --port`) take connections: the time a client may take to send a
// request, how many connections may be open, what a client that sends garbage or too slowly gets, and binding.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LookoutError } from '../pool/errors.js';
import type { HostedServer, RequestLimits } from './http-options.js';
import { errorReply, send, type Reply } from './http-reply.js';
import type { RequestGate } from './http-request.js';

export interface Listening {
  readonly server: Server;
  /** `http://host:port`, with the port actually bound. */
  readonly url: string;
  readonly port: number;
  /** Stops taking connections and ends the open ones. */
  close(): Promise<void>;
}

/** Listens on `host:port` (0: any free port) with `handler`; resolves once it listens. */
export async function listenHttp(
  options: { host: string; port: number; maxConnections: number },
  limits: RequestLimits,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Listening> {
  const server = createServer(
    {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default), which would let a slow client keep
      // a connection up to that much longer than they say.
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.maxConnections = options.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A request that took too long (headers past headersTimeout, the whole request past requestTimeout) gets
    // 408; a client that sends garbage instead of HTTP a bare 400. A socket already answered and closed on our
    // side (send's lingering close) is only dropped.
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  await new Promise<void>((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException): void =>
      reject(new LookoutError('invalid-argument', `cannot listen on ${options.host}:${options.port}: ${error.code ?? error.message}`, { cause: error }));
    server.once('error', refused);
    server.listen(options.port, options.host, () => {
      server.off('error', refused);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}

/**
 * Listens with every request admitted by `gate` first (Host, Origin, token; a preflight is answered there) and then
 * answered by `handle`, which resolves null when it wrote the answer itself; failures become error replies. The
 * server closes with its sessions (`registry`).
 */
export async function serveGated(
  options: { host: string; port: number; maxConnections: number },
  limits: RequestLimits,
  gate: RequestGate,
  registry: { closeAll(): Promise<void> },
  handle: (request: IncomingMessage, response: ServerResponse, origin: string | null) => Promise<Reply | null>,
): Promise<HostedServer> {
  const listening = await listenHttp(options, limits, (request, response) => {
    let origin: string | null = null;
    const reply = (async () => {
      const admitted = gate.admit(request);
      origin = admitted.origin;
      return admitted.preflight ? gate.preflightReply() : handle(request, response, origin);
    })();
    reply
      .then(
        (answer) => answer && send(request, response, answer, gate.corsHeaders(origin)),
        (error: unknown) => send(request, response, errorReply(error), gate.corsHeaders(origin)),
      )
      // Nothing left to answer with (the socket is gone, or the reply could not be written): drop the connection.
      .catch(() => response.destroy());
  });
  gate.listening(listening.port);
  let closing: Promise<void> | null = null;
  return {
    url: listening.url,
    close() {
      closing ??= Promise.all([listening.close(), registry.closeAll()]).then(() => undefined);
      return closing;
    },
  };
}
