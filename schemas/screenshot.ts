// Masked screenshots (docs/contract.md, "Screenshots"): what a session's `screenshot` call gives, shared by the
// coordinator and the worker threads. Types and constants only.

/** What a screenshot shows: the viewport, the page from its top (within `SCREENSHOT_LIMITS`), or one ref's box. */
export type ScreenshotScope = 'viewport' | 'page' | 'ref';

export const SCREENSHOT_LIMITS = {
  /** Device pixels one screenshot holds at most; a longer page is cut at its bottom, and says so. */
  pixels: 8_000_000,
  /** CSS pixels around a ref's box that its screenshot shows too. */
  refMargin: 8,
} as const;

/** Paint of every mask: a flat grey no page draws by chance over a whole field, and no text can be read through. */
export const MASK_RGB = [128, 128, 128] as const;

export interface ScreenshotMark {
  /** A control ref of the revision the screenshot was taken with. */
  ref: string;
  /** Where its label is drawn, in the image's pixels. */
  x: number;
  y: number;
}

export interface Screenshot {
  /** The revision whose refs the marks name. */
  revision: number;
  mimeType: 'image/png';
  width: number;
  height: number;
  /** The PNG. */
  data: Uint8Array;
  /** Places painted over: fields, editable regions, frames and embedded objects. */
  masked: number;
  /** The page was taller than the pixel bound, and its bottom is not in the image. */
  cut: boolean;
  /** With marks asked for: each control of the revision in the image, and where its label is. */
  marks: ScreenshotMark[];
}

/** A box in CSS pixels of the page. */
export interface ShotBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the collector's world plans for one capture (workers/in-page/screenshot.ts). */
export interface ShotPlan {
  /** The region captured, in CSS pixels of the page. */
  clip: ShotBox;
  masks: ShotBox[];
  marks: { ref: string; x: number; y: number }[];
  /** Device pixels per CSS pixel. */
  scale: number;
  /** The page is taller than the region captured of it. */
  cut: boolean;
}
