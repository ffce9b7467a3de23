// The harness's reports: the writers (pure) render a failing synthetic result as failing in all three files,
// escaping what came from pages; `lookout harness` writes the three reports, and index.html, opened in real
// Chromium, shows the totals, the partition rows and both charts; junit.xml parses as XML.
import anyTest, { type TestFn } from 'ava';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BUNDLED_SITE } from '../harness/fixture-server.js';
import { selectPartitions } from '../harness/cli.js';
import { barLine, createProgress, wantsBar } from '../cli/progress.js';
import { caseStep } from '../harness/runner.js';
import { buildReport, renderHtml, renderJson, renderJunit, type ConformanceReport, type RunFacts } from '../harness/report/index.js';
import type { CaseResult } from '../harness/runner.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';

// The functions given to page.evaluate run in the page; this file compiles without the DOM lib.
declare const document: any;
declare const DOMParser: any;

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const test = anyTest as TestFn<{ browser: Browser; dir: string }>;

test.before(async (t) => {
  t.context.dir = await mkdtemp(join(tmpdir(), 'lookout-harness-report-'));
  t.context.browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});
test.after.always(async (t) => {
  await t.context.browser?.close();
  // LOOKOUT_KEEP_REPORTS=1 keeps the reports and screenshots to look at.
  if (t.context.dir && !process.env['LOOKOUT_KEEP_REPORTS']) await rm(t.context.dir, { recursive: true, force: true });
  else if (t.context.dir) console.log(`reports kept in ${t.context.dir}`);
});

async function harness(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // CI=1: plain lines, whatever the terminal.
  const options = { timeout: 180_000, env: { ...process.env, CI: '1' } };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--no-deprecation', CLI, 'harness', ...args], options);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

async function newPage(t: { context: { browser: Browser } }): Promise<Page> {
  const page = await t.context.browser.newPage({ viewport: { width: 1200, height: 900 } });
  return page;
}

/** What the report page shows, read from the rendered DOM. */
async function shown(page: Page) {
  return page.evaluate(() => {
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;
    const visible = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    return {
      verdict: text('#verdict'),
      cases: text('#total-cases'),
      passed: text('#total-passed'),
      failed: text('#total-failed'),
      partitionRows: [...document.querySelectorAll('#partitions tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent),
      ),
      failingRows: [...document.querySelectorAll('#partitions tbody tr.failing')].map((row) => row.getAttribute('data-partition')),
      passFailBars: document.querySelectorAll('#chart-pass-fail g.bar').length,
      failBarsWithWidth: [...document.querySelectorAll('#chart-pass-fail rect.fail')].filter((r) => Number(r.getAttribute('width')) > 0).length,
      durationBars: document.querySelectorAll('#chart-durations rect.duration').length,
      failingDurationBars: document.querySelectorAll('#chart-durations rect.duration.fail').length,
      chartsVisible: visible('#chart-pass-fail') && visible('#chart-durations'),
      failures: [...document.querySelectorAll('#failures article.failure')].map((a) => ({
        title: a.querySelector('h3')?.textContent,
        evidence: a.querySelector('pre')?.textContent,
      })),
      scripts: document.scripts.length,
      externalResources: performance.getEntriesByType('resource').length,
    };
  });
}

/** Parses XML in the browser: parser errors, and the suites, cases and failures it holds. */
async function parseJunit(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      parserErrors: doc.getElementsByTagName('parsererror').length,
      suites: [...doc.querySelectorAll('testsuite')].map((s) => ({
        name: s.getAttribute('name'),
        tests: Number(s.getAttribute('tests')),
        failures: Number(s.getAttribute('failures')),
        testcases: s.querySelectorAll('testcase').length,
        failureElements: s.querySelectorAll('testcase > failure').length,
        classnames: [...new Set([...s.querySelectorAll('testcase')].map((c) => c.getAttribute('classname')))],
      })),
      failureText: [...doc.querySelectorAll('failure')].map((f) => f.textContent),
    };
  }, xml);
}

// Evidence quotes page text: markup, quotes, an ampersand, a CDATA end, control characters XML 1.0 forbids
// and a lone surrogate.
const HOSTILE = 'text lacks "<script>alert(1)</script>" & \'x\' ]]> \u0001\u000b\u001f \ud800 end';

function syntheticResults(): CaseResult[] {
  const base = { kind: 'page' as const, description: 'a case <b>about</b> "quotes"', observed: 'revision 1', durationMs: 120, finishedAt: 0 };
  return [
    { ...base, partition: 'alpha', id: 'passes', verdict: 'pass', failures: [] },
    { ...base, partition: 'alpha', id: 'fails <i>', verdict: 'fail', failures: [HOSTILE, 'second line'], durationMs: 300 },
    { ...base, partition: 'beta', id: 'passes-too', verdict: 'pass', failures: [] },
  ];
}

const FACTS: RunFacts = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  site: '/tmp/site & <more>',
  workers: 2,
  browsers: 'local',
  elapsedMs: 1000,
  partitions: [
    { id: 'alpha', description: 'first' },
    { id: 'beta', description: 'second' },
  ],
};

function syntheticReport(): ConformanceReport {
  return buildReport(syntheticResults(), FACTS);
}

test('a failing synthetic result renders as failing in conformance.json, junit.xml and index.html, escaped', async (t) => {
  const report = syntheticReport();

  const json = JSON.parse(renderJson(report)) as ConformanceReport;
  t.deepEqual(json.aggregate, {
    partitions: 2,
    partitionsPassed: 1,
    cases: 3,
    passed: 2,
    failed: 1,
    knownGaps: 0,
    notRun: 0,
    durationMs: 540,
    verdict: 'fail',
  });
  t.deepEqual(
    json.partitions.map((p) => [p.id, p.cases, p.passed, p.failed]),
    [
      ['alpha', 2, 1, 1],
      ['beta', 1, 1, 0],
    ],
  );
  t.deepEqual(json.cases[1]?.evidence, [HOSTILE, 'second line']);

  const page = await newPage(t);
  t.teardown(() => page.close());
  const junit = await parseJunit(page, renderJunit(report));
  t.is(junit.parserErrors, 0);
  t.deepEqual(junit.suites, [
    { name: 'alpha', tests: 2, failures: 1, testcases: 2, failureElements: 1, classnames: ['alpha'] },
    { name: 'beta', tests: 1, failures: 0, testcases: 1, failureElements: 0, classnames: ['beta'] },
  ]);
  // Forbidden characters come out visible, the rest exactly as given.
  t.is(junit.failureText[0], `${HOSTILE.replace('\u0001\u000b\u001f', '\\u0001\\u000b\\u001f').replace('\ud800', '\\ud800')}\nsecond line`);

  await page.setContent(renderHtml(report));
  const html = await shown(page);
  t.is(html.verdict, 'FAIL');
  t.deepEqual([html.cases, html.passed, html.failed], ['3', '2', '1']);
  t.deepEqual(html.failingRows, ['alpha']);
  t.is(html.failBarsWithWidth, 1);
  t.is(html.failingDurationBars, 1);
  t.is(html.failures.length, 1);
  t.is(html.failures[0]?.title, 'alpha > fails <i>');
  t.true(html.failures[0]?.evidence?.includes('"<script>alert(1)</script>" & \'x\' ]]>'), html.failures[0]?.evidence ?? '');
  t.is(html.scripts, 0, 'page text never becomes markup');
});

test('a known gap counts neither way: the run passes, junit skips it, index.html lists it with its reason', async (t) => {
  const gap: CaseResult = {
    kind: 'page',
    description: 'a technique not read yet',
    observed: 'revision 1',
    durationMs: 80,
    finishedAt: 0,
    partition: 'beta',
    id: 'gap',
    verdict: 'known-gap',
    failures: ['forbidden "TOKEN" appears'],
    knownGap: 'the <mask> is not read',
  };
  const report = buildReport([...syntheticResults().filter((r) => r.verdict === 'pass'), gap], FACTS);
  t.like(report.aggregate, { cases: 3, passed: 2, failed: 0, knownGaps: 1, verdict: 'pass' });
  t.deepEqual(
    report.partitions.map((p) => [p.id, p.passed, p.failed, p.knownGaps]),
    [
      ['alpha', 1, 0, 0],
      ['beta', 1, 0, 1],
    ],
  );
  const page = await newPage(t);
  t.teardown(() => page.close());
  const junit = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return [...doc.querySelectorAll('testcase > skipped')].map((s) => s.getAttribute('message'));
  }, renderJunit(report));
  t.deepEqual(junit, ['known gap: the <mask> is not read']);
  await page.setContent(renderHtml(report));
  const html = await shown(page);
  t.is(html.verdict, 'PASS');
  t.is(html.failures.length, 0);
  t.deepEqual(await page.evaluate(() => [...document.querySelectorAll('#known-gaps article')].map((a) => a.textContent)), ['beta > gapthe <mask> is not read']);
  t.is(await page.evaluate(() => document.querySelector('#total-known-gaps')?.textContent), '1');
});

test('a passing synthetic result renders as passing, with no failure listed', async (t) => {
  const results = syntheticResults().filter((r) => r.verdict === 'pass');
  const report = buildReport(results, FACTS);
  const page = await newPage(t);
  t.teardown(() => page.close());
  await page.setContent(renderHtml(report));
  const html = await shown(page);
  t.is(html.verdict, 'PASS');
  t.is(html.failures.length, 0);
  t.deepEqual(html.failingRows, []);
  t.is((await parseJunit(page, renderJunit(report))).failureText.length, 0);
});

test.serial('lookout harness writes the three reports; index.html shows totals, partition rows and both charts', async (t) => {
  const out = join(t.context.dir, 'passing');
  const chosen = ['small-budget', 'schema-admission', 'replay'];
  const { code, stdout, stderr } = await harness(['--partitions', chosen.join(','), '--workers', '1', '--out', out]);
  t.is(code, 0, `${stdout}\n${stderr}`);
  t.regex(stdout, /^\[\d+\/\d+\] pass small-budget > crowded-1500/m, 'plain lines under CI');

  const report = JSON.parse(await readFile(join(out, 'conformance.json'), 'utf8')) as ConformanceReport;
  t.deepEqual(
    report.partitions.map((p) => p.id),
    chosen,
  );
  t.is(report.aggregate.failed, 0);
  t.true(report.aggregate.cases > 20);
  for (const c of report.cases) t.true(typeof c.durationMs === 'number' && chosen.includes(c.partition) && c.verdict === 'pass');

  const page = await newPage(t);
  t.teardown(() => page.close());
  const junit = await parseJunit(page, await readFile(join(out, 'junit.xml'), 'utf8'));
  t.is(junit.parserErrors, 0);
  t.deepEqual(
    junit.suites.map((s) => [s.name, s.testcases, s.failures]),
    report.partitions.map((p) => [p.id, p.cases, 0]),
  );

  await page.goto(pathToFileURL(join(out, 'index.html')).href);
  const html = await shown(page);
  t.is(html.verdict, 'PASS');
  t.deepEqual([html.cases, html.passed, html.failed], [String(report.aggregate.cases), String(report.aggregate.cases), '0']);
  t.deepEqual(
    html.partitionRows,
    report.partitions.map((p) => [p.id, String(p.cases), String(p.passed), '0']),
  );
  t.is(html.passFailBars, chosen.length);
  t.is(html.durationBars, report.aggregate.cases);
  t.true(html.chartsVisible);
  t.is(html.externalResources, 0, 'self-contained');
  await page.screenshot({ path: join(out, 'index.png'), fullPage: true });
});

test.serial('a case failing on another build of the site (--site) makes the harness exit 1 and every report say so', async (t) => {
  const site = join(t.context.dir, 'site');
  await cp(BUNDLED_SITE, site, { recursive: true });
  // This build's crowded page is small: the 1,500-byte projection no longer has to cut anything.
  await writeFile(join(site, 'small-budget/crowded.html'), '<!doctype html><title>Crowded</title><h1>Not crowded <script>x</script></h1><button>Only</button>');
  const out = join(t.context.dir, 'failing');
  const { code, stdout } = await harness(['--partitions', 'small-budget', '--workers', '1', '--site', site, '--out', out]);
  t.is(code, 1, stdout);
  t.regex(stdout, /^\[\d+\/\d+\] FAIL small-budget > crowded-1500/m);
  t.regex(stdout, /^ {4}\S.*not over 3 times the budget/m, 'the evidence is printed under the failure');

  const report = JSON.parse(await readFile(join(out, 'conformance.json'), 'utf8')) as ConformanceReport;
  const failing = report.cases.filter((c) => c.verdict === 'fail').map((c) => c.id);
  t.true(failing.includes('crowded-1500'));
  t.is(report.aggregate.verdict, 'fail');

  const page = await newPage(t);
  t.teardown(() => page.close());
  const junit = await parseJunit(page, await readFile(join(out, 'junit.xml'), 'utf8'));
  t.is(junit.parserErrors, 0);
  t.is(junit.suites[0]?.failureElements, failing.length);

  await page.goto(pathToFileURL(join(out, 'index.html')).href);
  const html = await shown(page);
  t.is(html.verdict, 'FAIL');
  t.deepEqual(html.failingRows, ['small-budget']);
  t.deepEqual(
    html.failures.map((f) => f.title),
    failing.map((id) => `small-budget > ${id}`),
  );
  await page.screenshot({ path: join(out, 'index.png'), fullPage: true });
});

test('progress: a bar redrawn in place on a terminal, plain lines otherwise, failures always with their evidence', (t) => {
  t.true(wantsBar({ isTTY: true }, {}));
  t.false(wantsBar({ isTTY: true }, { CI: 'true' }));
  t.false(wantsBar({ isTTY: false }, {}));
  t.false(wantsBar({}, {}));

  const [pass, fail] = syntheticResults();
  let clock = 0;
  const printed = (bar: boolean): string => {
    let text = '';
    clock = 0;
    const progress = createProgress(2, { write: (s) => void (text += s), columns: 80 }, { bar, now: () => clock });
    clock = 1500;
    progress.step(caseStep(pass!));
    progress.step(caseStep(fail!));
    progress.finish();
    return text;
  };
  const lines = printed(false);
  t.is(lines, `[1/2] pass alpha > passes (120 ms)\n[2/2] FAIL alpha > fails <i> (300 ms)\n    ${HOSTILE}\n    second line\n`);

  const bar = printed(true);
  t.false(bar.includes('pass alpha'), 'passing cases only move the bar');
  t.true(bar.includes(`FAIL alpha > fails <i> (300 ms)\n    ${HOSTILE}\n`));
  const last = bar.split('\r').at(-1)!;
  t.is(last, `${barLine(2, 2, 1, 1500, 80)}\u001b[K\n`);
  t.regex(barLine(2, 2, 1, 1500, 80), /^\[=+\] 2\/2 cases · 1 failed · 1\.5 s$/);
  t.regex(barLine(1, 4, 0, 0, 80), /^\[=*> +\] 1\/4 cases · 0 failed · 0\.0 s$/);
});

test('--partitions selects in report order and names the known partitions when one is unknown', (t) => {
  t.deepEqual(
    selectPartitions('replay, expiry').map((p) => p.id),
    ['expiry', 'replay'],
  );
  t.is(selectPartitions(undefined).length, 15);
  const error = t.throws(() => selectPartitions('expiry,bogus'));
  t.is((error as { code?: string }).code, 'invalid-argument');
  t.regex(error!.message, /unknown partition bogus; known: hidden-region, input-canary, .*hosted-transport, frames$/);
});
