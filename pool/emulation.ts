// How a session's browser context presents itself (viewport, device, user agent, locale, time zone) and the
// storage state it starts with (cookies and local storage: a session that starts logged in). Pool options give
// the defaults, session options override them; both are checked here, at the door, and reach the worker as plain
// data. A storage state holds secrets: no message quotes any of it, only the option's name and the file's.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ContextEmulation, StorageState, StoredCookie } from '../schemas/record.js';
import { OptionError } from './errors.js';

export type { ContextEmulation, StorageState } from '../schemas/record.js';

export interface EmulationOptions {
  /**
   * The page's viewport in CSS pixels, each side 200 to 8,192.
   * @default { width: 1280, height: 800 }, or the device's
   */
  viewport?: { width: number; height: number };
  /** A device of Playwright's list (`'iPhone 13'`, `'Pixel 7'`, `'Desktop Chrome'`): its viewport, user agent, scale, touch. */
  device?: string;
  /** The User-Agent header and `navigator.userAgent`. @default Chromium's own, or the device's */
  userAgent?: string;
  /** The page's locale (`navigator.language`, Accept-Language, number and date formats), a BCP 47 tag such as `de-DE`. */
  locale?: string;
  /** The page's time zone, an IANA name such as `Europe/Berlin`. */
  timezoneId?: string;
  /**
   * Cookies and local storage the session starts with: a file written by Playwright's `storageState()` (its path),
   * or the same object. Never echoed: not in observations, errors or logs.
   */
  storageState?: string | StorageState;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const VIEWPORT_SIDE = { min: 200, max: 8192 };
/** A storage state file larger than this is refused unread. */
const STORAGE_STATE_BYTES = 16 * 1024 * 1024;

interface Device {
  viewport: { width: number; height: number };
  userAgent: string;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
}

let deviceList: Record<string, Device> | undefined;
/** Playwright's device list, loaded when a device is first named (the pool need not load the driver for it otherwise). */
function devices(): Record<string, Device> {
  deviceList ??= (createRequire(import.meta.url)('playwright-core') as { devices: Record<string, Device> }).devices;
  return deviceList;
}

/** How an error names an option: the library's `options.locale`, or the CLI's `--locale`. */
export type OptionNamer = (option: keyof EmulationOptions) => string;
const libraryName: OptionNamer = (option) => `options.${option}`;

/** Checks emulation options (pool's or session's; `name` says how errors name them) and loads a storage state file. */
export function checkEmulation(options: EmulationOptions, name: OptionNamer = libraryName): EmulationOptions {
  const checked: EmulationOptions = {};
  const { viewport, device, userAgent, locale, timezoneId, storageState } = options;
  if (viewport !== undefined) {
    const sides = viewport as { width?: unknown; height?: unknown } | null;
    const ok = (side: unknown) => typeof side === 'number' && Number.isInteger(side) && side >= VIEWPORT_SIDE.min && side <= VIEWPORT_SIDE.max;
    if (typeof sides !== 'object' || sides === null || !ok(sides.width) || !ok(sides.height)) {
      throw new OptionError(name('viewport'), `${name('viewport')} must be { width, height }, integers from ${VIEWPORT_SIDE.min} to ${VIEWPORT_SIDE.max}`);
    }
    checked.viewport = { width: viewport.width, height: viewport.height };
  }
  if (device !== undefined) {
    if (typeof device !== 'string' || !Object.hasOwn(devices(), device)) {
      throw new OptionError(name('device'), `${name('device')} must name a device of Playwright's list, such as 'iPhone 13', 'Pixel 7' or 'Desktop Chrome'`);
    }
    checked.device = device;
  }
  if (userAgent !== undefined) {
    // A header value: no control characters (a line break would add a header of the page's choosing).
    if (typeof userAgent !== 'string' || userAgent.trim() === '' || userAgent.length > 1024 || /[\u0000-\u001f\u007f]/.test(userAgent)) {
      throw new OptionError(name('userAgent'), `${name('userAgent')} must be 1 to 1024 printable characters`);
    }
    checked.userAgent = userAgent;
  }
  if (locale !== undefined) {
    let valid = typeof locale === 'string' && locale !== '';
    try {
      if (valid) Intl.getCanonicalLocales(locale);
    } catch {
      valid = false;
    }
    if (!valid) throw new OptionError(name('locale'), `${name('locale')} must be a BCP 47 language tag such as en-US or de-DE`);
    checked.locale = locale;
  }
  if (timezoneId !== undefined) {
    let valid = typeof timezoneId === 'string' && timezoneId !== '';
    try {
      if (valid) new Intl.DateTimeFormat('en', { timeZone: timezoneId });
    } catch {
      valid = false;
    }
    if (!valid) throw new OptionError(name('timezoneId'), `${name('timezoneId')} must be an IANA time zone such as Europe/Berlin or UTC`);
    checked.timezoneId = timezoneId;
  }
  if (storageState !== undefined) checked.storageState = storageStateOf(storageState, name('storageState'));
  return checked;
}

/** What a session's context is given: its own options over the pool's, a device's settings under explicit ones. */
export function contextEmulation(pool: EmulationOptions, own: EmulationOptions): ContextEmulation {
  const chosen = { ...pool, ...own };
  const device = chosen.device === undefined ? undefined : devices()[chosen.device];
  const storageState = chosen.storageState as StorageState | undefined;
  return {
    viewport: chosen.viewport ?? (device ? { ...device.viewport } : DEFAULT_VIEWPORT),
    ...(device ? { deviceScaleFactor: device.deviceScaleFactor, isMobile: device.isMobile, hasTouch: device.hasTouch } : {}),
    ...((chosen.userAgent ?? device?.userAgent) ? { userAgent: chosen.userAgent ?? device?.userAgent } : {}),
    ...(chosen.locale ? { locale: chosen.locale } : {}),
    ...(chosen.timezoneId ? { timezoneId: chosen.timezoneId } : {}),
    ...(storageState ? { storageState } : {}),
  };
}

/** A storage state from a file or an object, checked for its shape; errors name the option (and file), never a value. */
function storageStateOf(value: unknown, field: string): StorageState {
  let state: unknown = value;
  if (typeof value === 'string') {
    let size: number;
    try {
      const stat = statSync(value);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      throw new OptionError(field, `${field} must be an existing file (Playwright's storageState() writes one)`);
    }
    if (size > STORAGE_STATE_BYTES) throw new OptionError(field, `${field}: the file is larger than ${STORAGE_STATE_BYTES / 1024 / 1024} MiB`);
    try {
      state = JSON.parse(readFileSync(value, 'utf8'));
    } catch {
      throw new OptionError(field, `${field}: the file is not JSON`);
    }
  }
  const shape = state as { cookies?: unknown; origins?: unknown } | null;
  if (typeof shape !== 'object' || shape === null || !Array.isArray(shape.cookies ?? []) || !Array.isArray(shape.origins ?? [])) {
    throw new OptionError(field, `${field} must hold { cookies: [...], origins: [...] }, as Playwright's storageState() writes it`);
  }
  const cookies = (shape.cookies ?? []) as unknown[];
  const origins = (shape.origins ?? []) as unknown[];
  const string = (v: unknown) => typeof v === 'string';
  const stored = cookies.map((cookie, index): StoredCookie => {
    const c = cookie as Partial<StoredCookie> | null;
    const optional = (v: unknown, kind: string) => v === undefined || typeof v === kind;
    if (
      typeof c !== 'object' ||
      c === null ||
      !string(c.name) ||
      !string(c.value) ||
      !string(c.domain) ||
      !string(c.path) ||
      !optional(c.expires, 'number') ||
      !optional(c.httpOnly, 'boolean') ||
      !optional(c.secure, 'boolean') ||
      (c.sameSite !== undefined && !['Strict', 'Lax', 'None'].includes(c.sameSite))
    ) {
      throw new OptionError(field, `${field}: cookie ${index} must have a name, value, domain and path (and may have expires, httpOnly, secure, sameSite)`);
    }
    return {
      name: c.name!,
      value: c.value!,
      domain: c.domain!,
      path: c.path!,
      expires: c.expires ?? -1,
      httpOnly: c.httpOnly ?? false,
      secure: c.secure ?? false,
      sameSite: c.sameSite ?? 'Lax',
    };
  });
  origins.forEach((origin, index) => {
    const o = origin as { origin?: unknown; localStorage?: unknown } | null;
    const items = o?.localStorage;
    const itemsOk = Array.isArray(items) && items.every((i) => typeof i === 'object' && i !== null && string(i.name) && string(i.value));
    if (typeof o !== 'object' || o === null || !string(o.origin) || !URL.canParse(o.origin as string) || !itemsOk) {
      throw new OptionError(field, `${field}: origin ${index} must have an origin URL and a localStorage list of { name, value }`);
    }
  });
  return { cookies: stored, origins: origins as StorageState['origins'] };
}
