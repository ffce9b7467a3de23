// Error messages of the transports quote nothing a client sent: a URL may carry a token in its query, the
// text of an action may be a password given to the wrong action.
import { withoutUrlSecrets } from '../schemas/error-codes.js';
import { secretInputs, type CallRow } from '../pool/calls.js';
import type { ErrorCode } from '../pool/errors.js';
import { CURSOR_PATTERN, REF_PATTERN } from '../schemas/observation.js';

/**
 * Removes strings the client sent from a message, and the query and fragment of any URL in it. A short string
 * cannot be cut out without mangling the rest, so then the whole message is withheld.
 */
export function redact(code: ErrorCode, message: string, secrets: readonly string[]): string {
  let result = message.split('\n')[0] ?? '';
  for (const secret of secrets) {
    if (secret === '' || !result.includes(secret)) continue;
    if (secret.length < 8) return `${code} (the details would quote the request)`;
    result = result.split(secret).join('<redacted>');
  }
  return withoutUrlSecrets(result);
}

/**
 * A ref or cursor in the shape the pool issues them (`e12`, `g7`, `c3.200`) is the server's own token and may be
 * quoted back; anything else a client put there is treated like any other value it sent.
 */
export function notIssued(token: string | undefined): string[] {
  return token === undefined || REF_PATTERN.test(token) || CURSOR_PATTERN.test(token) ? [] : [token];
}

export function hrefOf(url: string): string[] {
  try {
    return [new URL(url).href];
  } catch {
    return [];
  }
}

/** What a call's arguments carry that no error may quote, as its row of the call table declares. */
export function secretsOf(row: CallRow, args: { [key: string]: unknown }): string[] {
  return secretInputs(row, args).flatMap(({ kind, value }) => (kind === 'url' ? [value, ...hrefOf(value)] : kind === 'token' ? notIssued(value) : [value]));
}
