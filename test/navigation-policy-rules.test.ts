// The navigation policy's rules on their own: address kinds, origin entries, URL checks, the resolver's
// "any non-public answer refuses" rule, and the egress proxy spoken to directly. The browser-level enforcement is in navigation-policy.test.ts.
import test from 'ava';
import { request as httpRequest } from 'node:http';
import { addressKind, type AddressKind, checkOrigin, checkUrl, hostIsPrivate, parseOriginPattern, resolvePolicy } from '../schemas/navigation-policy.js';
import { BLOCKED_HEADER, Blocked, EgressProxy, resolveChecked } from '../workers/egress-proxy.js';
import { startOriginServer } from './helpers/origin-server.js';

test('every non-public IPv4 and IPv6 address is classified, IPv4 carried in IPv6 included', (t) => {
  const cases: [string, AddressKind][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700::1111', 'public'],
  ];
  for (const [address, kind] of cases) t.is(addressKind(address), kind, address);
  for (const notAnAddress of ['example.com', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', ':::', '1::2::3', '12345::']) {
    t.is(addressKind(notAnAddress), null, notAnAddress);
  }
});

test('host names that never leave the machine and IP literals in brackets are private', (t) => {
  for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'a.b.localhost', '[::1]', '[::ffff:10.0.0.1]', '127.0.0.1']) t.true(hostIsPrivate(host), host);
  for (const host of ['example.com', 'localhost.example.com', '[2606:4700::1111]', '93.184.216.34']) t.false(hostIsPrivate(host), host);
});

test('origin entries: full origins and any-port origins; anything else is refused naming the entry', (t) => {
  t.deepEqual(parseOriginPattern('https://Example.com'), { scheme: 'https:', host: 'example.com', port: '443', text: 'https://Example.com' });
  t.deepEqual(parseOriginPattern('http://localhost:*'), { scheme: 'http:', host: 'localhost', port: '*', text: 'http://localhost:*' });
  t.deepEqual(parseOriginPattern('http://[::1]:8080'), { scheme: 'http:', host: '[::1]', port: '8080', text: 'http://[::1]:8080' });
  for (const bad of [
    'example.com',
    'https://example.com/path',
    'https://user@example.com',
    'ftp://example.com',
    'https://example.com?x=1',
    'https://*.example.com',
    '',
  ]) {
    t.throws(() => parseOriginPattern(bad), { instanceOf: TypeError }, bad);
  }
  t.throws(() => resolvePolicy({ allowedOrigins: ['nope'] }), { message: /options\.allowedOrigins: "nope" is not an origin/ });
  t.throws(() => resolvePolicy({ blockPrivateNetwork: 'yes' as unknown as boolean }), { message: /options\.blockPrivateNetwork must be a boolean/ });
});

test('checkUrl: file URLs need allowFileUrls; blockedOrigins wins over allowedOrigins; a port wildcard takes any port', (t) => {
  const open = resolvePolicy({});
  t.is(checkUrl(open, new URL('file:///etc/passwd')), 'file-urls');
  t.is(checkUrl(resolvePolicy({ allowFileUrls: true }), new URL('file:///etc/passwd')), null);
  t.is(checkUrl(open, new URL('http://127.0.0.1/')), null, 'the library opens the private network unless asked');
  for (const url of ['data:text/html,hi', 'about:blank']) t.is(checkUrl(resolvePolicy({ allowedOrigins: ['https://a.example'] }), new URL(url)), null, url);

  const policy = resolvePolicy({
    allowedOrigins: ['https://a.example', 'http://localhost:*'],
    blockedOrigins: ['https://a.example:8443', 'http://localhost:9'],
  });
  t.is(checkUrl(policy, new URL('https://a.example/x')), null);
  t.is(checkUrl(policy, new URL('https://a.example:443/x')), null);
  t.is(checkUrl(policy, new URL('http://a.example/x')), 'allowed-origins', 'the scheme is part of the origin');
  t.is(checkUrl(policy, new URL('https://a.example:8443/')), 'blocked-origins');
  t.is(checkUrl(policy, new URL('http://localhost:3000/')), null);
  t.is(checkUrl(policy, new URL('http://localhost:9/')), 'blocked-origins');
  t.is(checkUrl(policy, new URL('https://b.example/')), 'allowed-origins');
  t.is(checkUrl(policy, new URL('wss://a.example/socket')), null, 'a WebSocket counts as its page origin');
  // A tunnel (CONNECT host:port) has no scheme: host and port decide.
  t.is(checkOrigin(policy, null, 'a.example', '443'), null);
  t.is(checkOrigin(policy, null, 'a.example', '8443'), 'blocked-origins');
  t.is(checkOrigin(policy, null, 'b.example', '443'), 'allowed-origins');

  const privateOff = resolvePolicy({ blockPrivateNetwork: true });
  for (const url of [
    'http://127.0.0.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://[::ffff:127.0.0.1]/',
    'http://foo.localhost/',
    'http://169.254.169.254/',
    'http://0.0.0.0:8930/',
  ]) {
    t.is(checkUrl(privateOff, new URL(url)), 'private-network', url);
  }
  t.is(checkUrl(privateOff, new URL('https://example.com/')), null, 'names are resolved later, by the worker');
});

test('a host name is refused when any address it resolves to is not public, and resolved to the address that was checked', async (t) => {
  const policy = resolvePolicy({ blockPrivateNetwork: true });
  const answers: Record<string, string[]> = {
    'public.test': ['93.184.216.34'],
    'mixed.test': ['93.184.216.34', '10.0.0.7'],
    'metadata.test': ['169.254.169.254'],
    'mapped.test': ['::ffff:127.0.0.1'],
  };
  const resolver = async (host: string) => (answers[host] ?? []).map((address) => ({ address }));
  t.is(await resolveChecked('public.test', policy, resolver), '93.184.216.34');
  for (const host of ['mixed.test', 'metadata.test', 'mapped.test', 'localhost', 'x.localhost', '[::1]', '10.9.8.7']) {
    const error = await t.throwsAsync(resolveChecked(host, policy, resolver), { instanceOf: Blocked }, host);
    t.is(error?.rule, 'private-network');
  }
  // Without the rule the same names resolve as they are.
  t.is(await resolveChecked('mixed.test', resolvePolicy({}), resolver), '93.184.216.34');
  await t.throwsAsync(resolveChecked('nowhere.test', policy, resolver), { message: /no address/ });
});

test('the egress proxy refuses plain requests and tunnels to private addresses and unlisted origins, and forwards the rest', async (t) => {
  const target = await startOriginServer();
  t.teardown(() => target.close());
  const viaProxy = async (proxy: EgressProxy, method: 'GET' | 'CONNECT', url: string) =>
    new Promise<{ status: number; blocked: string | undefined }>((resolve, reject) => {
      const { port } = new URL(proxy.url);
      const path = method === 'CONNECT' ? new URL(url).host : url;
      const request = httpRequest({ host: '127.0.0.1', port, method, path, headers: { Host: new URL(url).host } });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, blocked: response.headers[BLOCKED_HEADER] as string | undefined });
      });
      request.on('connect', (response, socket) => {
        socket.destroy();
        resolve({ status: response.statusCode ?? 0, blocked: response.headers[BLOCKED_HEADER] as string | undefined });
      });
      request.on('error', reject);
      request.end();
    });

  const closed = await EgressProxy.start(resolvePolicy({ blockPrivateNetwork: true }));
  t.teardown(() => closed.close());
  for (const url of [`${target.origin}/plain`, `http://localhost:${target.port}/name`, `http://[::1]:${target.port}/v6`]) {
    t.deepEqual(await viaProxy(closed, 'GET', url), { status: 403, blocked: 'private-network' }, url);
    t.deepEqual(await viaProxy(closed, 'CONNECT', url), { status: 403, blocked: 'private-network' }, `CONNECT ${url}`);
  }
  t.deepEqual(target.hits, [], 'nothing reached the private server');
  t.true(closed.refusedSince(0).every((r) => r.rule === 'private-network'));
  t.is(closed.refusedSince(0).length, 6);

  const listed = await EgressProxy.start(resolvePolicy({ allowedOrigins: [target.origin] }));
  t.teardown(() => listed.close());
  t.deepEqual(await viaProxy(listed, 'GET', `${target.origin}/allowed`), { status: 200, blocked: undefined });
  t.deepEqual(await viaProxy(listed, 'CONNECT', `${target.origin}/tunnel`), { status: 200, blocked: undefined });
  t.deepEqual(await viaProxy(listed, 'GET', `http://localhost:${target.port}/other-host`), { status: 403, blocked: 'allowed-origins' });
  t.deepEqual(target.hits, ['/allowed'], 'only the allowed request arrived (a tunnel carries no request of its own)');
});
