// Projection cases: a fixture page observed, then rendered for a model under a byte budget
// (docs/contract.md section 7), and the rendering checked line by line.
import { byteLength } from '../../pool/canonical.js';
import { projectForModel } from '../../pool/projection.js';
import type { Observation } from '../../schemas/observation.js';
import type { ProjectionCase } from '../cases/types.js';
import type { KindOutcome, RunContext } from './context.js';

/** The string inside the first JSON literal on a line (an ellipsis after it marks a cut). */
function literalOf(line: string): string {
  const match = /"(?:[^"\\]|\\.)*"/.exec(line);
  return match ? (JSON.parse(match[0]) as string) : '';
}

/** Checks a projection against the case's expectations; pure. */
export function checkProjection(c: ProjectionCase, observation: Observation, output: string): string[] {
  const failures: string[] = [];
  const { expect, budgetBytes } = c;
  if (byteLength(output) > budgetBytes) failures.push(`the projection takes ${byteLength(output)} bytes, over the budget of ${budgetBytes}`);
  const observationBytes = byteLength(JSON.stringify(observation));
  if (expect.observationExceedsBudgetBy !== undefined && observationBytes <= expect.observationExceedsBudgetBy * budgetBytes) {
    failures.push(`the observation takes ${observationBytes} bytes, not over ${expect.observationExceedsBudgetBy} times the budget`);
  }
  const lines = output.split('\n');
  const controlsAt = lines.indexOf('controls:');
  const regionsAt = lines.indexOf('regions:');
  const textAt = lines.findIndex((l) => l.startsWith('text:'));
  if (!(controlsAt > 0 && regionsAt > controlsAt)) failures.push(`controls (line ${controlsAt}) do not come before regions (line ${regionsAt})`);
  if (textAt !== -1 && textAt < regionsAt) failures.push('general text comes before the regions');

  const shownControls = lines.filter((l) => l.startsWith('[e'));
  if (expect.allControlsShown && shownControls.length !== observation.controls.length) {
    failures.push(`${shownControls.length} of ${observation.controls.length} controls shown`);
  }
  const shownRegions = lines.filter((l) => l.startsWith('[g'));
  if (expect.regionsDropped && shownRegions.length >= (observation.regions?.length ?? 0)) {
    failures.push(`all ${shownRegions.length} regions shown, expected some left out`);
  }
  if (expect.leadingRegionKinds) {
    const kinds = shownRegions.map((l) => l.split(' ')[1]).slice(0, expect.leadingRegionKinds.length);
    if (JSON.stringify(kinds) !== JSON.stringify(expect.leadingRegionKinds)) {
      failures.push(`the first regions shown are [${kinds.join(', ')}], expected [${expect.leadingRegionKinds.join(', ')}]`);
    }
  }
  if (expect.headerCountsOmittedRegions && !/omitted: .*\d+ region/.test(lines[2] ?? '')) {
    failures.push(`the header does not count omitted regions: ${JSON.stringify(lines[2] ?? '')}`);
  }
  if (expect.noRegionTextRepeated && textAt !== -1) {
    const text = literalOf(lines[textAt]!);
    for (const line of shownRegions) {
      const summary = literalOf(line);
      // A passage is the summary as whole words: "number 2" inside "number 20" is other text.
      const escaped = summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const passage = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u');
      if (summary.length >= 8 && passage.test(text)) failures.push(`region text ${JSON.stringify(summary)} is repeated in the general text`);
    }
  }
  return failures;
}

export async function runProjectionCase(c: ProjectionCase, context: RunContext): Promise<KindOutcome> {
  const session = await context.session();
  const observation = await session.navigate({ url: context.server.url(c.page) });
  const output = projectForModel(observation, { budgetBytes: c.budgetBytes });
  const lines = output.split('\n');
  return {
    failures: checkProjection(c, observation, output),
    observed:
      `${byteLength(output)} of ${c.budgetBytes} bytes; controls shown ${lines.filter((l) => l.startsWith('[e')).length} ` +
      `of ${observation.controls.length}, regions shown ${lines.filter((l) => l.startsWith('[g')).length} of ${observation.regions?.length ?? 0}`,
  };
}
