// The pool's options: what each means (with its default), and the one place they are checked.
import { realpathSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolvePolicy, type NavigationPolicy, type NavigationPolicyOptions } from '../schemas/navigation-policy.js';
import { LIMITS } from '../schemas/observation.js';
import type { FaultPoint } from '../schemas/record.js';
import { checkEmulation, type EmulationOptions } from './emulation.js';
import { OptionError } from './errors.js';

/** Where a test makes one call fail. Worker-side points fail in the worker; `admission-reject` here. */
export type InjectedFault = FaultPoint | 'admission-reject';

export interface FaultContext {
  op: 'navigate' | 'observe' | 'act';
  session: string;
  /** The revision that would be published if the call succeeded. */
  revision: number;
}

export interface PoolOptions extends NavigationPolicyOptions, EmulationOptions {
  /**
   * Worker threads; each owns the browser contexts of its sessions.
   * @default min(2, available parallelism)
   */
  workers?: number;
  /**
   * Budget of one tool call (navigation, action, collection), in milliseconds.
   * @default 30000
   */
  callTimeoutMs?: number;
  /**
   * Controls per observation page; the rest are reached through `continuation`.
   * @default 200
   */
  controlPageSize?: number;
  /**
   * Canonical byte bound of the serialized text part.
   * @default 65536
   */
  maxBytes?: number;
  /**
   * Chromium executable.
   * @default `LOOKOUT_CHROMIUM`, then /usr/bin/chromium
   */
  executablePath?: string;
  /**
   * Playwright browser servers to use instead of launching Chromium (`ws://host:port/path`, as printed by
   * `chromium.launchServer()` or `npx playwright run-server`). Every worker connects to each; a new session
   * goes to the endpoint with the fewest sessions.
   * @default [] (launch one local Chromium)
   */
  browserEndpoints?: string[];
  /**
   * Calls accepted but not finished (queued or running, over all sessions) before further calls are
   * refused with `queue-full`. The pool emits `saturated` when it reaches this and `drain` when it
   * falls below again; `waitForCapacity()` resolves when there is room.
   * @default 1024
   */
  maxQueue?: number;
  /**
   * Pages one session may hold at once, its own page included. A popup past the cap is closed at once; those
   * within it are tabs, held (loading stopped, scripts paused) between calls while another tab is active.
   * @default 4
   */
  maxPagesPerSession?: number;
  /**
   * What happens to a native dialog (alert, confirm, prompt, beforeunload); every one is reported in the next
   * observation either way. `dismiss` answers at once (beforeunload is accepted, so the navigation it guards
   * goes on); `ask` leaves it open, ends the call that met it, and lets the caller answer with `answerDialog`.
   * @default 'dismiss' (`lookout mcp` and `lookout serve`: 'ask')
   */
  dialogs?: 'dismiss' | 'ask';
  /**
   * How long a dialog left open (`dialogs: 'ask'`) waits for an answer before it is dismissed.
   * @default 60000
   */
  dialogBudgetMs?: number;
  /**
   * Longest wait, after a navigation's load or an action, for the page to settle: no network request in flight
   * and no DOM change for `settleQuietMs`, or, sooner, nothing coming by the end of a short activity window (an
   * action that started nothing, a new document that can show nothing more: docs/contract.md, "Settling"). The
   * observation says whether it settled. 0 does not wait.
   * @default 2000
   */
  settleMs?: number;
  /**
   * How long DOM and network must be quiet for the page to count as settled: long enough for a result that a
   * page fetches a little after a click (200 ms later) to count.
   * @default 300
   */
  settleQuietMs?: number;
  /**
   * The folder files may be uploaded from (act `upload`); every path must resolve inside it. Without it,
   * uploads are refused.
   * @default undefined (no uploads)
   */
  uploadDir?: string;
  /**
   * Allow masked screenshots (`session.screenshot()`). Pixels can carry what the text rules keep out (faint text,
   * a canvas), so they are off unless the operator turns them on; fields, editable regions and frames are always
   * painted over.
   * @default false
   */
  screenshots?: boolean;
  /**
   * Kinds of subresource a session's pages never load, for throughput: images, media (audio, video) and fonts.
   * Stylesheets are always loaded, since what is visible depends on them.
   * @default [] (everything loads)
   */
  blockResources?: BlockableResource[];
  /**
   * Let Playwright close the pool's own Chromium when the process receives SIGINT, SIGTERM or SIGHUP (its
   * default). A program that handles these signals itself, calls `interrupt()` and closes the pool turns this
   * off, so calls in flight end as `aborted` instead of meeting a browser killed under them.
   * @default true
   */
  handleSignals?: boolean;
  /**
   * Test seam: called before each collecting call; a returned fault makes that call fail there.
   * Not for production use.
   */
  faults?: (context: FaultContext) => InjectedFault | undefined;
  /**
   * Test seam: receives each raw worker record (msgpack bytes) before it is decoded.
   */
  onRecord?: (bytes: Uint8Array, context: { session: string; tool: string }) => void;
}

export type BlockableResource = 'image' | 'media' | 'font';
export const BLOCKABLE_RESOURCES: readonly BlockableResource[] = ['image', 'media', 'font'];

/** What one session may choose for itself over the pool's defaults (`pool.openSession(options)`). */
export type SessionOptions = Pick<PoolOptions, 'dialogs' | 'dialogBudgetMs' | 'settleMs' | 'settleQuietMs'> & EmulationOptions;

/** The emulation options of `options`, without the rest. */
export function emulationOf(options: EmulationOptions): EmulationOptions {
  const { viewport, device, userAgent, locale, timezoneId, storageState } = options;
  return Object.fromEntries(Object.entries({ viewport, device, userAgent, locale, timezoneId, storageState }).filter(([, v]) => v !== undefined));
}

/** Options after the door: every field checked, defaults filled in. */
export interface ResolvedOptions {
  workers: number;
  callTimeoutMs: number;
  controlPageSize: number;
  maxBytes: number;
  executablePath: string | undefined;
  browserEndpoints: string[];
  maxQueue: number;
  maxPagesPerSession: number;
  dialogs: 'dismiss' | 'ask';
  dialogBudgetMs: number;
  settleMs: number;
  settleQuietMs: number;
  uploadDir: string | null;
  screenshots: boolean;
  blockResources: BlockableResource[];
  handleSignals: boolean;
  policy: NavigationPolicy;
  /** Every session's default viewport, device, user agent, locale, time zone and storage state (checked, file read). */
  emulation: EmulationOptions;
  faults: PoolOptions['faults'];
  onRecord: PoolOptions['onRecord'];
}

function positiveInteger(value: unknown, field: string, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new OptionError(field, `${field} must be a positive integer`);
  }
  if (value > max) throw new OptionError(field, `${field} must be at most ${max}`);
}

/** Checks every option once, naming the field that is wrong (`OptionError`, code `invalid-option`). */
export function resolveOptions(options: PoolOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw new OptionError('options', 'options must be an object');
  const resolved: ResolvedOptions = {
    workers: options.workers ?? Math.max(1, Math.min(2, availableParallelism())),
    callTimeoutMs: options.callTimeoutMs ?? 30_000,
    controlPageSize: options.controlPageSize ?? LIMITS.controlPageSize,
    maxBytes: options.maxBytes ?? LIMITS.canonicalBytes,
    executablePath: options.executablePath,
    browserEndpoints: options.browserEndpoints ?? [],
    maxQueue: options.maxQueue ?? 1024,
    maxPagesPerSession: options.maxPagesPerSession ?? 4,
    dialogs: options.dialogs ?? 'dismiss',
    dialogBudgetMs: options.dialogBudgetMs ?? 60_000,
    settleMs: options.settleMs ?? 2_000,
    settleQuietMs: options.settleQuietMs ?? 300,
    uploadDir: options.uploadDir === undefined ? null : uploadDirOf(options.uploadDir),
    screenshots: options.screenshots ?? false,
    blockResources: options.blockResources ?? [],
    handleSignals: options.handleSignals ?? true,
    policy: navigationPolicyOf(options),
    emulation: checkEmulation(emulationOf(options)),
    faults: options.faults,
    onRecord: options.onRecord,
  };
  positiveInteger(resolved.workers, 'options.workers', 64);
  positiveInteger(resolved.callTimeoutMs, 'options.callTimeoutMs', 3_600_000);
  positiveInteger(resolved.controlPageSize, 'options.controlPageSize', 10_000);
  positiveInteger(resolved.maxBytes, 'options.maxBytes', 64 * 1024 * 1024);
  positiveInteger(resolved.maxQueue, 'options.maxQueue', 1_000_000);
  positiveInteger(resolved.maxPagesPerSession, 'options.maxPagesPerSession', 64);
  if (resolved.maxBytes < 1024) throw new OptionError('options.maxBytes', 'options.maxBytes must be at least 1024');
  if (typeof resolved.screenshots !== 'boolean') throw new OptionError('options.screenshots', 'options.screenshots must be true or false');
  if (resolved.executablePath !== undefined && typeof resolved.executablePath !== 'string') {
    throw new OptionError('options.executablePath', 'options.executablePath must be a string');
  }
  if (!Array.isArray(resolved.browserEndpoints) || resolved.browserEndpoints.some((e) => typeof e !== 'string' || !/^wss?:\/\//.test(e))) {
    throw new OptionError('options.browserEndpoints', 'options.browserEndpoints must be a list of ws:// or wss:// URLs');
  }
  checkSessionOptions(resolved);
  if (!Array.isArray(resolved.blockResources) || resolved.blockResources.some((r) => !BLOCKABLE_RESOURCES.includes(r))) {
    throw new OptionError('options.blockResources', `options.blockResources must be a list of ${BLOCKABLE_RESOURCES.join(', ')}`);
  }
  if (typeof resolved.handleSignals !== 'boolean') throw new OptionError('options.handleSignals', 'options.handleSignals must be a boolean');
  if (resolved.faults !== undefined && typeof resolved.faults !== 'function') {
    throw new OptionError('options.faults', 'options.faults must be a function');
  }
  if (resolved.onRecord !== undefined && typeof resolved.onRecord !== 'function') {
    throw new OptionError('options.onRecord', 'options.onRecord must be a function');
  }
  return resolved;
}

/** A session's own choices over the pool's defaults, checked at the door like the pool's (`options.settleMs`, ...). */
export function resolveSessionOptions(
  defaults: ResolvedOptions,
  own: SessionOptions,
): Required<Pick<SessionOptions, 'dialogs' | 'dialogBudgetMs' | 'settleMs' | 'settleQuietMs'>> {
  if (typeof own !== 'object' || own === null) throw new OptionError('options', 'options must be an object');
  const chosen = {
    dialogs: own.dialogs ?? defaults.dialogs,
    dialogBudgetMs: own.dialogBudgetMs ?? defaults.dialogBudgetMs,
    settleMs: own.settleMs ?? defaults.settleMs,
    settleQuietMs: own.settleQuietMs ?? defaults.settleQuietMs,
  };
  checkSessionOptions(chosen);
  return chosen;
}

function checkSessionOptions(options: Required<Pick<SessionOptions, 'dialogs' | 'dialogBudgetMs' | 'settleMs' | 'settleQuietMs'>>): void {
  if (options.dialogs !== 'dismiss' && options.dialogs !== 'ask') throw new OptionError('options.dialogs', "options.dialogs must be 'dismiss' or 'ask'");
  positiveInteger(options.dialogBudgetMs, 'options.dialogBudgetMs', 3_600_000);
  nonNegativeInteger(options.settleMs, 'options.settleMs', 600_000);
  positiveInteger(options.settleQuietMs, 'options.settleQuietMs', 60_000);
}

function nonNegativeInteger(value: unknown, field: string, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new OptionError(field, `${field} must be an integer from 0 to ${max}`);
  }
}

/** The upload folder as an absolute, existing directory. */
function uploadDirOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new OptionError('options.uploadDir', 'options.uploadDir must be a folder path');
  let real: string;
  try {
    real = realpathSync(value);
  } catch {
    throw new OptionError('options.uploadDir', 'options.uploadDir must be an existing folder');
  }
  if (!statSync(real).isDirectory()) throw new OptionError('options.uploadDir', 'options.uploadDir must be a folder');
  return real;
}

function navigationPolicyOf(options: NavigationPolicyOptions): NavigationPolicy {
  try {
    return resolvePolicy(options);
  } catch (error) {
    const field = /^options\.[A-Za-z]+/.exec((error as Error).message)?.[0] ?? 'options';
    throw new OptionError(field, (error as Error).message);
  }
}
