// Script cases: calls on one fresh session, each with the result or the error code it must give.
// The same interpreter drives the hosted transport's HTTP API (kinds/hosted.ts) through `ScriptCaller`.
import { bytesOf } from '../../pool/artifacts.js';
import { evidenceChanged } from '../../pool/evidence.js';
import type { ActionKind, Observation } from '../../schemas/observation.js';
import type { Session } from '../../pool/pool.js';
import type { RefSource, ScriptCase, ScriptStep, TabSource } from '../cases/types.js';
import { checkCase } from '../check.js';
import type { FixtureServer } from '../fixture-server.js';
import { allControlsOf, describeObservation } from './page.js';
import { codeOf, type KindOutcome, type RunContext } from './context.js';

/** The calls of one session, whatever carries them (the library, or the hosted transport). */
export interface ScriptCaller {
  navigate(url: string, step: number): Promise<Observation>;
  observe(cursor: string | undefined, step: number): Promise<Observation>;
  act(ref: string, action: ActionKind, text: string | undefined, step: number): Promise<Observation>;
  /** Every other call, by its script operation (back, wait, answerDialog, selectTab, ...). */
  other(operation: OtherOperation, step: number): Promise<Observation>;
  /** The session's current revision number (0 before the first observation). */
  revision(): Promise<number>;
}

/** The operations beyond the first three, with tab sources resolved to tab ids. */
export type OtherOperation =
  | { op: 'back' }
  | { op: 'forward' }
  | { op: 'wait'; text?: string; textGone?: string; timeMs?: number; timeoutMs?: number }
  | { op: 'pressKey'; key: string }
  | { op: 'answerDialog'; accept: boolean; text?: string }
  | { op: 'selectTab' | 'closeTab'; tab: string };

/** Runs an other operation on a library session. */
export function runOther(session: Session, operation: OtherOperation): Promise<Observation> {
  switch (operation.op) {
    case 'back':
      return session.back();
    case 'forward':
      return session.forward();
    case 'wait': {
      const { op: _op, ...wanted } = operation;
      return session.wait(wanted);
    }
    case 'pressKey':
      return session.pressKey({ key: operation.key });
    case 'answerDialog':
      return session.answerDialog({ accept: operation.accept, ...(operation.text !== undefined ? { text: operation.text } : {}) });
    case 'selectTab':
      return session.selectTab({ tab: operation.tab });
    case 'closeTab':
      return session.closeTab({ tab: operation.tab });
  }
}

function tabOf(source: TabSource, results: (Observation | undefined)[]): string {
  const tab = results[source.otherTabOf]?.tabs?.find((t) => !t.active);
  if (!tab) throw new Error(`step ${source.otherTabOf} lists no tab besides the active one`);
  return tab.id;
}

function resolve(source: RefSource, results: (Observation | undefined)[]): string {
  if ('literal' in source) return source.literal;
  const from = 'cursorOf' in source ? source.cursorOf : source.from;
  const observation = results[from];
  if (!observation) throw new Error(`step ${from} has no observation to take a ref from`);
  if ('cursorOf' in source) {
    if (!observation.continuation) throw new Error(`step ${from} has no continuation`);
    return observation.continuation.cursor;
  }
  if ('region' in source) {
    const region = observation.regions?.[source.region];
    if (!region) throw new Error(`step ${from} has no region ${source.region}`);
    return region.ref;
  }
  const control = observation.controls.find((c) => c.name === source.control);
  if (!control) throw new Error(`step ${from} has no control named ${JSON.stringify(source.control)}`);
  return control.ref;
}

function describeSource(source: RefSource): string {
  if ('literal' in source) return JSON.stringify(source.literal.length > 24 ? `${source.literal.slice(0, 24)}...` : source.literal);
  if ('cursorOf' in source) return `the cursor of step ${source.cursorOf}`;
  if ('region' in source) return `region ${source.region} of step ${source.from}`;
  return `${JSON.stringify(source.control)} of step ${source.from}`;
}

export function describeStep(step: ScriptStep): string {
  switch (step.op) {
    case 'navigate':
      return `navigate ${step.page}`;
    case 'observe':
      return step.cursor ? `observe with ${describeSource(step.cursor)}` : 'observe';
    case 'act':
      return `act ${step.action} ${describeSource(step.ref)}`;
    case 'selectTab':
    case 'closeTab':
      return `${step.op} the other tab of step ${step.tab.otherTabOf}`;
    case 'wait':
      return `wait ${step.text !== undefined ? `for ${JSON.stringify(step.text)}` : step.textGone !== undefined ? `until ${JSON.stringify(step.textGone)} goes` : `${step.timeMs} ms`}`;
    default:
      return step.op;
  }
}

/** Runs the steps; `results[i]` is step i's observation (undefined when it failed, as expected or not). */
export async function runScript(
  steps: ScriptStep[],
  caller: ScriptCaller,
  server: FixtureServer,
  extraChecks?: (observation: Observation, step: number) => Promise<string[]>,
): Promise<{ failures: string[]; results: (Observation | undefined)[] }> {
  const failures: string[] = [];
  const results: (Observation | undefined)[] = [];
  for (const [index, step] of steps.entries()) {
    const label = `step ${index} (${describeStep(step)})`;
    const expect = step.expect ?? {};
    const revisionBefore = expect.error ? await caller.revision() : 0;
    let observation: Observation | undefined;
    try {
      switch (step.op) {
        case 'navigate':
          observation = await caller.navigate(server.url(step.page), index);
          break;
        case 'observe':
          observation = await caller.observe(step.cursor ? resolve(step.cursor, results) : undefined, index);
          break;
        case 'act':
          observation = await caller.act(resolve(step.ref, results), step.action, step.text, index);
          break;
        case 'selectTab':
        case 'closeTab':
          observation = await caller.other({ op: step.op, tab: tabOf(step.tab, results) }, index);
          break;
        default: {
          const { expect: _expect, ...operation } = step;
          observation = await caller.other(operation, index);
        }
      }
    } catch (error) {
      if (expect.error === undefined) failures.push(`${label} failed: ${codeOf(error)}: ${(error as Error).message}`);
      else if (codeOf(error) !== expect.error) failures.push(`${label} failed with ${codeOf(error)}, expected ${expect.error}`);
      else {
        const revisionAfter = await caller.revision();
        if (revisionAfter !== revisionBefore) failures.push(`${label} failed but the revision moved from ${revisionBefore} to ${revisionAfter}`);
      }
    }
    results.push(observation);
    if (!observation) continue;
    if (expect.error !== undefined) {
      failures.push(`${label} succeeded (revision ${observation.revision}), expected ${expect.error}`);
      continue;
    }
    if (expect.postcondition) {
      const actual = JSON.stringify(observation.postcondition ?? null);
      if (actual !== JSON.stringify(expect.postcondition))
        failures.push(`${label}: postcondition is ${actual}, expected ${JSON.stringify(expect.postcondition)}`);
    }
    if (expect.evidenceChangedSince) {
      const earlier = results[expect.evidenceChangedSince.step];
      const changed = earlier ? evidenceChanged(earlier, observation) : undefined;
      if (changed !== expect.evidenceChangedSince.changed) {
        failures.push(
          `${label}: evidence changed since step ${expect.evidenceChangedSince.step} is ${String(changed)}, expected ${expect.evidenceChangedSince.changed}`,
        );
      }
    }
    if (expect.refsDifferFrom !== undefined) {
      const earlier = new Set(results[expect.refsDifferFrom]?.controls.map((c) => c.ref) ?? []);
      const reused = observation.controls.filter((c) => earlier.has(c.ref)).map((c) => c.ref);
      if (earlier.size === 0 || reused.length > 0)
        failures.push(`${label}: refs ${reused.join(', ') || '(none to compare)'} repeat step ${expect.refsDifferFrom}'s`);
    }
    if (expect.observation) {
      const allControls = await allControlsOf((cursor) => caller.observe(cursor, index), observation);
      const evidence = { observation, allControls, records: [], canonicalParts: [bytesOf(observation).part] };
      failures.push(...checkCase(expect.observation, evidence).map((f) => `${label}: ${f}`));
    }
    if (extraChecks) failures.push(...(await extraChecks(observation, index)).map((f) => `${label}: ${f}`));
  }
  return { failures, results };
}

/** Refs (controls and regions) issued by more than one revision of the script. */
export function reissuedRefs(results: (Observation | undefined)[]): string[] {
  // A continuation page repeats its revision's fields: refs are grouped by revision first.
  const byRevision = new Map<number, Set<string>>();
  for (const o of results) {
    if (!o) continue;
    const refs = byRevision.get(o.revision) ?? new Set<string>();
    for (const item of [...o.controls, ...(o.regions ?? [])]) refs.add(item.ref);
    byRevision.set(o.revision, refs);
  }
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const refs of byRevision.values()) {
    for (const ref of refs) {
      if (seen.has(ref)) twice.push(ref);
      seen.add(ref);
    }
  }
  return twice;
}

export function describeScript(results: (Observation | undefined)[]): string {
  const last = results.findLast((o) => o !== undefined);
  const errors = results.filter((o) => o === undefined).length;
  return `${results.length} calls, ${errors} rejected as expected or not${last ? `; last: ${describeObservation(last)}` : ''}`;
}

export async function runScriptCase(c: ScriptCase, context: RunContext): Promise<KindOutcome> {
  const session = await context.freshSession(c.session);
  const caller: ScriptCaller = {
    navigate: (url) => session.navigate({ url }),
    observe: (cursor) => session.observe(cursor === undefined ? {} : { cursor }),
    act: (ref, action, text) => session.act({ ref, action, ...(text !== undefined ? { text } : {}) }),
    other: (operation) => runOther(session, operation),
    revision: async () => session.revision,
  };
  const { failures, results } = await runScript(c.steps, caller, context.server);
  if (c.refsNeverReissued) {
    const twice = reissuedRefs(results);
    if (twice.length > 0) failures.push(`refs issued twice: ${twice.join(', ')}`);
  }
  return { failures, observed: describeScript(results) };
}
