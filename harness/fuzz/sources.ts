// Where a fuzz case's styles come from. Primitives write their declarations inline; a style source moves
// them into one of the places a page can declare style: sheets, adopted sheets, another origin's sheet,
// imports, layers, conditional and nested rules, custom properties, animations, scripts and state
// selectors. The collector reads some properties only where a style source declares them
// (workers/in-page/declared.ts), so each source is ground it must cover. A source only moves
// declarations; whether the token is then visible is still the pixel oracle's call.
import type { Random } from './prng.js';

export interface Declaration {
  property: string;
  value: string;
}

/** An element a primitive styled inline, the style attribute taken out. */
export interface StyledElement {
  tag: string;
  /** Its other attributes as written, each with a leading space. */
  attributes: string;
  declarations: Declaration[];
}

/** What a case needs of its page besides its row's markup. */
export interface CaseParts {
  /** Rules of the page's own sheet (`<style id="fz-page">`). */
  rules: string[];
  /** Elements of the head after that sheet: links, and sheets of their own (an `@import` must open a sheet). */
  head: string[];
  /** Scripts, each run in a `<script>` of its own at the end of the body. */
  scripts: string[];
  /** Markup before the placement in the case's row. */
  rowPrefix: string;
  /** Sheets served at `/css/<name>` by both origins; OTHER_ORIGIN in them and in the page names the second one. */
  stylesheets: Record<string, string>;
  /**
   * `target`: the page is loaded at `#fz-target`, an element at its top; `focus`: a script focuses that
   * element.
   */
  features: Feature[];
}

export type Feature = 'target' | 'focus';

/** Stands for the second loopback origin in a case's markup and sheets until its port is known. */
export const OTHER_ORIGIN = 'http://fuzz-other-origin.invalid';

export interface StyleContext {
  readonly random: Random;
  readonly parts: CaseParts;
  /** A class name no other element of the page has. */
  name(): string;
}

export interface StyleSource {
  id: string;
  /** How often it is picked, against the others. @default 1 */
  weight?: number;
  /**
   * The markup that replaces the element's opening tag, its declarations placed in this source; null
   * where this source cannot style such an element (it keeps its inline style).
   */
  style(el: StyledElement, ctx: StyleContext): string | null;
}

/** The element's opening tag with `name` added to its classes, and `inside` right after it. */
function opening(el: StyledElement, name: string, inside = ''): string {
  const classed = / class="/.test(el.attributes) ? el.attributes.replace(/ class="/, ` class="${name} `) : ` class="${name}"${el.attributes}`;
  return `<${el.tag}${classed}>${inside}`;
}

const block = (declarations: readonly Declaration[]): string => declarations.map((d) => `${d.property}: ${d.value};`).join(' ');

/**
 * A source that puts one rule in the page's own sheet: `rule` writes it from the element's selector and its
 * declarations (as a block's text, and one by one).
 */
function pageRule(
  id: string,
  rule: (selector: string, declarations: string, ctx: StyleContext, list: readonly Declaration[]) => string,
  weight?: number,
): StyleSource {
  return {
    id,
    weight,
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.rules.push(rule(`.${name}`, block(el.declarations), ctx, el.declarations));
      return opening(el, name);
    },
  };
}

/** Elements that can host a shadow root and hold content (those primitives style). */
const HOSTS = new Set(['div', 'span']);

/**
 * Properties that neither Web Animations nor CSS animations set in Chromium (checked against Chromium 156):
 * in an animated source they stay in a rule of the page's sheet.
 */
const NOT_ANIMATED = new Set(['contain', 'writing-mode', 'text-orientation']);
/** Web Animations take no prefixed property at all. */
const animatedByScript = (d: Declaration): boolean => !NOT_ANIMATED.has(d.property) && !d.property.startsWith('-webkit-');
/** CSS animations do not run on an element of `display: none`: one that shows it stays in the rule. */
const animatedByCss = (d: Declaration): boolean => !NOT_ANIMATED.has(d.property) && (d.property !== 'display' || d.value === 'none');

/** The CSSOM name of a property (`-webkit-text-fill-color` -> `webkitTextFillColor`). */
export function camelCase(property: string): string {
  return property.replace(/^-webkit-/, 'webkit-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Script that runs `body` (which may use `el`, the element of class `name`) once the page has loaded. */
const afterLoad = (name: string, body: string): string => `addEventListener('load', () => { const el = document.querySelector('.${name}'); ${body} });`;

const json = (value: unknown): string => JSON.stringify(value);

/** Script that ends the animations and transitions of the element of class `name` (reading them makes Chromium start those due). */
const finishAnimations = (name: string): string => `for (const animation of document.querySelector('.${name}').getAnimations()) animation.finish();`;

/** A sheet for the page's head (`<style>` holding `css`). */
const styleElement = (css: string): string => `<style>${css}</style>`;

export const SOURCES: readonly StyleSource[] = [
  { id: 'inline', weight: 4, style: () => null },
  pageRule('style-sheet', (selector, declarations) => `${selector} { ${declarations} }`, 2),
  {
    id: 'adopted-document',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.scripts.push(
        `{ const sheet = new CSSStyleSheet(); sheet.replaceSync(${json(`.${name} { ${block(el.declarations)} }`)}); ` +
          'document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }',
      );
      return opening(el, name);
    },
  },
  {
    // The element hosts a shadow root that slots its content, and the root's adopted sheet styles the host.
    // (A wrapper around the slot would change what the primitive does: a perspective, say, reaches only
    // a box's own children.)
    id: 'adopted-shadow',
    style(el, ctx) {
      if (!HOSTS.has(el.tag)) return null;
      const name = ctx.name();
      const rule = `:host { ${block(el.declarations)} }`;
      ctx.parts.scripts.push(
        `{ const sheet = new CSSStyleSheet(); sheet.replaceSync(${json(rule)}); document.querySelector('.${name}').shadowRoot.adoptedStyleSheets = [sheet]; }`,
      );
      return opening(el, name, '<template shadowrootmode="open"><slot></slot></template>');
    },
  },
  {
    // A sheet of another origin, served without CORS: the page cannot read its rules.
    id: 'other-origin',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.stylesheets[`${name}.css`] = `.${name} { ${block(el.declarations)} }`;
      ctx.parts.head.push(`<link rel="stylesheet" href="${OTHER_ORIGIN}/css/${name}.css">`);
      return opening(el, name);
    },
  },
  {
    // A sheet of the page's origin that imports one of another origin.
    id: 'other-origin-import',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.stylesheets[`${name}-a.css`] = `@import url("${OTHER_ORIGIN}/css/${name}-b.css");`;
      ctx.parts.stylesheets[`${name}-b.css`] = `.${name} { ${block(el.declarations)} }`;
      ctx.parts.head.push(`<link rel="stylesheet" href="/css/${name}-a.css">`);
      return opening(el, name);
    },
  },
  {
    // A sheet imports a sheet that imports the rule, each import plain, layered, conditional on a feature or on a medium.
    id: 'import-chain',
    style(el, ctx) {
      const name = ctx.name();
      const condition = (): string => ctx.random.pick(['', ` layer(${name}-layer)`, ' supports(display: grid)', ' screen']);
      ctx.parts.head.push(styleElement(`@import url("/css/${name}-a.css")${condition()};`));
      ctx.parts.stylesheets[`${name}-a.css`] = `@import url("${name}-b.css")${condition()};`;
      ctx.parts.stylesheets[`${name}-b.css`] = `.${name} { ${block(el.declarations)} }`;
      return opening(el, name);
    },
  },
  // The rule in a layer; half the time a higher layer's rule reverts each property back to it.
  pageRule('layer-revert', (selector, declarations, ctx, list) => {
    const layer = selector.slice(1);
    const reverted = list.map((d) => `${d.property}: revert-layer;`).join(' ');
    return ctx.random.chance(0.5)
      ? `@layer ${layer}-low { ${selector} { ${declarations} } } @layer ${layer}-high { ${selector} { ${reverted} } }`
      : `@layer ${layer}-low { ${selector} { ${declarations} } }`;
  }),
  pageRule(
    'media',
    (selector, declarations, ctx) =>
      `@media ${ctx.random.pick(['(min-width: 1px)', 'screen and (orientation: landscape)', 'not print'])} { ${selector} { ${declarations} } }`,
  ),
  pageRule('supports', (selector, declarations) => `@supports (display: grid) and selector(:has(a)) { ${selector} { ${declarations} } }`),
  // A style query on a custom property every row sets (every element is a style container): no containment.
  pageRule('container', (selector, declarations) => `@container style(--fz-row: 1) { ${selector} { ${declarations} } }`),
  pageRule('scope', (selector, declarations, ctx) =>
    ctx.random.chance(0.5) ? `@scope (.row) to (.fz-never) { ${selector} { ${declarations} } }` : `@scope (${selector}) { :scope { ${declarations} } }`,
  ),
  pageRule('has', (selector, declarations, ctx) =>
    ctx.random.chance(0.5) ? `.row:has(${selector}) ${selector} { ${declarations} }` : `:has(> ${selector}) > ${selector} { ${declarations} }`,
  ),
  pageRule('nesting', (selector, declarations, ctx) =>
    ctx.random.pick([
      `.row { & ${selector} { ${declarations} } }`,
      `.row { ${selector} { ${declarations} } }`,
      `${selector} { @media (width > 0px) { ${declarations} } }`,
    ]),
  ),
  {
    // Each value in a custom property set on the root, inherited down to the element that uses it.
    id: 'custom-property',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.rules.push(`:root { ${el.declarations.map((d, i) => `--${name}-${i}: ${d.value};`).join(' ')} }`);
      ctx.parts.rules.push(`.${name} { ${el.declarations.map((d, i) => `${d.property}: var(--${name}-${i});`).join(' ')} }`);
      return opening(el, name);
    },
  },
  {
    // Each value the initial value of a registered custom property that nothing sets.
    id: 'registered-property',
    style(el, ctx) {
      const name = ctx.name();
      el.declarations.forEach((d, i) => ctx.parts.rules.push(`@property --${name}-${i} { syntax: '*'; inherits: false; initial-value: ${d.value}; }`));
      ctx.parts.rules.push(`.${name} { ${el.declarations.map((d, i) => `${d.property}: var(--${name}-${i});`).join(' ')} }`);
      return opening(el, name);
    },
  },
  {
    // An animation of the element, finished at once and filling forwards.
    id: 'web-animation',
    style(el, ctx) {
      const name = ctx.name();
      const animated = el.declarations.filter(animatedByScript);
      const rest = el.declarations.filter((d) => !animatedByScript(d));
      if (animated.length === 0) return null;
      if (rest.length > 0) ctx.parts.rules.push(`.${name} { ${block(rest)} }`);
      const keyframe = Object.fromEntries(animated.map((d) => [camelCase(d.property), d.value]));
      ctx.parts.scripts.push(
        `document.querySelector('.${name}').animate([${json(keyframe)}], { duration: ${ctx.random.pick([1, 1000])}, fill: 'forwards' }).finish();`,
      );
      return opening(el, name);
    },
  },
  {
    // A CSS animation ending on the declarations and filling forwards: ended before it started (a negative
    // delay), or one of a millisecond that a script finishes (the oracle's browser and the pool's need not
    // have drawn a frame by the time they look).
    id: 'css-animation',
    style(el, ctx) {
      const name = ctx.name();
      const animated = el.declarations.filter(animatedByCss);
      if (animated.length === 0) return null;
      const rest = el.declarations.filter((d) => !animatedByCss(d));
      const ended = ctx.random.chance(0.5);
      if (!ended) ctx.parts.scripts.push(finishAnimations(name));
      ctx.parts.rules.push(
        `@keyframes ${name}-to { to { ${block(animated)} } } .${name} { ${block(rest)} animation: ${name}-to ${ended ? '1s -1s both' : '1ms forwards'}; }`,
      );
      return opening(el, name);
    },
  },
  {
    // A transition of a millisecond to the declarations (discrete ones too), started and finished by a
    // script as the page is parsed.
    id: 'transition',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.rules.push(`.${name} { transition: all 1ms allow-discrete; } .${name}.fz-end { ${block(el.declarations)} }`);
      ctx.parts.scripts.push(
        `{ const el = document.querySelector('.${name}'); getComputedStyle(el).opacity; el.classList.add('fz-end'); } ${finishAnimations(name)}`,
      );
      return opening(el, name);
    },
  },
  {
    id: 'script-set-property',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.scripts.push(afterLoad(name, el.declarations.map((d) => `el.style.setProperty(${json(d.property)}, ${json(d.value)});`).join(' ')));
      return opening(el, name);
    },
  },
  {
    id: 'script-style-map',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.scripts.push(
        afterLoad(
          name,
          el.declarations.map((d) => `el.attributeStyleMap.set(${json(d.property)}, CSSStyleValue.parse(${json(d.property)}, ${json(d.value)}));`).join(' '),
        ),
      );
      return opening(el, name);
    },
  },
  {
    id: 'script-insert-rule',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.scripts.push(
        afterLoad(
          name,
          `const sheet = document.getElementById('fz-page').sheet; sheet.insertRule(${json(`.${name} { ${block(el.declarations)} }`)}, sheet.cssRules.length);`,
        ),
      );
      return opening(el, name);
    },
  },
  {
    // An empty rule of the page's sheet, filled in property by property once the page has loaded.
    id: 'script-edit-rule',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.rules.push(`.${name} { }`);
      const sets = el.declarations.map((d) => `rule.style[${json(camelCase(d.property))}] = ${json(d.value)};`).join(' ');
      ctx.parts.scripts.push(
        `addEventListener('load', () => { const rule = [...document.getElementById('fz-page').sheet.cssRules].find((r) => r.selectorText === '.${name}'); ${sets} });`,
      );
      return opening(el, name);
    },
  },
  // Nothing is hovered: no input reaches the page.
  pageRule('state-not-hover', (selector, declarations) => `${selector}:not(:hover) { ${declarations} }`),
  {
    // An element at the top of the page holds the focus, so the root matches `:focus-within`.
    id: 'state-focus-within',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.features.push('focus');
      ctx.parts.rules.push(`:root:focus-within .${name} { ${block(el.declarations)} }`);
      return opening(el, name);
    },
  },
  {
    // A checked box at the start of the row.
    id: 'state-checked',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.rowPrefix = '<input type="checkbox" checked class="fz-on" aria-label="on">';
      ctx.parts.rules.push(`.fz-on:checked ~ * .${name} { ${block(el.declarations)} }`);
      return opening(el, name);
    },
  },
  {
    // The page is loaded at `#fz-target`, an element at its top.
    id: 'state-target',
    style(el, ctx) {
      const name = ctx.name();
      ctx.parts.features.push('target');
      ctx.parts.rules.push(`#fz-target:target ~ .row .${name} { ${block(el.declarations)} }`);
      return opening(el, name);
    },
  },
];

/** The declarations of an inline style (values hold no `;` outside quotes in the primitives). */
export function declarationsOf(css: string): Declaration[] {
  return css
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const colon = part.indexOf(':');
      return { property: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() };
    });
}

/** Opening tags with a style attribute (primitives quote every attribute with `"` and write no `<` or `>` inside one). */
const STYLED_TAG = /<([a-zA-Z][\w-]*)([^<>]*?) style="([^"]*)"([^<>]*)>/g;

/**
 * Moves the inline styles of `html` into `source`: the new markup, and whether any element took it (an
 * element the source cannot style keeps its inline style).
 */
export function restyle(html: string, source: StyleSource, ctx: StyleContext): { html: string; used: boolean } {
  let used = false;
  const out = html.replace(STYLED_TAG, (whole, tag: string, before: string, css: string, after: string) => {
    const replaced = source.style({ tag: tag.toLowerCase(), attributes: before + after, declarations: declarationsOf(css) }, ctx);
    if (replaced === null) return whole;
    used = true;
    return replaced;
  });
  return { html: out, used };
}
