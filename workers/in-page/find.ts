// Find (docs/contract.md, "Find"): where on the whole document a text a sighted user can read occurs, so a
// window can start there. The search is the browser's own traversal of text nodes with a native regular
// expression per node, far cheaper per node than the collector; only its hits are judged, by the visibility
// rule the scan uses, so a match in hidden text is neither reported nor counted. Form values are never read:
// a field's text is its value, and the scan never takes text from under a field.
import { LIMITS } from '../../schemas/observation.js';
import { dom } from './dom.js';
import { controlRole } from './roles.js';
import type { VerdictCache } from './scan.js';
import { textRuleOf } from './text-rule.js';
import { TextRule, type ElementVerdict } from './verdict.js';
import { boxShown } from './shown.js';

export interface FindQuery {
  text: string;
  /** Only matches inside, or naming, a control of this role. */
  role?: string;
}

/** A shown match: where a window starting at it begins, and with a role the control it is in. */
export interface Match {
  start: Element;
  control: Element | null;
}

export interface Found {
  matches: Match[];
  /** The count stopped at a bound: more shown matches, or more places than are judged. */
  capped: boolean;
}

/** Elements a match climbs through to find the control it is in. */
const CONTROL_DEPTH = 8;
/**
 * Attributes that name a control without being painted, which the observation reports as its name whenever
 * present (`aria-label` over content; `alt` of an image that is the control): a role search also matches them.
 * `title` is not one: it names a control only when nothing else does, and a search must not tell what a
 * tooltip says that the observation does not show.
 */
const NAMING_ATTRIBUTES = ['aria-label', 'alt'];

/** The query as a case-insensitive pattern: its words in order, any white space between them. */
export function queryPattern(text: string): RegExp | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return null;
  return new RegExp(words.map((w) => w.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('\\s+'), 'iu');
}

/** The shown matches of `query` in document order, at most `LIMITS.findMatches`. */
export function findMatches(query: FindQuery, cache: VerdictCache): Found {
  const pattern = queryPattern(query.text);
  const matches: Match[] = [];
  if (pattern === null) return { matches, capped: false };
  const root = dom.documentElement(document);
  if (root === null) return { matches, capped: false };
  const walker = dom.createTreeWalker(document, root, NodeFilter.SHOW_TEXT);
  let places = 0;
  for (let node = dom.walkerNextNode(walker); node !== null; node = dom.walkerNextNode(walker)) {
    if (!pattern.test(dom.textData(node as Text))) continue;
    if (++places > LIMITS.findPlaces) return { matches, capped: true };
    const match = judge(node as Text, pattern, query.role, cache);
    if (match === null) continue;
    if (matches.length === LIMITS.findMatches) return { matches, capped: true };
    matches.push(match);
  }
  if (query.role !== undefined) namedMatches(query.role, pattern, cache, matches);
  return { matches, capped: false };
}

/** A hit of the native search, judged: a match when the text is shown (and, with a role, in such a control). */
function judge(node: Text, pattern: RegExp, role: string | undefined, cache: VerdictCache): Match | null {
  const parentEl = dom.parentElement(node);
  if (parentEl === null) return null;
  const parent = cache.resolve(parentEl);
  if (parent.assistive || parent.editable || textRuleOf(parent, cache.area, node) === TextRule.Editable) return null;
  const seen = cache.seenText(node, parent);
  if (seen === null || !pattern.test(seen.extend(LIMITS.textChars).text)) return null;
  const control = controlAround(parentEl, parent);
  if (role !== undefined && (control === null || controlRole(control.el, control.verdict) !== role)) return null;
  return { start: contextStart(control?.el ?? parentEl), control: control?.el ?? null };
}

/** Containers whose text and fields tell what a match is about: a window starting at a match starts there. */
const CONTEXT = 'form, fieldset, li, tr, dialog, [role="dialog"], [role="form"], [role="row"], [role="listitem"], [role="group"]';
/** Elements a container may put before the match, at most, for the window to start at the container. */
const CONTEXT_NODES = 512;

/**
 * Where a window showing `el` starts: its nearest form, fieldset, list item, row or dialog, so the fields and
 * labels before a button come with it, when that container puts few nodes before `el` (a form around a whole
 * page would carry the window away from the match); otherwise `el` itself.
 */
function contextStart(el: Element): Element {
  const container = dom.closest(el, CONTEXT);
  if (container === null || container === el) return el;
  const walker = dom.createTreeWalker(document, container, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let before = 0;
  for (let node = dom.walkerNextNode(walker); node !== null; node = dom.walkerNextNode(walker)) {
    if (node === el) return container;
    if (++before > CONTEXT_NODES) return el;
  }
  return el;
}

/** The outermost control the text of `el` lies in, a few elements up at most. */
function controlAround(el: Element, verdict: ElementVerdict): { el: Element; verdict: ElementVerdict } | null {
  let found: { el: Element; verdict: ElementVerdict } | null = null;
  let v: ElementVerdict | null = verdict;
  let up: Element | null = el;
  for (let i = 0; i < CONTROL_DEPTH && v !== null && up !== null && v.el === up; i++) {
    if (controlRole(up, v) !== null) found = { el: up, verdict: v };
    v = v.parent;
    up = v?.el ?? null;
  }
  return found;
}

/**
 * Controls of `role` named by an attribute that matches (an icon button's `aria-label`), shown, in document
 * order among the matches found in text. Bounded like the text search: the attribute selector is native.
 */
function namedMatches(role: string, pattern: RegExp, cache: VerdictCache, matches: Match[]): void {
  const root = dom.documentElement(document);
  if (root === null) return;
  const named = dom.querySelectorAll(root, NAMING_ATTRIBUTES.map((a) => `[${a}]`).join(','));
  const known = new Set(matches.map((m) => m.control));
  let places = 0;
  for (let i = 0; i < named.length && places < LIMITS.findPlaces && matches.length < LIMITS.findMatches; i++) {
    const el = named[i]!;
    if (known.has(el) || !NAMING_ATTRIBUTES.some((a) => pattern.test(dom.getAttribute(el, a) ?? ''))) continue;
    places++;
    const verdict = cache.resolve(el);
    if (verdict.shown === false || verdict.prune || controlRole(el, verdict) !== role || !boxShown(verdict, cache.area)) continue;
    insertInOrder(matches, { start: contextStart(el), control: el });
  }
}

function insertInOrder(matches: Match[], match: Match): void {
  let at = matches.length;
  while (at > 0 && dom.compareDocumentPosition(matches[at - 1]!.start, match.start) & Node.DOCUMENT_POSITION_PRECEDING) at--;
  matches.splice(at, 0, match);
}
