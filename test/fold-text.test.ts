// Text normalisation (workers/in-page/text.ts, `foldText`): it skips its passes over text that holds nothing they
// change, and must give exactly what the four passes give (terminal escapes, then controls, then invisible
// characters removed; then each run of white space folded to one space), whatever the text.
import test from 'ava';
import fc from 'fast-check';
import { foldText } from '../workers/in-page/text.js';

const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const ESCAPES = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[@-Z\\-_])|\u009B[0-?]*[ -/]*[@-~]/g;
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

/** The contract's normalisation, pass by pass. */
function fourPasses(raw: string): string {
  return raw.replace(ESCAPES, '').replace(CONTROLS, '').replace(INVISIBLE, '').replace(/\s+/g, ' ');
}

/** Characters each pass acts on, and their neighbours in escape sequences, with plain text between. */
const PIECES = [
  'a',
  'Zé',
  ' ',
  '  ',
  '\n',
  '\t',
  '\r',
  '\u000B',
  '\u000C',
  '\u00A0',
  '\u2028',
  '\u3000',
  '\u0085',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u00AD',
  '\u{E0041}',
  '\uFE0F',
  '\u001B',
  '\u001B[31m',
  '\u001B]0;title\u0007',
  '\u009B2J',
  '[',
  '\\',
  '\u0007',
  '\u0000',
  '\u007F',
  '😀',
];

test('folding gives what the four passes give, for any mix of what they act on', (t) => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (pieces) => {
      const raw = pieces.join('');
      return foldText(raw) === fourPasses(raw);
    }),
    { numRuns: 20_000 },
  );
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => foldText(raw) === fourPasses(raw)),
    { numRuns: 20_000 },
  );
  t.is(foldText('Plain text, nothing to change.'), 'Plain text, nothing to change.');
  t.is(foldText('\n  Two\u200B words\u001B[31m \t red '), ' Two words red ');
});
