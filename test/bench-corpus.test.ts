// The bench's real-page corpus: the manifest names a source, licence and origin for every page and matches the
// files byte for byte; the aggregates and the issue 18 target count the pages where Lookout is slower. No
// timing is asserted: the figures here are made up.
import test from 'ava';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { CORPUS_DIR, corpusTarget, readManifest, summarizeCorpus, type CorpusRow } from '../bench/corpus.js';

test('every page of the corpus is in the manifest with its source, licence, size and hash', (t) => {
  const manifest = readManifest();
  t.true(manifest.pages.length >= 50, `${manifest.pages.length} pages`);
  const files = new Set<string>();
  for (const page of manifest.pages) {
    t.false(files.has(page.file), `${page.file} is listed once`);
    files.add(page.file);
    const source = manifest.sources.find((s) => s.id === page.source);
    t.truthy(source, `${page.file}: source ${page.source} is described`);
    t.true(page.file.startsWith(`${page.source}/`), `${page.file} is in its source's folder`);
    const bytes = readFileSync(`${CORPUS_DIR}pages/${page.file}`);
    t.is(bytes.length, page.bytes ?? -1, `${page.file}: bytes`);
    t.is(createHash('sha256').update(bytes).digest('hex'), page.sha256 ?? '(no sha256 in the manifest)', `${page.file}: sha256`);
  }
  for (const source of manifest.sources) {
    t.truthy(source.licence, `${source.id}: licence`);
    t.true(Boolean(source.debian) !== Boolean(source.github), `${source.id}: one origin, a Debian package or a repository`);
    if (source.debian) t.true(existsSync(`${CORPUS_DIR}licences/${source.debian.package}.copyright`), `${source.id}: the package's copyright file`);
    t.true(
      manifest.pages.some((p) => p.source === source.id),
      `${source.id} has pages`,
    );
  }
});

function row(file: string, ratio: number, elements = 500): CorpusRow {
  const summary = (median: number) => ({ median, p95: median, runs: 3 });
  return {
    file,
    source: 'test',
    kind: 'article',
    elements,
    navigateMs: 300,
    settleWaitedMs: 150,
    settled: true,
    gotoMs: 100,
    outsideRequests: 0,
    lookoutMs: summary(10),
    lookoutInPageMs: summary(4),
    ariaSnapshotMs: summary(10 * ratio),
    ratio,
    pairs: 3,
    lookoutCanonicalBytes: 1000,
    ariaSnapshotBytes: 2000,
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
