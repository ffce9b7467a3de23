import test from 'ava';
import fc from 'fast-check';
import { MAX_REMEMBERED, MIN_LENGTH, REDACTED, SecretValues, redactQuery } from '../workers/url-redaction.js';

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
