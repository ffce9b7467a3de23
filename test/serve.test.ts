// `lookout serve` end to end: a real HTTP client against the hosted transport over a pool driving real Chromium
// on fixture pages: a session's life, the formats, budgets, continuation, refs, and the process. Bad requests,
// failures, tokens and input values: serve-errors.test.ts.
import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unpack } from 'msgpackr';
import { schemaValidator } from '../pool/admission.js';
import { projectForModel } from '../pool/projection.js';
import type { Observation, Region } from '../schemas/observation.js';
import { isAlive, processTree } from '../pool/proc.js';
import { api, assertStillServing, call, controlNamed, errorOf, newSession, observationOf, withHostedServer, type Context } from './helpers/hosted.js';

const test = anyTest as TestFn<Context>;
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
withHostedServer(test);

test.serial('a session lives from POST /sessions through navigate, observe, act and snapshot to DELETE', async (t) => {
  const id = await newSession(t);
  const before = await api(t, 'GET', `/sessions/${id}/snapshot`);
  t.is(before.status, 404);
  t.is(errorOf(before).code, 'not-found', 'nothing to snapshot before the first observation');

  const navigated = await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/form.html') });
  t.is(navigated.contentType, 'application/json');
  const first = observationOf(navigated);
  t.true(schemaValidator('1.5')(first), JSON.stringify(schemaValidator('1.5').errors));
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

test.serial('refs: a changed control gives 409 expired-reference, a never-issued one unknown-reference, a region ref not-actionable', async (t) => {
  const id = await newSession(t);
  const first = observationOf(await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('actions/form.html') }));
  const second = observationOf(await api(t, 'POST', `/sessions/${id}/act`, { ref: controlNamed(first, 'Hide the vanishing button').ref, action: 'click' }));
  const stale = await api(t, 'POST', `/sessions/${id}/act`, { ref: controlNamed(first, 'Vanishing').ref, action: 'click' });
  t.is(stale.status, 409);
  t.is(errorOf(stale).code, 'expired-reference');
  t.is((errorOf(stale) as { reason?: string }).reason, 'changed');
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
  t.regex(errorOf(stale).message, new RegExp(`^${controlNamed(first, 'Vanishing').ref} `));
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

test.serial('over HTTP, a button inside a cross-origin frame is listed with its frame and clicked through its ref', async (t) => {
  const id = await newSession(t);
  const first = observationOf(await api(t, 'POST', `/sessions/${id}/navigate`, { url: t.context.fixtures.url('frames/consent.html') }));
  t.true(schemaValidator('1.5')(first), JSON.stringify(schemaValidator('1.5').errors));
  const accept = controlNamed(first, 'Accept all');
  t.regex(accept.frame ?? '', /^f\d+$/);
  t.like(first.frameCoverage, { framesEntered: 1 });
  const acted = observationOf(await api(t, 'POST', `/sessions/${id}/act`, { ref: accept.ref, action: 'click' }));
  t.true(acted.text.content.includes('FRAME-CONSENT-SAVED-ac2d'), acted.text.content);
  t.true(schemaValidator('1.5')(acted));
  await api(t, 'DELETE', `/sessions/${id}`);
});
