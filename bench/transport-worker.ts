// One worker thread of the transport comparison (bench/transport.ts): it reaches Chromium the way its
// candidate says (`connect` to a browser server's WebSocket, or `launch` its own browser over a pipe), opens
// its lanes (a context each, with a 1k-node and a 10k-node page), and runs the calls a Lookout worker runs to
// observe: Runtime.evaluate of the collector in its isolated world, the result parsed. Only this module is
// loaded in the thread; it answers the driver's messages one at a time.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS } from '../pool/chromium.js';

export interface TransportWorkerData {
  mode: 'connect' | 'launch';
  wsEndpoint?: string;
  executablePath: string;
  /** Passed on Chromium's command line by `launch`, so the driver can find (and end) this thread's browser. */
  marker: string;
  /** The page of each size, by name ('1k', '10k'). */
  urls: Record<string, string>;
  lanes: number;
}

export type TransportRequest = { kind: 'latency'; size: string; calls: number } | { kind: 'run'; ms: number } | { kind: 'close' };

const COLLECTOR_SOURCE = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8');
const WORLD_NAME = 'lookout-collector';
const COLLECT = `globalThis.__lookout.collect(${JSON.stringify({ refBase: 1, candidate: 1, keep: null })})`;

const data = workerData as TransportWorkerData;

interface Tab {
  cdp: CDPSession;
  world: number;
}

async function openTab(browser: Browser, url: string): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: COLLECTOR_SOURCE, worldName: WORLD_NAME });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const tree = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId: tree.frameTree.frame.id, worldName: WORLD_NAME });
  return { cdp, world: executionContextId };
}

async function collect(tab: Tab): Promise<void> {
  const reply = await tab.cdp.send('Runtime.evaluate', { expression: COLLECT, contextId: tab.world, returnByValue: true });
  if (reply.exceptionDetails) throw new Error(`collector failed: ${reply.exceptionDetails.text}`);
  JSON.parse(reply.result.value as string);
}

const browser =
  data.mode === 'launch'
    ? await chromium.launch({ executablePath: data.executablePath, headless: true, args: [...CHROMIUM_ARGS, data.marker], timeout: 60_000 })
    : await chromium.connect(data.wsEndpoint!, { timeout: 60_000 });
const lanes: Record<string, Tab>[] = [];
for (let i = 0; i < data.lanes; i++) {
  const tabs: Record<string, Tab> = {};
  for (const [size, url] of Object.entries(data.urls)) tabs[size] = await openTab(browser, url);
  lanes.push(tabs);
}
// Warm: the collector's first runs in a new document are unoptimized.
for (const tabs of lanes) for (const tab of Object.values(tabs)) for (let i = 0; i < 5; i++) await collect(tab);
parentPort!.postMessage({ ready: true });

parentPort!.on('message', (request: TransportRequest) => {
  void answer(request).then(
    (reply) => parentPort!.postMessage(reply),
    (error: Error) => parentPort!.postMessage({ error: error.message }),
  );
});

async function answer(request: TransportRequest): Promise<unknown> {
  switch (request.kind) {
    case 'latency': {
      const tab = lanes[0]![request.size]!;
      const ms: number[] = [];
      for (let i = 0; i < request.calls; i++) {
        const t0 = performance.now();
        await collect(tab);
        ms.push(performance.now() - t0);
      }
      return { ms };
    }
    case 'run': {
      const until = performance.now() + request.ms;
      const counts = await Promise.all(
        lanes.map(async (tabs) => {
          const all = Object.values(tabs);
          let calls = 0;
          for (; performance.now() < until; calls++) await collect(all[calls % all.length]!);
          return calls;
        }),
      );
      return { calls: counts.reduce((a, b) => a + b, 0) };
    }
    case 'close':
      await browser.close();
      return { closed: true };
  }
}
