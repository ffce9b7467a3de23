// The egress proxy of one session: every request its browser context makes (navigations, redirects,
// subresources, popups, workers, service workers, WebSockets) reaches the network through here, so the
// navigation policy holds for all of them, not only for the URL given to `navigate`. Host names are
// resolved here once, every address is checked, and the connection goes to the address that was checked:
// a DNS answer that changes between the check and the connection (rebinding) cannot slip past.
import { lookup } from 'node:dns/promises';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { addressKind, checkOrigin, checkUrl, isLoopbackName, type NavigationPolicy, type PolicyRule } from '../schemas/navigation-policy.js';

/** Header on a refusal, so the worker can tell the policy's page from a server's own 403. */
export const BLOCKED_HEADER = 'x-lookout-blocked';
const DNS_TIMEOUT_MS = 10_000;
/** Refusals remembered per session, newest last: enough to explain the failure of the call that caused them. */
const REFUSALS_KEPT = 64;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface Refusal {
  /** `host:port` the browser asked for. */
  target: string;
  rule: PolicyRule;
  /** Date.now() when it was refused. */
  at: number;
}

export class Blocked extends Error {
  constructor(readonly rule: PolicyRule) {
    super(`refused by the navigation policy (${rule})`);
  }
}

/**
 * The address to connect to for `host`, after the policy's address rule. Throws `Blocked` when any address
 * the name resolves to is not public (a name that resolves to a public and a private address is refused).
 */
export type Resolver = (host: string) => Promise<{ address: string }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export async function resolveChecked(host: string, policy: NavigationPolicy, resolve: Resolver = systemResolver): Promise<string> {
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(literal)) {
    if (policy.blockPrivateNetwork && addressKind(literal) !== 'public') throw new Blocked('private-network');
    return literal;
  }
  if (policy.blockPrivateNetwork && isLoopbackName(host)) throw new Blocked('private-network');
  let timer: NodeJS.Timeout | undefined;
  const answers = await Promise.race([
    resolve(host),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('DNS lookup timed out')), DNS_TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timer));
  if (answers.length === 0) throw new Error(`no address for ${host}`);
  if (policy.blockPrivateNetwork && answers.some((a) => addressKind(a.address) !== 'public')) throw new Blocked('private-network');
  return answers[0]!.address;
}

export class EgressProxy {
  private readonly refusals: Refusal[] = [];
  private readonly sockets = new Set<Socket | Duplex>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly policy: NavigationPolicy,
  ) {}

  /** Starts a proxy for one session on a free loopback port. */
  static async start(policy: NavigationPolicy): Promise<EgressProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as { port: number };
    const proxy = new EgressProxy(server, `http://127.0.0.1:${port}`, policy);
    server.on('request', (req, res) => void proxy.forward(req, res));
    server.on('connect', (req, socket: Duplex, head: Buffer) => void proxy.tunnel(req, socket, head));
    // The browser sends WebSockets through CONNECT; a plain upgrade request is not something it makes.
    server.on('upgrade', (_req, socket: Duplex) => socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\n'));
    server.on('connection', (socket: Socket) => proxy.track(socket));
    server.on('clientError', (_error, socket: Duplex) => socket.destroy());
    return proxy;
  }

  /** Refusals since `since` (Date.now()), newest last. */
  refusedSince(since: number): Refusal[] {
    return this.refusals.filter((r) => r.at >= since);
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.agent.destroy();
    await closed;
  }

  private track(socket: Socket | Duplex): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private refuse(target: string, rule: PolicyRule): void {
    this.refusals.push({ target, rule, at: Date.now() });
    if (this.refusals.length > REFUSALS_KEPT) this.refusals.shift();
  }

  /** A plain-HTTP request in absolute form (`GET http://host/path`). */
  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
      if (url.protocol !== 'http:') throw new Error('not http');
    } catch {
      res.writeHead(400, { Connection: 'close' }).end();
      return;
    }
    const port = url.port || '80';
    const target = `${url.hostname}:${port}`;
    let address: string;
    try {
      const rule = checkUrl(this.policy, url);
      if (rule) throw new Blocked(rule);
      address = await resolveChecked(url.hostname, this.policy);
    } catch (error) {
      if (!(error instanceof Blocked)) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Lookout: the host could not be resolved\n');
        return;
      }
      this.refuse(target, error.rule);
      const body = `<!doctype html><title>Blocked</title><p>Lookout's navigation policy refused this request (${error.rule}).</p>\n`;
      res.writeHead(403, { 'Content-Type': 'text/html; charset=utf-8', [BLOCKED_HEADER]: error.rule, 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    const upstream = httpRequest(
      { host: address, port: Number(port), method: req.method, path: `${url.pathname}${url.search}`, headers, agent: this.agent, setHost: false },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Lookout: the server could not be reached\n');
      else res.destroy();
    });
    req.pipe(upstream);
  }

  /** A tunnel (`CONNECT host:port`): https and WebSockets. */
  private async tunnel(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    this.track(socket);
    socket.on('error', () => socket.destroy());
    const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+):(\d{1,5})$/i.exec(req.url ?? '');
    if (!match) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const host = match[1]!.toLowerCase();
    const port = match[2]!;
    const target = `${host}:${port}`;
    let address: string;
    try {
      const rule = checkOrigin(this.policy, null, host, port);
      if (rule) throw new Blocked(rule);
      address = await resolveChecked(host, this.policy);
    } catch (error) {
      if (error instanceof Blocked) {
        this.refuse(target, error.rule);
        socket.end(`HTTP/1.1 403 Forbidden\r\n${BLOCKED_HEADER}: ${error.rule}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      } else {
        socket.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      }
      return;
    }
    const upstream = connect(Number(port), address);
    this.track(upstream);
    upstream.once('connect', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      if (upstream.connecting) socket.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    });
    socket.once('close', () => upstream.destroy());
  }
}
