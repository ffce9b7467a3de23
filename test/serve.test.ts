// `lookout serve` end to end: a real HTTP client (Node's fetch, or node:http where the wire matters)
// against the hosted transport over a pool driving real Chromium on fixture pages.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { unpack } from 'msgpackr';
import { schemaValidator } from '../pool/admission.js';
import { projectForModel } from '../pool/projection.js';
import { ObservationPool } from '../pool/pool.js';
import type { ActionKind, Control, Observation, Region } from '../schemas/observation.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { inputCanary } from '../harness/cases/input-canary.js';
import { startHostedServer, type HostedServer } from '../transport/http.js';
import { isAlive, processTree } from '../pool/proc.js';

interface Context {
  pool: ObservationPool;
  fixtures: FixtureServer;
  hosted: HostedServer;
}

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

test.before(async (t) => {
  t.context.fixtures = await serveFixtures();
  t.context.pool = await ObservationPool.start({ workers: 1 });
  t.context.hosted = await startHostedServer({ pool: t.context.pool, port: 0 });
});
test.after.always(async (t) => {
  await t.context.hosted?.close();
  await t.context.pool?.close();
  await t.context.fixtures?.close();
});

interface Reply {
  status: number;
  contentType: string;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', headers: response.headers, bytes, text: bytes.toString('utf8') };
}

const api = (t: ExecutionContext<Context>, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(t.context.hosted.url, method, path, body, headers);

function observationOf(reply: Reply): Observation {
  if (reply.status !== 200) throw new Error(`expected 200, got ${reply.status}: ${reply.text}`);
  return JSON.parse(reply.text) as Observation;
}

function errorOf(reply: Reply): { code: string; message: string; reason?: string } {
  if (!reply.contentType.startsWith('application/json')) throw new Error(`error body is ${reply.contentType}: ${reply.text}`);
  return (JSON.parse(reply.text) as { error: { code: string; message: string; reason?: string } }).error;
}

async function newSession(t: ExecutionContext<Context>, base = t.context.hosted.url, headers?: Record<string, string>): Promise<string> {
  const created = await call(base, 'POST', '/sessions', undefined, headers);
  t.is(created.status, 201, created.text);
  const id = (JSON.parse(created.text) as { session: string }).session;
  t.teardown(() => call(base, 'DELETE', `/sessions/${id}`, undefined, headers).then(() => undefined));
  return id;
}

async function assertStillServing(t: ExecutionContext<Context>, base = t.context.hosted.url): Promise<void> {
  const health = await call(base, 'GET', '/health');
  t.is(health.status, 200, 'the server keeps serving');
}

function controlNamed(observation: Observation, name: string): Control {
  const control = observation.controls.find((c) => c.name === name);
  if (!control) throw new Error(`no control named ${name}`);
  return control;
}

test.serial('a session lives from POST /sessions through navigate, observe, act and snapshot to DELETE', async (t) => {
  const id = await newSession(t);
  const before = await api(t, 'GET', `/sessions/${id}/snapshot`);
  t.is(before.status, 404);
  t.is(errorOf(before).code, 'not-found', 'nothing to snapshot before the first observation');

  const navigated = await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/form.html') });
  t.is(navigated.contentType, 'application/json');
  const first = observationOf(navigated);
  t.true(schemaValidator('1.4')(first), JSON.stringify(schemaValidator('1.4').errors));
  t.like(first, { session: id, revision: 1, tool: 'navigate', page: { title: 'Actions' } });

  const observed = observationOf(await api(t, 'POST', `/sessions/${id}/observe`, ''));
  t.like(observed, { revision: 2, tool: 'observe' });

  const acted = await api(t, 'POST', `/sessions/${id}/act`, { ref: controlNamed(observed, 'Add').ref, action: 'click' });
  const third = observationOf(acted);
  t.like(third, { revision: 3, tool: 'act', postcondition: { navigated: false, evidenceChanged: true } });
  t.true(third.regions?.some((r) => r.kind === 'status' && r.summary === 'Added to basket'));

  const snapshot = await api(t, 'GET', `/sessions/${id}/snapshot`);
  t.is(snapshot.status, 200);
  t.is(snapshot.text, acted.text, 'the snapshot is the latest observation, byte for byte');

  const deleted = await api(t, 'DELETE', `/sessions/${id}`);
  t.is(deleted.status, 204);
  t.is(deleted.bytes.length, 0);
  const gone = await api(t, 'GET', `/sessions/${id}/snapshot`);
  t.is(gone.status, 404);
  t.is(errorOf(gone).code, 'unknown-session');
  t.is(errorOf(await api(t, 'DELETE', `/sessions/${id}`)).code, 'unknown-session');
});

test.serial('msgpack with Accept: application/msgpack carries the same observation as JSON, keys in canonical order', async (t) => {
  const id = await newSession(t);
  const packedNavigate = await api(
    t,
    'POST',
    `/sessions/${id}/navigate`,
    { url: t.context.fixtures.url('basic/shop.html') },
    { Accept: 'application/msgpack' },
  );
  t.is(packedNavigate.status, 200);
  t.is(packedNavigate.contentType, 'application/msgpack');
  const json = await api(t, 'GET', `/sessions/${id}/snapshot`, undefined, { Accept: 'application/json' });
  const packed = await api(t, 'GET', `/sessions/${id}/snapshot`, undefined, { Accept: 'application/msgpack' });
  t.is(packed.contentType, 'application/msgpack');
  t.is(json.contentType, 'application/json');
  // A plain msgpack decoder, not the pool's configured one: any client must be able to read it.
  const head = packed.bytes[0]!;
  t.true(head >> 4 === 0x8 || head === 0xde || head === 0xdf, `a plain msgpack map, not a msgpackr record extension (0x${head.toString(16)})`);
  const decoded = unpack(packed.bytes) as Observation;
  const parsed = JSON.parse(json.text) as Observation;
  t.deepEqual(decoded, parsed);
  t.deepEqual(unpack(packedNavigate.bytes), parsed);
  t.deepEqual(Object.keys(decoded), Object.keys(parsed));
  t.true(Array.isArray(decoded.regions) && decoded.regions.length > 0);
  t.deepEqual(Object.keys(decoded.regionCoverage ?? {}), ['version', 'scope', 'scannedNodes', 'nodesLeftUnread', 'omittedRegions']);
  // JSON stays the default, and wins when preferred.
  t.is((await api(t, 'GET', `/sessions/${id}/snapshot`)).contentType, 'application/json');
  t.is((await api(t, 'GET', `/sessions/${id}/snapshot`, undefined, { Accept: 'application/msgpack;q=0.5, application/json' })).contentType, 'application/json');
});

test.serial('a budget returns the model projection as text within the budget', async (t) => {
  const id = await newSession(t);
  const projected = await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/many.html'), budget: 512 });
  t.is(projected.status, 200);
  t.is(projected.contentType, 'text/plain; charset=utf-8');
  t.true(projected.bytes.length <= 512, `${projected.bytes.length} bytes`);
  t.regex(projected.text, /^page: "Many controls"/);
  const snapshot = JSON.parse((await api(t, 'GET', `/sessions/${id}/snapshot`)).text) as Observation;
  // The session's cursors for a first page: revision and offset (docs/contract.md, "Model projection").
  const cursorAt = (shown: number) => ({
    cursor: `c${snapshot.revision}.${shown}`,
    remaining: snapshot.controls.length - shown + (snapshot.continuation?.remaining ?? 0),
  });
  t.is(projected.text, projectForModel(snapshot, { budgetBytes: 512, cursorAt }), 'the projection of the very observation the snapshot holds');

  const small = await api(t, 'GET', `/sessions/${id}/snapshot?budget=300`);
  t.is(small.contentType, 'text/plain; charset=utf-8');
  t.is(small.text, projectForModel(snapshot, { budgetBytes: 300, cursorAt }));
  const cursor = /cursor "(c\d+\.\d+)"/.exec(small.text)?.[1];
  const page = observationOf(await api(t, 'POST', `/sessions/${id}/observe`, { cursor }));
  t.is(page.controls[0]?.ref, snapshot.controls[small.text.split('\n').filter((l) => l.startsWith('[e')).length]?.ref, 'the cursor works');
  const tooSmall = await api(t, 'GET', `/sessions/${id}/snapshot?budget=10`);
  t.is(tooSmall.status, 400);
  t.is(errorOf(tooSmall).code, 'schema');
});

test.serial('a continuation cursor pages through the controls of one revision; the snapshot stays its first page', async (t) => {
  const id = await newSession(t);
  const first = observationOf(await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/many.html') }));
  t.is(first.controls.length, 200);
  t.is(first.continuation?.remaining, 250);
  const names: string[] = first.controls.map((c) => c.name);
  let page = first;
  while (page.continuation) {
    page = observationOf(await api(t, 'POST', `/sessions/${id}/observe`, { cursor: page.continuation.cursor }));
    t.is(page.revision, first.revision, 'a continuation page repeats its revision');
    names.push(...page.controls.map((c) => c.name));
  }
  t.deepEqual(
    names,
    Array.from({ length: 450 }, (_, i) => `Item ${i + 1}`),
  );
  const snapshot = observationOf(await api(t, 'GET', `/sessions/${id}/snapshot`));
  t.deepEqual(snapshot, first);
});

test.serial('refs: an earlier revision gives 409 expired-reference, a never-issued one unknown-reference, a region ref not-actionable', async (t) => {
  const id = await newSession(t);
  const first = observationOf(await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/form.html') }));
  const second = observationOf(await api(t, 'POST', `/sessions/${id}/observe`, {}));
  const stale = await api(t, 'POST', `/sessions/${id}/act`, { ref: controlNamed(first, 'Add').ref, action: 'click' });
  t.is(stale.status, 409);
  t.is(errorOf(stale).code, 'expired-reference');
  const never = await api(t, 'POST', `/sessions/${id}/act`, { ref: 'e999999', action: 'click' });
  t.is(never.status, 409);
  t.is(errorOf(never).code, 'unknown-reference');
  const region = (second.regions ?? [])[0] as Region;
  const evidence = await api(t, 'POST', `/sessions/${id}/act`, { ref: region.ref, action: 'click' });
  t.is(evidence.status, 409);
  t.is(errorOf(evidence).code, 'not-actionable');
  const disabled = await api(t, 'POST', `/sessions/${id}/act`, { ref: controlNamed(second, 'Disabled action').ref, action: 'click' });
  t.is(disabled.status, 409);
  t.deepEqual(errorOf(disabled).code, 'guard-failed');
  t.is(errorOf(disabled).reason, 'disabled');
  // Refs and cursors the server issued are quoted back; anything else a client sends there is not.
  t.regex(errorOf(stale).message, new RegExp(`^${controlNamed(first, 'Add').ref} `));
  for (const [tool, body] of [
    ['act', { ref: 'SECRET-REF-1', action: 'click' }],
    ['act', { ref: 'SEC-2', action: 'click' }],
    ['observe', { cursor: 'SECRET-CURSOR-3' }],
  ] as const) {
    const refused = await api(t, 'POST', `/sessions/${id}/${tool}`, body);
    t.is(refused.status, 409);
    t.is(errorOf(refused).code, 'unknown-reference');
    t.false(refused.text.includes('SEC'), refused.text);
  }
  // Nothing was published by the refused calls.
  t.is(observationOf(await api(t, 'GET', `/sessions/${id}/snapshot`)).revision, second.revision);
  await assertStillServing(t);
});

test.serial('every session route answers 404 unknown-session for a session that does not exist', async (t) => {
  const cases: [string, string, unknown?][] = [
    ['POST', '/sessions/s0-nope/navigate', { url: t.context.fixtures.url('basic/shop.html') }],
    ['POST', '/sessions/s0-nope/observe', {}],
    ['POST', '/sessions/s0-nope/act', { ref: 'e1', action: 'click' }],
    ['GET', '/sessions/s0-nope/snapshot'],
    ['DELETE', '/sessions/s0-nope'],
  ];
  for (const [method, path, body] of cases) {
    const reply = await api(t, method, path, body);
    t.is(reply.status, 404, `${method} ${path}`);
    t.is(errorOf(reply).code, 'unknown-session', `${method} ${path}`);
  }
  await assertStillServing(t);
});

test.serial('unknown routes give 404 not-found and a wrong method 405 with Allow', async (t) => {
  const unknown = await api(t, 'GET', '/nothing/here');
  t.is(unknown.status, 404);
  t.is(errorOf(unknown).code, 'not-found');
  const wrong = await api(t, 'GET', '/sessions');
  t.is(wrong.status, 405);
  t.is(wrong.headers.get('allow'), 'POST');
  t.is(errorOf(wrong).code, 'invalid-argument');
  await assertStillServing(t);
});

test.serial('a body that is not JSON gives 400 invalid-json without echoing it', async (t) => {
  const id = await newSession(t);
  for (const body of ['{"url": "http://secret.invalid/?token=SECRET-JSON-1', 'SECRET-JSON-2', '{,}']) {
    const reply = await api(t, 'POST', `/sessions/${id}/navigate`, body);
    t.is(reply.status, 400);
    t.is(errorOf(reply).code, 'invalid-json');
    t.false(reply.text.includes('SECRET'), 'the body is not echoed');
    await assertStillServing(t);
  }
});

test.serial('a body that fails the tool schema gives 400 schema naming the field, not its value', async (t) => {
  const id = await newSession(t);
  const bodies: [string, unknown][] = [
    ['navigate', {}],
    ['navigate', { url: 42 }],
    ['navigate', { url: 'http://127.0.0.1/', extra: 'SECRET-SCHEMA-1' }],
    ['navigate', ['SECRET-SCHEMA-2']],
    ['navigate', { url: 'http://127.0.0.1/', budget: 10 }],
    ['observe', { cursor: 'SECRET-SCHEMA-3', budget: 'big' }],
    ['act', { ref: 'e1', action: 'SECRET-SCHEMA-4' }],
    ['act', { action: 'click' }],
    ['act', { ref: 'e1', action: 'fill', text: 7 }],
  ];
  for (const [tool, body] of bodies) {
    const reply = await api(t, 'POST', `/sessions/${id}/${tool}`, body);
    t.is(reply.status, 400, `${tool} ${JSON.stringify(body)}`);
    t.is(errorOf(reply).code, 'schema');
    t.false(reply.text.includes('SECRET'), 'values are not echoed');
    await assertStillServing(t);
  }
  // What the schema allows but the library refuses keeps the library's code.
  const badUrl = await api(t, 'POST', `/sessions/${id}/navigate`, { url: 'not a url SECRET-URL' });
  t.is(badUrl.status, 400);
  t.is(errorOf(badUrl).code, 'invalid-url');
  t.false(badUrl.text.includes('SECRET'));
  const short = await api(t, 'POST', `/sessions/${id}/navigate`, { url: 'qz7' });
  t.is(errorOf(short).code, 'invalid-url');
  t.false(short.text.includes('qz7'), 'a short value is not quoted either');
});

/** Sends a body with node:http and resolves with the response, writing until the server answers or hangs up. */
function sendLargeBody(
  url: string,
  options: { declaredLength?: number; chunk: Buffer; maxChunks: number },
): Promise<{ status: number; body: string; chunksWritten: number }> {
  return new Promise((resolve, reject) => {
    let chunksWritten = 0;
    let answered = false;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.declaredLength !== undefined) headers['Content-Length'] = String(options.declaredLength);
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), chunksWritten }));
      response.on('error', reject);
    });
    // Once the server answers and closes, writes fail with EPIPE/ECONNRESET: that is the point.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeMore = (): void => {
      if (answered || request.destroyed) return;
      if (chunksWritten >= options.maxChunks) {
        request.end();
        return;
      }
      chunksWritten++;
      request.write(options.chunk, () => setTimeout(writeMore, 5));
    };
    writeMore();
  });
}

test.serial('an oversized body gives 413 body-too-large as soon as it passes the limit', async (t) => {
  const id = await newSession(t);
  const url = `${t.context.hosted.url}/sessions/${id}/navigate`;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  // Declared too large: refused from the headers, before the body is read.
  const declared = await sendLargeBody(url, { declaredLength: 64 * 1024 * 1024, chunk, maxChunks: 1024 });
  t.is(declared.status, 413);
  t.is((JSON.parse(declared.body) as { error: { code: string } }).error.code, 'body-too-large');
  t.true(declared.chunksWritten < 1024, 'the server answered without waiting for the whole body');
  // Chunked, no length: refused once 1 MiB has arrived, long before the client is done.
  const streamed = await sendLargeBody(url, { chunk, maxChunks: 1024 });
  t.is(streamed.status, 413);
  t.is((JSON.parse(streamed.body) as { error: { code: string } }).error.code, 'body-too-large');
  t.true(streamed.chunksWritten < 1024, `${streamed.chunksWritten} chunks of 64 KiB were written before the answer`);
  await assertStillServing(t);

  // And through fetch, against a server with a small limit.
  const small = await startHostedServer({ pool: t.context.pool, port: 0, maxBodyBytes: 1024 });
  t.teardown(() => small.close());
  const reply = await call(small.url, 'POST', '/sessions/s0-nope/navigate', JSON.stringify({ url: `http://127.0.0.1/?q=${'x'.repeat(4096)}` }));
  t.is(reply.status, 413);
  t.is(errorOf(reply).code, 'body-too-large');
  await assertStillServing(t, small.url);
});

test.serial('a failure the server did not expect gives 500 internal with no detail, and the server goes on', async (t) => {
  const broken = await startHostedServer({
    pool: {
      openSession: () => Promise.reject(new TypeError('SECRET-INTERNAL detail')),
    },
    port: 0,
  });
  t.teardown(() => broken.close());
  const reply = await call(broken.url, 'POST', '/sessions');
  t.is(reply.status, 500);
  t.deepEqual(errorOf(reply), { code: 'internal', message: 'internal error' });
  await assertStillServing(t, broken.url);
});

test.serial('a navigation failure gives 502 navigation-failed without echoing the URL', async (t) => {
  const id = await newSession(t);
  // A port that was just free: nothing listens, the connection is refused at once.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const reply = await api(t, 'POST', `/sessions/${id}/navigate`, { url: `http://127.0.0.1:${port}/account?token=SECRET-NAV-1` });
  t.is(reply.status, 502);
  t.is(errorOf(reply).code, 'navigation-failed');
  t.false(reply.text.includes('SECRET-NAV-1'), reply.text);
  await assertStillServing(t);
});

test.serial('binding a non-loopback address without a token is refused with invalid-argument, before binding', async (t) => {
  for (const host of ['0.0.0.0', '::', '192.0.2.1']) {
    const error = await t.throwsAsync(startHostedServer({ pool: t.context.pool, host, port: 0 }));
    t.is((error as { code?: string }).code, 'invalid-argument', host);
  }
  // 192.0.2.1 (TEST-NET-1) is on no interface here: with a token the refusal comes from the bind itself.
  const bind = await t.throwsAsync(startHostedServer({ pool: t.context.pool, host: '192.0.2.1', port: 0, token: 'a-token-of-24-characters' }));
  t.regex((bind as Error).message, /^cannot listen on 192\.0\.2\.1:0: /);

  const env = { ...process.env };
  delete env['LOOKOUT_TOKEN'];
  const cli = spawn(process.execPath, ['--no-deprecation', CLI, 'serve', '--host', '0.0.0.0', '--port', '0'], { env });
  let stdout = '';
  let stderr = '';
  cli.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  cli.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
  t.not(code, 0);
  t.is(stdout, '');
  t.regex(stderr, /^lookout: invalid-argument: .*token.*\n$/);
});

test.serial('with a token every request needs Authorization: Bearer <token>, else 401 unauthorized', async (t) => {
  const token = 'tok-3f9a6c1e0b7d';
  const guarded = await startHostedServer({ pool: t.context.pool, port: 0, token });
  t.teardown(() => guarded.close());
  const attempts: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer wrong' },
    { Authorization: `Basic ${token}` },
    { Authorization: `Bearer ${token}x` },
    { Authorization: 'Bearer' },
  ];
  for (const headers of attempts) {
    for (const [method, path] of [
      ['GET', '/health'],
      ['POST', '/sessions'],
      ['GET', '/sessions/s0-nope/snapshot'],
    ] as const) {
      const reply = await call(guarded.url, method, path, undefined, headers);
      t.is(reply.status, 401, `${method} ${path} with ${JSON.stringify(headers)}`);
      t.is(errorOf(reply).code, 'unauthorized');
      t.is(reply.headers.get('www-authenticate'), 'Bearer');
      t.false(reply.text.includes(token));
    }
  }
  const good = { Authorization: `Bearer ${token}` };
  t.is((await call(guarded.url, 'GET', '/health', undefined, good)).status, 200);
  const id = await newSession(t, guarded.url, good);
  const observed = await call(
    guarded.url,
    'POST',
    `/sessions/${id}/navigate`,
    { url: t.context.fixtures.url('basic/shop.html') },
    { authorization: `bearer ${token}` },
  );
  t.is(observed.status, 200);
});

const canaryCases = inputCanary.cases.filter((c) => 'page' in c && 'expect' in c) as unknown as {
  id: string;
  page: string;
  steps?: { act: ActionKind; control: { role: string; name: string }; text?: string }[];
  expect: { forbidden?: string[] };
}[];

test.serial('no input value of the input-canary pages appears in any response: JSON, msgpack, projection, errors', async (t) => {
  t.true(canaryCases.length >= 10, 'the input-canary partition is read');
  // One session for every page: each navigation replaces the page, and the canaries are per page.
  const id = await newSession(t);
  let checked = 0;
  for (const c of canaryCases) {
    const forbidden = [...(c.expect.forbidden ?? []), ...(c.steps ?? []).flatMap((s) => (s.text ? [s.text] : []))];
    if (forbidden.length === 0) continue;
    const replies: Reply[] = [];
    const navigated = await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url(c.page) });
    replies.push(navigated);
    let latest = observationOf(navigated);
    for (const step of c.steps ?? []) {
      const control = latest.controls.find((k) => k.role === step.control.role && k.name === step.control.name);
      if (!control) return t.fail(`${c.id}: no ${step.control.role} named ${step.control.name}`);
      const acted = await api(t, 'POST', `/sessions/${id}/act`, {
        ref: control.ref,
        action: step.act,
        ...(step.text !== undefined ? { text: step.text } : {}),
      });
      replies.push(acted);
      latest = observationOf(acted);
    }
    replies.push(await api(t, 'GET', `/sessions/${id}/snapshot`, undefined, { Accept: 'application/msgpack' }));
    replies.push(await api(t, 'GET', `/sessions/${id}/snapshot?budget=4096`));
    // A failing act that carries a canary as its text.
    replies.push(await api(t, 'POST', `/sessions/${id}/act`, { ref: 'e999999', action: 'fill', text: forbidden[0] }));
    for (const reply of replies) {
      // msgpack strings are UTF-8 bytes too: one search covers every format.
      for (const canary of forbidden) t.false(reply.bytes.includes(Buffer.from(canary, 'utf8')), `${c.id}: ${canary} in a ${reply.contentType} response`);
    }
    checked++;
  }
  t.true(checked >= 10, `${checked} pages checked`);
});

test.serial('lookout serve --port 0 prints one line, serves, and on SIGTERM exits 0 leaving no Chromium behind', async (t) => {
  const env = { ...process.env };
  delete env['LOOKOUT_TOKEN'];
  const cli = spawn(process.execPath, ['--no-deprecation', CLI, 'serve', '--port', '0', '--workers', '1', '--allow-private-network'], { env });
  t.teardown(() => {
    if (cli.exitCode === null) cli.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  cli.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    cli.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /^lookout serve: listening on (http:\/\/127\.0\.0\.1:[0-9]+)\n/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`lookout serve exited with ${code}: ${stderr}`)));
  });

  const created = await call(base, 'POST', '/sessions');
  t.is(created.status, 201);
  const id = (JSON.parse(created.text) as { session: string }).session;
  const observed = observationOf(await call(base, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('basic/shop.html') }));
  t.is(observed.revision, 1);
  t.deepEqual(observationOf(await call(base, 'GET', `/sessions/${id}/snapshot`)), observed);

  const tree = processTree(cli.pid!);
  t.true(tree.length > 2, 'the server runs a browser with its own processes');
  cli.kill('SIGTERM');
  t.is(await exited, 0, stderr);
  t.is(stdout, `lookout serve: listening on ${base}\n`, 'exactly one line on stdout');
  t.deepEqual(tree.filter(isAlive), [], 'no process of the server outlives it');
});
