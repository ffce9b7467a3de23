// A worker's browsers, by endpoint index: the Chromium this thread launched itself (CDP over a pipe, no relay in
// another thread) or a connection to a remote browser server, each with the address it was made to (a remote
// endpoint that comes back may answer at a new one). The coordinator owns the processes: it finds a launched
// Chromium by an argument it chose, watches it and ends its process group, since a thread cannot get signals.
import type { Browser } from 'playwright-core';
import { chromium } from './playwright.js';
import { WorkerFailure } from './failures.js';

const browsers = new Map<number, { browser: Browser; wsEndpoint: string }>();

/** Closes the browser or connection of an endpoint, if there is one. */
async function drop(endpoint: number): Promise<void> {
  const existing = browsers.get(endpoint);
  if (!existing) return;
  browsers.delete(endpoint);
  await existing.browser.close().catch(() => undefined);
}

function keep(endpoint: number, browser: Browser, wsEndpoint: string): void {
  browsers.set(endpoint, { browser, wsEndpoint });
  browser.on('disconnected', () => {
    if (browsers.get(endpoint)?.browser === browser) browsers.delete(endpoint);
  });
}

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/** Connects to the endpoint at `wsEndpoint`, replacing a connection to an older address of it. */
export async function connect(endpoint: number, wsEndpoint: string, timeoutMs: number): Promise<void> {
  const existing = browsers.get(endpoint);
  if (existing?.browser.isConnected() && existing.wsEndpoint === wsEndpoint) return;
  await drop(endpoint);
  let connected: Browser;
  try {
    connected = await chromium.connect(wsEndpoint, { timeout: timeoutMs });
  } catch (error) {
    throw new WorkerFailure('browser-disconnected', `could not connect to browser endpoint ${endpoint}: ${firstLine(error)}`);
  }
  // A browser server whose Chromium just died still accepts connections until it notices, and hands out the dead
  // browser: only a round trip to the browser proves it is there.
  try {
    await (await connected.newContext()).close();
  } catch (error) {
    await connected.close().catch(() => undefined);
    throw new WorkerFailure('browser-disconnected', `browser endpoint ${endpoint} accepted the connection but its browser is gone: ${firstLine(error)}`);
  }
  keep(endpoint, connected, wsEndpoint);
}

/**
 * Launches this thread's own Chromium as endpoint `endpoint`, replacing (and closing) the one it had. Signals are
 * the coordinator's to handle: they never reach a worker thread.
 */
export async function launch(endpoint: number, executablePath: string, args: string[], timeoutMs: number): Promise<void> {
  await drop(endpoint);
  let launched: Browser;
  try {
    launched = await chromium.launch({
      executablePath,
      headless: true,
      args,
      // Playwright turns off Chromium's guard against pages that flood the browser with history updates
      // (history.pushState in a loop); with it off, one such page leaves its session unable to navigate again.
      ignoreDefaultArgs: ['--disable-ipc-flooding-protection'],
      timeout: timeoutMs,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (error) {
    throw new WorkerFailure('browser-launch-failed', `Chromium at ${executablePath} did not start: ${firstLine(error)}`);
  }
  keep(endpoint, launched, '');
}

/** The connected browser of an endpoint; browser-disconnected when there is none. */
export function browserFor(endpoint: number): Browser {
  const connection = browsers.get(endpoint);
  if (!connection?.browser.isConnected()) throw new WorkerFailure('browser-disconnected', `browser endpoint ${endpoint} is not connected`);
  return connection.browser;
}

export async function disconnectAll(): Promise<void> {
  for (const endpoint of [...browsers.keys()]) await drop(endpoint);
}
