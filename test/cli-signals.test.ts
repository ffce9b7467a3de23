// Ctrl-C on the servers: `lookout serve` and `lookout mcp` close their sessions, the pool and Chromium, and exit 0
// (README, "Hosted transport" and "MCP server"), leaving no process of theirs behind.
import test, { type ExecutionContext } from 'ava';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isAlive, processTree } from '../pool/proc.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

interface Started {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts the command and resolves once its output matches `ready`; fails if it exits first. */
async function start(t: ExecutionContext, args: string[], ready: RegExp): Promise<Started & { match: RegExpExecArray }> {
  const env = { ...process.env };
  delete env['LOOKOUT_TOKEN'];
  const child = spawn(process.execPath, ['--no-deprecation', CLI, ...args], { env });
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const look = (d: Buffer): void => {
      output += d.toString();
      const found = ready.exec(output);
      if (found) resolve(found);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then((code) => reject(new Error(`lookout ${args[0]} exited with ${code} before it was ready: ${output}`)));
  });
  return { child, exited, output: () => output, match };
}

test('lookout serve on Ctrl-C closes the pool and Chromium and exits 0', async (t) => {
  const serve = await start(t, ['serve', '--port', '0', '--workers', '1'], /lookout serve: listening on (http:\/\/127\.0\.0\.1:[0-9]+)\n/);
  const base = serve.match[1]!;
  // A session open at the time of the signal: its browser context is closed with the rest.
  const created = await fetch(`${base}/sessions`, { method: 'POST' });
  t.is(created.status, 201);
  const tree = processTree(serve.child.pid!);
  t.true(tree.length > 1, 'the server runs a browser');
  serve.child.kill('SIGINT');
  t.is(await serve.exited, 0, serve.output());
  t.deepEqual(tree.filter(isAlive), [], 'no process of the server outlives it');
});

test('lookout mcp on Ctrl-C closes the pool and Chromium and exits 0', async (t) => {
  const mcp = await start(t, ['mcp'], /browser pool ready\n/);
  const tree = processTree(mcp.child.pid!);
  t.true(tree.length > 1, 'the server runs a browser');
  mcp.child.kill('SIGINT');
  t.is(await mcp.exited, 0, mcp.output());
  t.deepEqual(tree.filter(isAlive), [], 'no process of the server outlives it');
});
