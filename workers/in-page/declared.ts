// Which rarely set properties some style source of the page declares (docs/contract.md, "The visibility
// rule", how the collector applies it). A property no source declares has its initial value on every
// element the user agent's sheet leaves alone: the cascade gives nothing else. The collector then does not
// read it, which spares most style reads per element on pages that use none of these properties (about
// 0.4 us each, 1.2 us for `transform`).
//
// The sources of a tree (the document, or a shadow root) are its style sheets (with their imports and
// every nested rule), its adopted sheets, the inline styles of its elements, the attributes that set some
// of the properties (rare.ts), and its animations (the properties their keyframes name, whatever made them: a
// sheet's `@keyframes`, a transition, script). Sheets and animations are read before the first element
// is judged; an element's inline style and attributes are read as that element is judged (they style it
// and, by inheritance, what lies below it, which is judged after it), so a page's elements the scan never
// reaches cost nothing. What the user agent's sheet sets on an element is
// known per tag (rare.ts; a test checks it) and read; an element of another tag has all of them read. An SVG
// element's presentation attributes set properties as a style would: the ones that set these are known (rare.ts,
// checked too), and an element with an attribute not known to set none has all of them read, as has every SVG
// element of a tree that holds a SMIL animation, which sets properties and attributes over time. A shadow root's
// sources are read before its host is judged, so `:host` and `::slotted()` rules are known before the
// elements they style.
//
// A rule of a sheet declares its properties for the elements its selectors match, and each selector matches an
// element only where its last compound does: where that compound requires the target, an id, a class, an attribute
// or a tag (subject-keys.ts), the rule's properties are read on elements that carry it (keyed below); where it names a
// pseudo-element, on none; elsewhere, as for the properties an element passes on to what lies below it (inherited
// ones), on every element. Every use of a property reads it on the element the property is set on (its own
// verdict's style), so an element no rule of a property can match keeps its initial value.
//
// What a sheet declares is kept from one collection to the next only under the worker's word (workers/sheets.ts):
// a page may change a rule in place, and only the debugging protocol sees it do so. The worker counts every
// style sheet event it hears (a sheet added, removed or changed, in any tree of the document) and hands the count
// to each collection; what was kept under another count is dropped before anything is read. A sheet's imports are
// read with it and kept with it: the debugging protocol reports an imported sheet as added when it loads, and its
// edits as changes, as for any other (checked against Chromium 156); a sheet with an import still loading is not kept.
// The worker also teaches the facts of sheets the page may not read (another origin's,
// without CORS; the debugging protocol gives their text, which page script cannot change), under the same count.
import { LIMITS } from '../../schemas/observation.js';
import type { StyleSourceUse } from '../../schemas/wire.js';
import { dom, shadowRootOf, styleOf } from './dom.js';
import {
  cssName,
  MARKING_ATTRIBUTES,
  RARE,
  SVG_MARKING_ATTRIBUTES,
  SVG_PLAIN_ATTRIBUTES,
  SVG_USER_AGENT_SETS,
  UNSCALING,
  userAgentSet,
  type Rare,
} from './rare.js';
import { KeyKind, subjectKeys, type SubjectKey } from './subject-keys.js';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Every rarely set property, in a fixed order (its bit's). */
const PROPERTIES = Object.keys(RARE) as Rare[];

/** The longhand names a declaration block lists (aliases and shorthands come out as these). */
const LONGHANDS: ReadonlyMap<string, Rare> = new Map(PROPERTIES.map((property) => [cssName(property), property]));

/**
 * Rules and declarations looked at per collection, beyond which every property counts as declared: past
 * it, reading the sources would cost what it spares. Grows with the page's elements, up to as many as one
 * scan visits. Reading one unit costs 0.1-0.3 us; reading every property instead costs about 8 us per
 * element (the rarely set properties, each block's first-line style, every text's line boxes one by one),
 * so sixteen units per element stay on the cheap side.
 */
const BASE_UNITS = 512;
const UNITS_PER_ELEMENT = 16;
const COUNTED_ELEMENTS = LIMITS.scanNodes;

/** The bit of each rarely set property in a mask of them. */
const BIT = Object.fromEntries(PROPERTIES.map((property, i) => [property, 1 << i])) as Record<Rare, number>;
// Masks are 31-bit integers.
if (PROPERTIES.length > 31) throw new Error('too many rarely set properties for a mask');

function maskOf(properties: readonly Rare[]): number {
  let mask = 0;
  for (const property of properties) mask |= BIT[property];
  return mask;
}

const ALL = maskOf(PROPERTIES);

/** What each marking attribute sets, by its name: the names an element has are looked up here, not asked for one by one. */
const MARKING: ReadonlyMap<string, number> = new Map(Object.entries(MARKING_ATTRIBUTES).map(([name, properties]) => [name, maskOf(properties)]));

/**
 * Properties a rule sets on more than the elements its selector matches: those inherited by what lies below (and
 * `zoom`, which scales it), declared for every element wherever a rule names them.
 */
const INHERITED = maskOf(['webkitTextSecurity', 'wordSpacing', 'cursor', 'fontSizeAdjust', 'zoom', 'visibility', 'webkitUserModify']);

/** What the user agent's sheet sets on each tag, as a mask; null where that is not known. */
const userAgentMasks = new Map<string, number | null>();

function userAgentMask(tag: string): number | null {
  let mask = userAgentMasks.get(tag);
  if (mask === undefined) {
    // Keys are read in lower case: an element whose name is not (another namespace's) has every property read.
    const set = tag === tag.toLowerCase() ? userAgentSet(tag) : null;
    userAgentMasks.set(tag, (mask = set === null ? null : maskOf(set)));
  }
  return mask;
}

/** What the user agent's sheet sets on each SVG element by its local name, as a mask; absent where that is not known. */
const SVG_USER_AGENT_MASKS: ReadonlyMap<string, number> = new Map([...SVG_USER_AGENT_SETS].map(([tag, set]) => [tag, maskOf(set)]));

/** What each attribute of an SVG element sets (0: nothing, `style` too, read as it is entered); absent where not known. */
const SVG_ATTRIBUTE_MASKS: ReadonlyMap<string, number> = new Map([
  ...[...SVG_PLAIN_ATTRIBUTES, 'style'].map((name): [string, number] => [name, 0]),
  ...Object.entries(SVG_MARKING_ATTRIBUTES).map(([name, properties]): [string, number] => [name, maskOf(properties)]),
]);

function svgAttributeMask(name: string): number | undefined {
  return SVG_ATTRIBUTE_MASKS.get(name) ?? (name.startsWith('aria-') || name.startsWith('data-') ? 0 : undefined);
}

/**
 * SMIL's animation elements: each sets a property or an attribute of an SVG element over time, with no style sheet
 * and no Web Animation (`getAnimations`) the collector can list, so where a tree holds one its SVG elements have every
 * property read. A tag selector matches SVG's mixed-case names as written.
 */
const SMIL = 'animate, set, animateTransform, animateMotion';

/** Per key of each kind (Tag to Attribute), the properties rules keyed by it declare (a mask). */
type Keyed = [Map<string, number>, Map<string, number>, Map<string, number>, Map<string, number>];

const keyedMaps = (): Keyed => [new Map(), new Map(), new Map(), new Map()];

/**
 * Tag keys held to their whole selector (`.menu li`, `li:hover`): most rules keyed by a tag name it among other
 * conditions, and `Element.matches` tells the few elements they style from the many of that tag. At most this many
 * selectors per tag are held so; a tag's further rules count for every element of that tag.
 */
const CONFIRMED_PER_TAG = 8;

/** A selector keyed by its tag whose elements are matched against it, and the properties its rule declares. */
interface Confirmed {
  selector: string;
  mask: number;
}

/**
 * The selector to hold a tag-keyed selector `part` (as the browser serialises it) to, keyed by `tag`; null where every
 * element of the tag counts: the tag alone, and a selector whose meaning `Element.matches` does not take in
 * whole (relative to a scope or nesting parent: `&`, `:scope`; of a shadow tree: `:host`, `::slotted()`, `::part()`).
 * A nested or scoped rule's selector without `&` or `:scope` matches more elements alone than in its rule, never fewer.
 */
function confirmable(part: string | undefined, tag: string): string | null {
  if (part === undefined || part.toLowerCase() === tag) return null;
  return /&|:scope|:host|::slotted|::part/i.test(part) ? null : part;
}

/** What one style sheet declares: the rarely set properties, and whether some selector names `::first-line`. */
export interface SheetFacts {
  /** Declared for every element (a mask). */
  found: number;
  /** Declared only for elements with a key (by kind: tags, ids, classes, attributes). */
  keyed: Keyed;
  /** Declared for elements of a tag that match a selector (tag, selector, properties). */
  confirmed: [string, string, number][];
  /** Declared by a rule whose selector requires nothing of the element (SheetFacts.found holds these too). */
  unkeyed: number;
  /** Declared only for pseudo-elements. */
  pseudo: number;
  /** Declared only for the document's target. */
  target: number;
  firstLine: boolean;
}

const newFacts = (): SheetFacts => ({ found: 0, keyed: keyedMaps(), confirmed: [], unkeyed: 0, pseudo: 0, target: 0, firstLine: false });

/** Sheet facts kept between collections, valid under the worker's count of sheet events `epoch` only. */
class KeptSheets {
  private epoch = -1;
  private facts = new WeakMap<StyleSheet, SheetFacts>();
  /** Sheets read ahead whole that cannot be kept (they import others): not read ahead again under this count. */
  private unkept = new WeakSet<StyleSheet>();

  /** Whether facts under `epoch` may be kept and used; what was kept under an older count is dropped first. */
  open(epoch: number): boolean {
    if (epoch < this.epoch) return false;
    if (epoch > this.epoch) {
      this.epoch = epoch;
      this.facts = new WeakMap();
      this.unkept = new WeakSet();
    }
    return true;
  }

  get(sheet: StyleSheet): SheetFacts | undefined {
    return this.facts.get(sheet);
  }

  set(sheet: StyleSheet, facts: SheetFacts): void {
    this.facts.set(sheet, facts);
  }

  /** Whether reading `sheet` ahead would keep nothing. */
  unkeepable(sheet: StyleSheet): boolean {
    return this.unkept.has(sheet);
  }

  markUnkeepable(sheet: StyleSheet): void {
    this.unkept.add(sheet);
  }
}

export const keptSheets = new KeptSheets();

export class Declared {
  /** Declared for every element (a mask). */
  private found = 0;
  /**
   * Of `found`, what a source that names no element declares (a selector that requires nothing of the element, an
   * animation, an inline style, a declaration block that is no style rule's): set on any element itself, where the
   * rest of `found` is set only on keyed elements and passed on from them (the inherited properties).
   */
  private unkeyed = 0;
  /** Declared for elements with a key (keyed by the last compound of the rules' selectors). */
  private readonly keyed = keyedMaps();
  /** Declared for elements of a tag that match a selector, by tag. */
  private readonly confirmed = new Map<string, Confirmed[]>();
  /** Every property `keyed` holds for some key, or an element's own style or attributes set. */
  private keyedAll = 0;
  /** Declared for the document's target, and that element (undefined until asked for). */
  private targetMask = 0;
  private target: Element | null | undefined = undefined;
  /** The element last entered, its attributes' names, and what its inline style and attributes set on it alone. */
  private entered: Element | null = null;
  private enteredNames: readonly string[] = NO_NAMES;
  private enteredMask = 0;
  /** Class and id selectors match regardless of case (a quirks-mode document): not keyed by. */
  private readonly caseless = dom.compatMode(document) !== 'CSS1Compat';
  /** Every property counts as declared: a source could not be read, or the budget ran out. */
  private everything: boolean;
  /** Some rule's selector names `::first-line`. */
  private firstLineRule = false;
  private readonly scopes = new Set<Document | ShadowRoot>();
  /** Readers by the mask of properties read on their elements beyond what is declared for all. */
  private readonly readers = new Map<number, Reader>();
  /**
   * The masks `readerAhead` worked out, taken by `readerFor` as the scan reaches those elements: what the scan reads
   * in between (a shadow root's sources) sets nothing more on them, since it gives every property to hosts and their
   * children.
   */
  private readonly aheadMasks = new Map<Element, number>();
  /** The names of the attributes `readerAhead` read, taken by `enter` as the scan reaches those elements. */
  private readonly aheadNames = new Map<Element, readonly string[]>();
  /** Some tree read holds a SMIL animation element; undefined until an SVG element is judged. */
  private animatedSvg: boolean | undefined = undefined;
  private units = -1;
  /** Facts may be kept and used (the worker's count of sheet events holds). */
  private readonly keep: boolean;
  /** The facts of the sheet being read, to keep once it is read whole; null where it cannot be kept. */
  private reading: SheetFacts | null = null;
  readonly use: StyleSourceUse = { kept: 0, read: 0, everything: false };

  /** `epoch`: the worker's count of sheet events, under which facts are kept; without it nothing is kept or used. */
  constructor(everything = false, epoch?: number) {
    this.everything = everything;
    this.keep = !everything && epoch !== undefined && keptSheets.open(epoch);
  }

  /** How this collection came by its facts, once it is done. */
  get usage(): StyleSourceUse {
    return { ...this.use, everything: this.everything };
  }

  /**
   * Reads and keeps, for later collections, the document's sheets not kept yet, until about `units` rules and
   * declarations are read (a sheet begun is read whole); how many readable sheets are left unkept. The worker runs
   * it between calls (workers/sheets.ts) under `epoch`, its count of sheet events, so that the next collection
   * finds the sheets kept, however far past its budget they go.
   */
  static readAhead(epoch: number, units: number): number {
    const declared = new Declared(false, epoch);
    if (!declared.keep) return 0;
    // Style brought up to date first: the CSS agent learns of a new sheet then, and reports the page's later edits of it.
    const root = dom.documentElement(document);
    if (root !== null) void styleOf(root).display;
    declared.units = Number.MAX_SAFE_INTEGER;
    let left = 0;
    for (const sheet of documentSheets()) {
      if (keptSheets.get(sheet) !== undefined || keptSheets.unkeepable(sheet) || !readable(sheet)) continue;
      if (Number.MAX_SAFE_INTEGER - declared.units >= units) left++;
      else {
        declared.sheet(sheet);
        if (keptSheets.get(sheet) === undefined) keptSheets.markUnkeepable(sheet);
      }
      // A sheet that sets `all` makes every collection read everything: keeping more spares nothing.
      if (declared.everything) return 0;
    }
    return left;
  }

  /**
   * Keeps, under `epoch`, the facts of the sheet of `owner` (a `<link>` of the document) that the page may not read,
   * parsed from `text`, its text as the debugging protocol gives it (workers/sheets.ts). Refused where the page reads
   * the sheet itself, or where the parse could differ from the page's: a document in quirks mode (unitless lengths),
   * or an at-rule that may be an `@import` (a constructed sheet drops those); stale where a collection ran under a
   * newer count; known where it is kept already.
   */
  static teach(owner: unknown, epoch: number, text: string): 'taught' | 'known' | 'stale' | 'refused' {
    if (!(owner instanceof HTMLLinkElement) || dom.compatMode(document) !== 'CSS1Compat' || /@(?:import|[^\s{;(]*\\)/i.test(text)) return 'refused';
    const sheet = dom.linkSheet(owner);
    if (sheet === null || readable(sheet)) return 'refused';
    if (!keptSheets.open(epoch)) return 'stale';
    if (keptSheets.get(sheet) !== undefined) return 'known';
    const parsed = new CSSStyleSheet();
    try {
      parsed.replaceSync(text);
    } catch {
      return 'refused';
    }
    const declared = new Declared(false, epoch);
    declared.units = Number.MAX_SAFE_INTEGER;
    const facts = newFacts();
    declared.reading = facts;
    declared.rules(parsed.cssRules);
    if (declared.everything || declared.reading !== facts) return 'refused';
    keptSheets.set(sheet, facts);
    return 'taught';
  }

  /** Whether some source declares `property`, for any element. */
  has(property: Rare): boolean {
    if (this.everything) return true;
    this.start();
    return this.everything || ((this.found | this.keyedAll) & BIT[property]) !== 0;
  }

  /** Whether some source may set `property` on any element itself, not only on keyed elements and what lies below them. */
  setOnAny(property: Rare): boolean {
    if (this.everything) return true;
    this.start();
    return this.everything || (this.unkeyed & BIT[property]) !== 0;
  }

  /** Whether some source declares `property` for every element (Reader reads the rest by the element's keys). */
  forAll(property: Rare): boolean {
    if (this.everything) return true;
    this.start();
    return this.everything || (this.found & BIT[property]) !== 0;
  }

  /**
   * How the properties of `el`, of tag `tag`, are read (SVG elements: `svg` true; `names`: the names of its attributes).
   * Called as `el` is judged, once the sources that may style it are read (`enter`).
   */
  readerFor(el: Element, tag: string, svg: boolean, names: readonly string[]): Reader {
    const mask = (this.aheadMasks.size > 0 ? this.aheadMasks.get(el) : undefined) ?? (svg ? this.svgMaskOf(el, tag, names) : this.maskOf(el, tag, names));
    return mask === null ? EVERYTHING : this.reader(mask);
  }

  /**
   * The names of the attributes of `el` (`getAttributeNames`, asked once: most elements have none or a class, and
   * each attribute rule looks among them rather than asking the element again), kept for the element last entered.
   */
  namesOf(el: Element): readonly string[] {
    return el === this.entered ? this.enteredNames : attributeNames(el);
  }

  /**
   * The properties set on `el` beyond those declared for all: by the user agent's sheet, keyed rules, its inline
   * style once entered, where `names` are the names of its attributes; null for unknown.
   */
  private maskOf(el: Element, tag: string, names: readonly string[]): number | null {
    const userAgent = userAgentMask(tag);
    if (userAgent === null) return null;
    this.start();
    return this.keyedMaskOf(el, tag, names, userAgent);
  }

  /**
   * As `maskOf`, for `el` of the SVG namespace: what the user agent's sheet and its presentation attributes set on
   * it, with what keyed rules set (keyed by its name in lower case, as rules are: a rule for `textpath` is counted for
   * `textPath`, which it may not match). Null where a tree holds a SMIL animation, or for an element or an attribute
   * not known.
   */
  private svgMaskOf(el: Element, tag: string, names: readonly string[]): number | null {
    let own = SVG_USER_AGENT_MASKS.get(tag);
    if (own === undefined || dom.namespaceURI(el) !== SVG_NS) return null;
    this.start();
    if (this.svgAnimated()) return null;
    let attributes = 0;
    for (const name of names) {
      const set = svgAttributeMask(name);
      if (set === undefined) return null;
      attributes |= set;
    }
    this.keyedAll |= attributes;
    own |= attributes;
    return this.keyedMaskOf(el, tag.toLowerCase(), names, own);
  }

  /** Whether some tree read so far holds a SMIL animation element (checked once, then as each shadow root is read). */
  private svgAnimated(): boolean {
    if (this.animatedSvg === undefined) {
      this.animatedSvg = false;
      for (const scope of this.scopes) if (holdsSmil(scope)) this.animatedSvg = true;
    }
    return this.animatedSvg;
  }

  /** `own` (what the user agent and the element's attributes set on `el`) with what sources keyed by `tag` and its attributes set. */
  private keyedMaskOf(el: Element, tag: string, names: readonly string[], own: number): number {
    let mask = own | (this.keyed[KeyKind.Tag].get(tag) ?? 0);
    if (this.targetMask !== 0) {
      if (this.target === undefined) this.target = dom.documentQuerySelector(document, ':target');
      if (el === this.target) mask |= this.targetMask;
    }
    if (el === this.entered) {
      mask |= this.enteredMask;
      this.keyedAll |= this.enteredMask;
    }
    if (names.length > 0) {
      const byAttribute = this.keyed[KeyKind.Attribute];
      if (byAttribute.size > 0) for (const name of names) mask |= byAttribute.get(name.toLowerCase()) ?? 0;
      const id = this.caseless || !names.includes('id') ? null : dom.getAttribute(el, 'id');
      if (id) mask |= this.keyed[KeyKind.Id].get(id) ?? 0;
      const classes = this.caseless || !names.includes('class') ? null : dom.getAttribute(el, 'class');
      if (classes) {
        const byClass = this.keyed[KeyKind.Class];
        for (const name of classes.split(ASCII_WHITESPACE)) if (name !== '') mask |= byClass.get(name) ?? 0;
      }
    }
    const confirmed = this.confirmed.get(tag);
    if (confirmed !== undefined)
      for (const { selector, mask: declared } of confirmed) if ((mask & declared) !== declared && matches(el, selector)) mask |= declared;
    return mask;
  }

  private reader(mask: number): Reader {
    let reader = this.readers.get(mask);
    if (reader === undefined) this.readers.set(mask, (reader = new Reader(this, mask)));
    return reader;
  }

  /**
   * How the properties of `el`, an element the scan may not have entered yet, are read (underlay.ts reads the boxes
   * that paint ahead of the scan): as `readerFor` reads them where the document's sources and the keys of `el` are
   * all that can set them, and every property where more may: an element outside HTML and SVG; one whose own style
   * or HTML attributes set some (read as the scan enters it); a shadow host (its root's `:host` rules) or a host's child
   * (`::slotted()`). The inherited properties are always read: an ancestor's own style may set them.
   */
  readerAhead(el: Element, parent: Element | null): Reader {
    if (this.everything) return EVERYTHING;
    const namespace = dom.namespaceURI(el);
    if (namespace !== HTML_NS && namespace !== SVG_NS) return EVERYTHING;
    const names = attributeNames(el);
    if (names.length > 0) this.aheadNames.set(el, names);
    for (const name of names) if (name === 'style' || MARKING.has(name)) return EVERYTHING;
    if (shadowRootOf(el) !== null || (parent !== null && shadowRootOf(parent) !== null)) return EVERYTHING;
    const tag = dom.localName(el);
    const mask = namespace === SVG_NS ? this.svgMaskOf(el, tag, names) : this.maskOf(el, tag, names);
    if (mask === null) return EVERYTHING;
    this.aheadMasks.set(el, mask);
    return this.reader(mask | INHERITED);
  }

  /** Whether a `::first-line` rule may style some element (none in the user agent's sheet). */
  get firstLine(): boolean {
    if (this.everything) return true;
    this.start();
    return this.everything || this.firstLineRule;
  }

  /**
   * Whether some style source may draw text smaller than its font size and every transform say, so that
   * one line of a text node can be drawn smaller than another: `perspective` (a box moved back under it),
   * `zoom` or `font-size-adjust`.
   */
  get scalesText(): boolean {
    return this.has('perspective') || this.has('zoom') || this.has('fontSizeAdjust');
  }

  /**
   * Reads what styles `el` before it is judged: its inline style, the attributes that set some of the
   * properties (rare.ts), and the sources of its shadow root, if it has one this collection walks (`:host`
   * rules style `el`).
   */
  enter(el: Element, root: ShadowRoot | null): void {
    this.entered = el;
    const names = (this.enteredNames = (this.aheadNames.size > 0 ? this.aheadNames.get(el) : undefined) ?? attributeNames(el));
    this.enteredMask = 0;
    if (this.everything) return;
    this.start();
    if (root !== null) this.scope(root);
    if (this.everything || names.length === 0) return;
    let styled = false;
    for (const name of names) {
      if (name === 'style') styled = true;
      else this.enteredMask |= MARKING.get(name) ?? 0;
    }
    if (!styled || this.spend()) return;
    const style = inlineStyle(el);
    if (style === null) return this.all();
    // What is inherited styles what lies below `el` too; the rest `el` alone.
    const mask = this.declarations(style);
    this.declare(mask & INHERITED, null);
    this.enteredMask |= mask & ~INHERITED;
  }

  private start(): void {
    if (this.units >= 0) return;
    // Counting stops where one scan's nodes end: a page's further elements are never judged.
    const all = dom.elementsByTagName(document, '*');
    const elements = dom.collectionItem(all, COUNTED_ELEMENTS) !== null ? COUNTED_ELEMENTS : dom.collectionLength(all);
    this.units = BASE_UNITS + UNITS_PER_ELEMENT * elements;
    // Design mode makes every element of the document take typing, as a source naming no element would.
    if (dom.designMode(document) === 'on') this.declare(BIT.webkitUserModify, null);
    this.scope(document);
  }

  private scope(scope: Document | ShadowRoot): void {
    if (this.scopes.has(scope)) return;
    this.scopes.add(scope);
    if (this.animatedSvg === false && holdsSmil(scope)) this.animatedSvg = true;
    const isDocument = scope === document;
    const animations = isDocument ? dom.documentAnimations(document) : dom.rootAnimations(scope);
    for (const animation of animations) {
      this.animation(animation);
      if (this.everything) return;
    }
    const sheets = isDocument ? dom.documentStyleSheets(document) : dom.rootStyleSheets(scope);
    for (let i = 0; i < sheets.length && !this.everything; i++) this.sheet(sheets[i]!);
    for (const sheet of isDocument ? dom.documentAdoptedSheets(document) : dom.rootAdoptedSheets(scope)) this.sheet(sheet);
  }

  /**
   * What an animation sets: the properties its keyframes name, whatever made it (a sheet's `@keyframes`, a transition,
   * script, or script that gave a CSS animation an effect of its own). A shorthand counts as its longhands.
   */
  private animation(animation: Animation): void {
    const effect = animation.effect;
    if (effect === null) return;
    if (!(effect instanceof KeyframeEffect)) return this.all();
    let frames: ComputedKeyframe[];
    try {
      frames = effect.getKeyframes();
    } catch {
      return this.all();
    }
    for (const frame of frames) {
      for (const name of Object.keys(frame)) {
        if (this.spend()) return;
        if (name === 'offset' || name === 'computedOffset' || name === 'easing' || name === 'composite') continue;
        this.animated(name === 'cssFloat' ? 'float' : name.startsWith('--') ? name : cssName(name));
        if (this.everything) return;
      }
    }
  }

  private animated(name: string): void {
    // An animation names no element: what it sets is declared for all, as a keyless rule's.
    const rare = LONGHANDS.get(name);
    if (rare !== undefined) return this.declare(BIT[rare], null);
    if (name === 'all') return this.all();
    // A shorthand: the longhands the browser expands it to. A name it does not take (misnamed here) counts as any.
    const scratch = scratchStyle();
    scratch.setProperty(name, 'inherit');
    if (scratch.length === 0) return this.all();
    for (let i = 0; i < scratch.length; i++) {
      const longhand = LONGHANDS.get(scratch.item(i));
      if (longhand !== undefined) this.declare(BIT[longhand], null);
    }
    scratch.cssText = '';
  }

  private sheet(sheet: StyleSheet): void {
    if (this.everything) return;
    const known = this.keep ? keptSheets.get(sheet) : undefined;
    if (known !== undefined) {
      this.use.kept++;
      this.found |= known.found;
      this.unkeyed |= known.unkeyed;
      known.keyed.forEach((byKey, kind) => byKey.forEach((mask, key) => this.addKeyed(kind, key, mask)));
      for (const [tag, selector, mask] of known.confirmed) this.addConfirmed(tag, selector, mask);
      this.keyedAll |= known.pseudo | known.target;
      this.targetMask |= known.target;
      if (known.firstLine) this.firstLineRule = true;
      return;
    }
    let rules: CSSRuleList;
    try {
      rules = (sheet as CSSStyleSheet).cssRules;
    } catch {
      // A sheet from another origin that did not allow reading (and the worker did not teach): anything may be in it.
      return this.all();
    }
    this.use.read++;
    const facts = newFacts();
    this.reading = this.keep ? facts : null;
    this.rules(rules);
    // Kept only when read whole, with every import loaded.
    if (this.reading === facts && !this.everything) keptSheets.set(sheet, facts);
    this.reading = null;
  }

  private rules(rules: CSSRuleList): void {
    for (let i = 0; i < rules.length && !this.everything; i++) {
      const rule = rules[i]!;
      if (this.spend()) return;
      if (rule instanceof CSSImportRule) {
        // Read as part of the sheet that imports it, into the same facts.
        const imported = rule.styleSheet;
        // Still loading: nothing to read yet, and nothing kept until it has loaded (and been reported).
        if (imported === null) {
          this.reading = null;
          continue;
        }
        let nested: CSSRuleList;
        try {
          nested = imported.cssRules;
        } catch {
          // Another origin's, without CORS: anything may be in it.
          return this.all();
        }
        this.rules(nested);
        continue;
      }
      // Keyframes set their properties only through an animation, and each animation is read for what it sets.
      if (rule instanceof CSSKeyframesRule) continue;
      const selector = rule instanceof CSSStyleRule ? rule.selectorText : null;
      if (selector !== null && /first-line/i.test(selector)) {
        this.firstLineRule = true;
        if (this.reading !== null) this.reading.firstLine = true;
      }
      // A rule of another kind with declarations (nested declarations, a keyframe, `@page`) declares them for all.
      const style = (rule as { style?: unknown }).style;
      if (style instanceof CSSStyleDeclaration) {
        const mask = this.declarations(style);
        if (mask !== 0) {
          const parts: string[] = [];
          this.declare(mask, selector === null ? null : subjectKeys(selector, this.caseless, parts), parts);
        }
      }
      const nested = (rule as { cssRules?: unknown }).cssRules;
      if (nested instanceof CSSRuleList) this.rules(nested);
    }
  }

  /**
   * The rarely set properties a declaration block sets (none once every property counts as declared). A property that
   * can scale text, declared with a value that scales nothing (rare.ts, UNSCALING), leaves the element at its initial
   * value or another declaration's, and is not counted.
   */
  private declarations(style: CSSStyleDeclaration): number {
    let mask = 0;
    for (let i = 0; i < style.length && !this.everything; i++) {
      if (this.spend()) return 0;
      const name = style.item(i);
      // `all` stays one declaration: it sets every property.
      if (name === 'all') {
        this.all();
        return 0;
      }
      const rare = LONGHANDS.get(name);
      if (rare !== undefined && !UNSCALING[rare]?.includes(style.getPropertyValue(name))) mask |= BIT[rare];
    }
    return mask;
  }

  /**
   * Declares the properties `mask` for elements with one of `keys`, or for every element where `keys` is null;
   * `parts`: the selectors of the keys, in order, where known.
   */
  private declare(mask: number, keys: readonly SubjectKey[] | null, parts?: readonly string[]): void {
    const forAll = keys === null ? mask : mask & INHERITED;
    if (keys === null) {
      this.unkeyed |= mask;
      if (this.reading !== null) this.reading.unkeyed |= mask;
    }
    this.found |= forAll;
    if (this.reading !== null) this.reading.found |= forAll;
    if (mask === 0 || keys === null) return;
    // Keyed elements carry the inherited properties too: set on them, and passed on below them (Reader.inherits).
    for (let i = 0; i < keys.length; i++) {
      const [kind, key] = keys[i]!;
      const selector = kind === KeyKind.Tag ? confirmable(parts?.[i], key) : null;
      if (selector !== null) {
        this.addConfirmed(key, selector, mask);
        this.reading?.confirmed.push([key, selector, mask]);
        continue;
      }
      this.addKeyed(kind, key, mask);
      if (this.reading === null) continue;
      if (kind === KeyKind.Pseudo) this.reading.pseudo |= mask;
      else if (kind === KeyKind.Target) this.reading.target |= mask;
      else {
        const byKey = this.reading.keyed[kind];
        byKey.set(key, (byKey.get(key) ?? 0) | mask);
      }
    }
  }

  private addConfirmed(tag: string, selector: string, mask: number): void {
    let list = this.confirmed.get(tag);
    if (list === undefined) this.confirmed.set(tag, (list = []));
    const known = list.find((c) => c.selector === selector);
    if (known !== undefined) known.mask |= mask;
    else if (list.length < CONFIRMED_PER_TAG) list.push({ selector, mask });
    else return this.addKeyed(KeyKind.Tag, tag, mask);
    this.keyedAll |= mask;
  }

  private addKeyed(kind: KeyKind, key: string, mask: number): void {
    this.keyedAll |= mask;
    if (kind === KeyKind.Target) this.targetMask |= mask;
    if (kind === KeyKind.Pseudo || kind === KeyKind.Target) return;
    const byKey = this.keyed[kind];
    byKey.set(key, (byKey.get(key) ?? 0) | mask);
  }

  private spend(): boolean {
    if (--this.units >= 0) return false;
    this.all();
    return true;
  }

  private all(): void {
    this.everything = true;
  }
}

/** Reads the rarely set properties of one kind of element: those a source declares, and those the user agent sets on it. */
export class Reader {
  constructor(
    private readonly declared: Declared,
    /** The properties set on the elements read through this reader beyond those declared for all: by the user agent, by keyed rules. */
    private readonly own: number,
  ) {}

  /**
   * Whether the element has its parent's value of the inherited `property`: no source sets it on the element itself
   * (nor the user agent's sheet), so it takes what its parent passes on.
   */
  inherits(property: Rare): boolean {
    return (INHERITED & BIT[property]) !== 0 && (this.own & BIT[property]) === 0 && !this.declared.setOnAny(property);
  }

  /** The computed value of `property`, or its initial value where nothing sets it. */
  value(style: CSSStyleDeclaration, property: Rare): string {
    return (this.own & BIT[property]) !== 0 || this.declared.forAll(property) ? (style as unknown as Record<Rare, string>)[property] : RARE[property];
  }
}

/** Every property read: elements of unknown user agent style or attributes, SVG elements SMIL may animate, pseudo-elements. */
export const EVERYTHING = new Reader(new Declared(true), ALL);

/** Whether `scope` holds a SMIL animation element. */
function holdsSmil(scope: Document | ShadowRoot): boolean {
  return (scope === document ? dom.documentQuerySelector(document, SMIL) : dom.fragmentQuerySelector(scope as ShadowRoot, SMIL)) !== null;
}

/** Whether `el` matches `selector`; true where the browser does not take the selector. */
function matches(el: Element, selector: string): boolean {
  try {
    return dom.matches(el, selector);
  } catch {
    return true;
  }
}

const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * The names of the attributes of `el`, as `hasAttribute` compares them (qualified names: one an element is asked
 * for is lowercased on an HTML element of an HTML document, and every attribute the parser makes is lowercase).
 */
export function attributeNames(el: Element): readonly string[] {
  return dom.hasAttributes(el) ? dom.getAttributeNames(el) : NO_NAMES;
}

/** HTML's whitespace, between the classes of a `class` attribute. */
const ASCII_WHITESPACE = /[\t\n\f\r ]+/;

let scratch: CSSStyleDeclaration | null = null;

/** A declaration block of this world's own (a detached element's), to expand shorthands in. */
function scratchStyle(): CSSStyleDeclaration {
  scratch ??= dom.htmlStyle(dom.createElement(document, 'div'));
  return scratch;
}

/** The document's own sheets and its adopted ones, in order. */
function documentSheets(): StyleSheet[] {
  const list = dom.documentStyleSheets(document);
  const sheets: StyleSheet[] = [];
  for (let i = 0; i < list.length; i++) sheets.push(list[i]!);
  return [...sheets, ...dom.documentAdoptedSheets(document)];
}

/** Whether this world may read the rules of `sheet` (another origin's, without CORS, it may not). */
function readable(sheet: StyleSheet): boolean {
  try {
    return (sheet as CSSStyleSheet).cssRules !== null;
  } catch {
    return false;
  }
}

/** The inline style of an element, through the getter of its kind (a form's `style` may name a control). */
function inlineStyle(el: Element): CSSStyleDeclaration | null {
  if (el instanceof HTMLElement) return dom.htmlStyle(el);
  if (el instanceof SVGElement) return dom.svgStyle(el);
  if (el instanceof MathMLElement) return dom.mathStyle(el);
  return null;
}
