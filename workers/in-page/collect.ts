// The trusted collector: one bounded scan of the main document yields controls, general text and
// regions with coverage (CONTRACT section 3). Nothing here reads a form value into a result, and
// only Text nodes (plus alt/label attributes for control names) contribute strings.
import { LIMITS, REGION_PRIORITY, type Control, type ControlStates, type Region, type RegionKind } from '../../schemas/observation.js';
import { dom, tagOf } from './dom.js';
import { READ_BUDGET_UNITS, TextBuilder, boundedLabel, withReadBudget } from './text.js';
import { scan, VerdictCache, type ScanVisitor } from './scan.js';
import { pageArea, textOutsidePage, textRuleOf, TextRule, visibleInDocument, type ElementVerdict } from './visibility.js';

export interface CollectOptions {
  /** First number of the refs this collection issues; the worker keeps the session's counter. */
  refBase: number;
  textChars?: number;
  scanNodes?: number;
}

export interface CollectedPage {
  page: { url: string; title: string };
  controls: Control[];
  text: { content: string; truncated: boolean };
  regions: Region[];
  regionCoverage: { version: 1; scope: 'main-document'; scannedNodes: number; nodesLeftUnread: boolean; omittedRegions: number };
  /** The next unused ref number. */
  nextRef: number;
  /** Milliseconds spent in the page. */
  collectMs: number;
}

const INTERACTIVE_ROLES = new Set([
  'button', 'checkbox', 'combobox', 'link', 'listbox', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
  'option', 'radio', 'searchbox', 'slider', 'spinbutton', 'switch', 'tab', 'textbox', 'treeitem',
]);
// https://www.w3.org/TR/wai-aria-1.2/#namefromcontent
const NAME_FROM_CONTENT = new Set([
  'button', 'checkbox', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'radio',
  'switch', 'tab', 'treeitem',
]);
const CHECKABLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const TEXT_ENTRY_TYPES = new Set([
  'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time',
]);
const LABELABLE = new Set(['input', 'select', 'textarea', 'meter', 'progress', 'button']);

interface ControlRecord {
  el: Element;
  role: string;
  /** Name from content: text of the control's visible descendants. */
  content: TextBuilder | null;
  /** Names from wrapping labels and label[for], in order found. */
  labels: string[];
}

interface RegionCandidate {
  el: Element;
  kind: RegionKind;
  level?: number;
}

function firstRoleToken(el: Element): string {
  const role = dom.getAttribute(el, 'role');
  if (!role) return '';
  return role.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

export function inputType(el: Element): string {
  return dom.inputType(el).toLowerCase();
}

export function controlRole(el: Element, verdict: ElementVerdict): string | null {
  const explicit = firstRoleToken(el);
  if (INTERACTIVE_ROLES.has(explicit)) return explicit;
  if (verdict.editableHost) return 'textbox';
  const tag = tagOf(el);
  switch (tag) {
    case 'a':
    case 'area':
      return dom.hasAttribute(el, 'href') ? 'link' : null;
    case 'button':
      return 'button';
    case 'select':
      return dom.selectMultiple(el) || dom.selectSize(el) > 1 ? 'listbox' : 'combobox';
    case 'textarea':
      return 'textbox';
    case 'summary': {
      const parent = dom.parentNode(el);
      return parent instanceof Element && tagOf(parent) === 'details' ? 'button' : null;
    }
    case 'input': {
      const type = inputType(el);
      switch (type) {
        case 'hidden':
          return null;
        case 'button':
        case 'submit':
        case 'reset':
        case 'image':
        case 'file':
        case 'color':
          return 'button';
        case 'checkbox':
          return 'checkbox';
        case 'radio':
          return 'radio';
        case 'range':
          return 'slider';
        case 'number':
          return 'spinbutton';
        case 'search':
          return dom.hasAttribute(el, 'list') ? 'combobox' : 'searchbox';
        default:
          return dom.hasAttribute(el, 'list') ? 'combobox' : 'textbox';
      }
    }
    default:
      return null;
  }
}

/** Tags that are a region kind without any attribute. */
const REGION_TAGS = new Set(['form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function regionKind(el: Element): { kind: RegionKind; level?: number } | null {
  const tag = tagOf(el);
  // Every other kind needs an attribute (role, aria-live, or open on a dialog).
  if (!REGION_TAGS.has(tag) && !dom.hasAttributes(el)) return null;
  const role = firstRoleToken(el);
  if ((tag === 'dialog' && dom.hasAttribute(el, 'open')) || role === 'dialog' || role === 'alertdialog') return { kind: 'dialog' };
  if (role === 'alert') return { kind: 'alert' };
  const live = dom.getAttribute(el, 'aria-live')?.trim().toLowerCase();
  if (role === 'status' || role === 'log' || live === 'polite' || live === 'assertive') return { kind: 'status' };
  // An explicit role other than these replaces what the tag means (`<h2 role=button>` is a button).
  if (role === 'form' || role === 'search' || (role === '' && tag === 'form')) return { kind: 'form' };
  const tagLevel = /^h([1-6])$/.exec(tag);
  if (role === 'heading' || (role === '' && tagLevel)) {
    const ariaLevel = Number(dom.getAttribute(el, 'aria-level'));
    const level = Number.isInteger(ariaLevel) && ariaLevel >= 1 && ariaLevel <= 6 ? ariaLevel : tagLevel ? Number(tagLevel[1]) : 2;
    return { kind: 'heading', level };
  }
  return null;
}

function controlStates(el: Element, role: string, verdict: ElementVerdict): ControlStates | undefined {
  const states: ControlStates = {};
  const tag = tagOf(el);
  if (dom.getAttribute(el, 'aria-disabled') === 'true' || dom.matches(el, ':disabled')) states.disabled = true;
  if (CHECKABLE_ROLES.has(role)) {
    if (tag === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')) states.checked = dom.inputChecked(el);
    else states.checked = dom.getAttribute(el, 'aria-checked') === 'true';
  }
  const expanded = dom.getAttribute(el, 'aria-expanded');
  if (expanded === 'true' || expanded === 'false') states.expanded = expanded === 'true';
  else if (tag === 'summary') {
    const details = dom.parentNode(el);
    if (details instanceof Element) states.expanded = dom.detailsOpen(details);
  }
  const selected = dom.getAttribute(el, 'aria-selected');
  if (selected === 'true' || selected === 'false') states.selected = selected === 'true';
  const filled = filledState(el, verdict);
  if (filled !== undefined) states.filled = filled;
  return Object.keys(states).length > 0 ? states : undefined;
}

/** Whether an editable control holds a non-empty value: only this boolean leaves the page. */
function filledState(el: Element, verdict: ElementVerdict): boolean | undefined {
  const tag = tagOf(el);
  if (tag === 'input') return TEXT_ENTRY_TYPES.has(inputType(el)) ? dom.inputValue(el).length > 0 : undefined;
  if (tag === 'textarea') return dom.textareaValue(el).length > 0;
  if (verdict.editableHost) return dom.firstChild(el) !== null;
  return undefined;
}

export function collect(options: CollectOptions): { result: CollectedPage; table: Map<string, Element> } {
  return withReadBudget(READ_BUDGET_UNITS, () => collectBounded(options));
}

function collectBounded(options: CollectOptions): { result: CollectedPage; table: Map<string, Element> } {
  const started = performance.now();
  const scanNodes = options.scanNodes ?? LIMITS.scanNodes;
  const area = pageArea();
  const cache = new VerdictCache(area);
  const text = new TextBuilder(options.textChars ?? LIMITS.textChars);
  const controls: ControlRecord[] = [];
  const candidates: RegionCandidate[] = [];
  const openContent: ControlRecord[] = [];
  const openLabels: { el: Element; builder: TextBuilder; controls: ControlRecord[] }[] = [];
  const labelsFor = new Map<string, string[]>();
  const nameBudget = LIMITS.nameChars * 2;

  const boundary = (): void => {
    text.boundary();
    for (const c of openContent) c.content?.boundary();
    for (const l of openLabels) l.builder.boundary();
  };

  const closeLabel = (label: { el: Element; builder: TextBuilder; controls: ControlRecord[] }): void => {
    const labelText = label.builder.toString();
    for (const c of label.controls) c.labels.push(labelText);
    const forId = dom.getAttribute(label.el, 'for');
    if (forId) {
      const list = labelsFor.get(forId) ?? [];
      list.push(labelText);
      labelsFor.set(forId, list);
    }
  };

  const visitor: ScanVisitor = {
    enter(el, verdict) {
      if (!verdict.inline || tagOf(el) === 'br') boundary();
      if (!verdict.shown) return;
      const role = controlRole(el, verdict);
      if (role) {
        const record: ControlRecord = { el, role, content: null, labels: [] };
        const innermostLabel = openLabels[openLabels.length - 1];
        if (innermostLabel && LABELABLE.has(tagOf(el))) innermostLabel.controls.push(record);
        controls.push(record);
        if (NAME_FROM_CONTENT.has(role) || tagOf(el) === 'summary') {
          record.content = new TextBuilder(nameBudget);
          openContent.push(record);
        }
      }
      if (tagOf(el) === 'label') openLabels.push({ el, builder: new TextBuilder(nameBudget), controls: [] });
      if (tagOf(el) === 'img' && openContent.length > 0) {
        const alt = dom.getAttribute(el, 'alt');
        if (alt) for (const c of openContent) c.content?.add(alt);
      }
      const region = regionKind(el);
      if (region) candidates.push({ el, ...region });
    },
    exit(el, verdict) {
      const content = openContent[openContent.length - 1];
      if (content && content.el === el) openContent.pop();
      const label = openLabels[openLabels.length - 1];
      if (label && label.el === el) closeLabel(openLabels.pop()!);
      if (!verdict.inline || tagOf(el) === 'br') boundary();
    },
    text(node, parent) {
      // Once the general text is full, only open control names and labels still take text: the
      // rest is neither folded nor styled.
      if (text.full && openContent.length === 0 && openLabels.length === 0) return;
      const rule = textRuleOf(parent);
      if (rule === TextRule.Hidden) return;
      if (rule === TextRule.CheckGeometry && textOutsidePage(node, area)) return;
      const folded = cache.textOf(node);
      text.addFolded(folded);
      for (const c of openContent) c.content?.addFolded(folded);
      for (const l of openLabels) l.builder.addFolded(folded);
    },
  };

  const root = dom.documentElement(document);
  const coverage = root ? scan(root, scanNodes, true, cache, visitor) : { visited: 0, leftUnread: false };
  // Labels still open when the bound stopped the scan still name what they wrap.
  while (openLabels.length > 0) closeLabel(openLabels.pop()!);

  let nextRef = options.refBase;
  const table = new Map<string, Element>();
  const controlOut: Control[] = [];
  for (const record of controls) {
    const ref = `e${nextRef++}`;
    table.set(ref, record.el);
    const control: Control = { ref, role: record.role, name: controlName(record, labelsFor, cache) };
    const states = controlStates(record.el, record.role, cache.get(record.el));
    if (states) control.states = states;
    controlOut.push(control);
  }

  const byKind = new Map<RegionKind, RegionCandidate[]>();
  for (const c of candidates) {
    const list = byKind.get(c.kind) ?? [];
    list.push(c);
    byKind.set(c.kind, list);
  }
  const selected: RegionCandidate[] = [];
  for (const kind of REGION_PRIORITY) {
    for (const c of byKind.get(kind) ?? []) if (selected.length < LIMITS.regions) selected.push(c);
  }
  const regions: Region[] = selected.map((c) => {
    const summary = visibleTextOf(c.el, cache, { nodes: LIMITS.summaryNodes, chars: LIMITS.summaryChars, imageAlt: false });
    const region: Region = { ref: `g${nextRef++}`, kind: c.kind, summary: summary.text, truncated: summary.truncated };
    if (c.level !== undefined) region.level = c.level;
    return region;
  });

  const result: CollectedPage = {
    page: { url: dom.documentUrl(document), title: boundedLabel(dom.documentTitle(document), LIMITS.titleChars) },
    controls: controlOut,
    text: { content: text.toString(), truncated: text.truncated },
    regions,
    regionCoverage: {
      version: 1,
      scope: 'main-document',
      scannedNodes: coverage.visited,
      nodesLeftUnread: coverage.leftUnread,
      omittedRegions: candidates.length - selected.length,
    },
    nextRef,
    collectMs: performance.now() - started,
  };
  return { result, table };
}

/**
 * Visible text of an element's descendants under a node and character budget. Region summaries take
 * text nodes only; control names also take image `alt` text.
 */
export function visibleTextOf(
  root: Element,
  cache: VerdictCache,
  limits: { nodes: number; chars: number; imageAlt: boolean },
): { text: string; truncated: boolean } {
  const builder = new TextBuilder(limits.chars);
  const area = cache.area;
  const result = scan(root, limits.nodes, false, cache, {
    enter(el, verdict) {
      if (!verdict.inline || tagOf(el) === 'br') builder.boundary();
      if (limits.imageAlt && verdict.shown && tagOf(el) === 'img') {
        const alt = dom.getAttribute(el, 'alt');
        if (alt) builder.add(alt);
      }
    },
    exit(el, verdict) {
      if (!verdict.inline || tagOf(el) === 'br') builder.boundary();
    },
    text(node, parent) {
      const rule = textRuleOf(parent);
      if (rule === TextRule.Hidden) return;
      if (rule === TextRule.CheckGeometry && textOutsidePage(node, area)) return;
      builder.addFolded(cache.textOf(node));
    },
  });
  if (result.leftUnread) builder.markTruncated();
  return { text: builder.toString(), truncated: builder.truncated };
}

function controlName(record: ControlRecord, labelsFor: Map<string, string[]>, cache: VerdictCache): string {
  const el = record.el;
  const max = LIMITS.nameChars;
  const labelledBy = dom.getAttribute(el, 'aria-labelledby');
  if (labelledBy) {
    const parts: string[] = [];
    for (const id of labelledBy.trim().split(/\s+/)) {
      const target = id ? dom.getElementById(document, id) : null;
      if (!target || !visibleInDocument(target, cache.area)) continue;
      // Only the target's visible text nodes count: an input, textarea or select target is pruned by
      // the scan, so its value can never become a name.
      parts.push(visibleTextOf(target, cache, { nodes: LIMITS.summaryNodes, chars: max, imageAlt: true }).text);
    }
    const name = boundedLabel(parts.join(' '), max);
    if (name) return name;
  }
  const ariaLabel = dom.getAttribute(el, 'aria-label');
  if (ariaLabel && boundedLabel(ariaLabel, max)) return boundedLabel(ariaLabel, max);

  const tag = tagOf(el);
  if (tag === 'input') {
    const type = inputType(el);
    // The label of a button-like input is its value attribute: a caption, not user data.
    if (type === 'submit' || type === 'reset' || type === 'button') {
      const caption = dom.getAttribute(el, 'value');
      if (caption !== null && boundedLabel(caption, max)) return boundedLabel(caption, max);
      if (type === 'submit') return 'Submit';
      if (type === 'reset') return 'Reset';
    }
    if (type === 'image') {
      const alt = dom.getAttribute(el, 'alt');
      if (alt && boundedLabel(alt, max)) return boundedLabel(alt, max);
    }
  }
  const labels = [...record.labels];
  const id = dom.getAttribute(el, 'id');
  if (id && LABELABLE.has(tag)) labels.push(...(labelsFor.get(id) ?? []));
  const fromLabels = boundedLabel(labels.join(' '), max);
  if (fromLabels) return fromLabels;
  if (record.content) {
    const fromContent = boundedLabel(record.content.toString(), max);
    if (fromContent) return fromContent;
  }
  for (const attribute of ['title', 'placeholder', 'alt']) {
    const value = dom.getAttribute(el, attribute);
    if (value && boundedLabel(value, max)) return boundedLabel(value, max);
  }
  return '';
}

