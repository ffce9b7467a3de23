// MCP over stdio, one JSON-RPC message per line, for a server that must outlive bad input. The SDK's own stdio
// transport closes the connection on a line over its buffer limit and drops malformed lines without a word;
// here an oversized line is skipped to its end and answered with Invalid Request, an unparsable one with Parse
// error, and the server reads on (https://www.jsonrpc.org/specification#error_object).
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** Longest line read: far above any tool call (a fill text is at most 64 KiB). */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Inside a line that went over the limit: everything up to its newline is dropped. */
  private skipping = false;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer | string): void => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    for (let newline = data.indexOf(0x0a); newline !== -1; newline = data.indexOf(0x0a)) {
      const piece = data.subarray(0, newline);
      data = data.subarray(newline + 1);
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      if (this.buffered + piece.length > this.maxLineBytes) {
        this.reset();
        this.reject(INVALID_REQUEST, `a message longer than ${this.maxLineBytes} bytes was skipped`);
        continue;
      }
      const line = this.chunks.length === 0 ? piece : Buffer.concat([...this.chunks, piece]);
      this.reset();
      this.receive(line.toString('utf8'));
    }
    if (this.skipping || data.length === 0) return;
    if (this.buffered + data.length > this.maxLineBytes) {
      // Answered at once, not at the line's end, which may never come.
      this.reset();
      this.skipping = true;
      this.reject(INVALID_REQUEST, `a message longer than ${this.maxLineBytes} bytes was skipped`);
      return;
    }
    this.chunks.push(data);
    this.buffered += data.length;
  };

  private readonly onError = (error: Error): void => this.onerror?.(error);

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onError);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return;
    const line = `${JSON.stringify(message)}\n`;
    await new Promise<void>((resolve) => {
      if (this.output.write(line)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onError);
    this.reset();
    this.onclose?.();
  }

  private reset(): void {
    this.chunks = [];
    this.buffered = 0;
  }

  private receive(line: string): void {
    const text = line.replace(/\r$/, '');
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.reject(PARSE_ERROR, 'the line is not valid JSON');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : null;
      this.reject(
        INVALID_REQUEST,
        'the message is not a JSON-RPC 2.0 request, notification or response',
        typeof id === 'string' || typeof id === 'number' ? id : null,
      );
      return;
    }
    this.onmessage?.(parsed.data);
  }

  private reject(code: number, message: string, id: string | number | null = null): void {
    void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}
