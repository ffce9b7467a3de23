// What the last compound of a selector requires of the element it matches (in-page/declared.ts keys the rules that
// declare rarely set properties by it). Plain string work on the text the browser serialises (`selectorText`), with
// no DOM: test/subject-keys.test.ts holds it to Chromium's own matching.

/**
 * What a selector's last compound requires of the element it matches: to be the target, `#id`, `.class`, an
 * attribute or a tag; or that it matches no element (`Pseudo`: it styles a pseudo-element, whose style is never an element's own).
 */
export const enum KeyKind {
  Tag,
  Id,
  Class,
  Attribute,
  Pseudo,
  /** The document's target (`:target`, the element the address's fragment names). */
  Target,
}

export type SubjectKey = readonly [KeyKind, string];

/**
 * Pseudo-elements of the element their compound matches (or parts of its user agent shadow tree, which the collector
 * never reads through a reader): a rule for one sets nothing on any element. `::slotted()` and `::part()` style other
 * elements, and unknown ones may.
 */
const OWN_PSEUDO_ELEMENTS = new Set([
  'before',
  'after',
  'marker',
  'first-line',
  'first-letter',
  'selection',
  'placeholder',
  'backdrop',
  'file-selector-button',
  'details-content',
  'target-text',
  'spelling-error',
  'grammar-error',
  'highlight',
  'search-text',
]);

/** The pseudo-elements CSS 2 spelt with one colon. */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

/**
 * What each selector of a list requires of the element it matches, from its last compound: null where some
 * selector requires none of them (`*`, an attribute alone, `:host`, `::slotted()`, `&` alone), or where the
 * text holds what is not read here (an escape, a namespace). `caseless`: class and id names match regardless of
 * case, and are not keyed by. `parts`, where given, receives each selector's text, in the order of the keys.
 */
export function subjectKeys(text: string, caseless: boolean, parts?: string[]): SubjectKey[] | null {
  if (text.includes('\\')) return null;
  const commas = topLevel(text, (c) => c === ',');
  if (commas === null) return null;
  const keys: SubjectKey[] = [];
  let start = 0;
  for (const end of [...commas, text.length]) {
    const part = text.slice(start, end);
    const key = compoundKey(part, caseless);
    if (key === null) return null;
    keys.push(key);
    parts?.push(part.trim());
    start = end + 1;
  }
  return keys;
}

const COMBINATORS = new Set([' ', '\t', '\n', '\f', '\r', '>', '+', '~']);

/**
 * The indexes of the characters of `text` outside quotes and brackets that `at` takes, in order; null where a quote or
 * a bracket is left open, or one is closed that was not opened.
 */
function topLevel(text: string, at: (c: string) => boolean): number[] | null {
  const found: number[] = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      if (--depth < 0) return null;
    } else if (depth === 0 && at(c)) found.push(i);
  }
  return quote === '' && depth === 0 ? found : null;
}

/** What the last compound of one selector requires of its subject (the most specific key); null for none. */
function compoundKey(selector: string, caseless: boolean): SubjectKey | null {
  const combinators = topLevel(selector, (c) => COMBINATORS.has(c));
  if (combinators === null) return null;
  const from = combinators.length > 0 ? combinators[combinators.length - 1]! + 1 : 0;
  const compound = selector.slice(from);
  let id: string | null = null;
  let name: string | null = null;
  let attribute: string | null = null;
  let tag: string | null = null;
  let pseudoElement = false;
  let target = false;
  let i = identEnd(compound, 0);
  if (i > 0) tag = compound.slice(0, i).toLowerCase();
  else if (compound[0] === '*') i = 1;
  while (i < compound.length) {
    const c = compound[i];
    if (c === '#' || c === '.') {
      const end = identEnd(compound, i + 1);
      if (end === i + 1) return null;
      if (c === '#') id ??= compound.slice(i + 1, end);
      else name ??= compound.slice(i + 1, end);
      i = end;
    } else if (c === '&') i++;
    else if (c === '[') {
      let begin = i + 1;
      while (compound[begin] === ' ') begin++;
      const end = identEnd(compound, begin);
      // A namespace (`[xlink|href]`, `[*|x]`) is not read here.
      if (end === begin || compound[end] === '|' || (compound[end] === ' ' && compound[end + 1] === '|')) return null;
      attribute ??= compound.slice(begin, end).toLowerCase();
      i = closing(compound, i, '[', ']');
      if (i < 0) return null;
    } else if (c === ':') {
      const element = compound[i + 1] === ':';
      const begin = i + (element ? 2 : 1);
      const end = identEnd(compound, begin);
      if (end === begin) return null;
      const pseudo = compound.slice(begin, end).toLowerCase();
      if (element || LEGACY_PSEUDO_ELEMENTS.has(pseudo)) {
        if (!OWN_PSEUDO_ELEMENTS.has(pseudo) && !pseudo.startsWith('-webkit-')) return null;
        pseudoElement = true;
      } else if (pseudo === 'host' || pseudo === 'host-context') return null;
      else if (pseudo === 'target') target = true;
      i = end;
      if (compound[i] === '(') {
        i = closing(compound, i, '(', ')');
        if (i < 0) return null;
      }
    } else return null;
  }
  if (pseudoElement) return [KeyKind.Pseudo, ''];
  if (target) return [KeyKind.Target, ''];
  if (id !== null && !caseless) return [KeyKind.Id, id];
  if (name !== null && !caseless) return [KeyKind.Class, name];
  if (attribute !== null) return [KeyKind.Attribute, attribute];
  return tag === null ? null : [KeyKind.Tag, tag];
}

/** The end of the identifier that starts at `from` (`from` itself where none does). */
function identEnd(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const ident =
      (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x5f || code >= 0x80;
    if (!ident) break;
  }
  return i;
}

/** The index after the bracket that closes the one at `from`, quotes and nesting skipped; -1 where none does. */
function closing(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return -1;
}
