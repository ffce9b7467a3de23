// What the collector assumes of Chromium when it leaves a rarely set property unread (workers/in-page/declared.ts):
// each has its initial value wherever no style source of the page declares it. The page's own sources are read;
// the user agent's sheet is not, so these tests check that it sets none of them on any HTML element but those
// workers/in-page/rare.ts lists for its tag, and no `::first-line` style.
import test from 'ava';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import {
  cssName,
  MARKING_ATTRIBUTES,
  RARE,
  SVG_MARKING_ATTRIBUTES,
  SVG_PLAIN_ATTRIBUTES,
  SVG_USER_AGENT_SETS,
  UNSCALING,
  USER_AGENT_SETS,
  type Rare,
} from '../workers/in-page/rare.js';

/** Every tag whose user agent style the collector relies on knowing. */
const TAGS = [...USER_AGENT_SETS.keys()];

/** Markup that gives many elements their user agent styles: each tag, open dialogs and details, form controls, attributes. */
const EVERY_ELEMENT =
  TAGS.filter((tag) => tag !== 'html' && tag !== 'body')
    .map((tag) => `<div><${tag}${tag === 'dialog' || tag === 'details' ? ' open' : ''}>text ${tag}</${tag}></div>`)
    .join('') +
  '<input type="password"><input type="range"><input type="file"><input type="color"><input type="date"><input type="checkbox">' +
  '<p dir="rtl">rtl</p><p dir="auto">auto</p><p contenteditable>editable</p><div hidden="until-found">found</div>' +
  '<img alt="alt text"><table border="1" bgcolor="#fff"><tr><td nowrap>cell</td></tr></table><div popover id="pop">popover</div>' +
  '<svg><foreignObject width="100" height="20"><p>inside</p></foreignObject></svg>' +
  '<select multiple><option>one</option></select><select size="3"><option>two</option></select><dialog id="modal">modal</dialog>' +
  '<input type="submit"><input type="search"><x-widget>custom</x-widget>' +
  '<math><mrow mathbackground="#000"><mi mathcolor="#fff">x</mi></mrow></math>' +
  '<hr color="#000"><hr noshade><select disabled><option>off</option></select>' +
  '<fieldset disabled><select><option>inside</option></select></fieldset>';

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

test("the user agent's sheet sets no rarely set property on an element but those rare.ts lists for its tag, nor a first line", async (t) => {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html>${EVERY_ELEMENT}`);
  await page.evaluate(`document.getElementById('pop').showPopover(); document.getElementById('modal').showModal()`);
  // In the page: every element's rarely set properties against their initial values (but those its tag's user
  // agent style and its attributes set), and every element's first line against itself.
  const set = await page.evaluate<string[]>(`(() => {
    const sets = new Map(${JSON.stringify([...USER_AGENT_SETS])});
    const marking = ${JSON.stringify(MARKING_ATTRIBUTES)};
    const out = [];
    // An element with the hidden attribute is hidden whatever its style (until-found gives it content-visibility: hidden).
    for (const el of document.querySelectorAll('*:not([hidden])')) {
      const style = getComputedStyle(el);
      const line = getComputedStyle(el, '::first-line');
      if (line.color !== style.color || line.fontSize !== style.fontSize || line.backgroundColor !== 'rgba(0, 0, 0, 0)') {
        out.push(el.localName + ' ::first-line');
      }
      // Custom elements (a hyphen in the name) have no user agent style; other tags not listed are read in full.
      const own = sets.get(el.localName) ?? (el.localName.includes('-') ? [] : null);
      if (own === null || el.namespaceURI === 'http://www.w3.org/2000/svg') continue;
      const set = [...own, ...Object.entries(marking).filter(([name]) => el.hasAttribute(name)).flatMap(([, properties]) => properties)];
      for (const [property, value] of Object.entries(${JSON.stringify(RARE)})) {
        // For unicode-bidi only an override counts: isolate on blocks and on a dir attribute changes nothing the collector reads.
        const differs = property === 'unicodeBidi' ? /override/.test(style[property]) : style[property] !== value;
        if (differs && !set.includes(property)) out.push(el.localName + ' ' + property + ': ' + style[property]);
      }
    }
    return out;
  })()`);
  // A password input masks its own text: it holds no elements to pass it on to.
  const inherited = await page.evaluate<string[]>(`[...document.querySelectorAll('*:not(input)')].filter((el) => {
    const style = getComputedStyle(el);
    return style.webkitTextSecurity !== 'none';
  }).map((el) => el.localName)`);
  await page.close();
  t.true([...USER_AGENT_SETS.values()].filter((set) => set.length === 0).length > 100, 'over a hundred kinds of element have none');
  t.deepEqual(set, []);
  // Inherited ones reach plain elements from any parent: no element at all has them from the user agent.
  t.deepEqual(inherited, []);
});

/**
 * Attributes HTML and MathML know, each with a value that would style its element if any does: every listed tag is
 * given each in turn, and what it changes of the rarely set properties is compared with rare.ts.
 */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  align: 'center',
  valign: 'top',
  background: 'x.png',
  bgcolor: '#000000',
  border: '5',
  bordercolor: '#000000',
  cellpadding: '5',
  cellspacing: '5',
  color: '#000000',
  face: 'serif',
  size: '5',
  width: '50',
  height: '50',
  hspace: '5',
  vspace: '5',
  nowrap: '',
  noshade: '',
  frameborder: '0',
  scrolling: 'no',
  marginwidth: '5',
  marginheight: '5',
  text: '#000000',
  link: '#000000',
  vlink: '#000000',
  alink: '#000000',
  hidden: '',
  inert: '',
  popover: '',
  contenteditable: '',
  draggable: 'true',
  clear: 'all',
  type: 'a',
  start: '3',
  rules: 'all',
  frame: 'box',
  char: '.',
  charoff: '2',
  mathbackground: '#000000',
  mathcolor: '#000000',
  mathsize: '30px',
  mathvariant: 'bold',
  displaystyle: 'true',
  scriptlevel: '2',
  dir: 'rtl',
  open: '',
  tabindex: '0',
  disabled: '',
  compact: '',
  lang: 'he',
  translate: 'no',
  span: '2',
  colspan: '2',
  rowspan: '2',
  value: '3',
  max: '5',
  min: '1',
  low: '1',
  high: '4',
  optimum: '2',
  reversed: '',
  multiple: '',
  selected: '',
  checked: '',
  readonly: '',
  required: '',
  rows: '5',
  cols: '5',
  wrap: 'off',
  behavior: 'slide',
  direction: 'up',
  scrollamount: '5',
  shape: 'rect',
  usemap: '#m',
  ismap: '',
  loading: 'lazy',
};

test('no attribute sets a rarely set property on a listed tag but those rare.ts lists for the tag or the attribute', async (t) => {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><body></body>');
  // In the page: each tag with each attribute, against the same tag without it (table parts inside a table, MathML
  // inside <math>). A bidi isolate from `dir` overrides nothing; `hidden` takes the element out of the layout.
  const found = await page.evaluate<string[]>(`(() => {
    const sets = new Map(${JSON.stringify([...USER_AGENT_SETS])});
    const marking = ${JSON.stringify(MARKING_ATTRIBUTES)};
    const rare = ${JSON.stringify(RARE)};
    const attributes = ${JSON.stringify(ATTRIBUTES)};
    const MATHML = 'http://www.w3.org/1998/Math/MathML';
    const mathTags = new Set(['math','mi','mo','mn','mrow','mfrac','msqrt','mroot','mtext','mspace','mstyle','mpadded','mphantom','munder','mover','munderover','msub','msup','msubsup','mtable','mtr','mtd','semantics','annotation']);
    const found = [];
    for (const [tag, own] of sets) {
      if (tag === 'html' || tag === 'body') continue;
      const make = () => {
        const el = mathTags.has(tag) ? document.createElementNS(MATHML, tag) : document.createElement(tag);
        el.textContent = 'x';
        let outer = el;
        if (mathTags.has(tag) && tag !== 'math') { outer = document.createElementNS(MATHML, 'math'); outer.append(el); }
        else if (tag === 'td' || tag === 'th') { const tr = document.createElement('tr'); tr.append(el); outer = document.createElement('table'); outer.createTBody().append(tr); }
        else if (tag === 'tr') { outer = document.createElement('table'); outer.createTBody().append(el); }
        else if (['tbody', 'thead', 'tfoot', 'caption', 'colgroup', 'col'].includes(tag)) { outer = document.createElement('table'); outer.append(el); }
        document.body.append(outer);
        return [el, outer];
      };
      const [plain, plainOuter] = make();
      const base = getComputedStyle(plain);
      const before = Object.fromEntries(Object.keys(rare).map((p) => [p, base[p]]));
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'hidden') continue;
        const [el, outer] = make();
        el.setAttribute(name, value);
        const style = getComputedStyle(el);
        const allowed = [...own, ...(marking[name] ?? [])];
        for (const property of Object.keys(rare)) {
          if (style[property] === before[property] || allowed.includes(property)) continue;
          if (property === 'unicodeBidi' && !/override/.test(style[property])) continue;
          found.push(tag + '[' + name + '] ' + property + ': ' + before[property] + ' -> ' + style[property]);
        }
        outer.remove();
      }
      plainOuter.remove();
    }
    return found;
  })()`);
  await page.close();
  t.deepEqual(found, []);
});

/**
 * A value for each attribute an SVG element may carry without its rarely set properties being read (rare.ts), chosen
 * to style its element if the attribute styled anything, and one for each presentation attribute rare.ts lists.
 */
const SVG_VALUES: Readonly<Record<string, string>> = {
  id: 'some-id',
  class: 'some-class',
  width: '50',
  height: '50',
  x: '5',
  y: '5',
  dx: '5',
  dy: '5',
  rx: '5',
  ry: '5',
  cx: '5',
  cy: '5',
  r: '5',
  x1: '5',
  y1: '5',
  x2: '50',
  y2: '50',
  d: 'M0 0L10 10',
  points: '0,0 10,10 0,10',
  viewBox: '0 0 10 10',
  preserveAspectRatio: 'none',
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
  version: '1.1',
  href: '#elsewhere',
  'xlink:href': '#elsewhere',
  fill: '#ff0000',
  'fill-opacity': '0.5',
  'fill-rule': 'evenodd',
  stroke: '#ff0000',
  'stroke-width': '3',
  'stroke-opacity': '0.5',
  'stroke-dasharray': '2 2',
  'stroke-dashoffset': '1',
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
  'stroke-miterlimit': '2',
  'clip-rule': 'evenodd',
  color: '#ff0000',
  'font-family': 'serif',
  'font-size': '30',
  'font-weight': 'bold',
  'font-style': 'italic',
  'text-anchor': 'middle',
  'dominant-baseline': 'middle',
  'transform-origin': 'center',
  offset: '0.5',
  'stop-color': '#ff0000',
  'stop-opacity': '0.5',
  role: 'img',
  focusable: 'false',
  lang: 'he',
  'xml:space': 'preserve',
  'aria-label': 'label',
  'data-state': 'open',
  opacity: '0.5',
  transform: 'scale(2)',
  filter: 'blur(2px)',
  mask: 'url(#m)',
  'clip-path': 'inset(1px)',
  clip: 'rect(1px, 2px, 3px, 4px)',
  overflow: 'scroll',
  visibility: 'hidden',
  cursor: 'pointer',
  'unicode-bidi': 'bidi-override',
  'word-spacing': '5px',
};

test("the user agent's sheet sets no rarely set property on an SVG element but those rare.ts lists for its tag", async (t) => {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><body><svg id="outer" width="100" height="100"></svg></body>');
  // In the page: each listed tag in an outer <svg>, inside a nested <svg> and inside a link, against the initial values.
  const found = await page.evaluate<string[]>(`(() => {
    const SVG = 'http://www.w3.org/2000/svg';
    const sets = new Map(${JSON.stringify([...SVG_USER_AGENT_SETS])});
    const rare = ${JSON.stringify(RARE)};
    const outer = document.getElementById('outer');
    const nested = document.createElementNS(SVG, 'svg');
    const link = document.createElementNS(SVG, 'a');
    link.setAttribute('href', '#elsewhere');
    outer.append(nested, link);
    const found = [];
    const check = (el, own, where) => {
      const style = getComputedStyle(el);
      for (const [property, value] of Object.entries(rare)) {
        const differs = property === 'unicodeBidi' ? /override/.test(style[property]) : style[property] !== value;
        if (differs && !own.includes(property)) found.push(where + ' ' + el.localName + ' ' + property + ': ' + style[property]);
      }
    };
    check(outer, sets.get('svg'), 'outer');
    for (const [tag, own] of sets) {
      for (const [parent, where] of [[outer, 'in svg'], [nested, 'in nested svg'], [link, 'in link']]) {
        const el = document.createElementNS(SVG, tag);
        if (tag === 'a') el.setAttribute('href', '#elsewhere');
        el.textContent = 'x';
        parent.append(el);
        // A link passes its pointer on to what it holds: inherited, read where it is set (inherited.ts).
        check(el, parent === link ? [...own, 'cursor'] : own, where);
        el.remove();
      }
    }
    return found;
  })()`);
  await page.close();
  t.true(SVG_USER_AGENT_SETS.size >= 15, 'the common drawing and text elements are listed');
  t.deepEqual(found, []);
});

test('no attribute an SVG element may carry sets a rarely set property on a listed tag but those rare.ts lists for it', async (t) => {
  const listed = [...SVG_PLAIN_ATTRIBUTES, ...Object.keys(SVG_MARKING_ATTRIBUTES)];
  t.deepEqual(
    listed.filter((name) => SVG_VALUES[name] === undefined),
    [],
    'every listed attribute has a value to try',
  );
  const page = await browser.newPage();
  await page.setContent(
    '<!doctype html><body><svg id="outer" width="100" height="100"><mask id="m"><rect width="5" height="5" fill="white"/></mask></svg></body>',
  );
  // In the page: each tag with each attribute, against the same tag without it; and which properties each presentation
  // attribute changed on some tag, to show the list names what Chromium maps.
  const [found, changed] = await page.evaluate<[string[], Record<string, string[]>]>(`(() => {
    const SVG = 'http://www.w3.org/2000/svg';
    const sets = new Map(${JSON.stringify([...SVG_USER_AGENT_SETS])});
    const marking = ${JSON.stringify(SVG_MARKING_ATTRIBUTES)};
    const rare = ${JSON.stringify(RARE)};
    const values = ${JSON.stringify(SVG_VALUES)};
    const outer = document.getElementById('outer');
    const found = [];
    const changed = {};
    for (const [tag, own] of sets) {
      const make = () => {
        const el = document.createElementNS(SVG, tag);
        el.textContent = 'x';
        outer.append(el);
        return el;
      };
      const plain = make();
      const base = getComputedStyle(plain);
      const before = Object.fromEntries(Object.keys(rare).map((p) => [p, base[p]]));
      plain.remove();
      for (const name of ${JSON.stringify(listed)}) {
        const el = make();
        el.setAttribute(name, values[name]);
        const style = getComputedStyle(el);
        for (const property of Object.keys(rare)) {
          if (style[property] === before[property]) continue;
          if (marking[name]?.includes(property)) (changed[name] ??= []).push(property);
          else if (!own.includes(property)) found.push(tag + '[' + name + '] ' + property + ': ' + before[property] + ' -> ' + style[property]);
        }
        el.remove();
      }
    }
    return [found, changed];
  })()`);
  await page.close();
  t.deepEqual(found, []);
  // Each presentation attribute listed sets, on some listed tag, each property it is listed with.
  for (const [name, properties] of Object.entries(SVG_MARKING_ATTRIBUTES)) {
    t.deepEqual([...new Set(changed[name] ?? [])].sort(), [...properties].sort(), name);
  }
});

test('a value the collector takes to scale no text is read back as listed, and draws text as the initial value does', async (t) => {
  const listed = Object.entries(UNSCALING) as [Rare, readonly string[]][];
  t.deepEqual(listed.map(([property]) => property).sort(), ['fontSizeAdjust', 'perspective', 'zoom']);
  const page = await browser.newPage();
  // Each value declared by a rule of a sheet, on a text of many lines under a parent that declares nothing, beside the
  // same text with no declaration: the rule reads back the listed string (what declared.ts compares), and the boxes of
  // the text's lines and of a child moved towards the eye (which a perspective would enlarge), and the computed value,
  // are the plain text's. A value that scaled would change one of them.
  const cases = listed.flatMap(([property, values]) => values.map((value): [string, string] => [cssName(property), value]));
  const lines = 'one two three four five six seven eight nine ten '.repeat(8);
  await page.setContent(
    '<!doctype html><style>' +
      cases.map(([name, value], i) => `.c${i} { ${name}: ${value}; }`).join('') +
      'p { width: 180px; margin: 0; font: 16px/20px serif; } p > span { display: inline-block; transform: translateZ(30px); }' +
      '</style><p id="plain"><span>x</span> ' +
      lines +
      '</p>' +
      cases.map((_, i) => `<p class="c${i}"><span>x</span> ${lines}</p>`).join(''),
  );
  const found = await page.evaluate<{ read: string; lines: string; value: string; plainLines: string; plainValue: string }[]>(`(() => {
    const cases = ${JSON.stringify(cases)};
    const rules = document.styleSheets[0].cssRules;
    const linesOf = (p) => { const r = document.createRange(); r.selectNodeContents(p); return [...r.getClientRects()].map((b) => [b.width, b.height].join('x')).join(' '); };
    const plain = document.getElementById('plain');
    return cases.map(([name], i) => {
      const p = document.querySelector('.c' + i);
      return { read: rules[i].style.getPropertyValue(name), lines: linesOf(p), value: getComputedStyle(p).getPropertyValue(name),
        plainLines: linesOf(plain), plainValue: getComputedStyle(plain).getPropertyValue(name) };
    });
  })()`);
  await page.close();
  t.is(found.length, cases.length);
  found.forEach((f, i) => {
    const [name, value] = cases[i]!;
    t.is(f.read, value, `${name}: ${value} reads back as listed`);
    t.true(f.plainLines.split(' ').length > 3, 'the text runs over several lines');
    t.is(f.lines, f.plainLines, `${name}: ${value} lays the text out as the initial value`);
    t.is(f.value, f.plainValue, `${name}: ${value} computes to the initial value`);
  });
});
