// A scripted agent: it finishes a task given as goals ("click Taxes 2026", "fill Email with ..."), reading only
// the observations the session returns and acting only through their refs, as an agent built on Lookout would.
// It keeps no page knowledge of its own: a goal names what a person would read on the page, and the agent finds
// it among the controls by name or hint. It recovers as a model would from what an error says: a control covered
// by an open list it can close is retried after Escape.
import type { Session } from '../../pool/pool.js';
import type { Control, Observation } from '../../schemas/observation.js';

export type Goal =
  /** Click the control whose name (or hint) is this text, of `role` when given; a shorter name containing it is taken when none is equal. */
  | { click: string; role?: string }
  /** Fill the field named (or hinted) so with text. */
  | { fill: string; text: string }
  /** Fill, select and check several fields in one call. */
  | { form: { field: string; text?: string; check?: boolean; select?: string }[] }
  /** Press keys on the page, wherever the focus is. */
  | { keys: string[] }
  /** The task is done when this text shows on the page (text or a region). */
  | { until: string };

export interface AgentRun {
  /** The goals reached, in order; the run stops at the first it could not reach. */
  reached: number;
  /** Calls made on the session. */
  calls: number;
  /** Canonical JSON bytes the agent read. */
  bytes: number;
  /** Why the run stopped early, when it did. */
  stuck?: string;
  last: Observation;
}

const fold = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The control a goal names: equal name or hint first, else the shortest name that contains it. */
export function findControl(observation: Observation, label: string, roles?: readonly string[]): Control | undefined {
  const wanted = fold(label);
  const candidates = observation.controls.filter((c) => roles === undefined || roles.includes(c.role));
  const exact = candidates.find((c) => fold(c.name) === wanted || (c.name === '' && c.hint !== undefined && fold(c.hint) === wanted));
  if (exact) return exact;
  return candidates.filter((c) => fold(c.name).includes(wanted)).sort((a, b) => a.name.length - b.name.length)[0];
}

const FIELD_ROLES = ['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'button'];

function shows(observation: Observation, text: string): boolean {
  const wanted = fold(text);
  return fold(observation.text.content).includes(wanted) || (observation.regions ?? []).some((r) => fold(r.summary).includes(wanted));
}

export class ScriptedAgent {
  private calls = 0;
  private bytes = 0;

  constructor(
    private readonly session: Session,
    private latest: Observation,
  ) {
    this.bytes += JSON.stringify(latest).length;
  }

  private take(observation: Observation): Observation {
    this.calls++;
    this.bytes += JSON.stringify(observation).length;
    this.latest = observation;
    return observation;
  }

  /** Clicks a control; an open list covering it is closed with Escape once, as the error suggests. */
  private async click(control: Control): Promise<void> {
    try {
      this.take(await this.session.act({ ref: control.ref, action: 'click' }));
    } catch (error) {
      const { code, reason, message } = error as { code?: string; reason?: string; message: string };
      if (code !== 'guard-failed' || reason !== 'covered' || !/press Escape/.test(message)) throw error;
      this.take(await this.session.pressKey({ key: 'Escape' }));
      // The ref lasts: the control it names is the one the agent saw, unless the page changed it.
      this.take(await this.session.act({ ref: control.ref, action: 'click' }));
    }
  }

  async run(goals: readonly Goal[]): Promise<AgentRun> {
    let reached = 0;
    const stop = (stuck: string): AgentRun => ({ reached, calls: this.calls, bytes: this.bytes, stuck, last: this.latest });
    for (const goal of goals) {
      try {
        if ('click' in goal) {
          const control = findControl(this.latest, goal.click, goal.role === undefined ? undefined : [goal.role]);
          if (!control) return stop(`no control ${JSON.stringify(goal.click)}`);
          await this.click(control);
        } else if ('fill' in goal) {
          const field = findControl(this.latest, goal.fill, FIELD_ROLES);
          if (!field) return stop(`no field ${JSON.stringify(goal.fill)}`);
          this.take(await this.session.act({ ref: field.ref, action: 'fill', text: goal.text }));
        } else if ('form' in goal) {
          const steps = [];
          for (const item of goal.form) {
            const field = findControl(this.latest, item.field);
            if (!field) return stop(`no field ${JSON.stringify(item.field)}`);
            if (item.check !== undefined) steps.push({ ref: field.ref, action: item.check ? ('check' as const) : ('uncheck' as const) });
            else if (item.select !== undefined) steps.push({ ref: field.ref, action: 'select' as const, text: item.select });
            else steps.push({ ref: field.ref, action: 'fill' as const, text: item.text ?? '' });
          }
          this.take(await this.session.act({ steps }));
        } else if ('keys' in goal) {
          for (const key of goal.keys) this.take(await this.session.pressKey({ key }));
        } else if (!shows(this.latest, goal.until)) {
          // Content may come late: look once more before giving up.
          if (!shows(this.take(await this.session.observe()), goal.until)) return stop(`${JSON.stringify(goal.until)} never showed`);
        }
      } catch (error) {
        return stop(`${(error as { code?: string }).code ?? 'error'}: ${(error as Error).message}`);
      }
      reached++;
    }
    return { reached, calls: this.calls, bytes: this.bytes, last: this.latest };
  }
}
