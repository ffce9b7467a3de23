// `lookout mcp --port` (startMcpHttpServer): MCP over Streamable HTTP with the SDK's own client, against real
// Chromium and fixture pages on 127.0.0.1, behind the same Host, Origin, token and session rules as `lookout serve`.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { startMcpHttpServer, type McpHttpServerOptions } from '../transport/mcp-http.js';
import type { HostedServer } from '../transport/http-options.js';
import { isAlive, processTree } from '../pool/proc.js';
import type { Observation } from '../schemas/observation.js';
import { TEST_QUIET_MS } from './helpers/context.js';

interface Context {
  pool: ObservationPool;
  fixtures: FixtureServer;
}

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const TOKEN = 'a-token-of-at-least-16-bytes';

test.before(async (t) => {
  t.context.fixtures = await serveFixtures();
  t.context.pool = await ObservationPool.start({ workers: 1, settleQuietMs: TEST_QUIET_MS });
});
test.after.always(async (t) => {
  await t.context.pool?.close();
  await t.context.fixtures?.close();
});

/** The pool as the server sees it, counting the Lookout sessions it opened and has not closed. */
function countingPool(pool: ObservationPool): { pool: ObservationPool; open: Set<string> } {
  const open = new Set<string>();
  const counting = {
    async openSession(options?: Parameters<ObservationPool['openSession']>[0]): Promise<Session> {
      const session = await pool.openSession(options);
      open.add(session.id);
      const close = session.close.bind(session);
      session.close = () => {
        open.delete(session.id);
        return close();
      };
      return session;
    },
  };
  return { pool: counting as unknown as ObservationPool, open };
}

async function mcpServer(t: ExecutionContext<Context>, options: Partial<McpHttpServerOptions> = {}): Promise<HostedServer> {
  const server = await startMcpHttpServer({ pool: t.context.pool, port: 0, ...options });
  t.teardown(() => server.close());
  return server;
}

async function connect(t: ExecutionContext<Context>, base: string, token?: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {});
  const client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
  await client.connect(transport);
  t.teardown(() => client.close());
  return { client, transport };
}

const textOf = (result: CallToolResult): string => {
  const part = result.content[0];
  if (result.isError || part?.type !== 'text') throw new Error(`not an observation: ${JSON.stringify(result)}`);
  return part.text;
};

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  code: string | undefined;
}

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

/** One request with exactly these headers (node:http lets Host and Origin be set freely). */
function raw(base: string, method: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  const url = new URL('/mcp', base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: url.hostname, port: url.port, method, path: url.pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        let code: string | undefined;
        try {
          code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error?: { code?: string } }).error?.code;
        } catch {
          code = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, code });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

test.serial(
  'the SDK client lists the tools, navigates, observes and clicks; each result is text only; ending the MCP session closes its Lookout session',
  async (t) => {
    const { pool, open } = countingPool(t.context.pool);
    const server = await mcpServer(t, { pool, mcp: { screenshots: true } });
    const { client, transport } = await connect(t, server.url);

    const { tools } = await client.listTools();
    t.is(tools.length, 13, 'the 12 browser tools and browser_screenshot');
    t.true(
      tools.every((tool) => tool.outputSchema === undefined),
      'no output schema',
    );
    t.true(Buffer.byteLength(JSON.stringify({ tools })) < 10_240, `${Buffer.byteLength(JSON.stringify({ tools }))} bytes`);

    const navigated = (await client.callTool({ name: 'browser_navigate', arguments: { url: t.context.fixtures.url('actions/form.html') } })) as CallToolResult;
    t.is(navigated.content.length, 1);
    t.is(navigated.structuredContent, undefined, 'the observation goes out once, as text');
    const first = JSON.parse(textOf(navigated)) as Observation;
    t.is(first.page.title, 'Actions');
    t.is(open.size, 1, 'the MCP session opened its Lookout session');

    const observed = JSON.parse(textOf((await client.callTool({ name: 'browser_observe', arguments: {} })) as CallToolResult)) as Observation & {
      unchanged?: string[];
    };
    t.is(observed.revision, first.revision + 1);
    t.true(observed.unchanged?.includes('page.url'), JSON.stringify(observed.unchanged));

    const add = first.controls.find((c) => c.role === 'button' && c.name === 'Add')!;
    const clicked = JSON.parse(
      textOf((await client.callTool({ name: 'browser_act', arguments: { ref: add.ref, action: 'click' } })) as CallToolResult),
    ) as Observation;
    t.deepEqual(clicked.postcondition, { navigated: false, evidenceChanged: true });
    t.is(clicked.regions?.find((r) => r.kind === 'status')?.summary, 'Added to basket');

    await transport.terminateSession();
    await until(() => open.size === 0, 'the Lookout session to close');
    t.is(open.size, 0);
  },
);

test.serial("a wrong Host, a foreign Origin, a missing or wrong token are refused with serve's codes, before a session is made", async (t) => {
  const server = await mcpServer(t, { token: TOKEN, maxSessions: 1 });
  const { port } = new URL(server.url);
  const good = { ...MCP_HEADERS, Authorization: `Bearer ${TOKEN}` };
  const refusals: [string, Record<string, string>, number, string][] = [
    ['DNS rebinding (foreign Host)', { ...good, Host: `attacker.example:${port}` }, 403, 'forbidden-host'],
    ['a web page (foreign Origin)', { ...good, Origin: 'https://attacker.example' }, 403, 'forbidden-origin'],
    ['cross-site fetch without Origin', { ...good, 'Sec-Fetch-Site': 'cross-site' }, 403, 'forbidden-origin'],
    ['no token', MCP_HEADERS, 401, 'unauthorized'],
    ['a wrong token', { ...MCP_HEADERS, Authorization: 'Bearer not-the-token-at-all-0000' }, 401, 'unauthorized'],
    ['a simple text/plain request', { ...good, 'Content-Type': 'text/plain' }, 415, 'unsupported-media-type'],
  ];
  for (const [label, headers, status, code] of refusals) {
    const reply = await raw(server.url, 'POST', headers, INITIALIZE);
    t.is(reply.status, status, label);
    t.is(reply.code, code, label);
    t.is(reply.headers['mcp-session-id'], undefined, `${label}: no MCP session`);
  }
  t.is((await raw(server.url, 'GET', good)).status, 405, 'no event stream');
  t.is((await raw(server.url, 'POST', { ...good, 'Mcp-Session-Id': 'f'.repeat(32) }, INITIALIZE)).code, 'unknown-session');

  const wrong = new Client({ name: 'wrong-token', version: '1.0.0' });
  await t.throwsAsync(
    wrong.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url), { requestInit: { headers: { Authorization: 'Bearer wrong' } } })),
  );
  // None of the refused requests took the one session the server allows.
  const { client } = await connect(t, server.url, TOKEN);
  t.is((await client.listTools()).tools.length, 12);
});

test.serial('the session cap holds: one more initialize gets 429 too-many-sessions with Retry-After; ending a session makes room', async (t) => {
  const server = await mcpServer(t, { maxSessions: 2 });
  const first = await connect(t, server.url);
  await connect(t, server.url);
  const refused = await raw(server.url, 'POST', MCP_HEADERS, INITIALIZE);
  t.is(refused.status, 429);
  t.is(refused.code, 'too-many-sessions');
  t.regex(String(refused.headers['retry-after']), /^[1-9][0-9]*$/);
  await t.throwsAsync(new Client({ name: 'third', version: '1.0.0' }).connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url))));
  await first.transport.terminateSession();
  const third = await connect(t, server.url);
  t.is((await third.client.listTools()).tools.length, 12);
});

test.serial('an idle MCP session expires: its Lookout session is closed and its id answers session-expired', async (t) => {
  const { pool, open } = countingPool(t.context.pool);
  const server = await mcpServer(t, { pool, sessionIdleMs: 300 });
  const { client, transport } = await connect(t, server.url);
  await client.callTool({ name: 'browser_navigate', arguments: { url: t.context.fixtures.url('actions/next.html') } });
  t.is(open.size, 1);
  const id = transport.sessionId!;
  await until(() => open.size === 0, 'the idle session to close');
  const reply = await raw(server.url, 'POST', { ...MCP_HEADERS, 'Mcp-Session-Id': id, 'Mcp-Protocol-Version': '2025-06-18' }, INITIALIZE);
  t.is(reply.status, 404);
  t.is(reply.code, 'session-expired');
});

test('lookout mcp --port refuses a bad port naming the flag, and HTTP flags without --port, before a browser starts', async (t) => {
  const run = async (args: string[]): Promise<{ code: number | null; stderr: string; stdout: string }> => {
    const child = spawn(process.execPath, ['--no-deprecation', CLI, 'mcp', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const [code] = (await once(child, 'close')) as [number | null];
    return { code, stderr, stdout };
  };
  for (const port of ['http', '65536', '-1', '1.5']) {
    const { code, stderr, stdout } = await run(['--port', port]);
    t.is(code, 1, port);
    t.is(stdout, '');
    t.is(stderr, 'lookout: invalid-argument: --port must be an integer from 0 to 65535\n', port);
  }
  t.regex((await run(['--port'])).stderr, /^lookout: invalid-argument: --port needs a value/);
  t.regex((await run(['--token', TOKEN])).stderr, /^lookout: invalid-argument: --token is a flag of MCP over HTTP: give --port too\n$/);
  t.regex((await run(['--port', '0', '--host', '0.0.0.0'])).stderr, /^lookout: invalid-argument: binding 0\.0\.0\.0 \(not loopback\) needs a bearer token/);
  t.regex((await run(['--port', '0', '--bogus'])).stderr, /^lookout: invalid-argument: lookout mcp does not take --bogus/);
});

test('lookout mcp --port 0 prints where it listens, serves the SDK client, and on SIGTERM exits 0 leaving no Chromium behind', async (t) => {
  const env = { ...process.env };
  delete env['LOOKOUT_TOKEN'];
  const child = spawn(process.execPath, ['--no-deprecation', CLI, 'mcp', '--port', '0', '--allow-private-network'], { env });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /^lookout mcp: listening on (http:\/\/127\.0\.0\.1:[0-9]+)\/mcp\n$/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const { client } = await connect(t, base);
  const result = (await client.callTool({ name: 'browser_navigate', arguments: { url: t.context.fixtures.url('actions/next.html') } })) as CallToolResult;
  t.is((JSON.parse(textOf(result)) as Observation).page.title, 'Next page');
  const tree = processTree(child.pid!);
  t.true(tree.length > 1, 'a Chromium runs under the server');
  const exited = once(child, 'close');
  child.kill('SIGTERM');
  const [code, signal] = (await exited) as [number | null, string | null];
  t.is(code, 0);
  t.is(signal, null);
  await until(() => !tree.some(isAlive), 'Chromium to exit');
  t.deepEqual(tree.filter(isAlive), []);
});

test.serial('over MCP, a button inside a cross-origin frame is listed with its frame and clicked through its ref', async (t) => {
  const server = await mcpServer(t);
  const { client } = await connect(t, server.url);
  const navigated = (await client.callTool({ name: 'browser_navigate', arguments: { url: t.context.fixtures.url('frames/consent.html') } })) as CallToolResult;
  const first = JSON.parse(textOf(navigated)) as Observation;
  const accept = first.controls.find((c) => c.name === 'Accept all');
  t.regex(accept?.frame ?? '', /^f\d+$/, JSON.stringify(first.controls));
  const clicked = (await client.callTool({ name: 'browser_act', arguments: { ref: accept!.ref, action: 'click' } })) as CallToolResult;
  t.true(textOf(clicked).includes('FRAME-CONSENT-SAVED-ac2d'), textOf(clicked));
});
