// `lookout mcp`: the MCP server on stdio, or with --port over Streamable HTTP, with a pool of its own.
import { Console } from 'node:console';
import { LookoutError } from '../pool/errors.js';
import { ObservationPool, type PoolOptions } from '../pool/pool.js';
import { createMcpServer, type McpServerOptions } from '../transport/mcp.js';
import { startMcpHttpServer, MCP_PATH } from '../transport/mcp-http.js';
import { LineTransport } from '../transport/mcp-stdio.js';
import { HTTP_SERVER_FLAGS, dialogsFlag, endpointsFlag, integerFlag, policyFlags, sessionFlags } from './flags.js';
import { httpServerFlags } from './http-flags.js';
import { serveUntilStopped } from './stop.js';

/** Pool options from `lookout mcp` flags (already checked by the flag parser). */
export function mcpPoolOptions(flags: Map<string, string>): PoolOptions {
  const options: PoolOptions = { workers: integerFlag(flags, 'workers') ?? 1 };
  const maxBytes = integerFlag(flags, 'max-bytes');
  if (maxBytes !== undefined) options.maxBytes = maxBytes;
  const timeout = integerFlag(flags, 'timeout');
  if (timeout !== undefined) options.callTimeoutMs = timeout;
  // An agent's server acts for whatever the model reads: private addresses stay closed unless the operator opens them.
  // The model answers dialogs itself (browser_handle_dialog).
  return { ...options, ...endpointsFlag(flags), ...policyFlags(flags, true), ...sessionFlags(flags, 'ask') };
}

/** What every connection's tools do, from `--budget`, `--structured` and `--allow-screenshots`. */
function toolOptions(flags: Map<string, string>, options: PoolOptions): Omit<McpServerOptions, 'session' | 'log'> {
  const budget = integerFlag(flags, 'budget');
  return {
    screenshots: options.screenshots === true,
    ...(flags.has('structured') ? { structured: true } : {}),
    ...(budget !== undefined ? { budget } : {}),
  };
}

/**
 * Serves MCP on stdin/stdout until stdin closes, the transport closes or SIGTERM/SIGINT arrives; then closes
 * the session and the pool (with its Chromium) and resolves 0. With --port, serves it over HTTP instead.
 */
export async function runMcpCli(positional: string[], flags: Map<string, string>): Promise<number> {
  if (flags.has('port')) return runMcpHttpCli(positional, flags);
  const httpOnly = HTTP_SERVER_FLAGS.find((flag) => flags.has(flag.name));
  if (httpOnly) throw new LookoutError('invalid-argument', `--${httpOnly.name} is a flag of MCP over HTTP: give --port too`);
  const options = mcpPoolOptions(flags);
  // Anything printed with console.log would corrupt the protocol stream: console goes to stderr here.
  globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });
  const log = (line: string) => void process.stderr.write(`lookout mcp: ${line}\n`);

  // The pool starts beside the MCP handshake, so initialize and tools/list answer at once;
  // tool calls wait for it. A pool that cannot start turns every call into a tool error with its code.
  // Signals are this command's to handle (below): the pool must not end the process with 130 on Ctrl-C.
  const poolStart = ObservationPool.start({ ...options, handleSignals: false });
  poolStart.then(
    () => log('browser pool ready'),
    (error: unknown) => log(`the browser pool did not start: ${error instanceof LookoutError ? `${error.code}: ` : ''}${(error as Error).message}`),
  );
  const mcp = createMcpServer(poolStart, { log, session: { dialogs: dialogsFlag(flags, 'ask') }, ...toolOptions(flags, options) });
  const transport = new LineTransport();

  let stop!: (reason: string) => void;
  const stopped = new Promise<string>((resolve) => (stop = resolve));
  const onSignal = (signal: NodeJS.Signals) => stop(signal);
  process.stdin.once('end', () => stop('stdin closed'));
  process.stdin.once('close', () => stop('stdin closed'));
  // A client that went away: writing to it fails with EPIPE, which must not crash the server before cleanup.
  process.stdout.on('error', () => stop('stdout closed'));
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  mcp.server.onclose = () => stop('transport closed');
  mcp.server.onerror = (error) => log(`protocol error: ${error.message}`);

  await mcp.server.connect(transport);
  const reason = await stopped;
  log(`shutting down (${reason})`);
  await mcp.close();
  const pool = await poolStart.catch(() => null);
  await pool?.close();
  process.off('SIGTERM', onSignal);
  process.off('SIGINT', onSignal);
  log('closed');
  // Everything Lookout started is closed; a stray handle of someone else's must not keep a finished server alive.
  setTimeout(() => process.exit(0), 2_000).unref();
  return 0;
}

/**
 * `lookout mcp --port N`: MCP over Streamable HTTP at /mcp, with serve's Host, Origin, token and session rules,
 * until SIGINT or SIGTERM; then closes every MCP session (and its Lookout session), the pool and Chromium, and
 * resolves 0. Prints one line, `lookout mcp: listening on http://HOST:PORT/mcp`.
 */
async function runMcpHttpCli(_positional: string[], flags: Map<string, string>): Promise<number> {
  const port = integerFlag(flags, 'port')!;
  const options = mcpPoolOptions(flags);
  // Refused before any browser starts.
  const http = httpServerFlags(flags);
  const log = (line: string) => void process.stderr.write(`lookout mcp: ${line}\n`);
  return serveUntilStopped(
    options,
    (pool) => startMcpHttpServer({ pool, ...http, port, session: { dialogs: dialogsFlag(flags, 'ask') }, mcp: { log, ...toolOptions(flags, options) } }),
    (server) => `lookout mcp: listening on ${server.url}${MCP_PATH}`,
  );
}
