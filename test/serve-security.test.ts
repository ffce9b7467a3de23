// `lookout serve` as a web page would attack it: a cross-site POST, DNS rebinding (a foreign Host), a simple
// text/plain request, guessed session ids, more sessions than the cap, and sessions left behind. Raw requests
// (node:http) where a header fetch() would not let us forge matters.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { pack, unpack } from 'msgpackr';
import { ObservationPool } from '../pool/pool.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { startHostedServer, type HostedServer, type HostedServerOptions } from '../transport/http.js';
import { isAlive, processTree } from '../pool/proc.js';

interface Context {
  pool: ObservationPool;
  fixtures: FixtureServer;
}

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

test.before(async (t) => {
  t.context.fixtures = await serveFixtures();
  t.context.pool = await ObservationPool.start({ workers: 1 });
});
test.after.always(async (t) => {
  await t.context.pool?.close();
  await t.context.fixtures?.close();
});

async function hosted(t: ExecutionContext<Context>, options: Partial<HostedServerOptions> = {}): Promise<HostedServer> {
  const server = await startHostedServer({ pool: t.context.pool, port: 0, ...options });
  t.teardown(() => server.close());
  return server;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: { error?: { code: string; message: string; reason?: string }; session?: string; sessions?: number } & Record<string, unknown>;
}

/** One request with exactly these headers (node:http lets Host, Origin and Sec-Fetch-* be set freely). */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Raw> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = {};
        try {
          json = JSON.parse(text) as object;
        } catch {
          // Not JSON: the caller looks at the body.
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, json: json as Raw['json'] });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const sessionsOf = async (base: string) => (await raw(base, 'GET', '/health')).json.sessions;

test.serial('what a web page can send is refused before anything runs: foreign Host, foreign Origin, text/plain, cross-site fetch metadata', async (t) => {
  const server = await hosted(t);
  const { port } = new URL(server.url);
  const attacks: [string, Record<string, string>, string | undefined, string][] = [
    ['DNS rebinding (foreign Host)', { Host: `attacker.example:${port}` }, undefined, 'forbidden-host'],
    ['rebinding with a JSON body', { Host: `attacker.example:${port}`, 'Content-Type': 'application/json' }, '{}', 'forbidden-host'],
    ['cross-site POST (foreign Origin)', { Origin: 'https://attacker.example', 'Content-Type': 'text/plain' }, '{}', 'forbidden-origin'],
    [
      'the reported chain: foreign Host and Origin, text/plain',
      { Host: 'attacker.example', Origin: 'http://attacker.example', 'Content-Type': 'text/plain' },
      '{}',
      'forbidden-host',
    ],
    ['an opaque origin', { Origin: 'null' }, undefined, 'forbidden-origin'],
    ['cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }, undefined, 'forbidden-origin'],
    ['same-site, another port', { 'Sec-Fetch-Site': 'same-site' }, undefined, 'forbidden-origin'],
    ['a simple text/plain request', { 'Content-Type': 'text/plain' }, '{}', 'unsupported-media-type'],
    ['a form post', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1', 'unsupported-media-type'],
    ['a body with no type', {}, '{}', 'unsupported-media-type'],
  ];
  for (const [label, headers, body, code] of attacks) {
    const reply = await raw(server.url, 'POST', '/sessions', headers, body);
    t.is(reply.json.error?.code, code, `${label}: ${reply.body}`);
    t.true(reply.status === 403 || reply.status === 415, label);
  }
  t.is(await sessionsOf(server.url), 0, 'no session was created');
  // The loopback names of the bound address all answer.
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) t.is((await raw(server.url, 'GET', '/health', { Host: host })).status, 200, host);
});

test.serial('the critical chain of the report is closed at every link: no session, and file: refused even from a good request', async (t) => {
  const server = await hosted(t);
  const forged = { Host: 'rebound.example', Origin: 'http://rebound.example', 'Content-Type': 'text/plain' };
  t.is((await raw(server.url, 'POST', '/sessions', forged, '')).json.error?.code, 'forbidden-host');
  const created = await raw(server.url, 'POST', '/sessions', { 'Content-Type': 'application/json' }, '{}');
  t.is(created.status, 201);
  const id = created.json.session!;
  for (const url of ['file:///etc/passwd', 'FILE:///etc/passwd', ' file:/etc/passwd', 'file://localhost/etc/']) {
    const reply = await raw(server.url, 'POST', `/sessions/${id}/navigate`, { 'Content-Type': 'application/json' }, JSON.stringify({ url }));
    t.is(reply.status, 403, url);
    t.is(reply.json.error?.code, 'navigation-blocked', url);
    t.is(reply.json.error?.reason, 'file-urls', url);
    t.false(reply.body.includes('root:'), 'no file content');
  }
});

test.serial('session ids carry 128 random bits and answer only to themselves', async (t) => {
  const server = await hosted(t);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await raw(server.url, 'POST', '/sessions', { 'Content-Type': 'application/json' }, '{}');
    ids.push(created.json.session!);
  }
  t.teardown(() => Promise.all(ids.map((id) => raw(server.url, 'DELETE', `/sessions/${id}`))).then(() => undefined));
  for (const id of ids) t.regex(id, /^s[A-Za-z0-9_-]{22}$/, '16 random bytes, base64url');
  t.is(new Set(ids).size, 3);
  const guessed = `${ids[0]!.slice(0, -1)}${ids[0]!.endsWith('A') ? 'B' : 'A'}`;
  t.is((await raw(server.url, 'GET', `/sessions/${guessed}/snapshot`)).json.error?.code, 'unknown-session');
});

test.serial('sessions past the cap get 429 too-many-sessions with Retry-After; closing one makes room', async (t) => {
  const server = await hosted(t, { maxSessions: 2 });
  const post = () => raw(server.url, 'POST', '/sessions', { 'Content-Type': 'application/json' }, '{}');
  const first = await post();
  const second = await post();
  t.is(first.status, 201);
  t.is(second.status, 201);
  for (let i = 0; i < 3; i++) {
    const refused = await post();
    t.is(refused.status, 429);
    t.is(refused.json.error?.code, 'too-many-sessions');
    t.regex(String(refused.headers['retry-after']), /^[1-9][0-9]*$/);
  }
  t.is(await sessionsOf(server.url), 2);
  t.is((await raw(server.url, 'DELETE', `/sessions/${first.json.session}`)).status, 204);
  const third = await post();
  t.is(third.status, 201, 'room again after a close');
  t.is(await sessionsOf(server.url), 2);
});

test.serial('an idle session expires: its id answers session-expired, its browser context is closed, and the slot is free', async (t) => {
  const server = await hosted(t, { maxSessions: 1, sessionIdleMs: 300 });
  const created = await raw(server.url, 'POST', '/sessions', { 'Content-Type': 'application/json' }, '{}');
  const id = created.json.session!;
  const navigated = await raw(
    server.url,
    'POST',
    `/sessions/${id}/navigate`,
    { 'Content-Type': 'application/json' },
    JSON.stringify({ url: t.context.fixtures.url('basic/shop.html') }),
  );
  t.is(navigated.status, 200);
  const info = await raw(server.url, 'GET', `/sessions/${id}`);
  t.deepEqual([info.json.session, info.json.revision], [id, 1]);
  for (let i = 0; i < 40 && (await sessionsOf(server.url)) !== 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  t.is(await sessionsOf(server.url), 0);
  for (const [method, path] of [
    ['GET', `/sessions/${id}/snapshot`],
    ['POST', `/sessions/${id}/observe`],
    ['DELETE', `/sessions/${id}`],
  ] as const) {
    const reply = await raw(server.url, method, path, method === 'POST' ? { 'Content-Type': 'application/json' } : {}, method === 'POST' ? '{}' : undefined);
    t.is(reply.status, 404, path);
    t.is(reply.json.error?.code, 'session-expired', path);
  }
  const again = await raw(server.url, 'POST', '/sessions', { 'Content-Type': 'application/json' }, '{}');
  t.is(again.status, 201, 'the expired session freed its slot');
  await raw(server.url, 'DELETE', `/sessions/${again.json.session}`);
});

test.serial('allowed web origins get CORS headers and preflights; allowed host names answer; msgpack bodies are read', async (t) => {
  const server = await hosted(t, { corsOrigins: ['https://app.example'], allowedHosts: ['lookout.internal'] });
  const { port } = new URL(server.url);
  const preflight = await raw(server.url, 'OPTIONS', '/sessions', { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' });
  t.is(preflight.status, 204);
  t.is(preflight.headers['access-control-allow-origin'], 'https://app.example');
  t.regex(String(preflight.headers['access-control-allow-headers']), /Content-Type/);
  t.is((await raw(server.url, 'OPTIONS', '/sessions', { Origin: 'https://other.example' })).status, 403);

  const created = await raw(
    server.url,
    'POST',
    '/sessions',
    { Origin: 'https://app.example', Host: `lookout.internal:${port}`, 'Content-Type': 'application/msgpack' },
    pack({}),
  );
  t.is(created.status, 201, created.body);
  t.is(created.headers['access-control-allow-origin'], 'https://app.example');
  const id = created.json.session!;
  t.teardown(() => raw(server.url, 'DELETE', `/sessions/${id}`).then(() => undefined));
  const body = pack({ url: t.context.fixtures.url('basic/shop.html') });
  const observed = await new Promise<Buffer>((resolve, reject) => {
    const url = new URL(`/sessions/${id}/navigate`, server.url);
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        headers: { 'Content-Type': 'application/msgpack', Accept: 'application/msgpack' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  t.is((unpack(observed) as { revision: number }).revision, 1);
  const badMsgpack = await raw(server.url, 'POST', `/sessions/${id}/observe`, { 'Content-Type': 'application/msgpack' }, Buffer.from([0x85, 0xa1]));
  t.is(badMsgpack.json.error?.code, 'invalid-json');
});

test.serial('tokens shorter than 16 bytes are refused, by the library and by the command before a browser starts', async (t) => {
  for (const token of ['short', '15-bytes-token!', 'has white space in it']) {
    const error = await t.throwsAsync(startHostedServer({ pool: t.context.pool, port: 0, token }));
    t.is((error as { code?: string }).code, 'invalid-argument', token);
  }
  const env = { ...process.env, LOOKOUT_TOKEN: 'too-short' };
  const cli = spawn(process.execPath, ['--no-deprecation', CLI, 'serve', '--port', '0'], { env });
  let stderr = '';
  cli.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
  t.is(code, 1);
  t.regex(stderr, /^lookout: invalid-argument: the token must be at least 16 bytes/);
});

test.serial('lookout serve refuses private addresses by default: its browser cannot read the server itself', async (t) => {
  const env = { ...process.env };
  delete env['LOOKOUT_TOKEN'];
  const cli = spawn(process.execPath, ['--no-deprecation', CLI, 'serve', '--port', '0', '--workers', '1'], { env });
  t.teardown(() => {
    if (cli.exitCode === null) cli.kill('SIGKILL');
  });
  let stdout = '';
  const base = await new Promise<string>((resolve, reject) => {
    cli.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:[0-9]+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    cli.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const created = await raw(base, 'POST', '/sessions', { 'Content-Type': 'application/json' }, '{}');
  const id = created.json.session!;
  const { port } = new URL(base);
  for (const url of [
    `${base}/health`,
    `http://localhost:${port}/health`,
    t.context.fixtures.url('basic/shop.html'),
    'http://169.254.169.254/latest/meta-data/',
  ]) {
    const reply = await raw(base, 'POST', `/sessions/${id}/navigate`, { 'Content-Type': 'application/json' }, JSON.stringify({ url }));
    t.is(reply.json.error?.code, 'navigation-blocked', url);
    t.is(reply.json.error?.reason, 'private-network', url);
  }
  const tree = processTree(cli.pid!);
  cli.kill('SIGTERM');
  await new Promise((resolve) => cli.once('exit', resolve));
  for (let i = 0; i < 50 && tree.some(isAlive); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  t.deepEqual(tree.filter(isAlive), []);
});
