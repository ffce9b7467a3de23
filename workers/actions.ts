// Acting on a control with real input (mouse and keyboard through Playwright), after the live guards in the
// page, then letting the page react before it is observed.
import type { Page, Request } from 'playwright-core';
import type { WorkerTask } from '../schemas/record.js';
import { call, inWorld } from './collection.js';
import { WorkerFailure } from './failures.js';
import type { SessionState } from './session-state.js';

type ActTask = Extract<WorkerTask, { op: 'act' }>;

export async function act(state: SessionState, task: ActTask): Promise<boolean> {
  if (task.published === null) throw new WorkerFailure('unknown-reference', `${task.ref} was never issued`);
  const guard = JSON.parse(await inWorld<string>(state, call('guard', task.published, task.ref, task.action))) as
    | { ok: true; x: number; y: number; checked?: boolean }
    | { ok: false; reason: string; message: string };
  if (!guard.ok) throw new WorkerFailure('guard-failed', guard.message, guard.reason);

  const navigationsBefore = state.mainFrameNavigations;
  const urlBefore = state.page.url();
  // A navigation the action starts: pending until it commits, fails or finishes without a document.
  let pendingNavigation: Request | null = null;
  const onRequest = (request: Request): void => {
    if (request.isNavigationRequest() && request.frame() === state.page.mainFrame()) pendingNavigation = request;
  };
  const onRequestDone = (request: Request): void => {
    if (request === pendingNavigation && state.mainFrameNavigations === navigationsBefore) pendingNavigation = null;
  };
  state.page.on('request', onRequest);
  state.page.on('requestfailed', onRequestDone);
  try {
    const { page } = state;
    switch (task.action) {
      case 'click':
        await page.mouse.click(guard.x, guard.y);
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
        }
        else await page.keyboard.press('Delete');
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
    }
    await settle(state, task.timeoutMs, navigationsBefore, () => pendingNavigation !== null);
  } finally {
    state.page.off('request', onRequest);
    state.page.off('requestfailed', onRequestDone);
  }
  return state.mainFrameNavigations !== navigationsBefore || state.page.url() !== urlBefore;
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
    throw new WorkerFailure('invalid-argument', 'press takes a key name (Enter, Tab, ArrowDown, ...) or one character, joined by + to modifiers (Control+A); the text given is not one');
  }
}

/** Lets the page react to an action: two animation frames, and a navigation it started to load. */
async function settle(state: SessionState, timeoutMs: number, navigationsBefore: number, navigationPending: () => boolean): Promise<void> {
  try {
    await inWorld(state, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', true);
  } catch {
    // The document went away: a navigation is under way.
  }
  const deadline = Date.now() + timeoutMs;
  while (navigationPending() && state.mainFrameNavigations === navigationsBefore && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (state.mainFrameNavigations !== navigationsBefore) {
    await state.page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
  }
}
