// The call table (pool/calls.ts) is the one place a call is declared: every surface that offers calls offers
// exactly its rows, and does with each what the row says. MCP and HTTP are run for real (an in-memory MCP
// connection, a listening HTTP server) over sessions that record the library calls they get instead of browsing.
import test, { type ExecutionContext } from 'ava';
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CALLS, argsFor, invoke, type CallName, type CallRow, type LibraryCall, type LibraryMethod } from '../pool/calls.js';
import { LookoutError } from '../pool/errors.js';
import type { ObservationPool } from '../pool/pool.js';
import { TOOL_SCHEMAS, toolInputValidator } from '../pool/validators.js';
import type { Observation } from '../schemas/observation.js';
import type { ScriptOperation } from '../harness/cases/types.js';
import type { FixtureServer } from '../harness/fixture-server.js';
import { runScript, type ScriptCaller } from '../harness/kinds/script.js';
import { startHostedServer } from '../transport/http.js';
import { createMcpServer, ERROR_META_KEY, MCP_TOOLS } from '../transport/mcp.js';

type JsonObject = { [key: string]: unknown };

const ROWS = CALLS as readonly CallRow<CallName>[];

/** Arguments each row's schema admits, covering every library call it makes. Long values: redaction cuts them out. */
const ARGS: Record<CallName, JsonObject[]> = {
  navigate: [{ url: 'https://shop.example/account?token=SECRET-URL-TOKEN' }],
  back: [{}],
  forward: [{}],
  observe: [{}, { cursor: 'c3.200' }, { cursor: 't3.4000' }, { from: 'viewport' }, { from: 'g7' }, { since: 2 }, { from: 'viewport', since: 1 }],
  find: [{ text: 'SECRET-FIND-TEXT' }, { text: 'SECRET-FIND-ROLE-TEXT', role: 'button' }, { cursor: 'm3.2' }],
  scroll: [{ direction: 'down' }, { direction: 'bottom' }],
  act: [
    { ref: 'e12', action: 'fill', text: 'SECRET-FILL-TEXT' },
    { ref: 'e3', action: 'click' },
    { ref: 'e3', action: 'click', since: 4 },
  ],
  fillForm: [
    {
      steps: [
        { ref: 'e4', action: 'fill', text: 'SECRET-STEP-TEXT-1' },
        { ref: 'e5', action: 'select', text: 'SECRET-STEP-TEXT-2' },
        { ref: 'e6', action: 'check' },
      ],
    },
    { steps: [{ ref: 'e4', action: 'fill', text: 'SECRET-STEP-TEXT-3' }], since: 1 },
  ],
  pressKey: [{ key: 'SECRET-KEY-NAME' }],
  wait: [{ text: 'SECRET-WAIT-TEXT', timeout: 2 }, { textGone: 'SECRET-WAIT-GONE' }, { time: 1.5 }],
  dialog: [{ accept: true, promptText: 'SECRET-PROMPT-ANSWER' }, { accept: false }],
  tabs: [{ action: 'list' }, { action: 'select', tab: 't2' }, { action: 'close', tab: 't3' }],
};

/** A script step for every library call: the harness's operations (kinds/script.ts). */
const SCRIPT: Record<LibraryMethod, ScriptOperation[]> = {
  navigate: [{ op: 'navigate', page: 'actions/form.html' }],
  back: [{ op: 'back' }],
  forward: [{ op: 'forward' }],
  observe: [{ op: 'observe' }, { op: 'observe', cursor: { cursorOf: 0 } }, { op: 'observe', from: 'viewport' }],
  find: [{ op: 'find', text: 'Email' }],
  scroll: [{ op: 'scroll', direction: 'down' }],
  act: [
    { op: 'act', ref: { control: 'Email', from: 0 }, action: 'fill', text: 'ada@example.com' },
    {
      op: 'act',
      steps: [
        { ref: { control: 'Email', from: 0 }, action: 'fill', text: 'ada@example.com' },
        { ref: { literal: 'e9' }, action: 'check' },
      ],
    },
  ],
  pressKey: [{ op: 'pressKey', key: 'Escape' }],
  wait: [{ op: 'wait', text: 'Ready', timeMs: 500, timeoutMs: 2000 }],
  answerDialog: [{ op: 'answerDialog', accept: true, text: 'Ada' }],
  selectTab: [{ op: 'selectTab', tab: { otherTabOf: 0 } }],
  closeTab: [{ op: 'closeTab', tab: { otherTabOf: 0 } }],
};

const libraryMethods = (): string[] => [...new Set(ROWS.flatMap((row) => Object.keys(row.calls)))].sort();
const sorted = (values: Iterable<string>): string[] => [...values].sort();

/** A session that records each library call and fails it with an error quoting the call's whole input. */
function recordingSession(calls: LibraryCall[]): object {
  const session: Record<string, unknown> = { id: 's1-recording', close: async () => undefined };
  for (const method of libraryMethods()) {
    session[method] = async (input: unknown) => {
      calls.push({ method, input } as LibraryCall);
      throw new LookoutError('invalid-argument', `recorded ${method} ${JSON.stringify(input ?? {})}`);
    };
  }
  return session;
}

/** Every string in an input, at any depth. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsOf) : [];

test('the tool inputs of tools.schema.json are the rows of the call table, and each row has arguments its schema admits', (t) => {
  t.deepEqual(sorted(Object.keys(TOOL_SCHEMAS.$defs).filter((name) => name !== 'budget')), sorted(ROWS.map((row) => row.name)));
  for (const row of ROWS) {
    const validate = toolInputValidator(row.name);
    for (const args of ARGS[row.name]) t.true(validate(args), `${row.name} ${JSON.stringify(args)}: ${JSON.stringify(validate.errors)}`);
  }
  t.is(new Set(ROWS.map((row) => row.mcp.name)).size, ROWS.length, 'MCP tool names are unique');
  t.is(new Set(ROWS.map((row) => row.http)).size, ROWS.length, 'HTTP routes are unique');
});

test("every secret of a row names a string input of the row's schema", (t) => {
  const defs = TOOL_SCHEMAS.$defs as Record<string, JsonObject>;
  for (const row of ROWS) {
    for (const path of Object.keys(row.secrets)) {
      let schema: JsonObject | undefined = defs[row.name];
      for (const key of path.split('.')) {
        schema = key === '*' ? (schema?.items as JsonObject | undefined) : (schema?.properties as Record<string, JsonObject> | undefined)?.[key];
      }
      t.is(schema?.type, 'string', `${row.name}: ${path}`);
    }
  }
});

test("each row's arguments make a library call that the row carrying it writes back as the same call", (t) => {
  for (const row of ROWS) {
    for (const args of ARGS[row.name]) {
      const call = row.toLibrary(args);
      const carried = argsFor(call);
      t.deepEqual(carried.row.toLibrary(carried.args), call, `${row.name} ${JSON.stringify(args)}`);
      // A row carries its own calls; browser_tabs' list is an observation, which the observe row carries.
      if (carried.row !== row) t.deepEqual([row.name, carried.row.name, call.method], ['tabs', 'observe', 'observe']);
    }
  }
});

test('the public Session methods that make calls are the library calls of the table', (t) => {
  // The class as the package declares it: its members (an object type's closing brace is no member), each with its signature.
  const declared = readFileSync(new URL('../pool/session.d.ts', import.meta.url), 'utf8');
  const body = declared.slice(declared.indexOf('export declare class Session {'));
  const classBody = body.slice(0, body.indexOf('\n}\n'));
  const members = classBody.split(/\n(?= {4}[\w/])/).filter((member) => !/^ {4}(\/\*\*|\*)/.test(member));
  const callers = members.flatMap((member) => {
    const method = /^ {4}(\w+)\(/.exec(member);
    return method && /\): Promise<Observation>;$/.test(member.trim()) ? [method[1]!] : [];
  });
  t.true(callers.includes('navigate') && !callers.includes('close'), callers.join(', '));
  t.deepEqual(sorted(callers), libraryMethods());
});

/** An MCP client connected in memory to `mcp`; both are closed when the test ends. */
async function connectedClient(t: ExecutionContext, mcp: ReturnType<typeof createMcpServer>): Promise<Client> {
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverEnd);
  const client = new Client({ name: 'call-table-test', version: '1.0.0' });
  await client.connect(clientEnd);
  t.teardown(async () => {
    await client.close();
    await mcp.close();
  });
  return client;
}

test('the MCP server lists exactly the tools of the rows, as the rows declare them', async (t) => {
  const client = await connectedClient(t, createMcpServer(new Promise<ObservationPool>(() => undefined)));
  const { tools } = await client.listTools();
  t.deepEqual(sorted(tools.map((tool) => tool.name)), sorted(ROWS.map((row) => row.mcp.name)));
  t.deepEqual(sorted(MCP_TOOLS.map((tool) => tool.name)), sorted(ROWS.map((row) => row.mcp.name)));
  for (const row of ROWS) {
    const tool = tools.find((listed) => listed.name === row.mcp.name);
    t.like(tool, { title: row.mcp.title, description: row.mcp.description, annotations: row.mcp.annotations }, row.name);
    t.deepEqual(
      Object.keys((tool?.inputSchema.properties ?? {}) as JsonObject),
      Object.keys((TOOL_SCHEMAS.$defs[row.name] as JsonObject).properties as JsonObject),
    );
  }
});

test("each MCP tool makes its row's library call and quotes none of the row's secrets in its error", async (t) => {
  const calls: LibraryCall[] = [];
  const session = recordingSession(calls);
  const client = await connectedClient(t, createMcpServer({ openSession: async () => session } as unknown as ObservationPool));
  for (const row of ROWS) {
    for (const args of ARGS[row.name]) {
      calls.length = 0;
      const result = (await client.callTool({ name: row.mcp.name, arguments: args })) as CallToolResult;
      t.deepEqual(calls, [row.toLibrary(args)], `${row.mcp.name} ${JSON.stringify(args)}`);
      t.is((result._meta?.[ERROR_META_KEY] as { code?: string } | undefined)?.code, 'invalid-argument');
      const said = JSON.stringify(result);
      for (const secret of stringsOf(args).filter((value) => value.startsWith('SECRET'))) t.false(said.includes(secret), `${row.mcp.name} quoted ${secret}`);
    }
  }
});

test('the HTTP server routes exactly the rows: each makes its row’s library call and quotes none of its secrets', async (t) => {
  // Besides the rows' routes, http.ts routes resources (health, sessions, a session, its snapshot) and the screenshot,
  // which returns an image rather than an observation; never calls.
  const source = readFileSync(new URL('../../transport/http.ts', import.meta.url), 'utf8');
  const patterns = [...source.matchAll(/pattern: \/(\^[^\n]*?\$)\//g)].map((match) => match[1]);
  t.deepEqual(patterns, [
    '^\\/health$',
    '^\\/sessions$',
    '^\\/sessions\\/([^/]+)$',
    '^\\/sessions\\/([^/]+)\\/screenshot$',
    '^\\/sessions\\/([^/]+)\\/snapshot$',
  ]);
  t.is(source.match(/\.\.\.TOOL_ROUTES\.map\(/g)?.length, 1);

  const calls: LibraryCall[] = [];
  const session = recordingSession(calls);
  const server = await startHostedServer({ pool: { openSession: async () => session as never }, port: 0 });
  t.teardown(() => server.close());
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  };
  const { session: id } = JSON.parse((await post('/sessions', {})).text) as { session: string };
  for (const row of ROWS) {
    for (const args of ARGS[row.name]) {
      calls.length = 0;
      const reply = await post(`/sessions/${id}/${row.http}`, args);
      t.deepEqual(calls, [row.toLibrary(args)], `${row.http} ${JSON.stringify(args)}`);
      t.is(reply.status, 400, reply.text);
      for (const secret of stringsOf(args).filter((value) => value.startsWith('SECRET'))) t.false(reply.text.includes(secret), `${row.http} quoted ${secret}`);
    }
  }
  // Names of other surfaces are no routes.
  for (const name of ['fillForm', 'browser_act', 'pressKey', 'answerDialog', 'selectTab', 'reload']) {
    const reply = await post(`/sessions/${id}/${name}`, {});
    t.is(reply.status, 404, name);
    t.regex(reply.text, /no such route/);
  }
});

test('the harness runs every library call of the table as a script step, through the library and as HTTP arguments', async (t) => {
  const scripted = Object.values(SCRIPT).flat();
  t.deepEqual(sorted(new Set(scripted.map((step) => step.op))), libraryMethods());
  const calls: LibraryCall[] = [];
  const page: Observation = {
    controls: [{ ref: 'e1', role: 'textbox', name: 'Email' }],
    continuation: { cursor: 'c1.1', remaining: 3 },
    tabs: [
      { id: 't1', url: 'http://127.0.0.1/a', title: 'A', active: true },
      { id: 't2', url: 'http://127.0.0.1/b', title: 'B', active: false },
    ],
    revision: 1,
  } as unknown as Observation;
  const caller: ScriptCaller = {
    call: async (call) => {
      calls.push(call);
      return page;
    },
    revision: async () => 1,
  };
  const server = { url: (path: string) => `http://127.0.0.1:9/${path}` } as FixtureServer;
  const { failures } = await runScript([{ op: 'navigate', page: 'actions/form.html' }, ...scripted], caller, server);
  t.deepEqual(failures, []);
  t.deepEqual(
    calls.map((call) => call.method),
    ['navigate', ...scripted.map((step) => step.op)],
  );
  t.deepEqual(calls[0], { method: 'navigate', input: { url: 'http://127.0.0.1:9/actions/form.html' } });
  t.deepEqual(calls.find((call) => call.method === 'selectTab')?.input, { tab: 't2' });
  t.deepEqual(calls.find((call) => call.method === 'act' && 'steps' in call.input)?.input, {
    steps: [
      { ref: 'e1', action: 'fill', text: 'ada@example.com' },
      { ref: 'e9', action: 'check' },
    ],
  });
  // The hosted harness sends each as the arguments of the row that carries it; the library harness runs it as is.
  for (const call of calls) {
    const { row, args } = argsFor(call);
    t.true(toolInputValidator(row.name)(args), `${row.name} ${JSON.stringify(args)}`);
    const recorded: LibraryCall[] = [];
    await invoke(recordingSession(recorded), call)?.catch(() => undefined);
    t.deepEqual(recorded, [call]);
  }
});
