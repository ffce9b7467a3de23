// The bytes of an observation, made once by the pool: the canonical JSON and text part that bounding measured,
// and the model projection for a budget. The faces (CLI, HTTP, MCP, batch) frame these; none rebuilds them.
import type { Observation } from '../schemas/observation.js';
import { canonicalObservation, type CanonicalArtifact } from './canonical.js';
import { projectForModel, type ProjectionOptions } from './projection.js';
import { jsonWithoutRepeats, projectionWithoutRepeatedSections, repeatedFields } from './repeats.js';

export interface ObservationBytes {
  /** The observation with its fields in canonical order (for encoders that keep key order, such as msgpack). */
  readonly canonical: Observation;
  /** The canonical JSON (contract field order, no insignificant white space), within the pool's `maxBytes`. */
  readonly json: string;
  /** The canonical text part, `{"type":"text","text":<json as a JSON string>}`: the bytes `maxBytes` bounds. */
  readonly part: string;
  /** The model projection within `budgetBytes` (made once per budget). */
  projection(budgetBytes: number): string;
  /**
   * What a reader who read `before` last gets (pool/repeats.ts): the canonical JSON (no `budget`) or the projection
   * within `budget`, less what repeats `before`, and what the reader then has read.
   */
  readAfter(budget: number | undefined, before: ReadBefore | null): { text: string; read: ReadBefore };
}

/** What a reader has read: the last observation it got, as JSON (no `budget`) or projected within `budget`. */
export interface ReadBefore {
  observation: Observation;
  budget: number | undefined;
  /** The projection with every section it left out as repeated put back: what the reader knows of the page. */
  projection: string | null;
}

const made = new WeakMap<Observation, ObservationBytes>();

/**
 * Remembers the bytes of an observation the pool returns. `cursorAt` mints a cursor reaching the page's control at
 * an index (so the projection's cursor reaches every control it left out).
 */
export function keepBytes(artifact: CanonicalArtifact, cursorAt?: ProjectionOptions['cursorAt']): Observation {
  const projections = new Map<number, string>();
  const { observation, json, part } = artifact;
  const projection = (budgetBytes: number): string => {
    let text = projections.get(budgetBytes);
    if (text === undefined) {
      text = projectForModel(observation, { budgetBytes, ...(cursorAt ? { cursorAt } : {}) });
      projections.set(budgetBytes, text);
    }
    return text;
  };
  made.set(observation, {
    canonical: observation,
    json,
    part,
    projection,
    readAfter(budget, before) {
      const previous = before && bytesOf(before.observation).canonical;
      if (budget === undefined) {
        // What the page holds repeats only a result the reader got as JSON too: a projection may have left it out.
        const repeated = repeatedFields(observation, previous, { content: before?.budget === undefined });
        const text = repeated.length === 0 ? json : jsonWithoutRepeats(observation, repeated);
        return { text, read: { observation, budget, projection: null } };
      }
      const repeated = repeatedFields(observation, previous);
      const whole =
        repeated.length === 0 ? projection(budget) : projectForModel(observation, { budgetBytes: budget, repeated, ...(cursorAt ? { cursorAt } : {}) });
      // Sections repeat only what the reader's previous projection held, within the same budget.
      const known = before?.budget === budget ? before.projection : null;
      return { text: projectionWithoutRepeatedSections(whole, known), read: { observation, budget, projection: whole } };
    },
  });
  return observation;
}

/**
 * The bytes of an observation a session returned. Observations built elsewhere (by a caller, or an adapter
 * of the hosted server) are serialized here once and remembered.
 */
export function bytesOf(observation: Observation): ObservationBytes {
  let bytes = made.get(observation);
  if (!bytes) {
    const canonical = canonicalObservation(observation);
    const json = JSON.stringify(canonical);
    keepBytes({ observation: canonical, json, part: `{"type":"text","text":${JSON.stringify(json)}}`, bytes: 0 });
    bytes = made.get(canonical)!;
    made.set(observation, bytes);
  }
  return bytes;
}
