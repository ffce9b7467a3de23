import anyTest, { type TestFn } from 'ava';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { schemaValidator } from '../pool/admission.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { silentServer } from './helpers/ports.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const test = anyTest as TestFn<{ server: FixtureServer }>;

test.before(async (t) => {
  t.context.server = await serveFixtures();
});
test.after.always(async (t) => {
  await t.context.server?.close();
});

async function lookout(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--no-deprecation', CLI, ...args], { timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

test('lookout observe prints one schema-valid canonical observation with regions and coverage', async (t) => {
  const { code, stdout } = await lookout(['observe', t.context.server.url('basic/shop.html')]);
  t.is(code, 0);
  t.is(stdout.trim().split('\n').length, 1, 'canonical JSON has no insignificant whitespace');
  const observation = JSON.parse(stdout) as Record<string, unknown>;
  t.true(schemaValidator('1.5')(observation), JSON.stringify(schemaValidator('1.5').errors));
  // Every field of a first navigation of a one-tab page without dialogs, in canonical order (docs/contract.md section 2).
  t.deepEqual(Object.keys(observation), [
    'schemaVersion',
    'session',
    'revision',
    'tool',
    'operation',
    'page',
    'controls',
    'continuation',
    'text',
    'regions',
    'regionCoverage',
    'frameCoverage',
    'settle',
  ]);
  t.true(Array.isArray(observation['regions']) && (observation['regions'] as unknown[]).length > 0);
  t.like(observation['regionCoverage'], { version: 1, scope: 'main-document', nodesLeftUnread: false });
  t.false(stdout.includes('CANARY-BASIC'), 'no input value reaches stdout');
  t.false(stdout.includes('HIDDEN-BASIC'), 'no hidden text reaches stdout');
});

test('lookout observe with a malformed URL fails with one line on stderr', async (t) => {
  const { code, stdout, stderr } = await lookout(['observe', 'not a url']);
  t.not(code, 0);
  t.is(stdout, '');
  t.regex(stderr, /^lookout: invalid-url: .+\n$/);
});

test('lookout observe of an unreachable host fails with navigation-failed', async (t) => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
  const { code, stderr } = await lookout(['observe', 'http://127.0.0.1:9/']);
  t.not(code, 0);
  t.regex(stderr, /^lookout: navigation-failed: .+\n$/);
});

test('lookout observe that outlives its timeout fails with timeout', async (t) => {
  const { code, stderr } = await lookout(['observe', (await silentServer(t)).url, '--timeout', '1500']);
  t.not(code, 0);
  t.regex(stderr, /^lookout: timeout: .+\n$/);
});

test('lookout observe --max-bytes bounds the canonical part and --budget prints a projection within budget', async (t) => {
  const url = t.context.server.url('actions/many.html');
  const bounded = await lookout(['observe', url, '--max-bytes', '2048']);
  t.is(bounded.code, 0);
  const observation = JSON.parse(bounded.stdout) as { omitted?: { controls: number }; continuation: { remaining: number } | null };
  const part = JSON.stringify({ type: 'text', text: bounded.stdout.trimEnd() });
  t.true(Buffer.byteLength(part) <= 2048, `${Buffer.byteLength(part)} bytes`);
  t.true((observation.omitted?.controls ?? 0) > 0, 'controls were dropped to fit');
  t.true((observation.continuation?.remaining ?? 0) > 200, 'and stay reachable through the continuation');

  const projected = await lookout(['observe', url, '--budget', '512']);
  t.is(projected.code, 0);
  t.true(Buffer.byteLength(projected.stdout.replace(/\n$/, '')) <= 512);
  t.regex(projected.stdout, /^page: "Many controls"/);
});
