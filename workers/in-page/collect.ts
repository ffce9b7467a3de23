// The trusted collector: one bounded scan of the main document yields controls, general text and
// regions with coverage (docs/contract.md, "Collection"). Nothing here reads a form value into a result,
// and only Text nodes (plus the attribute-like name sources) contribute strings.
import {
  LIMITS,
  REGION_PRIORITY,
  type CollectedTable,
  type Control,
  type ControlOption,
  type FindMatch,
  type Focus,
  type FrameCoverage,
  type Region,
  type RegionCoverage,
  type RegionKind,
  type WindowFrom,
} from '../../schemas/observation.js';
import { dom, hrefOf, shadowRootOf } from './dom.js';
import { editableOf } from './inherited.js';
import { controlName, imageAlt, visibleTextOf, type ControlRecord } from './names.js';
import { controlRole, controlStates, LABELABLE, NAME_FROM_CONTENT, regionKind } from './roles.js';
import { scan, VerdictCache, type ScanResult, type ScanVisitor } from './scan.js';
import { READ_BUDGET_UNITS, TextBuilder, boundedLabel, resumed, withReadBudget } from './text.js';
import { TextSegments, type WindowStart } from './window.js';
import { textRuleOf } from './text-rule.js';
import { boundOptions, selectOptionsOf } from './choices.js';
import { TextRule, type ElementVerdict } from './verdict.js';
import { pageArea } from './visibility.js';
import { boxShown, shownOf } from './shown.js';
import { empty, type Box } from './box.js';
import { ENTERED_FRAMES, canvasOfFrame, clipArea, frameCanvas, frameClip, type FrameCanvas, type FrameSlot } from './frame-slots.js';
import { closedShadowRootLikely, mayHostClosedRoot } from './closed-hosts.js';
import { Contexts, evidenceOf, issueControlRef } from './refs.js';
import { matchesTyped } from './typed.js';
import { ClickScan, IMAGE_TAGS } from './clickables.js';
import { backlog, pendingFocus } from './listener-memory.js';
import { FIELD_ROLES, focusedElement, focusOf, hintOf, inputTypeOf } from './fields.js';
import { TablePart, TableScan } from './table-rows.js';
import type { StyleSourceUse } from '../../schemas/wire.js';

export interface CollectOptions {
  /** First number of the refs this collection issues; the worker keeps the session's counter. */
  refBase: number;
  textChars?: number;
  scanNodes?: number;
  /** Read every style property: the page may hold closed shadow roots the collector was not handed (declared.ts). */
  allProperties?: boolean;
  /** The worker's count of style sheet events: what style sources declare is kept under it (declared.ts); absent, nothing is. */
  sheets?: number;
  /** The worker's number for this collection, under which candidates for a listener are kept (clickables.ts). */
  candidate?: number;
  /** Where the scan starts when not at the document's beginning (window.ts), and what asked for it. */
  window?: { start: WindowStart; from: WindowFrom };
  /**
   * This document is a frame's, and the part of its viewport its parents show (viewport coordinates): what lies
   * outside it is not shown. Null when the whole frame is shown.
   */
  clip?: Box | null;
  /** This document is a frame's: what its canvas shows (frame-slots.ts). */
  canvas?: FrameCanvas;
  /**
   * A warm-up (`warm` in index.ts): the collection runs whole, so that the engine has compiled the collector
   * for this document's world, and nothing of it is kept: no ref is issued or remembered, no candidate for a
   * listener waits for the worker.
   */
  dry?: boolean;
}

/** What the collection keeps in the page for later calls on its revision: region elements and where its text came from. */
export interface Anchors {
  regions: Map<string, Element>;
  segments: TextSegments;
  /** Code points of the general text, and whether the text builder cut it. */
  textLength: number;
  textCut: boolean;
  /** The first node the scan's budget left unread. */
  end: Node | null;
}

export interface CollectedPage {
  page: { url: string; title: string };
  controls: Control[];
  text: { content: string; truncated: boolean };
  regions: Region[];
  regionCoverage: RegionCoverage;
  frameCoverage: FrameCoverage;
  /** Shown tables and grids with every row kept (table-rows.ts); absent when none. */
  tables?: CollectedTable[];
  /** Where the keyboard focus is; absent when only the document has it. */
  focus?: Focus;
  /** Elements the worker is to ask the debugging protocol about for listeners (clickables.ts, `listenerTargets`). */
  listenerTargets: number;
  /** Candidates left unasked, which the worker may ask about between calls (listener-memory.ts, `backlogTargets`). */
  listenerBacklog: number;
  /** The next unused ref number. */
  nextRef: number;
  /** Milliseconds spent in the page. */
  collectMs: number;
  /** How the collection came by what the style sources declare (declared.ts). */
  styleSources: StyleSourceUse;
  /** A find's matches (find.ts). */
  match?: Omit<FindMatch, 'next'>;
  /** Shown frames the scan met, in document order (frames.ts); absent when none. */
  frameSlots?: FrameSlot[];
  /** The frame among `frameSlots` that holds the keyboard focus. */
  focusInFrame?: number;
  /** This document's origin, for a frame's coverage entry. */
  origin?: string;
}

interface OpenLabel {
  el: Element;
  builder: TextBuilder;
  controls: ControlRecord[];
}

interface RegionCandidate {
  el: Element;
  verdict: ElementVerdict;
  kind: RegionKind;
  level?: number;
}

/** Elements that show another document: the scan does not walk into them; the worker enters iframes and frames (frames.ts), and object and embed are counted. */
const FRAME_TAGS = new Set(['iframe', 'frame', 'object', 'embed']);

export interface Collection {
  result: CollectedPage;
  table: Map<string, Element>;
  anchors: Anchors;
  /** The elements of `result.frameSlots`, in order. */
  frames: Element[];
}

export function collect(options: CollectOptions): Collection {
  return withReadBudget(READ_BUDGET_UNITS, () => collectBounded(options));
}

function collectBounded(options: CollectOptions): Collection {
  const started = performance.now();
  const scanNodes = options.scanNodes ?? LIMITS.scanNodes;
  const area = pageArea(options.allProperties === true, options.sheets);
  if (options.clip) clipArea(area, options.clip);
  if (options.canvas) {
    area.canvas = canvasOfFrame(options.canvas);
    area.paintAbove = options.canvas.above;
  }
  const cache = new VerdictCache(area);
  const text = new TextBuilder(options.textChars ?? LIMITS.textChars);
  const segments = new TextSegments();
  const start = options.window?.start ?? null;
  const controls: ControlRecord[] = [];
  const candidates: RegionCandidate[] = [];
  const openContent: ControlRecord[] = [];
  const openLabels: OpenLabel[] = [];
  const labelsFor = new Map<string, string[]>();
  const nameBudget = LIMITS.nameChars * 2;
  const frameCoverage: FrameCoverage = { frames: 0, shadowRoots: 0, shadowRootsEntered: 0 };
  /** Open listboxes and comboboxes of ARIA roles, which own the `option` controls inside them. */
  const openOwners: ControlRecord[] = [];
  /** Every open control: what lies inside one is never listed again as a clickable element, nor labels a field. */
  const openControls: Element[] = [];
  const clicks = new ClickScan(cache);
  const tables = new TableScan(cache);
  const frameSlots: FrameSlot[] = [];
  const frameEls: Element[] = [];

  const boundary = (): void => {
    text.boundary();
    for (const c of openContent) c.content?.boundary();
    for (const l of openLabels) l.builder.boundary();
    tables.boundary();
  };

  /** A control named from its content that showed no text or image is shown only by its own box. */
  const settleContent = (record: ControlRecord): void => {
    if (!record.seen && !boxShown(record.verdict, area)) record.hidden = true;
  };

  const closeLabel = (label: OpenLabel): void => {
    const labelText = label.builder.toString();
    for (const c of label.controls) c.labels.push(labelText);
    const forId = dom.getAttribute(label.el, 'for');
    if (forId) {
      const list = labelsFor.get(forId) ?? [];
      list.push(labelText);
      labelsFor.set(forId, list);
    }
  };

  /**
   * Text made editable by CSS (`-webkit-user-modify`) shows only once its first text node is judged: its
   * host (the outermost element editable that way) becomes the textbox it is, and what the scan took
   * from inside it before (controls, regions, open names) is dropped, as for a `contenteditable` host.
   */
  const editableFound = (inside: ElementVerdict): void => {
    let host = inside;
    for (let v = inside.parent; v && v.el && v.style; v = v.parent) {
      if (!editableOf(v)) break;
      host = v;
    }
    for (let v: ElementVerdict | null = inside; v; v = v.parent) {
      v.editable = true;
      if (v === host) break;
    }
    if (host.editableHost || !host.el) return;
    host.editableHost = true;
    const hostEl = host.el;
    controls.length = host.controlsBefore;
    candidates.length = host.regionsBefore;
    const within = (el: Element): boolean => el !== hostEl && dom.contains(hostEl, el);
    while (openContent.length > 0 && within(openContent[openContent.length - 1]!.el)) openContent.pop();
    while (openLabels.length > 0 && within(openLabels[openLabels.length - 1]!.el)) openLabels.pop();
    // The host is open (its subtree is being scanned), so it is still the last control there can be.
    if (boxShown(host, area)) {
      const record: ControlRecord = { el: hostEl, verdict: host, role: controlRole(hostEl, host) ?? 'textbox', content: null, labels: [] };
      const last = openContent[openContent.length - 1];
      if (last?.el === hostEl) openContent.pop();
      controls.push(record);
    }
  };

  const visitor: ScanVisitor = {
    enter(el, verdict) {
      const tag = verdict.tag;
      if (!verdict.inline || tag === 'br') boundary();
      verdict.controlsBefore = controls.length;
      verdict.regionsBefore = candidates.length;
      // Known not to be shown (hidden, or its own `visibility` already read), or visually hidden inside a control:
      // the element is reported as nothing.
      if (verdict.editable || verdict.shown === false || verdict.assistive) {
        if (verdict.shown === false) tables.hidden(el, verdict);
        return;
      }
      const frame = FRAME_TAGS.has(tag);
      const openRoot = !frame && shadowRootOf(el) !== null;
      const closedRoot = !frame && !openRoot && mayHostClosedRoot(el, tag);
      let role = controlRole(el, verdict);
      const region = regionKind(el, verdict);
      if (!role && openControls.length === 0) {
        if (verdict.attributed) clicks.attributes(el, verdict);
        if (IMAGE_TAGS.has(tag) && (verdict.svg || tag === 'img' || tag === 'canvas')) clicks.image(verdict);
      }
      const tablePart = tables.partOf(el, verdict);
      // Most elements are none of what follows: their own `visibility` is then never read.
      if (!frame && !openRoot && !closedRoot && !role && !region && tag !== 'label' && openContent.length === 0 && tablePart === TablePart.None) return;
      if (!shownOf(verdict)) {
        if (tablePart === TablePart.Cell) tables.hidden(el, verdict);
        return;
      }
      if (tablePart !== TablePart.None) tables.enter(el, verdict, tablePart);
      if (frame && ENTERED_FRAMES.has(tag) && openControls.length === 0) {
        // Entered by the worker when its content box shows: a mark among the controls keeps its place in document order.
        const clip = frameClip(el, verdict, area);
        if (clip === null || !empty(clip)) {
          boundary();
          controls.push({ el, verdict, role: 'frame', content: null, labels: [], hidden: true, slot: frameSlots.length });
          frameSlots.push({ controlsAt: -1, textAt: text.size, clip, canvas: frameCanvas(el, verdict) });
          frameEls.push(el);
        }
      } else if (frame) frameCoverage.frames++;
      else if (openRoot) {
        frameCoverage.shadowRoots++;
        if (!verdict.prune) frameCoverage.shadowRootsEntered++;
      } else if (closedRoot && closedShadowRootLikely(el)) frameCoverage.shadowRoots++;
      // Only elements that would be reported pay for their box (regions when they are selected); a
      // control named from its content is shown by the text it shows, and measured only without any.
      const fromContent = role !== null && (NAME_FROM_CONTENT.has(role) || tag === 'summary');
      if (role && !fromContent && !boxShown(verdict, area)) role = null;
      if (role) {
        const record: ControlRecord = { el, verdict, role, content: null, labels: [] };
        openControls.push(el);
        const innermostLabel = openLabels[openLabels.length - 1];
        if (innermostLabel && LABELABLE.has(tag)) innermostLabel.controls.push(record);
        controls.push(record);
        const owner = openOwners[openOwners.length - 1];
        if (role === 'option' && owner) owner.options?.push(record);
        if ((role === 'listbox' || role === 'combobox') && tag !== 'select') {
          record.options = [];
          openOwners.push(record);
        }
        if (fromContent) {
          record.content = new TextBuilder(nameBudget);
          openContent.push(record);
        }
      }
      if (tag === 'label') openLabels.push({ el, builder: new TextBuilder(nameBudget), controls: [] });
      if (openContent.length > 0) {
        const alt = imageAlt(el, verdict, cache);
        if (alt) {
          for (const c of openContent) {
            c.content?.add(alt);
            c.seen = true;
          }
        }
      }
      if (region) candidates.push({ el, verdict, ...region });
    },
    exit(el, verdict) {
      const content = openContent[openContent.length - 1];
      if (content && content.el === el) settleContent(openContent.pop()!);
      const label = openLabels[openLabels.length - 1];
      if (label && label.el === el) closeLabel(openLabels.pop()!);
      if (openOwners[openOwners.length - 1]?.el === el) openOwners.pop();
      if (openControls[openControls.length - 1] === el) openControls.pop();
      tables.exit(el);
      if (!verdict.inline || verdict.tag === 'br') boundary();
    },
    text(node, parent) {
      // Visually hidden text inside a control names the controls around it, as their `aria-label` would, and
      // nothing else (docs/contract.md, "Controls").
      if (parent.assistive) {
        const spoken = openContent.length > 0 ? cache.spokenText(node, parent) : null;
        if (spoken) for (const c of openContent) c.content?.addFolded(spoken);
        return;
      }
      // Once the general text is full, only open control names and labels still take text: the
      // rest is neither folded nor styled.
      if (text.full && openContent.length === 0 && openLabels.length === 0) {
        if (openControls.length === 0) clicks.textPastBound(node, parent);
        tables.text(node, parent);
        return;
      }
      if (textRuleOf(parent, area, node) === TextRule.Editable && !parent.editable) editableFound(parent);
      const seen = cache.seenText(node, parent);
      if (!seen) return;
      tables.text(node, parent);
      const skip = start !== null && node === start.node ? start.skip : 0;
      const folded = skip > 0 ? resumed(seen, skip) : seen;
      if (openControls.length === 0 && !folded.blank()) clicks.text(parent);
      text.addFolded(folded);
      if (text.lastStart >= 0) segments.add(text.lastStart - skip, node);
      for (const c of openContent) {
        c.content?.addFolded(folded);
        if (!folded.blank()) c.seen = true;
      }
      for (const l of openLabels) l.builder.addFolded(folded);
    },
  };

  const root = dom.documentElement(document);
  const coverage: ScanResult = root ? scan(root, scanNodes, true, cache, visitor, start?.node ?? null) : { visited: 0, leftUnread: false };
  // Labels and controls still open when the bound stopped the scan are settled as if they closed.
  while (openLabels.length > 0) closeLabel(openLabels.pop()!);
  while (openContent.length > 0) settleContent(openContent.pop()!);
  // Clickable elements join the records in document order; candidates for a listener wait for the worker.
  const listenerTargets = clicks.settle(controls, options.dry ? null : options.candidate);
  const found = tables.settle();

  let nextRef = options.refBase;
  const table = new Map<string, Element>();
  const controlOut: Control[] = [];
  const published = new Map<ControlRecord, Control>();
  const issue = (): string => `e${nextRef++}`;
  const contexts = new Contexts();
  const elsewhere = linksElsewhere();
  for (const record of controls) {
    if (record.slot !== undefined) frameSlots[record.slot]!.controlsAt = controlOut.length;
    if (record.hidden) continue;
    const name = controlName(record, labelsFor, cache);
    const href = record.role === 'link' ? hrefOf(record.el) : undefined;
    // The same element listed with the same role, name, destination and surroundings keeps its ref (refs.ts).
    const ref = options.dry ? issue() : issueControlRef(record.el, evidenceOf(record.role, name, record.el, contexts, href), issue);
    table.set(ref, record.el);
    const control: Control = { ref, role: record.role, name };
    const states = controlStates(record.el, record.role, record.verdict);
    if (states) control.states = states;
    const typed = matchesTyped(record.el);
    if (typed !== undefined) control.matchesTyped = typed;
    if (href && elsewhere(href)) control.href = href;
    if (record.verdict.tag === 'select') boundOptions(control, selectOptionsOf(record.el));
    tables.control(record.el, ref);
    published.set(record, control);
    controlOut.push(control);
  }
  // An ARIA listbox or combobox lists the options inside it that were published, by their names.
  for (const [record, control] of published) {
    if (!record.options) continue;
    const options: ControlOption[] = [];
    for (const option of record.options) {
      const shown = published.get(option);
      if (shown) options.push({ label: shown.name, selected: dom.getAttribute(option.el, 'aria-selected') === 'true' });
    }
    if (options.length > 0) boundOptions(control, options);
  }
  // A field's type, and for a field with no name the visible text that labels it by position.
  const focused = focusedElement();
  let focusedControl: Control | undefined;
  for (const [record, control] of published) {
    const type = inputTypeOf(record.el);
    if (type !== undefined) control.inputType = type;
    if (control.name === '' && FIELD_ROLES.has(control.role)) {
      const hint = hintOf(record.el, control.role, record.verdict.controlsBefore, cache);
      if (hint) control.hint = hint;
    }
    if (record.el === focused) focusedControl = control;
  }
  const focus = focusOf(focused, cache, focusedControl);
  if (focus && !focusedControl && !options.dry) pendingFocus(options.candidate, focused);

  const byKind = new Map<RegionKind, RegionCandidate[]>();
  for (const c of candidates) {
    const list = byKind.get(c.kind) ?? [];
    list.push(c);
    byKind.set(c.kind, list);
  }
  // Boxes are measured in priority order while there is room; regions past the room are counted as
  // omitted by their style and their ancestors' (a box measured for each would cost more than the rest
  // of the collection on a page of many headings).
  const selected: RegionCandidate[] = [];
  let omittedRegions = 0;
  for (const kind of REGION_PRIORITY) {
    for (const c of byKind.get(kind) ?? []) {
      if (selected.length === LIMITS.regions) omittedRegions++;
      else if (boxShown(c.verdict, area)) selected.push(c);
    }
  }
  const regionElements = new Map<string, Element>();
  const regions: Region[] = selected.map((c) => {
    const summary = visibleTextOf(c.el, cache, { nodes: LIMITS.summaryNodes, chars: LIMITS.summaryChars, imageAlt: false });
    const region: Region = { ref: `g${nextRef++}`, kind: c.kind, summary: summary.text, truncated: summary.truncated };
    regionElements.set(region.ref, c.el);
    if (c.level !== undefined) region.level = c.level;
    return region;
  });
  for (const t of found.tables) t.ref = `g${nextRef++}`;

  const result: CollectedPage = {
    page: { url: dom.documentUrl(document), title: boundedLabel(dom.documentTitle(document), LIMITS.titleChars) },
    controls: controlOut,
    // Skipped content left out past its budget (visibility.ts) is text and nodes the observation does not hold.
    text: { content: text.toString(), truncated: text.truncated || area.skippedChars.leftOut },
    regions,
    regionCoverage: {
      version: 1,
      scope: 'main-document',
      scannedNodes: coverage.visited,
      nodesLeftUnread: coverage.leftUnread || area.skippedChars.leftOut,
      omittedRegions,
    },
    frameCoverage,
    listenerTargets,
    listenerBacklog: backlog.length,
    nextRef,
    collectMs: performance.now() - started,
    styleSources: area.declared.usage,
  };
  if (focus) result.focus = focus;
  if (frameSlots.length > 0) {
    result.frameSlots = frameSlots;
    const at = focused === null ? -1 : frameEls.indexOf(focused);
    if (at >= 0) result.focusInFrame = at;
  }
  if (options.clip !== undefined) result.origin = self.origin;
  if (options.window) result.regionCoverage.window = { from: options.window.from, nodesBefore: coverage.nodesBefore ?? true };
  if (found.omitted > 0) result.regionCoverage.omittedTables = found.omitted;
  if (found.tables.length > 0) result.tables = found.tables.map(({ rowEls: _, ...collected }) => collected);
  const anchors: Anchors = { regions: regionElements, segments, textLength: text.size, textCut: text.truncated, end: coverage.next ?? null };
  return { result, table, anchors, frames: frameEls };
}

/**
 * Whether a link's address leads off the document it is in. A link to a place on its own page (`#`, `#top`, a date
 * picker's days) goes without one: the worker drops it anyway (workers/collection.ts, `destinationsRedacted`, by the
 * same comparison), and on a page of anchors those addresses were most of what the collection sends (the bench's
 * 10,000-node page: 23 of 52 KB). The address still counts in the link's ref evidence. Both addresses come serialised
 * by the browser, where a `#` can only start the fragment: cut there, they compare as the worker's parsed ones do, at
 * no cost (parsing each address took 4 ms on a page of 1,800 links).
 */
function linksElsewhere(): (href: string) => boolean {
  const url = dom.documentUrl(document);
  const hash = url.indexOf('#');
  const page = hash < 0 ? url : url.slice(0, hash);
  return (href) => href.indexOf('#') !== page.length || !href.startsWith(page);
}
