// The bench scripts run on their own answer --help and refuse what they do not know before a browser starts.
import test from 'ava';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPTS = ['ab', 'act-latency', 'corpus', 'deltas', 'frames', 'mcp-bytes', 'profile', 'thinking', 'worlds'];

function run(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = fileURLToPath(new URL(`../bench/${script}.js`, import.meta.url));
  return new Promise((resolve) => {
    execFile(process.execPath, ['--no-deprecation', file, ...args], { timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

for (const script of SCRIPTS) {
  test(`${script}: --help prints its usage; an unknown flag is refused with exit 2 and no measurement`, async (t) => {
    const help = await run(script, ['--help']);
    t.is(help.code, 0);
    t.regex(help.stdout, new RegExp(`^usage: node --no-deprecation dist/bench/${script}\\.js`));
    const unknown = await run(script, ['--no-such-flag', '1']);
    t.is(unknown.code, 2, unknown.stderr);
    t.regex(unknown.stderr, /unknown argument --no-such-flag/);
    t.notRegex(unknown.stdout, /\S/, 'nothing was measured');
  });
}
