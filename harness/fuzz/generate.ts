// Pages of the hiding-technique fuzzer, generated from seeds. A case is one token wrapped in a chain of
// primitives and placed where one kind of observation string comes from; a page holds several cases, one
// per row, so a browser load judges many. The same seed gives the same case on every machine.
import { childSeed, Random } from './prng.js';
import { place, PLACEMENTS, PRIMITIVES, type Intent, type Placement, type Primitive } from './primitives.js';

export interface FuzzCase {
  /** Reproduces this case alone: `npm run fuzz -- --case <seed>`. */
  seed: number;
  token: string;
  placement: Placement;
  /** Primitive ids, outermost first. */
  chain: string[];
  /** A contract rule hides it whatever is painted: it must never be reported. */
  ruleHidden: boolean;
  /** An <svg>'s own <title>: allowed in a control name, never in text or a summary. */
  namesControl: boolean;
  html: string;
}

const BY_INTENT: Record<Intent, Primitive[]> = { hides: [], reveals: [], keeps: [] };
for (const p of PRIMITIVES) BY_INTENT[p.intent].push(p);
/** Chains are mostly short; most techniques hide, and enough reveal or keep to measure drops. */
const LENGTHS = [0, 1, 1, 1, 1, 2, 2, 2, 3, 3];
const INTENTS: Intent[] = ['hides', 'hides', 'hides', 'hides', 'hides', 'reveals', 'reveals', 'keeps', 'keeps', 'keeps'];
/** Distinct characters, so a rotation changes every glyph (the oracle's replacement). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateCase(seed: number, index: number): FuzzCase {
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
  let html = token;
  for (let i = chain.length - 1; i >= 0; i--) html = chain[i]!.wrap(html);
  const namesControl = chain[chain.length - 1]?.namesControl === true;
  return {
    seed,
    token,
    placement,
    chain: chain.map((p) => p.id),
    ruleHidden: chain.some((p) => p.rule),
    namesControl,
    html: place(placement, html, `f${index}`),
  };
}

function tokenBody(random: Random): string {
  const letters = [...ALPHABET];
  let out = '';
  for (let i = 0; i < 9; i++) out += letters.splice(random.int(letters.length), 1)[0];
  return out;
}

/** The cases of page `page` of a run with seed `runSeed`. */
export function pageCases(runSeed: number, page: number, casesPerPage: number): FuzzCase[] {
  const pageSeed = childSeed(runSeed, page);
  return Array.from({ length: casesPerPage }, (_, i) => generateCase(childSeed(pageSeed, i), i));
}

/**
 * One row per case in a monospace font, so the oracle's rotations of a token keep every advance. Rows
 * are positioned, so what a case moves stays relative to its own row.
 */
export function pageHtml(cases: readonly FuzzCase[], title: string): string {
  const rules: string[] = [];
  const rows = cases.map((c) => `<div class="row">${sheeted(c, rules)}</div>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
body { margin: 0; font: 20px/28px "DejaVu Sans Mono", monospace; color: #000; background: #fff; }
.row { position: relative; min-height: 64px; padding: 4px 8px; }
button, input { font: inherit; }
h2 { font-size: 24px; margin: 0; }
${rules.join('\n')}
</style></head><body>
${rows}
</body></html>
`;
}

/**
 * The HTML of case `c`, whose inline styles move into rules of the page's sheet when its seed is odd: the
 * collector reads a property only where some style source declares one (workers/in-page/declared.ts), so
 * half the cases declare theirs in a sheet. Cases with a shadow tree keep theirs (a document rule does not
 * reach into it). An attribute selector outweighs every rule of the page's own.
 */
function sheeted(c: FuzzCase, rules: string[]): string {
  if (c.seed % 2 === 0 || c.html.includes('<template')) return c.html;
  return c.html.replace(/ style="([^"]*)"/g, (_, css: string) => {
    const name = `${c.seed}-${rules.length}`;
    rules.push(`[data-fz="${name}"] { ${css} }`);
    return ` data-fz="${name}"`;
  });
}
