// Finding and ending Chromium, and the flags every Chromium the pool launches runs with. Each worker thread
// launches its own (browsers.ts says why); the coordinator ends their process groups.
import { existsSync } from 'node:fs';
import { LookoutError } from './errors.js';
import { groupRunning } from './proc.js';

/**
 * The features Playwright 1.65 turns off with a `--disable-features` of its own. Chromium reads only the last
 * `--disable-features` on its command line, and ours comes after Playwright's, so ours repeats them
 * (test/browser-per-worker.test.ts fails when a Playwright upgrade adds one that is missing here).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Renderers nobody uses. Each browser context Playwright opens gets a window, and headless Chromium 156 starts a
 * renderer for that window's address-bar popup (two WebUI pages) and keeps a spare renderer warm for the next
 * site; a session has one page and never uses either. Without them a session runs one renderer instead of three,
 * and costs about half the CPU to open.
 */
const LOOKOUT_DISABLED_FEATURES = ['SpareRendererForSitePerProcess', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

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
  // Every site in a process of its own, whatever the machine's memory: a frame of another site is then out of the
  // page's process (and its script out of the page's reach), as the frame tests expect.
  '--site-per-process',
  // WebRTC may otherwise send UDP to any address, past the egress proxy that enforces the navigation policy.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...LOOKOUT_DISABLED_FEATURES].join(',')}`,
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

/** Kills a Chromium's process group at once, without waiting: for the process's exit and signal handlers. */
export function killProcessGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: no process of the group is left.
  }
}
