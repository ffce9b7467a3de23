// Boxes taken out of the flow, and boxes in the top layer, in boxes that clip, fade, filter or turn what they hold
// (docs/contract.md, "The visibility rule", rule 3), on two pages of combinations in fixtures-site/visibility-2/:
// positioned-matrix.html (a box that clips six ways, made a containing block or not, in a row that clips or not, with
// boxes positioned absolutely inside it, past it and past the row, and fixed past it) and top-layer-matrix.html (open
// popovers in such boxes). The pixel oracle says from Chromium's own pixels which tokens are seen; the collector
// must read every one it sees and none it does not.
import anyTest, { type TestFn } from 'ava';
import { readFileSync } from 'node:fs';
import { PixelOracle } from '../harness/oracle/pixel-oracle.js';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

/** The tokens of a fixture page: the strings its pattern matches. */
function tokensOf(page: string, pattern: RegExp): string[] {
  return [...new Set(readFileSync(new URL(`../../fixtures-site/${page}`, import.meta.url), 'utf8').match(pattern) ?? [])];
}

/**
 * Judges the page's tokens by the oracle, then observes it: every token the oracle sees must be read and no other.
 * At least `seenAtLeast` and `unseenAtLeast` of them must be judged each way, so that the page tests both.
 */
function agreesWithOracle(title: string, page: string, pattern: RegExp, seenAtLeast: number, unseenAtLeast: number): void {
  const tokens = tokensOf(page, pattern);
  test(title, async (t) => {
    const oracle = await PixelOracle.start();
    let verdicts: Awaited<ReturnType<PixelOracle['judge']>>;
    try {
      verdicts = await oracle.judge(t.context.server.url(page), tokens);
    } finally {
      await oracle.close();
    }
    const seen = tokens.filter((token) => verdicts.get(token)?.verdict === 'visible');
    const unseen = tokens.filter((token) => verdicts.get(token)?.verdict === 'hidden');
    t.is(seen.length + unseen.length, tokens.length, 'the oracle judges every token');
    t.true(seen.length >= seenAtLeast && unseen.length >= unseenAtLeast, `seen ${seen.length}, not seen ${unseen.length}`);

    const session = await shared(t);
    const observation = await session.navigate({ url: t.context.server.url(page) });
    const text = observation.text.content;
    t.deepEqual(
      unseen.filter((token) => text.includes(token)),
      [],
      'leaked: read, though not painted',
    );
    t.deepEqual(
      seen.filter((token) => !text.includes(token)),
      [],
      'dropped: painted, though not read',
    );
  });
}

// Many of the matrix's boxes escape the clip around them, many do not.
agreesWithOracle(
  'the collector reads every positioned box the oracle sees in a clipping box, and none it does not',
  'visibility-2/positioned-matrix.html',
  /PM-[A-Z0-9-]+/g,
  60,
  40,
);

// Open popovers in boxes that clip, fade, filter, turn or hold fixed boxes (static, positioned or transformed): the top
// layer draws them past all of it, also out of boxes that fade or clip away all they hold, whose own content stays
// hidden (an absolutely positioned box in one too, unless only the box's overflow cut it). Still not seen: one in a box
// of visibility: hidden or display: none, one drawn in a transparent colour, one below the viewport.
agreesWithOracle(
  'the collector reads every open popover the oracle sees whatever box it sits in, and none it does not',
  'visibility-2/top-layer-matrix.html',
  /TL-[A-Z0-9-]+/g,
  40,
  30,
);
