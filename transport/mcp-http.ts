// `lookout mcp --port N`: the MCP server over the SDK's Streamable HTTP transport
// (https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#streamable-http) at `/mcp`, behind the
// gate of `lookout serve` (http-request.ts: Host, Origin, bearer token, Content-Type, body size) and with its session
// cap and idle timeout (sessions.ts). Each MCP session is one connection of createMcpServer with its own Lookout
// session, closed when the client ends the MCP session (DELETE), when it idles out, or when the server closes.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { ObservationPool } from '../pool/pool.js';
import { REQUEST_LIMITS, checkOptions, type HostedServer, type HostedServerOptions, type RequestLimits } from './http-options.js';
import { serveGated } from './http-listen.js';
import type { Reply } from './http-reply.js';
import { HttpError, RequestGate, bodyFormat, readInput } from './http-request.js';
import { createMcpServer, type McpServerOptions } from './mcp.js';
import { SessionRegistry, type ClosableSession } from './sessions.js';

/** The one path the MCP endpoint answers at. */
export const MCP_PATH = '/mcp';

export interface McpHttpServerOptions extends Omit<HostedServerOptions, 'pool'> {
  /** The pool that owns the browser; the server never closes it. */
  pool: ObservationPool;
  /** What every MCP session's tools do (`budget`, `structured`, `screenshots`, `log`); `session` is the option above. */
  mcp?: Omit<McpServerOptions, 'session'>;
}

/** One MCP session: its transport and the connection that owns its Lookout session. */
interface McpHttpSession extends ClosableSession {
  readonly transport: StreamableHTTPServerTransport;
}

const CORS = {
  methods: 'POST, DELETE',
  allowHeaders: 'Authorization, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version',
  exposeHeaders: 'Mcp-Session-Id, Retry-After',
};

/**
 * Starts MCP over Streamable HTTP on `options.host` (127.0.0.1) and `options.port` (8930; 0 for any free one);
 * resolves once it listens. Its `url` is the server's; MCP clients connect to `${url}/mcp`.
 * @param limits For tests only: time limits shorter than REQUEST_LIMITS.
 */
export async function startMcpHttpServer(options: McpHttpServerOptions, limits: Partial<RequestLimits> = {}): Promise<HostedServer> {
  const checked = checkOptions(options);
  const { pool } = options;
  const gate = new RequestGate({ ...checked, cors: CORS });

  const openSession = async (): Promise<McpHttpSession> => {
    // 128 bits of the operating system's CSPRNG, as serve's session ids.
    const id = randomBytes(16).toString('hex');
    const mcp = createMcpServer(pool, { ...options.mcp, session: checked.session });
    // Answers as JSON, not as an event stream: every result is one reply, and a request ends with its answer.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => id, enableJsonResponse: true });
    mcp.server.onclose = () => {
      registry.forget(id);
      void mcp.close();
    };
    await mcp.server.connect(transport);
    return { id, transport, close: () => mcp.close() };
  };
  const registry = new SessionRegistry<McpHttpSession>({ openSession }, checked.maxSessions, checked.sessionIdleMs, checked.session, {
    close: 'DELETE /mcp',
    create: 'an initialize request without Mcp-Session-Id',
  });

  /** Answers the request, or resolves null when the SDK's transport wrote the answer itself. */
  const handle = async (request: IncomingMessage, response: ServerResponse, origin: string | null): Promise<Reply | null> => {
    const url = new URL(request.url ?? '/', 'http://lookout.invalid');
    if (url.pathname !== MCP_PATH) throw new HttpError(404, 'not-found', `no such route; MCP is served at ${MCP_PATH}`);
    // No GET: the server sends nothing unasked, so it keeps no event stream open (which would keep its session busy).
    if (request.method !== 'POST' && request.method !== 'DELETE') {
      throw new HttpError(405, 'invalid-argument', `${MCP_PATH} allows POST, DELETE`, { Allow: 'POST, DELETE' });
    }
    const sessionId = request.headers['mcp-session-id'];
    if (Array.isArray(sessionId)) throw new HttpError(400, 'invalid-argument', 'one Mcp-Session-Id header, not several');
    if (request.method === 'DELETE') {
      if (sessionId === undefined) throw new HttpError(400, 'invalid-argument', `DELETE ${MCP_PATH} needs the Mcp-Session-Id header`);
      await registry.delete(sessionId);
      return { status: 204 };
    }
    if (bodyFormat(request) !== 'json') throw new HttpError(415, 'unsupported-media-type', 'MCP requests must be application/json');
    const body = await readInput(request, checked.maxBodyBytes);
    let id = sessionId;
    if (id === undefined) {
      const initializes = Array.isArray(body) ? body.some((message) => isInitializeRequest(message)) : isInitializeRequest(body);
      if (!initializes) throw new HttpError(400, 'invalid-argument', 'a request without Mcp-Session-Id must be initialize');
      id = (await registry.create()).session.id;
    }
    await registry.use(id, async (entry) => {
      // The transport writes the answer: the headers every reply of the server carries go on first.
      for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...gate.corsHeaders(origin) })) response.setHeader(name, value);
      await entry.session.transport.handleRequest(request, response, body);
    });
    return null;
  };

  return serveGated(checked, { ...REQUEST_LIMITS, ...limits }, gate, registry, handle);
}

const SECURITY_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
