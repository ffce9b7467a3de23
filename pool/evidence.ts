// Progress (docs/contract.md, "Refs, revisions and atomicity"): two observations show progress when their semantic evidence
// differs. Refs, cursors, revision numbers and the session are bookkeeping, not evidence, so a
// re-render that only churns refs is no progress.
import type { Observation } from '../schemas/observation.js';

type Evidence = Pick<Observation, 'page' | 'controls' | 'text' | 'regions' | 'regionCoverage' | 'tabs' | 'dialogs'>;

function semanticEvidence(observation: Evidence): string {
  return JSON.stringify([
    observation.page.url,
    observation.page.title,
    observation.text.content,
    observation.text.truncated,
    observation.page.status,
    observation.controls.map((c) => [
      c.role,
      c.name,
      c.states?.disabled,
      c.states?.checked,
      c.states?.expanded,
      c.states?.selected,
      c.states?.filled,
      c.matchesTyped,
      c.href,
      c.options?.map((o) => [o.label, o.selected]),
    ]),
    // A tab opened or closed, a dialog shown: the page's doing, which an agent must notice.
    (observation.tabs ?? []).map((t) => [t.url, t.title, t.active]),
    (observation.dialogs ?? []).map((d) => [d.kind, d.message, d.state]),
    (observation.regions ?? []).map((r) => [r.kind, r.level, r.summary, r.truncated]),
    observation.regionCoverage
      ? [observation.regionCoverage.scannedNodes, observation.regionCoverage.nodesLeftUnread, observation.regionCoverage.omittedRegions]
      : null,
  ]);
}

/** True when the semantic evidence of `next` differs from that of `previous`. */
export function evidenceChanged(previous: Evidence, next: Evidence): boolean {
  return semanticEvidence(previous) !== semanticEvidence(next);
}
