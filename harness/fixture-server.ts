// Serves fixtures-site/ (or another build of it) with http-server on a free loopback port.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

const require = createRequire(import.meta.url);
const httpServer = require('http-server') as {
  createServer(options: { root: string; cache: number; showDir: boolean; silent?: boolean; cors?: boolean }): {
    listen(port: number, host: string, callback: () => void): void;
    server: Server;
  };
};

/**
 * http-server (through its `union` dependency) reads `OutgoingMessage.prototype._headers`, and Node warns about
 * it on stderr, in the middle of the harness's progress line. That one known warning is dropped; every other
 * warning is emitted as before.
 */
function dropKnownDeprecation(): void {
  const emit = process.emitWarning;
  if ((emit as { lookoutFiltered?: boolean }).lookoutFiltered) return;
  const filtered = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]): void {
    const code = typeof rest[0] === 'object' && rest[0] !== null ? (rest[0] as { code?: string }).code : rest[1];
    if (code === 'DEP0066') return;
    (emit as (...args: unknown[]) => void).call(this, warning, ...rest);
  };
  (filtered as { lookoutFiltered?: boolean }).lookoutFiltered = true;
  process.emitWarning = filtered as typeof process.emitWarning;
}

export const BUNDLED_SITE = fileURLToPath(new URL('../../fixtures-site/', import.meta.url));

export interface FixtureServer {
  /** Base URL ending in `/`. */
  readonly origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

export async function serveFixtures(root: string = BUNDLED_SITE): Promise<FixtureServer> {
  dropKnownDeprecation();
  const server = httpServer.createServer({ root, cache: -1, showDir: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}/`;
  return {
    origin,
    url: (path: string) => new URL(path.replace(/^\/+/, ''), origin).href,
    close: () =>
      new Promise<void>((resolve) => {
        // http-server's own close() drops its callback: close the node server underneath.
        server.server.close(() => resolve());
        server.server.closeAllConnections();
      }),
  };
}
