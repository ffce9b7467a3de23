// Finding and starting Chromium. The pool starts one Playwright browser server; every worker
// connects to it and owns its own contexts (the shape remote browsers need later, too).
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { LookoutError } from './errors.js';

/** Flags for Debian's Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** `LOOKOUT_CHROMIUM`, then Debian's /usr/bin/chromium. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['LOOKOUT_CHROMIUM'];
  if (configured) {
    if (!existsSync(configured)) {
      throw new LookoutError('browser-not-found', `LOOKOUT_CHROMIUM is set to ${configured}, which does not exist`);
    }
    return configured;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new LookoutError(
    'browser-not-found',
    'Chromium was not found: install Debian\'s chromium package (apt-get install chromium) or set LOOKOUT_CHROMIUM to a Chromium binary',
  );
}

export async function launchBrowserServer(executablePath: string, timeoutMs: number): Promise<BrowserServer> {
  try {
    return await chromium.launchServer({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: timeoutMs,
      host: '127.0.0.1',
    });
  } catch (error) {
    const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new LookoutError('browser-launch-failed', `Chromium at ${executablePath} did not start: ${first}`, { cause: error });
  }
}
