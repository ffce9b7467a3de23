// House rules as a test (the way Playwright checks its DEPS.list files): which folder may import which. Reads
// the sources, not the build, so a forbidden arrow fails here before anything runs.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_FOLDERS = ['pool', 'workers', 'schemas', 'transport', 'cli', 'harness', 'bench', 'index.ts'];

/** Where an import of a project file points: its folder ("room"), or a package for anything else. */
interface Arrow {
  from: string;
  to: string;
  line: number;
}

/** Folders and what they may import, besides themselves and packages. A file's room is its longest matching prefix. */
const RULES: { room: string; may: string[]; why: string }[] = [
  {
    room: 'workers/in-page/',
    may: ['schemas/observation.ts', 'schemas/wire.ts', 'schemas/perceptibility.ts', 'schemas/window.ts', 'schemas/screenshot.ts'],
    why: 'browser code imports only pure shared modules',
  },
  { room: 'schemas/', may: [], why: 'shared shapes import no runtime code' },
  { room: 'workers/', may: ['schemas/'], why: 'the worker thread never imports the coordinator' },
  { room: 'pool/', may: ['schemas/'], why: 'the coordinator knows nothing of its faces' },
  { room: 'transport/', may: ['schemas/', 'pool/'], why: 'faces frame what the pool produced, not worker internals' },
  { room: 'cli/', may: ['schemas/', 'pool/', 'transport/', 'harness/'], why: 'the command may run every face, never worker internals' },
  { room: 'harness/', may: ['schemas/', 'pool/', 'transport/', 'cli/'], why: 'the harness drives the library and its faces' },
  { room: 'bench/', may: ['schemas/', 'pool/', 'harness/', 'workers/in-page/collector.js'], why: 'the bench measures the library' },
  { room: 'index.ts', may: ['schemas/', 'pool/', 'transport/'], why: 'the package exports the library and its servers' },
];

function roomOf(file: string): string {
  return (
    RULES.map((r) => r.room)
      .filter((room) => file === room || file.startsWith(room))
      .sort((a, b) => b.length - a.length)[0] ?? file
  );
}

function sources(dir: string): string[] {
  const full = join(ROOT, dir);
  if (dir.endsWith('.ts')) return [dir];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative import of a file (static, re-export, dynamic), resolved to a path from the root. */
export function arrowsOf(file: string, text: string): Arrow[] {
  const arrows: Arrow[] = [];
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) {
    const target = normalize(join(dirname(file), match[1]!)).replace(/\.js$/, '.ts');
    arrows.push({ from: file, to: target, line: text.slice(0, match.index).split('\n').length });
  }
  return arrows;
}

/** The arrows that break a rule, as `from:line -> to (why)`. */
export function violations(arrows: Arrow[]): string[] {
  const out: string[] = [];
  for (const arrow of arrows) {
    const room = roomOf(arrow.from);
    const rule = RULES.find((r) => r.room === room);
    if (!rule) continue;
    const to = arrow.to;
    const inside = to === room || to.startsWith(room);
    // A compiled artifact of the same tree (the in-page bundle) counts as its source folder.
    const allowed = inside || rule.may.some((m) => to === m || to.startsWith(m) || to === m.replace(/\.js$/, '.ts'));
    if (!allowed) out.push(`${arrow.from}:${arrow.line} -> ${to} (${rule.why})`);
  }
  return out;
}

function projectArrows(): Arrow[] {
  return SOURCE_FOLDERS.flatMap(sources).flatMap((file) => arrowsOf(relative(ROOT, join(ROOT, file)), readFileSync(join(ROOT, file), 'utf8')));
}

test('no import crosses a house rule', (t) => {
  const arrows = projectArrows();
  t.true(arrows.length > 100, `${arrows.length} imports read`);
  t.deepEqual(violations(arrows), []);
});

test('a planted bad import is caught, with the rule it breaks', (t) => {
  const planted: [string, string, RegExp][] = [
    [
      'workers/entry.ts',
      "import { ObservationPool } from '../pool/pool.js';",
      /workers\/entry\.ts:1 -> pool\/pool\.ts \(the worker thread never imports the coordinator\)/,
    ],
    ['workers/in-page/scan.ts', "import type { Session } from '../../pool/session.js';", /browser code imports only pure shared modules/],
    ['workers/in-page/scan.ts', "const x = await import('../../schemas/record.js');", /schemas\/record\.ts \(browser code/],
    ['schemas/record.ts', "export { LookoutError } from '../pool/errors.js';", /shared shapes import no runtime code/],
    ['transport/http.ts', "import { budgeted } from '../workers/session-state.js';", /not worker internals/],
    ['cli/observe.ts', "import { act } from '../workers/actions.js';", /never worker internals/],
    ['pool/session.ts', "import { startHostedServer } from '../transport/http.js';", /knows nothing of its faces/],
  ];
  for (const [file, line, expected] of planted) {
    const found = violations(arrowsOf(file, `${line}\n`));
    t.is(found.length, 1, `${file}: ${line}`);
    t.regex(found[0] ?? '', expected);
  }
  // What the rules allow stays allowed.
  t.deepEqual(violations(arrowsOf('workers/in-page/collect.ts', "import { LIMITS } from '../../schemas/observation.js';\n")), []);
  t.deepEqual(violations(arrowsOf('transport/mcp.ts', "import { bytesOf } from '../pool/artifacts.js';\n")), []);
});
