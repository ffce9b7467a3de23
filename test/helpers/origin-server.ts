// A small HTTP server on 127.0.0.1 that records every request it gets: a second origin for the navigation
// policy tests (another port is another origin), and proof that a refused request never arrived.
import type { ExecutionContext } from 'ava';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse, server: OriginServer) => void;

export interface OriginServer {
  /** `http://127.0.0.1:port` (no trailing slash). */
  readonly origin: string;
  readonly port: number;
  /** Request paths (with query) in arrival order; WebSocket upgrades as `upgrade <path>`. */
  readonly hits: string[];
  close(): Promise<void>;
}

/** Serves `routes` (path without query -> handler); any other path gets a small HTML page naming it. */
export async function startOriginServer(routes: Record<string, Handler> = {}): Promise<OriginServer> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  let self!: OriginServer;
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const handler = routes[(request.url ?? '/').split('?')[0]!];
    if (handler) return handler(request, response, self);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>page</title><p>Served ${(request.url ?? '').split('?')[0]}</p>`);
  });
  server.on('upgrade', (request, socket) => {
    hits.push(`upgrade ${request.url}`);
    socket.destroy();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return self;
}

/** An HTML page handler. */
export const html =
  (body: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><meta charset="utf-8"><title>t</title>${body}`);
  };

/** A redirect handler. */
export const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { Location: location });
    response.end();
  };

/** An origin server for one test: started now, closed when the test ends. */
export async function originServerFor(t: ExecutionContext, routes: Record<string, Handler> = {}): Promise<OriginServer> {
  const started = await startOriginServer(routes);
  t.teardown(() => started.close());
  return started;
}
