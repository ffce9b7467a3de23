// Native dialogs (alert, confirm, prompt, beforeunload). Every one is reported in the next observation, its
// message as untrusted page text (folded, invisible characters removed, bounded). What happens to it is the
// session's `dialogs` setting: `dismiss` answers at once (beforeunload is accepted, so the navigation it guards
// goes on); `ask` leaves it open, ends the running call, and waits for the agent's answer within a budget,
// after which it is dismissed and the next observation says so. Dialogs of tabs not in view are dismissed.
import type { Dialog } from 'playwright-core';
import { LIMITS, type DialogKind, type DialogReport } from '../schemas/observation.js';
import { foldText } from './in-page/text.js';
import type { SessionState, TabState } from './session-types.js';

const KINDS = new Set<DialogKind>(['alert', 'confirm', 'prompt', 'beforeunload']);

/** The report of a dialog: kind and bounded message, never a prompt's default value. */
function reportOf(dialog: Dialog): DialogReport {
  const kind = KINDS.has(dialog.type() as DialogKind) ? (dialog.type() as DialogKind) : 'alert';
  const folded = foldText(dialog.message()).trim();
  const chars = [...folded];
  const truncated = chars.length > LIMITS.dialogChars;
  return { kind, message: truncated ? chars.slice(0, LIMITS.dialogChars).join('') : folded, truncated, state: 'open' };
}

function remember(state: SessionState, report: DialogReport): void {
  state.dialogReports.push(report);
  // The most recent ones; an open dialog is always among them, being the last.
  if (state.dialogReports.length > LIMITS.dialogs) state.dialogReports.splice(0, state.dialogReports.length - LIMITS.dialogs);
}

export function handleDialog(state: SessionState, tab: TabState, dialog: Dialog): void {
  const report = reportOf(dialog);
  remember(state, report);
  const ask = state.settings.dialogs === 'ask' && tab === state.tab && state.openDialog === null;
  if (!ask) {
    answer(dialog, report, report.kind === 'beforeunload', 'policy');
    return;
  }
  const timer = setTimeout(() => {
    if (state.openDialog?.dialog !== dialog) return;
    state.openDialog = null;
    answer(dialog, report, false, 'timeout');
  }, state.settings.dialogBudgetMs);
  timer.unref();
  state.openDialog = { dialog, report, tab, timer };
  state.dialogOpened?.();
}

function answer(dialog: Dialog, report: DialogReport, accept: boolean, by: NonNullable<DialogReport['by']>, text?: string): void {
  report.state = accept ? 'accepted' : 'dismissed';
  report.by = by;
  void (accept ? dialog.accept(text) : dialog.dismiss()).catch(() => undefined);
}

/** The agent's answer to the open dialog; false when none is open. */
export function answerOpenDialog(state: SessionState, accept: boolean, text?: string): boolean {
  const open = state.openDialog;
  if (!open) return false;
  clearTimeout(open.timer);
  state.openDialog = null;
  // A prompt's text is typed by the agent: like typed text, it is kept out of page.url.
  if (text !== undefined && open.report.kind === 'prompt') state.secrets.add(text);
  answer(open.dialog, open.report, accept, 'agent', open.report.kind === 'prompt' ? text : undefined);
  return true;
}

/** A call that leaves the page (navigate, back, another tab) dismisses a dialog still open first. */
export function dismissOpenDialog(state: SessionState): void {
  const open = state.openDialog;
  if (!open) return;
  clearTimeout(open.timer);
  state.openDialog = null;
  answer(open.dialog, open.report, false, 'agent');
}

/** The dialogs the next observation reports; handled ones are then forgotten, an open one stays. */
export function takeDialogReports(state: SessionState): DialogReport[] | undefined {
  if (state.dialogReports.length === 0) return undefined;
  const reports = state.dialogReports.map((r) => ({ ...r }));
  state.dialogReports = state.dialogReports.filter((r) => r.state === 'open');
  return reports;
}
