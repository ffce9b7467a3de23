// Serves fuzz pages and their sheets from memory on two loopback ports: the pages' origin, and another
// origin whose sheets the pages load but cannot read (no CORS).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FuzzServers {
  /** `http://127.0.0.1:port`, where pages are loaded from. */
  origin: string;
  /** The second origin (another port). */
  otherOrigin: string;
  /** What both serve, by path: pages (`/N.html`) and sheets (`/css/...`). */
  files: Map<string, string>;
  close(): Promise<void>;
}

export async function startFuzzServers(): Promise<FuzzServers> {
  const files = new Map<string, string>();
  const servers = await Promise.all([serve(files), serve(files)]);
  const [origin, otherOrigin] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  return {
    origin: origin!,
    otherOrigin: otherOrigin!,
    files,
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}

function serve(files: ReadonlyMap<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const body = files.get(path);
    const type = path.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8';
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body ?? 'not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
