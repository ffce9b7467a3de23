// A bare Chrome DevTools Protocol client over Chromium's own debugging WebSocket. The bench uses it for
// what no Playwright client can do here: reach the pages of the pool's browser contexts (to change their
// DOM before an observation) and time a Runtime.evaluate with nothing between Node and Chromium.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Node 20 has no WebSocket without a flag; playwright-core ships the `ws` package in its utilities bundle.
const { ws: WebSocket } = require('playwright-core/lib/utilsBundle') as {
  ws: new (
    url: string,
    options?: { perMessageDeflate?: boolean; maxPayload?: number },
  ) => {
    on(event: 'open' | 'close', listener: () => void): void;
    on(event: 'error', listener: (error: Error) => void): void;
    on(event: 'message', listener: (data: Buffer) => void): void;
    send(data: string): void;
    close(): void;
  };
};

interface Pending {
  resolve(value: Record<string, unknown>): void;
  reject(error: Error): void;
}

export class RawCdp {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private constructor(private readonly socket: InstanceType<typeof WebSocket>) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString('utf8')) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
      if (message.id === undefined) return;
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    });
    socket.on('close', () => {
      for (const waiter of this.pending.values()) waiter.reject(new Error('CDP connection closed'));
      this.pending.clear();
    });
  }

  /** Connects to the browser endpoint of a Chromium started with --remote-debugging-port. */
  static async connect(port: number): Promise<RawCdp> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    return new RawCdp(socket);
  }

  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  /**
   * Attaches to the page whose URL is `url` and returns the flat session id to address it. A fragment the page's
   * script added since (an app's router: `#/`) does not count.
   */
  async attachToPage(url: string): Promise<string> {
    const { targetInfos } = await this.send<{ targetInfos: { targetId: string; type: string; url: string }[] }>('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'page' && (t.url === url || t.url.replace(/#.*$/, '') === url));
    if (!target) throw new Error(`no page at ${url} among ${targetInfos.length} targets`);
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId: target.targetId, flatten: true });
    return sessionId;
  }

  /** Evaluates in the page's main world and returns the value. */
  async evaluate<T>(sessionId: string, expression: string, contextId?: number): Promise<T> {
    const reply = await this.send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      { expression, returnByValue: true, ...(contextId !== undefined ? { contextId } : {}) },
      sessionId,
    );
    if (reply.exceptionDetails) throw new Error(`evaluation failed: ${reply.exceptionDetails.text}`);
    return reply.result.value as T;
  }

  close(): void {
    this.socket.close();
  }
}
