// What the collector assumes of Chromium when it leaves a rarely set property unread (workers/in-page/declared.ts):
// each has its initial value wherever no style source of the page declares it. The page's own sources are read;
// the user agent's sheet is not, so these tests check that it sets none of them on any HTML element (but overrides
// the direction of a <bdo>, which declared.ts knows of, and isolates elements with a `dir`, which changes nothing the
// collector reads), and no `::first-line` style.
import test from 'ava';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { cssName, RARE } from '../workers/in-page/rare.js';

const TAGS = (
  'a abbr address area article aside audio b bdi bdo blockquote body br button canvas caption cite code col colgroup ' +
  'data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 ' +
  'header hgroup hr i iframe img input ins kbd label legend li main map mark menu meter nav noscript object ol optgroup ' +
  'option output p picture pre progress q rp rt ruby s samp search section select slot small source span strong sub ' +
  'summary sup table tbody td textarea tfoot th thead time tr track u ul var video wbr marquee center font big tt nobr ' +
  'listing xmp dir acronym math mi mo mn mrow mfrac msqrt mroot mtext mspace mstyle mpadded mphantom munder mover ' +
  'munderover msub msup msubsup mtable mtr mtd semantics annotation'
).split(' ');

/** Markup that gives many elements their user agent styles: each tag, open dialogs and details, form controls, attributes. */
const EVERY_ELEMENT =
  TAGS.map((tag) => `<div><${tag}${tag === 'dialog' || tag === 'details' ? ' open' : ''}>text ${tag}</${tag}></div>`).join('') +
  '<input type="password"><input type="range"><input type="file"><input type="color"><input type="date"><input type="checkbox">' +
  '<p dir="rtl">rtl</p><p dir="auto">auto</p><p contenteditable>editable</p><div hidden="until-found">found</div>' +
  '<img alt="alt text"><table border="1" bgcolor="#fff"><tr><td nowrap>cell</td></tr></table><div popover id="pop">popover</div>' +
  '<svg><foreignObject width="100" height="20"><p>inside</p></foreignObject></svg>';

let browser: Browser;
test.before(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
});
test.after.always(async () => {
  await browser?.close();
});

test('each rarely set property is known to Chromium by its CSS name, with the initial value the collector assumes', async (t) => {
  const page = await browser.newPage();
  // A span: the user agent's sheet isolates blocks (`unicode-bidi: isolate` on div, p, ...), which overrides nothing.
  await page.setContent('<span id="plain">text</span>');
  const names = Object.keys(RARE).map((property) => [property, cssName(property)]);
  // In the page: each property by both names, on an element no author style reaches.
  const found = await page.evaluate<string[][]>(`(() => {
    const style = getComputedStyle(document.getElementById('plain'));
    return ${JSON.stringify(names)}.map(([property, css]) => [property, style.getPropertyValue(css), style[property]]);
  })()`);
  await page.close();
  t.is(found.length, Object.keys(RARE).length);
  for (const [property, byName, byProperty] of found) {
    t.is(byName, RARE[property as keyof typeof RARE], `${property} read by its CSS name`);
    t.is(byProperty, byName, `${property} read by its property name`);
  }
});

test("the user agent's sheet sets no rarely set property on any element but a <bdo>'s direction, and no first line", async (t) => {
  const page = await browser.newPage();
  await page.setContent(EVERY_ELEMENT);
  await page.evaluate(`document.getElementById('pop').showPopover()`);
  // In the page: every element's rarely set properties against their initial values, and its first line against itself.
  const set = await page.evaluate<string[]>(`(() => {
    const out = [];
    // An element with the hidden attribute is hidden whatever its style (until-found gives it content-visibility: hidden).
    for (const el of document.querySelectorAll('body *:not([hidden])')) {
      const style = getComputedStyle(el);
      for (const [property, value] of Object.entries(${JSON.stringify(RARE)})) {
        // For unicode-bidi only an override counts: isolate from a dir attribute changes nothing the collector reads.
        const differs = property === 'unicodeBidi' ? /override/.test(style[property]) : style[property] !== value;
        if (differs) out.push(el.localName + ' ' + property + ': ' + style[property]);
      }
      const line = getComputedStyle(el, '::first-line');
      if (line.color !== style.color || line.fontSize !== style.fontSize || line.backgroundColor !== 'rgba(0, 0, 0, 0)') {
        out.push(el.localName + ' ::first-line');
      }
    }
    return out;
  })()`);
  await page.close();
  t.true(TAGS.length > 100, 'the page holds over a hundred kinds of element');
  t.deepEqual(set, ['bdo unicodeBidi: isolate-override']);
});
