// `lookout serve` against clients that do not play fair, over raw sockets: headers and bodies sent a byte at a
// time are cut at the limits the README states (10 s, 30 s), and a body far over the limit, sent whole without
// waiting for `100-continue` before reading anything, still gets its 413. The server runs over a session source
// that needs no browser: these are the transport's own defences.
import test from 'ava';
import { connect, type Socket } from 'node:net';
import { REQUEST_LIMITS } from '../transport/http-options.js';
import { startHostedServer, type HostedServer, type HostedSession, type SessionSource } from '../transport/http.js';
import { LookoutError } from '../pool/errors.js';

/** Sessions whose calls all fail at once: enough for the server to route requests to them. */
const SOURCE: SessionSource = {
  async openSession(): Promise<HostedSession> {
    const fail = () => Promise.reject(new LookoutError('navigation-failed', 'this test session loads nothing'));
    return { id: `s${Math.random().toString(36).slice(2)}`, navigate: fail, observe: fail, act: fail, close: async () => undefined };
  },
};

async function serve(
  t: { teardown(fn: () => Promise<void>): void },
  limits?: Parameters<typeof startHostedServer>[1],
): Promise<{ server: HostedServer; port: number }> {
  const server = await startHostedServer({ pool: SOURCE, port: 0 }, limits);
  t.teardown(() => server.close());
  return { server, port: Number(new URL(server.url).port) };
}

async function newSession(server: HostedServer): Promise<string> {
  const reply = await fetch(`${server.url}/sessions`, { method: 'POST' });
  return ((await reply.json()) as { session: string }).session;
}

interface Ending {
  /** What the server wrote before the connection ended. */
  received: string;
  /** Milliseconds from the first byte sent to the end of the connection. */
  ms: number;
}

/** Sends `text` one byte every `everyMs` until the server ends the connection; fails after `deadlineMs` without that. */
function trickle(port: number, text: string, options: { everyMs: number; deadlineMs: number }): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.writable && sent < text.length) socket.write(text[sent++]!);
    }, options.everyMs);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${options.deadlineMs} ms (${sent} bytes sent)`));
    }, options.deadlineMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve({ received, ms: performance.now() - started });
    });
  });
}

test("the default limits are the README's: headers within 10 s, the whole request within 30 s, checked every second", (t) => {
  t.is(REQUEST_LIMITS.headersTimeoutMs, 10_000);
  t.is(REQUEST_LIMITS.requestTimeoutMs, 30_000);
  t.true(REQUEST_LIMITS.checkIntervalMs <= 1_000, 'Node checks the timeouts only this often');
});

test('request headers sent a byte at a time are cut with 408 at the 10 s limit, not 30 s later', async (t) => {
  const { server, port } = await serve(t);
  const id = await newSession(server);
  const headers = `POST /sessions/${id}/observe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Padding: ${'a'.repeat(400)}\r\n\r\n`;
  // 4 bytes a second: the headers would take two minutes to arrive.
  const ending = await trickle(port, headers, { everyMs: 250, deadlineMs: 15_000 });
  t.regex(ending.received, /^HTTP\/1\.1 408 /);
  t.true(ending.ms >= REQUEST_LIMITS.headersTimeoutMs - 500, `cut after ${Math.round(ending.ms)} ms, before the limit`);
});

test('a body sent a byte at a time is cut with 408 at the request limit', async (t) => {
  // The real limit is 30 s (checked above); the same mechanism with a 2 s limit keeps the test short.
  const { server, port } = await serve(t, { requestTimeoutMs: 2_000 });
  const id = await newSession(server);
  const request = `POST /sessions/${id}/observe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  socket.write(request);
  const ending = await new Promise<Ending>((resolve, reject) => {
    let received = '';
    const timer = setInterval(() => socket.writable && socket.write(' '), 100);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server still held the connection after 10 s'));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve({ received, ms: performance.now() - started });
    });
  });
  t.regex(ending.received, /^HTTP\/1\.1 408 /);
  t.true(ending.ms >= 1_500, `cut after ${Math.round(ending.ms)} ms, before the limit`);
  // The server goes on.
  t.is((await fetch(`${server.url}/health`)).status, 200);
});

const BIG_BODY = Buffer.alloc(50 * 1024 * 1024, 0x61);

/**
 * Sends a request with a 50 MB body in one write, without waiting for `100-continue`, and reads nothing until the
 * whole body is written (or the write fails), as a client that sends its request before reading does.
 */
function sendWholeThenRead(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${BIG_BODY.length}\r\n\r\n`;
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.pause();
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      socket.write(BIG_BODY, () => socket.resume());
    });
    socket.on('close', () => resolve(received));
  });
}

test('a 50 MB body sent whole, without waiting for 100-continue, always gets its 413, on a real session and an unknown one', async (t) => {
  const { server, port } = await serve(t);
  const id = await newSession(server);
  for (const path of [`/sessions/${id}/navigate`, '/sessions/s-unknown/navigate']) {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const received = await sendWholeThenRead(port, path);
      t.regex(received, /^HTTP\/1\.1 413 /, `${path}, attempt ${attempt}: ${JSON.stringify(received.slice(0, 60))}`);
      t.regex(received, /\r\nConnection: close\r\n/i);
      t.regex(received, /"code":"body-too-large"/);
    }
  }
  t.is((await fetch(`${server.url}/health`)).status, 200, 'the server goes on');
});
