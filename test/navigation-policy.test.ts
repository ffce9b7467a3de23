// The navigation policy enforced in the browser for every request, through the library: the URL given to
// navigate, redirects, subresources, fetch, workers, WebSockets, popups and navigations the page starts itself.
// A second server on another port is another origin; its request log proves a refused request never arrived.
import test, { type ExecutionContext } from 'ava';
import { hostname } from 'node:os';
import { lookup } from 'node:dns/promises';
import { fileURLToPath } from 'node:url';
import { ObservationPool, type PoolOptions, type Session } from '../pool/pool.js';
import { addressKind } from '../schemas/navigation-policy.js';
import { html, originServerFor, redirect } from './helpers/origin-server.js';
import { until } from './helpers/context.js';

async function poolFor(t: ExecutionContext, options: PoolOptions): Promise<ObservationPool> {
  const pool = await ObservationPool.start({ workers: 1, ...options });
  t.teardown(() => pool.close());
  return pool;
}

async function sessionOf(t: ExecutionContext, pool: ObservationPool): Promise<Session> {
  const session = await pool.openSession();
  t.teardown(() => session.close());
  return session;
}

const server = originServerFor;

/** The call fails with navigation-blocked naming `rule`, and the session publishes nothing new. */
async function assertBlocked(t: ExecutionContext, session: Session, call: Promise<unknown>, rule: string, label: string): Promise<void> {
  const before = session.revision;
  const error = await t.throwsAsync(call, undefined, label);
  t.is((error as { code?: string }).code, 'navigation-blocked', `${label}: ${error?.message}`);
  t.is((error as { rule?: string }).rule, rule, label);
  t.is(session.revision, before, `${label}: nothing is published`);
}

test('file: URLs in every spelling are refused (file-urls) and publish nothing; allowFileUrls opens them', async (t) => {
  const pool = await poolFor(t, {});
  const session = await sessionOf(t, pool);
  for (const url of ['file:///etc/passwd', 'FILE:///etc/passwd', 'file:/etc/passwd', '  file:///etc/', 'file://localhost/etc/passwd', 'File:\\\\etc\\passwd']) {
    await assertBlocked(t, session, session.navigate({ url }), 'file-urls', url);
  }
  const opened = await sessionOf(t, await poolFor(t, { allowFileUrls: true }));
  const shop = new URL('../../fixtures-site/basic/shop.html', import.meta.url);
  t.true(fileURLToPath(shop).endsWith('shop.html'));
  const observation = await opened.navigate({ url: shop.href });
  t.true(observation.controls.length > 0, 'a local page is observed once file URLs are allowed');
});

test('allowedOrigins and blockedOrigins hold for every request of the page, not only for navigate', async (t) => {
  const other = await server(t);
  const b = other.origin;
  const a = await server(t, {
    // Once every request to the other origin has been answered (by it, or by the policy's refusal), the page asks
    // its own origin for /sentinel: a request that reached the other origin was logged there before that.
    '/page': html(
      `<script>const waiting = new Set(['img', 'frame', 'fetch', 'worker', 'socket', 'popup']);` +
        `function settled(what) { if (waiting.delete(what) && waiting.size === 0) fetch('/sentinel'); }</script>` +
        `<h1>Allowed page</h1><img src="${b}/img" onload="settled('img')" onerror="settled('img')">` +
        `<iframe src="${b}/frame" onload="settled('frame')"></iframe>` +
        `<script>fetch('${b}/fetch').catch(() => {}).finally(() => settled('fetch'));` +
        `new Worker('/worker.js').onmessage = () => settled('worker');` +
        `try { new WebSocket('ws://127.0.0.1:${other.port}/ws').onclose = () => settled('socket'); } catch { settled('socket'); }` +
        `const popup = window.open('${b}/popup');` +
        // The popup has left its first about:blank (or is closed) once its navigation was answered.
        `const left = () => { try { return !popup || popup.closed || popup.location.href !== 'about:blank'; } catch { return true; } };` +
        `const watch = setInterval(() => { if (left()) { clearInterval(watch); settled('popup'); } }, 20);</script>`,
    ),
    '/worker.js': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(`fetch('${b}/from-worker').catch(() => {}).finally(() => postMessage('settled'));`);
    },
    '/redirect': redirect(`${b}/landing?token=SECRET-REDIRECT`),
    '/wanders': html(`<p>Leaving soon</p><script>setTimeout(() => { location.href = '${b}/away'; }, 30)</script>`),
    '/link': html(`<p><a href="${b}/clicked">Go elsewhere</a></p>`),
  });
  // The other origin is covered by the port wildcard but blocked: the block list is checked first.
  const pool = await poolFor(t, { allowedOrigins: [a.origin, 'http://127.0.0.1:*'], blockedOrigins: [b] });
  const session = await sessionOf(t, pool);

  const page = await session.navigate({ url: `${a.origin}/page` });
  t.true(page.text.content.includes('Allowed page'));
  await until(() => a.hits.includes('/sentinel'), 'the sentinel the page requests once its requests to the other origin were answered', 15_000);
  t.deepEqual(other.hits, [], 'no subresource, fetch, frame, worker, WebSocket or popup request reached the blocked origin');

  await assertBlocked(t, session, session.navigate({ url: `${b}/direct` }), 'blocked-origins', 'direct');
  await assertBlocked(t, session, session.navigate({ url: `http://localhost:${a.port}/page` }), 'allowed-origins', 'another host name');
  const redirected = session.navigate({ url: `${a.origin}/redirect` });
  await assertBlocked(t, session, redirected, 'blocked-origins', 'a redirect');
  t.false(String(await redirected.catch((e: Error) => e.message)).includes('SECRET-REDIRECT'), 'the message does not quote a query');

  await session.navigate({ url: `${a.origin}/wanders` }).catch(() => undefined);
  // Until the page's own navigation is refused, observe reads the page it is leaving.
  await until(
    () =>
      session.observe().then(
        () => false,
        () => true,
      ),
    'an observation that fails on the page the session wandered to',
    10_000,
  );
  await assertBlocked(t, session, session.observe(), 'blocked-origins', 'a navigation the page started by itself');

  const linked = await session.navigate({ url: `${a.origin}/link` });
  const link = linked.controls.find((c) => c.role === 'link' && c.name === 'Go elsewhere');
  if (!link) return t.fail(`no link in ${JSON.stringify(linked).slice(0, 600)}`);
  await assertBlocked(t, session, session.act({ ref: link.ref, action: 'click' }), 'blocked-origins', 'a click that navigates');
  t.deepEqual(other.hits, [], 'nothing reached the blocked origin at any point');
});

test('blockPrivateNetwork refuses loopback, private and link-local targets in every spelling, and the requests of an allowed page', async (t) => {
  const target = await server(t);
  const pool = await poolFor(t, { blockPrivateNetwork: true });
  const session = await sessionOf(t, pool);
  const port = target.port;
  const urls = [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://LOCALHOST.:${port}/`,
    `http://api.localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://2130706433:${port}/`,
    `http://0x7f.0.0.1:${port}/`,
    `http://0.0.0.0:${port}/`,
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'https://[fd00::1]/',
  ];
  // This machine's own name usually resolves to a loopback or private address: a name, checked after DNS.
  const own = hostname();
  const ownAddresses = await lookup(own, { all: true }).catch(() => []);
  if (ownAddresses.some((a) => addressKind(a.address) !== 'public')) urls.push(`http://${own}:${port}/`);
  for (const url of urls) await assertBlocked(t, session, session.navigate({ url }), 'private-network', url);

  // A page with no network origin of its own still cannot reach private addresses. No server is left for a sentinel
  // to reach: the page says in its text when both requests were answered (by the server, or by the refusal).
  const dataPage =
    `data:text/html,<script>let waiting = 2; function settled() { if (--waiting === 0) document.getElementById('state').textContent = 'Requests answered'; }</script>` +
    `<p>Data page</p><p id="state">Requests pending</p><img src="http://127.0.0.1:${port}/img" onload="settled()" onerror="settled()">` +
    `<script>fetch('http://localhost:${port}/fetch').catch(() => {}).finally(settled)</script>`;
  const observed = await session.navigate({ url: dataPage });
  t.true(observed.text.content.includes('Data page'));
  await until(async () => (await session.observe()).text.content.includes('Requests answered'), 'the data page to say its requests were answered', 10_000);
  t.deepEqual(target.hits, [], 'no request reached the loopback server');
});

test('popups past the page cap are closed at once, the rest when their call ends, and none keeps running after it', async (t) => {
  const site = await server(t, {
    // The opener ticks on as its popups do: its ticks show that the browser's time goes on.
    '/opener': html(
      `<p>Opener</p><script>for (let i = 0; i < 10; i++) window.open('/popup?n=' + i); setInterval(() => fetch('/opener-tick').catch(() => {}), 40);</script>`,
    ),
    '/popup': html(`<p>Popup</p><script>setInterval(() => fetch('/tick').catch(() => {}), 40);</script>`),
  });
  const pool = await poolFor(t, { maxPagesPerSession: 3 });
  const session = await sessionOf(t, pool);
  await session.navigate({ url: `${site.origin}/opener` });
  // The counts arrive with each observation: observe until they count every popup.
  await until(async () => (await session.observe(), session.popups.opened >= 10), 'the ten popups to be counted', 10_000);
  t.is(session.popups.opened, 10);
  t.true(session.popups.closedAtCap === 8, `${session.popups.closedAtCap} of 10 closed at the cap of 3 pages`);
  const count = (path: string) => site.hits.filter((h) => h === path).length;
  const openerTicked = (ticks: number) => {
    const from = count('/opener-tick');
    return until(() => count('/opener-tick') >= from + ticks, `${ticks} more ticks of the opener`, 30_000);
  };
  // Ticks a popup sent before it was closed arrive first (at least 200 ms of the page's time)...
  await openerTicked(5);
  const ticks = count('/tick');
  // ... then a popup still running would tick too (at least 800 ms).
  await openerTicked(20);
  t.is(count('/tick'), ticks, 'no popup runs after the call that opened it');
});
