// The two sides the bench compares, in one Chromium: a Lookout pool with one worker and a Playwright page,
// both connected to a Playwright browser server the bench starts.
import { createServer } from 'node:net';
import { chromium, type Browser, type BrowserServer, type CDPSession, type Page } from 'playwright-core';
import { bytesOf } from '../pool/artifacts.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import { decodeRecord } from '../schemas/codec.js';
import type { Observation } from '../schemas/observation.js';
import type { CollectionRecord } from '../schemas/record.js';

export const BENCH_CALL_TIMEOUT_MS = 600_000;

/**
 * Every host name but loopback fails to resolve at once: the machine has no network, and a saved page's
 * requests to other hosts (fonts, analytics, images on a CDN) must fail now instead of waiting for DNS.
 */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One Chromium for both sides: a Playwright browser server the pool and the Playwright page both connect to. */
export async function startBrowser(): Promise<{ server: BrowserServer; debuggingPort: number }> {
  const debuggingPort = await freePort();
  const server = await chromium.launchServer({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS, `--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1'],
    host: '127.0.0.1',
    timeout: 60_000,
  });
  return { server, debuggingPort };
}

export class Bench {
  private lastRecord: Uint8Array | null = null;

  constructor(
    readonly pool: ObservationPool,
    readonly session: Session,
    readonly browser: Browser,
    readonly page: Page,
    readonly relay: CDPSession,
  ) {}

  static async start(wsEndpoint: string): Promise<Bench> {
    let bench: Bench | null = null;
    // The seam keeps a reference only: decoding here would be timed as part of the observation.
    const pool = await ObservationPool.start({
      workers: 1,
      browserEndpoints: [wsEndpoint],
      // A 200k-node page can take long to load on a busy machine; the bench measures, it does not give up.
      callTimeoutMs: BENCH_CALL_TIMEOUT_MS,
      onRecord: (bytes) => void (bench!.lastRecord = bytes),
    });
    const session = await pool.openSession();
    const browser = await chromium.connect(wsEndpoint);
    // The same viewport as a Lookout session's context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const relay = await context.newCDPSession(page);
    bench = new Bench(pool, session, browser, page, relay);
    return bench;
  }

  /** `session.navigate`: its wall time and the observation it returns. */
  async navigate(url: string): Promise<{ ms: number; observation: Observation }> {
    const t0 = performance.now();
    const observation = await this.session.navigate({ url });
    return { ms: performance.now() - t0, observation };
  }

  /** One observation: its wall time, the collector's in-page time from the worker's record, and its canonical JSON bytes. */
  async observe(): Promise<{ ms: number; collectMs: number; bytes: number }> {
    const t0 = performance.now();
    const observation = await this.session.observe();
    const ms = performance.now() - t0;
    const record = decodeRecord<CollectionRecord>(this.lastRecord!);
    return { ms, collectMs: record.collectMs, bytes: Buffer.byteLength(bytesOf(observation).json) };
  }

  async aria(mode: 'default' | 'ai'): Promise<{ ms: number; chars: number; bytes: number }> {
    const t0 = performance.now();
    const snapshot = await this.page.locator('body').ariaSnapshot({ mode, timeout: BENCH_CALL_TIMEOUT_MS });
    return { ms: performance.now() - t0, chars: snapshot.length, bytes: Buffer.byteLength(snapshot) };
  }

  record(): Uint8Array | null {
    return this.lastRecord;
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    await this.pool.close();
  }
}
