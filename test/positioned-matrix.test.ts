// Boxes taken out of the flow inside boxes that clip (docs/contract.md, "The visibility rule", rule 3): every
// combination of a clipping box (overflow hidden, clip or auto, a clip-path, paint containment, a mask), what may
// make it a containing block (nothing, a position, a transform, will-change), a row around it that clips or not,
// and boxes positioned in it (absolutely, inside the box, past it, past the row; fixed, past it in the viewport), on
// one generated page, fixtures-site/visibility-2/positioned-matrix.html. The pixel oracle says from Chromium's own
// pixels which tokens are seen; the collector must read every one it sees and none it does not.
import anyTest, { type TestFn } from 'ava';
import { readFileSync } from 'node:fs';
import { PixelOracle } from '../harness/oracle/pixel-oracle.js';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

const PAGE = 'visibility-2/positioned-matrix.html';
const TOKENS = [...new Set(readFileSync(new URL(`../../fixtures-site/${PAGE}`, import.meta.url), 'utf8').match(/PM-[A-Z0-9-]+/g) ?? [])];

test('the collector reads every positioned box the oracle sees in a clipping box, and none it does not', async (t) => {
  const oracle = await PixelOracle.start();
  let verdicts: Awaited<ReturnType<PixelOracle['judge']>>;
  try {
    verdicts = await oracle.judge(t.context.server.url(PAGE), TOKENS);
  } finally {
    await oracle.close();
  }
  const seen = TOKENS.filter((token) => verdicts.get(token)?.verdict === 'visible');
  const unseen = TOKENS.filter((token) => verdicts.get(token)?.verdict === 'hidden');
  // The matrix tests both ways: many of its boxes escape the clip around them, many do not.
  t.is(seen.length + unseen.length, TOKENS.length, 'the oracle judges every token');
  t.true(seen.length >= 60 && unseen.length >= 40, `seen ${seen.length}, not seen ${unseen.length}`);

  const session = await shared(t);
  const observation = await session.navigate({ url: t.context.server.url(PAGE) });
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
