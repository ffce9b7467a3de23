// What a field and the keyboard focus say besides a control's role and name (docs/contract.md, "Collection"):
// the visible text that labels a nameless field by position (`hint`), and where the focus is (`focus`). Both come
// from what the collector judges visible; neither ever reads a value or a placeholder.
import { LIMITS, type Focus } from '../../schemas/observation.js';
import { dom, isElement, isText, shadowRootOf, tagOf } from './dom.js';
import { visibleTextOf } from './names.js';
import { controlRole } from './roles.js';
import type { VerdictCache } from './scan.js';
import type { ElementVerdict } from './verdict.js';
import { boxShown } from './shown.js';

/** Roles of the controls that take a value or a choice: the ones a positional hint is looked for. */
export const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider', 'checkbox', 'radio', 'switch']);

/** Levels above a field its hint is looked for at: a cell in a row, a field in a group in a form row. */
const HINT_LEVELS = 3;
/** Siblings before the field looked at per level, nearest first. */
const HINT_SIBLINGS = 16;
/** What one sibling's text is read to: its end is the part just before the field. */
const HINT_NODES = 64;
const HINT_READ = 4 * LIMITS.hintChars;

/** Roles of the controls a sighted reader labels by the text after them: `[x] Buy milk`. */
const LABELLED_AFTER = new Set(['checkbox', 'radio', 'switch']);

/** What holds a control, for a hint read after one: text past another control labels that one. */
const HOLDS_CONTROL =
  'input:not([type="hidden"]), button, select, textarea, a[href], [contenteditable], [tabindex], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"], [role="textbox"]';

/** The first `max` code points of a folded text, trimmed. */
function head(text: string, max: number): string {
  return [...text.trim()].slice(0, max).join('').trim();
}

/**
 * A nameless field's hint: for a checkbox, radio button or switch, the visible text just after it in its row or
 * container (where such a control's label stands), else the text just before it (`hintBefore`).
 */
export function hintOf(el: Element, role: string, controlsBefore: number, cache: VerdictCache): string | undefined {
  return (LABELLED_AFTER.has(role) ? hintAfter(el, cache) : undefined) ?? hintBefore(el, controlsBefore, cache);
}

/**
 * The visible text just after a control: walking out from it at most HINT_LEVELS levels, the nearest later sibling
 * that shows text, read by the visibility rule. It stops at a sibling that holds a control: that text is its own.
 */
function hintAfter(el: Element, cache: VerdictCache): string | undefined {
  let child: Element = el;
  for (let level = 0; level < HINT_LEVELS; level++) {
    const parent = dom.parentElement(child);
    if (parent === null) return undefined;
    let looked = 0;
    for (let n = dom.nextSibling(child); n !== null && looked < HINT_SIBLINGS; n = dom.nextSibling(n), looked++) {
      let text = '';
      if (isText(n)) text = cache.seenText(n, cache.resolve(parent))?.text ?? '';
      else if (isElement(n)) {
        if (dom.matches(n, HOLDS_CONTROL) || dom.querySelectorAll(n, HOLDS_CONTROL).length > 0) return undefined;
        text = visibleTextOf(n, cache, { nodes: HINT_NODES, chars: HINT_READ, imageAlt: false }).text;
      }
      const hint = head(text, LIMITS.hintChars);
      if (hint !== '') return hint;
    }
    child = parent;
  }
  return undefined;
}

/** The last `max` code points of a folded text, trimmed. */
function tail(text: string, max: number): string {
  const points = [...text.trim()];
  return points
    .slice(Math.max(0, points.length - max))
    .join('')
    .trim();
}

/**
 * The visible text just before a control in its row or container: walking out from the control at most
 * HINT_LEVELS levels, the nearest earlier sibling (an element or a text node) that shows text, read by the
 * visibility rule. It stops at another control: text before that one labels it. `controlsBefore` is the number
 * of records the scan had when it entered the control (verdict.ts); an earlier sibling entered with fewer had a
 * control start in or after it. Values and placeholders are never text nodes, so they are never read.
 */
function hintBefore(el: Element, controlsBefore: number, cache: VerdictCache): string | undefined {
  let child: Element = el;
  for (let level = 0; level < HINT_LEVELS; level++) {
    const parent = dom.parentElement(child);
    if (parent === null) return undefined;
    const before: Node[] = [];
    for (let n = dom.firstChild(parent); n !== null && n !== child; n = dom.nextSibling(n)) {
      before.push(n);
      if (before.length > HINT_SIBLINGS) before.shift();
    }
    for (let i = before.length - 1; i >= 0; i--) {
      const node = before[i]!;
      let text = '';
      if (isText(node)) text = cache.seenText(node, cache.resolve(parent))?.text ?? '';
      else if (isElement(node)) {
        const verdict = cache.resolve(node);
        if (verdict.controlsBefore < controlsBefore) return undefined;
        text = visibleTextOf(node, cache, { nodes: HINT_NODES, chars: HINT_READ, imageAlt: false }).text;
      }
      const hint = tail(text, LIMITS.hintChars);
      if (hint !== '') return hint;
    }
    child = parent;
  }
  return undefined;
}

/** The element with the keyboard focus, inside open shadow roots (and closed ones handed to the collector) too. */
export function focusedElement(): Element | null {
  let el = dom.documentActiveElement(document);
  for (let root = el ? shadowRootOf(el) : null; el && root; root = shadowRootOf(el)) {
    const inner = dom.shadowRootActiveElement(root);
    if (inner === null || inner === el) break;
    el = inner;
  }
  return el;
}

/**
 * Where the focus is: the control's ref when the focused element is listed (`ref` given), else its role (or
 * `generic`) and whether the visibility rule shows its box. Undefined when only the document has it.
 */
export function focusOf(el: Element | null, cache: VerdictCache, listed: { ref: string; role: string } | undefined): Focus | undefined {
  if (el === null || el === dom.documentBody(document) || el === dom.documentElement(document)) return undefined;
  if (listed) return { ref: listed.ref, role: listed.role, shown: true };
  const verdict: ElementVerdict = cache.resolve(el);
  return { role: controlRole(el, verdict) ?? 'generic', shown: boxShown(verdict, cache.area) };
}

/** An input's type as the browser normalizes it (an unknown `type` attribute reads `text`). */
export function inputTypeOf(el: Element): string | undefined {
  return tagOf(el) === 'input' ? dom.inputType(el).toLowerCase() : undefined;
}
