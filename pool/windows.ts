// What the window calls take (docs/contract.md, "Windows" and "Find"): `observe`'s `from` and cursors, `find`'s
// query and `scroll`'s direction, and a screenshot's scope, checked before anything is sent. A query is never quoted back: an agent may
// search for what it typed, and errors travel further than results.
import { CURSOR_PATTERN, LIMITS, MATCH_CURSOR_PATTERN, REF_PATTERN, TEXT_CURSOR_PATTERN } from '../schemas/observation.js';
import type { ScrollDirection } from '../schemas/record.js';
import { OptionError } from './errors.js';

export const SCROLL_DIRECTIONS: readonly ScrollDirection[] = ['down', 'up', 'top', 'bottom'];

/** Roles a find may ask for: a word, as control roles are. */
const ROLE = /^[a-z]{2,24}$/;

/** Why `observe`'s window inputs cannot be used; null when they can. */
export function checkWindowInput(input: { cursor?: unknown; from?: unknown }): OptionError | null {
  const { cursor, from } = input;
  if (cursor !== undefined && from !== undefined) return new OptionError('from', 'give either a cursor or from, not both', 'invalid-argument');
  if (cursor !== undefined && typeof cursor !== 'string') return new OptionError('cursor', 'cursor must be a string', 'invalid-argument');
  if (from !== undefined && (typeof from !== 'string' || (from !== 'viewport' && !REF_PATTERN.test(from)))) {
    return new OptionError('from', "from must be 'viewport' or a control or region ref of the current revision (e12, g3)", 'invalid-argument');
  }
  return null;
}

/** Why `find`'s inputs cannot be used; null when they can. */
export function checkFindInput(input: unknown): OptionError | null {
  if (typeof input !== 'object' || input === null) return new OptionError('text', 'find takes a text to search for, or a find cursor', 'invalid-argument');
  const { text, role, cursor } = input as { text?: unknown; role?: unknown; cursor?: unknown };
  if (cursor !== undefined) {
    if (text !== undefined || role !== undefined) return new OptionError('cursor', 'a find cursor repeats its search: give it alone', 'invalid-argument');
    if (typeof cursor !== 'string' || !MATCH_CURSOR_PATTERN.test(cursor)) {
      const other = typeof cursor === 'string' && (CURSOR_PATTERN.test(cursor) || TEXT_CURSOR_PATTERN.test(cursor));
      return new OptionError(
        'cursor',
        other ? 'that cursor is for observe; find takes the cursor of match.next' : 'cursor must be the cursor of match.next',
        'invalid-argument',
      );
    }
    return null;
  }
  if (typeof text !== 'string' || text.trim() === '' || [...text].length > LIMITS.findChars) {
    return new OptionError('text', `text must be a non-blank string of at most ${LIMITS.findChars} characters`, 'invalid-argument');
  }
  if (role !== undefined && (typeof role !== 'string' || !ROLE.test(role))) {
    return new OptionError('role', 'role must be a control role such as button, link or textbox', 'invalid-argument');
  }
  return null;
}

const SCOPES: readonly string[] = ['viewport', 'page', 'ref'];

/** Why a screenshot's inputs cannot be used; null when they can. */
export function checkScreenshotInput(scope: unknown, ref: unknown, marks: unknown): OptionError | null {
  if (!SCOPES.includes(scope as string)) return new OptionError('scope', "scope must be 'viewport', 'page' or 'ref'", 'invalid-argument');
  if ((scope === 'ref') !== (ref !== undefined)) return new OptionError('ref', 'a ref screenshot takes a ref, and only it does', 'invalid-argument');
  if (ref !== undefined && (typeof ref !== 'string' || !REF_PATTERN.test(ref)))
    return new OptionError('ref', 'ref must be a control or region ref such as e12', 'invalid-argument');
  if (typeof marks !== 'boolean') return new OptionError('marks', 'marks must be true or false', 'invalid-argument');
  return null;
}
