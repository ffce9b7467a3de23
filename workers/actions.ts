// Acting on a control with real input (mouse and keyboard through Playwright), after the live guards in the
// page; pressing a key on the page itself; and waiting for a navigation an action started to load.
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import type { Page, Request } from 'playwright-core';
import type { ActStep, ScrollDirection, WorkerTask } from '../schemas/record.js';
import type { CallSignal } from './budget.js';
import { call, inWorld } from './collection.js';
import { until } from './deadlines.js';
import { WorkerFailure } from './failures.js';
import type { SessionState } from './session-types.js';
import { framePathOf, inFrame, lastFramePathOf, pointInTop } from './frames.js';
import { STEP_FRAMES } from './settle.js';

type ActTask = Extract<WorkerTask, { op: 'act' }>;

type Guard = { ok: true; x: number; y: number; checked?: boolean } | { ok: false; reason: string; message: string };

/**
 * Acts on controls: one action, or the steps of a form in order, stopping at the first that fails (its error
 * names the step; the steps before it ran). Resolves whether the actions navigated the main frame (or changed
 * its URL).
 */
export async function act(state: SessionState, task: ActTask, signal: CallSignal): Promise<boolean> {
  if (task.published === null) throw new WorkerFailure('unknown-reference', `${task.steps[0]?.ref ?? 'the ref'} was never issued`);
  const published = task.published;
  const steps = task.steps;
  // Checked before anything is done: nothing happens to the page for a file that may not be uploaded.
  const files = await Promise.all(steps.map((step) => (step.action === 'upload' ? uploadable(state, step.text ?? '') : null)));
  return navigationOf(state, async () => {
    for (let i = 0; i < steps.length; i++) {
      try {
        await actStep(state, published, steps[i]!, files[i] ?? null, signal);
      } catch (error) {
        if (steps.length === 1 || !(error instanceof WorkerFailure)) throw error;
        const step = steps[i]!;
        const failed = new WorkerFailure(
          error.code,
          `step ${i + 1} of ${steps.length} (${step.action} ${step.ref}) failed${i > 0 ? ` after steps 1-${i} ran` : ''}: ${error.message}`,
          error.reason,
        );
        failed.step = i;
        throw failed;
      }
    }
  });
}

/** One action on one control, after its live guard. */
async function actStep(state: SessionState, published: number, step: ActStep, file: string | null, signal: CallSignal): Promise<void> {
  // A ref inside a frame is acted on in that frame's document (frames.ts).
  const path = framePathOf(state, published, step.ref);
  const run = <T>(expression: string): Promise<T> => (path === null ? inWorld<T>(state, expression) : inFrame<T>(path.at(-1)!, expression));
  if (step.expired) {
    const seenIn = lastFramePathOf(state, step.ref);
    const asked =
      seenIn === null
        ? inWorld<string>(state, call('whyExpired', step.ref))
        : inFrame<string>(seenIn.at(-1)!, call('whyExpired', step.ref)).catch(() => '"gone"');
    const why = JSON.parse(await asked) as 'gone' | 'changed';
    throw new WorkerFailure(
      'expired-reference',
      why === 'gone'
        ? `${step.ref} is gone: its element left the page; observe again`
        : `${step.ref} changed: its element is no longer shown with the role, name or surroundings it had when you saw it; observe again`,
      why,
    );
  }
  const guard = JSON.parse(await run<string>(call('guard', published, step.ref, step.action))) as Guard;
  if (!guard.ok) throw new WorkerFailure('guard-failed', guard.message, guard.reason);
  // Inside a frame, the point must also be the frame's in every document above it: the top document's point is used.
  if (path !== null) Object.assign(guard, await pointInTop(state, path, guard.x, guard.y));
  // A call that ended while its guard ran (cancelled, out of budget) does nothing to the page: its input would
  // land after the page was stopped, and what it starts (a handler that never returns) would outlive it.
  signal.throwIfAborted();
  const { page } = state.tab;
  switch (step.action) {
    case 'click':
      await page.mouse.click(guard.x, guard.y);
      break;
    case 'hover':
      await page.mouse.move(guard.x, guard.y);
      break;
    case 'check':
    case 'uncheck':
      if (guard.checked !== (step.action === 'check')) await page.mouse.click(guard.x, guard.y);
      break;
    case 'fill': {
      const text = step.text ?? '';
      if (text) state.secrets.add(text);
      // Date, time, colour and range inputs take a value in their documented format; the rest are typed into.
      const set = JSON.parse(await run<string>(call('fillValue', published, step.ref, text))) as { ok: boolean; message?: string } | null;
      if (set !== null) {
        if (!set.ok) throw new WorkerFailure('guard-failed', set.message ?? `${step.ref} does not take that value`, 'invalid-format');
        break;
      }
      await page.mouse.click(guard.x, guard.y);
      await run(call('selectContents', published, step.ref));
      if (text) await page.keyboard.insertText(text);
      else await page.keyboard.press('Delete');
      await run(call('typed', published, step.ref, text));
      break;
    }
    case 'press':
      await run(call('focus', published, step.ref));
      await pressKey(page, step.text ?? 'Enter');
      break;
    case 'select': {
      const chosen = JSON.parse(await run<string>(call('selectOption', published, step.ref, step.text ?? ''))) as {
        ok: boolean;
        message?: string;
      };
      if (!chosen.ok) throw new WorkerFailure('guard-failed', chosen.message ?? 'no such option', 'no-such-option');
      break;
    }
    case 'scroll':
      // The guard brought the control into view to hit-test it: scrolling it there is what is asked.
      await run(call('scrollIntoView', published, step.ref));
      break;
    case 'upload': {
      // A real click opens the file chooser; Chromium hands it over (intercepted) instead of showing it, and the
      // file is set on the input that opened it.
      // A frame in a process of its own opens its file chooser on its own session.
      const cdp = path?.at(-1)!.cdp ?? state.tab.cdp;
      await cdp.send('Page.setInterceptFileChooserDialog', { enabled: true });
      try {
        const opened = new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), FILE_CHOOSER_WAIT_MS);
          cdp.once('Page.fileChooserOpened', (event) => {
            clearTimeout(timer);
            resolve(event.backendNodeId ?? null);
          });
        });
        await page.mouse.click(guard.x, guard.y);
        const backendNodeId = await opened;
        if (backendNodeId === null) throw new WorkerFailure('guard-failed', `${step.ref} did not open a file chooser`, 'not-a-file-input');
        await cdp.send('DOM.setFileInputFiles', { files: [file!], backendNodeId });
      } finally {
        await cdp.send('Page.setInterceptFileChooserDialog', { enabled: false }).catch(() => undefined);
      }
      break;
    }
  }
}

/** Presses a key on whatever has the focus (no control): Escape, Tab, PageDown, a shortcut. */
export async function pressPageKey(state: SessionState, key: string, signal: CallSignal): Promise<boolean> {
  signal.throwIfAborted();
  const { page } = state.tab;
  return navigationOf(state, () => pressKey(page, key));
}

/**
 * Runs an action and waits for a navigation it started to commit and load. Resolves whether the main frame
 * navigated or its URL changed (same-document navigations keep the document).
 */
async function navigationOf(state: SessionState, action: () => Promise<void>): Promise<boolean> {
  const tab = state.tab;
  const navigationsBefore = tab.navigations;
  const urlBefore = tab.page.url();
  // A navigation the action starts: pending until it commits, fails or finishes without a document.
  let pending: Request | null = null;
  const onRequest = (request: Request): void => {
    if (request.isNavigationRequest() && request.frame() === tab.page.mainFrame()) pending = request;
  };
  const onRequestDone = (request: Request): void => {
    if (request === pending && tab.navigations === navigationsBefore) pending = null;
  };
  tab.page.on('request', onRequest);
  tab.page.on('requestfailed', onRequestDone);
  try {
    await action();
    try {
      await inWorld(state, STEP_FRAMES, true);
    } catch {
      // The document went away: a navigation is under way.
    }
    const deadline = Date.now() + NAVIGATION_WAIT_MS;
    await until(() => pending === null || tab.navigations !== navigationsBefore, deadline);
    if (tab.navigations !== navigationsBefore) await tab.page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
  } finally {
    tab.page.off('request', onRequest);
    tab.page.off('requestfailed', onRequestDone);
  }
  return tab.navigations !== navigationsBefore || tab.page.url() !== urlBefore;
}

const FILE_CHOOSER_WAIT_MS = 5_000;

/** How long an action waits for a navigation it started; the call's own budget bounds it too. */
const NAVIGATION_WAIT_MS = 30_000;

/** The file to upload: an existing file inside the session's upload folder, symbolic links resolved. */
async function uploadable(state: SessionState, path: string): Promise<string> {
  const folder = state.settings.uploadDir;
  if (folder === null) throw new WorkerFailure('invalid-argument', 'uploads are refused: the pool has no uploadDir (--upload-dir)');
  let real: string;
  try {
    real = await realpath(isAbsolute(path) ? path : `${folder}${sep}${path}`);
  } catch {
    throw new WorkerFailure('invalid-argument', 'the file to upload does not exist in the upload folder');
  }
  const inside = relative(folder, real);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw new WorkerFailure('invalid-argument', 'the file to upload is not inside the upload folder');
  // A folder, a named pipe (reading it would wait for a writer) or a device is not a file to upload.
  const kind = await stat(real).catch(() => null);
  if (!kind?.isFile()) throw new WorkerFailure('invalid-argument', 'the path to upload is not a regular file in the upload folder');
  return real;
}

const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'];

/**
 * Presses a key combination. Playwright presses each part in turn and only then finds that a later part is
 * not a key, leaving modifiers down: release them, and say so without quoting the text (it may be a secret
 * typed into the wrong action).
 */
async function pressKey(page: Page, keys: string): Promise<void> {
  try {
    await page.keyboard.press(keys);
  } catch (error) {
    if (!/Unknown key/i.test(error instanceof Error ? error.message : '')) throw error;
    for (const modifier of MODIFIERS) await page.keyboard.up(modifier).catch(() => undefined);
    throw new WorkerFailure(
      'invalid-argument',
      'press takes a key name (Enter, Tab, ArrowDown, ...) or one character, joined by + to modifiers (Control+A); the text given is not one',
    );
  }
}

/** Scrolls the page by a viewport's height or to an end, in the collector's world (in-page/window.ts). */
export async function scrollPage(state: SessionState, direction: ScrollDirection): Promise<void> {
  await inWorld<string>(state, call('scrollPage', direction));
  // What the scroll sets going runs in the next frames (intersection observers, scroll handlers): waited for as
  // after an action, so that the settle that follows sees the requests and changes it starts.
  await inWorld(state, STEP_FRAMES, true);
}
