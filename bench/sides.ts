// The two sides the bench compares, each as its users get it by default: a Lookout pool with one worker,
// whose worker thread launches its own Chromium and drives it over a pipe, and a Playwright page in a Chromium
// that Playwright launches in this thread. On the Playwright side, the browser's native readers are peers too:
// its accessibility tree and its DOM snapshot, over Playwright's CDP session to the same page. The pool's Chromium also listens for CDP on a loopback port (a
// launcher script adds the flag), so the bench can reach the very page the pool observes: to change its DOM
// before an observation, and to time a bare round trip and the collector alone.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { playwright } from './playwright.js';
import { bytesOf } from '../pool/artifacts.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { ObservationPool, type Session } from '../pool/pool.js';
import { decodeRecord } from '../schemas/codec.js';
import type { Observation } from '../schemas/observation.js';
import type { CollectionRecord, WorkerTiming } from '../schemas/record.js';

export const BENCH_CALL_TIMEOUT_MS = 600_000;

/**
 * The DOM snapshot browser-use takes of a page before each step (browser_use/dom/service.py, with
 * REQUIRED_COMPUTED_STYLES of browser_use/dom/enhanced_snapshot.py): ten computed styles per laid-out node,
 * paint order and DOM rectangles.
 */
export const BROWSER_USE_SNAPSHOT = {
  computedStyles: ['display', 'visibility', 'opacity', 'overflow', 'overflow-x', 'overflow-y', 'cursor', 'pointer-events', 'position', 'background-color'],
  includePaintOrder: true,
  includeDOMRects: true,
  includeBlendedBackgroundColors: false,
  includeTextColorOpacities: false,
};

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

/**
 * A launcher for the pool: Chromium with the pool's own arguments, plus the offline rules and a debugging
 * port on loopback. It replaces itself with Chromium (`exec`), so the pool finds and owns the process as usual.
 */
function launcher(dir: string, debuggingPort: number): string {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  const path = join(dir, 'chromium');
  const args = [findChromium(), ...OFFLINE_ARGS, `--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1'];
  writeFileSync(path, `#!/bin/sh\nexec ${args.map(quote).join(' ')} "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

export class Bench {
  private lastRecord: Uint8Array | null = null;

  constructor(
    readonly pool: ObservationPool,
    readonly session: Session,
    /** The CDP port of the pool's Chromium, on 127.0.0.1. */
    readonly debuggingPort: number,
    readonly browser: Browser,
    readonly page: Page,
    readonly relay: CDPSession,
    private readonly dir: string,
  ) {}

  static async start(): Promise<Bench> {
    let bench: Bench | null = null;
    const dir = mkdtempSync(join(tmpdir(), 'lookout-bench-'));
    const debuggingPort = await freePort();
    // Both browsers launch side by side. The seam keeps a reference only: decoding here would be timed as
    // part of the observation.
    const [pool, browser] = await Promise.all([
      ObservationPool.start({
        workers: 1,
        executablePath: launcher(dir, debuggingPort),
        // A 200k-node page can take long to load on a busy machine; the bench measures, it does not give up.
        callTimeoutMs: BENCH_CALL_TIMEOUT_MS,
        onRecord: (bytes) => void (bench!.lastRecord = bytes),
      }),
      playwright().chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS], timeout: 60_000 }),
    ]);
    const session = await pool.openSession();
    // The same viewport as a Lookout session's context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const relay = await context.newCDPSession(page);
    bench = new Bench(pool, session, debuggingPort, browser, page, relay, dir);
    return bench;
  }

  /** `session.navigate`: its wall time and the observation it returns. */
  async navigate(url: string): Promise<{ ms: number; observation: Observation }> {
    const t0 = performance.now();
    const observation = await this.session.navigate({ url });
    return { ms: performance.now() - t0, observation };
  }

  /**
   * One observation: its wall time, the collector's in-page time and the worker's timing from the worker's record,
   * and its canonical JSON bytes.
   */
  async observe(): Promise<{ ms: number; collectMs: number; timing?: WorkerTiming; bytes: number }> {
    const t0 = performance.now();
    const observation = await this.session.observe();
    const ms = performance.now() - t0;
    const record = decodeRecord<CollectionRecord>(this.lastRecord!);
    return { ms, collectMs: record.collectMs, ...(record.timing ? { timing: record.timing } : {}), bytes: Buffer.byteLength(bytesOf(observation).json) };
  }

  async aria(mode: 'default' | 'ai'): Promise<{ ms: number; chars: number; bytes: number }> {
    const t0 = performance.now();
    const snapshot = await this.page.locator('body').ariaSnapshot({ mode, timeout: BENCH_CALL_TIMEOUT_MS });
    return { ms: performance.now() - t0, chars: snapshot.length, bytes: Buffer.byteLength(snapshot) };
  }

  /**
   * `Accessibility.getFullAXTree` on Playwright's page, over Playwright's CDP session: the browser's own
   * accessibility tree, which Chrome DevTools MCP reads.
   */
  async axTree(): Promise<{ ms: number; nodes: number; bytes: () => number }> {
    const t0 = performance.now();
    const tree = await this.relay.send('Accessibility.getFullAXTree');
    const ms = performance.now() - t0;
    return { ms, nodes: tree.nodes.length, bytes: () => Buffer.byteLength(JSON.stringify(tree)) };
  }

  /** `DOMSnapshot.captureSnapshot` on Playwright's page as browser-use calls it (see BROWSER_USE_SNAPSHOT). */
  async domSnapshot(): Promise<{ ms: number; nodes: number; bytes: () => number }> {
    const t0 = performance.now();
    const snapshot = await this.relay.send('DOMSnapshot.captureSnapshot', BROWSER_USE_SNAPSHOT);
    const ms = performance.now() - t0;
    const nodes = snapshot.documents.reduce((sum, d) => sum + (d.nodes.nodeType?.length ?? 0), 0);
    return { ms, nodes, bytes: () => Buffer.byteLength(JSON.stringify(snapshot)) };
  }

  record(): Uint8Array | null {
    return this.lastRecord;
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    await this.pool.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
