// Error messages of the transports quote nothing a client sent that could be a secret: a URL may carry a token in
// its query, the text of an action may be a password given to the wrong action. The pool's messages already quote
// no such thing (docs/contract.md, "Errors"); this is the second net, and it must not tear what the pool wrote:
// the message a transport shows is the one the library shows, with the setting it names spelled as a flag.
import { LookoutError, type Surface } from '../pool/errors.js';
import { describeUrl } from '../schemas/error-codes.js';
import { secretInputs, type CallRow } from '../pool/calls.js';
import { CURSOR_PATTERN, REF_PATTERN, TABLE_CURSOR_PATTERN } from '../schemas/observation.js';

/** A secret shorter than this cannot carry one (as in `page.url`'s query redaction) and would match any word. */
const MIN_SECRET_LENGTH = 3;
/** A secret shorter than this is cut out only where it stands as a word of its own: `gone` typed into a field must not blank `is gone`. */
const SUBSTRING_SECRET_LENGTH = 8;

const escapeRegExp = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * Removes strings the client sent from a message (its first line), and the user info, query and fragment of any
 * URL in it. Punctuation after a URL (`did you mean https://example.com?`) is the sentence's, not the URL's.
 */
export function redact(message: string, secrets: readonly string[]): string {
  let result = message.split('\n')[0] ?? '';
  for (const secret of new Set(secrets)) {
    if (secret.length < MIN_SECRET_LENGTH || !result.includes(secret)) continue;
    const quoted = escapeRegExp(secret);
    const pattern = secret.length >= SUBSTRING_SECRET_LENGTH ? quoted : `(?<![\\p{L}\\p{N}_])${quoted}(?![\\p{L}\\p{N}_])`;
    result = result.replace(new RegExp(pattern, 'gu'), '<redacted>');
  }
  return result.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi, (found) => {
    const [, url = found, trailing = ''] = /^(.*?)([?.,;:!]*)$/s.exec(found) ?? [];
    const parsed = URL.canParse(url) ? new URL(url) : null;
    // A URL with nothing to hide is left as written; any other is cut to scheme, host, port and path.
    const clean = parsed !== null && parsed.username === '' && parsed.password === '' && !/[?#]/.test(url);
    return `${clean ? url : describeUrl(url)}${trailing}`;
  });
}

/**
 * The message of a failure as a transport shows it: the library's message, with its setting named as `surface`
 * spells it, and without the client's secrets. An error that is not a LookoutError is a defect whose message may
 * quote anything: it is withheld.
 */
export function publicMessage(error: unknown, surface: Surface, secrets: readonly string[] = []): string {
  if (!(error instanceof LookoutError) || error.code === 'internal') return 'internal error';
  return redact(error.messageOn(surface), secrets);
}

/**
 * A ref or cursor in the shape the pool issues them (`e12`, `g7`, `c3.200`, `r3.0.20`) is the server's own token and may be
 * quoted back; anything else a client put there is treated like any other value it sent.
 */
export function notIssued(token: string | undefined): string[] {
  return token === undefined || REF_PATTERN.test(token) || CURSOR_PATTERN.test(token) || TABLE_CURSOR_PATTERN.test(token) ? [] : [token];
}

/**
 * A string that is not a URL but starts like a host name (`example.com`, `example.com:8080/path`), as
 * pool/navigation.ts recognizes one to offer `did you mean https://example.com?`.
 */
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$)/i;

/**
 * What of a URL a message may not quote: its user info, query and fragment (raw and decoded). The rest (scheme,
 * host, port, path) is what messages say of a URL. Of a string that is not a URL, messages quote the start, up to
 * its first `?`, `#` or space (`describeUrl`): that start may be shown when it is a host name (the hint is built
 * from it), and is kept out otherwise (it may be anything: a password pasted into the wrong field); the rest is
 * kept out in any case.
 */
export function urlSecrets(value: string): string[] {
  const pieces: string[] = [];
  const decoded = (text: string): string => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  const addQuery = (query: string): void => {
    pieces.push(query);
    for (const pair of query.split('&')) {
      const value = pair.slice(pair.indexOf('=') + 1);
      pieces.push(pair, value, decoded(value));
    }
  };
  // The query and fragment as sent (the browser normalizes what it quotes, which may differ).
  const addRaw = (text: string): void => {
    const query = /\?([^#]*)/.exec(text)?.[1];
    if (query !== undefined) addQuery(query);
    const fragment = /#(.*)$/s.exec(text)?.[1];
    if (fragment !== undefined) pieces.push(fragment);
  };
  if (URL.canParse(value)) {
    const url = new URL(value);
    pieces.push(url.username, url.password, decoded(url.username), decoded(url.password), url.hash.slice(1));
    addQuery(url.search.slice(1));
    addRaw(value);
  } else {
    const trimmed = value.trim();
    const rest = trimmed.slice((trimmed.split(/[?#\s]/, 1)[0] ?? '').length).trim();
    // Quoted as describeUrl quotes it: the quotes make even a short one safe to cut out.
    if (!BARE_HOST.test(trimmed)) pieces.push(describeUrl(value));
    pieces.push(rest);
    addRaw(rest);
  }
  return pieces.filter((piece) => piece !== '');
}

/** What a call's arguments carry that no error may quote, as its row of the call table declares. */
export function secretsOf(row: CallRow, args: { [key: string]: unknown }): string[] {
  return secretInputs(row, args).flatMap(({ kind, value }) => (kind === 'url' ? urlSecrets(value) : kind === 'token' ? notIssued(value) : [value]));
}
