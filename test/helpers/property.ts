// Shared settings and assertions for the property-based tests.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type fc from 'fast-check';

/** Property settings: a failure found is shrunk for at most a minute, so a broken build reports instead of hanging. */
export const runs = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, interruptAfterTimeLimit: 60_000 });

/**
 * Deep equality for properties: cheap when it holds, and a short message when it does not (a diff of two
 * generated observations is slow to build, and fast-check builds one per shrinking step).
 */
export function assertSame(actual: unknown, expected: unknown, what = 'not the same'): void {
  if (!isDeepStrictEqual(actual, expected)) {
    const brief = (value: unknown) => JSON.stringify(value)?.slice(0, 300);
    assert.fail(`${what}: got ${brief(actual)}, expected ${brief(expected)}`);
  }
}
