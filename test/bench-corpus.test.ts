// The bench's real-page corpus: the manifest names a source, group, licence and origin for every page and matches
// the files byte for byte; the aggregates, per group and for the whole, and the targets of issues 18 and 36 count
// the pages where Lookout is slower than each peer. No timing is asserted: the figures here are made up.
import test from 'ava';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  CORPUS_DIR,
  GROUPS,
  corpusPeerTargets,
  corpusTarget,
  readManifest,
  samplePages,
  summarizeCorpus,
  type CorpusGroup,
  type CorpusRow,
} from '../bench/corpus.js';
import { medianParts, outsideParts } from '../bench/outside.js';

test('every page of the corpus is in the manifest with its source, group, licence, size and hash', (t) => {
  const manifest = readManifest();
  t.true(manifest.pages.length >= 99, `${manifest.pages.length} pages`);
  const files = new Set<string>();
  for (const page of manifest.pages) {
    t.false(files.has(page.file), `${page.file} is listed once`);
    files.add(page.file);
    const source = manifest.sources.find((s) => s.id === page.source);
    t.truthy(source, `${page.file}: source ${page.source} is described`);
    t.true(page.file.startsWith(`${page.source}/`), `${page.file} is in its source's folder`);
    t.true((GROUPS as readonly string[]).includes(page.group), `${page.file}: group ${page.group}`);
    t.is(page.group, source?.group ?? 'docs', `${page.file}: the group of its source`);
    const bytes = readFileSync(`${CORPUS_DIR}pages/${page.file}`);
    t.is(bytes.length, page.bytes ?? -1, `${page.file}: bytes`);
    t.is(createHash('sha256').update(bytes).digest('hex'), page.sha256 ?? '(no sha256 in the manifest)', `${page.file}: sha256`);
  }
  for (const source of manifest.sources) {
    t.truthy(source.licence, `${source.id}: licence`);
    t.is([source.debian, source.github, source.npm].filter(Boolean).length, 1, `${source.id}: one origin, a Debian package, an npm package or a repository`);
    if (source.debian) t.true(existsSync(`${CORPUS_DIR}licences/${source.debian.package}.copyright`), `${source.id}: the package's copyright file`);
    if (source.npm) {
      t.true((source.licenceFiles ?? []).length > 0, `${source.id}: names its licence file`);
      for (const file of source.licenceFiles ?? []) t.true(existsSync(`${CORPUS_DIR}licences/${source.id}.${basename(file)}`), `${source.id}: ${file} copied`);
      for (const overlay of source.overlays ?? []) {
        t.truthy(overlay.licence, `${source.id}: licence of ${overlay.npm.package}`);
        const name = overlay.npm.package.replace(/^@/, '').replace('/', '-');
        for (const file of overlay.licenceFiles)
          t.true(existsSync(`${CORPUS_DIR}licences/${source.id}.${name}.${basename(file)}`), `${source.id}: ${overlay.npm.package}'s ${file} copied`);
      }
    }
    t.true(
      manifest.pages.some((p) => p.source === source.id),
      `${source.id} has pages`,
    );
  }
  for (const extra of manifest.extras) {
    t.truthy(extra.licence, `${extra.debian?.package}: licence`);
    if (extra.debian) t.true(existsSync(`${CORPUS_DIR}licences/${extra.debian.package}.copyright`), `${extra.debian.package}: the package's copyright file`);
  }
});

test('the corpus holds both groups: the documentation pages and at least 40 heavy pages from several sources', (t) => {
  const manifest = readManifest();
  const heavy = manifest.pages.filter((p) => p.group === 'heavy');
  t.true(manifest.pages.filter((p) => p.group === 'docs').length >= 59);
  t.true(heavy.length >= 40, `${heavy.length} heavy pages`);
  t.true(new Set(heavy.map((p) => p.source)).size >= 4, 'heavy pages from at least four sources');
});

function row(file: string, ratio: number, options: { elements?: number; group?: CorpusGroup; axTree?: number; domSnapshot?: number } = {}): CorpusRow {
  const summary = (median: number) => ({ median, p95: median, runs: 3 });
  const peer = (peerRatio: number) => ({ ms: summary(10 * peerRatio), ratio: peerRatio, bytes: 2000 });
  return {
    file,
    source: 'test',
    group: options.group ?? 'docs',
    kind: 'article',
    elements: options.elements ?? 500,
    navigateMs: 300,
    settleWaitedMs: 150,
    settled: true,
    gotoMs: 100,
    outsideRequests: 0,
    lookoutMs: summary(10),
    lookoutInPageMs: summary(4),
    peers: { ariaSnapshot: peer(ratio), axTree: peer(options.axTree ?? 2), domSnapshot: peer(options.domSnapshot ?? 1.5) },
    pairs: 3,
    lookoutCanonicalBytes: 1000,
    axTreeNodes: 800,
  };
}

test('the aggregates: the median ratio over pages, and the pages where Lookout is slower, worst first', (t) => {
  const corpus = summarizeCorpus([row('a', 6), row('b', 0.8), row('c', 9), row('d', 0.5), row('e', 7)], [], [], 3, '');
  t.is(corpus.medianRatio, 6);
  t.deepEqual(
    corpus.slower.map((s) => s.file),
    ['d', 'b'],
  );
  t.is(corpus.pages, 5);
});

test('the corpus target is met only with a median of 5x or more and no page where Lookout is slower', (t) => {
  const fast = corpusTarget(summarizeCorpus([row('a', 6), row('b', 8), row('c', 5.5)], [], [], 3, ''));
  t.true(fast.met);
  t.regex(fast.verdict, /^met: .*no page where Lookout is slower/);

  const oneSlower = corpusTarget(summarizeCorpus([row('a', 6), row('b', 8), row('c', 0.9)], [], [], 3, ''));
  t.false(oneSlower.met, 'a median above 5x does not hide a slower page');
  t.regex(oneSlower.verdict, /^missed: .*Lookout slower on 1 page/);
  t.regex(oneSlower.note ?? '', /c \(x0\.9/);

  const low = corpusTarget(summarizeCorpus([row('a', 2), row('b', 3), row('c', 4)], [], [], 3, ''));
  t.false(low.met);
  t.regex(low.verdict, /^missed: 3x of the 5x asked/);
  // The median page's snapshot takes 30 ms: 5x needs 6 ms, against 4 ms in the page and 6 ms outside it.
  t.regex(low.note ?? '', /^5x needs Lookout at 6 ms on the median page; medians over pages: the collector 4 ms in the page, the rest of an observation 6 ms/);

  const failed = corpusTarget(summarizeCorpus([row('a', 6), row('b', 8)], [{ file: 'c', error: 'timeout' }], [], 3, ''));
  t.false(failed.met, 'a page that could not be measured does not count as met');

  t.is(corpusTarget(null).verdict, 'not measured in this run');
});

test('the aggregates are given for the whole corpus and for each group, with every peer', (t) => {
  const corpus = summarizeCorpus(
    [
      row('d1', 4, { axTree: 3 }),
      row('d2', 6, { axTree: 5 }),
      row('h1', 0.8, { group: 'heavy', axTree: 0.9, domSnapshot: 0.7, elements: 5000 }),
      row('h2', 2, { group: 'heavy', elements: 3000 }),
      row('h3', 3, { group: 'heavy', elements: 4000 }),
    ],
    [],
    [],
    3,
    '',
  );
  t.deepEqual(
    corpus.groups.map((g) => [g.group, g.pages]),
    [
      ['all', 5],
      ['docs', 2],
      ['heavy', 3],
    ],
  );
  const heavy = corpus.groups.find((g) => g.group === 'heavy')!;
  t.is(heavy.peers.ariaSnapshot.medianRatio, 2);
  t.is(heavy.peers.ariaSnapshot.minRatio, 0.8);
  t.deepEqual(
    heavy.peers.axTree.slower.map((s) => s.file),
    ['h1'],
  );
  t.is(heavy.elements.median, 4000);
  t.is(heavy.lookoutInPageMedianMs, 4);
  t.is(heavy.lookoutOutsideMedianMs, 6);
  // The whole corpus's ariaSnapshot figures are issue 18's, as before.
  t.is(corpus.medianRatio, 3);
  t.deepEqual(
    corpus.slower.map((s) => s.file),
    ['h1'],
  );
});

test("issue 36's targets: 3x over ariaSnapshot with no page slower, and faster than both native readers on the median page", (t) => {
  const fast = corpusPeerTargets(
    summarizeCorpus([row('a', 4, { axTree: 1.2, domSnapshot: 1.1 }), row('b', 3.5), row('c', 5, { group: 'heavy' })], [], [], 3, ''),
  );
  t.deepEqual(
    fast.map((x) => [x.id, x.met]),
    [
      ['corpus-3x', true],
      ['corpus-native-readers', true],
    ],
  );
  const slowNative = corpusPeerTargets(summarizeCorpus([row('a', 4, { domSnapshot: 0.8 }), row('b', 4, { domSnapshot: 0.9 }), row('c', 4)], [], [], 3, ''));
  t.false(slowNative[1]!.met, 'the median page is slower than DOMSnapshot');
  t.regex(slowNative[1]!.verdict, /^missed: 0\.9x of the 1x asked/);
  for (const x of corpusPeerTargets(null)) t.is(x.verdict, 'not measured in this run');
});

test("--quick's sample takes every other page of each source, the first of each always, so every source and group stays in it", (t) => {
  const manifest = readManifest();
  const sample = samplePages(manifest.pages, 2);
  t.deepEqual(new Set(sample.map((p) => p.source)), new Set(manifest.pages.map((p) => p.source)));
  for (const source of manifest.sources) {
    const all = manifest.pages.filter((p) => p.source === source.id);
    t.deepEqual(
      sample.filter((p) => p.source === source.id),
      all.filter((_, i) => i % 2 === 0),
    );
  }
  t.is(samplePages(manifest.pages, 1).length, manifest.pages.length);
});

test("the time outside the page is split by the worker's timing into parts that add up to it, and each part's median is taken over pages", (t) => {
  const run = { ms: 30, collectMs: 18, timing: { taskMs: 27, beforeMs: 0.5, collectorMs: 22, protocolMs: 1.5, framesMs: 0 } };
  const parts = outsideParts(run);
  t.deepEqual(parts, { collectorCallMs: 4, protocolMs: 1.5, framesMs: 0, workerMs: 3.5, coordinatorMs: 3 });
  const sum = parts.collectorCallMs + parts.protocolMs + parts.framesMs + parts.workerMs + parts.coordinatorMs;
  t.is(sum, run.ms - run.collectMs);
  const withParts = (file: string, collectorCallMs: number, group: CorpusGroup = 'docs'): CorpusRow => ({
    ...row(file, 2, { group }),
    lookoutOutside: { collectorCallMs, protocolMs: 1, framesMs: 0, workerMs: 2, coordinatorMs: 3 },
  });
  const corpus = summarizeCorpus([withParts('a', 2), withParts('b', 6), withParts('c', 4, 'heavy'), row('d', 2)], [], [], 3, '');
  const all = corpus.groups.find((g) => g.group === 'all')!;
  // The page without parts (a record of an older worker) counts in no part's median.
  t.deepEqual(all.lookoutOutside, { collectorCallMs: 4, protocolMs: 1, framesMs: 0, workerMs: 2, coordinatorMs: 3 });
  t.is(corpus.groups.find((g) => g.group === 'heavy')!.lookoutOutside?.collectorCallMs, 4);
  t.is(medianParts([]), null);
});
