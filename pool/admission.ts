// Admission (docs/contract.md, "Admission"): nothing is published unless it passes the JSON Schema of its
// version and the semantic rules that a schema cannot state.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { CURRENT_SCHEMA_LINE, SCHEMA_LINES, type Control, type Observation } from '../schemas/observation.js';
import type { CollectedTable } from '../schemas/record.js';
import { AdmissionError } from './errors.js';
import { controlValidator, observationValidator, tableRowValidator, type SchemaLine } from './validators.js';

/** The schema of a version, for clients that validate snapshots themselves. */
export function schemaValidator(version: SchemaLine): ValidateFunction {
  return observationValidator(version);
}

/** The schema a document is admitted against: its own line's (1.2.x against 1.2's, ...), else the current one. */
function schemaLineOf(version: unknown): SchemaLine {
  const line = typeof version === 'string' ? SCHEMA_LINES.find((l) => version.startsWith(`${l}.`)) : undefined;
  return line ?? CURRENT_SCHEMA_LINE;
}

/**
 * Admits an observation or throws an AdmissionError with a stable code. `moreControls` are the
 * controls of the same collection beyond this page: their refs take part in the uniqueness rules.
 * `allTables` are its tables with every row kept: the rows beyond the page are checked like shown ones.
 */
export function admitObservation(observation: unknown, moreControls: readonly Control[] = [], allTables: readonly CollectedTable[] = []): Observation {
  if (typeof observation !== 'object' || observation === null) {
    throw new AdmissionError('schema', 'an observation must be an object');
  }
  const candidate = observation as Partial<Observation>;
  // Checked before the schema, so this rule keeps its own code.
  if (candidate.regions !== undefined && candidate.regionCoverage === undefined) {
    throw new AdmissionError('regions-without-coverage', 'regions are present without regionCoverage');
  }
  const version = schemaLineOf(candidate.schemaVersion);
  const validate = observationValidator(version);
  if (!validate(observation)) {
    const errors = validate.errors ?? [];
    const first = errors[0];
    throw new AdmissionError('schema', `schema ${version}: ${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'}`, errors);
  }
  const validateControl = controlValidator();
  for (const control of moreControls) {
    if (!validateControl(control)) {
      throw new AdmissionError('schema', `control beyond the page: ${validateControl.errors?.[0]?.message ?? 'invalid'}`, validateControl.errors ?? []);
    }
  }
  const validateRow = tableRowValidator();
  for (const table of allTables) {
    for (const row of table.rows) {
      if (!validateRow(row)) {
        throw new AdmissionError('schema', `table row beyond the page: ${validateRow.errors?.[0]?.message ?? 'invalid'}`, validateRow.errors ?? []);
      }
    }
  }
  const admitted = observation as Observation;
  const controlRefs = new Set<string>();
  for (const control of admitted.controls) controlRefs.add(control.ref);
  for (const control of moreControls) controlRefs.add(control.ref);
  // Table refs are region refs: evidence, unique among regions and tables, never a control's.
  const regionRefs = new Set<string>();
  for (const region of [...(admitted.regions ?? []), ...(admitted.tables ?? [])]) {
    if (regionRefs.has(region.ref)) throw new AdmissionError('duplicate-region-ref', `region ref ${region.ref} appears twice`);
    regionRefs.add(region.ref);
    if (controlRefs.has(region.ref)) {
      throw new AdmissionError('region-ref-aliases-control', `region ref ${region.ref} is also a control ref`);
    }
  }
  return admitted;
}
