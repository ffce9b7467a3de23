// Entry of the collector bundle. It runs once per document in an isolated world, where page script
// cannot reach it, and keeps the ref tables there: refs never appear in the DOM, so the page can
// neither read nor forge them. Every call returns a JSON string (cheaper to transfer than objects).
import { LIMITS, type ActionKind } from '../../schemas/observation.js';
import { packControls } from '../../schemas/wire.js';
import { collect } from './collect.js';
import { inputType } from './roles.js';
import { adoptClosedRoot, dom, shadowRootOf, styleOf, tagOf } from './dom.js';
import { boundedLabel } from './text.js';
import { optionLabel, optionShown } from './choices.js';
import { visibleInDocument } from './scan.js';

/** Ref tables by candidate number; only the published one and the newest candidate are kept. */
const tables = new Map<number, Map<string, Element>>();
const stringify = JSON.stringify;

function retain(keep: readonly number[]): void {
  for (const key of [...tables.keys()]) if (!keep.includes(key)) tables.delete(key);
}

function resolve(candidate: number, ref: string): Element | null {
  return tables.get(candidate)?.get(ref) ?? null;
}

type GuardOutcome = { ok: true; x: number; y: number; checked?: boolean } | { ok: false; reason: string; message: string };

const EDITABLE_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

function fillable(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === 'input') return EDITABLE_INPUTS.has(inputType(el)) && !dom.inputReadOnly(el);
  if (tag === 'textarea') return !dom.textareaReadOnly(el);
  return el instanceof HTMLElement && dom.isContentEditable(el);
}

function checkedOf(el: Element): boolean | undefined {
  if (tagOf(el) === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')) return dom.inputChecked(el);
  const aria = dom.getAttribute(el, 'aria-checked');
  return aria === null ? undefined : aria === 'true';
}

/**
 * Live action guards (docs/contract.md, "References, revisions and atomicity"): attached, visible, enabled, not pointer-events:none, and
 * the point the action will use hits the element. On failure nothing is left changed on the page.
 */
function guard(candidate: number, ref: string, action: ActionKind): GuardOutcome {
  const el = resolve(candidate, ref);
  if (!el || !dom.isConnected(el)) return { ok: false, reason: 'detached', message: `${ref} is no longer attached to the page` };
  if (!visibleInDocument(el)) return { ok: false, reason: 'hidden', message: `${ref} is not visible` };
  if (dom.getAttribute(el, 'aria-disabled') === 'true' || dom.matches(el, ':disabled')) {
    return { ok: false, reason: 'disabled', message: `${ref} is disabled` };
  }
  if (styleOf(el).pointerEvents === 'none') return { ok: false, reason: 'pointer-events-none', message: `${ref} does not take pointer events` };
  if (action === 'fill' && !fillable(el)) return { ok: false, reason: 'not-editable', message: `${ref} does not take text` };
  if ((action === 'check' || action === 'uncheck') && checkedOf(el) === undefined) {
    return { ok: false, reason: 'not-checkable', message: `${ref} cannot be checked` };
  }
  if (action === 'select' && tagOf(el) !== 'select') return { ok: false, reason: 'not-selectable', message: `${ref} is not a select` };

  // A control whose centre is already in the viewport is hit-tested where it is: a guard that fails
  // must leave the page as it was, and scrolling (even scrolling back) fires the page's scroll events.
  let rect = dom.rect(el);
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  let scrolled = false;
  if (!centreInViewport(rect)) {
    dom.scrollIntoView(el, { block: 'center', inline: 'center', behavior: 'instant' });
    rect = dom.rect(el);
    scrolled = true;
  }
  const restore = (): void => {
    if (scrolled) window.scrollTo(scrollX, scrollY);
  };
  if (rect.width === 0 || rect.height === 0) {
    restore();
    return { ok: false, reason: 'hidden', message: `${ref} has no area` };
  }
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const hit = deepElementFromPoint(x, y);
  if (!hit || (hit !== el && !dom.contains(el, hit))) {
    restore();
    return { ok: false, reason: 'covered', message: `${ref} is covered by another element` };
  }
  const outcome: GuardOutcome = { ok: true, x, y };
  const checked = checkedOf(el);
  if (checked !== undefined) outcome.checked = checked;
  return outcome;
}

/**
 * The element at a point, inside open shadow trees too: the document answers with the host of a shadow
 * tree, so ask each open root in turn, and each closed one handed to the collector (others answer no further
 * than their host).
 */
function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = dom.elementFromPoint(document, x, y);
  for (let root = hit ? shadowRootOf(hit) : null; hit && root; root = shadowRootOf(hit)) {
    const inner = dom.shadowRootElementFromPoint(root, x, y);
    if (inner === null || inner === hit) break;
    hit = inner;
  }
  return hit;
}

function centreInViewport(rect: DOMRect): boolean {
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  return rect.width > 0 && rect.height > 0 && x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
}

/** Focuses a text control and selects its content, so typed text replaces it. */
function selectContents(candidate: number, ref: string): boolean {
  const el = resolve(candidate, ref);
  if (!(el instanceof HTMLElement)) return false;
  dom.focus(el);
  const tag = tagOf(el);
  if (tag === 'input') dom.inputSelect(el);
  else if (tag === 'textarea') dom.textareaSelect(el);
  else {
    const selection = window.getSelection();
    const range = dom.createRange(document);
    dom.rangeSelectNodeContents(range, el);
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  return true;
}

function focus(candidate: number, ref: string): boolean {
  const el = resolve(candidate, ref);
  if (!(el instanceof HTMLElement)) return false;
  dom.focus(el);
  return true;
}

/**
 * Chooses the shown option whose label (as observations list it) matches. A <select> has no real-input
 * equivalent short of keyboard search, so this does what browsers' own automation does: set selectedness
 * and fire `input` and `change` as the user agent would.
 */
function selectOption(candidate: number, ref: string, label: string): { ok: boolean; message?: string } {
  const el = resolve(candidate, ref);
  if (!el || tagOf(el) !== 'select') return { ok: false, message: `${ref} is not a select` };
  const wanted = boundedLabel(label, LIMITS.nameChars);
  const options = dom.selectOptions(el);
  const count = dom.collectionLength(options);
  for (let i = 0; i < count; i++) {
    const option = dom.collectionItem(options, i) as HTMLOptionElement | null;
    if (!option || !optionShown(option) || optionLabel(option) !== wanted) continue;
    if (!dom.optionSelected(option)) {
      dom.setOptionSelected(option, true);
      dom.dispatchEvent(el, new Event('input', { bubbles: true, composed: true }));
      dom.dispatchEvent(el, new Event('change', { bubbles: true }));
    }
    return { ok: true };
  }
  return { ok: false, message: `${ref} has no option labelled as given` };
}

const api = {
  collect(options: { refBase: number; candidate: number; keep: number | null; textChars?: number; allProperties?: boolean }): string {
    const { result, table } = collect(options);
    retain(options.keep === null ? [] : [options.keep]);
    tables.set(options.candidate, table);
    // Controls travel packed (schemas/wire.ts): most of the result's size is controls.
    return stringify({ ...result, controls: packControls(result.controls, options.refBase) });
  },
  guard(candidate: number, ref: string, action: ActionKind): string {
    return stringify(guard(candidate, ref, action));
  },
  selectContents(candidate: number, ref: string): string {
    return stringify(selectContents(candidate, ref));
  },
  focus(candidate: number, ref: string): string {
    return stringify(focus(candidate, ref));
  },
  checked(candidate: number, ref: string): string {
    const el = resolve(candidate, ref);
    return stringify(el ? (checkedOf(el) ?? null) : null);
  },
  selectOption(candidate: number, ref: string, label: string): string {
    return stringify(selectOption(candidate, ref, label));
  },
  /** Brings a control into view, where the guard already found it hit-testable (the `scroll` action). */
  scrollIntoView(candidate: number, ref: string): string {
    const el = resolve(candidate, ref);
    if (el) dom.scrollIntoView(el, { block: 'center', inline: 'center', behavior: 'instant' });
    return stringify(el !== null);
  },
  /** Keeps the closed shadow roots that hold these slots (workers/closed-roots.ts): how many were new. */
  adoptSlots(...slots: unknown[]): number {
    let adopted = 0;
    for (const slot of slots) if (adoptClosedRoot(slot)) adopted++;
    return adopted;
  },
  hasTable(candidate: number): boolean {
    return tables.has(candidate);
  },
};

export type InPageApi = typeof api;

// Two calls may make the world of one document at once (a settle poll and a collection); the world is ours
// alone, so a collector already there is this one, and its ref tables stay.
if (!Object.getOwnPropertyDescriptor(globalThis, '__lookout')) {
  Object.defineProperty(globalThis, '__lookout', { value: Object.freeze(api), enumerable: false, configurable: false, writable: false });
}
