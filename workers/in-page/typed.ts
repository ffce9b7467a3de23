// What this session typed into each field of the document (`fill`), kept in the collector's isolated world, so an
// observation can say whether a field still holds it (`matchesTyped`) without ever saying what it holds.
import { dom, tagOf } from './dom.js';

const typed = new WeakMap<Element, string>();

/** Remembers the text `fill` just put into a field. */
export function rememberTyped(el: Element, text: string): void {
  typed.set(el, text);
}

/** Whether the field's value still equals what was typed into it last; undefined when nothing was. */
export function matchesTyped(el: Element): boolean | undefined {
  const text = typed.get(el);
  if (text === undefined) return undefined;
  const tag = tagOf(el);
  // Compared in this world and reduced to one boolean: the value never leaves this function.
  if (tag === 'input') return dom.inputValue(el) === text;
  // A textarea's value has its line breaks normalized to LF.
  if (tag === 'textarea') return dom.textareaValue(el) === text.replace(/\r\n?/g, '\n');
  return undefined;
}
