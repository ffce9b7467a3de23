// Which rarely set properties some style source of the page declares (docs/contract.md, "The visibility
// rule", how the collector applies it). A property no source declares has its initial value on every
// element the user agent's sheet leaves alone: the cascade gives nothing else. The collector then does not
// read it, which spares most style reads per element on pages that use none of these properties (about
// 0.4 us each, 1.2 us for `transform`).
//
// The sources of a tree (the document, or a shadow root) are its style sheets (with their imports and
// every nested rule), its adopted sheets, the inline styles of its elements, the attributes that set some
// of the properties (rare.ts), and its animations. Sheets and animations are read before the first element
// is judged; an element's inline style and attributes are read as that element is judged (they style it
// and, by inheritance, what lies below it, which is judged after it), so a page's elements the scan never
// reaches cost nothing. What the user agent's sheet sets on an element is
// known per tag (rare.ts; a test checks it) and read; an element of another tag has all of them read, and
// so do SVG elements, whose presentation attributes and SMIL animations set properties too. A shadow root's
// sources are read before its host is judged, so `:host` and `::slotted()` rules are known before the
// elements they style. Nothing is kept from one collection to the next: a page may change a rule in place.
import { LIMITS } from '../../schemas/observation.js';
import { dom } from './dom.js';
import { cssName, MARKING_ATTRIBUTES, RARE, userAgentSet, type Rare } from './rare.js';

/** The longhand names a declaration block lists (aliases and shorthands come out as these). */
const LONGHANDS: ReadonlyMap<string, Rare> = new Map((Object.keys(RARE) as Rare[]).map((property) => [cssName(property), property]));

const MARKING = Object.entries(MARKING_ATTRIBUTES);

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

export class Declared {
  private readonly found = new Set<Rare>();
  /** Every property counts as declared: a source could not be read, or the budget ran out. */
  private everything: boolean;
  /** Some rule's selector names `::first-line`. */
  private firstLineRule = false;
  private readonly scopes = new Set<Document | ShadowRoot>();
  private readonly readers = new Map<string, Reader>();
  private units = -1;

  constructor(everything = false) {
    this.everything = everything;
  }

  has(property: Rare): boolean {
    if (this.everything) return true;
    this.start();
    return this.everything || this.found.has(property);
  }

  /** How the properties of an element of `tag` are read (SVG elements: `svg` true). */
  readerFor(tag: string, svg: boolean): Reader {
    if (svg) return EVERYTHING;
    let reader = this.readers.get(tag);
    if (reader === undefined) {
      const set = userAgentSet(tag);
      reader = set === null ? EVERYTHING : new Reader(this, new Set(set));
      this.readers.set(tag, reader);
    }
    return reader;
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
    if (this.everything) return;
    this.start();
    if (root !== null) this.scope(root);
    if (this.everything || !dom.hasAttributes(el)) return;
    for (const [name, properties] of MARKING) {
      if (dom.hasAttribute(el, name)) for (const property of properties) this.found.add(property);
    }
    if (!dom.hasAttribute(el, 'style') || this.spend()) return;
    const style = inlineStyle(el);
    if (style === null) this.all();
    else this.declarations(style);
  }

  private start(): void {
    if (this.units >= 0) return;
    // Counting stops where one scan's nodes end: a page's further elements are never judged.
    const all = dom.elementsByTagName(document, '*');
    const elements = dom.collectionItem(all, COUNTED_ELEMENTS) !== null ? COUNTED_ELEMENTS : dom.collectionLength(all);
    this.units = BASE_UNITS + UNITS_PER_ELEMENT * elements;
    this.scope(document);
  }

  private scope(scope: Document | ShadowRoot): void {
    if (this.scopes.has(scope)) return;
    this.scopes.add(scope);
    const isDocument = scope === document;
    const animations = isDocument ? dom.documentAnimations(document) : dom.rootAnimations(scope);
    if (animations.length > 0) return this.all();
    const sheets = isDocument ? dom.documentStyleSheets(document) : dom.rootStyleSheets(scope);
    for (let i = 0; i < sheets.length && !this.everything; i++) this.sheet(sheets[i]!);
    for (const sheet of isDocument ? dom.documentAdoptedSheets(document) : dom.rootAdoptedSheets(scope)) this.sheet(sheet);
  }

  private sheet(sheet: StyleSheet): void {
    if (this.everything) return;
    let rules: CSSRuleList;
    try {
      rules = (sheet as CSSStyleSheet).cssRules;
    } catch {
      // A sheet from another origin that did not allow reading: anything may be in it.
      return this.all();
    }
    this.rules(rules);
  }

  private rules(rules: CSSRuleList): void {
    for (let i = 0; i < rules.length && !this.everything; i++) {
      const rule = rules[i]!;
      if (this.spend()) return;
      if (rule instanceof CSSImportRule) {
        if (rule.styleSheet) this.sheet(rule.styleSheet);
        continue;
      }
      if (rule instanceof CSSStyleRule && /first-line/i.test(rule.selectorText)) this.firstLineRule = true;
      const style = (rule as { style?: unknown }).style;
      if (style instanceof CSSStyleDeclaration) this.declarations(style);
      const nested = (rule as { cssRules?: unknown }).cssRules;
      if (nested instanceof CSSRuleList) this.rules(nested);
    }
  }

  private declarations(style: CSSStyleDeclaration): void {
    for (let i = 0; i < style.length && !this.everything; i++) {
      if (this.spend()) return;
      const name = style.item(i);
      // `all` stays one declaration: it sets every property.
      if (name === 'all') return this.all();
      const rare = LONGHANDS.get(name);
      if (rare !== undefined) this.found.add(rare);
    }
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
    private readonly userAgent: ReadonlySet<Rare>,
  ) {}

  /** The computed value of `property`, or its initial value where nothing sets it. */
  value(style: CSSStyleDeclaration, property: Rare): string {
    return this.userAgent.has(property) || this.declared.has(property) ? (style as unknown as Record<Rare, string>)[property] : RARE[property];
  }
}

/** Every property read: SVG elements, elements of unknown user agent style, pseudo-elements. */
export const EVERYTHING = new Reader(new Declared(true), new Set());

/** The inline style of an element, through the getter of its kind (a form's `style` may name a control). */
function inlineStyle(el: Element): CSSStyleDeclaration | null {
  if (el instanceof HTMLElement) return dom.htmlStyle(el);
  if (el instanceof SVGElement) return dom.svgStyle(el);
  if (el instanceof MathMLElement) return dom.mathStyle(el);
  return null;
}
