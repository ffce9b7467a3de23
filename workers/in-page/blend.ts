// `mix-blend-mode` (Compositing and Blending 1, "Blending"): the colour a source paints once blended with
// the backdrop below it. Black text in `screen` over white, or grey text in `lighten`, comes out as the
// backdrop itself. Channels are 0..255; the source's alpha mixes the blended colour with the backdrop.
import type { Rgba } from './paint.js';

type Channel = (backdrop: number, source: number) => number;

const hardLight: Channel = (b, s) => (s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1));
const screen: Channel = (b, s) => b + s - b * s;
const softLightD = (b: number): number => (b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b));

const SEPARABLE: Record<string, Channel> = {
  multiply: (b, s) => b * s,
  screen,
  overlay: (b, s) => hardLight(s, b),
  darken: Math.min,
  lighten: Math.max,
  'color-dodge': (b, s) => (b === 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s))),
  'color-burn': (b, s) => (b >= 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s)),
  'hard-light': hardLight,
  'soft-light': (b, s) => (s <= 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * (softLightD(b) - b)),
  difference: (b, s) => Math.abs(b - s),
  exclusion: (b, s) => b + s - 2 * b * s,
  'plus-lighter': (b, s) => Math.min(1, b + s),
  'plus-darker': (b, s) => Math.max(0, b + s - 1),
};

type Rgb = readonly [number, number, number];

const lum = ([r, g, b]: Rgb): number => 0.3 * r + 0.59 * g + 0.11 * b;
const sat = (c: Rgb): number => Math.max(...c) - Math.min(...c);

function clipColor(c: Rgb): Rgb {
  const l = lum(c);
  const n = Math.min(...c);
  const x = Math.max(...c);
  return c.map((v) => {
    if (n < 0) v = l + ((v - l) * l) / (l - n);
    if (x > 1) v = l + ((v - l) * (1 - l)) / (x - l);
    return v;
  }) as unknown as Rgb;
}

function setLum(c: Rgb, l: number): Rgb {
  const d = l - lum(c);
  return clipColor([c[0] + d, c[1] + d, c[2] + d]);
}

function setSat(c: Rgb, s: number): Rgb {
  const x = Math.max(...c);
  const n = Math.min(...c);
  if (x === n) return [0, 0, 0];
  return c.map((v) => ((v - n) * s) / (x - n)) as unknown as Rgb;
}

const NON_SEPARABLE: Record<string, (b: Rgb, s: Rgb) => Rgb> = {
  hue: (b, s) => setLum(setSat(s, sat(b)), lum(b)),
  saturation: (b, s) => setLum(setSat(b, sat(s)), lum(b)),
  color: (b, s) => setLum(s, lum(b)),
  luminosity: (b, s) => setLum(b, lum(s)),
};

/**
 * `source` blended in `mode` over the opaque `backdrop`, then mixed with it by the source's alpha. A mode
 * not known here gives the backdrop: what it paints is not worked out, and counts as not standing out.
 */
export function blendColor(mode: string, backdrop: Rgba, source: Rgba): Rgba {
  const b: Rgb = [backdrop.r / 255, backdrop.g / 255, backdrop.b / 255];
  const s: Rgb = [source.r / 255, source.g / 255, source.b / 255];
  const channel = SEPARABLE[mode];
  const mixed = channel ? (b.map((v, i) => channel(v, s[i]!)) as unknown as Rgb) : NON_SEPARABLE[mode]?.(b, s);
  if (!mixed) return { ...backdrop, a: 1 };
  const a = Math.min(1, Math.max(0, source.a));
  const out = (i: number): number => 255 * ((1 - a) * b[i]! + a * mixed[i]!);
  return { r: out(0), g: out(1), b: out(2), a: 1 };
}
