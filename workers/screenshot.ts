// Masked screenshots (docs/contract.md, "Screenshots"). The page's script is held while the collector's world
// plans what to paint over and Chromium captures, so nothing the page runs can move a field out from under its
// mask in between; the plan is made again after the capture, and a page whose fields moved anyway (a CSS
// animation, a layout still settling) gets no image. The masks are painted on the decoded pixels here, in
// the worker, never in the page, where script could take them away.
import { MASK_RGB, SCREENSHOT_LIMITS, type Screenshot, type ScreenshotScope, type ShotPlan } from '../schemas/screenshot.js';
import { call, inWorld } from './collection.js';
import { WorkerFailure } from './failures.js';
import { decodePng, encodePng, type Image } from '../schemas/png.js';
import type { SessionState } from './session-types.js';

/** Captures tried before a page that keeps moving its fields is refused. */
const ATTEMPTS = 3;

export async function takeScreenshot(
  state: SessionState,
  task: { candidate: number | null; revision: number; scope: ScreenshotScope; ref?: string; marks: boolean; timeoutMs: number },
): Promise<Screenshot> {
  const { cdp, page } = state.tab;
  if (state.openDialog) throw new WorkerFailure('invalid-argument', 'a dialog is open: answer it before taking a screenshot');
  const viewport = page.viewportSize();
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 }).catch(() => undefined);
  try {
    if (task.scope === 'page' && viewport) {
      // The page is laid out in a viewport as tall as what is captured of it, so that what sticks to the
      // viewport stands where the capture shows it (a capture beyond the viewport would move it after the plan).
      const height = await inWorld<number>(state, 'Math.max(document.documentElement.scrollHeight, innerHeight)', false, task.timeoutMs);
      const scale = await inWorld<number>(state, 'devicePixelRatio || 1', false, task.timeoutMs);
      const rows = Math.floor(SCREENSHOT_LIMITS.pixels / (viewport.width * scale ** 2));
      await page.setViewportSize({ width: viewport.width, height: Math.max(1, Math.min(height, rows)) });
    }
    for (let attempt = 1; ; attempt++) {
      const plan = await planOf(state, task);
      if (plan.clip.width < 1 || plan.clip.height < 1) throw new WorkerFailure('invalid-argument', 'nothing of that is in view to capture');
      const shot = await cdp.send('Page.captureScreenshot', {
        format: 'png',
        clip: { ...plan.clip, scale: 1 },
        captureBeyondViewport: false,
      });
      const again = await planOf(state, task);
      if (JSON.stringify(again) === JSON.stringify(plan)) return painted(decodePng(Buffer.from(shot.data, 'base64')), plan, task.revision);
      if (attempt === ATTEMPTS)
        throw new WorkerFailure('collection-failed', 'the page kept moving its fields while the screenshot was taken; no image was made');
    }
  } finally {
    if (task.scope === 'page' && viewport) await page.setViewportSize(viewport).catch(() => undefined);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => undefined);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false }).catch(() => undefined);
  }
}

async function planOf(
  state: SessionState,
  task: { candidate: number | null; scope: ScreenshotScope; ref?: string; marks: boolean; timeoutMs: number },
): Promise<ShotPlan> {
  const plan = JSON.parse(
    await inWorld<string>(
      state,
      call('screenshotPlan', task.candidate ?? -1, task.scope, task.ref ?? null, task.marks, SCREENSHOT_LIMITS.pixels, SCREENSHOT_LIMITS.refMargin),
      false,
      task.timeoutMs,
    ),
  ) as ShotPlan | null;
  if (plan === null) throw new WorkerFailure('expired-reference', `${task.ref} is no longer shown on the page; observe again`);
  return plan;
}

/** Paints every mask over the captured pixels, draws the marks, and encodes the result. */
function painted(image: Image, plan: ShotPlan, revision: number): Screenshot {
  // Chromium captures the clip at device pixels: boxes in CSS pixels of the page are scaled into the image.
  const sx = image.width / plan.clip.width;
  const sy = image.height / plan.clip.height;
  const toImage = (box: { x: number; y: number; width: number; height: number }) => ({
    left: Math.max(0, Math.floor((box.x - plan.clip.x) * sx) - 1),
    top: Math.max(0, Math.floor((box.y - plan.clip.y) * sy) - 1),
    right: Math.min(image.width, Math.ceil((box.x + box.width - plan.clip.x) * sx) + 1),
    bottom: Math.min(image.height, Math.ceil((box.y + box.height - plan.clip.y) * sy) + 1),
  });
  for (const mask of plan.masks) fill(image, toImage(mask), MASK_RGB);
  const marks = plan.marks.map((mark) => {
    const x = Math.max(0, Math.floor((mark.x - plan.clip.x) * sx));
    const y = Math.max(0, Math.floor((mark.y - plan.clip.y) * sy));
    drawLabel(image, mark.ref, x, y);
    return { ref: mark.ref, x, y };
  });
  return { revision, mimeType: 'image/png', width: image.width, height: image.height, data: encodePng(image), masked: plan.masks.length, cut: plan.cut, marks };
}

function fill(image: Image, box: { left: number; top: number; right: number; bottom: number }, rgb: readonly number[]): void {
  const { width, channels, data } = image;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const at = (y * width + x) * channels;
      data[at] = rgb[0]!;
      data[at + 1] = rgb[1]!;
      data[at + 2] = rgb[2]!;
      if (channels === 4) data[at + 3] = 255;
    }
  }
}

/** Glyphs of a ref's label, 3 x 5 pixels each, row by row (1: ink). */
const GLYPHS: Record<string, string> = {
  e: '000 111 101 110 011',
  g: '011 101 011 001 110',
  '0': '111 101 101 101 111',
  '1': '010 110 010 010 111',
  '2': '111 001 111 100 111',
  '3': '111 001 111 001 111',
  '4': '101 101 111 001 001',
  '5': '111 100 111 001 111',
  '6': '111 100 111 101 111',
  '7': '111 001 010 010 010',
  '8': '111 101 111 101 111',
  '9': '111 101 111 001 111',
};
const DOT = 2;

/** Draws `text` in white on black at (x, y), each glyph pixel 2 x 2 image pixels, with a one-dot border. */
function drawLabel(image: Image, text: string, x: number, y: number): void {
  const width = (text.length * 4 + 1) * DOT;
  const height = 7 * DOT;
  fill(image, { left: x, top: y, right: Math.min(image.width, x + width), bottom: Math.min(image.height, y + height) }, [0, 0, 0]);
  [...text].forEach((ch, i) => {
    const rows = (GLYPHS[ch] ?? '000 000 000 000 000').split(' ');
    rows.forEach((row, r) => {
      [...row].forEach((bit, c) => {
        if (bit !== '1') return;
        const left = x + (1 + i * 4 + c) * DOT;
        const top = y + (1 + r) * DOT;
        fill(image, { left, top, right: Math.min(image.width, left + DOT), bottom: Math.min(image.height, top + DOT) }, [255, 255, 255]);
      });
    });
  });
}
