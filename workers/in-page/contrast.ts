// Whether glyphs stand out from what they sit on (docs/contract.md, "The visibility rule", 5): the text's
// fill, stroke or shadow against the background colours below it, as filters and blend modes paint them,
// looked at again where the text was moved off its background or an image is behind it.
import { blendColor } from './blend.js';
import { empty, holds, hull, intersect, nearestShift, shifted, within, type Box } from './box.js';
import { dom } from './dom.js';
import { textFragments, type PageArea } from './geometry.js';
import { blurShare, IDENTITY, mapColor, over, parseColor, parseFilter, standsOut, type Rgba } from './paint.js';
import { splitTopLevel } from './css-shapes.js';
import { gradientColours } from './gradients.js';
import { imageBehind, imagedOf, inkBand, UNKNOWN_IMAGE } from './image-behind.js';
import { inkOf, type Ink } from './ink.js';
import { fromAbove, UNKNOWN_VEIL, type ElementVerdict } from './verdict.js';
import { boxOf } from './shown.js';
import { sizeFromBounds } from './turned.js';
import { turns, type Linear } from './transforms.js';
import { paintsAt, paintsWholeBounds } from './paint-area.js';

/**
 * The glyphs are drawn in a colour that stands out from what they sit on (fill, else stroke or
 * shadow), after the filters above them; `share` is what opacity and blur leave of the difference.
 */
export function painted(verdict: ElementVerdict, style: CSSStyleDeclaration, share: number, area: PageArea, node: Text): boolean {
  const blender = blenderOf(verdict);
  const seer = (part: number): Seer =>
    blender === null
      ? (colour, backdrop) => standsOut(colour && mapColor(verdict.colorMap, colour), part, backdrop)
      : blendedSeen(verdict, blender, part, area);
  const seen = seer(share);
  if (verdict.svg) return svgPainted(verdict, style, seen, area, node);
  const fill = parseColor(style.webkitTextFillColor);
  // A background clipped to the text paints in the glyphs: the backgrounds above say whether there is one.
  backdropOf(verdict);
  imagedOf(verdict);
  const clipped = textClipSeen && fill ? textClippedPaints(verdict, fill, area, node) : null;
  if (clipped === UNKNOWN_IMAGE) return true;
  if (clipped ? clipped.some((colour) => shows(verdict, colour, seen, area, node)) : shows(verdict, fill, seen, area, node)) return true;
  const strokeWidth = parseFloat(style.webkitTextStrokeWidth);
  if (strokeWidth > 0 && shows(verdict, parseColor(style.webkitTextStrokeColor), seen, area, node)) return true;
  const shadow = style.textShadow;
  if (shadow !== 'none') {
    const fontSize = parseFloat(style.fontSize);
    for (const one of splitTopLevel(shadow, /,/)) {
      // `<colour> <x> <y> <blur>`, as Chromium serializes it. A shadow moved further than two font sizes
      // from its text is not taken to show it; its blur (twice the deviation) spreads it as a filter's does.
      const parts = splitTopLevel(one.trim(), /\s/);
      const [x = 0, y = 0, blur = 0] = parts.slice(1).map(parseFloat);
      if (!(Math.abs(x) <= 2 * fontSize && Math.abs(y) <= 2 * fontSize)) continue;
      if (shows(verdict, parseColor(parts[0] ?? ''), seer(share * blurShare(fontSize, blur / 2)), area, node)) return true;
    }
  }
  return false;
}

/** Whether paint in `colour` stands out on `backdrop`; blended text, at `point` when given (`blendedSeen`). */
type Seer = (colour: Rgba | null, backdrop: Rgba | null, point?: Sample) => boolean;

/**
 * Paint in `colour` stands out from what the text is really on. The backgrounds above it, each over the one
 * below, usually say: but a background box need not lie behind the text (a box of no height, text moved or
 * overflowing out of it), so where the colour would not stand out from every background above and the
 * canvas alike, the backdrop is looked at again where the text is. Blended text is judged against its
 * blended surroundings alone, those that paint at some point of its lines; an image behind makes the backdrop
 * unknown (judged by alpha alone).
 */
function shows(verdict: ElementVerdict, colour: Rgba | null, seen: Seer, area: PageArea, node: Text): boolean {
  const veiled = veiledOf(verdict);
  if (veiled !== null) {
    // A backdrop filter above repaints what the text sits on, or not, as Chromium's backdrop root decides
    // (`veiledOf`): the text must stand out from every colour it may sit on. Blended text, and text with an
    // image behind it, are not worked out there.
    if (veiled === UNKNOWN_VEIL || blenderOf(verdict) !== null) return false;
    return veiled.every((ground) => seen(colour, ground)) && imageBehind(verdict, area, node) === null;
  }
  const onBackdrop = seen(colour, backdropOf(verdict));
  if (colour === null) return onBackdrop;
  if (blenderOf(verdict) !== null) {
    // Text and a gradient behind it, blended with the same backdrop, stay as alike as they were.
    const image = onBackdrop ? imageBehind(verdict, area, node) : null;
    const mapped = mapColor(verdict.colorMap, colour);
    if (!onBackdrop || (image !== null && image !== UNKNOWN_IMAGE && image.every((ground) => !standsOut(mapped, 1, ground)))) return false;
    // The backgrounds inside the blend count only where they paint under the text (not past a rounded corner, in a
    // padding a clip leaves bare, or where the text was moved off them): it shows where it stands out at a point.
    const points = samplePoints(verdict, area, node);
    return points.length === 0 || points.some((point) => seen(colour, null, point));
  }
  // The rare case from here on: reads that text only pays for where it would not stand out, or where its
  // backgrounds disagree.
  const image = imageBehind(verdict, area, node);
  // Gradients behind are colours: text shows where it stands out from one of them.
  if (image !== null && image !== UNKNOWN_IMAGE) return image.some((ground) => seen(colour, ground));
  if (!onBackdrop && colour.a > 0 && image === UNKNOWN_IMAGE && seen(colour, null)) return true;
  const grounds = groundsOf(verdict);
  if (grounds !== null && grounds.every((ground) => seen(colour, ground) === onBackdrop)) return onBackdrop;
  if (onBackdrop && image === UNKNOWN_IMAGE) return true;
  return samplePoints(verdict, area, node).some((point) => seen(colour, backdropAt(verdict, area, point)));
}

/** SVG text is painted with `fill` and `stroke` (paint servers such as gradients count as painted). */
function svgPainted(verdict: ElementVerdict, style: CSSStyleDeclaration, seen: Seer, area: PageArea, node: Text): boolean {
  const paint = (value: string, opacity: string): boolean => {
    if (value === 'none') return false;
    if (value.startsWith('url(')) return true;
    const colour = parseColor(value);
    return shows(verdict, colour && { ...colour, a: colour.a * parseFloat(opacity) }, seen, area, node);
  };
  if (paint(style.fill, style.fillOpacity)) return true;
  return parseFloat(style.strokeWidth) > 0 && paint(style.stroke, style.strokeOpacity);
}

/**
 * The colour the element's content sits on: the background colours of it and its ancestors as their
 * filters paint them, each over the one below, ending on the canvas. Opacity is left out on purpose: it
 * scales the difference between text and what it sits on, and `standsOut` applies it to that difference.
 */
export function backdropOf(verdict: ElementVerdict): Rgba | null {
  return fromAbove<Rgba | null>(verdict, 'backdrop', null, (current, below) => {
    const background = groundOf(current);
    if (!background) return below;
    if (background.a >= 1) return background;
    return below ? over(background, below) : null;
  });
}

/** At most this many colours are kept that the content of backdrop-filtered elements may sit on. */
const MAX_VEILED = 8;

/**
 * Every colour the element's content may sit on where a `backdrop-filter` that changes colours (not a blur alone)
 * lies on an element from it up: that element paints what is behind it through the filter, then its own
 * background and content. What it filters is what is painted behind it up to its backdrop root, which Chromium
 * chooses by more than the element's ancestors (a clip-path or mask above it is one; so, for the canvas, is a
 * `mix-blend-mode` anywhere on the page): so what is behind it may come through filtered or not, and both are
 * kept, each under the backgrounds below the element (the filter's `opacity()` mixing the two). Exact for plain
 * colours under an opaque background; UNKNOWN_VEIL where a translucent background lies between the element and
 * the nearest opaque one, where a filter (its own or an ancestor's) would paint the filtered backdrop again, where
 * the backdrop filter names an SVG filter, or where the colours grow past MAX_VEILED. Null where no such filter is
 * above, or an opaque background below it covers what it filters.
 */
export function veiledOf(verdict: ElementVerdict): readonly Rgba[] | typeof UNKNOWN_VEIL | null {
  return fromAbove<readonly Rgba[] | typeof UNKNOWN_VEIL | null>(verdict, 'veiled', null, (current, above) => {
    if (above === UNKNOWN_VEIL || current.boxless || !current.style) return above;
    let colours = above;
    const backdropFilter = current.rare.value(current.style, 'backdropFilter');
    if (backdropFilter !== 'none') {
      let referenced = false;
      const effect = parseFilter(backdropFilter, () => {
        referenced = true;
        return { opacity: 1, map: IDENTITY, blur: 0 };
      });
      // A blur leaves a plain colour as it is: most backdrop filters change nothing this rule reads.
      if (referenced) return UNKNOWN_VEIL;
      if (effect.map !== IDENTITY || effect.opacity < 1) {
        if (current.colorMap !== IDENTITY || translucentBelow(current)) return UNKNOWN_VEIL;
        const below = colours ?? (current.parent ? [backdropOf(current.parent)] : []);
        const next: Rgba[] = [];
        for (const colour of below) {
          if (colour === null) return UNKNOWN_VEIL;
          for (const candidate of [colour, over({ ...mapColor(effect.map, colour), a: effect.opacity }, colour)]) {
            if (!next.some((c) => Math.abs(c.r - candidate.r) < 0.5 && Math.abs(c.g - candidate.g) < 0.5 && Math.abs(c.b - candidate.b) < 0.5))
              next.push(candidate);
          }
        }
        if (next.length > MAX_VEILED) return UNKNOWN_VEIL;
        colours = next;
      }
    }
    if (colours === null) return null;
    const ground = groundOf(current);
    if (!ground) return colours;
    return ground.a >= 1 ? null : colours.map((colour) => over(ground, colour));
  });
}

/** Whether a translucent background lies below the element, above the nearest opaque one. */
function translucentBelow(verdict: ElementVerdict): boolean {
  for (let v = verdict.parent; v && v.el; v = v.parent) {
    const ground = groundOf(v);
    if (ground) return ground.a < 1;
  }
  return false;
}

/**
 * The element's own background colour as its filters paint it, null for none; read once. A colour clipped
 * to the text (`background-clip: text`, its last layer's) paints inside glyphs only: it is nothing's backdrop.
 */
export function groundOf(verdict: ElementVerdict): Rgba | null {
  if (verdict.ground === undefined) {
    const parsed = verdict.boxless || !verdict.style ? null : parseColor(verdict.rare.value(verdict.style, 'backgroundColor'));
    verdict.ground = parsed && parsed.a > 0 && !clippedToText(verdict.style!, true) ? mapColor(verdict.colorMap, parsed) : null;
  }
  return verdict.ground;
}

/** The element's own background colour before any filter, null for none (as `groundOf`, not kept). */
function rawGroundOf(verdict: ElementVerdict): Rgba | null {
  if (groundOf(verdict) === null) return null;
  return parseColor(verdict.style!.backgroundColor);
}

/** Some background of the document was found clipped to the text: texts look for one above them. */
let textClipSeen = false;

/** The background is clipped to the text: its last layer (which the colour takes), or any layer. */
export function clippedToText(style: CSSStyleDeclaration, colour: boolean): boolean {
  const clip = style.backgroundClip;
  if (clip === 'border-box') return false;
  const clipped = colour ? clip.slice(clip.lastIndexOf(',') + 1).trim() === 'text' : /(?:^|,)\s*text\b/.test(clip);
  if (clipped) textClipSeen = true;
  return clipped;
}

/**
 * What the glyphs paint where an element from `verdict` up clips its background to the text (the nearest):
 * inside them the fill over each colour of that background (its colour, each colour of its gradients), and
 * at their edges, where antialiasing lets the background past the fill, those colours themselves. Null where
 * there is none, where a background between paints over it, or where the text lies outside that element's
 * box (the background paints inside it only): the fill is then what it is. UNKNOWN_IMAGE for an image of
 * unknown colours.
 *
 * Chromium clips the background to where the glyphs would lie without the transforms of the boxes between
 * (docs/chromium-notes.md). Where those only translate, the background paints there, the text's boxes moved back
 * by the sum of the translations, and counts where that lies in the clipping box and its clips; text moved by any
 * other transform paints it where it is not known, off the page or out of a clip as likely as not, so there the
 * background does not count.
 */
function textClippedPaints(verdict: ElementVerdict, fill: Rgba, area: PageArea, node: Text): Rgba[] | typeof UNKNOWN_IMAGE | null {
  let moved: [number, number] | null = [0, 0];
  for (let v: ElementVerdict | null = verdict; v && v.el; v = v.parent) {
    const style = v.style;
    if (v.boxless || !style) continue;
    // Text an <svg> draws (in a <foreignObject> too) is not the text an HTML box clips its background to.
    if (v.svg) return null;
    if (!clippedToText(style, false)) {
      if (groundOf(v) !== null || style.backgroundImage !== 'none') return null;
      if (moved !== null && transformed(v, style)) moved = translatedBy(v, style, moved);
      continue;
    }
    if (moved === null) return null;
    const box = paintedBox(v, area);
    if (!box) return null;
    const [dx, dy] = moved;
    const still = dx === 0 && dy === 0;
    // Translations are in the clipping box's own px: a transform or a zoom above it would scale them. The boxes between
    // clip the glyphs where they would lie untranslated (the pixel oracle shows an overflow clip between hiding them),
    // which their clips, worked out where the boxes are drawn, do not say: only where none clips is that worked out.
    if (!still) {
      if (v.linear !== null && !(v.linear[0] === 1 && v.linear[1] === 0 && v.linear[2] === 0 && v.linear[3] === 1)) return null;
      if (area.declared.has('zoom') || verdict.clip !== v.clip) return null;
    }
    const clip = verdict.clip;
    const lies = (f: Box): boolean =>
      !empty(intersect(intersect({ left: f.left - dx, right: f.right - dx, top: f.top - dy, bottom: f.bottom - dy }, clip), box));
    if (!textFragments(node, area).some(lies)) return null;
    const image = style.backgroundImage;
    const colours = image === 'none' ? [] : gradientColours(image);
    if (colours === null) return UNKNOWN_IMAGE;
    const background = clippedToText(style, true) ? parseColor(style.backgroundColor) : null;
    const under = background && background.a > 0 ? background : null;
    const paints = colours.map((c) => (under ? over(c, under) : c));
    if (under) paints.push(under);
    return fill.a > 0 ? [...paints.map((c) => over(fill, c)), ...paints] : paints;
  }
  return null;
}

/** Whether a box is moved or scaled by a transform, an individual transform property or a motion path. */
function transformed(v: ElementVerdict, style: CSSStyleDeclaration): boolean {
  if (v.inline) return false;
  const rare = v.rare;
  return (
    rare.value(style, 'transform') !== 'none' ||
    rare.value(style, 'translate') !== 'none' ||
    rare.value(style, 'rotate') !== 'none' ||
    rare.value(style, 'scale') !== 'none' ||
    rare.value(style, 'offsetPath') !== 'none'
  );
}

/**
 * `moved` plus what the transforms of a box only translate it by (`translate` in px, a `transform` that is a
 * translation); null where they do more, or in a way not read here (a percentage, a depth, a motion path).
 */
function translatedBy(v: ElementVerdict, style: CSSStyleDeclaration, moved: readonly [number, number]): [number, number] | null {
  const rare = v.rare;
  if (rare.value(style, 'rotate') !== 'none' || rare.value(style, 'scale') !== 'none' || rare.value(style, 'offsetPath') !== 'none') return null;
  let [x, y] = moved;
  const translate = rare.value(style, 'translate');
  if (translate !== 'none') {
    const parts = translate.split(' ');
    if (parts.length > 3 || !parts.every((p) => /^-?[\d.]+(?:e-?\d+)?px$/.test(p)) || (parts[2] !== undefined && parseFloat(parts[2]) !== 0)) return null;
    x += parseFloat(parts[0]!);
    y += parseFloat(parts[1] ?? '0');
  }
  const transform = rare.value(style, 'transform');
  if (transform !== 'none') {
    const matrix = /^matrix\(([^)]*)\)$/.exec(transform)?.[1]?.split(',').map(Number);
    if (!matrix || matrix.length !== 6 || matrix[0] !== 1 || matrix[1] !== 0 || matrix[2] !== 0 || matrix[3] !== 1) return null;
    x += matrix[4]!;
    y += matrix[5]!;
  }
  return Number.isFinite(x) && Number.isFinite(y) ? [x, y] : null;
}

/** At most this many distinct background colours are kept above an element; more are looked at where the text is. */
const MAX_GROUNDS = 8;

/**
 * Every colour the element's content could sit on when only some of the boxes above lie behind it: each
 * opaque background from it up to the root, and the canvas. Null when a translucent one is among them (what
 * it is over then depends on which boxes lie behind the text) or there are too many.
 */
function groundsOf(verdict: ElementVerdict): readonly Rgba[] | null {
  return fromAbove<readonly Rgba[] | null>(verdict, 'grounds', null, (current, above) => {
    const ground = groundOf(current);
    if (above === null || ground === null) return above;
    if (ground.a < 1 || above.length >= MAX_GROUNDS) return null;
    return above.some((g) => g.r === ground.r && g.g === ground.g && g.b === ground.b) ? above : [...above, ground];
  });
}

/** The nearest element from `verdict` up whose `mix-blend-mode` is not normal, read once per element on the way. */
function blenderOf(verdict: ElementVerdict): ElementVerdict | null {
  return fromAbove<ElementVerdict | null>(verdict, 'blender', null, (current, above) =>
    (current.boxless || !current.style ? 'normal' : current.rare.value(current.style, 'mixBlendMode')) === 'normal' ? above : current,
  );
}

/**
 * Judges colours of text inside the element `blender`, which blends its content with what is below it: the
 * text and what surrounds it inside `blender` (its backgrounds from there down; where there are none, what
 * is below shows unblended) are both blended with what is below, and so on out through every blender above.
 */
function blendedSeen(verdict: ElementVerdict, blender: ElementVerdict, share: number, area: PageArea): Seer {
  // Filters of the group that holds the blend and above it paint after the blend: inside, the colours blend
  // as they are, and only what comes out is filtered (where no filter lies between the group and the text).
  const group = isolatingAbove(blender);
  const raw = group !== null && verdict.colorMap === group.colorMap;
  const within = backgroundsWithin(verdict, blender, raw);
  return (colour, _backdrop, point) => {
    const mapped = colour && mapColor(verdict.colorMap, colour);
    const around = point ? backgroundsWithin(verdict, blender, raw, (v) => paintsBackgroundAt(verdict, v, area, point)) : within;
    const out = colour && blendOut(blender, raw ? colour : mapped!, around, raw);
    return out ? standsOut(out.text, share, out.around) : standsOut(mapped, share, null);
  };
}

/**
 * The colours `text`, and what is around it (`around`, null for nothing painted), painted inside `blender`
 * come out as once blended with what is below it. An element between that forms a group of its own (a
 * transform, opacity, a filter, `isolation`, or a blend mode of its own, see `formsGroup`) blends its content
 * only with what is painted inside it: with nothing there, the content is painted unblended; a group that
 * blends in turn blends the result with what is below it. `raw`: the colours inside the group are not yet
 * through its filter. Null when what is below is not known.
 */
function blendOut(blender: ElementVerdict, text: Rgba, around: Rgba | null, raw = false): { text: Rgba; around: Rgba } | null {
  const mode = blender.style!.mixBlendMode;
  const group = isolatingAbove(blender);
  if (!group) {
    const below = blender.parent ? backdropOf(blender.parent) : null;
    return below && { text: blendColor(mode, below, text), around: around ? blendColor(mode, below, around) : below };
  }
  const below = backgroundsWithin(blender.parent!, group, raw);
  let inText = below ? blendColor(mode, below, text) : text;
  let inAround = below ? (around ? blendColor(mode, below, around) : below) : around;
  if (raw) {
    inText = mapColor(group.colorMap, inText);
    inAround = inAround && mapColor(group.colorMap, inAround);
  }
  if (group.style!.mixBlendMode !== 'normal') return blendOut(group, inText, inAround);
  const base = backdropOf(group);
  if (!inAround) return base && { text: inText, around: base };
  return { text: inText, around: inAround.a >= 1 || !base ? inAround : over(inAround, base) };
}

/** The nearest element above `blender` that forms an isolated group, up to the root; null for none. */
function isolatingAbove(blender: ElementVerdict): ElementVerdict | null {
  for (let v = blender.parent; v && v.el && v.parent; v = v.parent) {
    if (!v.boxless && formsGroup(v)) return v;
  }
  return null;
}

/**
 * The element forms an isolated group (a stacking context: Compositing and Blending 1 isolates every one):
 * opacity, a transform or an individual one, a filter, a mask or clip-path, `isolation`, a blend mode, a
 * positioned box with a z-index or a fixed or sticky one, paint or layout containment, `will-change` of
 * those. Read on the way up from blended text only.
 */
function formsGroup(v: ElementVerdict): boolean {
  const parent = v.parent!;
  if (v.linear !== parent.linear || v.opacity !== parent.opacity || v.colorMap !== parent.colorMap || v.blur !== parent.blur) return true;
  const style = v.style!;
  if (style.isolation === 'isolate' || style.mixBlendMode !== 'normal') return true;
  if (style.transform !== 'none' || style.translate !== 'none' || style.rotate !== 'none' || style.scale !== 'none') return true;
  if (style.filter !== 'none' || style.backdropFilter !== 'none' || style.clipPath !== 'none' || style.maskImage !== 'none') return true;
  const position = style.position;
  if (position === 'fixed' || position === 'sticky' || (position !== 'static' && style.zIndex !== 'auto')) return true;
  return /paint|layout|strict|content/.test(style.contain) || /transform|opacity|filter|translate|rotate|scale/.test(style.willChange);
}

/** The background colours from `top` down to `verdict`, each over the one below, over nothing; null for none. */
function backgroundsWithin(verdict: ElementVerdict, top: ElementVerdict, raw = false, paints?: (v: ElementVerdict) => boolean): Rgba | null {
  const layers: Rgba[] = [];
  for (let v: ElementVerdict | null = verdict; v; v = v.parent) {
    const ground = raw ? rawGroundOf(v) : groundOf(v);
    if (ground && (!paints || paints(v))) layers.push(ground);
    if (v === top) break;
  }
  let colour: Rgba | null = null;
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    if (!colour) colour = layer;
    else {
      const under: Rgba = colour;
      const a = layer.a + under.a * (1 - layer.a);
      const mix = (l: number, c: number): number => (l * layer.a + c * under.a * (1 - layer.a)) / a;
      colour = { r: mix(layer.r, under.r), g: mix(layer.g, under.g), b: mix(layer.b, under.b), a };
    }
  }
  return colour;
}

/** A point of the text where it is laid out, and where it shows (in a scroll container: scrolled to). */
interface Sample {
  x: number;
  y: number;
  shownX: number;
  shownY: number;
}

/** At most this many of a text's line boxes are looked at point by point (spread over them, first and last among them). */
const MAX_SAMPLED_LINES = 6;

/**
 * Points of the text to look at its backdrop again: on each of its line boxes that its clips leave (up to
 * MAX_SAMPLED_LINES), the centre and four points a quarter in from the edges of the band its glyphs fill
 * (`inkBand`: a background under the line box's top or bottom margin alone is under no glyph); the centre alone of
 * a line that every background paints all of or none of (`sameBackdropOver`). Part of a text
 * moved, turned or scaled past the edge of a background sits on what is beyond it: the text's own boxes say where,
 * not its element's, which may reach far past it. A line a rotation or a skew turned is a parallelogram whose bounds
 * are mostly not on it: its points are taken on the line itself (its size worked out from its bounds and the
 * transform), those its clips leave; its centre alone where that cannot be worked out.
 */
function samplePoints(verdict: ElementVerdict, area: PageArea, node: Text): Sample[] {
  // Text in a visually hidden box inside a control (`assistive`) is laid out in a box of a pixel, its lines running out
  // of it: where they lie is not where anyone reads them. It names the control where its colours show it, and those
  // are its element's, so it is looked at on its element's box.
  if (verdict.assistive) {
    const box = paintedBox(verdict, area) ?? textFragments(node, area)[0] ?? null;
    return box ? linePoints(box, null).map(([x, y]) => ({ x, y, shownX: x, shownY: y })) : [];
  }
  const clip = verdict.clip;
  let lines = textFragments(node, area).filter((f) => !empty(intersect(f, clip)));
  if (lines.length > MAX_SAMPLED_LINES) {
    const all = lines;
    lines = Array.from({ length: MAX_SAMPLED_LINES }, (_, i) => all[Math.round((i * (all.length - 1)) / (MAX_SAMPLED_LINES - 1))]!);
  }
  // Text in a scroll container shows in its visible part, where scrolling brings it the least way (as a reader
  // does, and `scrollIntoView`).
  const port = verdict.port;
  const shift = port && lines.length > 0 ? nearestShift(lines.map((f) => intersect(f, clip)).reduce(hull), port) : null;
  const linear = verdict.linear;
  const turned = turns(linear) ? linear : null;
  let ink: Ink | null | undefined;
  const samples: Sample[] = [];
  const at = (box: Box, shown: Box, fx: number, fy: number): Sample => ({
    x: box.left + (box.right - box.left) * fx,
    y: box.top + (box.bottom - box.top) * fy,
    shownX: shown.left + (shown.right - shown.left) * fx,
    shownY: shown.top + (shown.bottom - shown.top) * fy,
  });
  for (const line of lines) {
    if (turned) {
      for (const [x, y] of turnedPoints(line, turned)) {
        if (!holds(clip, x, y)) continue;
        const [shownX, shownY] = shift ? [x - shift[0], y - shift[1]] : [x, y];
        if (port && !holds(port, shownX, shownY)) continue;
        samples.push({ x, y, shownX, shownY });
      }
      continue;
    }
    const laid = intersect(line, clip);
    const laidShown = port && shift ? intersect(shifted(laid, shift), port) : laid;
    if (empty(laidShown)) continue;
    // Where every background paints over all of the line or none of it, every point of the line sits on the same
    // backdrop: its centre stands for all of them, and the band its glyphs fill (a measure of the text in its font)
    // is not needed.
    if (sameBackdropOver(verdict, area, laid, laidShown)) {
      samples.push(at(laid, laidShown, 0.5, 0.5));
      continue;
    }
    const box = intersect(inkBand(line, ink === undefined ? (ink = inkOf(verdict, dom.textData(node))) : ink), clip);
    if (empty(box)) continue;
    const shown = port && shift ? intersect(shifted(box, shift), port) : box;
    if (empty(shown)) continue;
    samples.push(at(box, shown, 0.5, 0.5), at(box, shown, 0.25, 0.25), at(box, shown, 0.75, 0.25), at(box, shown, 0.25, 0.75), at(box, shown, 0.75, 0.75));
  }
  return samples;
}

/**
 * Whether every background of the text's element and those above it paints over all of a line of the text or over
 * none of it (`laid`: where the line is laid out; `shown`: where it shows, scrolled into its container's view), as
 * `paintsBackgroundAt` finds: then every point of the line sits on the same backdrop.
 */
function sameBackdropOver(verdict: ElementVerdict, area: PageArea, laid: Box, shown: Box): boolean {
  for (let v: ElementVerdict | null = verdict; v && v.el; v = v.parent) {
    if (!groundOf(v)) continue;
    const around = paintedBox(v, area);
    if (!around) continue;
    const line = scrollsWith(verdict, v) ? laid : shown;
    if (empty(intersect(line, around))) continue;
    if (!within(line, around)) return false;
    // Where a background paints is convex (a box, its rounded corners, its clip, turned or not): holding the four
    // corners of the line, it holds all of it.
    if (paintsWholeBounds(v)) continue;
    const corners: [number, number][] = [
      [line.left, line.top],
      [line.right, line.top],
      [line.right, line.bottom],
      [line.left, line.bottom],
    ];
    if (!corners.every(([x, y]) => paintsAt(v!, around, x, y))) return false;
  }
  return true;
}

/** The centre of a line box with bounds `line` drawn through `linear`, and four points a quarter in from its edges. */
export function linePoints(line: Box, linear: Linear): [number, number][] {
  if (turns(linear)) return turnedPoints(line, linear);
  const at = (fx: number, fy: number): [number, number] => [line.left + (line.right - line.left) * fx, line.top + (line.bottom - line.top) * fy];
  return [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
}

/** The centre of a turned line box with bounds `line`, and four points a quarter in from its edges, on the page. */
function turnedPoints(line: Box, linear: readonly [number, number, number, number]): [number, number][] {
  const cx = (line.left + line.right) / 2;
  const cy = (line.top + line.bottom) / 2;
  const size = sizeFromBounds(line, linear);
  if (size === null) return [[cx, cy]];
  const [a, b, c, d] = linear;
  const at = (fu: number, fv: number): [number, number] => {
    const u = fu * size.width;
    const v = fv * size.height;
    return [cx + a * u + c * v, cy + b * u + d * v];
  };
  return [at(0, 0), at(-0.25, -0.25), at(0.25, -0.25), at(-0.25, 0.25), at(0.25, 0.25)];
}

/**
 * The backdrop at one point: only the backgrounds whose box (with an area: an empty box paints no
 * background) holds the point, each over the one below, on the canvas. Boxes inside the text's scroll
 * container scroll with it; the container and what is around it stay where they are.
 */
function backdropAt(verdict: ElementVerdict, area: PageArea, point: Sample): Rgba | null {
  const layers: Rgba[] = [];
  let canvas: Rgba | null = null;
  for (let v: ElementVerdict | null = verdict; v; v = v.parent) {
    if (!v.el) {
      canvas = v.backdrop ?? null;
      break;
    }
    const ground = groundOf(v);
    if (ground && paintsBackgroundAt(verdict, v, area, point)) layers.push(ground);
  }
  let colour = canvas;
  for (let i = layers.length - 1; i >= 0 && colour; i--) colour = over(layers[i]!, colour);
  return colour;
}

/**
 * Whether the background of `v` (the text's element or one above it) paints at a point of the text: its box holds
 * the point, and its rounded corners and background clip leave it there. Boxes inside the text's scroll container
 * scroll with it; the container and what is around it stay where they are.
 */
function paintsBackgroundAt(verdict: ElementVerdict, v: ElementVerdict, area: PageArea, point: Sample): boolean {
  const around = paintedBox(v, area);
  if (!around) return false;
  const scrolls = scrollsWith(verdict, v);
  const x = scrolls ? point.x : point.shownX;
  const y = scrolls ? point.y : point.shownY;
  return holds(around, x, y) && paintsAt(v, around, x, y);
}

/**
 * Whether the box of `v` scrolls with the text of `verdict`: it is inside the text's scroll container (it and its
 * parent share the port; the container's own background stays put), so the text is where it is laid out on it.
 */
function scrollsWith(verdict: ElementVerdict, v: ElementVerdict): boolean {
  return verdict.port !== null && v.port === verdict.port && v.parent?.port === verdict.port;
}

/**
 * The element's box where it paints a background: null for a box without area, also one that a transform
 * turned (its bounding box has an area, its layout box none).
 */
export function paintedBox(verdict: ElementVerdict, area: PageArea): Box | null {
  const box = boxOf(verdict, area);
  if (!box || box.right <= box.left || box.bottom <= box.top) return null;
  const el = verdict.el;
  if (verdict.linear !== null && el instanceof HTMLElement && (dom.offsetWidth(el) === 0 || dom.offsetHeight(el) === 0)) return null;
  return box;
}
