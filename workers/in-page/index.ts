// Entry of the collector bundle. It runs once per document in an isolated world, where page script
// cannot reach it, and keeps the ref tables there: refs never appear in the DOM, so the page can
// neither read nor forge them. Every call returns a JSON string (cheaper to transfer than objects).
import { LIMITS, type ActionKind } from '../../schemas/observation.js';
import { packControls } from '../../schemas/wire.js';
import { collect, type Anchors } from './collect.js';
import { findMatches, type Found } from './find.js';
import { scrollPage, viewportStart, type WindowStart } from './window.js';
import { screenshotPlan } from './screenshot.js';
import type { ScrollDirection, WindowRequest } from '../../schemas/window.js';
import { adoptClosedRoot, dom, styleOf, tagOf } from './dom.js';
import { optionLabel, optionShown } from './choices.js';
import { VerdictCache, visibleInDocument } from './scan.js';
import { visibleTextOf } from './names.js';
import { controlRole, inputType } from './roles.js';
import { READ_BUDGET_UNITS, boundedLabel, withReadBudget } from './text.js';
import { pageArea } from './visibility.js';
import { Declared } from './declared.js';
import { whyExpired } from './refs.js';
import { rememberTyped } from './typed.js';
import { backlogTargets, confirmListeners, listenerTargets, rememberBacklog } from './listener-memory.js';
import type { Box } from './box.js';
import { deepElementFromPoint, parentOrHost, scrollPositionsOf, visibleCentre, type GuardOutcome } from './hit-test.js';
import { frameHit, type FrameCanvas } from './frame-slots.js';

/** Ref tables by candidate number; only the published one and the newest candidate are kept. */
const tables = new Map<number, Map<string, Element>>();
/** What windows of later calls start from, by candidate number; kept as the ref tables are. */
const anchorsOf = new Map<number, Anchors>();
/** The frame elements each collection met shown, in the order of its `frameSlots` (frames.ts). */
const framesOf = new Map<number, Element[]>();
const stringify = JSON.stringify;

function retain(keep: readonly number[]): void {
  for (const key of [...tables.keys()]) if (!keep.includes(key)) tables.delete(key);
  for (const key of [...anchorsOf.keys()]) if (!keep.includes(key)) anchorsOf.delete(key);
  for (const key of [...framesOf.keys()]) if (!keep.includes(key)) framesOf.delete(key);
}

/** Why a window could not start where asked: the worker turns it into `expired-reference`. */
interface WindowRefused {
  windowRefused: string;
}

/** Resolves where the window asked for starts; a find also says what it found. */
function windowStart(request: WindowRequest, allProperties: boolean): { start: WindowStart | null; match?: Found } | WindowRefused {
  switch (request.from) {
    case 'viewport': {
      const el = viewportStart();
      return { start: el === null ? null : { node: el, skip: 0 } };
    }
    case 'ref': {
      const el = resolve(request.candidate, request.ref) ?? anchorsOf.get(request.candidate)?.regions.get(request.ref) ?? null;
      if (el === null || !dom.isConnected(el)) return { windowRefused: `${request.ref} is no longer in the page` };
      return { start: { node: el, skip: 0 } };
    }
    case 'text': {
      const anchors = anchorsOf.get(request.candidate);
      if (!anchors) return { windowRefused: 'the page no longer holds what that text cursor read' };
      if (request.offset >= anchors.textLength && !anchors.textCut) {
        if (anchors.end !== null && dom.isConnected(anchors.end)) return { start: { node: anchors.end, skip: 0 } };
        if (anchors.end === null) return { start: null };
      }
      const start = anchors.segments.find(request.offset);
      if (start === null) return { windowRefused: 'the text that cursor read on from has left the page' };
      return { start };
    }
    case 'match': {
      const found = findMatches(
        { text: request.text, ...(request.role !== undefined ? { role: request.role } : {}) },
        new VerdictCache(pageArea(allProperties)),
      );
      const match = found.matches[request.index - 1];
      return { start: match ? { node: match.start, skip: 0 } : null, match: found };
    }
  }
}

function resolve(candidate: number, ref: string): Element | null {
  return tables.get(candidate)?.get(ref) ?? null;
}

const EDITABLE_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

/**
 * Inputs whose value a user picks rather than types character by character (Chromium's date fields take digits
 * segment by segment, a slider takes arrows): `fill` sets them from text in the format each documents, as
 * Playwright's fill does, and fires `input` and `change`. The pattern, and an example for the message.
 */
const VALUE_INPUTS: Record<string, { pattern: RegExp; format: string }> = {
  date: { pattern: /^\d{4,6}-\d{2}-\d{2}$/, format: 'YYYY-MM-DD (2026-12-05)' },
  time: { pattern: /^\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/, format: 'HH:MM or HH:MM:SS, 24-hour (14:30)' },
  'datetime-local': { pattern: /^\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/, format: 'YYYY-MM-DDTHH:MM (2026-12-05T14:30)' },
  month: { pattern: /^\d{4,6}-\d{2}$/, format: 'YYYY-MM (2026-12)' },
  week: { pattern: /^\d{4,6}-W\d{2}$/, format: 'YYYY-Www (2026-W49)' },
  color: { pattern: /^#[0-9a-fA-F]{6}$/, format: '#rrggbb (#1a2b3c)' },
  range: { pattern: /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/, format: "a number within the slider's min and max" },
};

function fillable(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === 'input') return (EDITABLE_INPUTS.has(inputType(el)) || inputType(el) in VALUE_INPUTS) && !dom.inputReadOnly(el);
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

  // A control whose visible centre is already in view is hit-tested where it is: a guard that fails must leave the
  // page as it was, and scrolling (even scrolling back) fires the page's scroll events. Otherwise it is scrolled
  // into view inside every scrolling box that holds it, and scrolled back when a later guard fails.
  let point = visibleCentre(el);
  let restore = (): void => undefined;
  if (point === null) {
    restore = scrollPositionsOf(el);
    dom.scrollIntoView(el, { block: 'center', inline: 'center', behavior: 'instant' });
    point = visibleCentre(el);
  }
  if (point === null) {
    restore();
    return { ok: false, reason: 'hidden', message: `${ref} has no area in view, even scrolled into view` };
  }
  const hit = deepElementFromPoint(point.x, point.y);
  if (!hit || (hit !== el && !dom.contains(el, hit))) {
    const cover = hit ? describeCover(candidate, hit) : 'nothing the page hit-tests';
    restore();
    return { ok: false, reason: 'covered', message: `${ref} is covered by ${cover}` };
  }
  const outcome: GuardOutcome = { ok: true, x: point.x, y: point.y };
  const checked = checkedOf(el);
  if (checked !== undefined) outcome.checked = checked;
  return outcome;
}

/** Roles and tags of what pops up over a page and closes on Escape or a choice. */
const POPUP_ROLES = new Set(['listbox', 'menu', 'menubar', 'tree', 'grid', 'dialog', 'alertdialog', 'tooltip']);
const COVER_TEXT_CHARS = 60;

/**
 * What covers a control, for the guard's message: a listed control's ref, else its role and a bounded piece of its
 * visible text (judged by the collector's visibility rules, so hidden text never shows here), and whether it is an
 * open popup (a list, menu or dialog, or an absolutely positioned box holding two listed controls or more) that
 * the agent can close.
 */
function describeCover(candidate: number, hit: Element): string {
  const cache = new VerdictCache(pageArea(true));
  const refs = new Map<Element, string>();
  for (const [ref, el] of tables.get(candidate) ?? []) refs.set(el, ref);
  /** Whether a box holds at least two listed controls: a list of choices drawn over the page. */
  const holdsChoices = (box: Element): boolean => {
    let held = 0;
    for (const el of refs.keys()) if (el !== box && dom.contains(box, el) && ++held === 2) return true;
    return false;
  };
  let listed: { ref: string; el: Element } | null = null;
  let popup: { el: Element; role: string } | null = null;
  for (let up: Element | null = hit; up !== null; up = parentOrHost(up)) {
    const ref = refs.get(up);
    if (listed === null && ref !== undefined) listed = { ref, el: up };
    if (popup) continue;
    const explicit = dom.getAttribute(up, 'role')?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    const tag = tagOf(up);
    if (POPUP_ROLES.has(explicit) || tag === 'dialog') popup = { el: up, role: POPUP_ROLES.has(explicit) ? explicit : 'dialog' };
    // Drawn over the page beside what opened it: a fixed bar of links (a header) is no list to close.
    else if (styleOf(up).position === 'absolute' && (tag === 'ul' || tag === 'ol' || holdsChoices(up))) popup = { el: up, role: 'list' };
  }
  const described = popup?.el ?? listed?.el ?? hit;
  const text = withReadBudget(READ_BUDGET_UNITS, () => visibleTextOf(described, cache, { nodes: 256, chars: COVER_TEXT_CHARS, imageAlt: false }));
  const quoted = text.text === '' ? 'no visible text' : `"${text.text}${text.truncated ? '…' : ''}"`;
  if (popup) return `an open ${popup.role} (${quoted})${listed ? ` at ${listed.ref}` : ''}; choose from it or press Escape to close it`;
  if (listed) return `${listed.ref} (${controlRole(listed.el, cache.resolve(listed.el)) ?? 'clickable'}, ${quoted})`;
  return `a ${controlRole(hit, cache.resolve(hit)) ?? 'generic'} element (${quoted})`;
}

/**
 * Whether `fill` sets this control's value rather than typing: null to type, else the outcome of setting it. A
 * value the input does not take as given (out of range, not a real date) fails naming the format, and leaves the
 * input as it was.
 */
function fillValue(candidate: number, ref: string, text: string): { ok: boolean; message?: string } | null {
  const el = resolve(candidate, ref);
  if (!el || tagOf(el) !== 'input') return null;
  const type = inputType(el);
  const wanted = VALUE_INPUTS[type];
  if (wanted === undefined) return null;
  const refuse = (why: string): { ok: false; message: string } => ({
    ok: false,
    message: `${ref} is a ${type} input: fill takes ${wanted.format}; ${why}`,
  });
  const given = type === 'color' ? text.toLowerCase() : text;
  if (!wanted.pattern.test(given)) return refuse('the text given is not in that format');
  const before = dom.inputValue(el);
  dom.setInputValue(el, given);
  const now = dom.inputValue(el);
  const taken = type === 'range' ? Number(now) === Number(given) : now === given;
  if (!taken) {
    dom.setInputValue(el, before);
    const bounds = type === 'range' ? ` (min ${dom.inputMin(el) || 0}, max ${dom.inputMax(el) || 100}, step ${dom.inputStep(el) || 1})` : '';
    return refuse(`the input does not take that value${bounds}`);
  }
  if (dom.isConnected(el) && el instanceof HTMLElement) dom.focus(el);
  dom.dispatchEvent(el, new Event('input', { bubbles: true, composed: true }));
  dom.dispatchEvent(el, new Event('change', { bubbles: true }));
  rememberTyped(el, now);
  return { ok: true };
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
  collect(options: {
    refBase: number;
    candidate: number;
    keep: number | null;
    textChars?: number;
    scanNodes?: number;
    allProperties?: boolean;
    window?: WindowRequest;
    clip?: Box | null;
    canvas?: FrameCanvas;
  }): string {
    const request = options.window;
    const resolved = request === undefined ? null : windowStart(request, options.allProperties === true);
    if (resolved !== null && 'windowRefused' in resolved) return stringify(resolved);
    const window = resolved?.start ? { start: resolved.start, from: request!.from } : undefined;
    const { window: _asked, ...rest } = options;
    const { result, table, anchors, frames } = collect({ ...rest, ...(window ? { window } : {}) });
    retain(options.keep === null ? [] : [options.keep]);
    tables.set(options.candidate, table);
    anchorsOf.set(options.candidate, anchors);
    if (frames.length > 0) framesOf.set(options.candidate, frames);
    const found = resolved?.match;
    if (found && request?.from === 'match') {
      const index = window ? request.index : 0;
      const control = found.matches[index - 1]?.control;
      let ref: string | undefined;
      if (control) for (const [r, el] of table) if (el === control) ref = r;
      result.match = { index, count: found.matches.length, capped: found.capped, ...(ref !== undefined ? { ref } : {}) };
    }
    // Controls travel packed (schemas/wire.ts): most of the result's size is controls.
    return stringify({ ...result, controls: packControls(result.controls, options.refBase) });
  },
  /**
   * A collection run for the engine alone while the page settles or between calls (workers/warming.ts): a new
   * document's world runs the collector cold, several times slower than once compiled. `scanNodes` bounds it to a
   * slice of the document. Nothing of it is kept or returned (`dry` in collect.ts) but its time in the page and
   * the nodes it scanned.
   */
  warm(options: { allProperties?: boolean; sheets?: number; scanNodes?: number }): [number, number] {
    const { result } = collect({ ...options, refBase: 1, dry: true });
    return [result.collectMs, result.regionCoverage?.scannedNodes ?? 0];
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
  /** `fill` on an input that takes a value rather than typing: null when the control is typed into. */
  fillValue(candidate: number, ref: string, text: string): string {
    return stringify(fillValue(candidate, ref, text));
  },
  /** Remembers what `fill` typed into a control, for `matchesTyped`. */
  typed(candidate: number, ref: string, text: string): string {
    const el = resolve(candidate, ref);
    if (el) rememberTyped(el, text);
    return stringify(el !== null);
  },
  /** Why a control ref the current revision does not list cannot be used: `gone` or `changed`. */
  whyExpired(ref: string): string {
    return stringify(whyExpired(ref));
  },
  /** Brings a control into view, where the guard already found it hit-testable (the `scroll` action). */
  scrollIntoView(candidate: number, ref: string): string {
    const el = resolve(candidate, ref);
    if (el) dom.scrollIntoView(el, { block: 'center', inline: 'center', behavior: 'instant' });
    return stringify(el !== null);
  },
  /**
   * What a masked screenshot of revision `candidate` captures and paints over (screenshot.ts). A ref's element is
   * brought into view first; null when the revision does not hold the ref.
   */
  screenshotPlan(candidate: number, scope: 'viewport' | 'page' | 'ref', ref: string | null, marks: boolean, maxPixels: number, margin: number): string {
    const target = ref === null ? null : (resolve(candidate, ref) ?? anchorsOf.get(candidate)?.regions.get(ref) ?? null);
    if (ref !== null && (target === null || !dom.isConnected(target))) return stringify(null);
    if (target !== null && !visibleInDocument(target)) return stringify(null);
    if (target !== null) {
      const box = dom.rect(target);
      if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
        dom.scrollIntoView(target, { block: 'center', inline: 'center', behavior: 'instant' });
      }
    }
    return stringify(screenshotPlan(scope, target, marks ? (tables.get(candidate) ?? null) : null, maxPixels, margin));
  },
  /** Scrolls the page by a viewport's height or to an end (the `scroll` call): whether anything moved. */
  scrollPage(direction: ScrollDirection): string {
    return stringify(scrollPage(direction));
  },
  /** Keeps the closed shadow roots that hold these slots (workers/closed-roots.ts): how many were new. */
  adoptSlots(...slots: unknown[]): number {
    let adopted = 0;
    for (const slot of slots) if (adoptClosedRoot(slot)) adopted++;
    return adopted;
  },
  /** The elements of a collection whose listeners the worker asks the debugging protocol about (clickables.ts). */
  listenerTargets(candidate: number): Element[] {
    return listenerTargets(candidate);
  },
  /** The next `max` candidates the newest collection left unasked, which the worker asks about between calls. */
  backlogTargets(max: number): Element[] {
    return backlogTargets(max);
  },
  /** Remembers which of them the worker found listened to (their indexes): how many candidates are left to ask about. */
  rememberBacklog(listening: number[]): number {
    return rememberBacklog(listening);
  },
  /**
   * Reads ahead the document's style sheets not kept yet under `epoch`, the worker's count of sheet events, about
   * `units` rules and declarations at most (declared.ts): how many are left.
   */
  readSheets(epoch: number, units: number): number {
    return Declared.readAhead(epoch, units);
  },
  /** Keeps what the sheet of a `<link>` the page may not read declares, from its text (called on the element): what it did. */
  teachSheet(owner: unknown, epoch: number, text: string): string {
    return Declared.teach(owner, epoch, text);
  },
  /** Lists those of them the worker found listened to: `listening` holds their indexes; refs go on from `refBase`. */
  confirmListeners(candidate: number, listening: number[], refBase: number): string {
    const { result, refs } = confirmListeners(candidate, listening, refBase);
    const table = tables.get(candidate);
    for (const [ref, el] of refs) table?.set(ref, el);
    return stringify(result);
  },
  /**
   * Which of collection `candidate`'s frame slots a frame element is (called on the element; -1 for none), and its
   * place among the document's frame elements (-1 inside a shadow tree).
   */
  frameSlot(candidate: number, el: unknown): [number, number] {
    if (!(el instanceof Element)) return [-1, -1];
    const slot = framesOf.get(candidate)?.indexOf(el) ?? -1;
    const root = dom.documentElement(document);
    return [slot, root === null ? -1 : Array.prototype.indexOf.call(dom.querySelectorAll(root, 'iframe, frame'), el)];
  },
  /**
   * Where point (`x`, `y`) of a frame's viewport is in this document's viewport, called on the frame's element
   * (frames.ts): scrolled into view when needed, and only when this document hit-tests the frame element there.
   */
  frameHit(el: unknown, x: number, y: number): string {
    return stringify(el instanceof Element ? frameHit(el, x, y) : { ok: false, reason: 'detached', message: 'the frame is no longer in the page' });
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
