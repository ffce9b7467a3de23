import test from 'ava';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveFixtures } from '../harness/fixture-server.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { unpackControls, type PackedControls } from '../schemas/wire.js';

const source = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8');

test('the shipped collector is plain browser code: no require, import() or bundler helpers', (t) => {
  t.false(source.includes('require('));
  t.false(source.includes('import('));
  t.false(source.includes('__name'));
});

test('the shipped collector installs its API without touching the page world', (t) => {
  t.true(source.includes('__lookout'));
  t.false(/\bwindow\.(?!getComputedStyle|scroll|inner|getSelection)[a-zA-Z]+\s*=/.test(source), 'assigns nothing to window');
});

/** Runs `body` on a fixture page in real Chromium; `world` makes an isolated world holding the collector, and evaluates in it. */
async function onPage(path: string, body: (world: (name: string) => Promise<Evaluate>) => Promise<void>): Promise<void> {
  const server = await serveFixtures();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(server.url(path));
    const cdp = await page.context().newCDPSession(page);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    await body(async (name) => {
      const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: name });
      await cdp.send('Runtime.evaluate', { expression: source, contextId: executionContextId });
      return async (expression) => (await cdp.send('Runtime.evaluate', { expression, contextId: executionContextId, returnByValue: true })).result.value;
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

type Evaluate = (expression: string) => Promise<unknown>;

test('the collector leaves out the address of a link to a place on its own page before the result leaves the page', async (t) => {
  // The worker drops such an address anyway (workers/collection.ts); sent, it only costs the protocol bytes.
  await onPage('reach/date-picker.html?seed=CANARY-SEED-77&autostart=1', async (world) => {
    const run = await world('bundle-test');
    const result = JSON.parse((await run('globalThis.__lookout.collect({ refBase: 1, candidate: 1, keep: null })')) as string) as {
      controls: PackedControls;
    };
    const links = unpackControls(result.controls).filter((c) => c.role === 'link');
    t.is(links.length, 33);
    t.deepEqual(
      links.filter((c) => c.href !== undefined).map((c) => [c.name, c.href!.replace(/^http:\/\/[^/]+/, '')]),
      [['read the article', '/reach/article.html?ref=picker']],
    );
  });
});

test('a warm-up runs the collector and keeps nothing: no ref issued, no listener candidate dropped', async (t) => {
  // The worker warms a new document's collector while the page settles (workers/warming.ts).
  await onPage('actionable/inbox.html', async (world) => {
    const collect = async (run: Evaluate): Promise<{ controls: PackedControls; text: unknown; nextRef: number }> =>
      JSON.parse((await run('globalThis.__lookout.collect({ refBase: 100, candidate: 1, keep: null })')) as string);
    const cold = await world('cold');
    const warmed = await world('warmed');
    const [warmMs, scanned] = (await warmed('globalThis.__lookout.warm({})')) as [number, number];
    t.true(warmMs > 0, 'the warm-up ran the collection');
    const [before, after] = [await collect(cold), await collect(warmed)];
    t.true(scanned > 40, 'the whole document was scanned');
    // A warm-up between calls scans a slice of the document (workers/warming.ts): as many nodes as it is asked.
    const [, sliced] = (await warmed('globalThis.__lookout.warm({ scanNodes: 40 })')) as [number, number];
    t.is(sliced, 40);
    const controls = unpackControls(after.controls);
    t.true(controls.length > 0);
    t.is(controls[0]!.ref, 'e100', 'refs start at the collection’s own base: the warm-up issued none');
    t.deepEqual(controls, unpackControls(before.controls));
    t.deepEqual([after.text, after.nextRef], [before.text, before.nextRef]);
    // The candidates for a listener the last collection kept for the worker are still there after a warm-up.
    const targets = await warmed('globalThis.__lookout.listenerTargets(1).length');
    t.true((targets as number) > 0, 'the page has clickable elements the worker is to ask about');
    await warmed('globalThis.__lookout.warm({})');
    t.is(await warmed('globalThis.__lookout.listenerTargets(1).length'), targets);
  });
});
