// What the scan knows about an element once it is inspected (visibility.ts makes it): what the element is, and
// what its box does to everything below it.
import type { Box } from './box.js';
import type { Reader } from './declared.js';
import type { ColorMap, Rgba } from './paint.js';
import type { Linear, Space } from './transforms.js';
import type { TurnedClip } from './turned.js';

/** What a backdrop filter above leaves of the colour text sits on, where it is not worked out. */
export const UNKNOWN_VEIL = 'unknown';

export const enum TextRule {
  Undecided = 0,
  Hidden = 1,
  Visible = 2,
  /** Editable content (CSS `-webkit-user-modify`): never read. */
  Editable = 4,
}

/** What the scan knows about one element, and about everything its box does to its content. */
/** The inherited properties inherited.ts reads once for a run of elements, each element's value; undefined until asked. */
export interface PassedValues {
  cursor: string | undefined;
  webkitTextSecurity: string | undefined;
  wordSpacing: string | undefined;
  visibility: string | undefined;
  webkitUserModify: string | undefined;
}

/** What is found first from an element up (underlay.ts): an opaque background (`ground`) or a moved box; the element it is on. */
export interface Above {
  ground: boolean;
  at: ElementVerdict;
}

export interface ElementVerdict {
  el: Element | null;
  /** The element's local name (tagOf), read once; '' where no element was inspected. */
  tag: string;
  /** The element may have attributes: false only where `hasAttributes()` said it has none. */
  attributed: boolean;
  /**
   * The names of its attributes, read once as it is judged (`attributeOf` asks the element only for one of them);
   * undefined where they were not read, and the element is asked.
   */
  names?: readonly string[];
  parent: ElementVerdict | null;
  /** Descendants are neither visited nor counted. */
  prune: boolean;
  /**
   * Its own visibility lets it paint (controls and regions also need `boxShown`); read by `shownOf`
   * when first asked: an element that holds no text and is not reported never needs it.
   */
  shown: boolean | undefined;
  /** An SVG element (its text is painted with fill and stroke). */
  svg: boolean;
  /** display is inline or contents: text on either side joins without a space. */
  inline: boolean;
  /** display: contents: no box, so none of the box's own effects (opacity, clips, background) apply. */
  boxless: boolean;
  /** An editable content host: counted, never read, a textbox control. */
  editableHost: boolean;
  /** Inside editable content found from its text: nothing below is read or reported. */
  editable: boolean;
  /** Rule for the text nodes directly inside, decided on the first of them (text-rule.ts). */
  text: TextRule;
  style: CSSStyleDeclaration | null;
  /** Share of colour differences that survives every opacity and `filter: opacity()` from the root down to here. */
  opacity: number;
  /** What the filters from the root down to here do to colours (brightness, contrast, invert). */
  colorMap: ColorMap;
  /** Radius of the blur of every filter from the root down to here, combined. */
  blur: number;
  /** The linear part of every transform from the root down to here (transforms.ts); null: none. */
  linear: Linear;
  /**
   * The 3D map of every transform in its 3D rendering context (transforms.ts), which says which way its box
   * faces; what its children start from, so null below an element that does not preserve 3D.
   */
  space: Space;
  /** The product of every `zoom` from the root down to here; undefined until asked (text-rule.ts). */
  zoom: number | undefined;
  /** Where this element's own box can be seen: the page area and every clip above and on it. */
  boxClip: Box;
  /** Where its content can be seen: `boxClip` and its own overflow clip. */
  clip: Box;
  /** The clips of turned boxes above it (turned.ts), in their own coordinates: `boxClip`'s; null for none. */
  boxTurned: readonly TurnedClip[] | null;
  /** The clips of turned boxes its content is judged in: `boxTurned` and its own; null for none. */
  turned: readonly TurnedClip[] | null;
  /**
   * Where the characters of the lines it is on end before the ellipsis of a block's `text-overflow` (ellipsis.ts):
   * a character counts only wholly inside it. Null where no ellipsis cuts its lines.
   */
  ellipsis: Box | null;
  /**
   * The visible part of the nearest scroll container above, where its content shows once scrolled to;
   * null outside one.
   */
  port: Box | null;
  /**
   * The nearest element from here up whose `mix-blend-mode` is not normal (itself included), null for none;
   * undefined until asked (text-rule.ts).
   */
  blender: ElementVerdict | null | undefined;
  /** The colour its content sits on; null when an image is behind; undefined until asked. */
  backdrop: Rgba | null | undefined;
  /**
   * Every colour its content may sit on where a `backdrop-filter` above repaints what is behind it (contrast.ts,
   * `veiledOf`), `backdrop` among them; null where only `backdrop` can be; UNKNOWN_VEIL where that is not worked
   * out; undefined until asked.
   */
  veiled: readonly Rgba[] | typeof UNKNOWN_VEIL | null | undefined;
  /** Its own background colour as its filters paint it, null for none; undefined until asked (contrast.ts). */
  ground: Rgba | null | undefined;
  /**
   * The nearest element from here up whose background image paints under its content, below no opaque
   * background colour (contrast.ts, `imagedOf`); null for none; undefined until asked.
   */
  imaged: ElementVerdict | null | undefined;
  /** Every colour its content could sit on (contrast.ts, `groundsOf`); undefined until asked. */
  grounds: readonly Rgba[] | null | undefined;
  /** Its border box in page coordinates; null without one; undefined until asked. */
  box: Box | null | undefined;
  /** The canvas font of its text when that is in one of the page's faces (fonts.ts), else null; undefined until asked. */
  inkFont: string | null | undefined;
  /** Which of its rarely set properties are read: those some style source declares, or all (declared.ts). */
  rare: Reader;
  /** The direction a `unicode-bidi` override lays its text out in (scan.ts), null for none; undefined until asked. */
  bidiOverride: string | null | undefined;
  /** Its `::first-line` style hides text (text-rule.ts); undefined until asked. */
  firstLine: boolean | undefined;
  /** Its values of the inherited properties read once for a run of elements (inherited.ts); undefined until one is asked. */
  passed: PassedValues | undefined;
  /** What is found first from here up: an opaque background or a moved box (underlay.ts); null for neither; undefined until asked. */
  above: Above | null | undefined;
  /** The nearest element from here up with an opaque background (underlay.ts); null for none; undefined until asked. */
  groundAbove: ElementVerdict | null | undefined;
  /** Some box from here up (below the root element) is the containing block of fixed boxes (visibility.ts); undefined until asked. */
  fixedHeld: boolean | undefined;
  /**
   * Inside a cell of a collapsed table column, and not in a layer of its own: Chromium paints none of it
   * (tables.ts); shown by nothing then.
   */
  unpainted: boolean;
  /** A <table>: one of its columns is collapsed (tables.ts); undefined until asked. */
  columnsCollapse: boolean | undefined;
  /** Controls and region candidates the collector had when it entered this element. */
  controlsBefore: number;
  regionsBefore: number;
  /**
   * The context of an open <details>'s content besides its summary, where its `::details-content` box does
   * something (details.ts); null elsewhere.
   */
  content: ElementVerdict | null;
  /**
   * The `perspective` in px its children are drawn under: its own, or for a box-less element (whose own applies to
   * nothing) the one it is drawn under itself; 0 for none.
   */
  perspective: number;
  /**
   * In a visually hidden box inside a control (the "sr-only" pattern, names.ts): nothing of it is seen, its text
   * names the control as `aria-label` would and is read nowhere else, and nothing in it is a control or a region.
   */
  assistive: boolean;
}

/** The fields that hold what an element takes from its parent's value, undefined until asked. */
type FromAbove = 'backdrop' | 'veiled' | 'zoom' | 'blender' | 'grounds' | 'imaged';

/**
 * The value of `field` for `verdict`, each element's made by `step` from its parent's (`top` above the
 * root) and kept: computed from the nearest element that has it down, without recursion (a deep page must
 * not overflow the stack).
 */
export function fromAbove<T>(verdict: ElementVerdict, field: FromAbove, top: T, step: (current: ElementVerdict, above: T) => T): T {
  const chain: ElementVerdict[] = [];
  let v: ElementVerdict | null = verdict;
  while (v && v[field] === undefined) {
    chain.push(v);
    v = v.parent;
  }
  let above = v ? (v[field] as T) : top;
  for (let i = chain.length - 1; i >= 0; i--) {
    const current = chain[i]!;
    above = step(current, above);
    (current as unknown as Record<FromAbove, T>)[field] = above;
  }
  return above;
}
