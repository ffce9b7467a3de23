// Colours as Chromium computes them, and whether text painted in one stands out from what it sits on
// (docs/contract.md, "Collection": the MIN_CONTRAST rule shared with the tests' pixel oracle).
import { MIN_CONTRAST } from '../../schemas/perceptibility.js';
import { dom, styleOf } from './dom.js';

/** sRGB channels 0..255 and alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const DARK_CANVAS: Rgba = { r: 18, g: 18, b: 18, a: 1 };

/**
 * What the page is painted on before any background: white, or Chromium's dark canvas when the root
 * asks for a dark colour scheme only (`light dark` follows the reader's preference, light here).
 */
export function canvasColor(): Rgba {
  const root = dom.documentElement(document);
  if (!root) return WHITE;
  const scheme = styleOf(root).colorScheme;
  return scheme.includes('dark') && !scheme.includes('light') ? DARK_CANVAS : WHITE;
}
const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

/**
 * A computed colour: `rgb()`/`rgba()` for every legacy syntax, `transparent`, and the CSS Color 4
 * functions Chromium keeps as written (`color(srgb ...)`, `oklab()`, `oklch()`, `lab()`, `lch()`).
 * Null when it cannot be read; callers then treat the colour as standing out.
 */
export function parseColor(value: string): Rgba | null {
  // A page uses few colours: each is parsed once per collector.
  const known = parsed.get(value);
  if (known !== undefined) return known;
  const colour = parseColorText(value);
  if (parsed.size < 4096) parsed.set(value, colour);
  return colour;
}

const parsed = new Map<string, Rgba | null>([
  ['rgba(0, 0, 0, 0)', { r: 0, g: 0, b: 0, a: 0 }],
  ['rgb(0, 0, 0)', { r: 0, g: 0, b: 0, a: 1 }],
]);

function parseColorText(value: string): Rgba | null {
  if (value === 'transparent') return TRANSPARENT;
  const open = value.indexOf('(');
  if (open < 0 || !value.endsWith(')')) return null;
  const fn = value.slice(0, open);
  const [channels = '', alphaPart] = value.slice(open + 1, -1).split('/');
  const parts = channels.split(/[\s,]+/).filter(Boolean);
  const alphaToken = alphaPart?.trim() ?? (fn === 'rgba' ? parts[3] : undefined);
  const alpha = alphaToken === undefined ? 1 : number(alphaToken, 1);
  const n = (i: number, scale = 1): number => number(parts[i] ?? 'none', scale);
  switch (fn) {
    case 'rgb':
    case 'rgba':
      return { r: n(0, 255), g: n(1, 255), b: n(2, 255), a: alpha };
    case 'color': {
      const space = parts.shift();
      const [r, g, b] = [n(0), n(1), n(2)];
      if (space === 'srgb-linear' || space === 'xyz' || space === 'xyz-d65') {
        const linear = space === 'srgb-linear' ? [r, g, b] : xyzD65ToLinear(r, g, b);
        return fromLinear(linear, alpha);
      }
      // display-p3, rec2020 and the rest read as sRGB: close enough to tell a colour from its background.
      return { r: r * 255, g: g * 255, b: b * 255, a: alpha };
    }
    case 'oklab':
      return fromOklab(n(0), n(1, 0.4), n(2, 0.4), alpha);
    case 'oklch': {
      const hue = (n(2) * Math.PI) / 180;
      const chroma = n(1, 0.4);
      return fromOklab(n(0), chroma * Math.cos(hue), chroma * Math.sin(hue), alpha);
    }
    case 'lab':
      return fromLab(n(0, 100), n(1, 125), n(2, 125), alpha);
    case 'lch': {
      const hue = (n(2) * Math.PI) / 180;
      const chroma = n(1, 150);
      return fromLab(n(0, 100), chroma * Math.cos(hue), chroma * Math.sin(hue), alpha);
    }
    default:
      return null;
  }
}

/** A number, a percentage of `percentOf`, or `none` (0). */
function number(token: string, percentOf: number): number {
  if (token === 'none') return 0;
  const value = parseFloat(token);
  if (Number.isNaN(value)) return 0;
  return token.endsWith('%') ? (value / 100) * percentOf : value;
}

function fromOklab(l: number, a: number, b: number, alpha: number): Rgba {
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return fromLinear(
    [
      4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
      -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
      -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
    ],
    alpha,
  );
}

// CIE Lab is relative to D50: to XYZ D50, adapted to D65 (Bradford), then to linear sRGB.
function fromLab(l: number, a: number, b: number, alpha: number): Rgba {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (t: number): number => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = (inverse(fx) * 0.3457) / 0.3585;
  const y = l > 8 ? fy ** 3 : l / (24389 / 27);
  const z = (inverse(fz) * (1 - 0.3457 - 0.3585)) / 0.3585;
  const x65 = 0.9554734527042182 * x - 0.023098536874261423 * y + 0.0632593086610217 * z;
  const y65 = -0.028369706963208136 * x + 1.0099954580106629 * y + 0.021041398966943008 * z;
  const z65 = 0.012314001688319899 * x - 0.020507696433477912 * y + 1.3303659366080753 * z;
  return fromLinear(xyzD65ToLinear(x65, y65, z65), alpha);
}

function xyzD65ToLinear(x: number, y: number, z: number): number[] {
  return [
    3.2409699419045226 * x - 1.537383177570094 * y - 0.4986107602930034 * z,
    -0.9692436362808796 * x + 1.8759675015077202 * y + 0.04155505740717559 * z,
    0.05563007969699366 * x - 0.20397695888897652 * y + 1.0569715142428786 * z,
  ];
}

function fromLinear([r = 0, g = 0, b = 0]: number[], alpha: number): Rgba {
  const encode = (c: number): number => {
    const v = Math.min(1, Math.max(0, c));
    return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  };
  return { r: encode(r), g: encode(g), b: encode(b), a: alpha };
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = Math.min(1, Math.max(0, top.a));
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

/**
 * Whether text of colour `fill`, under the product `opacity` of every opacity on its way to the screen,
 * differs from its opaque `backdrop` by at least MIN_CONTRAST in some channel. An unknown backdrop
 * (an image behind) is taken as the one the fill stands out from most; an unreadable fill stands out.
 */
export function standsOut(fill: Rgba | null, opacity: number, backdrop: Rgba | null): boolean {
  if (!fill) return true;
  const alpha = Math.min(1, Math.max(0, fill.a)) * opacity;
  const spread = backdrop
    ? Math.max(Math.abs(fill.r - backdrop.r), Math.abs(fill.g - backdrop.g), Math.abs(fill.b - backdrop.b))
    : Math.max(fill.r, 255 - fill.r, fill.g, 255 - fill.g, fill.b, 255 - fill.b);
  return alpha * spread >= MIN_CONTRAST;
}

/** The largest share any paint can keep under `opacity` still reaches MIN_CONTRAST. */
export function opacityCanShow(opacity: number): boolean {
  return opacity * 255 >= MIN_CONTRAST;
}

/**
 * A colour map `rgb -> M * rgb + offset` (channels 0..255): every CSS filter function that changes colours
 * (brightness, contrast, invert, grayscale, sepia, saturate, hue-rotate) is one, composed in order.
 * `m` is row-major 3x3.
 */
export interface ColorMap {
  m: readonly number[];
  offset: readonly number[];
}

export const IDENTITY: ColorMap = { m: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: [0, 0, 0] };

/** `outer` applied after `inner`: a filter on an ancestor acts on what its descendants' filters made. */
export function composeMaps(outer: ColorMap, inner: ColorMap): ColorMap {
  if (inner === IDENTITY) return outer;
  if (outer === IDENTITY) return inner;
  const m: number[] = [];
  const offset: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) m.push(outer.m[r * 3]! * inner.m[c]! + outer.m[r * 3 + 1]! * inner.m[3 + c]! + outer.m[r * 3 + 2]! * inner.m[6 + c]!);
    offset.push(outer.m[r * 3]! * inner.offset[0]! + outer.m[r * 3 + 1]! * inner.offset[1]! + outer.m[r * 3 + 2]! * inner.offset[2]! + outer.offset[r]!);
  }
  return { m, offset };
}

export function mapColor(map: ColorMap, c: Rgba): Rgba {
  if (map === IDENTITY) return c;
  const channel = (r: number): number => Math.min(255, Math.max(0, map.m[r * 3]! * c.r + map.m[r * 3 + 1]! * c.g + map.m[r * 3 + 2]! * c.b + map.offset[r]!));
  return { r: channel(0), g: channel(1), b: channel(2), a: c.a };
}

/** What a `filter` does to the visibility of what it paints. */
export interface FilterEffect {
  /** `opacity()` factors, multiplied. */
  opacity: number;
  /** The colour functions, composed. */
  map: ColorMap;
  /** Gaussian radius of `blur()`, in px. */
  blur: number;
}

const scaleMap = (k: number, add: number): ColorMap => ({ m: [k, 0, 0, 0, k, 0, 0, 0, k], offset: [add, add, add] });

// https://drafts.fxtf.org/filter-effects/#ShorthandEquivalents
export function saturateMap(s: number): ColorMap {
  return {
    m: [
      0.213 + 0.787 * s,
      0.715 - 0.715 * s,
      0.072 - 0.072 * s,
      0.213 - 0.213 * s,
      0.715 + 0.285 * s,
      0.072 - 0.072 * s,
      0.213 - 0.213 * s,
      0.715 - 0.715 * s,
      0.072 + 0.928 * s,
    ],
    offset: [0, 0, 0],
  };
}

export function hueRotateMap(degrees: number): ColorMap {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return {
    m: [
      0.213 + cos * 0.787 - sin * 0.213,
      0.715 - cos * 0.715 - sin * 0.715,
      0.072 - cos * 0.072 + sin * 0.928,
      0.213 - cos * 0.213 + sin * 0.143,
      0.715 + cos * 0.285 + sin * 0.14,
      0.072 - cos * 0.072 - sin * 0.283,
      0.213 - cos * 0.213 - sin * 0.787,
      0.715 - cos * 0.715 + sin * 0.715,
      0.072 + cos * 0.928 + sin * 0.072,
    ],
    offset: [0, 0, 0],
  };
}

function sepiaMap(amount: number): ColorMap {
  const k = 1 - amount;
  return {
    m: [
      0.393 + 0.607 * k,
      0.769 - 0.769 * k,
      0.189 - 0.189 * k,
      0.349 - 0.349 * k,
      0.686 + 0.314 * k,
      0.168 - 0.168 * k,
      0.272 - 0.272 * k,
      0.534 - 0.534 * k,
      0.131 + 0.869 * k,
    ],
    offset: [0, 0, 0],
  };
}

/** Combines `next`, applied after what `effect` holds, into it. */
export function chainFilter(effect: FilterEffect, next: FilterEffect): void {
  effect.opacity *= next.opacity;
  effect.map = composeMaps(next.map, effect.map);
  effect.blur = Math.hypot(effect.blur, next.blur);
}

/**
 * A computed `filter`, function by function in order. What is inside a `url()` goes to `reference`, which
 * says what the SVG filter it names does (svg-filters.ts).
 */
export function parseFilter(filter: string, reference: (url: string) => FilterEffect): FilterEffect {
  const effect: FilterEffect = { opacity: 1, map: IDENTITY, blur: 0 };
  for (const m of filter.matchAll(
    /(opacity|contrast|brightness|invert|grayscale|sepia|saturate|hue-rotate|blur)\(\s*(-?[\d.]+)(%|px|deg|turn|rad)?\s*\)|url\(([^)]*)\)/g,
  )) {
    if (m[4] !== undefined) {
      chainFilter(effect, reference(m[4]));
      continue;
    }
    const raw = parseFloat(m[2] ?? '1');
    const unit = m[3];
    const value = unit === '%' ? raw / 100 : raw;
    const amount = Math.min(1, Math.max(0, value));
    let step: ColorMap = IDENTITY;
    switch (m[1]) {
      case 'opacity':
        effect.opacity *= amount;
        break;
      case 'blur':
        effect.blur = Math.hypot(effect.blur, value);
        break;
      case 'brightness':
        step = scaleMap(value, 0);
        break;
      case 'contrast':
        step = scaleMap(value, 127.5 * (1 - value));
        break;
      case 'invert':
        step = scaleMap(1 - 2 * amount, 255 * amount);
        break;
      case 'grayscale':
        step = saturateMap(1 - amount);
        break;
      case 'saturate':
        step = saturateMap(value);
        break;
      case 'sepia':
        step = sepiaMap(amount);
        break;
      case 'hue-rotate':
        step = hueRotateMap(unit === 'turn' ? value * 360 : unit === 'rad' ? (value * 180) / Math.PI : value);
        break;
    }
    effect.map = composeMaps(step, effect.map);
  }
  return effect;
}

/**
 * The share of a glyph's contrast left after a blur of `radius` px: a stem about a tenth of the font
 * size wide spreads over the blur, so its peak falls to about 0.04 * fontSize / radius (measured in
 * Chromium: 20 px text keeps 0.39 at 2 px, 0.19 at 4 px).
 */
export function blurShare(fontSize: number, radius: number): number {
  return radius > 0 ? Math.min(1, (0.04 * fontSize) / radius) : 1;
}
