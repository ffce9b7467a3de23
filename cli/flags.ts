// Flag readers shared by every `lookout` command, so each flag means and fails the same everywhere.
import { LookoutError } from '../pool/errors.js';

/** `--name N`: a positive integer, or undefined when the flag is absent. */
export function integerFlag(flags: Map<string, string>, name: string): number | undefined {
  const raw = flags.get(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new LookoutError('invalid-argument', `--${name} must be a positive integer`);
  return value;
}

/** `--endpoints a,b`: Playwright browser servers to use instead of a local Chromium. */
export function endpointsFlag(flags: Map<string, string>): { browserEndpoints?: string[] } {
  const raw = flags.get('endpoints');
  if (raw === undefined) return {};
  return { browserEndpoints: raw.split(',').map((e) => e.trim()).filter(Boolean) };
}
