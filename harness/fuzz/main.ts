// `npm run fuzz`: the hiding-technique fuzzer over the whole pipeline, judged by the pixel oracle. Writes
// reports/fuzz.json and exits non-zero on any leak, a drop rate of 2% or more, or a page that failed.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFuzz, type FuzzOptions } from './run.js';
import { SOURCES } from './sources.js';

const USAGE = `usage: npm run fuzz -- [--cases N] [--seed S] [--per-page N] [--case SEED:INDEX[,SEED:INDEX...]] [--source ID] [--out FILE]
  --cases     cases to run (default 2400, in pages of --per-page cases)
  --seed      seed of the run (default 1): the same seed gives the same pages
  --per-page  cases per page (default 8)
  --case      run only these cases, each alone on a page (the caseSeed and index of a finding)
  --source    every case's styles in this style source (harness/fuzz/sources.ts), e.g. inline: is a
              finding the source's doing?
  --out       report file (default reports/fuzz.json)`;

/** Drops the fuzz may show before the run fails. */
const DROP_LIMIT = 0.02;

function option(argv: string[], name: string): string | undefined {
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new TypeError(`--${name} takes a whole number`);
  return n;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const options: FuzzOptions = {
    cases: wholeNumber(option(argv, 'cases'), 'cases', 2400),
    seed: wholeNumber(option(argv, 'seed'), 'seed', 1),
    casesPerPage: Math.max(1, wholeNumber(option(argv, 'per-page'), 'per-page', 8)),
    log: (line) => console.log(line),
  };
  const source = option(argv, 'source');
  if (source !== undefined) {
    if (!SOURCES.some((s) => s.id === source)) throw new TypeError(`--source takes one of ${SOURCES.map((s) => s.id).join(', ')}`);
    options.source = source;
  }
  const only = option(argv, 'case');
  if (only) {
    options.only = only.split(',').map((pair) => {
      const [seed, index = '0'] = pair.split(':');
      return { seed: wholeNumber(seed, 'case', 0), index: wholeNumber(index, 'case', 0) };
    });
  }
  const out = option(argv, 'out') ?? fileURLToPath(new URL('../../../reports/fuzz.json', import.meta.url));
  const report = await runFuzz(options);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  const t = report.totals;
  console.log(
    `fuzz seed ${report.seed} (collector ${report.collector}): ${t.cases} cases on ${t.pages} pages in ${Math.round(report.durationMs / 1000)} s; ` +
      `${t.leaks} leaks (and ${t.knownGapLeaks} of known gaps), ${t.drops} drops (${(100 * t.dropRate).toFixed(2)}% of ${t.oracleVisible} visible); ` +
      `${t.oracleHidden} hidden, ${t.ruleHidden} hidden by rule, ${t.covered} covered, ${t.unjudged} unjudged, ${t.absent} absent; ` +
      `${report.errors.length} pages failed -> ${out}`,
  );
  console.log(`by style source (cases, judged, leaks, drops):`);
  for (const [source, s] of Object.entries(report.bySource).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${source.padEnd(22)} ${String(s.cases).padStart(5)} ${String(s.judged).padStart(5)} ${String(s.leaks).padStart(4)} ${String(s.drops).padStart(4)}`,
    );
  const failing = Object.entries(report.byPrimitive).filter(([, p]) => p.leaks > 0 || p.drops > 0);
  if (failing.length > 0)
    console.log(`primitives with findings: ${failing.map(([id, p]) => `${id} (${p.leaks} leaks, ${p.drops} drops of ${p.cases})`).join(', ')}`);
  for (const leak of report.leaks.slice(0, 20))
    console.log(`leak: --case ${leak.caseSeed}:${leak.index} ${leak.placement} [${leak.chain.join(' > ')}] from ${leak.source} in ${leak.foundIn.join(',')}`);
  for (const drop of report.drops.slice(0, 20))
    console.log(`drop: --case ${drop.caseSeed}:${drop.index} ${drop.placement} [${drop.chain.join(' > ')}] from ${drop.source}`);
  if (t.leaks > 0 || t.dropRate >= DROP_LIMIT || report.errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
