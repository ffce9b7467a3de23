// Finding, starting and ending Chromium. The pool starts one Playwright browser server; every worker
// connects to it and owns its own contexts (the shape remote browsers need too).
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { LookoutError } from './errors.js';
import { groupRunning } from './proc.js';

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
  // WebRTC may otherwise send UDP to any address, past the egress proxy that enforces the navigation policy.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
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
    "Chromium was not found: install Debian's chromium package (apt-get install chromium) or set LOOKOUT_CHROMIUM to a Chromium binary",
  );
}

/** Starts Chromium as a Playwright browser server on loopback; `handleSignals` as Playwright's launch options. */
export async function launchBrowserServer(executablePath: string, timeoutMs: number, handleSignals = true): Promise<BrowserServer> {
  try {
    return await chromium.launchServer({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: timeoutMs,
      host: '127.0.0.1',
      handleSIGINT: handleSignals,
      handleSIGTERM: handleSignals,
      handleSIGHUP: handleSignals,
    });
  } catch (error) {
    const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new LookoutError('browser-launch-failed', `Chromium at ${executablePath} did not start: ${first}`, { cause: error });
  }
}

/**
 * Kills what is left of a Chromium the pool launched and waits, at most `waitMs`, until it is gone.
 * Playwright starts Chromium as the leader of its own process group, and every process Chromium starts
 * (zygotes, renderers, GPU and utility processes) stays in that group. Closing the browser waits only
 * for its main process: the others may outlive it for a moment, so the whole group is killed.
 */
export async function endProcessGroup(pgid: number, waitMs = 2_000): Promise<void> {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    return; // ESRCH: no process of the group is left.
  }
  const deadline = Date.now() + waitMs;
  while (groupRunning(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
