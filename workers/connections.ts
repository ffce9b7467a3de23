// A worker's connections to the pool's browser endpoints, by endpoint index, each with the address it was made
// to (a relaunched browser answers at a new one).
import { chromium, type Browser } from 'playwright-core';
import { WorkerFailure } from './failures.js';

const browsers = new Map<number, { browser: Browser; wsEndpoint: string }>();

/** Connects to the endpoint at `wsEndpoint`, replacing a connection to an older address of it. */
export async function connect(endpoint: number, wsEndpoint: string, timeoutMs: number): Promise<void> {
  const existing = browsers.get(endpoint);
  if (existing?.browser.isConnected() && existing.wsEndpoint === wsEndpoint) return;
  if (existing) {
    browsers.delete(endpoint);
    await existing.browser.close().catch(() => undefined);
  }
  let connected: Browser;
  try {
    connected = await chromium.connect(wsEndpoint, { timeout: timeoutMs });
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new WorkerFailure('browser-disconnected', `could not connect to browser endpoint ${endpoint}: ${message}`);
  }
  browsers.set(endpoint, { browser: connected, wsEndpoint });
  connected.on('disconnected', () => {
    if (browsers.get(endpoint)?.browser === connected) browsers.delete(endpoint);
  });
}

/** The connected browser of an endpoint; browser-disconnected when there is none. */
export function browserFor(endpoint: number): Browser {
  const connection = browsers.get(endpoint);
  if (!connection?.browser.isConnected()) throw new WorkerFailure('browser-disconnected', `browser endpoint ${endpoint} is not connected`);
  return connection.browser;
}

export async function disconnectAll(): Promise<void> {
  for (const [endpoint, connection] of browsers) {
    browsers.delete(endpoint);
    await connection.browser.close().catch(() => undefined);
  }
}
