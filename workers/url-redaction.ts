// Input values that reach the page's address. The collector never reads a form value, but a form that
// submits with GET writes every field (typed text, passwords, hidden tokens) into the next URL, and
// `page.url` would carry them into every output. The worker remembers the values such submissions
// carried, and the text it typed itself, and replaces each query value (or bare query name) equal to
// one of them with REDACTED. Only the query is rewritten: a GET form writes nowhere else. Values a page
// script moves into the path or fragment on its own are not caught.

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
