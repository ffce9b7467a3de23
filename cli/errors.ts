// How the command reports a failure: one line on stderr, `lookout: <code>: <message>`, the message the library
// gives for the same failure with the flag (not the library's option) that would let the call through.
import { LookoutError } from '../pool/errors.js';

/** The line `lookout` prints for `error` (without its newline). */
export function errorLine(error: unknown): string {
  const code = error instanceof LookoutError ? error.code : 'internal';
  return `lookout: ${code}: ${errorMessage(error)}`;
}

/** The first line of the message of `error` as the command shows it (also in batch's NDJSON). */
export function errorMessage(error: unknown): string {
  const message = error instanceof LookoutError ? error.messageOn('cli') : error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? '';
}
