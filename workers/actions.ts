// Acting on a control with real input (mouse and keyboard through Playwright), after the live guards in the
// page; pressing a key on the page itself; and waiting for a navigation an action started to load.
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import type { Page, Request } from 'playwright-core';
import type { WorkerTask } from '../schemas/record.js';
import type { CallSignal } from './budget.js';
import { call, inWorld } from './collection.js';
import { WorkerFailure } from './failures.js';
import type { SessionState } from './session-types.js';

type ActTask = Extract<WorkerTask, { op: 'act' }>;

type Guard = { ok: true; x: number; y: number; checked?: boolean } | { ok: false; reason: string; message: string };

/** Acts on a control; resolves whether the action navigated the main frame (or changed its URL). */
export async function act(state: SessionState, task: ActTask, signal: CallSignal): Promise<boolean> {
  if (task.published === null) throw new WorkerFailure('unknown-reference', `${task.ref} was never issued`);
  // Checked before the guard: nothing is done to the page for a file that may not be uploaded.
  const file = task.action === 'upload' ? await uploadable(state, task.text ?? '') : null;
  const guard = JSON.parse(await inWorld<string>(state, call('guard', task.published, task.ref, task.action))) as Guard;
  if (!guard.ok) throw new WorkerFailure('guard-failed', guard.message, guard.reason);
  // A call that ended while its guard ran (cancelled, out of budget) does nothing to the page: its input would
  // land after the page was stopped, and what it starts (a handler that never returns) would outlive it.
  signal.throwIfAborted();
  const { page } = state.tab;
  return navigationOf(state, async () => {
    switch (task.action) {
      case 'click':
        await page.mouse.click(guard.x, guard.y);
        break;
      case 'hover':
        await page.mouse.move(guard.x, guard.y);
        break;
      case 'check':
      case 'uncheck':
        if (guard.checked !== (task.action === 'check')) await page.mouse.click(guard.x, guard.y);
        break;
      case 'fill':
        await page.mouse.click(guard.x, guard.y);
        await inWorld(state, call('selectContents', task.published, task.ref));
        if (task.text) {
          state.secrets.add(task.text);
          await page.keyboard.insertText(task.text);
        } else await page.keyboard.press('Delete');
        break;
      case 'press':
        await inWorld(state, call('focus', task.published, task.ref));
        await pressKey(page, task.text ?? 'Enter');
        break;
      case 'select': {
        const chosen = JSON.parse(await inWorld<string>(state, call('selectOption', task.published, task.ref, task.text ?? ''))) as {
          ok: boolean;
          message?: string;
        };
        if (!chosen.ok) throw new WorkerFailure('guard-failed', chosen.message ?? 'no such option', 'no-such-option');
        break;
      }
      case 'scroll':
        // The guard brought the control into view to hit-test it: scrolling it there is what is asked.
        await inWorld(state, call('scrollIntoView', task.published, task.ref));
        break;
      case 'upload': {
        // A real click opens the file chooser; Chromium hands it over (intercepted) instead of showing it, and the
        // file is set on the input that opened it.
        const { cdp } = state.tab;
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
          if (backendNodeId === null) throw new WorkerFailure('guard-failed', `${task.ref} did not open a file chooser`, 'not-a-file-input');
          await cdp.send('DOM.setFileInputFiles', { files: [file!], backendNodeId });
        } finally {
          await cdp.send('Page.setInterceptFileChooserDialog', { enabled: false }).catch(() => undefined);
        }
        break;
      }
    }
  });
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
      await inWorld(state, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', true);
    } catch {
      // The document went away: a navigation is under way.
    }
    const deadline = Date.now() + NAVIGATION_WAIT_MS;
    while (pending !== null && tab.navigations === navigationsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
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
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
    throw new WorkerFailure('invalid-argument', 'the file to upload is not inside the upload folder');
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
