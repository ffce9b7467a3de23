// Page cases: a session navigates to the fixture page, takes the case's steps, pages through every
// control, and the evidence is checked.
import { bytesOf } from '../../pool/artifacts.js';
import type { Session } from '../../pool/pool.js';
import type { Control, Observation } from '../../schemas/observation.js';
import type { PageCase } from '../cases/types.js';
import { checkCase, type CaseEvidence } from '../check.js';
import type { FixtureServer } from '../fixture-server.js';
import type { RecordTap } from '../record-tap.js';
import type { KindOutcome, RunContext } from './context.js';

/** Every control of the revision: `first` and the pages its continuation leads to. */
export async function allControlsOf(observe: (cursor: string) => Promise<Observation>, first: Observation): Promise<Control[]> {
  const controls = [...first.controls];
  let continuation = first.continuation;
  while (continuation) {
    const next = await observe(continuation.cursor);
    controls.push(...next.controls);
    continuation = next.continuation;
  }
  return controls;
}

/** One line of what an observation shows, for the reports. */
export function describeObservation(o: Observation): string {
  return (
    `revision ${o.revision}; controls ${o.controls.length}${o.continuation ? ` (+${o.continuation.remaining} on later pages)` : ''}; ` +
    `regions ${o.regions?.length ?? 'not collected'}; text ${o.text.content.length} chars` +
    (o.regionCoverage ? `; ${o.regionCoverage.scannedNodes} nodes scanned` : '')
  );
}

/** Performs the case's steps and returns the evidence for its final observation. */
export async function observeCase(session: Session, server: FixtureServer, c: PageCase, tap: RecordTap): Promise<CaseEvidence> {
  const pageOf = (cursor: string) => session.observe({ cursor });
  tap.take(session.id);
  let observation = await session.navigate({ url: server.url(c.page) });
  const parts = [bytesOf(observation).part];
  for (const step of c.steps ?? []) {
    const controls = await allControlsOf(pageOf, observation);
    const target = controls.find((k) => k.role === step.control.role && k.name === step.control.name);
    if (!target) throw new Error(`step target ${step.control.role} ${JSON.stringify(step.control.name)} not found`);
    observation = await session.act({ ref: target.ref, action: step.act, ...(step.text !== undefined ? { text: step.text } : {}) });
    parts.push(bytesOf(observation).part);
  }
  const allControls = await allControlsOf(pageOf, observation);
  return { observation, allControls, records: tap.take(session.id), canonicalParts: parts };
}

export async function runPageCase(c: PageCase, context: RunContext): Promise<KindOutcome> {
  const evidence = await observeCase(await context.session(), context.server, c, context.tap);
  return { failures: checkCase(c.expect, evidence), observed: describeObservation(evidence.observation) };
}
