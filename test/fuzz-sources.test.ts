// The fuzzer's style sources (harness/fuzz/sources.ts) move a case's declarations out of its inline styles
// and must not change what they do: for each source, every element of a page of every styled primitive
// ends with the computed style it has when the declarations are inline. Otherwise the fuzz would count,
// under a source's name, cases that test something else (a rule that never matched, an animation that had
// not ended, a property an animation cannot set).
import test from 'ava';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { composeCase, pageFragment, pageHtml, pageStylesheets, type FuzzCase } from '../harness/fuzz/generate.js';
import { PRIMITIVES } from '../harness/fuzz/primitives.js';
import { Random } from '../harness/fuzz/prng.js';
import { startFuzzServers, type FuzzServers } from '../harness/fuzz/serve.js';
import { SOURCES, type StyleSource } from '../harness/fuzz/sources.js';

/** Primitives that write an inline style, each alone in a case of its own. */
const STYLED = PRIMITIVES.filter((p) => p.wrap('X', new Random(1)).includes(' style="'));
const INLINE = SOURCES.find((s) => s.id === 'inline')!;

type Styles = Record<string, string>[][];

let browser: Browser;
let servers: FuzzServers;
let context: BrowserContext;
/** The computed styles of the page with every style inline. */
let inline: Promise<Styles>;
test.before(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  servers = await startFuzzServers();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  inline = styles('inline', cases(INLINE).map(everything));
  // Awaited by each test; a failure fails them, not the process.
  inline.catch(() => undefined);
});
test.after.always(async () => {
  await context?.close();
  await browser?.close();
  await servers?.close();
});

/** The cases of every styled primitive, their styles in `source`. */
function cases(source: StyleSource): FuzzCase[] {
  return STYLED.map((primitive, i) => {
    const token = `ZT${String(i).padStart(3, '0')}QWERTY`;
    return composeCase({ seed: 7000 + i, index: i, token, chain: [primitive], placement: 'text', source }, new Random(i));
  });
}

/** What any source adds to a row or to the page, on every row and page: the pages then differ in where styles are declared alone. */
const ROW_PREFIX = cases(SOURCES.find((s) => s.id === 'state-checked')!)[0]!.parts.rowPrefix;
const everything = (c: FuzzCase): FuzzCase => ({ ...c, parts: { ...c.parts, rowPrefix: ROW_PREFIX, features: ['target', 'focus'] } });

/**
 * In the page: per row, for each element in it (light tree, document order), the computed values of every
 * longhand some primitive declares inline, and of display. An animated colour ends in the space it was
 * mixed in (oklch as oklab): such colours are compared as the 8-bit sRGB a canvas paints them in.
 */
const COMPUTED_STYLES = `(() => {
  const canvas = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
  const painted = (value) => {
    if (!/^okl(ab|ch)\\(/.test(value)) return value;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = value;
    canvas.fillRect(0, 0, 1, 1);
    return 'painted ' + canvas.getImageData(0, 0, 1, 1).data.join(',');
  };
  const probe = document.createElement('div');
  const names = new Set(['display']);
  for (const css of ${JSON.stringify(STYLED.flatMap((p) => [...p.wrap('X', new Random(1)).matchAll(/ style="([^"]*)"/g)].map((m) => m[1])))}) {
    probe.style.cssText = css;
    for (let i = 0; i < probe.style.length; i++) names.add(probe.style.item(i));
  }
  return [...document.querySelectorAll('.row')].map((row) => [...row.querySelectorAll('*')].map((el) => {
    const style = getComputedStyle(el);
    const out = { tag: el.localName };
    for (const name of names) out[name] = painted(style.getPropertyValue(name));
    return out;
  }));
})()`;

/** The computed styles of a page of `list` once it has loaded, and the errors its scripts threw. */
async function styles(name: string, list: readonly FuzzCase[]): Promise<Styles> {
  servers.files.set(`/${name}.html`, pageHtml(list, name, servers.otherOrigin));
  for (const [file, css] of pageStylesheets(list, servers.otherOrigin)) servers.files.set(`/css/${file}`, css);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${servers.origin}/${name}.html${pageFragment(list)}`, { waitUntil: 'load', timeout: 60_000 });
    const found = await page.evaluate<Styles>(COMPUTED_STYLES);
    if (errors.length > 0) throw new Error(`${name}: ${errors.join('; ')}`);
    return found;
  } finally {
    await page.close();
  }
}

for (const source of SOURCES.filter((s) => s !== INLINE)) {
  // One page at a time: a page loads a sheet or two per primitive, and the machine has two cores.
  test.serial(`every primitive's styles moved into ${source.id} give each element its inline computed style`, async (t) => {
    const moved = cases(source);
    const took = moved.filter((c) => c.source === source.id).length;
    t.true(took >= STYLED.length * 0.8, `the source took the styles of ${took} of ${STYLED.length} primitives`);
    const expected = await inline;
    const actual = await styles(source.id, moved.map(everything));
    const differing: string[] = [];
    STYLED.forEach((primitive, row) => {
      const want = expected[row] ?? [];
      const got = actual[row] ?? [];
      if (want.length !== got.length) return differing.push(`${primitive.id}: ${got.length} elements, not ${want.length}`);
      want.forEach((element, i) => {
        const wrong = Object.keys(element).filter((name) => got[i]![name] !== element[name]);
        if (wrong.length > 0)
          differing.push(`${primitive.id} <${element.tag}> ${wrong.map((name) => `${name}: ${got[i]![name]} (inline ${element[name]})`).join('; ')}`);
      });
    });
    t.deepEqual(differing, []);
  });
}
