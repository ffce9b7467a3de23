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

const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

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
    '/page': html(
      `<h1>Allowed page</h1><img src="${b}/img"><iframe src="${b}/frame"></iframe>` +
        `<script>fetch('${b}/fetch').catch(() => {}); new Worker('/worker.js');` +
        `try { new WebSocket('ws://127.0.0.1:${other.port}/ws'); } catch {}` +
        `window.open('${b}/popup');</script>`,
    ),
    '/worker.js': (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(`fetch('${b}/from-worker').catch(() => {});`);
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
  await settle();
  t.deepEqual(other.hits, [], 'no subresource, fetch, frame, worker, WebSocket or popup request reached the blocked origin');

  await assertBlocked(t, session, session.navigate({ url: `${b}/direct` }), 'blocked-origins', 'direct');
  await assertBlocked(t, session, session.navigate({ url: `http://localhost:${a.port}/page` }), 'allowed-origins', 'another host name');
  const redirected = session.navigate({ url: `${a.origin}/redirect` });
  await assertBlocked(t, session, redirected, 'blocked-origins', 'a redirect');
  t.false(String(await redirected.catch((e: Error) => e.message)).includes('SECRET-REDIRECT'), 'the message does not quote a query');

  await session.navigate({ url: `${a.origin}/wanders` }).catch(() => undefined);
  await settle(300);
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

  // A page with no network origin of its own still cannot reach private addresses.
  const dataPage = `data:text/html,<p>Data page</p><img src="http://127.0.0.1:${port}/img"><script>fetch('http://localhost:${port}/fetch').catch(() => {})</script>`;
  const observed = await session.navigate({ url: dataPage });
  t.true(observed.text.content.includes('Data page'));
  await settle();
  t.deepEqual(target.hits, [], 'no request reached the loopback server');
});

test('popups past the page cap are closed at once, the rest when their call ends, and none keeps running after it', async (t) => {
  const site = await server(t, {
    '/opener': html(`<p>Opener</p><script>for (let i = 0; i < 10; i++) window.open('/popup?n=' + i);</script>`),
    '/popup': html(`<p>Popup</p><script>setInterval(() => fetch('/tick').catch(() => {}), 40);</script>`),
  });
  const pool = await poolFor(t, { maxPagesPerSession: 3 });
  const session = await sessionOf(t, pool);
  await session.navigate({ url: `${site.origin}/opener` });
  await settle(300);
  // The counts arrive with each observation: observe once more to read them all.
  await session.observe();
  t.is(session.popups.opened, 10);
  t.true(session.popups.closedAtCap === 8, `${session.popups.closedAtCap} of 10 closed at the cap of 3 pages`);
  await settle(300);
  const ticks = site.hits.filter((h) => h === '/tick').length;
  await settle(800);
  t.is(site.hits.filter((h) => h === '/tick').length, ticks, 'no popup runs after the call that opened it');
});
