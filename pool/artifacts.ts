// The bytes of an observation, made once by the pool: the canonical JSON and text part that bounding measured,
// and the model projection for a budget. The faces (CLI, HTTP, MCP, batch) frame these; none rebuilds them.
import type { Observation } from '../schemas/observation.js';
import { canonicalObservation, type CanonicalArtifact } from './canonical.js';
import { projectForModel, type ProjectionOptions } from './projection.js';
import { jsonWithoutRepeats, repeatedFields } from './repeats.js';

export interface ObservationBytes {
  /** The observation with its fields in canonical order (for encoders that keep key order, such as msgpack). */
  readonly canonical: Observation;
  /** The canonical JSON (contract field order, no insignificant white space), within the pool's `maxBytes`. */
  readonly json: string;
  /** The canonical text part, `{"type":"text","text":<json as a JSON string>}`: the bytes `maxBytes` bounds. */
  readonly part: string;
  /**
   * The model projection within `budgetBytes` (made once per budget); after `previous`, the result its reader got
   * before, without the header lines that repeat it (pool/repeats.ts).
   */
  projection(budgetBytes: number, previous?: Observation | null): string;
  /**
   * The canonical JSON without the fields that repeat `previous`, led by the `unchanged` marker (pool/repeats.ts).
   * `sameForm`: the reader got `previous` as JSON too, so what the page holds may be left out as well.
   */
  jsonAfter(previous: Observation | null, sameForm: boolean): string;
}

const made = new WeakMap<Observation, ObservationBytes>();

/**
 * Remembers the bytes of an observation the pool returns. `cursorAt` mints a cursor reaching the page's control at
 * an index (so the projection's cursor reaches every control it left out).
 */
export function keepBytes(artifact: CanonicalArtifact, cursorAt?: ProjectionOptions['cursorAt']): Observation {
  const projections = new Map<number, string>();
  const { observation, json, part } = artifact;
  made.set(observation, {
    canonical: observation,
    json,
    part,
    projection(budgetBytes, previous) {
      const repeated = repeatedFields(observation, previous && bytesOf(previous).canonical);
      if (repeated.length > 0) return projectForModel(observation, { budgetBytes, repeated, ...(cursorAt ? { cursorAt } : {}) });
      let text = projections.get(budgetBytes);
      if (text === undefined) {
        text = projectForModel(observation, { budgetBytes, ...(cursorAt ? { cursorAt } : {}) });
        projections.set(budgetBytes, text);
      }
      return text;
    },
    jsonAfter(previous, sameForm) {
      const repeated = repeatedFields(observation, previous && bytesOf(previous).canonical, { content: sameForm });
      return repeated.length === 0 ? json : jsonWithoutRepeats(observation, repeated);
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
