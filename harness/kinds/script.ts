// Script cases: calls on one fresh session, each with the result or the error code it must give. A step is a
// library call of the call table (pool/calls.ts) whose refs, cursors, tabs and pages name earlier results; the
// same interpreter drives the hosted transport's HTTP API (kinds/hosted.ts) through `ScriptCaller`.
import { bytesOf } from '../../pool/artifacts.js';
import { invoke, type LibraryCall } from '../../pool/calls.js';
import { evidenceChanged } from '../../pool/evidence.js';
import type { Observation } from '../../schemas/observation.js';
import type { RefSource, ScriptCase, ScriptOperation, ScriptStep, TabSource } from '../cases/types.js';
import { checkCase } from '../check.js';
import type { FixtureServer } from '../fixture-server.js';
import { allControlsOf, describeObservation } from './page.js';
import { codeOf, type KindOutcome, type RunContext } from './context.js';

/** The calls of one session, whatever carries them (the library, or the hosted transport). */
export interface ScriptCaller {
  /** Makes a library call, or the same call through a transport; `step` is the script step it belongs to. */
  call(call: LibraryCall, step: number): Promise<Observation>;
  /** The session's current revision number (0 before the first observation). */
  revision(): Promise<number>;
}

type JsonObject = { [key: string]: unknown };

/** The library call of a script step: its page, refs, cursors and tabs resolved against the results so far. */
export function libraryCall(operation: ScriptOperation, results: (Observation | undefined)[], server: FixtureServer): LibraryCall {
  // The keys the script's types put sources under (Sourced in cases/types.ts).
  const resolved = (value: JsonObject): JsonObject =>
    Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key === 'page') return ['url', server.url(inner as string)];
        if (key === 'ref' || key === 'cursor') return [key, resolve(inner as RefSource, results)];
        if (key === 'from') return [key, inner === 'viewport' ? inner : resolve(inner as RefSource, results)];
        if (key === 'tab') return [key, tabOf(inner as TabSource, results)];
        if (Array.isArray(inner)) return [key, inner.map((item: unknown) => (typeof item === 'object' && item !== null ? resolved(item as JsonObject) : item))];
        return [key, inner];
      }),
    );
  const { op, ...input } = operation;
  return { method: op, input: resolved(input) } as LibraryCall;
}

function tabOf(source: TabSource, results: (Observation | undefined)[]): string {
  const tab = results[source.otherTabOf]?.tabs?.find((t) => !t.active);
  if (!tab) throw new Error(`step ${source.otherTabOf} lists no tab besides the active one`);
  return tab.id;
}

function resolve(source: RefSource, results: (Observation | undefined)[]): string {
  if ('literal' in source) return source.literal;
  const from =
    'cursorOf' in source ? source.cursorOf : 'textCursorOf' in source ? source.textCursorOf : 'nextMatchOf' in source ? source.nextMatchOf : source.from;
  const observation = results[from];
  if (!observation) throw new Error(`step ${from} has no observation to take a ref from`);
  if ('textCursorOf' in source) {
    if (!observation.text.cursor) throw new Error(`step ${from} has no text cursor`);
    return observation.text.cursor;
  }
  if ('nextMatchOf' in source) {
    if (!observation.match?.next) throw new Error(`step ${from} has no next match`);
    return observation.match.next;
  }
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
  if ('textCursorOf' in source) return `the text cursor of step ${source.textCursorOf}`;
  if ('nextMatchOf' in source) return `the next match of step ${source.nextMatchOf}`;
  if ('region' in source) return `region ${source.region} of step ${source.from}`;
  return `${JSON.stringify(source.control)} of step ${source.from}`;
}

export function describeStep(step: ScriptStep): string {
  switch (step.op) {
    case 'navigate':
      return `navigate ${step.page}`;
    case 'observe':
      return step.cursor
        ? `observe with ${describeSource(step.cursor)}`
        : step.from !== undefined
          ? `observe from ${step.from === 'viewport' ? 'the viewport' : describeSource(step.from)}`
          : 'observe';
    case 'find':
      return 'cursor' in step ? `find with ${describeSource(step.cursor)}` : `find ${JSON.stringify(step.text)}${step.role ? ` (${step.role})` : ''}`;
    case 'scroll':
      return `scroll ${step.direction}`;
    case 'act':
      return 'steps' in step
        ? `act ${step.steps.map((s) => `${s.action} ${describeSource(s.ref)}`).join(', ')}`
        : `act ${step.action} ${describeSource(step.ref)}`;
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
      // A hosted step's budget is the caller's business (kinds/hosted.ts), not the call's.
      const { expect: _expect, budget: _budget, ...operation } = step as ScriptStep & { budget?: number };
      observation = await caller.call(libraryCall(operation, results, server), index);
    } catch (error) {
      if (expect.error === undefined) failures.push(`${label} failed: ${codeOf(error)}: ${(error as Error).message}`);
      else if (codeOf(error) !== expect.error) failures.push(`${label} failed with ${codeOf(error)}, expected ${expect.error}`);
      else if (expect.reason !== undefined && (error as { reason?: string }).reason !== expect.reason) {
        failures.push(`${label} failed with reason ${String((error as { reason?: string }).reason)}, expected ${expect.reason}`);
      } else {
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
    if (expect.refsKeptFrom !== undefined) {
      const listed = (o: Observation | undefined): string => JSON.stringify(o?.controls.map((c) => [c.ref, c.role, c.name]) ?? []);
      const earlier = results[expect.refsKeptFrom];
      if (!earlier || earlier.controls.length === 0 || listed(earlier) !== listed(observation))
        failures.push(`${label}: controls and refs ${listed(observation)} are not those of step ${expect.refsKeptFrom}: ${listed(earlier)}`);
    }
    if (expect.observation) {
      const allControls = await allControlsOf((cursor) => caller.call({ method: 'observe', input: { cursor } }, index), observation);
      const evidence = { observation, allControls, records: [], canonicalParts: [bytesOf(observation).part] };
      failures.push(...checkCase(expect.observation, evidence).map((f) => `${label}: ${f}`));
    }
    if (extraChecks) failures.push(...(await extraChecks(observation, index)).map((f) => `${label}: ${f}`));
  }
  return { failures, results };
}

/**
 * Refs that name two things over a script (see ScriptCase.refsNeverReissued): a control ref given to another
 * control, or appearing in two documents (each navigation starts one), and region refs issued by two revisions.
 */
export function reissuedRefs(results: (Observation | undefined)[], steps: readonly ScriptStep[]): string[] {
  const twice = new Set<string>();
  /** Control ref -> [document, role and name]. */
  const controls = new Map<string, [number, string]>();
  /** Region ref -> revision (a continuation page repeats its revision's regions). */
  const regions = new Map<string, number>();
  let document = 0;
  results.forEach((o, i) => {
    if (!o) return;
    if (steps[i]?.op === 'navigate') document++;
    for (const c of o.controls) {
      const named = JSON.stringify([c.role, c.name]);
      const seen = controls.get(c.ref);
      if (seen && (seen[0] !== document || seen[1] !== named)) twice.add(c.ref);
      controls.set(c.ref, [document, named]);
    }
    for (const r of o.regions ?? []) {
      const seen = regions.get(r.ref);
      if (seen !== undefined && seen !== o.revision) twice.add(r.ref);
      regions.set(r.ref, o.revision);
    }
  });
  return [...twice];
}

export function describeScript(results: (Observation | undefined)[]): string {
  const last = results.findLast((o) => o !== undefined);
  const errors = results.filter((o) => o === undefined).length;
  return `${results.length} calls, ${errors} rejected as expected or not${last ? `; last: ${describeObservation(last)}` : ''}`;
}

export async function runScriptCase(c: ScriptCase, context: RunContext): Promise<KindOutcome> {
  const session = await context.freshSession(c.session);
  const caller: ScriptCaller = {
    // A Session has every method of the call table.
    call: (call) => invoke(session, call)!,
    revision: async () => session.revision,
  };
  const { failures, results } = await runScript(c.steps, caller, context.server);
  if (c.refsNeverReissued) {
    const twice = reissuedRefs(results, c.steps);
    if (twice.length > 0) failures.push(`refs issued twice: ${twice.join(', ')}`);
  }
  return { failures, observed: describeScript(results) };
}
