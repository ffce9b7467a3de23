// The small-budget partition: a 1,500-byte model projection of a crowded fixture page keeps the
// controls first, the highest-priority regions, and no region text twice.
import anyTest, { type TestFn } from 'ava';
import { projectForModel } from '../pool/projection.js';
import { openSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

const BUDGET = 1500;

/** The string inside the first JSON literal on a line (an ellipsis after it marks a cut). */
function literalOf(line: string): string {
  const match = /"(?:[^"\\]|\\.)*"/.exec(line);
  return match ? (JSON.parse(match[0]) as string) : '';
}

test('small-budget > crowded page at 1,500 bytes: controls first, top regions kept, no region text duplicated', async (t) => {
  const session = await openSession(t);
  const observation = await session.navigate({ url: t.context.server.url('small-budget/crowded.html') });
  t.true(Buffer.byteLength(JSON.stringify(observation)) > 3 * BUDGET, 'the page does not fit the budget whole');
  const output = projectForModel(observation, { budgetBytes: BUDGET });
  t.true(Buffer.byteLength(output) <= BUDGET);
  const lines = output.split('\n');

  const controlsAt = lines.indexOf('controls:');
  const regionsAt = lines.indexOf('regions:');
  const textAt = lines.findIndex((l) => l.startsWith('text:'));
  t.true(controlsAt > 0 && regionsAt > controlsAt, 'controls come before regions');
  t.true(textAt === -1 || textAt > regionsAt, 'general text comes last');

  const shownControls = lines.filter((l) => l.startsWith('[e'));
  t.is(shownControls.length, observation.controls.length, 'every control of this page fits before anything optional');

  const shownRegions = lines.filter((l) => l.startsWith('[g'));
  t.true(shownRegions.length < (observation.regions?.length ?? 0), 'some regions had to go');
  const kinds = shownRegions.map((l) => l.split(' ')[1]);
  t.deepEqual(kinds.slice(0, 4), ['dialog', 'alert', 'status', 'form'], 'the highest-priority regions survive, in priority order');
  t.true(/omitted: .*\d+ region/.test(lines[2] ?? ''), 'the header counts the regions left out');

  if (textAt !== -1) {
    const text = literalOf(lines[textAt]!);
    for (const line of shownRegions) {
      const summary = literalOf(line);
      // A passage is the summary as whole words: "number 2" inside "number 20" is other text.
      const escaped = summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const passage = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u');
      if (summary.length >= 8) t.false(passage.test(text), `region text ${JSON.stringify(summary)} is not repeated in the text part`);
    }
  }
});
