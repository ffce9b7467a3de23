// Gradients as the strings Chromium serializes them (docs/contract.md, "The visibility rule", 3 and 5): a mask's
// alpha (masks.ts) and the colours a background gradient paints behind text (contrast.ts).
import { evaluateLength, splitTopLevel } from './css-shapes.js';
import { parseColor, type Rgba } from './paint.js';

/** Direction keywords and angles Chromium keeps, as the axis the gradient runs along and whether it runs backwards. */
const DIRECTIONS: Record<string, readonly ['x' | 'y', boolean]> = {
  'to bottom': ['y', false],
  '180deg': ['y', false],
  'to top': ['y', true],
  '0deg': ['y', true],
  'to right': ['x', false],
  '90deg': ['x', false],
  'to left': ['x', true],
  '270deg': ['x', true],
};

/** A colour stop: its colour, its position as written (undefined: placed by fixup), and a hint after it. */
export interface Stop {
  colour: Rgba;
  at: string | undefined;
  hinted: boolean;
}

/**
 * One `linear-gradient()`: the axis it runs straight along and whether backwards (null for any other
 * angle), whether it mixes colours in a space of its own (`in oklab`, ...), and its stops; null for any other value.
 */
export function linearGradient(image: string): { direction: readonly ['x' | 'y', boolean] | null; space: boolean; stops: Stop[] } | null {
  if (!image.startsWith('linear-gradient(') || !image.endsWith(')')) return null;
  const args = splitTopLevel(image.slice('linear-gradient('.length, -1), /,/).map((a) => a.trim());
  let direction: readonly ['x' | 'y', boolean] | null = ['y', false];
  let space = false;
  if (args[0] && /^(?:to |in |-?[\d.]+(?:deg|turn|rad|grad)(?:$| in ))/.test(args[0])) {
    const first = args.shift()!;
    space = / ?in /.test(` ${first}`);
    const angle = first.replace(/ ?in .*$/, '').trim();
    direction = angle === '' ? ['y', false] : (DIRECTIONS[angle] ?? null);
  }
  const stops: Stop[] = [];
  for (const arg of args) {
    const parts = splitTopLevel(arg, /\s/);
    const colour = parseColor(parts[0]!);
    if (colour === null) {
      if (stops.length === 0) return null;
      stops[stops.length - 1]!.hinted = true;
    } else for (const at of parts.length > 1 ? parts.slice(1) : [undefined]) stops.push({ colour, at, hinted: false });
  }
  return stops.length < 2 || stops.length > 64 ? null : { direction, space, stops };
}

/**
 * Every colour stop of a computed `background-image` made of gradients only; null for anything else, and for
 * gradients that mix their colours around the hue circle (they may paint colours far from every stop).
 */
export function gradientColours(image: string): Rgba[] | null {
  const colours: Rgba[] = [];
  for (const layer of splitTopLevel(image, /,/)) {
    const text = layer.trim();
    const open = /^(?:repeating-)?(?:linear|radial|conic)-gradient\(/.exec(text);
    if (!open || !text.endsWith(')')) return null;
    const args = splitTopLevel(text.slice(open[0].length, -1), /,/);
    if (/\bhue\b/.test(args[0] ?? '')) return null;
    const before = colours.length;
    for (const arg of args) {
      for (const token of splitTopLevel(arg.trim(), /\s/)) {
        const colour = parseColor(token);
        if (colour) colours.push(colour);
      }
    }
    if (colours.length === before) return null;
  }
  return colours;
}

/**
 * The colours `stops` (at `positions`, fractions of the gradient line) paint from `from` to `to` along it:
 * the stops strictly between, and at either end the colour mixed in sRGB between its neighbours (both
 * neighbours where a hint bends the way or the gradient mixes in a space of its own).
 */
export function coloursAlong(stops: readonly Stop[], positions: readonly number[], from: number, to: number, space: boolean): Rgba[] {
  const out: Rgba[] = [];
  for (let i = 0; i < stops.length; i++) if (positions[i]! > from && positions[i]! < to) out.push(stops[i]!.colour);
  const last = stops.length - 1;
  const at = (t: number, after: boolean): void => {
    // Before the first stop and past the last, their colours.
    if (after ? t < positions[0]! : t <= positions[0]!) return void out.push(stops[0]!.colour);
    if (after ? t >= positions[last]! : t > positions[last]!) return void out.push(stops[last]!.colour);
    // The segment holding t: where stops share a position, the one on t's side.
    let i = after ? last : 0;
    if (after) while (i > 0 && positions[i]! > t) i--;
    else while (i < last && positions[i]! < t) i++;
    const [a, b] = after ? [i, i + 1] : [i - 1, i];
    const [ca, cb] = [stops[a]!.colour, stops[b]!.colour];
    const length = positions[b]! - positions[a]!;
    if (space || stops[a]!.hinted || !(length > 0)) {
      out.push(ca, cb);
      return;
    }
    const f = Math.min(1, Math.max(0, (t - positions[a]!) / length));
    const mix = (x: number, y: number) => x + (y - x) * f;
    out.push({ r: mix(ca.r, cb.r), g: mix(ca.g, cb.g), b: mix(ca.b, cb.b), a: mix(ca.a, cb.a) });
  };
  at(from, true);
  at(to, false);
  return out;
}

/** Stop positions as fractions of the gradient line (CSS Images 3, "Color stop fixup"); null when unreadable. */
export function stopPositions(stops: readonly { at: string | undefined }[], length: number): number[] | null {
  if (!(length > 0)) return null;
  const at: (number | undefined)[] = stops.map((s) => (s.at === undefined ? undefined : evaluateLength(s.at, length) / length));
  if (at.some((p) => p !== undefined && !Number.isFinite(p))) return null;
  at[0] ??= 0;
  at[at.length - 1] ??= 1;
  let highest = -Infinity;
  for (let i = 0; i < at.length; i++) {
    if (at[i] !== undefined) highest = at[i] = Math.max(at[i]!, highest);
  }
  for (let i = 1; i < at.length; i++) {
    if (at[i] !== undefined) continue;
    let j = i;
    while (at[j] === undefined) j++;
    const from = at[i - 1]!;
    const step = (at[j]! - from) / (j - i + 1);
    for (let k = i; k < j; k++) at[k] = from + step * (k - i + 1);
  }
  return at as number[];
}
