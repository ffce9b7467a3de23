// Pages of the hiding-technique fuzzer, generated from seeds. A case is one token wrapped in a chain of
// primitives, its styles placed in one style source, and placed where one kind of observation string comes
// from; a page holds several cases, one per row, so a browser load judges many. The same seed gives the
// same case on every machine.
import { childSeed, Random } from './prng.js';
import { place, PLACEMENTS, PRIMITIVES, type Intent, type Placement, type Primitive } from './primitives.js';
import { OTHER_ORIGIN, restyle, SOURCES, type CaseParts, type StyleSource } from './sources.js';

export interface FuzzCase {
  /** Reproduces this case alone: `npm run fuzz -- --case <seed>:<index>`. */
  seed: number;
  token: string;
  placement: Placement;
  /** Primitive ids, outermost first. */
  chain: string[];
  /** A contract rule hides it whatever is painted: it must never be reported. */
  ruleHidden: boolean;
  /** An <svg>'s own <title>, or sr-only text: allowed in a control name, never in text or a summary. */
  namesControl: boolean;
  /**
   * Where its styles are declared (sources.ts): `inline` also when the source picked could style none of
   * its elements, `none` when its primitives write no inline style.
   */
  source: string;
  /** The markup of its row. */
  html: string;
  /** What it needs of the page besides its row. */
  parts: CaseParts;
}

const BY_INTENT: Record<Intent, Primitive[]> = { hides: [], reveals: [], keeps: [] };
for (const p of PRIMITIVES) BY_INTENT[p.intent].push(p);
/** Chains are mostly short; most techniques hide, and enough reveal or keep to measure drops. */
const LENGTHS = [0, 1, 1, 1, 1, 2, 2, 2, 3, 3];
const INTENTS: Intent[] = ['hides', 'hides', 'hides', 'hides', 'hides', 'reveals', 'reveals', 'keeps', 'keeps', 'keeps'];
/** Distinct characters, so a rotation changes every glyph (the oracle's replacement). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Case `index` of a page from its seed; with `source`, its styles go there instead of where the seed puts them. */
export function generateCase(seed: number, index: number, source?: StyleSource): FuzzCase {
  const random = new Random(seed);
  const token = `Z${index.toString(36).toUpperCase()}${tokenBody(random)}`;
  const length = random.pick(LENGTHS);
  const chain: Primitive[] = [];
  for (let i = 0; i < length; i++) {
    const innermost = i === length - 1;
    let p: Primitive;
    do p = random.pick(BY_INTENT[random.pick(INTENTS)]);
    while (p.leaf && !innermost);
    chain.push(p);
  }
  const placement = random.pick(PLACEMENTS);
  const picked = pickSource(random);
  return composeCase({ seed, index, token, chain, placement, source: source ?? picked }, random);
}

export interface CaseSpec {
  seed: number;
  index: number;
  token: string;
  /** Outermost first. */
  chain: readonly Primitive[];
  placement: Placement;
  source: StyleSource;
}

/**
 * Primitives of the visually hidden (sr-only) pattern: an out-of-flow box whose own clip leaves nothing of it
 * (docs/contract.md, "Visually hidden text inside a control names it").
 */
const SR_ONLY = new Set(['visually-hidden', 'clip-rect-0']);

/** The case of a chosen chain, placement and style source; `random` draws what primitives and the source leave to chance. */
export function composeCase(spec: CaseSpec, random: Random): FuzzCase {
  const { seed, index, chain, source } = spec;
  let html = spec.token;
  for (let i = chain.length - 1; i >= 0; i--) html = chain[i]!.wrap(html, random);
  const parts: CaseParts = { rules: [], head: [], scripts: [], rowPrefix: '', stylesheets: {}, features: [] };
  let names = 0;
  const restyled = restyle(html, source, { random, parts, name: () => `fz${seed.toString(36)}-${names++}` });
  return {
    seed,
    token: spec.token,
    placement: spec.placement,
    chain: chain.map((p) => p.id),
    ruleHidden: chain.some((p) => p.rule),
    // An <svg>'s own <title>, or text hidden only by the visually hidden (sr-only) pattern, may name the control
    // around it as aria-label would (docs/contract.md, names); anything else hiding it as well makes it a leak there.
    namesControl:
      chain[chain.length - 1]?.namesControl === true || (chain.some((p) => SR_ONLY.has(p.id)) && chain.every((p) => SR_ONLY.has(p.id) || p.intent !== 'hides')),
    source: restyled.used ? source.id : html.includes(' style="') ? 'inline' : 'none',
    html: place(spec.placement, restyled.html, `f${index}`),
    parts,
  };
}

const SOURCE_WEIGHTS = SOURCES.reduce((sum, s) => sum + (s.weight ?? 1), 0);

function pickSource(random: Random): StyleSource {
  let at = random.next() * SOURCE_WEIGHTS;
  for (const source of SOURCES) {
    at -= source.weight ?? 1;
    if (at < 0) return source;
  }
  return SOURCES[SOURCES.length - 1]!;
}

function tokenBody(random: Random): string {
  const letters = [...ALPHABET];
  let out = '';
  for (let i = 0; i < 9; i++) out += letters.splice(random.int(letters.length), 1)[0];
  return out;
}

/** The cases of page `page` of a run with seed `runSeed` (their styles in `source`, when given). */
export function pageCases(runSeed: number, page: number, casesPerPage: number, source?: StyleSource): FuzzCase[] {
  const pageSeed = childSeed(runSeed, page);
  return Array.from({ length: casesPerPage }, (_, i) => generateCase(childSeed(pageSeed, i), i, source));
}

/**
 * The element at the top of a page that is the `:target` (feature `target`) and holds the focus (feature
 * `focus`): one element, since loading a page at a fragment moves the focus to its target, and a
 * fragment of an element that cannot take the focus takes it from any other.
 */
const TOP = '<span id="fz-target" tabindex="-1"></span>';

/**
 * One row per case in a monospace font, so the oracle's rotations of a token keep every advance. Rows
 * are positioned, so what a case moves stays relative to its own row. `otherOrigin` is the second
 * loopback origin, which serves the sheets of another origin.
 */
export function pageHtml(cases: readonly FuzzCase[], title: string, otherOrigin = OTHER_ORIGIN): string {
  const features = new Set(cases.flatMap((c) => c.parts.features));
  const rows = cases.map((c) => `<div class="row">${c.parts.rowPrefix}${c.html}</div>`).join('\n');
  const scripts = cases.flatMap((c) => c.parts.scripts.map((script) => `<script>${script}</script>`));
  if (features.has('focus')) scripts.push(`<script>document.getElementById('fz-target').focus({ preventScroll: true });</script>`);
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style id="fz-page">
body { margin: 0; font: 20px/28px "DejaVu Sans Mono", monospace; color: #000; background: #fff; }
.row { position: relative; min-height: 64px; padding: 4px 8px; --fz-row: 1; }
button, input { font: inherit; }
h2 { font-size: 24px; margin: 0; }
${cases.flatMap((c) => c.parts.rules).join('\n')}
</style>
${cases.flatMap((c) => c.parts.head).join('\n')}
</head><body>
${features.has('target') || features.has('focus') ? `${TOP}\n` : ''}${rows}
${scripts.join('\n')}
</body></html>
`;
  return page.replaceAll(OTHER_ORIGIN, otherOrigin);
}

/** Where a page of these cases is loaded: at `#fz-target` when one of them styles `:target`. */
export function pageFragment(cases: readonly FuzzCase[]): string {
  return cases.some((c) => c.parts.features.includes('target')) ? '#fz-target' : '';
}

/** The sheets the cases' pages load from `/css/`, by name. */
export function pageStylesheets(cases: readonly FuzzCase[], otherOrigin = OTHER_ORIGIN): Map<string, string> {
  const sheets = new Map<string, string>();
  for (const c of cases) for (const [name, css] of Object.entries(c.parts.stylesheets)) sheets.set(name, css.replaceAll(OTHER_ORIGIN, otherOrigin));
  return sheets;
}
