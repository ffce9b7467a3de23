// A bare Chrome DevTools Protocol client over Chromium's own debugging WebSocket. The bench uses it for
// what no Playwright client can do here: reach the pages of the pool's browser contexts (to change their
// DOM before an observation) and time a Runtime.evaluate with nothing between Node and Chromium.
import { createRequire } from 'node:module';

/** The `ws` WebSocket class: Node 20 has none without a flag; playwright-core ships the package in its utilities bundle. */
type WebSocketClass = new (
  url: string,
  options?: { perMessageDeflate?: boolean; maxPayload?: number },
) => {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  send(data: string): void;
  close(): void;
};

let loadedWebSocket: WebSocketClass | undefined;
/** Loaded at the first connection (the bundle costs about half a CPU-second), so a bench's `--help` goes without. */
function webSocketClass(): WebSocketClass {
  return (loadedWebSocket ??= (createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { ws: WebSocketClass }).ws);
}

interface Pending {
  resolve(value: Record<string, unknown>): void;
  reject(error: Error): void;
}

export class RawCdp {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(params: Record<string, unknown>, sessionId?: string) => void>>();

  private constructor(private readonly socket: InstanceType<WebSocketClass>) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString('utf8')) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
        sessionId?: string;
      };
      if (message.id === undefined) {
        if (message.method !== undefined) for (const listener of this.listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
        return;
      }
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
    const socket = new (webSocketClass())(version.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
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

  /** Calls `listener` with each event `method` from now on, until the function it returns is called. */
  on<T = Record<string, unknown>>(method: string, listener: (params: T, sessionId?: string) => void): () => void {
    let set = this.listeners.get(method);
    if (!set) this.listeners.set(method, (set = new Set()));
    const added = listener as (params: Record<string, unknown>, sessionId?: string) => void;
    set.add(added);
    return () => void set.delete(added);
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

/** A style sheet as the CSS agent reports it (the fields the bench reads). */
interface SheetHeader {
  styleSheetId: string;
  frameId: string;
  sourceURL: string;
  origin: string;
  ownerNode?: number;
  isInline: boolean;
  isConstructed?: boolean;
  loadingFailed?: boolean;
}

/** The count of sheet events the bench hands the collector it taught (its page's sheets stay as they are while it measures). */
export const LEARNED_EPOCH = 1;

/**
 * Has the collector loaded in world `contextId` of the top frame `frameId` learn the page's sheets as the pool's
 * worker has it learn them between calls (workers/sheets.ts): it reads ahead the sheets it can read, and is taught
 * the text of the `<link>` sheets of another origin (none for a sheet whose load failed). A collection handed
 * `sheets: LEARNED_EPOCH` then reads what a pool's collection reads; without it, one sheet of a font service on
 * the page makes every collection read every property. Returns that count.
 */
export async function learnSheets(raw: RawCdp, sessionId: string, frameId: string, contextId: number): Promise<number> {
  const headers: SheetHeader[] = [];
  const stop = raw.on<{ header: SheetHeader }>('CSS.styleSheetAdded', ({ header }, from) => {
    if (from === sessionId) headers.push(header);
  });
  try {
    await raw.send('DOM.enable', {}, sessionId);
    // The agent reports every sheet the page has as it is enabled.
    await raw.send('CSS.enable', {}, sessionId);
    await raw.evaluate(sessionId, `globalThis.__lookout.readSheets(${LEARNED_EPOCH}, ${Number.MAX_SAFE_INTEGER})`, contextId);
    const origin = new URL(await raw.evaluate<string>(sessionId, 'location.href')).origin;
    for (const header of headers) {
      if (header.isInline || header.isConstructed || header.ownerNode === undefined || header.origin !== 'regular' || header.frameId !== frameId) continue;
      let text = '';
      if (!header.loadingFailed) {
        if (URL.canParse(header.sourceURL) && new URL(header.sourceURL).origin === origin) continue;
        ({ text } = await raw.send<{ text: string }>('CSS.getStyleSheetText', { styleSheetId: header.styleSheetId }, sessionId));
      }
      const { object } = await raw.send<{ object: { objectId?: string } }>(
        'DOM.resolveNode',
        { backendNodeId: header.ownerNode, executionContextId: contextId },
        sessionId,
      );
      if (object.objectId === undefined) continue;
      await raw.send(
        'Runtime.callFunctionOn',
        {
          objectId: object.objectId,
          functionDeclaration: 'function (epoch, text) { return globalThis.__lookout.teachSheet(this, epoch, text); }',
          arguments: [{ value: LEARNED_EPOCH }, { value: text }],
          returnByValue: true,
        },
        sessionId,
      );
    }
  } finally {
    stop();
    await raw.send('CSS.disable', {}, sessionId).catch(() => undefined);
    await raw.send('DOM.disable', {}, sessionId).catch(() => undefined);
  }
  return LEARNED_EPOCH;
}
