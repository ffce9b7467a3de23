// Text a `unicode-bidi` override lays out in a fixed direction (docs/contract.md, "Reading order"): every
// character then goes in that direction, so Latin text under `direction: rtl` is drawn backwards. A reader
// sees the characters in the order they are drawn; the text reported is that order, not the order in the
// document, so a page cannot show people gibberish while handing the agent an instruction (or the reverse:
// an address written backwards in the source to be shown the right way round).
import type { ElementVerdict } from './verdict.js';

/**
 * The direction an override lays out the text of the element of `verdict` in, null for none: its own
 * `bidi-override` or `isolate-override`, else that of the inline box around it, up to its block (an override
 * on a block reaches its inline content; `embed`, `isolate` and `plaintext` start a context of their own,
 * and an inline-block or a block ends it). One style read per element with text, once.
 */
export function overrideOf(verdict: ElementVerdict): string | null {
  if (verdict.bidiOverride === undefined) {
    const style = verdict.el && !verdict.boxless ? verdict.style : undefined;
    const own = style ? verdict.rare.value(style, 'unicodeBidi') : 'normal';
    if (own === 'bidi-override' || own === 'isolate-override') verdict.bidiOverride = style!.direction;
    else if (own !== 'normal' || !verdict.el || !verdict.parent || !verdict.inline) verdict.bidiOverride = null;
    else verdict.bidiOverride = overrideOf(verdict.parent);
  }
  return verdict.bidiOverride;
}

const STRONG = /\p{L}/u;
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud803[\udc00-\udeff]|\ud83a[\udc00-\udfff]|\ud83b[\udc00-\udeff]/;

/**
 * The text as drawn under an override in `direction`: reversed, code point by code point, when its first
 * letter reads the other way (Latin under `rtl`, Hebrew or Arabic under `ltr`); as it is otherwise.
 */
export function drawnOrder(text: string, direction: string): string {
  const letter = STRONG.exec(text);
  if (!letter) return text;
  const rightToLeft = RIGHT_TO_LEFT.test(letter[0]);
  if (rightToLeft === (direction === 'rtl')) return text;
  return [...text].reverse().join('');
}
