import anyTest, { type TestFn } from 'ava';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { closedPort, silentServer } from './helpers/ports.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaValidator } from '../pool/admission.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { inputCanary } from '../harness/cases/input-canary.js';
import type { PageCase } from '../harness/cases/types.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const test = anyTest as TestFn<{ server: FixtureServer; dir: string }>;

test.before(async (t) => {
  t.context.server = await serveFixtures();
  t.context.dir = await mkdtemp(join(tmpdir(), 'lookout-batch-test-'));
});
test.after.always(async (t) => {
  await t.context.server?.close();
  if (t.context.dir) await rm(t.context.dir, { recursive: true, force: true });
});

/** Runs `lookout batch` as a user would: a separate process, stdout and stderr kept apart, CI unset. */
function lookout(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env['CI'];
    const child = spawn(process.execPath, ['--no-deprecation', CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Input-canary pages observed as loaded (no typing step), and every value they must never leak. */
const canaryCases = inputCanary.cases.filter((c): c is PageCase => c.kind === 'page' && !c.steps && (c.expect.forbidden?.length ?? 0) > 0);
const forbidden = canaryCases.flatMap((c) => c.expect.forbidden ?? []);

interface ErrorLine {
  url: string;
  error: { code: string; message: string };
}

test('lookout batch writes one line per URL in file order, errors as {url,error}, and a summary; exit 1 on failures', async (t) => {
  const { server, dir } = t.context;
  const good = [server.url('basic/shop.html'), ...canaryCases.slice(0, 3).map((c) => server.url(c.page))];
  const malformed = 'not a url';
  const unreachable = `http://127.0.0.1:${await closedPort()}/`;
  const urls = [good[0]!, malformed, good[1]!, unreachable, ...good.slice(2)];
  const list = join(dir, 'mixed.txt');
  await writeFile(
    list,
    ['# fixture pages, a malformed URL and an unreachable host', '', ...urls.slice(0, 3), '   ', `  ${urls[3]}  `, '# more', ...urls.slice(4), ''].join('\n'),
  );
  const out = join(dir, 'mixed.ndjson');

  const { code, stdout, stderr } = await lookout(['batch', list, '--workers', '2', '--out', out]);
  t.is(code, 1, stderr);
  const ndjson = await readFile(out, 'utf8');
  t.true(ndjson.endsWith('\n'));
  const lines = ndjson.trimEnd().split('\n');
  t.is(lines.length, urls.length, 'one line per URL, comments and blank lines skipped');
  const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  parsed.forEach((value, i) => {
    const url = urls[i]!;
    if (url === malformed || url === unreachable) {
      const line = value as unknown as ErrorLine;
      t.deepEqual(Object.keys(line), ['url', 'error']);
      t.is(line.url, url);
      t.deepEqual(Object.keys(line.error), ['code', 'message']);
      if (url === malformed) t.is(line.error.code, 'invalid-url', line.error.message);
      // A refused connection; batch passes the worker's code through.
      else t.is(line.error.code, 'navigation-failed', line.error.message);
      t.true(line.error.message.length > 0);
    } else {
      t.true(schemaValidator('1.5')(value), `line ${i + 1}: ${JSON.stringify(schemaValidator('1.5').errors)}`);
      t.is((value['page'] as { url: string }).url, url, `line ${i + 1} is the observation of ${url}`);
      t.is(value['tool'], 'navigate');
      // Canonical form: contract field order, no insignificant whitespace.
      t.deepEqual(Object.keys(value).slice(0, 4), ['schemaVersion', 'session', 'revision', 'tool']);
      t.is(lines[i], JSON.stringify(value));
    }
  });

  for (const canary of forbidden) t.false(ndjson.includes(canary), `${canary} must not reach the NDJSON`);
  for (const canary of forbidden) t.false(stdout.includes(canary) || stderr.includes(canary), `${canary} must not reach the console`);

  // With --out, the summary goes to stdout.
  t.regex(stdout, new RegExp(`${urls.length} URLs, ${good.length} observed, 2 failed`));
  t.regex(stdout, /observations per second: \d+\.\d\d/);
  const unreachableCode = (parsed[urls.indexOf(unreachable)] as unknown as ErrorLine).error.code;
  t.regex(stdout, new RegExp(`failures by code: (invalid-url 1, ${unreachableCode} 1|${unreachableCode} 1, invalid-url 1)\n`));
  const slowest = stdout.split('slowest pages:\n')[1]?.trimEnd().split('\n') ?? [];
  t.is(slowest.length, 5, 'the five slowest pages');
  for (const row of slowest) {
    t.regex(row, /^\s+\d+ ms {2}/);
    t.true(
      urls.some((url) => row.endsWith(url)),
      row,
    );
  }
  // Not a terminal: plain progress lines on stderr, one per URL.
  t.is(stderr.split('\n').filter((l) => /^lookout batch: \[\d+\/\d+\] /.test(l)).length, urls.length);
  t.false(stderr.includes('\r'), 'no progress bar redraws outside a terminal');
});

test('lookout batch without --out prints the NDJSON on stdout, the summary on stderr, and exits 0 when every URL succeeds', async (t) => {
  const { server, dir } = t.context;
  const urls = [server.url('basic/shop.html'), server.url(canaryCases[0]!.page)];
  const list = join(dir, 'good.txt');
  await writeFile(list, urls.join('\n'));

  const { code, stdout, stderr } = await lookout(['batch', list, '--workers', '1']);
  t.is(code, 0, stderr);
  const lines = stdout.trimEnd().split('\n');
  t.is(lines.length, urls.length, 'stdout holds nothing but the NDJSON');
  t.deepEqual(
    lines.map((line) => (JSON.parse(line) as { page: { url: string } }).page.url),
    urls,
  );
  t.regex(stderr, /2 URLs, 2 observed, 0 failed in [\d.]+ s with 1 worker/);
  t.regex(stderr, /failures by code: none/);
});

// Each test runs its own command on its own files, so they run side by side; this one runs alone, first
// (test.serial), since its budget holds for the fixture pages too: 12 s, as a fresh session's first navigation
// took more than 6 s while other test files loaded both cores (a clean-clone run failed so).
test.serial('lookout batch --timeout fails a page that never answers with timeout and goes on with a fresh session', async (t) => {
  const hanging = (await silentServer(t)).url;
  const good = t.context.server.url('basic/shop.html');
  const list = join(t.context.dir, 'hanging.txt');
  // One worker runs two lanes: both start on a hanging URL, so each must go on with a fresh session.
  await writeFile(list, [hanging, hanging, good, good].join('\n'));

  const { code, stdout, stderr } = await lookout(['batch', list, '--workers', '1', '--timeout', '12000']);
  t.is(code, 1, stderr);
  const lines = stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  t.is(lines.length, 4);
  for (const line of lines.slice(0, 2)) {
    t.deepEqual(line, { url: hanging, error: { code: 'timeout', message: (line as unknown as ErrorLine).error.message } });
  }
  for (const line of lines.slice(2)) t.is((line['page'] as { url: string } | undefined)?.url, good);
  t.regex(stderr, /failures by code: timeout 2\n/);
});

test('lookout batch with a file that cannot be read fails with invalid-argument', async (t) => {
  const { code, stdout, stderr } = await lookout(['batch', join(t.context.dir, 'missing.txt')]);
  t.is(code, 1);
  t.is(stdout, '');
  t.regex(stderr, /^lookout: invalid-argument: cannot read .+missing\.txt/);
});

test('lookout batch --workers must be a positive integer', async (t) => {
  const list = join(t.context.dir, 'one.txt');
  await writeFile(list, t.context.server.url('basic/shop.html'));
  const { code, stderr } = await lookout(['batch', list, '--workers', '0']);
  t.is(code, 1);
  t.regex(stderr, /^lookout: invalid-argument: --workers must be an integer from 1 to 64\n$/);
});
