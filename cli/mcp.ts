// `lookout mcp`: the MCP server on stdio, with a pool of its own.
import { Console } from 'node:console';
import { LookoutError } from '../pool/errors.js';
import { ObservationPool, type PoolOptions } from '../pool/pool.js';
import { createMcpServer } from '../transport/mcp.js';
import { LineTransport } from '../transport/mcp-stdio.js';
import { dialogsFlag, endpointsFlag, integerFlag, policyFlags, sessionFlags } from './flags.js';

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

/**
 * Serves MCP on stdin/stdout until stdin closes, the transport closes or SIGTERM/SIGINT arrives; then closes
 * the session and the pool (with its Chromium) and resolves 0.
 */
export async function runMcpCli(_positional: string[], flags: Map<string, string>): Promise<number> {
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
  const budget = integerFlag(flags, 'budget');
  const mcp = createMcpServer(poolStart, {
    log,
    session: { dialogs: dialogsFlag(flags, 'ask') },
    screenshots: options.screenshots === true,
    ...(budget !== undefined ? { budget } : {}),
  });
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
