// Deadlines raced against the browser's replies (workers/deadlines.ts): a reply that came while the
// worker's thread was held up (a busy machine, a long task of another session) wins over a deadline that passed
// meanwhile. Node runs due timers before it reads what arrived, so a plain timer would win, and a live frame
// would be listed failed, or a live page taken for dead, only because the thread was late.
import test from 'ava';
import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import { delay } from '../workers/deadlines.js';

/** A connected pair of loopback sockets: what one writes, the other can read at once. */
async function socketPair(): Promise<{ near: Socket; far: Socket; close(): void }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const accepted = once(server, 'connection');
  const near = connect(port, '127.0.0.1');
  await once(near, 'connect');
  const [far] = (await accepted) as [Socket];
  return {
    near,
    far,
    close() {
      near.destroy();
      far.destroy();
      server.close();
    },
  };
}

/** Keeps the thread busy for `ms`: nothing else of this thread runs meanwhile. */
function holdThread(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

test('a reply that arrived while the thread was held up wins over a deadline that passed meanwhile', async (t) => {
  const pair = await socketPair();
  t.teardown(() => pair.close());
  const reply = once(pair.near, 'data').then(() => 'reply');
  const deadline = delay(20).then(() => 'deadline');
  const first = Promise.race([reply, deadline]);
  pair.far.write('x');
  holdThread(200);
  t.is(await first, 'reply');
  // The comparison that makes the test able to fail: a plain timer, raced the same way, wins.
  const again = once(pair.near, 'data').then(() => 'reply');
  const plain = new Promise<string>((resolve) => setTimeout(() => resolve('deadline'), 20));
  const second = Promise.race([again, plain]);
  pair.far.write('y');
  holdThread(200);
  t.is(await second, 'deadline');
});

test('with no reply, the deadline still ends the wait', async (t) => {
  const pair = await socketPair();
  t.teardown(() => pair.close());
  const reply = once(pair.near, 'data').then(() => 'reply');
  t.is(await Promise.race([reply, delay(30).then(() => 'deadline')]), 'deadline');
});
