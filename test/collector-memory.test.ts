// The collector keeps per-element state across collections (live computed-style objects, the ref
// tables of kept revisions). None of it may keep a page's removed elements alive: a page that replaces
// its DOM between observations must not grow by what it threw away.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { serveFixtures } from '../harness/fixture-server.js';

const COLLECTOR = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8');
const ROWS = 2000;
const CHURNS = 20;

test('elements a page removed are collected although the collector read them', async (t) => {
  const server = await serveFixtures();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  t.teardown(async () => {
    await browser.close();
    await server.close();
  });
  const page = await browser.newPage();
  await page.goto(server.url('memory/churn.html'));
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'lookout-test' });
  const installed = await cdp.send('Runtime.evaluate', { expression: COLLECTOR, contextId: executionContextId });
  t.is(installed.exceptionDetails, undefined);

  const liveNodes = async (): Promise<number> => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Memory.getDOMCounters')).nodes;
  };
  const collect = async (candidate: number): Promise<{ text: { content: string } }> => {
    const expression = `globalThis.__lookout.collect(${JSON.stringify({ refBase: 1, candidate, keep: candidate > 1 ? candidate - 1 : null })})`;
    const reply = await cdp.send('Runtime.evaluate', { expression, contextId: executionContextId, returnByValue: true });
    return JSON.parse(reply.result.value as string) as { text: { content: string } };
  };

  t.true((await collect(1)).text.content.includes('Row 0'));
  const before = await liveNodes();
  for (let candidate = 2; candidate <= CHURNS + 1; candidate++) {
    await page.evaluate('window.churn()');
    t.true((await collect(candidate)).text.content.includes('Row 0'));
  }
  const after = await liveNodes();
  // Every churn leaves 2 * ROWS nodes (a <p> and its text) for the collector; the page holds one set.
  t.true(after - before < 2 * ROWS, `live DOM nodes grew from ${before} to ${after} over ${CHURNS} churns`);
});
