import test from 'ava';
import { ObservationPool, type PoolOptions } from '../pool/pool.js';
import { findChromium } from '../pool/chromium.js';

const bad: [string, PoolOptions][] = [
  ['options.workers', { workers: 0 }],
  ['options.workers', { workers: 1.5 }],
  ['options.callTimeoutMs', { callTimeoutMs: -1 }],
  ['options.controlPageSize', { controlPageSize: 0 }],
  ['options.maxBytes', { maxBytes: 100 }],
  ['options.executablePath', { executablePath: 42 as unknown as string }],
  ['options.faults', { faults: 'yes' as unknown as PoolOptions['faults'] }],
  ['options.workers', { workers: 65 }],
  ['options.callTimeoutMs', { callTimeoutMs: 3_600_001 }],
  ['options.controlPageSize', { controlPageSize: 10_001 }],
  ['options.maxBytes', { maxBytes: 64 * 1024 * 1024 + 1 }],
  ['options.maxQueue', { maxQueue: 0 }],
  ['options.maxQueue', { maxQueue: 1_000_001 }],
  ['options.browserEndpoints', { browserEndpoints: ['http://not-a-ws'] }],
  ['options.onRecord', { onRecord: 'yes' as unknown as PoolOptions['onRecord'] }],
  ['options.handleSignals', { handleSignals: 'no' as unknown as boolean }],
  ['options.maxPagesPerSession', { maxPagesPerSession: 0 }],
  ['options.maxPagesPerSession', { maxPagesPerSession: 65 }],
  ['options.allowedOrigins', { allowedOrigins: ['example.com'] }],
  ['options.allowedOrigins', { allowedOrigins: 'https://example.com' as unknown as string[] }],
  ['options.blockedOrigins', { blockedOrigins: ['https://example.com/path'] }],
  ['options.allowFileUrls', { allowFileUrls: 'yes' as unknown as boolean }],
  ['options.blockPrivateNetwork', { blockPrivateNetwork: 1 as unknown as boolean }],
];

for (const [field, options] of bad) {
  // Checked at the door: a missing browser would say browser-not-found if the options got past it.
  test(`start() rejects ${JSON.stringify(options)} naming ${field}`, async (t) => {
    const error = await t.throwsAsync(ObservationPool.start(options));
    t.is((error as { code?: string }).code, 'invalid-option');
    t.is((error as { field?: string }).field, field);
    t.true(error!.message.startsWith(field));
  });
}

test('a missing browser is a clear browser-not-found error naming what to install', (t) => {
  const error = t.throws(() => findChromium({ LOOKOUT_CHROMIUM: '/nonexistent/chromium' }));
  t.is((error as { code?: string }).code, 'browser-not-found');
  t.regex(error!.message, /LOOKOUT_CHROMIUM/);
});

test('start() with a browser path that does not exist fails with browser-not-found, not a stack trace', async (t) => {
  const previous = process.env['LOOKOUT_CHROMIUM'];
  process.env['LOOKOUT_CHROMIUM'] = '/nonexistent/chromium';
  t.teardown(() => {
    if (previous === undefined) delete process.env['LOOKOUT_CHROMIUM'];
    else process.env['LOOKOUT_CHROMIUM'] = previous;
  });
  const error = await t.throwsAsync(ObservationPool.start({ workers: 1 }));
  t.is((error as { code?: string }).code, 'browser-not-found');
});
