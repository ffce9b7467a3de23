// The `lookout` command as a new user meets it: help and version, flags checked before any browser starts,
// hints for a bare host name or a file path, Ctrl-C and a closed pipe.
import test from 'ava';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFixtures } from '../harness/fixture-server.js';
import { COMMANDS } from '../cli/commands.js';
import { SCHEMA_VERSION } from '../schemas/observation.js';
import { startOriginServer } from './helpers/origin-server.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const VERSION = (JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs the command; `onStart` may signal it. A missing browser proves a command failed before starting one. */
function lookout(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; onStart?: (pid: number, output: () => string) => void } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, CI: '1', ...options.env }, cwd: options.cwd ?? process.cwd() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    options.onStart?.(child.pid!, () => stdout + stderr);
    // 'close', not 'exit': output can still be in the pipes when the process has exited.
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

const NO_BROWSER = { LOOKOUT_CHROMIUM: '/nonexistent/chromium' };

test('--help, -h and help describe the tool and every command; --version prints the version', async (t) => {
  // Separate processes that share nothing: each group is started together.
  const tops = [['--help'], ['-h'], ['help']];
  for (const [i, run] of (await Promise.all(tops.map((args) => lookout(args)))).entries()) {
    const args = tops[i]!;
    t.is(run.code, 0, args.join(' '));
    t.regex(run.stdout, /^usage: lookout <command>/);
    for (const command of COMMANDS) t.true(run.stdout.includes(`  ${command.spec.name}`), `${args.join(' ')} lists ${command.spec.name}`);
  }
  const helps = COMMANDS.flatMap((command) => ['--help', '-h'].map((flag) => ({ command, flag })));
  const helpRuns = await Promise.all(helps.map(({ command, flag }) => lookout([command.spec.name, flag], { env: NO_BROWSER })));
  for (const [i, { command, flag }] of helps.entries()) {
    const run = helpRuns[i]!;
    t.is(run.code, 0, `${command.spec.name} ${flag}`);
    t.true(run.stdout.startsWith(`usage: lookout ${command.spec.name}`), run.stdout);
    for (const f of command.spec.flags) t.true(run.stdout.includes(`--${f.name}`), `${command.spec.name} --help names --${f.name}`);
  }
  const [helpObserve, observeHelp] = await Promise.all([lookout(['help', 'observe']), lookout(['observe', '--help'])]);
  t.is(helpObserve.stdout, observeHelp.stdout);
  const versions = [['--version'], ['-V']];
  for (const run of await Promise.all(versions.map((args) => lookout(args)))) {
    t.deepEqual([run.code, run.stdout], [0, `lookout ${VERSION}\n`]);
  }
  const bare = await lookout([]);
  t.is(bare.code, 2, 'no command is a usage error');
  t.regex(bare.stderr, /^usage: lookout/);
});

test('unknown commands and flags, missing values and bad numbers are refused before a browser starts', async (t) => {
  const cases: [string[], RegExp][] = [
    [
      ['observe', 'https://example.com', '--frobnicate'],
      /^lookout: invalid-argument: lookout observe does not take --frobnicate; see lookout observe --help\n$/,
    ],
    [['observe', 'https://example.com', '--budget'], /^lookout: invalid-argument: --budget needs a value \(N\)\n$/],
    [['observe', 'https://example.com', '--budget', '12'], /^lookout: invalid-argument: --budget must be an integer from 256 to 1048576\n$/],
    [['observe', 'https://example.com', '--timeout', '1.5'], /^lookout: invalid-argument: --timeout must be an integer from 1 to 3600000\n$/],
    [['observe'], /^lookout: invalid-argument: lookout observe needs <url>/],
    [['observe', 'a', 'b'], /^lookout: invalid-argument: lookout observe takes <url>, not 2\n$/],
    [['batch', 'urls.txt', '--port', '1'], /does not take --port/],
    [['serve', '--allow-private-network', '--block-private-network'], /contradict each other/],
    [['serve', '--max-sessions', '0'], /--max-sessions must be an integer from 1 to 10000/],
    [['harness', '--allowed-origins', 'example.com'], /--allowed-origins: "example.com" is not an origin/],
    [['mcp', '--allow-file-urls=yes'], /--allow-file-urls takes no value/],
    [['frobnicate'], /^lookout: invalid-argument: unknown command "frobnicate"/],
    [['observe', 'example.com'], /"example.com" is not an absolute URL; did you mean https:\/\/example.com\?/],
    [
      ['observe', './page.html'],
      /"\.\/page\.html" is not a URL; for a local file write file:\/\/\/absolute\/path\.html: local files are loaded only with --allow-file-urls/,
    ],
    [['observe', 'file:///etc/passwd'], /^lookout: navigation-blocked: .*--allow-file-urls/],
    [['observe', 'javascript:alert(1)'], /^lookout: invalid-url: javascript: URLs are not loaded/],
  ];
  // Separate processes that share nothing: started together.
  const runs = await Promise.all(cases.map(([args]) => lookout(args, { env: NO_BROWSER })));
  for (const [i, [args, expected]] of cases.entries()) {
    // With no browser to be found, getting this far before refusing would say browser-not-found instead.
    const run = runs[i]!;
    t.is(run.code, 1, args.join(' '));
    t.regex(run.stderr, expected, args.join(' '));
    t.is(run.stdout, '');
  }
});

test('Ctrl-C on batch ends the URLs in flight as aborted, keeps the lines done, and exits 130', async (t) => {
  const site = await serveFixtures();
  t.teardown(() => site.close());
  // A page that never finishes loading keeps a call in flight when the signal comes.
  const slow = await startOriginServer({ '/never': (_request, response) => void response.writeHead(200, { 'Content-Type': 'text/html' }) });
  t.teardown(() => slow.close());
  const dir = await mkdtemp(join(tmpdir(), 'lookout-stop-'));
  const list = join(dir, 'urls.txt');
  await writeFile(list, [site.url('basic/shop.html'), `${slow.origin}/never`, site.url('basic/shop.html'), site.url('basic/shop.html')].join('\n'));
  const run = await lookout(['batch', list, '--workers', '1', '--timeout', '60000'], {
    onStart: (pid, output) => {
      const poll = setInterval(() => {
        if (/\[1\/4\] ok/.test(output())) {
          clearInterval(poll);
          process.kill(pid, 'SIGINT');
        }
      }, 50);
    },
  });
  t.is(run.code, 130, run.stderr);
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { schemaVersion?: string; error?: { code: string } });
  t.is(lines[0]?.schemaVersion, SCHEMA_VERSION, 'the line done before the signal is kept');
  const codes = lines.slice(1).map((l) => l.error?.code);
  t.true(codes.length >= 1 && codes.every((c) => c === 'aborted'), `lines in flight: ${codes.join(', ')}`);
  t.regex(run.stderr, /interrupted after \d+ of 4 URLs/);
  t.false(/browser-crashed|internal/.test(run.stdout + run.stderr), 'no invented failure');
});

test('a closed stdout ends batch quietly: status 0, no stack trace', async (t) => {
  const site = await serveFixtures();
  t.teardown(() => site.close());
  const dir = await mkdtemp(join(tmpdir(), 'lookout-pipe-'));
  const list = join(dir, 'urls.txt');
  await writeFile(list, Array.from({ length: 8 }, () => site.url('basic/shop.html')).join('\n'));
  const run = await new Promise<Run>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, 'batch', list, '--workers', '1'], { env: { ...process.env, CI: '1' } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // As `| head -1` does: read the first line, then close the pipe.
    let first = '';
    child.stdout.on('data', (d: Buffer) => {
      first += d.toString();
      if (first.includes('\n')) child.stdout.destroy();
    });
    child.on('exit', (code) => resolve({ code, stdout: first, stderr, ms: performance.now() - started }));
  });
  t.is(run.code, 0, run.stderr);
  t.true(run.stdout.startsWith(`{"schemaVersion":"${SCHEMA_VERSION}"`), run.stdout.slice(0, 80));
  t.false(/EPIPE|Error|at .*\.js:\d+/.test(run.stderr), run.stderr);
});

test('Ctrl-C on the harness writes a report marked interrupted to ./reports of the working directory and exits 130', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-harness-'));
  const run = await lookout(['harness', '--partitions', 'hidden-region', '--workers', '1'], {
    cwd: dir,
    onStart: (pid, output) => {
      const poll = setInterval(() => {
        if (/\[2\/\d+\] pass/.test(output())) {
          clearInterval(poll);
          process.kill(pid, 'SIGINT');
        }
      }, 50);
    },
  });
  t.is(run.code, 130, run.stdout + run.stderr);
  const report = JSON.parse(await readFile(join(dir, 'reports', 'conformance.json'), 'utf8')) as {
    interrupted: boolean;
    aggregate: { passed: number; failed: number; notRun: number; verdict: string };
  };
  t.true(report.interrupted);
  t.is(report.aggregate.verdict, 'interrupted');
  t.true(report.aggregate.passed >= 2, 'the cases finished before the signal are kept');
  t.is(report.aggregate.failed, 0, 'no case cut short counts as failed');
  t.true(report.aggregate.notRun > 0);
  t.false(/browser-crashed|HTTP 502|DeprecationWarning/.test(run.stdout + run.stderr), run.stdout + run.stderr);
});
