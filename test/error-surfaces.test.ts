// One failure, one message, on every surface: the library's error, the HTTP error body, the MCP tool error and the
// CLI's stderr line carry the same text, except that the setting which would let the call through is named as
// that surface's user changes it (the option `blockPrivateNetwork: false`, the flag `--allow-private-network`).
// Secrets stay out everywhere: a URL's query, the text of an action.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { errorLine } from '../cli/errors.js';
import { LookoutError, SETTINGS } from '../pool/errors.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import type { Observation } from '../schemas/observation.js';
import { startHostedServer, type HostedServer } from '../transport/http.js';
import { createMcpServer, ERROR_META_KEY, type ToolErrorMeta } from '../transport/mcp.js';

interface Context {
  pool: ObservationPool;
  hosted: HostedServer;
  client: Client;
  close: () => Promise<void>;
}

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

// Pages that need no server: the pool refuses private addresses, as `serve` and `mcp` do by default.
const FORM = `data:text/html,${encodeURIComponent('<title>Form</title><label>Name <input></label><button>Send</button>')}`;
const OTHER = `data:text/html,${encodeURIComponent('<title>Other</title><p>Another document</p>')}`;

test.before(async (t) => {
  const pool = await ObservationPool.start({ workers: 1, blockPrivateNetwork: true, settleQuietMs: 50 });
  const hosted = await startHostedServer({ pool, port: 0 });
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  // A program that reads the observation whole: structured content (the model reads the text).
  const mcp = createMcpServer(pool, { structured: true });
  await mcp.server.connect(serverEnd);
  const client = new Client({ name: 'error-surfaces', version: '1.0.0' });
  await client.connect(clientEnd);
  Object.assign(t.context, { pool, hosted, client });
  t.context.close = async () => {
    await client.close();
    await mcp.close();
    await hosted.close();
    await pool.close();
  };
});
test.after.always(async (t) => {
  await t.context.close?.();
});

/** The message with the name of the setting it points to (option or flag) replaced by one placeholder. */
function anySetting(message: string): string {
  let result = message;
  for (const { option, flag } of Object.values(SETTINGS)) result = result.split(option).join('<setting>').split(flag).join('<setting>');
  return result;
}

async function libraryError(run: () => Promise<unknown>): Promise<LookoutError> {
  const error = await run().then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof LookoutError)) throw new Error(`expected a LookoutError, got ${String(error)}`);
  return error;
}

async function httpError(t: { context: Context }, path: string, body: unknown): Promise<{ status: number; code: string; message: string; text: string }> {
  const reply = await fetch(`${t.context.hosted.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await reply.text();
  const { code, message } = (JSON.parse(text) as { error: { code: string; message: string } }).error;
  return { status: reply.status, code, message, text };
}

async function mcpError(t: { context: Context }, name: string, args: Record<string, unknown>): Promise<{ meta: ToolErrorMeta; text: string; raw: string }> {
  const result = (await t.context.client.callTool({ name, arguments: args })) as CallToolResult;
  const meta = result._meta?.[ERROR_META_KEY] as ToolErrorMeta | undefined;
  if (result.isError !== true || !meta) throw new Error(`expected a tool error, got ${JSON.stringify(result).slice(0, 300)}`);
  return { meta, text: (result.content[0] as { text: string }).text, raw: JSON.stringify(result) };
}

/** Runs the built CLI with no browser: what it prints is said before one would start. */
function cli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--no-deprecation', CLI, ...args], { env: { ...process.env, LOOKOUT_CHROMIUM: '/nonexistent/chromium' } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

function textbox(observation: Observation): string {
  const control = observation.controls.find((c) => c.role === 'textbox');
  if (!control) throw new Error(`no textbox in ${JSON.stringify(observation.controls)}`);
  return control.ref;
}

test.serial('an expired ref reads the same through the library, HTTP, MCP and the CLI, whatever text was to be typed', async (t) => {
  // One typed character: short text that occurs in the message must not blank the message on some surfaces.
  const act = (ref: string) => ({ ref, action: 'fill' as const, text: 'a' });

  const session: Session = await t.context.pool.openSession();
  t.teardown(() => session.close());
  const ref = textbox(await session.navigate({ url: FORM }));
  await session.navigate({ url: OTHER });
  const library = await libraryError(() => session.act(act(ref)));
  t.is(library.code, 'expired-reference');
  t.regex(library.message, new RegExp(`^${ref} is gone`));

  const created = await fetch(`${t.context.hosted.url}/sessions`, { method: 'POST' });
  const { session: id } = (await created.json()) as { session: string };
  t.teardown(() => fetch(`${t.context.hosted.url}/sessions/${id}`, { method: 'DELETE' }).then(() => undefined));
  const navigate = (url: string) =>
    fetch(`${t.context.hosted.url}/sessions/${id}/navigate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
    });
  const httpRef = textbox((await (await navigate(FORM)).json()) as Observation);
  t.is((await navigate(OTHER)).status, 200);
  const http = await httpError(t, `/sessions/${id}/act`, act(httpRef));

  const mcpRef = textbox((await t.context.client.callTool({ name: 'browser_navigate', arguments: { url: FORM } })).structuredContent as unknown as Observation);
  await t.context.client.callTool({ name: 'browser_navigate', arguments: { url: OTHER } });
  const mcp = await mcpError(t, 'browser_act', act(mcpRef));

  // Each session issued its own refs; the message is the same once the ref is put back.
  const sameRef = (message: string, used: string) => message.split(used).join('<ref>');
  const expected = sameRef(library.message, ref);
  t.deepEqual({ status: http.status, code: http.code, message: sameRef(http.message, httpRef) }, { status: 409, code: 'expired-reference', message: expected });
  t.deepEqual({ code: mcp.meta.code, message: sameRef(mcp.meta.message, mcpRef) }, { code: 'expired-reference', message: expected });
  t.is(sameRef(mcp.text, mcpRef), `expired-reference: ${expected}`);
  t.is(errorLine(library), `lookout: expired-reference: ${library.message}`, 'the CLI prints the library message');
});

test.serial('a private-network refusal reads the same on every surface, naming the option or the flag, never the query', async (t) => {
  const url = 'http://127.0.0.1:9/private?token=SECRET-PN-42';
  const session = await t.context.pool.openSession();
  t.teardown(() => session.close());
  const library = await libraryError(() => session.navigate({ url }));
  t.is(library.code, 'navigation-blocked');
  t.is(
    library.message,
    'the navigation policy refused http://127.0.0.1:9/private (private-network): loopback, private and link-local addresses are loaded only with blockPrivateNetwork: false',
  );

  const created = await fetch(`${t.context.hosted.url}/sessions`, { method: 'POST' });
  const { session: id } = (await created.json()) as { session: string };
  t.teardown(() => fetch(`${t.context.hosted.url}/sessions/${id}`, { method: 'DELETE' }).then(() => undefined));
  const http = await httpError(t, `/sessions/${id}/navigate`, { url });
  const mcp = await mcpError(t, 'browser_navigate', { url });
  const command = await cli(['observe', url, '--block-private-network']);

  const flagged = library.messageOn('cli');
  t.true(flagged.endsWith('loaded only with --allow-private-network'), flagged);
  t.is(anySetting(flagged), anySetting(library.message));
  t.deepEqual({ status: http.status, code: http.code, message: http.message }, { status: 403, code: 'navigation-blocked', message: flagged });
  t.deepEqual(
    { code: mcp.meta.code, message: mcp.meta.message, rule: mcp.meta.rule },
    { code: 'navigation-blocked', message: flagged, rule: 'private-network' },
  );
  t.deepEqual(command, { code: 1, stderr: `lookout: navigation-blocked: ${flagged}\n` });
  for (const shown of [library.message, http.text, mcp.raw, command.stderr]) t.false(shown.includes('SECRET-PN-42'), shown);
});

test.serial('a bare host name gets the same hint on every surface, with its host and without its query', async (t) => {
  const session = await t.context.pool.openSession();
  t.teardown(() => session.close());
  const created = await fetch(`${t.context.hosted.url}/sessions`, { method: 'POST' });
  const { session: id } = (await created.json()) as { session: string };
  t.teardown(() => fetch(`${t.context.hosted.url}/sessions/${id}`, { method: 'DELETE' }).then(() => undefined));
  const cases = [
    { url: 'example.com', expected: '"example.com" is not an absolute URL; did you mean https://example.com?' },
    { url: 'example.com/login?token=SECRET-BARE-9', expected: '"example.com/login" is not an absolute URL; did you mean https://example.com/login?' },
  ];
  for (const { url, expected } of cases) {
    const library = await libraryError(() => session.navigate({ url }));
    const http = await httpError(t, `/sessions/${id}/navigate`, { url });
    const mcp = await mcpError(t, 'browser_navigate', { url });
    const command = await cli(['observe', url]);
    t.deepEqual([library.message, http.message, mcp.meta.message, command.stderr], [expected, expected, expected, `lookout: invalid-url: ${expected}\n`], url);
    t.false([http.text, mcp.raw].some((shown) => shown.includes('SECRET')));
  }
  // A string that is no host name may be anything (a password in the wrong field): the transports keep it out.
  const library = await libraryError(() => session.navigate({ url: 'pw9' }));
  t.is(library.message, 'not a valid absolute URL: "pw9"');
  t.is((await httpError(t, `/sessions/${id}/navigate`, { url: 'pw9' })).message, 'not a valid absolute URL: <redacted>');
  t.is((await mcpError(t, 'browser_navigate', { url: 'pw9' })).meta.message, 'not a valid absolute URL: <redacted>');
});

test('lookout replay of a file that is not there is invalid-argument naming the file, with exit status 1', async (t) => {
  const missing = join(await mkdtemp(join(tmpdir(), 'lookout-replay-')), 'missing.lookout');
  const run = await cli(['replay', missing]);
  t.deepEqual(run, { code: 1, stderr: `lookout: invalid-argument: cannot read the recording ${missing}: no such file\n` });
  const directory = await cli(['replay', tmpdir()]);
  t.is(directory.code, 1);
  t.regex(directory.stderr, /^lookout: invalid-argument: cannot read the recording .*: it is a directory\n$/);
});
