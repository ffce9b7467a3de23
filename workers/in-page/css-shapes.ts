// CSS values the visibility rule measures without the DOM: the box of a `clip-path` basic shape in its element's
// own coordinates, and the lengths and positions inside it (docs/contract.md, "Collection"). Pure string work:
// the element's size comes in as numbers.
import { EMPTY, type Box } from './box.js';

/**
 * The box a basic shape keeps of a `width` x `height` element, in the element's own coordinates, or null for a
 * shape this parser does not know (which clips nothing).
 */
// https://drafts.csswg.org/css-shapes/#basic-shape-functions
export function shapeBox(name: string, args: string, width: number, height: number): Box | null {
  switch (name) {
    case 'inset': {
      const [lengths = ''] = args.split(/\s+round\s+/);
      const parts = splitTopLevel(lengths, /\s/);
      const [t = '0', r = t, b = t, l = r] = parts;
      return {
        top: evaluateLength(t, height),
        right: width - evaluateLength(r, width),
        bottom: height - evaluateLength(b, height),
        left: evaluateLength(l, width),
      };
    }
    case 'rect': {
      const [t = '0', r = 'auto', b = 'auto', l = '0'] = splitTopLevel(args.split(/\s+round\s+/)[0] ?? '', /\s/);
      return {
        top: t === 'auto' ? 0 : evaluateLength(t, height),
        right: r === 'auto' ? width : evaluateLength(r, width),
        bottom: b === 'auto' ? height : evaluateLength(b, height),
        left: l === 'auto' ? 0 : evaluateLength(l, width),
      };
    }
    case 'xywh': {
      const [x = '0', y = '0', w = '0', h = '0'] = splitTopLevel(args.split(/\s+round\s+/)[0] ?? '', /\s/);
      const left = evaluateLength(x, width);
      const top = evaluateLength(y, height);
      return { left, top, right: left + evaluateLength(w, width), bottom: top + evaluateLength(h, height) };
    }
    case 'circle':
    case 'ellipse': {
      const [radii = '', position = ''] = args.split(/\s*\bat\b\s*/);
      const radiusTokens = splitTopLevel(radii, /\s/);
      const [px = '50%', py = '50%'] = splitTopLevel(position, /\s/);
      const cx = positionOf(px, width);
      const cy = positionOf(py, height);
      const side = (token: string | undefined, c: number, size: number, diagonal: number): number => {
        if (token === undefined || token === 'closest-side') return Math.min(c, size - c);
        if (token === 'farthest-side') return Math.max(c, size - c);
        return evaluateLength(token, diagonal);
      };
      if (name === 'circle') {
        const reference = Math.hypot(width, height) / Math.SQRT2;
        const token = radiusTokens[0];
        const r =
          token === undefined || token === 'closest-side'
            ? Math.min(cx, cy, width - cx, height - cy)
            : token === 'farthest-side'
              ? Math.max(cx, cy, width - cx, height - cy)
              : evaluateLength(token, reference);
        return { left: cx - r, top: cy - r, right: cx + r, bottom: cy + r };
      }
      const rx = side(radiusTokens[0], cx, width, width);
      const ry = side(radiusTokens[1], cy, height, height);
      return { left: cx - rx, top: cy - ry, right: cx + rx, bottom: cy + ry };
    }
    case 'polygon': {
      const points = args
        .replace(/^(nonzero|evenodd)\s*,/, '')
        .split(',')
        .map((pair) => splitTopLevel(pair.trim(), /\s/))
        .map(([x = '0', y = '0']) => [evaluateLength(x, width), evaluateLength(y, height)] as const);
      let twiceArea = 0;
      const box: Box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      for (let i = 0; i < points.length; i++) {
        const [x1, y1] = points[i]!;
        const [x2, y2] = points[(i + 1) % points.length]!;
        twiceArea += x1 * y2 - x2 * y1;
        box.left = Math.min(box.left, x1);
        box.right = Math.max(box.right, x1);
        box.top = Math.min(box.top, y1);
        box.bottom = Math.max(box.bottom, y1);
      }
      return twiceArea === 0 ? EMPTY : box;
    }
    case 'path':
      return /^(?:[a-z-]+\s*,\s*)?(["'])\s*\1$/.test(args) ? EMPTY : null;
    default:
      return null;
  }
}

function positionOf(token: string, size: number): number {
  switch (token) {
    case 'left':
    case 'top':
      return 0;
    case 'right':
    case 'bottom':
      return size;
    case 'center':
      return size / 2;
    default:
      return evaluateLength(token, size);
  }
}

/** Splits at separators outside parentheses, dropping empty parts. */
export function splitTopLevel(s: string, separator: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && separator.test(c)) {
      if (i > start) out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (s.length > start) out.push(s.slice(start));
  return out;
}

/**
 * A computed length (px, %, or a bare number) with `calc()`, `min()`, `max()` and `clamp()`, against
 * `reference` for percentages. Computed values carry no other units. Anything unreadable is 0.
 */
export function evaluateLength(token: string, reference: number): number {
  const parser = new LengthParser(token, reference);
  const value = parser.sum();
  return Number.isFinite(value) ? value : 0;
}

class LengthParser {
  private i = 0;
  constructor(
    private readonly s: string,
    private readonly reference: number,
  ) {}

  sum(): number {
    let value = this.product();
    for (;;) {
      this.space();
      const c = this.s[this.i];
      if (c !== '+' && c !== '-') return value;
      this.i++;
      const next = this.product();
      value = c === '+' ? value + next : value - next;
    }
  }

  private product(): number {
    let value = this.atom();
    for (;;) {
      this.space();
      const c = this.s[this.i];
      if (c !== '*' && c !== '/') return value;
      this.i++;
      const next = this.atom();
      value = c === '*' ? value * next : value / next;
    }
  }

  private atom(): number {
    this.space();
    const fn = /^(calc|min|max|clamp)?\(/.exec(this.s.slice(this.i));
    if (fn) {
      this.i += fn[0].length;
      const args = [this.sum()];
      this.space();
      while (this.s[this.i] === ',') {
        this.i++;
        args.push(this.sum());
        this.space();
      }
      if (this.s[this.i] === ')') this.i++;
      switch (fn[1]) {
        case 'min':
          return Math.min(...args);
        case 'max':
          return Math.max(...args);
        case 'clamp':
          return Math.max(args[0] ?? 0, Math.min(args[1] ?? 0, args[2] ?? 0));
        default:
          return args[0] ?? NaN;
      }
    }
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|%)?/i.exec(this.s.slice(this.i));
    if (!m) {
      this.i = this.s.length;
      return NaN;
    }
    this.i += m[0].length;
    const n = parseFloat(m[1]!);
    return m[2] === '%' ? (n / 100) * this.reference : n;
  }

  private space(): void {
    while (this.s[this.i] === ' ') this.i++;
  }
}
