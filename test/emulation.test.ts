// How a session's browser presents itself (viewport, device, user agent, locale, time zone) and the storage it
// starts with, on every surface: pool defaults, session overrides, CLI flags and the hosted server's POST /sessions.
// A storage state holds secrets: no error quotes it, and a hosted client cannot have the server read a file.
import test, { type ExecutionContext } from 'ava';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ObservationPool, type PoolOptions } from '../pool/pool.js';
import { startHostedServer } from '../transport/http.js';
import { call } from './helpers/hosted.js';
import { startOriginServer, type OriginServer } from './helpers/origin-server.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const run = promisify(execFile);

/** A page that writes what the browser says of itself, and the cookie and local storage it was given. */
const REPORT_PAGE = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>me</title><p id="out"></p><script>
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  document.getElementById('out').textContent = [
    'size ' + innerWidth + 'x' + innerHeight,
    'lang ' + navigator.language,
    'zone ' + zone,
    'touch ' + (navigator.maxTouchPoints > 0 ? 'yes' : 'no'),
    'ua ' + (navigator.userAgent.includes('LookoutTest/1.0') ? 'custom' : navigator.userAgent.includes('Android') ? 'android' : 'chromium'),
    'cookie ' + (document.cookie.includes('sid=') ? 'yes' : 'no'),
    'stored ' + (localStorage.getItem('token') ? 'yes' : 'no'),
  ].join('; ');
</script>`;

async function site(t: ExecutionContext): Promise<OriginServer & { agents: string[] }> {
  const agents: string[] = [];
  const server = await startOriginServer({
    '/me': (request, response) => {
      agents.push(String(request.headers['user-agent']));
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(REPORT_PAGE);
    },
  });
  t.teardown(() => server.close());
  return Object.assign(server, { agents });
}

async function storageFile(origin: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-state-'));
  const file = join(dir, 'state.json');
  await writeFile(
    file,
    JSON.stringify({
      cookies: [{ name: 'sid', value: 'SECRET-COOKIE-9f3', domain: '127.0.0.1', path: '/' }],
      origins: [{ origin, localStorage: [{ name: 'token', value: 'SECRET-LS-77' }] }],
    }),
  );
  return file;
}

async function reportOf(options: PoolOptions, url: string, own: Parameters<ObservationPool['openSession']>[0] = {}): Promise<string> {
  const pool = await ObservationPool.start({ workers: 1, settleQuietMs: 50, ...options });
  try {
    const session = await pool.openSession(own);
    return (await session.navigate({ url })).text.content;
  } finally {
    await pool.close();
  }
}

test('pool options set viewport, user agent, locale, time zone and storage; a session overrides them, a device under explicit ones', async (t) => {
  const server = await site(t);
  const url = `${server.origin}/me`;
  const state = await storageFile(server.origin);
  const pooled = { viewport: { width: 800, height: 600 }, userAgent: 'LookoutTest/1.0', locale: 'de-DE', timezoneId: 'Asia/Tokyo', storageState: state };
  const text = await reportOf(pooled, url);
  for (const part of ['size 800x600', 'lang de-DE', 'zone Asia/Tokyo', 'ua custom', 'cookie yes', 'stored yes'])
    t.true(text.includes(part), `${part} in ${text}`);
  t.false(text.includes('SECRET'), 'the page only says it has them');
  t.is(server.agents.at(-1), 'LookoutTest/1.0', 'the header too');

  const device = await reportOf(pooled, url, { device: 'Pixel 7', userAgent: undefined, locale: 'fr-FR' });
  t.true(device.includes('lang fr-FR') && device.includes('zone Asia/Tokyo'), device);
  t.true(device.includes('size 800x600'), `the pool's explicit viewport wins over the device's: ${device}`);
  t.true(device.includes('touch yes'), device);
  t.true(device.includes('ua custom'), "the pool's explicit user agent too");
  const phone = await reportOf({}, url, { device: 'Pixel 7' });
  t.true(phone.includes('ua android') && phone.includes('touch yes') && !phone.includes('size 1280x800'), phone);
  t.true((await reportOf({}, url)).includes('size 1280x800'), 'the default viewport');
});

test('bad emulation options are refused at the door, naming the option and never quoting a storage state', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-state-'));
  const broken = join(dir, 'broken.json');
  await writeFile(broken, JSON.stringify({ cookies: [{ name: 'sid', value: 'SECRET-COOKIE-9f3' }], origins: [] }));
  const notJson = join(dir, 'not.json');
  await writeFile(notJson, 'SECRET-LINE-1 not json');
  const cases: [PoolOptions, string][] = [
    [{ viewport: { width: 10, height: 10 } }, 'options.viewport'],
    [{ device: 'Nokia 3310' }, 'options.device'],
    [{ userAgent: 'a\r\nX-Injected: 1' }, 'options.userAgent'],
    [{ locale: 'not a locale!' }, 'options.locale'],
    [{ timezoneId: 'Mars/Olympus' }, 'options.timezoneId'],
    [{ storageState: join(dir, 'missing.json') }, 'options.storageState'],
    [{ storageState: broken }, 'options.storageState'],
    [{ storageState: notJson }, 'options.storageState'],
  ];
  for (const [options, field] of cases) {
    const error = await t.throwsAsync(ObservationPool.start({ workers: 1, ...options }), undefined, field);
    t.is((error as { field?: string }).field, field, error?.message);
    t.false(error!.message.includes('SECRET'), error!.message);
  }
  const pool = await ObservationPool.start({ workers: 1 });
  t.teardown(() => pool.close());
  const error = await t.throwsAsync(pool.openSession({ locale: '' }));
  t.is((error as { field?: string }).field, 'options.locale');
});

test('lookout observe takes the emulation flags, and refuses a malformed one before starting a browser', async (t) => {
  const server = await site(t);
  const state = await storageFile(server.origin);
  const flags = ['--viewport-size', '900x700', '--locale', 'ja-JP', '--timezone', 'UTC', '--user-agent', 'LookoutTest/1.0', '--storage-state', state];
  const { stdout } = await run(process.execPath, ['--no-deprecation', CLI, 'observe', `${server.origin}/me`, ...flags], { timeout: 120_000 });
  const text = (JSON.parse(stdout) as { text: { content: string } }).text.content;
  for (const part of ['size 900x700', 'lang ja-JP', 'zone UTC', 'ua custom', 'cookie yes', 'stored yes']) t.true(text.includes(part), `${part} in ${text}`);
  const bad = await run(process.execPath, ['--no-deprecation', CLI, 'observe', `${server.origin}/me`, '--viewport-size', '900'], { timeout: 30_000 }).catch(
    (e: { code: number; stderr: string }) => e,
  );
  t.not((bad as { code: number }).code, 0);
  t.regex((bad as { stderr: string }).stderr, /invalid-argument: --viewport-size must be WIDTHxHEIGHT/);
  for (const [flag, value] of [
    ['--locale', 'not a locale!'],
    ['--device', 'Nokia 3310'],
    ['--storage-state', '/nonexistent/state.json'],
  ]) {
    const refused = await run(process.execPath, ['--no-deprecation', CLI, 'observe', `${server.origin}/me`, flag!, value!], { timeout: 30_000 }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    t.regex((refused as { stderr: string }).stderr, new RegExp(`^lookout: invalid-argument: ${flag}`), `${flag}: the flag, not the library option`);
  }
  t.deepEqual(server.agents.length, 1, 'the refused command loaded nothing');
});

test('a hosted client chooses its session options in POST /sessions, storage inline only', async (t) => {
  const server = await site(t);
  const pool = await ObservationPool.start({ workers: 1, settleQuietMs: 50 });
  t.teardown(() => pool.close());
  const hosted = await startHostedServer({ pool, port: 0 });
  t.teardown(() => hosted.close());
  const created = await call(hosted.url, 'POST', '/sessions', {
    locale: 'fr-FR',
    viewport: { width: 700, height: 500 },
    storageState: { cookies: [{ name: 'sid', value: 'SECRET-COOKIE-9f3', domain: '127.0.0.1', path: '/' }], origins: [] },
  });
  t.is(created.status, 201, created.text);
  const id = (JSON.parse(created.text) as { session: string }).session;
  const observed = await call(hosted.url, 'POST', `/sessions/${id}/navigate`, { url: `${server.origin}/me` });
  const text = (JSON.parse(observed.text) as { text: { content: string } }).text.content;
  t.true(text.includes('lang fr-FR') && text.includes('size 700x500') && text.includes('cookie yes'), text);
  for (const [body, why] of [
    ['{"storageState": "/etc/passwd"}', 'a path would have the server read its files'],
    ['{"cookies": []}', 'an unknown key'],
    ['{"__proto__": {"x": 1}, "locale": "fr-FR"}', 'a prototype key'],
    ['{"timezoneId": "Mars/Olympus"}', 'a bad value'],
  ] as const) {
    const refused = await call(hosted.url, 'POST', '/sessions', body);
    t.is(refused.status, 400, `${why}: ${refused.text}`);
    t.false(refused.text.includes('passwd'), refused.text);
  }
});
