// Every hidden-region and input-canary page means what its expectation says, by Chromium's own pixels
// (harness/oracle/pixel-oracle.ts): each HIDDEN-... token it forbids is not painted, each SHOWN-... token
// its text must include is. Tokens that a rule of the contract hides for another reason than paint
// (aria-hidden, inert, the hidden attribute over author CSS, elements that never contribute text) are
// painted, and the oracle must say so: the rule, not the rendering, hides them.
import anyTest, { type TestFn } from 'ava';
import { hiddenRegion } from '../harness/cases/hidden-region.js';
import { inputCanary } from '../harness/cases/input-canary.js';
import type { PageCase } from '../harness/cases/types.js';
import { serveFixtures, type FixtureServer } from '../harness/fixture-server.js';
import { PixelOracle, type OracleVerdict } from '../harness/oracle/pixel-oracle.js';

const test = anyTest as TestFn<{ oracle: PixelOracle; server: FixtureServer }>;

/** Cases whose forbidden tokens are painted on purpose: a rule that is not about paint hides them. */
const PAINTED_BUT_RULED_OUT: Record<string, string> = {
  'hidden-attribute-overridden': 'the hidden attribute hides its subtree whatever author CSS says',
  inert: 'inert content is out of the page for every reader but the eye',
  'aria-hidden': 'aria-hidden="true" content is hidden from every reader but the eye',
};
/** Single tokens of that kind in other cases. */
const PAINTED_TOKENS: Record<string, string> = {
  'HIDDEN-LIVE-ASSERTIVE-ARIA-fa88': 'aria-hidden',
  'HIDDEN-LIVE-LOG-INERT-31e9': 'inert',
  'HIDDEN-BUTTON-ICON-5c9b': 'aria-hidden',
};
/**
 * Cases about elements that never contribute text (script, style, template, output, datalist, editable
 * content): some of their tokens are painted, some are not text at all; paint decides nothing there.
 */
const NOT_ABOUT_PAINT = new Set(['never-contributing']);

test.before(async (t) => {
  t.context.server = await serveFixtures();
  t.context.oracle = await PixelOracle.start();
});
test.after.always(async (t) => {
  await t.context.oracle?.close();
  await t.context.server?.close();
});

const hiddenTokens = (c: PageCase): string[] => (c.expect.forbidden ?? []).filter((s) => s.startsWith('HIDDEN-'));
const shownTokens = (c: PageCase): string[] => (c.expect.textIncludes ?? []).filter((s) => s.startsWith('SHOWN-'));

// Cases with steps observe pages other cases already hold; cases without tokens (control names only) have
// nothing for the oracle.
const pageCases = [hiddenRegion, inputCanary].flatMap((partition) =>
  partition.cases
    .filter((c): c is PageCase => c.kind === 'page' && !c.steps && hiddenTokens(c).length + shownTokens(c).length > 0)
    .map((c) => ({ partition: partition.id, c })),
);

test('every hidden-region page is judged', (t) => {
  const judged = new Set(pageCases.map(({ c }) => c.page));
  const pages = hiddenRegion.cases.flatMap((c) => (c.kind === 'page' ? [c.page] : []));
  t.deepEqual(
    pages.filter((p) => !judged.has(p)),
    [],
  );
});

for (const { partition, c } of pageCases) {
  test.serial(`oracle > ${partition} > ${c.id}`, async (t) => {
    const hidden = hiddenTokens(c);
    const shown = shownTokens(c);
    const verdicts = await t.context.oracle.judge(t.context.server.url(c.page), [...hidden, ...shown]);
    const wrong: string[] = [];
    const report = (token: string, expected: string, got: OracleVerdict | undefined): void => {
      if (got?.verdict === 'covered') t.log(`${token}: covered by another element, not counted`);
      else wrong.push(`${token}: expected ${expected}, oracle says ${got?.verdict ?? 'nothing'} (largest difference ${got?.largestDifference ?? 0})`);
    };
    for (const token of shown) if (verdicts.get(token)?.verdict !== 'visible') report(token, 'visible', verdicts.get(token));
    if (!NOT_ABOUT_PAINT.has(c.id)) {
      for (const token of hidden) {
        const ruled = PAINTED_BUT_RULED_OUT[c.id] ?? PAINTED_TOKENS[token];
        const expected = ruled ? 'visible' : 'hidden';
        if (verdicts.get(token)?.verdict !== expected) report(token, ruled ? `visible (hidden by rule: ${ruled})` : 'hidden', verdicts.get(token));
      }
    }
    t.deepEqual(wrong, [], c.description);
  });
}
