// `lookout serve` end to end, when something is wrong: unknown sessions and routes, bodies that are not JSON, fail
// the schema or are too large, failures of the server and of navigation, binding without a token, requests without
// it, and no input value of the input-canary pages in any response.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { closedPort } from './helpers/ports.js';
import { fileURLToPath } from 'node:url';
import type { ActionKind } from '../schemas/observation.js';
import { inputCanary } from '../harness/cases/input-canary.js';
import { startHostedServer } from '../transport/http.js';
import { api, assertStillServing, call, errorOf, newSession, observationOf, withHostedServer, type Context, type Reply } from './helpers/hosted.js';

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
withHostedServer(test);

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
  const port = await closedPort();
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
