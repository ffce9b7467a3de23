// Errors carry a stable code and no secret on every surface: the text of an action, a URL's query, a raw
// protocol message. The same fault gives the same code through the library, HTTP, MCP and the CLI.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { closedPort } from './helpers/ports.js';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ObservationPool } from '../pool/pool.js';
import type { ErrorCode } from '../schemas/error-codes.js';
import type { Observation } from '../schemas/observation.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { startHostedServer, type HostedServer } from '../transport/http.js';
import { createMcpServer, ERROR_META_KEY, type ToolErrorMeta } from '../transport/mcp.js';
import { html, startOriginServer, type OriginServer } from './helpers/origin-server.js';

interface Context {
  pool: ObservationPool;
  fixtures: FixtureServer;
  hosted: HostedServer;
  looping: OriginServer;
}

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

test.before(async (t) => {
  t.context.fixtures = await serveFixtures();
  t.context.pool = await ObservationPool.start({ workers: 1 });
  t.context.hosted = await startHostedServer({ pool: t.context.pool, port: 0 });
  t.context.looping = await startOriginServer({
    '/loop': html(`<p>Again</p><script>setTimeout(() => location.replace('/loop?n=' + Date.now()), 5)</script>`),
  });
});
test.after.always(async (t) => {
  await t.context.hosted?.close();
  await t.context.pool?.close();
  await t.context.fixtures?.close();
  await t.context.looping?.close();
});

/** Text given to `press` by mistake (meant for a password field): a key-like name and a phrase. */
const SECRET_KEYS = ['Hunter2SecretKey', 'Control+Hunter2SecretKey', 'hunter2 secret phrase'];

function textbox(observation: Observation): string {
  const control = observation.controls.find((c) => c.role === 'textbox');
  if (!control) throw new Error('no textbox on the form page');
  return control.ref;
}

test.serial('library: press with text that is not a key is invalid-argument and never quotes it; modifiers are let go', async (t) => {
  const session = await t.context.pool.openSession();
  t.teardown(() => session.close());
  let observation = await session.navigate({ url: t.context.fixtures.url('actions/form.html') });
  for (const text of SECRET_KEYS) {
    const ref = textbox(observation);
    const error = await t.throwsAsync(session.act({ ref, action: 'press', text }));
    t.is((error as { code?: string }).code, 'invalid-argument', text);
    t.false(error!.message.includes('Hunter2') || error!.message.includes('hunter2'), error!.message);
    observation = await session.observe();
  }
  // A modifier left down would turn the next typed letter into a shortcut: typed text still arrives as typed.
  const ref = textbox(observation);
  const filled = await session.act({ ref, action: 'fill', text: 'plain' });
  t.true(filled.controls.some((c) => c.role === 'textbox' && c.states?.filled === true));
});

test.serial('HTTP and MCP give the same code for the same faults, without the text or the query', async (t) => {
  const port = await closedPort();
  const base = t.context.hosted.url;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  };
  const { session: id } = JSON.parse((await post('/sessions', {})).text) as { session: string };
  t.teardown(() => fetch(`${base}/sessions/${id}`, { method: 'DELETE' }).then(() => undefined));
  const observed = JSON.parse((await post(`/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/form.html') })).text) as Observation;
  const ref = textbox(observed);

  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  // A program that reads the observation whole: structured content (the model reads the text).
  const mcp = createMcpServer(t.context.pool, { structured: true });
  await mcp.server.connect(serverEnd);
  const client = new Client({ name: 'secrets-test', version: '1.0.0' });
  await client.connect(clientEnd);
  t.teardown(async () => {
    await client.close();
    await mcp.close();
  });
  const tool = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  const mcpObserved = (await tool('browser_navigate', { url: t.context.fixtures.url('actions/form.html') })).structuredContent as unknown as Observation;
  const mcpRef = textbox(mcpObserved);

  const faults: { label: string; http: [string, unknown]; mcp: [string, Record<string, unknown>]; code: ErrorCode; secret: string }[] = [
    ...SECRET_KEYS.map((text) => ({
      label: `press ${text}`,
      http: [`/sessions/${id}/act`, { ref, action: 'press', text }] as [string, unknown],
      mcp: ['browser_act', { ref: mcpRef, action: 'press', text }] as [string, Record<string, unknown>],
      code: 'invalid-argument' as ErrorCode,
      secret: 'unter2',
    })),
    {
      label: 'a refused connection with a token in the query',
      http: [`/sessions/${id}/navigate`, { url: `http://127.0.0.1:${port}/login?token=SECRET-QUERY-77` }],
      mcp: ['browser_navigate', { url: `http://127.0.0.1:${port}/login?token=SECRET-QUERY-77` }],
      code: 'navigation-failed',
      secret: 'SECRET-QUERY-77',
    },
    {
      label: 'a file URL',
      http: [`/sessions/${id}/navigate`, { url: 'file:///etc/passwd?SECRET-FILE-QUERY' }],
      mcp: ['browser_navigate', { url: 'file:///etc/passwd?SECRET-FILE-QUERY' }],
      code: 'navigation-blocked',
      secret: 'SECRET-FILE-QUERY',
    },
  ];
  for (const fault of faults) {
    const reply = await post(...fault.http);
    const httpError = (JSON.parse(reply.text) as { error: { code: string } }).error;
    t.is(httpError.code, fault.code, `HTTP ${fault.label}: ${reply.text}`);
    t.false(reply.text.includes(fault.secret), `HTTP ${fault.label}: ${reply.text}`);
    const result = await tool(...fault.mcp);
    const meta = result._meta?.[ERROR_META_KEY] as ToolErrorMeta | undefined;
    t.true(result.isError, fault.label);
    t.is(meta?.code, fault.code, `MCP ${fault.label}`);
    t.false(JSON.stringify(result).includes(fault.secret), `MCP ${fault.label}: ${JSON.stringify(result)}`);
  }
});

test.serial('a page that keeps replacing its document fails with a typed code, never internal', async (t) => {
  const session = await t.context.pool.openSession();
  t.teardown(() => session.close());
  const codes = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const call = i === 0 ? session.navigate({ url: `${t.context.looping.origin}/loop` }) : session.observe();
    await call.then(
      () => codes.add('ok'),
      (error: { code?: string; message: string }) => {
        codes.add(error.code ?? 'none');
        t.false(/Protocol error|Runtime\.|Cannot find context/.test(error.message), error.message);
      },
    );
  }
  t.false(codes.has('internal'), [...codes].join(', '));
  t.false(codes.has('none'));
});

test.serial('the CLI prints one line with the code and without the query', async (t) => {
  const port = await closedPort();
  const child = spawn(process.execPath, ['--no-deprecation', CLI, 'observe', `http://127.0.0.1:${port}/x?token=SECRET-CLI-55`]);
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  t.is(code, 1);
  t.regex(stderr, /^lookout: navigation-failed: [^\n]*\n$/);
  t.false(stderr.includes('SECRET-CLI-55'), stderr);
});
