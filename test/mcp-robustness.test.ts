// `lookout mcp` given bad input on stdin: an oversized line, lines that are not JSON, JSON that is not JSON-RPC.
// Each gets a JSON-RPC error and the server answers the next request. The transport is also tested alone.
import test from 'ava';
import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { LineTransport } from '../transport/mcp-stdio.js';
import { MCP_TOOLS } from '../transport/mcp.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

interface RpcReply {
  jsonrpc: string;
  id: string | number | null;
  error?: { code: number; message: string };
  result?: { tools?: unknown[] };
}

test('lookout mcp answers an oversized line, malformed lines and non-JSON-RPC with errors, and lives on', async (t) => {
  // No browser is needed to speak the protocol; a missing one keeps the test quick.
  const child = spawn(process.execPath, ['--no-deprecation', CLI, 'mcp'], {
    env: { ...process.env, LOOKOUT_CHROMIUM: '/nonexistent/chromium' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const replies: RpcReply[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (let i = buffered.indexOf('\n'); i !== -1; i = buffered.indexOf('\n')) {
      replies.push(JSON.parse(buffered.slice(0, i)) as RpcReply);
      buffered = buffered.slice(i + 1);
    }
  });
  const waitFor = async (n: number): Promise<void> => {
    for (let i = 0; i < 200 && replies.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const send = (text: string | Buffer) => new Promise<void>((resolve) => child.stdin.write(text, () => resolve()));

  // 11 MiB on one line, written in pieces as a client would stream it.
  const piece = Buffer.alloc(1024 * 1024, 'x');
  await send('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"pad":"');
  for (let i = 0; i < 11; i++) await send(piece);
  await send('"}}\n');
  await waitFor(1);
  t.is(replies[0]?.error?.code, -32600, 'an oversized message is an Invalid Request');

  await send(
    '{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}\n',
  );
  await send('this is not json\n');
  await send('{"jsonrpc":"2.0","id":3,"method":\n');
  await send('{"hello":"world","id":7}\n');
  await send('[1,2,3]\n');
  await send('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  await send('{"jsonrpc":"2.0","id":4,"method":"tools/list"}\n');
  await waitFor(7);
  const byId = new Map(replies.map((r) => [r.id, r]));
  t.truthy(byId.get(2)?.result, 'initialize is answered after the oversized line');
  const parseErrors = replies.filter((r) => r.error?.code === -32700);
  t.is(parseErrors.length, 2, 'each unparsable line gets a Parse error');
  t.is(byId.get(7)?.error?.code, -32600, 'JSON that is not JSON-RPC is an Invalid Request, with its id');
  t.is(replies.filter((r) => r.error?.code === -32600).length, 3);
  t.is(byId.get(4)?.result?.tools?.length, MCP_TOOLS.length, 'and the server still lists its tools');
  child.stdin.end();
  const [code] = await new Promise<[number | null]>((resolve) => child.once('exit', (c) => resolve([c])));
  t.is(code, 0);
});

test('the line transport skips an overlong line even when its end never comes, and reads the next line whole', async (t) => {
  const input = new PassThrough();
  const output = new PassThrough();
  const written: string[] = [];
  output.on('data', (chunk: Buffer) => written.push(chunk.toString('utf8')));
  const transport = new LineTransport(input, output, 64);
  const received: unknown[] = [];
  transport.onmessage = (message) => received.push(message);
  await transport.start();
  input.write('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"' + 'y'.repeat(100));
  await new Promise((resolve) => setImmediate(resolve));
  t.is(written.length, 1, 'answered before the line ends');
  input.write('more more more"}}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
  await new Promise((resolve) => setImmediate(resolve));
  t.deepEqual(received, [{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  t.is(JSON.parse(written[0]!).error.code, -32600);
  // A line split over many chunks is put back together.
  input.write('{"jsonrpc":"2.0",');
  input.write('"id":3,"method":"ping"}\r\n');
  await new Promise((resolve) => setImmediate(resolve));
  t.is(received.length, 2);
  await transport.close();
});
