// Refs that last (docs/contract.md, "References, revisions and atomicity"). The collector's isolated world lives as
// long as its document, and keeps here which ref it gave each element and the evidence the agent was shown with
// it: its role, its name, a link's destination and the text around it (its nearest row, list item, form or
// dialog). A control keeps its ref while the same element is listed with the same evidence; when the evidence
// changes it gets a new ref, so an agent holding the old one acts on nothing. A ref is never given to another
// element. None of this is visible to the page.
import { dom, isElement, isText, tagOf } from './dom.js';

interface Issued {
  ref: string;
  evidence: string;
}

/** The ref each element holds now, with the evidence it was issued for. */
const byElement = new WeakMap<Element, Issued>();
/** Every control ref this document issued, to tell `gone` from `changed` when an old ref comes back. */
const byRef = new Map<string, WeakRef<Element>>();
/** Refs remembered for the reason of a refusal; past this the oldest are forgotten (and refused as `gone`). */
const REFS_KEPT = 65_536;

/** The ref of a control listed with this evidence: the one it had when the evidence is the same, else a new one. */
export function issueControlRef(el: Element, evidence: string, next: () => string): string {
  const held = byElement.get(el);
  if (held && held.evidence === evidence) return held.ref;
  const ref = next();
  byElement.set(el, { ref, evidence });
  byRef.set(ref, new WeakRef(el));
  if (byRef.size > REFS_KEPT) {
    const oldest = byRef.keys().next().value;
    if (oldest !== undefined) byRef.delete(oldest);
  }
  return ref;
}

/**
 * Why a ref the current revision does not list cannot be used: `gone` when its element left the document (or
 * this document never issued it), `changed` when the element is there but is no longer listed with what
 * identified it (its role, name or surroundings changed, or it is hidden now).
 */
export function whyExpired(ref: string): 'gone' | 'changed' {
  const el = byRef.get(ref)?.deref();
  if (!el || !dom.isConnected(el)) return 'gone';
  return 'changed';
}

/** Tags and roles whose text identifies the controls inside them. */
const CONTEXT_TAGS = new Set(['tr', 'li', 'form', 'dialog', 'fieldset']);
const CONTEXT_ROLES = new Set(['row', 'listitem', 'form', 'search', 'dialog', 'alertdialog', 'group', 'radiogroup', 'treeitem']);
/** Code units of context text kept: enough to tell rows apart, bounded whatever the container holds. */
const CONTEXT_CHARS = 256;
const CONTEXT_NODES = 256;
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

/** What one collection works out of its controls' surroundings: each container's text, and the container at or above each element walked. */
export class Contexts {
  readonly texts = new Map<Element, string>();
  /** The nearest container at or above an element (null for none): controls of one list share their walk up. */
  readonly containers = new Map<Element, Element | null>();
}

/** Whether the text of `el` identifies the controls inside it: a row, list item, form or dialog, by tag or role. */
function isContainer(el: Element): boolean {
  return CONTEXT_TAGS.has(tagOf(el)) || (dom.hasAttributes(el) && CONTEXT_ROLES.has(dom.getAttribute(el, 'role')?.trim().split(/\s+/)[0]?.toLowerCase() ?? ''));
}

/**
 * The text of a control's nearest row, list item, form or dialog, bounded. It is compared, never reported, so
 * it is read from text nodes as they are (hidden ones included: a change there counts as a change, which only
 * makes a ref expire sooner).
 */
export function contextOf(el: Element, contexts: Contexts): string {
  const { texts, containers } = contexts;
  let container: Element | null = null;
  const walked: Element[] = [];
  for (let up = dom.parentElement(el); up !== null; up = dom.parentElement(up)) {
    const known = containers.get(up);
    if (known !== undefined) {
      container = known;
      break;
    }
    walked.push(up);
    if (isContainer(up)) {
      container = up;
      break;
    }
  }
  for (const up of walked) containers.set(up, container);
  if (container === null) return '';
  // Many controls share a container (a form, a long list): its text is read once per collection.
  const known = texts.get(container);
  if (known !== undefined) return known;
  let text = '';
  let nodes = 0;
  let n: Node | null = dom.firstChild(container);
  while (n !== null && text.length < CONTEXT_CHARS && nodes++ < CONTEXT_NODES) {
    if (isText(n)) text += dom.textData(n);
    const descend = isElement(n) && !SKIPPED.has(tagOf(n)) ? dom.firstChild(n) : null;
    if (descend !== null) {
      n = descend;
      continue;
    }
    while (n !== null && n !== container && dom.nextSibling(n) === null) n = dom.parentNode(n);
    n = n === null || n === container ? null : dom.nextSibling(n);
  }
  const context = text.replace(/\s+/g, ' ').trim().slice(0, CONTEXT_CHARS);
  texts.set(container, context);
  return context;
}

/**
 * What identified a control to the agent: its role, its name, a link's destination (shown to the agent, redacted)
 * and its surroundings; `contexts` holds what one collection worked out of them.
 */
export function evidenceOf(role: string, name: string, el: Element, contexts: Contexts, href?: string): string {
  return `${role}\u0000${name}\u0000${href ?? ''}\u0000${contextOf(el, contexts)}`;
}
