// The hosted server in the tests of `lookout serve`: a pool and fixture server per test file, and a real HTTP
// client (Node's fetch) with the checks every such test makes.
import type { ExecutionContext, TestFn } from 'ava';
import { ObservationPool } from '../../pool/pool.js';
import type { Control, Observation } from '../../schemas/observation.js';
import { serveFixtures, type FixtureServer } from '../../harness/fixture-server.js';
import { startHostedServer, type HostedServer } from '../../transport/http.js';

export interface Context {
  pool: ObservationPool;
  fixtures: FixtureServer;
  hosted: HostedServer;
}

/** Starts a fixture server, a 1-worker pool and the hosted server over it before the file's tests; ends them after. */
export function withHostedServer(test: TestFn<Context>): void {
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
}

export interface Reply {
  status: number;
  contentType: string;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

export async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', headers: response.headers, bytes, text: bytes.toString('utf8') };
}

export const api = (t: ExecutionContext<Context>, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(t.context.hosted.url, method, path, body, headers);

export function observationOf(reply: Reply): Observation {
  if (reply.status !== 200) throw new Error(`expected 200, got ${reply.status}: ${reply.text}`);
  return JSON.parse(reply.text) as Observation;
}

export function errorOf(reply: Reply): { code: string; message: string; reason?: string } {
  if (!reply.contentType.startsWith('application/json')) throw new Error(`error body is ${reply.contentType}: ${reply.text}`);
  return (JSON.parse(reply.text) as { error: { code: string; message: string; reason?: string } }).error;
}

export async function newSession(t: ExecutionContext<Context>, base = t.context.hosted.url, headers?: Record<string, string>): Promise<string> {
  const created = await call(base, 'POST', '/sessions', undefined, headers);
  t.is(created.status, 201, created.text);
  const id = (JSON.parse(created.text) as { session: string }).session;
  t.teardown(() => call(base, 'DELETE', `/sessions/${id}`, undefined, headers).then(() => undefined));
  return id;
}

export async function assertStillServing(t: ExecutionContext<Context>, base = t.context.hosted.url): Promise<void> {
  const health = await call(base, 'GET', '/health');
  t.is(health.status, 200, 'the server keeps serving');
}

export function controlNamed(observation: Observation, name: string): Control {
  const control = observation.controls.find((c) => c.name === name);
  if (!control) throw new Error(`no control named ${name}`);
  return control;
}
