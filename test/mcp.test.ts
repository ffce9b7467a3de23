// `lookout mcp` end to end: the SDK's own Client over stdio spawns `node dist/cli/lookout.js mcp`, which drives
// real Chromium against fixture pages served on 127.0.0.1. The shared server runs with --structured, so that tests
// read each observation whole beside the text the model reads.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListToolsResultSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { inputCanary } from '../harness/cases/input-canary.js';
import { byteLength, canonicalJson } from '../pool/canonical.js';
import { REPEATABLE_FIELDS } from '../pool/repeats.js';
import type { Observation } from '../schemas/observation.js';
import { mcpPoolOptions } from '../cli/mcp.js';
import { COMMANDS } from '../cli/commands.js';
import { parseFlags } from '../cli/flags.js';
import { isAlive, processTree } from '../pool/proc.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const MAX_BYTES = 8192;

function loadSchema(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

interface Context {
  server: FixtureServer;
  client: Client;
  transport: StdioClientTransport;
  serverPid: number;
  stderr: string[];
  /** Errors the client saw on the stream: anything on stdout that is not protocol ends up here. */
  streamErrors: Error[];
  /** Every process the server had started, recorded while it ran. */
  started: Set<number>;
  closed: boolean;
}

/** The observation of the last tool call that returned one: what the next result leaves out when it repeats. */
let previousObservation: Observation | null = null;

const test = anyTest as TestFn<Context>;

test.before(async (t) => {
  t.context.server = await serveFixtures();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--no-deprecation', CLI, 'mcp', '--workers', '1', '--max-bytes', String(MAX_BYTES), '--timeout', '20000', '--allow-private-network', '--structured'],
    stderr: 'pipe',
  });
  const stderr: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const client = new Client({ name: 'lookout-mcp-test', version: '1.0.0' });
  const streamErrors: Error[] = [];
  client.onerror = (error) => streamErrors.push(error);
  await client.connect(transport);
  Object.assign(t.context, { client, transport, serverPid: transport.pid!, stderr, streamErrors, started: new Set<number>(), closed: false });
});

test.after.always(async (t) => {
  if (!t.context.closed) await t.context.client?.close();
  for (const pid of t.context.started ?? []) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await t.context.server?.close();
});

function recordProcesses(t: { context: Context }): void {
  for (const pid of processTree(t.context.serverPid)) t.context.started.add(pid);
}

async function call(t: { context: Context }, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const result = (await t.context.client.callTool({ name, arguments: args })) as CallToolResult;
  recordProcesses(t);
  if (!result.isError) previousObservation = result.structuredContent as unknown as Observation;
  return result;
}

/**
 * The JSON text of a result with what it left out as repeats put back from the observation before it: equal to
 * the canonical JSON of the observation when nothing else was left out and every left-out field did repeat.
 */
function restored(text: string, previous: Observation, observation: Observation): unknown {
  const { unchanged = [], ...shown } = JSON.parse(text) as Record<string, unknown> & { unchanged?: string[] };
  const put = JSON.parse(canonicalJson(previous)) as Record<string, unknown> & { page: Record<string, unknown> };
  for (const field of unchanged) {
    if (field.startsWith('page.')) shown.page = { ...(shown.page as object), [field.slice(5)]: put.page[field.slice(5)] };
    // A settle is left out when it settled both times; its waiting time is not compared.
    else shown[field] = field === 'settle' && observation.settle?.settled === true ? observation.settle : put[field];
  }
  return JSON.parse(canonicalJson(shown as unknown as Observation));
}

function observationOf(result: CallToolResult): Observation {
  if (result.isError) throw new Error(`tool error: ${JSON.stringify(result.content)}`);
  return result.structuredContent as unknown as Observation;
}

function textOf(result: CallToolResult): string {
  const part = result.content[0];
  if (part?.type !== 'text') throw new Error(`no text part in ${JSON.stringify(result.content)}`);
  return part.text;
}

function errorCode(result: CallToolResult): string | undefined {
  return (result._meta?.['lookout/error'] as { code?: string } | undefined)?.code;
}

function controlRef(observation: Observation, role: string, name: string): string {
  const control = observation.controls.find((c) => c.role === role && c.name === name);
  if (!control) throw new Error(`no ${role} ${JSON.stringify(name)} among ${JSON.stringify(observation.controls.map((c) => [c.role, c.name]))}`);
  return control.ref;
}

test.serial('tools/list shows the browser tools with the input schemas of tools.schema.json, without output schemas, in under 10 KB', async (t) => {
  const listed = await t.context.client.request({ method: 'tools/list' }, ListToolsResultSchema);
  t.true(Buffer.byteLength(JSON.stringify(listed)) < 10_240, `tools/list: ${Buffer.byteLength(JSON.stringify(listed))} bytes`);
  const { tools } = await t.context.client.listTools();
  const inputs: Record<string, string> = {
    browser_navigate: 'navigate',
    browser_navigate_back: 'back',
    browser_navigate_forward: 'forward',
    browser_observe: 'observe',
    browser_act: 'act',
    browser_press_key: 'pressKey',
    browser_wait_for: 'wait',
    browser_handle_dialog: 'dialog',
    browser_tabs: 'tabs',
    browser_fill_form: 'fillForm',
    browser_find: 'find',
    browser_scroll: 'scroll',
  };
  t.deepEqual(tools.map((tool) => tool.name).sort(), Object.keys(inputs).sort());
  const defs = loadSchema('tools.schema.json').$defs as Record<string, { properties: Record<string, unknown> }>;
  const inlined = (name: string) => ({ ...defs[name]!, properties: { ...defs[name]!.properties, budget: defs.budget } });
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  for (const [name, input] of Object.entries(inputs)) t.deepEqual(byName.get(name)?.inputSchema, inlined(input), name);
  for (const tool of tools) {
    // An output schema would oblige every result to carry the observation twice (structuredContent and text).
    t.is(tool.outputSchema, undefined, tool.name);
    t.false(
      /\b(revision|candidate|admission|canonical|worker)\b/i.test(tool.description ?? ''),
      `${tool.name}: a description for a model, without internal words`,
    );
  }
});

test.serial('browser_act before any observation fails with unknown-reference as a tool error', async (t) => {
  const result = await call(t, 'browser_act', { ref: 'e1', action: 'click' });
  t.true(result.isError);
  t.regex(textOf(result), /^unknown-reference: /);
  t.is(errorCode(result), 'unknown-reference');
  t.is(result.structuredContent, undefined);
});

test.serial('browser_observe before any navigation observes the blank page the session starts on', async (t) => {
  const observation = observationOf(await call(t, 'browser_observe', {}));
  t.is(observation.page.url, 'about:blank');
  t.is(observation.tool, 'observe');
  t.is(observation.revision, 1);
  t.deepEqual(observation.controls, []);
});

test.serial('browser_navigate returns the canonical JSON less what repeats the result before, and with --structured the whole observation', async (t) => {
  const previous = previousObservation!;
  const result = await call(t, 'browser_navigate', { url: t.context.server.url('actions/evidence.html') });
  t.falsy(result.isError);
  t.is(result.content.length, 1);
  const observation = observationOf(result);
  t.is(observation.tool, 'navigate');
  t.is(observation.page.title, 'Evidence');
  t.is(observation.revision, 2);
  // The blank page before it was of the same session and schema: those two are named, not repeated.
  const text = JSON.parse(textOf(result)) as Record<string, unknown>;
  t.deepEqual(text.unchanged, ['schemaVersion', 'session']);
  t.is(text.session, undefined);
  t.deepEqual(text.page, { url: observation.page.url, title: 'Evidence', status: 200 });
  t.deepEqual(restored(textOf(result), previous, observation), JSON.parse(canonicalJson(observation)));
  // A Chromium the server started is among its descendants (what the shutdown test checks is gone).
  const commands = [...t.context.started].map((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  });
  t.true(
    commands.some((c) => /chrom/i.test(c)),
    `descendants of the server: ${commands.join(', ')}`,
  );
});

test.serial('browser_act clicks a control and reports the change in its postcondition', async (t) => {
  const before = observationOf(await call(t, 'browser_navigate', { url: t.context.server.url('actions/evidence.html') }));
  const result = await call(t, 'browser_act', { ref: controlRef(before, 'button', 'Update total'), action: 'click' });
  const after = observationOf(result);
  t.is(after.tool, 'act');
  t.is(after.revision, before.revision + 1);
  t.deepEqual(after.postcondition, { navigated: false, evidenceChanged: true });
  t.is(after.regions?.find((r) => r.kind === 'status')?.summary, 'Total updated to 15 EUR');
  const { unchanged } = JSON.parse(textOf(result)) as { unchanged: string[] };
  for (const field of ['schemaVersion', 'session', 'page.url', 'page.title']) t.true(unchanged.includes(field), field);
  t.true(unchanged.every((field) => (REPEATABLE_FIELDS as readonly string[]).includes(field)));
  t.deepEqual(restored(textOf(result), before, after), JSON.parse(canonicalJson(after)));
});

test.serial('browser_act with a ref whose element left the page is a tool error naming expired-reference and why', async (t) => {
  const first = observationOf(await call(t, 'browser_navigate', { url: t.context.server.url('actions/evidence.html') }));
  const stale = controlRef(first, 'button', 'Re-render');
  // The page replaces the button with an equal one: the element the ref named is gone.
  const second = observationOf(await call(t, 'browser_act', { ref: stale, action: 'click' }));
  const result = await call(t, 'browser_act', { ref: stale, action: 'click' });
  t.true(result.isError);
  t.regex(textOf(result), /^expired-reference: /);
  t.is(errorCode(result), 'expired-reference');
  t.is((result._meta?.['lookout/error'] as { reason?: string } | undefined)?.reason, 'gone');
  // Nothing was published: the next observation follows the last good one.
  const next = observationOf(await call(t, 'browser_observe', {}));
  t.is(next.revision, second.revision + 1);
});

test.serial('arguments that fail the input schema are tool errors naming invalid-argument', async (t) => {
  const bad: [string, Record<string, unknown>][] = [
    ['browser_navigate', {}],
    ['browser_navigate', { url: t.context.server.url('actions/evidence.html'), extra: true }],
    ['browser_navigate', { url: t.context.server.url('actions/evidence.html'), budget: 10 }],
    ['browser_observe', { cursor: 42 }],
    ['browser_act', { ref: 'e1', action: 'smash' }],
    ['browser_act', { action: 'click' }],
  ];
  for (const [name, args] of bad) {
    const result = await call(t, name, args);
    t.true(result.isError, `${name} ${JSON.stringify(args)}`);
    t.regex(textOf(result), /^invalid-argument: /);
    t.is(errorCode(result), 'invalid-argument');
  }
  const notAUrl = await call(t, 'browser_navigate', { url: 'not a url' });
  t.true(notAUrl.isError);
  t.is(errorCode(notAUrl), 'invalid-url');
});

test.serial('an unknown tool is a protocol error', async (t) => {
  const error = await t.throwsAsync(t.context.client.callTool({ name: 'browser_teleport', arguments: {} }));
  t.true(error instanceof McpError);
});

test.serial('with budget, the text part is the model projection within the budget; structured content stays whole', async (t) => {
  const budget = 300;
  const result = await call(t, 'browser_navigate', { url: t.context.server.url('actions/many.html'), budget });
  const observation = observationOf(result);
  const text = textOf(result);
  t.true(byteLength(text) <= budget, `${byteLength(text)} bytes`);
  t.not(text, canonicalJson(observation));
  t.true(observation.controls.length > 10);
  // The projection lists a prefix of the controls and a cursor from the first one it left out.
  const listed = text.split('\n').filter((line) => line.startsWith('[e')).length;
  t.true(listed < observation.controls.length, 'the budget leaves controls out');
  const more = /^more: (\d+) controls, cursor "(c\d+\.\d+)"$/m.exec(text);
  if (!more) return t.fail(`no cursor line in ${text}`);
  const next = observationOf(await call(t, 'browser_observe', { cursor: more[2] }));
  t.is(next.revision, observation.revision);
  t.is(next.controls[0]?.ref, observation.controls[listed]?.ref, 'the cursor reaches the first control the projection left out');
  t.is(Number(more[1]), observation.controls.length - listed + (observation.continuation?.remaining ?? 0));

  const observed = await call(t, 'browser_observe', { budget });
  t.true(byteLength(textOf(observed)) <= budget);
  // The title and URL repeat the result before: the page line keeps the revision, and a line names them.
  t.regex(textOf(observed), /^page: rev \d+\nunchanged: url, title\b/, textOf(observed));
});

test.serial('the canonical part stays within --max-bytes and a cursor pages through the rest of the controls', async (t) => {
  const result = await call(t, 'browser_navigate', { url: t.context.server.url('actions/many.html') });
  const first = observationOf(result);
  t.true(byteLength(JSON.stringify(result.content[0])) <= MAX_BYTES);
  t.true((first.omitted?.controls ?? 0) > 0);
  const cursor = first.continuation?.cursor;
  if (!cursor) return t.fail('no continuation');
  const next = observationOf(await call(t, 'browser_observe', { cursor }));
  t.is(next.revision, first.revision);
  t.is(next.controls[0]?.name, `Item ${first.controls.length + 1}`);
});

// Structurally, so this holds whether the partition's case type is a union of kinds or not.
interface CanaryCase {
  id: string;
  page?: string;
  steps?: { act: string; control: { role: string; name: string }; text?: string }[];
  expect?: { forbidden?: string[] };
}

test.serial('no input-canary string leaves the page in any response, canonical or projected', async (t) => {
  const cases = (inputCanary.cases as unknown as CanaryCase[]).filter((c) => typeof c.page === 'string');
  const canaries = [...new Set(cases.flatMap((c) => c.expect?.forbidden ?? []))];
  t.true(cases.length >= 10 && canaries.length >= 20, `${cases.length} pages, ${canaries.length} canaries`);
  const responses: string[] = [];
  for (const canaryCase of cases) {
    const navigated = await call(t, 'browser_navigate', { url: t.context.server.url(canaryCase.page!) });
    responses.push(JSON.stringify(navigated));
    const projected = await call(t, 'browser_observe', { budget: 2048 });
    responses.push(JSON.stringify(projected));
    // Refs of the latest revision only: the observe above replaced those of the navigation.
    let latest = observationOf(projected);
    for (const step of canaryCase.steps ?? []) {
      const args: Record<string, unknown> = { ref: controlRef(latest, step.control.role, step.control.name), action: step.act };
      if (step.text !== undefined) args.text = step.text;
      const acted = await call(t, 'browser_act', args);
      responses.push(JSON.stringify(acted));
      const reobserved = await call(t, 'browser_observe', { budget: 1024 });
      responses.push(JSON.stringify(reobserved));
      latest = observationOf(reobserved);
    }
  }
  t.true(
    responses.some((r) => r.includes('SHOWN-CANARY-VALUE-9b0a')),
    'visible text of the canary pages does come through',
  );
  const everything = responses.join('\n') + t.context.stderr.join('');
  t.deepEqual(
    canaries.filter((canary) => everything.includes(canary)),
    [],
  );
});

test.serial('closing the client ends the server: it exits on stdin close and leaves no Chromium behind', async (t) => {
  const { serverPid, started } = t.context;
  recordProcesses(t);
  t.true(started.size > 1);
  await t.context.client.close();
  t.context.closed = true;
  // StdioClientTransport.close() ends stdin, then after 2 s sends SIGTERM; the log says which one ended the server.
  for (let i = 0; i < 100 && [...started].some(isAlive); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  t.false(isAlive(serverPid));
  t.deepEqual([...started].filter(isAlive), []);
  const log = t.context.stderr.join('');
  t.true(log.includes('lookout mcp: shutting down (stdin closed)'), log);
  t.true(log.includes('lookout mcp: closed'), log);
  // Anything but protocol on stdout would have reached the client as a stream error.
  t.deepEqual(
    t.context.streamErrors.map((e) => e.message),
    [],
  );
});

// The tests below start servers of their own: they run side by side, after the tests of the shared server.
test('SIGTERM closes the session and the pool and exits 0 with only protocol on stdout', async (t) => {
  const child = spawn(process.execPath, ['--no-deprecation', CLI, 'mcp', '--allow-private-network'], { stdio: ['pipe', 'pipe', 'pipe'] });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const navigated = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (stdout.split('\n').some((line) => line.includes('"id":2'))) resolve();
    }),
  );
  const send = (message: object) => child.stdin.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\n');
  send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  send({ method: 'notifications/initialized' });
  send({ id: 2, method: 'tools/call', params: { name: 'browser_navigate', arguments: { url: t.context.server.url('actions/next.html') } } });
  await navigated;
  const tree = processTree(child.pid!);
  t.true(tree.length > 1);
  // 'close', not 'exit': output can still be in the pipes when the process has exited.
  const exited = once(child, 'close');
  child.kill('SIGTERM');
  const [code, signal] = (await exited) as [number | null, string | null];
  t.is(code, 0);
  t.is(signal, null);
  for (let i = 0; i < 50 && tree.some(isAlive); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  t.deepEqual(tree.filter(isAlive), []);
  t.true(stderr.includes('shutting down (SIGTERM)'), stderr);
  const lines = stdout.split('\n').filter(Boolean);
  t.is(lines.length, 2);
  for (const line of lines) t.is((JSON.parse(line) as { jsonrpc?: string }).jsonrpc, '2.0');
  const reply = JSON.parse(lines[1]!) as { result: CallToolResult };
  // Without --structured the observation goes out once, as the text part; the first result repeats nothing.
  t.is(reply.result.structuredContent, undefined);
  const observation = JSON.parse(textOf(reply.result)) as Observation;
  t.is(observation.page.title, 'Next page');
  t.is(textOf(reply.result), canonicalJson(observation));
});

test('lookout mcp checks its flags at the door, naming the flag', async (t) => {
  const spec = COMMANDS.find((c) => c.spec.name === 'mcp')!.spec;
  const optionsOf = (argv: string[]) => mcpPoolOptions(parseFlags(spec, argv).flags);
  t.deepEqual(optionsOf([]), { workers: 1, blockPrivateNetwork: true, allowFileUrls: false, dialogs: 'ask' });
  t.deepEqual(optionsOf(['--workers', '2', '--max-bytes=4096', '--timeout', '5000', '--endpoints', 'ws://a:1/x, ws://b:2/y', '--allow-private-network']), {
    workers: 2,
    maxBytes: 4096,
    callTimeoutMs: 5000,
    browserEndpoints: ['ws://a:1/x', 'ws://b:2/y'],
    blockPrivateNetwork: false,
    allowFileUrls: false,
    dialogs: 'ask',
  });
  for (const [name, value] of [
    ['workers', '0'],
    ['max-bytes', 'lots'],
    ['timeout', '1.5'],
  ] as const) {
    const error = t.throws(() => optionsOf([`--${name}`, value]), undefined, name);
    t.is((error as { code?: string }).code, 'invalid-argument');
    t.true(error!.message.includes(`--${name}`));
  }
  t.throws(() => optionsOf(['--budget', '100']), { message: /--budget/ });
  t.throws(() => optionsOf(['--workers']), { message: /--workers needs a value/ });
  t.throws(() => optionsOf(['--allowed-origins', 'example.com']), { message: /--allowed-origins.*not an origin/ });

  const child = spawn(process.execPath, ['--no-deprecation', CLI, 'mcp', '--workers', '0'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const [code] = (await once(child, 'close')) as [number | null];
  t.is(code, 1);
  t.is(stdout, '');
  t.regex(stderr, /^lookout: invalid-argument: --workers must be an integer from 1 to 64\n$/);
});

test('a browser that cannot start turns tool calls into tool errors with its code; the server keeps answering', async (t) => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--no-deprecation', CLI, 'mcp'],
    env: { LOOKOUT_CHROMIUM: '/nonexistent/chromium' },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'lookout-mcp-test', version: '1.0.0' });
  await client.connect(transport);
  const pid = transport.pid!;
  t.teardown(() => client.close());
  const result = (await client.callTool({ name: 'browser_navigate', arguments: { url: t.context.server.url('actions/next.html') } })) as CallToolResult;
  t.true(result.isError);
  t.regex(textOf(result), /^browser-not-found: /);
  t.is(errorCode(result), 'browser-not-found');
  t.is((await client.listTools()).tools.length, 12);
  await client.close();
  for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  t.false(isAlive(pid));
});
