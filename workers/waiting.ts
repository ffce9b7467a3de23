// The wait tool: until text appears or disappears on the active page, or for a time, within the call's budget.
// Text is matched the way Playwright's getByText does (visible by its rules, case-insensitive, white space
// folded); the observation that follows is collected under Lookout's own visibility rules as always.
import { errors } from './playwright.js';
import type { WorkerTask } from '../schemas/record.js';
import { WorkerFailure } from './failures.js';
import type { SessionState } from './session-types.js';

type WaitTask = Extract<WorkerTask, { op: 'wait' }>;

/** Waits as asked; `timeout` when the text did not come (or go) within the budget left for it. */
export async function waitFor(state: SessionState, task: WaitTask, budgetMs: number): Promise<void> {
  const { page } = state.tab;
  const { timeMs } = task;
  if (timeMs !== undefined) await new Promise((resolve) => setTimeout(resolve, Math.min(timeMs, budgetMs)));
  try {
    if (task.text !== undefined) await page.getByText(task.text).first().waitFor({ state: 'visible', timeout: budgetMs });
    if (task.textGone !== undefined) await page.getByText(task.textGone).first().waitFor({ state: 'hidden', timeout: budgetMs });
  } catch (error) {
    if (error instanceof errors.TimeoutError) {
      throw new WorkerFailure('timeout', `the text waited for did not ${task.text !== undefined ? 'appear' : 'go'} within ${budgetMs} ms`, 'wait');
    }
    throw error;
  }
}
