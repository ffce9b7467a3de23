// Tool arguments that are not an object, or that carry a key JSON.parse makes an own property but plain objects
// treat specially (`__proto__`; `constructor` and `prototype` alike), get the refusal any other bad argument gets:
// over MCP an `invalid-argument` tool error, over HTTP 400 `schema`. Never a JSON-RPC internal error, and never a
// call that runs as if the key were not there. No browser is needed: the refusals come before any session.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { pack } from 'msgpackr';
import { LookoutError } from '../pool/errors.js';
import type { ObservationPool } from '../pool/pool.js';
import { startHostedServer, type HostedSession } from '../transport/http.js';
import { createMcpServer, ERROR_META_KEY, type ToolErrorMeta } from '../transport/mcp.js';

const test = anyTest as TestFn<{ client: Client; close: () => Promise<void> }>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

/** A session whose every call fails with navigation-failed: a call that gets this far was not refused. */
function failingSession(): HostedSession {
  const fail = () => Promise.reject(new LookoutError('navigation-failed', 'this test session loads nothing'));
  return { id: 'stest', navigate: fail, observe: fail, act: fail, close: async () => undefined };
}
const FAKE_POOL = { openSession: async () => failingSession() } as unknown as ObservationPool;

const NOT_OBJECTS: [string, string][] = [
  ['a string', '"notanobject"'],
  ['an array', '["https://example.com/"]'],
  ['a number', '42'],
  ['null', 'null'],
  ['a boolean', 'true'],
];
const SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype'];

test.before(async (t) => {
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  const mcp = createMcpServer(FAKE_POOL);
  await mcp.server.connect(serverEnd);
  t.context.client = new Client({ name: 'arguments-test', version: '1.0.0' });
  await t.context.client.connect(clientEnd);
  t.context.close = async () => {
    await t.context.client.close();
    await mcp.close();
  };
});
test.after.always(async (t) => {
  await t.context.close?.();
});

/** A tools/call whose params are exactly `paramsJson`, parsed as a JSON-RPC peer parses them (own `__proto__` keys). */
async function rawCall(client: Client, paramsJson: string): Promise<CallToolResult> {
  return (await client.request({ method: 'tools/call', params: JSON.parse(paramsJson) as { name: string } }, CallToolResultSchema)) as CallToolResult;
}

function refusal(result: CallToolResult): ToolErrorMeta | undefined {
  return result.isError === true ? (result._meta?.[ERROR_META_KEY] as ToolErrorMeta | undefined) : undefined;
}

test('MCP: arguments that are not an object are an invalid-argument tool error, like any bad argument', async (t) => {
  const { client } = t.context;
  const wrongType = refusal(await rawCall(client, '{"name":"browser_navigate","arguments":{"url":5}}'));
  t.is(wrongType?.code, 'invalid-argument', 'the refusal every bad argument gets');
  for (const [what, json] of NOT_OBJECTS) {
    for (const tool of ['browser_navigate', 'browser_observe']) {
      const result = await rawCall(client, `{"name":"${tool}","arguments":${json}}`);
      t.deepEqual(refusal(result), { code: 'invalid-argument', message: `${tool}: arguments must be object` }, `${tool} with ${what}`);
      t.deepEqual(result.content, [{ type: 'text', text: `invalid-argument: ${tool}: arguments must be object` }]);
    }
  }
});

test('MCP: __proto__, constructor and prototype are refused as unknown keys, at the top and inside steps', async (t) => {
  const { client } = t.context;
  const unknown = refusal(await rawCall(client, '{"name":"browser_observe","arguments":{"nope":{"a":1}}}'));
  t.deepEqual(unknown, { code: 'invalid-argument', message: 'browser_observe: arguments must NOT have additional properties' });
  for (const key of SPECIAL_KEYS) {
    t.deepEqual(refusal(await rawCall(client, `{"name":"browser_observe","arguments":{"${key}":{"a":1}}}`)), unknown, `${key} alone`);
    t.deepEqual(refusal(await rawCall(client, `{"name":"browser_observe","arguments":{"budget":300,"${key}":null}}`)), unknown, `${key} beside a good key`);
    const step = refusal(await rawCall(client, `{"name":"browser_fill_form","arguments":{"steps":[{"ref":"e1","action":"fill","text":"x","${key}":{}}]}}`));
    t.deepEqual(step, { code: 'invalid-argument', message: 'browser_fill_form: /steps/0 must NOT have additional properties' }, `${key} in a step`);
  }
  // Good arguments still reach the session (whose calls fail here by design).
  t.is(refusal(await rawCall(client, '{"name":"browser_observe","arguments":{}}'))?.code, 'navigation-failed');
  t.is(refusal(await rawCall(client, '{"name":"browser_observe"}'))?.code, 'navigation-failed', 'absent arguments are no arguments');
});

test('lookout mcp on stdio gives the same refusals, and an unknown tool stays a JSON-RPC Invalid params error', async (t) => {
  // No browser: a call that got past the checks would fail with browser-not-found.
  const child = spawn(process.execPath, ['--no-deprecation', CLI, 'mcp'], {
    env: { ...process.env, LOOKOUT_CHROMIUM: '/nonexistent/chromium' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const replies = new Map<number, { result?: CallToolResult; error?: { code: number; message: string } }>();
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (let i = buffered.indexOf('\n'); i !== -1; i = buffered.indexOf('\n')) {
      const reply = JSON.parse(buffered.slice(0, i)) as { id: number; result?: CallToolResult; error?: { code: number; message: string } };
      replies.set(reply.id, reply);
      buffered = buffered.slice(i + 1);
    }
  });
  const lines = [
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"browser_navigate","arguments":"notanobject"}}',
    '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"browser_observe","arguments":["x"]}}',
    '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"browser_observe","arguments":{"__proto__":{"budget":300}}}}',
    '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"browser_observe","arguments":{"constructor":1}}}',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"browser_nope","arguments":{}}}',
    '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"browser_observe","arguments":{}}}',
  ];
  child.stdin.write(lines.join('\n') + '\n');
  for (let i = 0; i < 400 && replies.size < 7; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const metaOf = (id: number) => replies.get(id)?.result?._meta?.[ERROR_META_KEY] as ToolErrorMeta | undefined;
  t.deepEqual(metaOf(2), { code: 'invalid-argument', message: 'browser_navigate: arguments must be object' }, JSON.stringify(replies.get(2)));
  t.deepEqual(metaOf(3), { code: 'invalid-argument', message: 'browser_observe: arguments must be object' }, JSON.stringify(replies.get(3)));
  t.deepEqual(
    metaOf(4),
    { code: 'invalid-argument', message: 'browser_observe: arguments must NOT have additional properties' },
    JSON.stringify(replies.get(4)),
  );
  t.deepEqual(
    metaOf(5),
    { code: 'invalid-argument', message: 'browser_observe: arguments must NOT have additional properties' },
    JSON.stringify(replies.get(5)),
  );
  t.is(replies.get(6)?.error?.code, -32602, 'an unknown tool is Invalid params');
  t.is(metaOf(7)?.code, 'browser-not-found', 'good arguments reach the pool');
  child.stdin.end();
  t.is(await new Promise<number | null>((resolve) => child.once('exit', resolve)), 0);
});

test('HTTP: bodies that are not an object, and __proto__, constructor and prototype keys, get 400 schema like an unknown key', async (t) => {
  const server = await startHostedServer({ pool: { openSession: async () => failingSession() }, port: 0 });
  t.teardown(() => server.close());
  const created = await fetch(`${server.url}/sessions`, { method: 'POST' });
  const { session } = (await created.json()) as { session: string };
  const post = async (path: string, body: string | Uint8Array, type = 'application/json') => {
    const reply = await fetch(`${server.url}/sessions/${session}/${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });
    return { status: reply.status, error: ((await reply.json()) as { error: { code: string; message: string } }).error };
  };
  const unknown = await post('observe', '{"nope":{"a":1}}');
  t.deepEqual(unknown, {
    status: 400,
    error: { code: 'schema', message: 'observe input does not match schemas/tools.schema.json: body must NOT have additional properties' },
  });
  for (const key of SPECIAL_KEYS) {
    t.deepEqual(await post('observe', `{"${key}":{"a":1}}`), unknown, `JSON ${key}`);
    t.deepEqual(await post('observe', pack(new Map<string, unknown>([[key, { a: 1 }]])), 'application/msgpack'), unknown, `msgpack ${key}`);
    const step = await post('fill-form', `{"steps":[{"ref":"e1","action":"fill","text":"x","${key}":{}}]}`);
    t.is(step.status, 400, `${key} in a step`);
    t.is(step.error.message, 'fillForm input does not match schemas/tools.schema.json: /steps/0 must NOT have additional properties');
  }
  for (const [what, json] of NOT_OBJECTS) {
    const reply = await post('navigate', json);
    t.deepEqual(
      reply,
      { status: 400, error: { code: 'schema', message: 'navigate input does not match schemas/tools.schema.json: body must be object' } },
      what,
    );
  }
  // Good bodies still reach the session.
  t.is((await post('observe', '{}')).error.code, 'navigation-failed');
});
