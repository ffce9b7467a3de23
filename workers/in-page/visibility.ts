// What an element contributes to the rule "the rule is what is painted" (docs/contract.md, "Collection"),
// decided once per element during the bounded scan. Each verdict carries what its ancestors did to
// everything below them (the product of opacities and filters, the clip of every clipping ancestor), so a
// text node's measured boxes are judged against all of them in O(1).
//
// Cost shapes the order of reads: a computed-style property costs about 0.6 us and a box 3.5 us, on every
// one of up to 8,192 nodes. Per element only what every element needs is read, and rarely set properties
// only where some style source of the page sets them (declared.ts); clip geometry only on elements that
// clip; text properties and boxes only on elements that hold text (text-rule.ts).
import { EVERYTHING } from './declared.js';
import { dom, styleOf, tagOf } from './dom.js';
import { EMPTY, empty, intersect, type Box } from './box.js';
import { applyClips, clipToSvgViewport, paintContained, VISIBLE_AXES } from './clips.js';
import { type OverflowAxes, type PageArea } from './geometry.js';
import { TextRule, type ElementVerdict } from './verdict.js';
import { composeMaps, IDENTITY, opacityCanShow, parseFilter, type Rgba } from './paint.js';
import { svgFilterEffect } from './svg-filters.js';
import { applyMask } from './masks.js';
import { detailsContent } from './details.js';
import { collapsedCell, inCollapsingTable, paintsItself } from './tables.js';
import { skippedState, Skipping, stretchSkipped } from './skipped.js';
import { backFacing, behindEye, compose, composeSpace, ownLinear, ownSpace } from './transforms.js';
import { atomicInline, beforeEllipsis } from './ellipsis.js';
import { controlRole, NAME_FROM_CONTENT } from './roles.js';
import { boxOf } from './shown.js';

export { pageArea, type PageArea } from './geometry.js';

/** Elements whose content never contributes text (docs/contract.md, "Never contributes text"). */
const NEVER_TEXT = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'select', 'option', 'datalist', 'output', 'input']);
/**
 * Elements that render none of their children: frames, embedded and replaced content (a child of
 * `<meter>` or `<video>` is fallback content), and elements that cannot hold rendered content at all.
 */
const OPAQUE = new Set([
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'meter',
  'progress',
  'img',
  'picture',
  'br',
  'hr',
  'wbr',
  'area',
  'head',
]);
/** Never rendered, whatever a page's style says, so no style is read for them (hidden by the UA sheet). */
const UNRENDERED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head']);
const SVG_NS = 'http://www.w3.org/2000/svg';
/**
 * SVG elements that are never painted where they stand: descriptions, resources referenced from
 * elsewhere, and containers of such. Chromium gives some of their text boxes all the same.
 */
const NEVER_PAINTED_SVG = new Set([
  'title',
  'desc',
  'metadata',
  'defs',
  'clipPath',
  'mask',
  'symbol',
  'marker',
  'pattern',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'script',
  'font',
  'font-face',
  'cursor',
  'view',
]);

function hiddenVerdict(parent: ElementVerdict | null, tag = ''): ElementVerdict {
  const context = parent ?? HIDDEN_ROOT;
  return {
    el: null,
    tag,
    attributed: true,
    parent,
    prune: true,
    shown: false,
    svg: false,
    inline: false,
    boxless: false,
    editableHost: false,
    editable: false,
    text: TextRule.Hidden,
    style: null,
    opacity: 0,
    colorMap: IDENTITY,
    blur: 0,
    linear: null,
    space: null,
    zoom: undefined,
    boxClip: context.clip,
    clip: context.clip,
    boxTurned: null,
    turned: null,
    ellipsis: null,
    port: null,
    blender: undefined,
    backdrop: null,
    veiled: null,
    ground: null,
    grounds: null,
    imaged: null,
    box: null,
    inkFont: undefined,
    passed: undefined,
    above: undefined,
    groundAbove: undefined,
    fixedHeld: undefined,
    rare: EVERYTHING,
    bidiOverride: undefined,
    firstLine: undefined,
    columnsCollapse: undefined,
    unpainted: false,
    controlsBefore: 0,
    regionsBefore: 0,
    content: null,
    perspective: 0,
    assistive: false,
  };
}

const HIDDEN_ROOT = { clip: EMPTY } as ElementVerdict;
export const UNRENDERED: ElementVerdict = hiddenVerdict(null);

/** The context above the document element: the page area, fully opaque, on the canvas. */
export function rootContext(area: PageArea, canvas: Rgba | null): ElementVerdict {
  return {
    el: null,
    tag: '',
    attributed: true,
    parent: null,
    prune: false,
    shown: true,
    svg: false,
    inline: false,
    boxless: true,
    editableHost: false,
    editable: false,
    text: TextRule.Hidden,
    style: null,
    opacity: area.paintAbove?.opacity ?? 1,
    colorMap: area.paintAbove?.colorMap ?? IDENTITY,
    blur: area.paintAbove?.blur ?? 0,
    linear: area.paintAbove?.linear ?? null,
    space: null,
    zoom: area.paintAbove?.zoom ?? 1,
    boxClip: area,
    clip: area,
    boxTurned: null,
    turned: null,
    ellipsis: null,
    port: null,
    blender: null,
    backdrop: canvas,
    veiled: null,
    ground: null,
    grounds: canvas === null ? null : [canvas],
    imaged: null,
    box: null,
    inkFont: undefined,
    passed: undefined,
    above: undefined,
    groundAbove: undefined,
    fixedHeld: undefined,
    rare: EVERYTHING,
    bidiOverride: undefined,
    firstLine: undefined,
    columnsCollapse: undefined,
    unpainted: false,
    controlsBefore: 0,
    regionsBefore: 0,
    content: null,
    perspective: 0,
    assistive: false,
  };
}

/** Attribute rules that hide a whole subtree, whatever the styles say (`names`: the names of its attributes). */
export function hiddenByAttribute(el: Element, names: readonly string[]): boolean {
  if (names.includes('hidden') || names.includes('inert')) return true;
  // https://www.w3.org/TR/wai-aria-1.2/#aria-hidden
  return names.includes('aria-hidden') && dom.getAttribute(el, 'aria-hidden') === 'true';
}

/** The verdict of `el`, whose parent's verdict is `parent` (the scan's frame above it). */
export function inspectElement(el: Element, parent: ElementVerdict, area: PageArea): ElementVerdict {
  const tag = tagOf(el);
  if (parent.prune) return hiddenVerdict(parent, tag);
  // Most elements carry no attribute at all, or a class: their names, asked once, answer every attribute rule.
  const names = area.declared.namesOf(el);
  const attributed = names.length > 0;
  if (attributed && hiddenByAttribute(el, names)) return hiddenVerdict(parent, tag);
  // The namespace getter is asked only where SVG can start; inside it, children of <foreignObject> are HTML.
  const svg = tag === 'svg' ? dom.namespaceURI(el) === SVG_NS : parent.svg && parent.el !== null && parent.tag !== 'foreignObject';
  if (svg ? NEVER_PAINTED_SVG.has(tag) : UNRENDERED_TAGS.has(tag)) return hiddenVerdict(parent, tag);
  const style = styleOf(el);
  let display = area.displays.get(el);
  if (display === undefined) area.displays.set(el, (display = style.display));
  if (display === 'none') return hiddenVerdict(parent, tag);
  // Rarely set properties are read only where some style source of the page declares them, on elements the
  // user agent's sheet leaves them alone on (declared.ts).
  const rare = area.declared.readerFor(el, tag, svg, names);
  const editableHost = (attributed || el === area.root) && isEditableHost(el);
  // An element in the top layer (a modal dialog, an open popover) is drawn above the page against the viewport: no
  // box above it clips, turns, fades or filters it. What it inherits (its styles, the rules of its ancestors'
  // attributes) it still takes from its parent.
  const topLayer = !svg && inTopLayer(el, tag, names);
  const above = topLayer ? contextAbove(parent) : parent;
  const prune = NEVER_TEXT.has(tag) || OPAQUE.has(tag) || editableHost;
  const verdict: ElementVerdict = {
    el,
    tag,
    attributed,
    names,
    parent,
    prune,
    shown: undefined,
    svg,
    inline: display === 'inline' || display === 'contents',
    boxless: display === 'contents',
    editableHost,
    editable: parent.editable,
    text: prune ? TextRule.Hidden : TextRule.Undecided,
    style,
    opacity: above.opacity,
    colorMap: above.colorMap,
    blur: above.blur,
    linear: above.linear,
    space: above.space,
    zoom: undefined,
    boxClip: above.clip,
    clip: above.clip,
    boxTurned: above.turned,
    turned: above.turned,
    // An inline box is on its block's lines; a block has lines of its own.
    ellipsis: display === 'inline' || display === 'contents' ? above.ellipsis : null,
    port: above.port,
    blender: undefined,
    backdrop: undefined,
    veiled: undefined,
    ground: undefined,
    grounds: undefined,
    imaged: undefined,
    box: undefined,
    inkFont: undefined,
    passed: undefined,
    above: undefined,
    groundAbove: undefined,
    fixedHeld: undefined,
    rare,
    bidiOverride: undefined,
    firstLine: undefined,
    columnsCollapse: undefined,
    unpainted: parent.unpainted && !paintsItself(style),
    controlsBefore: 0,
    regionsBefore: 0,
    content: null,
    // A box-less element is no container of the boxes in it: they are drawn under the perspective above it (an
    // inline box's block children are not: Chromium draws them under none, and an inline's own applies to nothing).
    perspective: display === 'contents' ? parent.perspective : 0,
    assistive: parent.assistive,
  };
  // A box-less element passes its parent's context on: its own opacity, clips and background do nothing.
  if (verdict.boxless) return verdict;

  const opacity = rare.value(style, 'opacity');
  if (opacity !== '1') verdict.opacity = above.opacity * parseFloat(opacity);
  const filter = rare.value(style, 'filter');
  if (filter !== 'none') {
    const effect = parseFilter(filter, (raw) => svgFilterEffect(raw, el));
    verdict.opacity *= effect.opacity;
    verdict.colorMap = composeMaps(above.colorMap, effect.map);
    verdict.blur = Math.hypot(above.blur, effect.blur);
  }
  if (!opacityCanShow(verdict.opacity)) return passedOver(verdict, parent, area, false);
  const maskImage = rare.value(style, 'maskImage');
  const maskBox = rare.value(style, 'webkitMaskBoxImageSource');
  const masked = maskImage !== 'none' || maskBox !== 'none';
  // An inline box takes no content-visibility, no overflow clip, no paint containment and (never
  // absolutely positioned) no `clip`: only clip-path can clip it.
  if (display === 'inline' && !svg) {
    if (masked && !applyMask(verdict, el, maskImage, maskBox, area)) return passedOver(verdict, parent, area, true);
    const clipPath = rare.value(style, 'clipPath');
    if (clipPath !== 'none' && !applyClips(verdict, el, clipPath, 'auto', VISIBLE_AXES, false, area)) return passedOver(verdict, parent, area, true);
    return verdict;
  }
  const position = svg ? 'static' : rare.value(style, 'position');
  if (position === 'absolute' || position === 'fixed') {
    // Out of the flow, a box is cut by the clips of its containing block and of the boxes above that, not by the
    // overflow of the boxes between (a menu placed with `position: absolute` or `fixed` to get out of a scroll
    // container is seen where it is drawn).
    const block = topLayer ? null : containingBlockPast(parent, position);
    if (block !== null) {
      verdict.boxClip = verdict.clip = block.clip;
      verdict.boxTurned = verdict.turned = block.turned;
      verdict.port = block.port;
    }
    // A box fixed to the viewport does not scroll with the page: it is seen where the viewport is now, or never
    // (`top: 1200px` on a long page, `bottom: -300px`).
    if (position === 'fixed' && (topLayer || fixedToViewport(parent, area))) {
      verdict.boxClip = intersect(verdict.boxClip, area.viewport);
      verdict.clip = verdict.boxClip;
      if (empty(verdict.clip)) return passedOver(verdict, parent, area, true);
    }
  }
  // An ellipsis hides an atomic inline (an inline-block) that would reach under it whole.
  if (above.ellipsis !== null && atomicInline(display) && !beforeEllipsis(boxOf(verdict, area) ?? EMPTY, above.ellipsis)) return hiddenVerdict(parent, tag);
  const contentVisibility = rare.value(style, 'contentVisibility');
  // The element keeps a box but paints none of its content: nothing of it is perceivable.
  if (contentVisibility === 'hidden') return hiddenVerdict(parent, tag);
  const skipping = contentVisibility === 'auto' ? skippedState(el, area) : Skipping.No;
  if (skipping === Skipping.PastBudget) return hiddenVerdict(parent, tag);
  // A transform applies to boxes that are not inline, so only they pay for the three reads.
  const transform = rare.value(style, 'transform');
  const rotate = rare.value(style, 'rotate');
  const scale = rare.value(style, 'scale');
  if (transform !== 'none' || rotate !== 'none' || scale !== 'none') {
    verdict.linear = compose(above.linear, ownLinear(transform, rotate, scale));
    verdict.space = composeSpace(above.space, ownSpace(transform, rotate, scale));
  }
  // Under its parent's perspective, a box moved to or past the eye (even by `translate` alone) paints nothing.
  if (above.perspective > 0 && behindParentsEye(el, style, above.perspective, transform, rotate, scale)) return hiddenVerdict(parent, tag);
  const perspective = rare.value(style, 'perspective');
  if (perspective !== 'none') verdict.perspective = parseFloat(perspective) || 0;
  if (verdict.space !== null) {
    // A box turned to show its back within its 3D rendering context paints nothing where it says so; the
    // context reaches its children only through `transform-style: preserve-3d` (elsewhere they are flattened
    // into its plane and start their own).
    if (backFacing(verdict.space) && style.backfaceVisibility === 'hidden') return hiddenVerdict(parent, tag);
    if (style.transformStyle !== 'preserve-3d') verdict.space = null;
  }
  // HTML in a <foreignObject> is drawn through the SVG's viewBox too, which no CSS property holds: the
  // element's screen CTM holds it with every transform and zoom above, and replaces them from here down.
  if (svg && tag === 'foreignObject') {
    const ctm = dom.screenCTM(el as SVGGraphicsElement);
    verdict.linear = ctm ? [ctm.a, ctm.b, ctm.c, ctm.d] : [0, 0, 0, 0];
    verdict.zoom = 1;
  }
  if (masked && !applyMask(verdict, el, maskImage, maskBox, area)) return passedOver(verdict, parent, area, true);
  const clipPath = rare.value(style, 'clipPath');
  const clip = rare.value(style, 'clip');
  // The longhands read faster than the shorthand, and one of them is almost always enough. While its content
  // is skipped, an element's own overflow clip is its placeholder's: stretchSkipped clips in its place.
  const overflow: OverflowAxes = svg || skipping === Skipping.Yes ? VISIBLE_AXES : { x: rare.value(style, 'overflowX'), y: rare.value(style, 'overflowY') };
  // content-visibility: auto contains paint as `contain: paint` does.
  const containsPaint = !svg && skipping === Skipping.No && (contentVisibility === 'auto' || paintContained(rare.value(style, 'contain')));
  const clips = clipPath !== 'none' || clip !== 'auto' || overflow.x !== 'visible' || overflow.y !== 'visible' || containsPaint;
  if (clips) {
    // Text a control holds for assistive technology alone, in a box clipped to a pixel or nothing, names the
    // control (names.ts): the box is judged where it stands, its content as if its own clips did not cut it.
    if (
      !svg &&
      !verdict.assistive &&
      outOfFlow(verdict) &&
      insideNamedControl(parent) &&
      visuallyHidden(verdict, el, clipPath, clip, overflow, containsPaint, area)
    ) {
      const box = boxOf(verdict, area);
      if (!box || empty(intersect({ left: box.left - 1, top: box.top - 1, right: box.right + 1, bottom: box.bottom + 1 }, parent.clip)))
        return hiddenVerdict(parent, tag);
      verdict.assistive = true;
    } else if (!applyClips(verdict, el, clipPath, clip, overflow, containsPaint, area)) return passedOver(verdict, parent, area, true);
  }
  // An SVG viewport clips what it draws to its box (`overflow: hidden` from the UA sheet): an <svg>, nested or
  // not, and a <foreignObject>.
  if (svg && (tag === 'svg' || tag === 'foreignObject') && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
    if (!clipToSvgViewport(verdict, el, tag === 'svg' && parent.svg, area)) return hiddenVerdict(parent, tag);
  }
  if (skipping === Skipping.Yes) stretchSkipped(verdict, el, area);
  if (display === 'table-cell' && !svg && inCollapsingTable(parent) && collapsedCell(el)) verdict.unpainted = true;
  if (tag === 'details' && !svg && dom.detailsOpen(el)) verdict.content = detailsContent(verdict, el, area, hiddenVerdict(verdict));
  return verdict;
}

/** A box no clip cuts. */
const UNBOUNDED: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

/** An absolutely positioned or fixed box: out of the flow, it takes no room where it stands. */
function outOfFlow(verdict: ElementVerdict): boolean {
  const position = verdict.rare.value(verdict.style!, 'position');
  return position === 'absolute' || position === 'fixed';
}

/**
 * The visually hidden ("sr-only") pattern, on a box out of the flow: its own clips (`clip`, `clip-path`, its
 * overflow) leave at most one pixel each way of its content, or nothing.
 */
function visuallyHidden(
  verdict: ElementVerdict,
  el: Element,
  clipPath: string,
  clip: string,
  overflow: OverflowAxes,
  containsPaint: boolean,
  area: PageArea,
): boolean {
  const own: ElementVerdict = { ...verdict, boxClip: UNBOUNDED, clip: UNBOUNDED, boxTurned: null, turned: null, box: undefined };
  applyClips(own, el, clipPath, clip, overflow, containsPaint, area);
  return empty(own.clip) || (own.clip.right - own.clip.left <= 1 && own.clip.bottom - own.clip.top <= 1);
}

/** Whether an element from `verdict` up is a control named from its content (a button, a link, ...). */
function insideNamedControl(verdict: ElementVerdict): boolean {
  for (let v: ElementVerdict | null = verdict; v && v.el; v = v.parent) {
    if (NAME_FROM_CONTENT.has(controlRole(v.el, v) ?? '')) return true;
  }
  return false;
}

/**
 * Whether a fixed box below the element of `parent` is fixed to the viewport: a box above it (below the root element)
 * that is the containing block of fixed boxes makes it scroll with that box instead. Only what makes it so for
 * certain counts (CSS Transforms, Filter Effects, Containment): a transform of any kind (a translation too), a
 * perspective, a filter or a backdrop filter, layout or paint containment (`contain`), or `will-change` naming one
 * of these (a size container is none: the pixel oracle shows a fixed box in one fixed to the viewport). Anything
 * missed keeps the box fixed to the viewport, where its content outside the viewport is left out: a drop, never a
 * leak.
 */
function fixedToViewport(parent: ElementVerdict, area: PageArea): boolean {
  // Worked out once per element from `parent` up, for every fixed box below them.
  const chain: ElementVerdict[] = [];
  let held = false;
  for (let v: ElementVerdict | null = parent; v && v.el && v.el !== area.root; v = v.parent) {
    if (v.fixedHeld !== undefined) {
      held = v.fixedHeld;
      break;
    }
    chain.push(v);
    if (!v.boxless && v.style && (v.linear !== (v.parent?.linear ?? null) || holdsFixed(v.style, v.perspective))) {
      held = true;
      break;
    }
  }
  for (const v of chain) v.fixedHeld = held;
  return !held;
}

/**
 * The containing block of an absolutely positioned or fixed box whose parent's verdict is `parent` (the context above
 * the document element for a box fixed to the viewport), where a box between the two clips what it holds, by its
 * overflow alone: the box is cut by that block's clips and none of theirs. Null where no box between clips (nothing
 * to undo), and where one may cut it by more than its overflow (a clip-path, `clip` or a mask, which cut such boxes
 * too, skipped content, an SVG box, a <details> box's content). A box is taken for the containing block wherever it
 * may be one (positioned, for an absolutely positioned box; turned, filtered, contained, with `will-change` or
 * preserving 3D, for both): taking one too low keeps clips, never drops one.
 */
function containingBlockPast(parent: ElementVerdict, position: 'absolute' | 'fixed'): ElementVerdict | null {
  // Most such boxes sit below their containing block with no clip between: found by comparing the clips handed down
  // (a box that clips nothing hands its parent's on), and for an absolutely positioned box, positions.
  let clipped = false;
  for (let v = parent; v.parent !== null; v = v.parent) {
    if (position === 'absolute' && v.style !== null && v.rare.value(v.style, 'position') !== 'static') break;
    if (v.clip !== v.parent.clip || v.turned !== v.parent.turned) {
      clipped = true;
      break;
    }
  }
  if (!clipped) return null;
  for (let v = parent; ; v = v.parent) {
    if (v.parent === null) return v;
    if (v.el === null || v.style === null || v.svg || v.tag === 'details' || v.tag === '::details-content') return null;
    const { rare, style } = v;
    if (position === 'absolute' && rare.value(style, 'position') !== 'static') return v;
    if (v.linear !== v.parent.linear || holdsFixed(style, v.perspective) || mayHold(style)) return v;
    if (v.boxless) continue;
    if (
      rare.value(style, 'clipPath') !== 'none' ||
      rare.value(style, 'clip') !== 'auto' ||
      rare.value(style, 'maskImage') !== 'none' ||
      rare.value(style, 'webkitMaskBoxImageSource') !== 'none' ||
      rare.value(style, 'contentVisibility') !== 'visible'
    )
      return null;
  }
}

/** What may make a box the containing block of positioned boxes beyond `holdsFixed`: taken for one, to keep its clips. */
function mayHold(style: CSSStyleDeclaration): boolean {
  return (
    style.contain !== 'none' ||
    style.willChange !== 'auto' ||
    style.transformStyle !== 'flat' ||
    style.offsetPath !== 'none' ||
    style.containerType !== 'normal'
  );
}

/**
 * A box that fades or clips away all it holds is passed over whole, unless an element of the top layer is inside it:
 * that one is drawn all the same (a popover shown in a collapsed panel), so the scan goes on into the box. The box
 * then shows nothing itself, and what it holds takes its opacity or, `clipped`, a clip that leaves nothing: all of it
 * stays hidden but the top-layer element, which takes neither (`contextAbove`).
 */
function passedOver(verdict: ElementVerdict, parent: ElementVerdict, area: PageArea, clipped: boolean): ElementVerdict {
  if (verdict.prune || !holdsTopLayer(verdict.el!, area)) return hiddenVerdict(parent, verdict.tag);
  verdict.shown = false;
  verdict.text = TextRule.Hidden;
  if (clipped) {
    verdict.boxClip = verdict.clip = EMPTY;
    verdict.boxTurned = verdict.turned = null;
  } else verdict.opacity = 0;
  return verdict;
}

/** Whether an element of the top layer is inside `el`: the document's are found once per collection, when first asked. */
function holdsTopLayer(el: Element, area: PageArea): boolean {
  const top = (area.topLayer ??= [...dom.documentQuerySelectorAll(document, ':modal, :popover-open')]);
  return top.length > 0 && top.some((element) => element !== el && dom.contains(el, element));
}

/**
 * Whether the element is in the top layer: a dialog shown modal, an open popover. (The fullscreen element, which
 * is too, is not looked for.) Asked of dialogs and of elements with a `popover` attribute only.
 */
function inTopLayer(el: Element, tag: string, names: readonly string[]): boolean {
  if (tag === 'dialog') return dom.matches(el, ':modal');
  return names.includes('popover') && dom.matches(el, ':popover-open');
}

/** The context above the document element, which a top-layer element is drawn in. */
function contextAbove(parent: ElementVerdict): ElementVerdict {
  let v = parent;
  while (v.parent !== null) v = v.parent;
  return v;
}

/** Whether a box of computed style `style` (and own perspective `perspective`) is the containing block of fixed boxes. */
function holdsFixed(style: CSSStyleDeclaration, perspective: number): boolean {
  // Read whole, not through the element's reader: fixed boxes are few, and this is asked only above them.
  return (
    perspective > 0 ||
    style.transform !== 'none' ||
    style.translate !== 'none' ||
    style.rotate !== 'none' ||
    style.scale !== 'none' ||
    style.filter !== 'none' ||
    style.backdropFilter !== 'none' ||
    /\b(?:layout|paint|strict|content)\b/.test(style.contain) ||
    /\b(?:transform|translate|rotate|scale|perspective|filter|backdrop-filter)\b/.test(style.willChange)
  );
}

function behindParentsEye(el: Element, style: CSSStyleDeclaration, distance: number, transform: string, rotate: string, scale: string): boolean {
  const translate = style.translate;
  if (transform === 'none' && rotate === 'none' && scale === 'none' && translate === 'none') return false;
  const html = el instanceof HTMLElement;
  return behindEye(distance, transform, rotate, scale, translate, style.transformOrigin, html ? dom.offsetWidth(el) : 0, html ? dom.offsetHeight(el) : 0);
}

/**
 * An editing host: editable, under a parent that is not. Only an element with a `contenteditable`
 * attribute can be one, or the root element in `designMode`, so the scan asks no other element.
 */
function isEditableHost(el: Element): boolean {
  if (!(el instanceof HTMLElement) || !dom.isContentEditable(el)) return false;
  const parent = dom.parentNode(el);
  return !(parent instanceof HTMLElement && dom.isContentEditable(parent));
}

export function isFirstSummary(details: Element, child: Element): boolean {
  for (let n = dom.firstChild(details); n; n = dom.nextSibling(n)) {
    if (n instanceof Element && tagOf(n) === 'summary') return n === child;
  }
  return false;
}
