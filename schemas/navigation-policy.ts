// The navigation policy (docs/contract.md, "Navigation policy"): which URLs a session's browser may request.
// Pure: the coordinator checks a navigate URL with it at the door, and the worker's egress proxy checks every
// request the browser makes (navigations, redirects, subresources, popups, workers, WebSockets), after DNS.

/** The policy as a caller gives it (pool options, CLI flags). */
export interface NavigationPolicyOptions {
  /**
   * Origins the browser may request; any other origin is refused. Entries are origins
   * (`https://example.com`, `http://127.0.0.1:8080`) or origins with any port (`http://localhost:*`).
   * @default undefined (every origin)
   */
  allowedOrigins?: string[];
  /**
   * Origins the browser may not request, checked before `allowedOrigins` (an origin on both is refused).
   * @default []
   */
  blockedOrigins?: string[];
  /**
   * Allow `file:` URLs (local files and directory listings).
   * @default false
   */
  allowFileUrls?: boolean;
  /**
   * Refuse requests to loopback, private, link-local and other non-public addresses, checked on the
   * addresses a host name resolves to (the connection then goes to the address that was checked).
   * @default false in the library and the CLI; true in `lookout serve` and `lookout mcp`
   */
  blockPrivateNetwork?: boolean;
}

export interface OriginPattern {
  /** `http:`, `https:`, `ws:` or `wss:`. */
  scheme: string;
  /** Lower case, as the URL parser writes it (IDNA, IPv6 in brackets). */
  host: string;
  /** The port as a string, the scheme's default port filled in, or `*`. */
  port: string;
  /** As given, for messages. */
  text: string;
}

/** The policy as both threads apply it: plain data, so it crosses threads as it is. */
export interface NavigationPolicy {
  allowed: OriginPattern[] | null;
  blocked: OriginPattern[];
  allowFileUrls: boolean;
  blockPrivateNetwork: boolean;
}

/** Which rule refused a URL; errors name it (`navigation-blocked`, `rule`). */
export type PolicyRule = 'file-urls' | 'blocked-origins' | 'allowed-origins' | 'private-network';

export const OPEN_POLICY: NavigationPolicy = { allowed: null, blocked: [], allowFileUrls: false, blockPrivateNetwork: false };

/** Schemes `navigate` takes. `chrome:`, `javascript:`, `view-source:` and the like are `invalid-url`. */
export const NAVIGABLE_SCHEMES: readonly string[] = ['http:', 'https:', 'file:', 'about:', 'data:'];

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/** Parses one origin entry; throws a TypeError saying what an entry looks like. */
export function parseOriginPattern(text: string): OriginPattern {
  const fail = (): never => {
    throw new TypeError(`${JSON.stringify(text)} is not an origin: write scheme://host[:port], e.g. https://example.com or http://localhost:*`);
  };
  if (typeof text !== 'string') fail();
  const trimmed = text.trim();
  const anyPort = trimmed.endsWith(':*');
  let url: URL;
  try {
    url = new URL(anyPort ? trimmed.slice(0, -2) : trimmed);
  } catch {
    return fail();
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  const bare = url.pathname === '/' || url.pathname === '';
  if (defaultPort === undefined || url.host === '' || url.hostname.includes('*') || !bare || url.search || url.hash || url.username || url.password) fail();
  if (anyPort && url.port !== '') fail();
  return { scheme: url.protocol, host: url.hostname, port: anyPort ? '*' : url.port || defaultPort!, text: trimmed };
}

/** Checks the options once and returns the policy both threads apply. Throws TypeError naming the field. */
export function resolvePolicy(options: NavigationPolicyOptions, field = 'options'): NavigationPolicy {
  const list = (value: unknown, name: string): OriginPattern[] => {
    if (!Array.isArray(value)) throw new TypeError(`${field}.${name} must be a list of origins`);
    return value.map((entry) => {
      try {
        return parseOriginPattern(entry as string);
      } catch (error) {
        throw new TypeError(`${field}.${name}: ${(error as Error).message}`);
      }
    });
  };
  const flag = (value: unknown, name: string, fallback: boolean): boolean => {
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') throw new TypeError(`${field}.${name} must be a boolean`);
    return value;
  };
  return {
    allowed: options.allowedOrigins === undefined ? null : list(options.allowedOrigins, 'allowedOrigins'),
    blocked: options.blockedOrigins === undefined ? [] : list(options.blockedOrigins, 'blockedOrigins'),
    allowFileUrls: flag(options.allowFileUrls, 'allowFileUrls', false),
    blockPrivateNetwork: flag(options.blockPrivateNetwork, 'blockPrivateNetwork', false),
  };
}

/** Whether the browser's requests must go through the egress proxy (a policy on network requests). */
export function needsEgressProxy(policy: NavigationPolicy): boolean {
  return policy.blockPrivateNetwork || policy.allowed !== null || policy.blocked.length > 0;
}

function matches(pattern: OriginPattern, scheme: string | null, host: string, port: string): boolean {
  if (pattern.host !== host) return false;
  if (pattern.port !== '*' && pattern.port !== port) return false;
  return scheme === null || pattern.scheme === scheme || pattern.scheme === SAME_ORIGIN_SCHEME[scheme];
}

// A WebSocket's origin is that of the page that opens it: ws: stands for http:, wss: for https:.
const SAME_ORIGIN_SCHEME: Record<string, string> = { 'ws:': 'http:', 'wss:': 'https:', 'http:': 'ws:', 'https:': 'wss:' };

/**
 * The origin rules for a request to host:port. `scheme` is null for a tunnel (CONNECT), which carries https
 * and WebSockets alike: then an entry matches on host and port alone.
 */
export function checkOrigin(policy: NavigationPolicy, scheme: string | null, host: string, port: string): PolicyRule | null {
  const name = host.toLowerCase();
  if (policy.blocked.some((p) => matches(p, scheme, name, port))) return 'blocked-origins';
  if (policy.allowed !== null && !policy.allowed.some((p) => matches(p, scheme, name, port))) return 'allowed-origins';
  return null;
}

/**
 * Every rule that can be decided without DNS: the scheme, file URLs, the origin lists, and addresses written
 * as IP literals or loopback names. A host name's addresses are checked where it is resolved (the worker).
 */
export function checkUrl(policy: NavigationPolicy, url: URL): PolicyRule | null {
  switch (url.protocol) {
    case 'file:':
      return policy.allowFileUrls ? null : 'file-urls';
    case 'http:':
    case 'https:':
    case 'ws:':
    case 'wss:': {
      const origin = checkOrigin(policy, url.protocol, url.hostname, url.port || DEFAULT_PORTS[url.protocol]!);
      if (origin) return origin;
      if (policy.blockPrivateNetwork && hostIsPrivate(url.hostname)) return 'private-network';
      return null;
    }
    default:
      // about:, data:, blob: load nothing from the network by themselves; what their documents request
      // goes through the same rules.
      return null;
  }
}

/** Names that never leave the machine: `localhost` and `*.localhost` (RFC 6761), whatever DNS says. */
export function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** An IP literal (IPv6 with or without brackets) or a loopback name that is not a public address. */
export function hostIsPrivate(host: string): boolean {
  if (isLoopbackName(host)) return true;
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const kind = addressKind(literal);
  return kind !== null && kind !== 'public';
}

export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

/**
 * What kind of address an IP literal is, or null when the text is not one. Everything but `public` is
 * refused by `blockPrivateNetwork`: loopback, RFC 1918 and unique-local ranges, shared (CGNAT) space,
 * link-local (cloud metadata services live there), 0.0.0.0 (which reaches the local machine), multicast,
 * and reserved ranges. IPv4 carried in IPv6 (mapped, compatible, NAT64, 6to4) is judged as that IPv4.
 */
export function addressKind(text: string): AddressKind | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return ipv4Kind(v4);
  const v6 = parseIPv6(text.replace(/%.*$/, ''));
  return v6 === null ? null : ipv6Kind(v6);
}

function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9][0-9]{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

function ipv4Kind([a = 0, b = 0, c = 0]: number[]): AddressKind {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // shared address space (RFC 6598)
  if (a === 169 && b === 254) return 'link-local';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved'; // benchmarking (RFC 2544)
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'reserved';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  return 'public';
}

/** Eight 16-bit groups, or null. Accepts `::` compression and a trailing dotted IPv4. */
function parseIPv6(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return null;
  let body = text;
  const dotted = /:((?:\d{1,3}\.){3}\d{1,3})$/.exec(text);
  if (dotted) {
    // The dotted IPv4 stands for the last two groups: write them as hex and parse the rest as usual.
    const v4 = parseIPv4(dotted[1]!);
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    body = `${text.slice(0, dotted.index)}:${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    for (const g of half.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !rest) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - rest.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...rest] : null;
}

function ipv6Kind(g: number[]): AddressKind {
  const [a = 0, b = 0, , , , f = 0, h6 = 0, h7 = 0] = g;
  const embedded = (): AddressKind => ipv4Kind([h6 >> 8, h6 & 255, h7 >> 8, h7 & 255]);
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && h7 === 1) return 'loopback';
  if (zeroUpTo(5) && f === 0xffff) return embedded(); // IPv4-mapped
  if (zeroUpTo(6)) return embedded(); // IPv4-compatible (deprecated)
  if (a === 0x64 && b === 0xff9b) return embedded(); // NAT64
  if (a === 0x2002) return ipv4Kind([b >> 8, b & 255, (g[2] ?? 0) >> 8, (g[2] ?? 0) & 255]); // 6to4
  if ((a & 0xfe00) === 0xfc00) return 'private'; // unique local
  if ((a & 0xffc0) === 0xfe80) return 'link-local';
  if ((a & 0xffc0) === 0xfec0) return 'private'; // site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return 'multicast';
  if (a === 0x2001 && b === 0x0db8) return 'reserved'; // documentation
  return 'public';
}
