// Windows, find and text cursors (issue 32) beyond what the reach partition's scripts check (harness/cases/reach.ts:
// the form after 50,000 nodes by find and by scrolling, a feed loaded by scrolling, hidden copies of a searched
// word): an article read to its end, every page bounded; cursor errors; find cursors; in real Chromium.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { canonicalJson } from '../pool/canonical.js';
import { projectForModel } from '../pool/projection.js';
import { LIMITS, type Control, type Observation } from '../schemas/observation.js';
import { codeOf, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
const project = (observation: Observation): string => projectForModel(observation, { budgetBytes: 8192 });
withBrowser(test, { callTimeoutMs: 60_000 });
const shared = sharedSession(test);

function control(observation: Observation, role: string, name: string): Control {
  const found = observation.controls.find((c) => c.role === role && c.name === name);
  if (!found) throw new Error(`no ${role} ${JSON.stringify(name)} in ${JSON.stringify(observation.controls.map((c) => [c.role, c.name]))}`);
  return found;
}

/** Every observation keeps the scan, text and byte bounds, whatever window it reads. */
function assertBounded(t: ExecutionContext, observation: Observation): void {
  const coverage = observation.regionCoverage!;
  t.true(coverage.scannedNodes <= LIMITS.scanNodes, `scanned ${coverage.scannedNodes}`);
  t.true([...observation.text.content].length <= LIMITS.textChars);
  t.true(Buffer.byteLength(canonicalJson(observation)) <= LIMITS.canonicalBytes);
}

test.serial('text cursors read a long article to its end, each page bounded, in order and without gaps', async (t) => {
  const session = await shared(t);
  let observation = await session.navigate({ url: t.context.server.url('reach/article.html') });
  const pages = [observation.text.content];
  for (let calls = 0; observation.text.cursor !== undefined && calls < 40; calls++) {
    assertBounded(t, observation);
    observation = await session.observe({ cursor: observation.text.cursor });
    t.deepEqual(observation.regionCoverage!.window, { from: 'text', nodesBefore: true });
    pages.push(observation.text.content);
  }
  t.is(observation.text.cursor, undefined, 'the last page has no cursor');
  const whole = pages.join(' ');
  t.true(whole.includes('ARTICLE-END-5e2b'), 'the last words were read');
  // Every paragraph was read once, in order: a cursor resumes where the text was cut.
  const begins = [...whole.matchAll(/Paragraph (\d+) begins/g)].map((m) => Number(m[1]));
  t.deepEqual(
    begins,
    Array.from({ length: 120 }, (_, i) => i + 1),
  );
  const ends = [...whole.matchAll(/Paragraph (\d+) ends/g)].map((m) => Number(m[1]));
  t.deepEqual(
    ends,
    Array.from({ length: 120 }, (_, i) => i + 1),
  );
  t.true(pages.length >= 12, `${pages.length} pages`);
});

test.serial('a text cursor of an earlier revision has expired; one never issued is unknown', async (t) => {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('reach/article.html') });
  await session.observe();
  t.is(await codeOf(session.observe({ cursor: first.text.cursor! })), 'expired-reference');
  t.is(await codeOf(session.observe({ cursor: 't999.5' })), 'unknown-reference');
  t.is(await codeOf(session.observe({ cursor: first.text.cursor!, from: 'viewport' })), 'invalid-argument');
  t.is(await codeOf(session.observe({ from: 'top' })), 'invalid-argument');
});

test.serial('find counts only text a user can read: hidden copies of the word neither match nor count', async (t) => {
  const session = await shared(t);
  await session.navigate({ url: t.context.server.url('reach/hidden-match.html') });
  const found = await session.find({ text: 'ZEBRACORN' });
  t.like(found.match, { index: 1, count: 1, capped: false, next: null });
  t.deepEqual(found.regionCoverage!.window, { from: 'match', nodesBefore: true });
  t.true(found.text.content.startsWith('The shown zebracorn SHOWN-FIND-3a4b'), found.text.content.slice(0, 80));
  t.notRegex(canonicalJson(found) + project(found), /HIDDEN-FIND/);
  // With a role, a control named by its label matches.
  const button = await session.find({ text: 'zebracorn', role: 'button' });
  t.like(button.match, { index: 1, count: 1 });
  t.is(button.match?.ref, control(button, 'button', 'Zebracorn settings').ref);
  const none = await session.find({ text: 'HIDDEN-FIND-GONE-1a2b' });
  t.like(none.match, { index: 0, count: 0, capped: false, next: null });
  t.is(none.regionCoverage!.window, undefined);
});

test.serial('find cursors walk the matches in order; bad queries are refused before anything runs', async (t) => {
  const session = await shared(t);
  await session.navigate({ url: t.context.server.url('reach/article.html') });
  let found = await session.find({ text: 'paragraph 7 begins' });
  t.like(found.match, { index: 1, count: 1, next: null });
  found = await session.find({ text: 'begins.' });
  t.like(found.match, { index: 1, count: 100, capped: true });
  t.true(found.text.content.startsWith('Paragraph 1 begins'));
  const second = await session.find({ cursor: found.match!.next! });
  t.like(second.match, { index: 2, count: 100 });
  t.true(second.text.content.startsWith('Paragraph 2 begins'), second.text.content.slice(0, 40));
  t.is(await codeOf(session.find({ cursor: found.match!.next! })), 'expired-reference');
  t.is(await codeOf(session.find({ text: '   ' })), 'invalid-argument');
  t.is(await codeOf(session.find({ text: 'x'.repeat(201) })), 'invalid-argument');
  t.is(await codeOf(session.find({ text: 'a', role: 'Button!' })), 'invalid-argument');
  t.is(await codeOf(session.find({ cursor: 't3.4' })), 'invalid-argument');
});

test.serial('links to places on the page they are on carry no href; a link elsewhere keeps its redacted one', async (t) => {
  const session = await shared(t);
  const page = await session.navigate({ url: t.context.server.url('reach/date-picker.html?seed=CANARY-SEED-77&autostart=1') });
  const links = page.controls.filter((c) => c.role === 'link');
  t.is(links.length, 33);
  t.deepEqual(
    links.filter((c) => c.href !== undefined).map((c) => [c.name, c.href?.replace(/^http:\/\/[^/]+/, '')]),
    [['read the article', '/reach/article.html?ref=redacted']],
  );
  // The page's own address is written once, in page.url, not once per link.
  t.is(canonicalJson(page).split('CANARY-SEED-77').length - 1, 1);
});
