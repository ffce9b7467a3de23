// Loopback endpoints for tests of failures: a port nothing listens on, and a server that never answers.
import type { ExecutionContext } from 'ava';
import { createServer } from 'node:net';

/** A loopback port that was free a moment ago: nothing listens on it, so a connection is refused at once. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A loopback server that accepts connections and never answers: a navigation to it can only time out. Closed after the test. */
export async function silentServer(t: ExecutionContext): Promise<{ port: number; url: string }> {
  const sockets = new Set<import('node:net').Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t.teardown(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
  const { port } = silent.address() as { port: number };
  return { port, url: `http://127.0.0.1:${port}/` };
}
