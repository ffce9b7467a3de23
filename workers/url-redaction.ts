// Input values that reach the page's address. The collector never reads a form value, but a form that
// submits with GET writes every field (typed text, passwords, hidden tokens) into the next URL, and
// `page.url` would carry them into every output. The worker remembers the values such submissions
// carried, and the text it typed itself, and replaces each query value (or bare query name) equal to
// one of them with REDACTED. Only the query is rewritten: a GET form writes nowhere else. Values a page
// script moves into the path or fragment on its own are not caught.

import { LIMITS } from '../schemas/observation.js';

export const REDACTED = 'redacted';
/** The most values one session remembers; the oldest go first. */
export const MAX_REMEMBERED = 256;
/**
 * Shorter values are not remembered: "1", "on" or "en" recur in unrelated addresses (`?page=1`), and
 * redacting them there would blind an agent to its own pagination for no secrecy.
 */
export const MIN_LENGTH = 3;

/** A remembered set of values, bounded, oldest dropped first. */
export class SecretValues {
  private readonly values = new Set<string>();

  get size(): number {
    return this.values.size;
  }

  has(value: string): boolean {
    return this.values.has(value);
  }

  add(value: string): void {
    if (value.length < MIN_LENGTH) return;
    this.values.delete(value);
    this.values.add(value);
    if (this.values.size > MAX_REMEMBERED) this.values.delete(this.values.values().next().value!);
  }

  /** Every value (or bare name) of a URL's query, as a form submission wrote them; short ones are skipped by `add`. */
  addQueryOf(url: string): void {
    for (const part of queryParts(url).parts) this.add(decodeQueryComponent(valueOf(part)));
  }
}

function queryParts(url: string): { before: string; parts: string[]; after: string } {
  const q = url.indexOf('?');
  const hash = url.indexOf('#');
  if (q < 0 || (hash >= 0 && hash < q)) return { before: url, parts: [], after: '' };
  const end = hash < 0 ? url.length : hash;
  const query = url.slice(q + 1, end);
  return { before: url.slice(0, q + 1), parts: query === '' ? [] : query.split('&'), after: url.slice(end) };
}

/** The raw value of `name=value`, or the whole part when it is a bare name. */
function valueOf(part: string): string {
  const eq = part.indexOf('=');
  return eq < 0 ? part : part.slice(eq + 1);
}

/** application/x-www-form-urlencoded decoding; a malformed escape is compared as written. */
function decodeQueryComponent(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The URL with every query value (or bare query name) found in `secrets` replaced by REDACTED. */
export function redactQuery(url: string, secrets: SecretValues): string {
  if (secrets.size === 0) return url;
  const { before, parts, after } = queryParts(url);
  if (parts.length === 0) return url;
  let changed = false;
  const kept = parts.map((part) => {
    if (!secrets.has(decodeQueryComponent(valueOf(part)))) return part;
    changed = true;
    const eq = part.indexOf('=');
    return eq < 0 ? REDACTED : `${part.slice(0, eq)}=${REDACTED}`;
  });
  return changed ? before + kept.join('&') + after : url;
}

/**
 * A link's destination as an observation shows it. A destination is the page's own address for
 * somewhere else, and its query is where sites put session ids, one-time tokens and tracking data: every
 * query value is replaced by REDACTED, names kept (a bare name, which may itself be the token, is
 * replaced whole), and so is every value of a fragment written as a query (`#access_token=...`).
 * Credentials in the authority are dropped. `javascript:`, `data:` and `blob:` are reduced to their
 * scheme: their body is code or content, not a place. Anything not a URL, or longer than `maxChars`
 * once rewritten, gives undefined: a destination cut short would point somewhere else.
 */
/**
 * A page's address as an observation gives it: at most `LIMITS.urlChars` code points, a longer one cut and ended
 * with `…`, which no serialized URL holds (Chromium percent-encodes every non-ASCII character of an address). The
 * page chooses its address (a long data: URL, pushState): uncut it could outgrow any canonical bound.
 */
export function boundedUrl(url: string): string {
  if (url.length <= LIMITS.urlChars) return url;
  const points = Array.from(url);
  return points.length <= LIMITS.urlChars ? url : `${points.slice(0, LIMITS.urlChars - 1).join('')}\u2026`;
}

export function linkDestination(href: string, maxChars: number): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol === 'javascript:' || url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol;
  // Each setter parses the address again: only for one that has credentials.
  if (url.username !== '') url.username = '';
  if (url.password !== '') url.password = '';
  if (url.search !== '') url.search = redactedPairs(url.search.slice(1));
  if (url.hash.includes('=')) url.hash = redactedPairs(url.hash.slice(1));
  const destination = url.href;
  return destination.length > maxChars ? undefined : destination;
}

function redactedPairs(query: string): string {
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? REDACTED : `${part.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
}
