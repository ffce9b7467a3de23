// DOM access for the trusted collector, captured once when the collector loads.
//
// The collector runs in an isolated world, so the page's patches to built-ins (Array.prototype,
// Node.prototype getters, getComputedStyle, JSON, ...) are not visible here. What the isolated world
// still shares with the page is the DOM itself, and the DOM can be clobbered: `<input name=tagName>`
// makes `form.tagName` return the input, `<img name=createRange>` shadows `document.createRange`.
// Reading through prototype getters captured here sidesteps both (Playwright's elementSafeTagName).

// `call` bound to a captured function invokes it with `this` = the first argument and no allocation per
// call; `Reflect.apply(fn, target, [])` built an arguments array for every DOM read, which costs most
// in the first collections of a document, before V8 optimizes the scan.
const uncurry = Function.prototype.bind.bind(Function.prototype.call) as <F extends Function>(fn: F) => (target: unknown, ...args: unknown[]) => unknown;

function getter<T>(proto: object, name: string): (target: unknown) => T {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  const get = descriptor?.get;
  if (!get) throw new Error(`lookout collector: no getter ${name}`);
  return uncurry(get) as (target: unknown) => T;
}

function method<A extends unknown[], R>(proto: object, name: string): (target: unknown, ...args: A) => R {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  const fn = descriptor?.value as ((...args: A) => R) | undefined;
  if (typeof fn !== 'function') throw new Error(`lookout collector: no method ${name}`);
  return uncurry(fn) as (target: unknown, ...args: A) => R;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_FRAGMENT_NODE = 11;

export const dom = {
  nodeType: getter<number>(Node.prototype, 'nodeType'),
  firstChild: getter<Node | null>(Node.prototype, 'firstChild'),
  // A boolean, where `firstChild` would hand this world a wrapper for the child.
  hasChildNodes: method<[], boolean>(Node.prototype, 'hasChildNodes'),
  nextSibling: getter<Node | null>(Node.prototype, 'nextSibling'),
  parentNode: getter<Node | null>(Node.prototype, 'parentNode'),
  isConnected: getter<boolean>(Node.prototype, 'isConnected'),
  contains: method<[Node | null], boolean>(Node.prototype, 'contains'),
  compareDocumentPosition: method<[Node], number>(Node.prototype, 'compareDocumentPosition'),
  textData: getter<string>(CharacterData.prototype, 'data'),
  textContent: getter<string | null>(Node.prototype, 'textContent'),
  localName: getter<string>(Element.prototype, 'localName'),
  namespaceURI: getter<string | null>(Element.prototype, 'namespaceURI'),
  shadowRoot: getter<ShadowRoot | null>(Element.prototype, 'shadowRoot'),
  elementAssignedSlot: getter<HTMLSlotElement | null>(Element.prototype, 'assignedSlot'),
  textAssignedSlot: getter<HTMLSlotElement | null>(Text.prototype, 'assignedSlot'),
  slotAssignedNodes: method<[AssignedNodesOptions?], Node[]>(HTMLSlotElement.prototype, 'assignedNodes'),
  shadowRootHost: getter<Element>(ShadowRoot.prototype, 'host'),
  shadowRootMode: getter<ShadowRootMode>(ShadowRoot.prototype, 'mode'),
  fragmentQuerySelectorAll: method<[string], NodeListOf<Element>>(DocumentFragment.prototype, 'querySelectorAll'),
  fragmentQuerySelector: method<[string], Element | null>(DocumentFragment.prototype, 'querySelector'),
  shadowRootElementFromPoint: method<[number, number], Element | null>(ShadowRoot.prototype, 'elementFromPoint'),
  checkVisibility: method<[CheckVisibilityOptions?], boolean>(Element.prototype, 'checkVisibility'),
  screenCTM: method<[], DOMMatrix | null>(SVGGraphicsElement.prototype, 'getScreenCTM'),
  svgX: getter<SVGAnimatedLength>(SVGSVGElement.prototype, 'x'),
  svgY: getter<SVGAnimatedLength>(SVGSVGElement.prototype, 'y'),
  svgWidth: getter<SVGAnimatedLength>(SVGSVGElement.prototype, 'width'),
  svgHeight: getter<SVGAnimatedLength>(SVGSVGElement.prototype, 'height'),
  svgTextLength: method<[], number>(SVGTextContentElement.prototype, 'getComputedTextLength'),
  svgCharCount: method<[], number>(SVGTextContentElement.prototype, 'getNumberOfChars'),
  svgExtentOfChar: method<[number], DOMRect>(SVGTextContentElement.prototype, 'getExtentOfChar'),
  svgLengthAdjust: getter<SVGAnimatedEnumeration>(SVGTextContentElement.prototype, 'lengthAdjust'),
  parentElement: getter<Element | null>(Node.prototype, 'parentElement'),
  getAttribute: method<[string], string | null>(Element.prototype, 'getAttribute'),
  hasAttribute: method<[string], boolean>(Element.prototype, 'hasAttribute'),
  hasAttributes: method<[], boolean>(Element.prototype, 'hasAttributes'),
  getAttributeNames: method<[], string[]>(Element.prototype, 'getAttributeNames'),
  matches: method<[string], boolean>(Element.prototype, 'matches'),
  closest: method<[string], Element | null>(Element.prototype, 'closest'),
  querySelectorAll: method<[string], NodeListOf<Element>>(Element.prototype, 'querySelectorAll'),
  rect: method<[], DOMRect>(Element.prototype, 'getBoundingClientRect'),
  createTreeWalker: method<[Node, number], TreeWalker>(Document.prototype, 'createTreeWalker'),
  documentQuerySelectorAll: method<[string], NodeListOf<Element>>(Document.prototype, 'querySelectorAll'),
  walkerNextNode: method<[], Node | null>(TreeWalker.prototype, 'nextNode'),
  firstElementChild: getter<Element | null>(Element.prototype, 'firstElementChild'),
  nextElementSibling: getter<Element | null>(Element.prototype, 'nextElementSibling'),
  rootNode: method<[GetRootNodeOptions?], Node>(Node.prototype, 'getRootNode'),
  fragmentElementById: method<[string], Element | null>(DocumentFragment.prototype, 'getElementById'),
  svgBBox: method<[SVGBoundingBoxOptions?], DOMRect>(SVGGraphicsElement.prototype, 'getBBox'),
  // `<img name=fonts>` is a named property of the document and shadows `document.fonts`.
  documentFonts: getter<FontFaceSet>(Document.prototype, 'fonts'),
  // Chromium 150 exposes no global `FontFaceSet`: its prototype is the document's font set's.
  fontFaces: method<[], IterableIterator<FontFace>>(Object.getPrototypeOf(getter<FontFaceSet>(Document.prototype, 'fonts')(document)), 'values'),
  fontFaceFamily: getter<string>(FontFace.prototype, 'family'),
  fontFaceSizeAdjust: getter<string>(FontFace.prototype, 'sizeAdjust'),
  fontFaceStatus: getter<FontFaceLoadStatus>(FontFace.prototype, 'status'),
  scrollWidth: getter<number>(Element.prototype, 'scrollWidth'),
  scrollHeight: getter<number>(Element.prototype, 'scrollHeight'),
  scrollLeft: getter<number>(Element.prototype, 'scrollLeft'),
  scrollTop: getter<number>(Element.prototype, 'scrollTop'),
  clientLeft: getter<number>(Element.prototype, 'clientLeft'),
  clientTop: getter<number>(Element.prototype, 'clientTop'),
  clientWidth: getter<number>(Element.prototype, 'clientWidth'),
  clientHeight: getter<number>(Element.prototype, 'clientHeight'),
  offsetWidth: getter<number>(HTMLElement.prototype, 'offsetWidth'),
  offsetHeight: getter<number>(HTMLElement.prototype, 'offsetHeight'),
  computedStyleMap: method<[], StylePropertyMapReadOnly>(Element.prototype, 'computedStyleMap'),
  styleMapGet: method<[string], CSSStyleValue | undefined>(StylePropertyMapReadOnly.prototype, 'get'),
  scrollIntoView: method<[ScrollIntoViewOptions], void>(Element.prototype, 'scrollIntoView'),
  isContentEditable: getter<boolean>(HTMLElement.prototype, 'isContentEditable'),
  focus: method<[FocusOptions?], void>(HTMLElement.prototype, 'focus'),
  documentElement: getter<Element | null>(Document.prototype, 'documentElement'),
  documentTitle: getter<string>(Document.prototype, 'title'),
  // `<img name=body>` is a named property of the document and shadows `document.body`.
  documentBody: getter<HTMLElement | null>(Document.prototype, 'body'),
  documentUrl: getter<string>(Document.prototype, 'URL'),
  // `<img name=compatMode>` is a named property of the document and shadows `document.compatMode`.
  compatMode: getter<string>(Document.prototype, 'compatMode'),
  designMode: getter<string>(Document.prototype, 'designMode'),
  getElementById: method<[string], Element | null>(Document.prototype, 'getElementById'),
  documentQuerySelector: method<[string], Element | null>(Document.prototype, 'querySelector'),
  createRange: method<[], Range>(Document.prototype, 'createRange'),
  elementFromPoint: method<[number, number], Element | null>(Document.prototype, 'elementFromPoint'),
  rangeSelectNodeContents: method<[Node], void>(Range.prototype, 'selectNodeContents'),
  rangeSetStart: method<[Node, number], void>(Range.prototype, 'setStart'),
  rangeSetEnd: method<[Node, number], void>(Range.prototype, 'setEnd'),
  rangeRect: method<[], DOMRect>(Range.prototype, 'getBoundingClientRect'),
  rangeClientRects: method<[], DOMRectList>(Range.prototype, 'getClientRects'),
  rectListLength: getter<number>(DOMRectList.prototype, 'length'),
  rectListItem: method<[number], DOMRect | null>(DOMRectList.prototype, 'item'),
  inputType: getter<string>(HTMLInputElement.prototype, 'type'),
  inputChecked: getter<boolean>(HTMLInputElement.prototype, 'checked'),
  inputIndeterminate: getter<boolean>(HTMLInputElement.prototype, 'indeterminate'),
  inputReadOnly: getter<boolean>(HTMLInputElement.prototype, 'readOnly'),
  inputSelect: method<[], void>(HTMLInputElement.prototype, 'select'),
  // Read only to derive the boolean `filled`: the value itself never leaves this file's callers.
  inputValue: getter<string>(HTMLInputElement.prototype, 'value'),
  // A date or time field whose segments are partly typed holds no value yet, only `badInput` (HTML, "suffering from bad input").
  inputValidity: getter<ValidityState>(HTMLInputElement.prototype, 'validity'),
  validityBadInput: getter<boolean>(ValidityState.prototype, 'badInput'),
  // Where the keyboard focus is: the document's focused element, and inside a shadow root the root's own.
  documentActiveElement: getter<Element | null>(Document.prototype, 'activeElement'),
  shadowRootActiveElement: getter<Element | null>(ShadowRoot.prototype, 'activeElement'),
  textareaValue: getter<string>(HTMLTextAreaElement.prototype, 'value'),
  // Written only by `fill` for inputs that take no typing (date, range, color, ...), with the agent's own text.
  setInputValue: (input: Element, value: string): void => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (set) Reflect.apply(set, input, [value]);
  },
  scrollTo: method<[number, number], void>(Element.prototype, 'scrollTo'),
  scrollToOptions: method<[ScrollToOptions], void>(Element.prototype, 'scrollTo'),
  inputMin: getter<string>(HTMLInputElement.prototype, 'min'),
  inputMax: getter<string>(HTMLInputElement.prototype, 'max'),
  inputStep: getter<string>(HTMLInputElement.prototype, 'step'),
  textareaReadOnly: getter<boolean>(HTMLTextAreaElement.prototype, 'readOnly'),
  textareaSelect: method<[], void>(HTMLTextAreaElement.prototype, 'select'),
  selectMultiple: getter<boolean>(HTMLSelectElement.prototype, 'multiple'),
  selectSize: getter<number>(HTMLSelectElement.prototype, 'size'),
  selectOptions: getter<HTMLOptionsCollection>(HTMLSelectElement.prototype, 'options'),
  optionSelected: getter<boolean>(HTMLOptionElement.prototype, 'selected'),
  setOptionSelected: (option: HTMLOptionElement, selected: boolean): void => {
    const set = Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'selected')?.set;
    if (set) Reflect.apply(set, option, [selected]);
  },
  optionText: getter<string>(HTMLOptionElement.prototype, 'text'),
  // The label attribute when there is one, else the text: what the select shows for the option.
  optionLabel: getter<string>(HTMLOptionElement.prototype, 'label'),
  anchorHref: getter<string>(HTMLAnchorElement.prototype, 'href'),
  areaHref: getter<string>(HTMLAreaElement.prototype, 'href'),
  detailsOpen: getter<boolean>(HTMLDetailsElement.prototype, 'open'),
  collectionLength: getter<number>(HTMLCollection.prototype, 'length'),
  // The style sources of a tree (declared.ts); `<img name=styleSheets>` shadows `document.styleSheets`.
  elementsByTagName: method<[string], HTMLCollection>(Document.prototype, 'getElementsByTagName'),
  documentStyleSheets: getter<StyleSheetList>(Document.prototype, 'styleSheets'),
  linkSheet: getter<CSSStyleSheet | null>(HTMLLinkElement.prototype, 'sheet'),
  // A detached element of this world's (declared.ts expands shorthands in its style): `<img name=createElement>` shadows the method.
  createElement: method<[string], HTMLElement>(Document.prototype, 'createElement'),
  rootStyleSheets: getter<StyleSheetList>(ShadowRoot.prototype, 'styleSheets'),
  documentAdoptedSheets: getter<readonly CSSStyleSheet[]>(Document.prototype, 'adoptedStyleSheets'),
  rootAdoptedSheets: getter<readonly CSSStyleSheet[]>(ShadowRoot.prototype, 'adoptedStyleSheets'),
  documentAnimations: method<[], Animation[]>(Document.prototype, 'getAnimations'),
  rootAnimations: method<[], Animation[]>(ShadowRoot.prototype, 'getAnimations'),
  // A form's `style` may name one of its controls.
  htmlStyle: getter<CSSStyleDeclaration>(HTMLElement.prototype, 'style'),
  svgStyle: getter<CSSStyleDeclaration>(SVGElement.prototype, 'style'),
  mathStyle: getter<CSSStyleDeclaration>(MathMLElement.prototype, 'style'),
  collectionItem: method<[number], Element | null>(HTMLCollection.prototype, 'item'),
  dispatchEvent: method<[Event], boolean>(EventTarget.prototype, 'dispatchEvent'),
};

const computedStyle = uncurry(window.getComputedStyle) as (target: Window, el: Element, pseudo?: string) => CSSStyleDeclaration;
// getComputedStyle() and computedStyleMap() return live objects: each property read answers for the
// element's style at that moment. Keeping them across collections saves creating one per element each
// time (most of a collection's cost is reading these styles); entries go when their element does.
const styles = new WeakMap<Element, CSSStyleDeclaration>();
const styleMaps = new WeakMap<Element, StylePropertyMapReadOnly>();
const firstLineStyles = new WeakMap<Element, CSSStyleDeclaration>();

/** The element's Typed OM computed style, made once per element. */
function styleMapOf(el: Element): StylePropertyMapReadOnly {
  let map = styleMaps.get(el);
  if (map === undefined) {
    map = dom.computedStyleMap(el);
    styleMaps.set(el, map);
  }
  return map;
}

/** The computed `content` of an element's ::before or ::after box ('none' or 'normal' when it has none). */
export function pseudoContent(el: Element, pseudo: '::before' | '::after'): string {
  return computedStyle(window, el, pseudo).content;
}

/**
 * The computed style of the element's first formatted line (`::first-line`, with what it takes from the
 * first lines of the blocks around it), kept like `styleOf`.
 */
export function firstLineStyleOf(el: Element): CSSStyleDeclaration {
  let style = firstLineStyles.get(el);
  if (style === undefined) {
    style = computedStyle(window, el, '::first-line');
    firstLineStyles.set(el, style);
  }
  return style;
}

/** The computed style of one of the element's pseudo-elements, made on every call (rare ones only). */
export function pseudoStyleOf(el: Element, pseudo: '::details-content'): CSSStyleDeclaration {
  return computedStyle(window, el, pseudo);
}

/**
 * Closed shadow roots, by host: no script world can reach one from its host, but a node inside it can be
 * handed to this world through the debugging protocol (workers/closed-roots.ts), and its root read from it.
 */
const closedRoots = new WeakMap<Element, ShadowRoot>();
let anyClosedRoot = false;

/** The element's shadow root: an open one, or a closed one handed to the collector. */
export function shadowRootOf(el: Element): ShadowRoot | null {
  const open = dom.shadowRoot(el);
  return open !== null || !anyClosedRoot ? open : (closedRoots.get(el) ?? null);
}

/**
 * Keeps the closed shadow root that holds `slot` (any other node is passed over), so the scan walks that
 * root as it walks an open one. Whether it was new.
 */
export function adoptClosedRoot(slot: unknown): boolean {
  if (!(slot instanceof HTMLSlotElement)) return false;
  const root = dom.rootNode(slot);
  if (!(root instanceof ShadowRoot) || dom.shadowRootMode(root) !== 'closed') return false;
  const host = dom.shadowRootHost(root);
  if (closedRoots.get(host) === root) return false;
  closedRoots.set(host, root);
  anyClosedRoot = true;
  return true;
}

/** The slot of a closed shadow root `root` that takes `node`, a light child of its host; null for none. */
export function closedSlotOf(node: Node, root: ShadowRoot): Element | null {
  for (const slot of dom.fragmentQuerySelectorAll(root, 'slot')) {
    if (dom.slotAssignedNodes(slot as HTMLSlotElement).includes(node)) return slot;
  }
  return null;
}

/** Whether a computed length property is `auto` (read without layout, from the Typed OM). */
export function computedAuto(el: Element, property: string): boolean {
  const value = dom.styleMapGet(styleMapOf(el), property);
  return value instanceof CSSKeywordValue && value.value === 'auto';
}

/** The URL a computed `url(...)` holds, from the text between its parentheses (quoted or not). */
export function urlArgument(raw: string): string {
  return raw.trim().replace(/^["']|["']$/g, '');
}

/**
 * The element a same-document `url(#id)` of `el`'s style names: in `el`'s own tree first (a shadow root),
 * then in the document. Null for any other URL (nothing outside the document is loaded for it).
 */
export function elementByUrl(url: string, el: Element): Element | null {
  if (!url.startsWith('#')) return null;
  const id = url.slice(1);
  const root = dom.rootNode(el);
  return (root instanceof ShadowRoot ? dom.fragmentElementById(root, id) : null) ?? dom.getElementById(document, id);
}

export function styleOf(el: Element): CSSStyleDeclaration {
  let style = styles.get(el);
  if (style === undefined) {
    style = computedStyle(window, el);
    styles.set(el, style);
  }
  return style;
}

/** Whether text under a computed style takes typing: `-webkit-user-modify`, which `contenteditable` sets too. */
export function userEditable(style: CSSStyleDeclaration): boolean {
  return editableValue((style as CSSStyleDeclaration & { webkitUserModify: string }).webkitUserModify);
}

/** Whether a value of `-webkit-user-modify` takes typing. */
export function editableValue(modify: string | null): boolean {
  return modify === 'read-write' || modify === 'read-write-plaintext-only';
}

export function isElement(node: Node): node is Element {
  return dom.nodeType(node) === ELEMENT_NODE;
}

export function isText(node: Node): node is Text {
  return dom.nodeType(node) === TEXT_NODE;
}

/** The local name: lower case for HTML; SVG keeps its camel case (`clipPath`, `foreignObject`). */
export function tagOf(el: Element): string {
  return dom.localName(el);
}

/** A link's destination as the browser resolved it; the worker redacts it before it goes anywhere. */
export function hrefOf(el: Element): string | undefined {
  if (el instanceof HTMLAnchorElement) return dom.anchorHref(el);
  if (el instanceof HTMLAreaElement) return dom.areaHref(el);
  return undefined;
}
