// `lookout mcp`: the agent transport (docs/contract.md, "Surfaces"), a Model Context Protocol server on stdio
// (mcp-stdio.ts) or Streamable HTTP (mcp-http.ts). Its browser tools (mcp-tools.ts) return the canonical JSON (or the
// model projection when the call passes `budget`) without what repeats the connection's previous result
// (pool/repeats.ts), once: the observation as structured content too only when the server was asked for it. One
// pool per process, one session per MCP connection.
import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode as RpcErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type JSONRPCMessage,
  type TextContent,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Observation } from '../schemas/observation.js';
import { bytesOf, type ReadBefore } from '../pool/artifacts.js';
import { GuardError, LookoutError, NavigationBlockedError, OptionError, RefError, type ErrorCode } from '../pool/errors.js';
import { MIN_PROJECTION_BUDGET } from '../pool/projection.js';
import type { ObservationPool, Session, SessionOptions } from '../pool/pool.js';
import { compileValidator, firstError } from '../pool/validators.js';
import { TOOL_GUIDE } from '../pool/calls.js';
import { BROWSER_TOOLS, SCREENSHOT_TOOL } from './mcp-tools.js';
import { publicMessage } from './redact.js';

type JsonObject = { [key: string]: unknown };

const PACKAGE_VERSION = String((JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as JsonObject).version);

/** The tools as listed to clients (without their `run` and `secrets`). */
export const MCP_TOOLS: readonly Tool[] = BROWSER_TOOLS.map(({ run: _run, secrets: _secrets, ...listed }) => listed);

// Compiled once per process, from the very schemas clients see.
const validators = new Map<string, ValidateFunction>([...BROWSER_TOOLS, SCREENSHOT_TOOL].map((tool) => [tool.name, compileValidator(tool.inputSchema)]));
const byName = new Map(BROWSER_TOOLS.map((tool) => [tool.name, tool]));

/** `_meta` key under which a tool error carries its code for programs (the text carries it for models). */
export const ERROR_META_KEY = 'lookout/error';

export interface ToolErrorMeta {
  code: ErrorCode;
  message: string;
  /** Which live guard failed, for `guard-failed`; `gone` or `changed` for `expired-reference`. */
  reason?: string;
  /** In a call of several steps (`browser_fill_form`), the index of the step that failed; the ones before it ran. */
  step?: number;
  /** Which rule of the navigation policy refused, for `navigation-blocked`. */
  rule?: string;
}

/**
 * The pool's own bytes, the canonical JSON that bounding measured or the projection it made, less what repeats
 * `previous`, the result this connection sent before; the whole observation as structured content only when asked.
 */
function observationResult(observation: Observation, budget: number | undefined, before: ReadBefore | null, structured: boolean): ObservationResult {
  const { text, read } = bytesOf(observation).readAfter(budget, before);
  const part: TextContent = { type: 'text', text };
  const result: CallToolResult = structured ? { content: [part], structuredContent: observation as unknown as JsonObject } : { content: [part] };
  return { result, read };
}

interface ObservationResult {
  result: CallToolResult;
  /** What the client reads: the next result leaves out what repeats it. */
  read: ReadBefore;
}

/**
 * A tool error: the model reads `code: message`; programs read `_meta["lookout/error"]`. Never structuredContent:
 * an error is no observation.
 */
function errorResult(error: unknown, secrets: readonly string[] = []): CallToolResult {
  const code: ErrorCode = error instanceof LookoutError ? error.code : 'internal';
  // An unexpected error's message may quote anything: it goes to the log, not to the client.
  const message = publicMessage(error, 'mcp', secrets);
  const meta: ToolErrorMeta = { code, message };
  if (error instanceof GuardError || error instanceof RefError) {
    if (error.reason !== undefined) meta.reason = error.reason;
  }
  const step = (error as { step?: unknown }).step;
  if (typeof step === 'number') meta.step = step;
  if (error instanceof NavigationBlockedError) meta.rule = error.rule;
  return { isError: true, content: [{ type: 'text', text: `${code}: ${message}` }], _meta: { [ERROR_META_KEY]: meta } };
}

/**
 * The refusal of a tool's arguments: `invalid-argument` naming the first thing wrong, as for any argument its
 * schema does not take (`arguments must be object`, `arguments must NOT have additional properties`); null when
 * they are fine. Absent arguments are an empty object.
 */
function refuseArguments(name: string, args: unknown): CallToolResult | null {
  const validate = validators.get(name)!;
  if (validate(args === undefined ? {} : args)) return null;
  return errorResult(new LookoutError('invalid-argument', `${name}: ${firstError(validate, 'arguments')}`));
}

/**
 * Checks the arguments of every `tools/call` for a tool of ours as the client sent them, before the SDK reads
 * the request, and answers a refusal itself. The SDK answers arguments that are not an object (a string, an
 * array, null) with a JSON-RPC internal error instead of the tool error any other bad argument gets, and it
 * copies the arguments into a new object, where a `__proto__` key (an own property after JSON.parse) becomes the
 * object's prototype and is never seen as the unknown key it is.
 */
function checkingArguments(inner: Transport): Transport {
  const outer: Transport = {
    start: () => inner.start(),
    send: (message, options) => inner.send(message, options),
    close: () => inner.close(),
    get sessionId() {
      return inner.sessionId;
    },
    setProtocolVersion: (version) => inner.setProtocolVersion?.(version),
  };
  const { onmessage, onclose, onerror } = inner;
  inner.onmessage = (message, extra) => {
    onmessage?.(message, extra);
    const request = message as { method?: unknown; id?: unknown; params?: unknown };
    const params = request.params as { name?: unknown; arguments?: unknown } | undefined;
    const { id } = request;
    if (
      request.method === 'tools/call' &&
      (typeof id === 'string' || typeof id === 'number') &&
      typeof params?.name === 'string' &&
      validators.has(params.name)
    ) {
      const refusal = refuseArguments(params.name, params.arguments);
      if (refusal) {
        inner.send({ jsonrpc: '2.0', id, result: refusal } as JSONRPCMessage).catch((error: Error) => outer.onerror?.(error));
        return;
      }
    }
    outer.onmessage?.(message, extra);
  };
  inner.onclose = () => {
    onclose?.();
    outer.onclose?.();
  };
  inner.onerror = (error) => {
    onerror?.(error);
    outer.onerror?.(error);
  };
  return outer;
}

/** The SDK's server, reading tool arguments through `checkingArguments` on whatever transport it is connected to. */
class ToolServer extends Server {
  override connect(transport: Transport): Promise<void> {
    return super.connect(checkingArguments(transport));
  }
}

// Codes after which the session's page is gone for good: the next call opens a new session.
const SESSION_LOST = new Set<string>(['session-closed', 'worker-crashed', 'browser-disconnected']);

export interface McpServerOptions {
  /** Where diagnostics go (never stdout on stdio). @default writes nothing */
  log?: (line: string) => void;
  /**
   * What the connection's session chooses over the pool's defaults. The model answers dialogs itself.
   * @default { dialogs: 'ask' }
   */
  session?: SessionOptions;
  /**
   * The projection budget of every tool call that passes none (`lookout mcp --budget N`): the model then reads the
   * compact projection, not the canonical JSON. At least `MIN_PROJECTION_BUDGET`.
   */
  budget?: number;
  /** Offer `browser_screenshot` (`lookout mcp --allow-screenshots`); its pool must allow screenshots too. */
  screenshots?: boolean;
  /**
   * Also return each observation whole as `structuredContent` (`lookout mcp --structured`), for programs that read
   * it; the text part stays as without it. Off, each result goes out once, as text.
   * @default false
   */
  structured?: boolean;
}

export interface LookoutMcpServer {
  /** The SDK server: connect it to one transport (one MCP connection). */
  readonly server: Server;
  /** Closes this connection's session (if one was opened) and the server; the pool stays open. */
  close(): Promise<void>;
}

/**
 * An MCP server for one connection on a shared pool. Its session is opened by the first tool call, so
 * `browser_observe` before any navigation observes the page a new session starts on (`about:blank`), and
 * `browser_act` then fails with `unknown-reference` like any ref that was never issued.
 */
export function createMcpServer(pool: ObservationPool | Promise<ObservationPool>, options: McpServerOptions = {}): LookoutMcpServer {
  const log = options.log ?? (() => undefined);
  if (options.budget !== undefined && (!Number.isSafeInteger(options.budget) || options.budget < MIN_PROJECTION_BUDGET)) {
    throw new OptionError('options.budget', `options.budget must be an integer of at least ${MIN_PROJECTION_BUDGET}`);
  }
  const server = new ToolServer(
    { name: 'lookout', title: 'Lookout browser observations', version: PACKAGE_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'Browse with browser_navigate, browser_observe and browser_act (and back, forward, wait, keys, dialogs, tabs, and ' +
        `browser_fill_form for several fields at once). ${TOOL_GUIDE} A result leaves out what it would repeat of the ` +
        'result before it and names it: "unchanged".',
    },
  );
  let session: Promise<Session> | null = null;
  let closed = false;
  /** The observation this connection's client read last: what the next result need not repeat. */
  let lastSent: ReadBefore | null = null;

  const currentSession = (): Promise<Session> => {
    if (closed) return Promise.reject(new LookoutError('session-closed', 'the MCP connection is closed'));
    if (!session) {
      const opening = Promise.resolve(pool).then((p) => p.openSession(options.session ?? { dialogs: 'ask' }));
      // A session that failed to open is not kept: the next call tries again.
      opening.catch(() => {
        if (session === opening) session = null;
      });
      session = opening;
    }
    return session;
  };

  const call = async (name: string, args: JsonObject): Promise<Observation> => {
    const s = await currentSession();
    try {
      return await byName.get(name)!.run(s, args);
    } catch (error) {
      if (SESSION_LOST.has((error as { code?: string }).code ?? '') && !closed) {
        session = null;
        lastSent = null;
        s.close().catch(() => undefined);
      }
      throw error;
    }
  };

  // Listed at once, without waiting for the pool: the operator's word. A pool that does not allow them refuses.
  const tools = options.screenshots === true ? [...MCP_TOOLS, SCREENSHOT_TOOL] : [...MCP_TOOLS];

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name } = request.params;
    if (name === SCREENSHOT_TOOL.name && options.screenshots === true) {
      const refusal = refuseArguments(name, request.params.arguments);
      if (refusal) return refusal;
      try {
        const shot = await (await currentSession()).screenshot((request.params.arguments ?? {}) as Parameters<Session['screenshot']>[0]);
        const { data, ...facts } = shot;
        return {
          content: [
            { type: 'image', data: Buffer.from(data).toString('base64'), mimeType: shot.mimeType },
            { type: 'text', text: JSON.stringify(facts) },
          ],
        };
      } catch (error) {
        return errorResult(error);
      }
    }
    if (!byName.has(name)) throw new McpError(RpcErrorCode.InvalidParams, `unknown tool ${name}`);
    const refusal = refuseArguments(name, request.params.arguments);
    if (refusal) return refusal;
    const args = (request.params.arguments ?? {}) as JsonObject;
    try {
      const observation = await call(name, args);
      const budget = (args.budget as number | undefined) ?? options.budget;
      const { result, read } = observationResult(observation, budget, lastSent, options.structured === true);
      lastSent = read;
      return result;
    } catch (error) {
      if (!(error instanceof LookoutError)) log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return errorResult(error, byName.get(name)!.secrets(args));
    }
  });

  return {
    server,
    async close() {
      if (closed) return;
      closed = true;
      const opened = session;
      session = null;
      await opened?.then((s) => s.close()).catch(() => undefined);
      await server.close().catch(() => undefined);
    },
  };
}
