// Rules that declare rarely set properties are keyed by the last compound of their selectors (in-page/subject-keys.ts,
// in-page/declared.ts): a property is read only on elements that carry a key of some rule declaring it. Held here to
// Chromium: every element a selector matches carries the key read from the selector's text as Chromium serialises it
// (hand-picked selectors and 400 generated ones, in standards and quirks mode), and through the pool, each paragraph
// of fixtures-site/sheets/keyed.html that such a rule hides stays out of the observation.
import anyTest, { type TestFn } from 'ava';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { Random } from '../harness/fuzz/prng.js';
import { KeyKind, subjectKeys, type SubjectKey } from '../workers/in-page/subject-keys.js';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

let browser: Browser;
test.before(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
});
test.after.always(async () => {
  await browser?.close();
});

test('hand-picked selectors: the key read from each', (t) => {
  const cases: [string, SubjectKey[] | null][] = [
    ['.a .b', [[KeyKind.Class, 'b']]],
    ['div#x.y', [[KeyKind.Id, 'x']]],
    ['section > span.K-Case', [[KeyKind.Class, 'K-Case']]],
    ['[data-x="1"]', [[KeyKind.Attribute, 'data-x']]],
    ['input[type="checkbox"]:checked + label', [[KeyKind.Tag, 'label']]],
    [':target', [[KeyKind.Target, '']]],
    ['.line-numbers :target', [[KeyKind.Target, '']]],
    ['.a::before', [[KeyKind.Pseudo, '']]],
    ['.a:after', [[KeyKind.Pseudo, '']]],
    ['::-webkit-scrollbar-thumb', [[KeyKind.Pseudo, '']]],
    [
      'p.a, article',
      [
        [KeyKind.Class, 'a'],
        [KeyKind.Tag, 'article'],
      ],
    ],
    ['.a:not(.b):is(.c, .d)', [[KeyKind.Class, 'a']]],
    ['[title="a, b"] > em', [[KeyKind.Tag, 'em']]],
    ['&.b', [[KeyKind.Class, 'b']]],
    // Read as matching any element.
    ['*', null],
    ['.a > *', null],
    [':is(.a)', null],
    ['&', null],
    [':scope', null],
    ['.a\\:b', null],
    ['[xlink|href]', null],
    ['::slotted(span)', null],
    ['.a::slotted(span)', null],
    ['my-el::part(label)', null],
    [':host', null],
    [':host(.a) span', [[KeyKind.Tag, 'span']]],
    ['.a, *', null],
    ['.a::some-future-thing', null],
  ];
  for (const [selector, keys] of cases) t.deepEqual(subjectKeys(selector, false), keys, selector);
  t.deepEqual(subjectKeys('p.K-QUIRK', true), [[KeyKind.Tag, 'p']], 'quirks mode: class and id are not keys');
  t.deepEqual(subjectKeys('#K-QUIRK-ID', true), null);
});

const TAGS = ['div', 'span', 'p', 'a', 'my-el', 'SECTION', 'li', '*'];
const SIMPLE = ['#i1', '#I1', '.c1', '.C1', '.c2', '[data-x]', '[data-x="1"]', '[DATA-Y]', '[title~="w"]', '[lang|="en"]'];
const PSEUDO_CLASSES = [
  ':first-child',
  ':nth-child(2n+1)',
  ':not(.c1)',
  ':is(.c2, span)',
  ':where(#i1)',
  ':has(> span)',
  ':target',
  ':empty',
  ':root',
  ':checked',
  ':hover',
];
const PSEUDO_ELEMENTS = ['::before', '::marker', '::first-line', ':after', '::placeholder', '::-webkit-scrollbar', '::slotted(span)', '::part(p1)'];
const COMBINATORS = [' ', ' > ', ' + ', ' ~ '];

function compound(random: Random): string {
  let text = random.chance(0.6) ? random.pick(TAGS) : '';
  for (let n = random.int(3); n > 0; n--) text += random.pick(SIMPLE);
  if (random.chance(0.4)) text += random.pick(PSEUDO_CLASSES);
  return text === '' ? '*' : text;
}

function selector(random: Random): string {
  const list: string[] = [];
  for (let items = 1 + (random.chance(0.2) ? 1 : 0); items > 0; items--) {
    let text = compound(random);
    for (let n = random.int(3); n > 0; n--) text += random.pick(COMBINATORS) + compound(random);
    if (random.chance(0.15)) text += random.pick(PSEUDO_ELEMENTS);
    list.push(text);
  }
  return list.join(', ');
}

/** Each selector as Chromium serialises it in a rule (`selectorText`); null for one it does not take. */
const SERIALISE = `(list) => {
  const sheet = new CSSStyleSheet();
  return list.map((text) => {
    try {
      sheet.insertRule(text + ' { opacity: 0; }', 0);
      return sheet.cssRules[0].selectorText;
    } catch {
      return null;
    }
  });
}`;

/** The elements (of the document and of open shadow roots) a selector matches that carry none of its keys. */
const UNKEYED = `({ checks, kinds }) => {
  const roots = [document];
  for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const carries = (el, [kind, key]) => {
    if (kind === kinds.tag) return el.localName.toLowerCase() === key;
    if (kind === kinds.id) return el.getAttribute('id') === key;
    if (kind === kinds.className) return (el.getAttribute('class') ?? '').split(/[\\t\\n\\f\\r ]+/).includes(key);
    if (kind === kinds.attribute) return el.getAttributeNames().some((name) => name.toLowerCase() === key);
    if (kind === kinds.target) return el.matches(':target');
    return false;
  };
  const found = [];
  for (const { selector, keys } of checks) {
    for (const root of roots) {
      for (const el of root.querySelectorAll(selector)) {
        if (!keys.some((key) => carries(el, key))) found.push(selector + ' matches <' + el.localName + ' ' + el.getAttributeNames().join(' ') + '> without ' + JSON.stringify(keys));
      }
    }
  }
  return found;
}`;

const KINDS = { tag: KeyKind.Tag, id: KeyKind.Id, className: KeyKind.Class, attribute: KeyKind.Attribute, target: KeyKind.Target };

async function run<T>(page: Page, fn: string, argument: unknown): Promise<T> {
  return page.evaluate(`(${fn})(${JSON.stringify(argument)})`) as Promise<T>;
}

const KEY_PAGE = `<div id="i1" class="c1 c2" data-x="1" lang="en-GB"><span class="C1" DATA-Y="2">a</span><p title="v w" id="I1">b</p>
  <my-el class="c2"><span>c</span></my-el><section data-x><li class="c1">d</li><li id="target">e</li><a href="#">f</a></section>
  <div id="host" class="c1"></div></div><span></span><p class="c2 C1"></p>`;

for (const mode of ['standards', 'quirks'] as const) {
  test(`every element a selector matches carries its key (${mode} mode, 430 selectors)`, async (t) => {
    const page = await browser.newPage();
    t.teardown(() => page.close());
    const server = t.context.server;
    await page.goto(`${server.url('sheets/keyed-quirks.html')}#target`);
    await run(
      page,
      `({ html, doctype }) => {
        document.open();
        document.write(doctype + '<html><body>' + html + '</body></html>');
        document.close();
        document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<slot></slot><p part="p1" class="c1">g</p><span id="i1">h</span>';
      }`,
      { html: KEY_PAGE, doctype: mode === 'standards' ? '<!doctype html>' : '' },
    );
    t.is(await page.evaluate('document.compatMode'), mode === 'standards' ? 'CSS1Compat' : 'BackCompat');
    const random = new Random(mode === 'standards' ? 36 : 37);
    const written = [
      ...Array.from({ length: 400 }, () => selector(random)),
      ...['.c1', '.C1', '#i1', '#I1', '[DATA-Y]', 'SECTION li', 'p.C1', ':target', 'li:target', 'my-el span', '.c1 > span', '#host', 'SPAN'].flatMap((s) => [
        s,
        `${s}::before`,
      ]),
      ...['span:is(.C1)', ':where(.c2) span', '[data-x] li:not(#target)', 'div > *'],
    ];
    const texts = await run<(string | null)[]>(page, SERIALISE, written);
    const checks: { selector: string; keys: SubjectKey[] }[] = [];
    let keyed = 0;
    for (const text of texts) {
      if (text === null) continue;
      const keys = subjectKeys(text, mode === 'quirks');
      if (keys === null) continue;
      keyed++;
      checks.push({ selector: text, keys });
    }
    t.true(keyed >= 150, `most selectors are keyed (${keyed} of ${texts.length})`);
    t.deepEqual(await run<string[]>(page, UNKEYED, { checks, kinds: KINDS }), []);
  });
}

test.serial('what rules keyed by their selectors hide stays out of the observation', async (t) => {
  const session = await shared(t);
  await session.navigate({ url: `${t.context.server.url('sheets/keyed.html')}#k-target` });
  const observation = await session.observe();
  const text = [observation.text.content, ...(observation.regions ?? []).map((r) => r.summary)].join('\n');
  const secrets = [
    'CLASS',
    'NEST',
    'ID',
    'CASE',
    'ATTRIBUTE',
    'UPPER-ATTRIBUTE',
    'TARGET',
    'PART',
    'SLOTTED',
    'UNIVERSAL',
    'IS',
    'ESCAPED',
    'LIST',
    'SCOPE',
    'LATER',
    'TAG',
    'INLINE',
    'DESCENDANT',
    'SIBLING',
    'HAS',
    'NESTED-TAG',
    'IN-SCOPE-TAG',
    'NINTH',
    'FIRST-OF-NINE',
  ];
  t.deepEqual(
    secrets.filter((s) => text.includes(`KEYED-SECRET-${s}`)),
    [],
    'no hidden paragraph is shown',
  );
  for (const shown of ['CLASS', 'CASE', 'TARGET', 'PART', 'SLOTTED', 'SCOPE', 'BEFORE', 'PLAIN', 'DESCENDANT', 'HAS', 'NINE'])
    t.true(text.includes(`KEYED-SHOWN-${shown}`), shown);
  await session.navigate({ url: t.context.server.url('sheets/keyed-quirks.html') });
  const quirks = await session.observe();
  t.false(quirks.text.content.includes('KEYED-SECRET-QUIRK'), 'quirks mode: classes and ids match regardless of case');
  t.true(quirks.text.content.includes('KEYED-SHOWN-QUIRK'));
});
