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
    case 'path': {
      const data = /^(?:[a-z-]+\s*,\s*)?(["'])(.*)\1$/s.exec(args);
      return data ? pathBounds(data[2] ?? '') : EMPTY;
    }
    case 'shape':
      return shapeFunctionBounds(args, width, height);
    default:
      // A shape this does not know (a newer CSS function) may clip everything: when in doubt, it does.
      return EMPTY;
  }
}

/** Bounds of a box, EMPTY where it has no area (a path that encloses nothing). */
function bounded(xs: readonly number[], ys: readonly number[]): Box {
  if (xs.length === 0 || xs.some((v) => !Number.isFinite(v)) || ys.some((v) => !Number.isFinite(v))) return EMPTY;
  const box = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
  return box.right > box.left && box.bottom > box.top ? box : EMPTY;
}

/**
 * The bounds of SVG path data: every end and control point (a curve lies inside its control points), and an
 * arc's radii around both of its ends. Unreadable data clips everything.
 */
export function pathBounds(data: string): Box {
  const tokens = data.match(/[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
  for (let i = 0; i < tokens.length;) {
    if (/[a-z]/i.test(tokens[i]!)) command = tokens[i++]!;
    const lower = command.toLowerCase();
    const arity = ARITY[lower];
    if (arity === undefined) return EMPTY;
    const relative = command !== command.toUpperCase();
    if (arity === 0) {
      [x, y] = [startX, startY];
      continue;
    }
    const n = tokens.slice(i, i + arity).map(Number);
    if (n.length < arity || n.some(Number.isNaN)) return EMPTY;
    i += arity;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    if (lower === 'h') x = ox + n[0]!;
    else if (lower === 'v') y = oy + n[0]!;
    else if (lower === 'a') {
      const [rx, ry] = [Math.abs(n[0]!), Math.abs(n[1]!)];
      xs.push(x - rx, x + rx);
      ys.push(y - ry, y + ry);
      [x, y] = [ox + n[5]!, oy + n[6]!];
      xs.push(x - rx, x + rx);
      ys.push(y - ry, y + ry);
    } else {
      for (let k = 0; k + 1 < arity; k += 2) {
        xs.push(ox + n[k]!);
        ys.push(oy + n[k + 1]!);
      }
      [x, y] = [ox + n[arity - 2]!, oy + n[arity - 1]!];
    }
    xs.push(x);
    ys.push(y);
    if (lower === 'm') {
      [startX, startY] = [x, y];
      // Pairs after a move are lines.
      command = relative ? 'l' : 'L';
    }
  }
  return bounded(xs, ys);
}

/**
 * The bounds of a CSS `shape()`: its `from` point and every point its commands name (`to` or `by`, with the
 * control points of curves and the radii of arcs around their ends). What it cannot read clips everything.
 */
function shapeFunctionBounds(args: string, width: number, height: number): Box {
  const parts = splitTopLevel(args.replace(/^(?:nonzero|evenodd)\s*,/, ''), /,/).map((p) => p.trim());
  const xs: number[] = [];
  const ys: number[] = [];
  let x = 0;
  let y = 0;
  const at = (tokens: string[], relative: boolean): [number, number] => [
    (relative ? x : 0) + positionOf(tokens[0] ?? '', width),
    (relative ? y : 0) + positionOf(tokens[1] ?? '', height),
  ];
  for (const [index, part] of parts.entries()) {
    const tokens = splitTopLevel(part, /\s/).filter((t) => t !== '/');
    if (index === 0) {
      if (tokens[0] !== 'from') return EMPTY;
      [x, y] = at(tokens.slice(1), false);
    } else if (tokens[0] === 'close') continue;
    else {
      const [verb = '', mode = '', ...rest] = tokens;
      const relative = mode === 'by';
      if (mode !== 'to' && mode !== 'by') return EMPTY;
      if (verb === 'hline') x = (relative ? x : 0) + positionOf(rest[0] ?? '', width);
      else if (verb === 'vline') y = (relative ? y : 0) + positionOf(rest[0] ?? '', height);
      else if (verb === 'move' || verb === 'line' || verb === 'curve' || verb === 'smooth' || verb === 'arc') {
        const end = at(rest, relative);
        const tail = rest.slice(2);
        if (verb === 'arc') {
          const radius = Math.max(...tail.filter((t) => /\d/.test(t)).map((t) => Math.abs(evaluateLength(t, Math.max(width, height)))), 0);
          xs.push(x - radius, x + radius, end[0] - radius, end[0] + radius);
          ys.push(y - radius, y + radius, end[1] - radius, end[1] + radius);
        } else if (tail[0] === 'with') {
          const controls = tail.slice(1);
          for (let k = 0; k + 1 < controls.length; k += 2) {
            const point = at(controls.slice(k, k + 2), relative);
            xs.push(point[0]);
            ys.push(point[1]);
          }
        }
        [x, y] = end;
      } else return EMPTY;
    }
    xs.push(x);
    ys.push(y);
  }
  return bounded(xs, ys);
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
