// The hiding-technique fuzzer's building blocks: each primitive wraps what is inside it (another primitive,
// in the end a token) in markup that hides it, reveals it again, or changes nothing that should matter.
// Whether a token is visible is never decided here: the pixel oracle decides, and the observation must agree.
//
// Values stay clear of the perceptibility thresholds (schemas/perceptibility.ts) by a wide margin: the
// fuzzer looks for techniques the collector misses, not for where antialiasing puts a glyph at exactly
// 32 levels of contrast. "Hiding" sizes draw glyphs under 1 px and colours under a third of
// MIN_CONTRAST; "showing" ones keep 12 px glyphs and more than twice MIN_CONTRAST.

import type { Random } from './prng.js';

/** What a primitive is meant to do; the oracle decides what it did. */
export type Intent = 'hides' | 'reveals' | 'keeps';

export interface Primitive {
  id: string;
  intent: Intent;
  /**
   * Hidden by a contract rule that is not about paint (editable content, inert, aria-hidden): a token
   * under it must never be reported, whatever the oracle sees.
   */
  rule?: true;
  /** Takes the token's text itself (an SVG element whose content is text): always innermost. */
  leaf?: true;
  /** An <svg>'s own <title>: it may name the control around it, never be general text or a summary. */
  namesControl?: true;
  /**
   * Styles are written inline (`style="..."`), and the case's style source moves them (sources.ts); only
   * what no inline style can reach (a pseudo-element) has a `<style>` of its own.
   */
  wrap(inner: string, random: Random): string;
}

const div = (style: string) => (inner: string) => `<div style="${style}">${inner}</div>`;
const span = (style: string) => (inner: string) => `<span style="${style}">${inner}</span>`;

export const PRIMITIVES: readonly Primitive[] = [
  // Boxes that are not rendered, or not painted.
  { id: 'display-none', intent: 'hides', wrap: div('display:none') },
  { id: 'visibility-hidden', intent: 'hides', wrap: div('visibility:hidden') },
  { id: 'visibility-collapse', intent: 'hides', wrap: div('visibility:collapse') },
  { id: 'hidden-attribute', intent: 'hides', wrap: (i) => `<div hidden>${i}</div>` },
  { id: 'content-visibility-hidden', intent: 'hides', wrap: div('content-visibility:hidden') },
  { id: 'details-closed', intent: 'hides', wrap: (i) => `<details><summary>more</summary><div>${i}</div></details>` },
  { id: 'shadow-host-unslotted', intent: 'hides', wrap: (i) => `<div><template shadowrootmode="open"><span>shadow</span></template>${i}</div>` },
  // Fallback content of elements that render none of their children.
  { id: 'meter-fallback', intent: 'hides', wrap: (i) => `<meter value="0.4">${i}</meter>` },
  { id: 'progress-fallback', intent: 'hides', wrap: (i) => `<progress value="3" max="10">${i}</progress>` },
  { id: 'canvas-fallback', intent: 'hides', wrap: (i) => `<canvas width="60" height="20">${i}</canvas>` },
  { id: 'video-fallback', intent: 'hides', wrap: (i) => `<video width="60" height="20">${i}</video>` },
  { id: 'audio-fallback', intent: 'hides', wrap: (i) => `<audio>${i}</audio>` },
  // SVG never painted where it stands (SVG names keep their case).
  {
    id: 'svg-title',
    intent: 'hides',
    leaf: true,
    namesControl: true,
    wrap: (t) => `<svg width="40" height="20"><title>${t}</title><rect width="40" height="20" fill="#888"/></svg>`,
  },
  { id: 'svg-desc', intent: 'hides', leaf: true, wrap: (t) => `<svg width="40" height="20"><desc>${t}</desc></svg>` },
  { id: 'svg-metadata', intent: 'hides', leaf: true, wrap: (t) => `<svg width="40" height="20"><metadata>${t}</metadata></svg>` },
  ...['defs', 'clipPath', 'mask', 'symbol', 'marker', 'pattern'].map((tag): Primitive => ({
    id: `svg-${tag}`,
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><${tag}><text x="0" y="20">${t}</text></${tag}></svg>`,
  })),
  // SVG text its presentation attributes or a SMIL animation hide (read by attribute, not as a style: declared.ts).
  {
    id: 'svg-text-opacity-attribute-0',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><text x="0" y="20" opacity="0">${t}</text></svg>`,
  },
  {
    id: 'svg-group-visibility-attribute-hidden',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><g visibility="hidden"><text x="0" y="20">${t}</text></g></svg>`,
  },
  {
    id: 'svg-text-transform-attribute-scale-0',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><text x="0" y="20" transform="scale(0)">${t}</text></svg>`,
  },
  {
    id: 'svg-text-smil-set-opacity-0',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><text x="0" y="20">${t}<set attributeName="opacity" to="0"/></text></svg>`,
  },
  {
    id: 'svg-group-opacity-attribute-foreign',
    intent: 'hides',
    wrap: (i) => `<svg width="600" height="80"><g opacity="0"><foreignObject width="600" height="80">${i}</foreignObject></g></svg>`,
  },
  {
    id: 'svg-text-plain-attributes',
    intent: 'keeps',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30" class="fz-icon" aria-hidden="false"><text x="0" y="20" fill="#000" data-fz="1">${t}</text></svg>`,
  },
  // Transparent, or filtered to nothing.
  { id: 'opacity-0', intent: 'hides', wrap: div('opacity:0') },
  { id: 'opacity-tiny', intent: 'hides', wrap: div('opacity:0.04') },
  { id: 'opacity-nested-product', intent: 'hides', wrap: (i) => `<div style="opacity:0.2"><div style="opacity:0.25">${i}</div></div>` },
  { id: 'filter-opacity-0', intent: 'hides', wrap: div('filter:opacity(0)') },
  { id: 'filter-opacity-tiny', intent: 'hides', wrap: div('filter:opacity(3%)') },
  { id: 'filter-blur-wide', intent: 'hides', wrap: div('filter:blur(16px)') },
  { id: 'filter-brightness-on-white', intent: 'hides', wrap: div('background:#fff;filter:brightness(0)') },
  { id: 'color-transparent', intent: 'hides', wrap: span('color:transparent') },
  { id: 'text-fill-transparent', intent: 'hides', wrap: span('-webkit-text-fill-color:transparent') },
  { id: 'color-alpha-tiny', intent: 'hides', wrap: span('color:rgba(0,0,0,0.03)') },
  { id: 'color-oklch-alpha-tiny', intent: 'hides', wrap: span('color:oklch(0.3 0.1 30 / 0.02)') },
  { id: 'color-same-as-background', intent: 'hides', wrap: div('background:#2a5d8f;color:#2a5d8f') },
  { id: 'color-near-background', intent: 'hides', wrap: div('background:#f5f0e1;color:#f7f2e4') },
  {
    id: 'color-background-below-translucent',
    intent: 'hides',
    wrap: (i) => `<div style="background:#114411"><div style="background:rgba(255,255,255,0.5);color:#888f88">${i}</div></div>`,
  },
  // Scaled to nothing.
  { id: 'transform-scale-0', intent: 'hides', wrap: div('transform:scale(0)') },
  { id: 'scale-0', intent: 'hides', wrap: div('scale:0') },
  { id: 'scale-one-axis-0', intent: 'hides', wrap: div('scale:1 0') },
  { id: 'scale-tiny', intent: 'hides', wrap: div('scale:0.02') },
  { id: 'scale-tiny-tall-box', intent: 'hides', wrap: div('height:600px;transform:scale(0.02);transform-origin:0 0') },
  { id: 'zoom-tiny', intent: 'hides', wrap: div('zoom:0.02') },
  { id: 'rotate-edge-on', intent: 'hides', wrap: div('rotate:x 90deg') },
  { id: 'transform-rotate-edge-on', intent: 'hides', wrap: div('transform:rotateX(90deg)') },
  {
    id: 'svg-filter-alpha-0',
    intent: 'hides',
    wrap: (i) =>
      '<svg width="0" height="0" style="position:absolute"><filter id="fz-alpha-0"><feComponentTransfer><feFuncA type="linear" slope="0"/>' +
      `</feComponentTransfer></filter></svg><div style="filter:url(#fz-alpha-0)">${i}</div>`,
  },
  {
    id: 'clip-path-url-pinhole',
    intent: 'hides',
    wrap: (i) =>
      '<svg width="0" height="0" style="position:absolute"><clipPath id="fz-pinhole"><rect width="0.5" height="0.5"/></clipPath></svg>' +
      `<div style="clip-path:url(#fz-pinhole)">${i}</div>`,
  },
  { id: 'blend-screen-on-white', intent: 'hides', wrap: (i) => `<div style="background:#fff"><div style="mix-blend-mode:screen;color:#000">${i}</div></div>` },
  { id: 'squash-x', intent: 'hides', wrap: div('transform:scaleX(0.01);transform-origin:0 0') },
  {
    id: 'svg-viewbox-squashed',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="40" height="30" viewBox="0 0 8000 30" preserveAspectRatio="none"><text x="0" y="20" font-size="20">${t}</text></svg>`,
  },
  {
    id: 'svg-text-length-squeezed',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><text x="0" y="20" font-size="20" textLength="1" lengthAdjust="spacingAndGlyphs">${t}</text></svg>`,
  },
  {
    id: 'squash-turned',
    intent: 'hides',
    wrap: (i) => `<div style="rotate:90deg;transform-origin:0 0;margin-left:30px"><div style="scale:1 0.05">${i}</div></div>`,
  },
  {
    id: 'foreign-object-squashed',
    intent: 'hides',
    wrap: (i) =>
      `<svg width="400" height="40" viewBox="0 0 40000 40" preserveAspectRatio="none"><foreignObject width="40000" height="40"><div>${i}</div></foreignObject></svg>`,
  },
  {
    id: 'svg-text-outside-viewport',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="200" height="30"><text x="0" y="300" font-size="20">${t}</text></svg>`,
  },
  {
    id: 'svg-text-path-no-length',
    intent: 'hides',
    leaf: true,
    wrap: (t) =>
      `<svg width="300" height="40"><path id="fz-no-length" d="M0 20"/><text font-size="20"><textPath href="#fz-no-length">${t}</textPath></text></svg>`,
  },
  { id: 'text-shadow-far-away', intent: 'hides', wrap: span('color:transparent;text-shadow:-9999px 0 0 #000') },
  { id: 'light-on-dark-box-of-no-height', intent: 'hides', wrap: div('background:#111;color:#f4f4f4;height:0') },
  // Light text where a dark background does not paint, though inside its box: a rounded corner's outside (a corner
  // 900 px wide and 80 px tall leaves the first line's first 360 px unpainted), the padding of a background clipped
  // to the content box, and off a turned band whose bounds still hold it.
  {
    id: 'light-in-rounded-corner',
    intent: 'hides',
    wrap: div('background:#111;color:#f4f4f4;font-size:12px;width:1000px;height:80px;border-top-left-radius:900px 80px'),
  },
  {
    id: 'light-in-padding-outside-content-clip',
    intent: 'hides',
    wrap: (i) =>
      `<div style="background:#111;background-clip:content-box;padding-top:48px;color:#f4f4f4"><div style="position:relative;top:-48px">${i}</div></div>`,
  },
  {
    id: 'light-off-turned-band',
    intent: 'hides',
    // Small, so that what it turns stays in its own row (a row is 72 px tall).
    wrap: (i) =>
      `<div style="margin-top:24px;background:#111;color:#f4f4f4;rotate:30deg;width:120px;height:16px;font-size:12px;line-height:14px"><div style="position:relative;top:24px">${i}</div></div>`,
  },
  { id: 'mask-transparent', intent: 'hides', wrap: div('mask-image:linear-gradient(transparent,transparent)') },
  { id: 'mask-box-image', intent: 'hides', wrap: div('-webkit-mask-box-image:linear-gradient(transparent,transparent)') },
  { id: 'mask-luminance-black', intent: 'hides', wrap: div('mask-image:linear-gradient(#000,#000);mask-mode:luminance') },
  { id: 'mask-pinhole', intent: 'hides', wrap: div('mask-image:linear-gradient(#000,#000);mask-size:1px 1px;mask-repeat:no-repeat') },
  { id: 'backface-turned', intent: 'hides', wrap: div('transform:rotateY(180deg);backface-visibility:hidden') },
  {
    id: 'backface-turned-by-3d-parent',
    intent: 'hides',
    wrap: (i) => `<div style="transform-style:preserve-3d;rotate:y 180deg"><div style="backface-visibility:hidden">${i}</div></div>`,
  },
  {
    id: 'first-line-transparent',
    intent: 'hides',
    wrap: (i) => `<style>.fz-clear-line::first-line{color:transparent}</style><div class="fz-clear-line">${i}</div>`,
  },
  {
    id: 'svg-nested-viewport',
    intent: 'hides',
    leaf: true,
    wrap: (t) => `<svg width="400" height="40"><svg width="10" height="10"><text x="40" y="30" font-size="20">${t}</text></svg></svg>`,
  },
  {
    id: 'foreign-object-of-no-size',
    intent: 'hides',
    wrap: (i) => `<svg width="400" height="40"><foreignObject width="0" height="0"><div>${i}</div></foreignObject></svg>`,
  },
  {
    id: 'details-content-skipped',
    intent: 'hides',
    wrap: (i) =>
      `<style>.fz-dc-skip[open]::details-content{content-visibility:hidden}</style><details open class="fz-dc-skip"><summary>more</summary><div>${i}</div></details>`,
  },
  {
    id: 'details-content-no-height',
    intent: 'hides',
    wrap: (i) =>
      `<style>.fz-dc-flat[open]::details-content{height:0;overflow:hidden}</style><details open class="fz-dc-flat"><summary>more</summary><div>${i}</div></details>`,
  },
  {
    id: 'column-collapsed',
    intent: 'hides',
    wrap: (i) => `<table><colgroup><col style="visibility:collapse"><col></colgroup><tr><td>${i}</td><td>cell</td></tr></table>`,
  },
  { id: 'behind-the-eye', intent: 'hides', wrap: (i) => `<div style="perspective:100px"><div style="translate:0 0 150px">${i}</div></div>` },
  { id: 'gradient-of-its-colour', intent: 'hides', wrap: div('background:linear-gradient(#fff,#fff);color:#fff') },
  // A background clipped to the text is painted inside the glyphs only, under the fill.
  { id: 'background-clip-text-under-white', intent: 'hides', wrap: div('background:#000;background-clip:text;color:#fff') },
  {
    id: 'background-clip-text-gradient',
    intent: 'keeps',
    wrap: div('background:linear-gradient(90deg,#c00,#00c);-webkit-background-clip:text;background-clip:text;color:transparent'),
  },
  {
    id: 'gradient-hard-stop-above',
    intent: 'hides',
    wrap: (i) => `<div style="background:linear-gradient(#000 50%,#fff 50%);color:#000"><div>${i}</div><div style="height:400px"></div></div>`,
  },
  { id: 'font-size-0', intent: 'hides', wrap: span('font-size:0') },
  { id: 'font-size-tiny', intent: 'hides', wrap: span('font-size:0.5px') },
  // Off the page.
  { id: 'translate-left', intent: 'hides', wrap: div('translate:-6000px 0') },
  { id: 'translate-up', intent: 'hides', wrap: div('translate:0 -4000px') },
  { id: 'transform-translate-left', intent: 'hides', wrap: div('transform:translateX(-6000px)') },
  { id: 'absolute-left', intent: 'hides', wrap: div('position:absolute;left:-9999px') },
  { id: 'absolute-top', intent: 'hides', wrap: div('position:absolute;top:-9999px') },
  { id: 'relative-left', intent: 'hides', wrap: div('position:relative;left:-9999px') },
  { id: 'fixed-above', intent: 'hides', wrap: div('position:fixed;top:-600px') },
  { id: 'margin-left-negative', intent: 'hides', wrap: div('margin-left:-9999px') },
  { id: 'margin-top-negative', intent: 'hides', wrap: div('margin-top:-9999px') },
  { id: 'text-indent-negative', intent: 'hides', wrap: div('text-indent:-9999px;white-space:nowrap') },
  // Words after an empty inline box or an image with a negative margin on their line: the box that holds
  // them, and the words before, stay on the page.
  { id: 'pushed-by-inline-margin', intent: 'hides', wrap: (i) => `<div>lead <span style="margin-left:-9999px"></span>${i}</div>` },
  { id: 'pushed-by-image-margin', intent: 'hides', wrap: (i) => `<div>lead <img alt="" width="1" height="1" style="margin-left:-9999px">${i}</div>` },
  // Clipped away.
  { id: 'clip-path-inset-half', intent: 'hides', wrap: div('clip-path:inset(50%)') },
  { id: 'clip-path-inset-calc', intent: 'hides', wrap: div('clip-path:inset(calc(50% + 1px))') },
  { id: 'clip-path-circle-0', intent: 'hides', wrap: div('clip-path:circle(0)') },
  { id: 'clip-path-polygon-point', intent: 'hides', wrap: div('clip-path:polygon(5px 5px, 5px 5px, 5px 5px)') },
  { id: 'clip-path-shape-pixel', intent: 'hides', wrap: div('clip-path:shape(from 0px 0px, hline to 1px, vline to 1px, hline to 0px, close)') },
  { id: 'clip-path-content-box-of-no-height', intent: 'hides', wrap: div('clip-path:content-box;height:0') },
  { id: 'clip-rect-0', intent: 'hides', wrap: div('position:absolute;clip:rect(0 0 0 0)') },
  { id: 'visually-hidden', intent: 'hides', wrap: div('position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap') },
  { id: 'zero-box-overflow-hidden', intent: 'hides', wrap: div('width:0;height:0;overflow:hidden') },
  { id: 'zero-height-overflow-hidden', intent: 'hides', wrap: div('height:0;overflow:hidden') },
  { id: 'contain-paint-zero', intent: 'hides', wrap: div('contain:paint;width:0;height:0') },
  { id: 'ancestor-overflow-second-line', intent: 'hides', wrap: (i) => `<div style="overflow:hidden;height:28px"><div>first line</div><div>${i}</div></div>` },
  {
    id: 'ancestor-overflow-pushed-right',
    intent: 'hides',
    wrap: (i) => `<div style="overflow:hidden;width:120px;white-space:nowrap"><span style="display:inline-block;width:400px"></span>${i}</div>`,
  },
  // Fixed to the viewport, or placed by its size, outside it: a fixed box does not scroll into view.
  { id: 'fixed-past-right', intent: 'hides', wrap: div('position:fixed;left:100vw;top:40px') },
  { id: 'fixed-below', intent: 'hides', wrap: div('position:fixed;top:100vh;left:20px') },
  { id: 'fixed-left', intent: 'hides', wrap: div('position:fixed;left:-2000px;top:120px') },
  // Its bottom a viewport's height below the viewport: only a box taller than the viewport would reach into it.
  { id: 'fixed-bottom-below', intent: 'hides', wrap: div('position:fixed;bottom:-100vh;left:40px') },
  { id: 'viewport-width-left', intent: 'hides', wrap: div('position:relative;left:-100vw') },
  { id: 'viewport-height-above', intent: 'hides', wrap: div('position:absolute;top:-100vh') },
  // What the element paints over: its backdrop turned the colour of its text.
  { id: 'backdrop-invert', intent: 'hides', wrap: div('backdrop-filter:invert(1)') },
  { id: 'backdrop-brightness-0', intent: 'hides', wrap: div('backdrop-filter:brightness(0)') },
  // Past the ellipsis of a line that overflows: the ellipsis is drawn in its place.
  {
    id: 'ellipsis-hides-tail',
    intent: 'hides',
    wrap: (i) => `<div style="width:180px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">lead words here ${i}</div>`,
  },
  // Spacing that moves the words after the first one off the page.
  { id: 'word-spacing-negative', intent: 'hides', wrap: (i) => `<div style="white-space:nowrap;word-spacing:-9999px">lead ${i}</div>` },
  { id: 'letter-spacing-negative', intent: 'hides', wrap: (i) => `<div style="white-space:nowrap;letter-spacing:-200px">lead ${i}</div>` },
  // Vertical lines in a box that clips: a second column past its left side, a line past its bottom.
  {
    id: 'vertical-second-column-clipped',
    intent: 'hides',
    wrap: (i) => `<div style="writing-mode:vertical-rl;width:30px;overflow:hidden"><div>lead</div><div>${i}</div></div>`,
  },
  {
    id: 'vertical-line-end-clipped',
    intent: 'hides',
    wrap: (i) => `<div style="writing-mode:vertical-rl;height:100px;overflow:hidden;white-space:nowrap">lead words ${i}</div>`,
  },
  { id: 'clip-margin-tight', intent: 'hides', wrap: div('height:0;overflow:clip;overflow-clip-margin:1px') },
  // Hidden by a rule of the contract, not by paint.
  { id: 'css-user-modify', intent: 'hides', rule: true, wrap: div('-webkit-user-modify:read-write') },
  { id: 'css-user-modify-plaintext', intent: 'hides', rule: true, wrap: div('-webkit-user-modify:read-write-plaintext-only') },
  { id: 'contenteditable', intent: 'hides', rule: true, wrap: (i) => `<div contenteditable="true">${i}</div>` },
  { id: 'aria-hidden', intent: 'hides', rule: true, wrap: (i) => `<div aria-hidden="true">${i}</div>` },
  { id: 'inert', intent: 'hides', rule: true, wrap: (i) => `<div inert>${i}</div>` },
  { id: 'hidden-attribute-overridden', intent: 'hides', rule: true, wrap: (i) => `<div hidden style="display:block">${i}</div>` },

  // Reveal what an outer primitive hid, or cancel it.
  { id: 'visibility-visible', intent: 'reveals', wrap: div('visibility:visible') },
  { id: 'font-size-reset', intent: 'reveals', wrap: span('font-size:20px') },
  { id: 'color-black', intent: 'reveals', wrap: span('color:#000') },
  { id: 'text-fill-black', intent: 'reveals', wrap: span('-webkit-text-fill-color:#000') },
  // A reveal that cancels comes with what it cancels: a lone scale: 50 makes text that covers other rows.
  { id: 'scale-cancelled', intent: 'reveals', wrap: (i) => `<div style="scale:0.02"><div style="scale:50">${i}</div></div>` },
  { id: 'translate-cancelled', intent: 'reveals', wrap: (i) => `<div style="translate:-6000px 0"><div style="translate:6000px 0">${i}</div></div>` },
  { id: 'visibility-hidden-then-visible', intent: 'reveals', wrap: (i) => `<div style="visibility:hidden"><div style="visibility:visible">${i}</div></div>` },
  { id: 'text-stroke-on-transparent', intent: 'reveals', wrap: span('-webkit-text-fill-color:transparent;-webkit-text-stroke:1px #000') },
  { id: 'text-shadow-on-transparent', intent: 'reveals', wrap: span('color:transparent;text-shadow:0 0 0 #000') },
  { id: 'light-on-dark', intent: 'reveals', wrap: div('background:#1b1b1b;color:#f0f0f0') },
  { id: 'light-on-dark-rounded', intent: 'reveals', wrap: div('display:inline-block;background:#1b1b1b;color:#f0f0f0;border-radius:14px;padding:8px 18px') },
  { id: 'light-on-dark-content-clip', intent: 'reveals', wrap: div('background:#1b1b1b;background-clip:content-box;padding:10px;color:#f0f0f0') },
  { id: 'light-on-turned-band', intent: 'reveals', wrap: div('display:inline-block;background:#1b1b1b;color:#f0f0f0;rotate:8deg;padding:6px') },
  { id: 'details-open', intent: 'reveals', wrap: (i) => `<details open><summary>more</summary><div>${i}</div></details>` },
  { id: 'details-summary', intent: 'reveals', wrap: (i) => `<details><summary>${i}</summary>rest</details>` },
  { id: 'shadow-host-slotted', intent: 'reveals', wrap: (i) => `<div><template shadowrootmode="open"><slot></slot></template>${i}</div>` },
  { id: 'svg-text', intent: 'reveals', leaf: true, wrap: (t) => `<svg width="400" height="30"><text x="0" y="20" font-size="20">${t}</text></svg>` },
  {
    id: 'svg-text-fitted',
    intent: 'reveals',
    leaf: true,
    wrap: (t) => `<svg width="400" height="30"><text x="0" y="20" font-size="20" textLength="300" lengthAdjust="spacingAndGlyphs">${t}</text></svg>`,
  },
  // Changes that must not hide anything.
  { id: 'display-contents', intent: 'keeps', wrap: div('display:contents') },
  { id: 'display-contents-opacity-0', intent: 'keeps', wrap: div('display:contents;opacity:0') },
  { id: 'clip-path-inset-0', intent: 'keeps', wrap: div('clip-path:inset(0)') },
  { id: 'clip-path-path-roomy', intent: 'keeps', wrap: div("clip-path:path('M0 0 H 2000 V 2000 H 0 Z')") },
  { id: 'clip-path-inset-small', intent: 'keeps', wrap: div('display:inline-block;padding:12px;clip-path:inset(4px)') },
  { id: 'overflow-hidden-roomy', intent: 'keeps', wrap: div('overflow:hidden') },
  { id: 'overflow-auto-scrolled-away', intent: 'keeps', wrap: (i) => `<div style="overflow:auto;height:28px"><div>first line</div><div>${i}</div></div>` },
  { id: 'opacity-mild', intent: 'keeps', wrap: div('opacity:0.8') },
  { id: 'color-alpha-half', intent: 'keeps', wrap: span('color:rgba(0,0,0,0.55)') },
  { id: 'filter-blur-slight', intent: 'keeps', wrap: div('filter:blur(1px)') },
  { id: 'filter-contrast-0-no-background', intent: 'keeps', wrap: div('filter:contrast(0)') },
  { id: 'filter-grayscale', intent: 'keeps', wrap: div('filter:grayscale(1)') },
  { id: 'rotate-slight', intent: 'keeps', wrap: div('rotate:8deg') },
  { id: 'skew-slight', intent: 'keeps', wrap: div('transform:skewX(12deg)') },
  { id: 'blend-multiply', intent: 'keeps', wrap: div('mix-blend-mode:multiply') },
  {
    id: 'svg-filter-glow',
    intent: 'keeps',
    wrap: (i) =>
      '<svg width="0" height="0" style="position:absolute"><filter id="fz-glow"><feGaussianBlur stdDeviation="2" result="b"/>' +
      `<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></svg><div style="filter:url(#fz-glow)">${i}</div>`,
  },
  { id: 'condensed-legible', intent: 'keeps', wrap: div('scale:0.7 1;transform-origin:0 0') },
  { id: 'translate-small', intent: 'keeps', wrap: div('translate:60px 4px') },
  { id: 'absolute-on-page', intent: 'keeps', wrap: div('position:absolute;left:700px') },
  { id: 'relative-nudge', intent: 'keeps', wrap: div('position:relative;top:6px;left:10px') },
  { id: 'scale-shrink-legible', intent: 'keeps', wrap: div('scale:0.7;transform-origin:0 0') },
  { id: 'font-size-small-legible', intent: 'keeps', wrap: span('font-size:13px') },
  { id: 'zero-height-overflow-visible', intent: 'keeps', wrap: div('height:0') },
  { id: 'text-indent-positive', intent: 'keeps', wrap: div('text-indent:40px') },
  { id: 'background-light', intent: 'keeps', wrap: div('background:#fffbe6') },
  { id: 'inline-span', intent: 'keeps', wrap: span('font-weight:bold') },
  { id: 'content-visibility-auto', intent: 'keeps', wrap: div('content-visibility:auto') },
  { id: 'mask-opaque', intent: 'keeps', wrap: div('mask-image:linear-gradient(#000,#000)') },
  { id: 'mask-tiled', intent: 'keeps', wrap: div('mask-image:linear-gradient(#000,#000);mask-size:3px 3px') },
  { id: 'backface-mirrored', intent: 'keeps', wrap: div('transform:scaleX(-1);backface-visibility:hidden') },
  {
    id: 'foreign-object-roomy',
    intent: 'keeps',
    wrap: (i) => `<svg width="900" height="300"><foreignObject width="900" height="300"><div>${i}</div></foreignObject></svg>`,
  },
  {
    id: 'details-content-accordion',
    intent: 'keeps',
    wrap: (i) =>
      '<style>.fz-dc-acc::details-content{block-size:0;overflow-y:clip}.fz-dc-acc[open]::details-content{block-size:auto}</style>' +
      `<details open class="fz-dc-acc"><summary>more</summary><div>${i}</div></details>`,
  },
  { id: 'perspective-further', intent: 'keeps', wrap: (i) => `<div style="perspective:600px"><div style="transform:translateZ(-100px)">${i}</div></div>` },
  { id: 'gradient-dark-light-text', intent: 'keeps', wrap: div('background:linear-gradient(#111,#000);color:#fff') },
  // Fixed to the viewport inside it, or placed by its size inside the page; somewhere of the right half, so
  // that two on a page seldom meet.
  {
    id: 'fixed-inside',
    intent: 'keeps',
    wrap: (i, random) => `<div style="position:fixed;top:${60 + 40 * random.int(16)}px;left:${640 + 20 * random.int(16)}px">${i}</div>`,
  },
  {
    id: 'fixed-inside-bottom',
    intent: 'keeps',
    wrap: (i, random) => `<div style="position:fixed;bottom:${8 + 40 * random.int(8)}px;right:${8 + 20 * random.int(12)}px">${i}</div>`,
  },
  { id: 'viewport-right-edge', intent: 'keeps', wrap: div('position:absolute;left:calc(100vw - 260px)') },
  { id: 'sticky-top', intent: 'keeps', wrap: div('position:sticky;top:0') },
  { id: 'backdrop-blur', intent: 'keeps', wrap: div('backdrop-filter:blur(6px)') },
  {
    id: 'ellipsis-roomy',
    intent: 'keeps',
    wrap: (i) => `<div style="width:600px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">lead ${i}</div>`,
  },
  { id: 'word-spacing-wide', intent: 'keeps', wrap: (i) => `<div style="word-spacing:40px">lead ${i}</div>` },
  { id: 'letter-spacing-wide', intent: 'keeps', wrap: span('letter-spacing:6px') },
  { id: 'vertical-rl', intent: 'keeps', wrap: div('writing-mode:vertical-rl') },
  { id: 'vertical-lr-upright', intent: 'keeps', wrap: div('writing-mode:vertical-lr;text-orientation:upright') },
  { id: 'sideways-lr', intent: 'keeps', wrap: div('writing-mode:sideways-lr') },
  // A margin no chain's content outgrows, so that the clip never cuts through a line.
  { id: 'clip-margin-roomy', intent: 'keeps', wrap: div('height:0;overflow:clip;overflow-clip-margin:600px') },
  {
    id: 'first-line-styled',
    intent: 'keeps',
    wrap: (i) => `<style>.fz-styled-line::first-line{color:#222;font-variant:small-caps}</style><div class="fz-styled-line">${i}</div>`,
  },
];

/** Where the token sits, so each kind of string of an observation is exercised. */
export type Placement = 'text' | 'button' | 'label' | 'labelledby' | 'status' | 'heading';
export const PLACEMENTS: readonly Placement[] = ['text', 'button', 'label', 'labelledby', 'status', 'heading'];

/** The markup of a placement around `content`; `id` keeps ids unique within a page. */
export function place(placement: Placement, content: string, id: string): string {
  switch (placement) {
    case 'text':
      return `<div>${content}</div>`;
    case 'button':
      return `<button type="button">${content}</button>`;
    case 'label':
      return `<label>${content} <input name="${id}"></label>`;
    case 'labelledby':
      return `<button type="button" aria-labelledby="${id}">go</button> <span id="${id}">${content}</span>`;
    case 'status':
      return `<div role="status">${content}</div>`;
    case 'heading':
      return `<h2>${content}</h2>`;
  }
}
