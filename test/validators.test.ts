// The schema checks every process makes come as code the build generated (pool/validators-code.ts): this process uses
// them, and they accept and refuse exactly what ajv compiling the same schema files at run time does, with the same
// first error, on recorded observations and on damaged copies of them, and on tool inputs.
import test from 'ava';
import { fileURLToPath } from 'node:url';
import { produceOutputs, readRecording } from '../pool/replay.js';
import {
  OBSERVATION_SCHEMA,
  TOOL_SCHEMAS,
  controlValidator,
  firstError,
  newAjv,
  observationValidator,
  tableRowValidator,
  toolInputValidator,
  validatorSource,
  type ToolInputKind,
} from '../pool/validators.js';
import { CURRENT_SCHEMA_LINE } from '../schemas/observation.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';

const RECORDING = fileURLToPath(new URL('../../harness/recordings/basic-and-many.lookout', import.meta.url));

type Json = Record<string, unknown>;

/** Copies of `document` each damaged one way: a field missing, of another type, or one the schema does not have. */
function damaged(document: Json): unknown[] {
  const copies: unknown[] = [];
  const copy = (): Json => structuredClone(document);
  for (const key of Object.keys(document)) {
    const missing = copy();
    delete missing[key];
    copies.push(missing);
    const value = document[key];
    for (const other of [typeof value === 'string' ? 7 : 'x', null, [], {}]) copies.push({ ...copy(), [key]: other });
  }
  copies.push({ ...copy(), unknownField: true });
  const controls = document['controls'];
  if (Array.isArray(controls) && controls.length > 0) {
    const first = controls[0] as Json;
    for (const key of Object.keys(first)) {
      const changed = copy();
      const control = (changed['controls'] as Json[])[0]!;
      control[key] = typeof control[key] === 'number' ? 'x' : -1;
      copies.push(changed);
    }
  }
  return copies;
}

function verdicts(validate: ValidateFunction, documents: readonly unknown[]): string[] {
  return documents.map((document) => (validate(document) ? 'valid' : firstError(validate)));
}

test('this process checks with the generated code, made from the schema files it reads', (t) => {
  t.is(validatorSource(), 'generated');
});

test('the generated checks of an observation, a control and a table row agree with ajv compiling the schema now', async (t) => {
  const entries = await readRecording(RECORDING);
  // The observations the recorded collections made, as admission produced them.
  let previous: ReturnType<typeof produceOutputs> | null = null;
  const documents: Json[] = [];
  for (const entry of entries) {
    previous = produceOutputs(entry, previous && { base: previous.base, allControls: previous.allControls });
    documents.push(JSON.parse(JSON.stringify(previous.base)) as Json);
  }
  t.true(documents.length > 0);
  const ajv = newAjv();
  const compiled = ajv.compile(OBSERVATION_SCHEMA);
  const all = documents.flatMap((document) => [document, ...damaged(document)]);
  const generated = verdicts(observationValidator(CURRENT_SCHEMA_LINE), all);
  t.deepEqual(generated, verdicts(compiled, all));
  // Both ways, the recorded documents pass and their damaged copies mostly do not.
  t.true(documents.every((document) => observationValidator(CURRENT_SCHEMA_LINE)(document)));
  t.true(generated.filter((verdict) => verdict !== 'valid').length > all.length / 2);

  const id = String(OBSERVATION_SCHEMA.$id);
  const controls = documents.flatMap((document) => (document['controls'] as Json[] | undefined) ?? []);
  const controlSamples = [...controls, ...controls.flatMap((control) => damaged(control))];
  t.true(controls.length > 0);
  t.deepEqual(verdicts(controlValidator(), controlSamples), verdicts(ajv.compile({ $ref: `${id}#/$defs/control` }), controlSamples));
  const rowSamples = [{}, { cells: [] }, { cells: ['a'] }, { cells: [{ text: 'a' }] }, { ref: 'r1', cells: ['a', 'b'] }, { cells: 'a' }];
  t.deepEqual(verdicts(tableRowValidator(), rowSamples), verdicts(ajv.compile({ $ref: `${id}#/$defs/tableRow` }), rowSamples));
});

test('the generated checks of every tool input agree with ajv compiling the schema now', (t) => {
  const ajv = newAjv();
  const inputs: unknown[] = [
    {},
    null,
    'x',
    { url: 'http://127.0.0.1/' },
    { url: 5 },
    { ref: 'c1', action: 'click' },
    { ref: 'c1', action: 'type', text: 'hello' },
    { ref: 'c1', action: 'fly' },
    { steps: [{ ref: 'c1', action: 'type', text: 'a' }] },
    { text: 'find me', role: 'button' },
    { direction: 'down' },
    { key: 'Enter' },
    { accept: true, text: 'yes' },
    { tab: 't1' },
    { forText: 'done', timeoutMs: 1000 },
    { maxBytes: 4000 },
    { bogus: true },
  ];
  const kinds = Object.keys(TOOL_SCHEMAS.$defs) as ToolInputKind[];
  t.true(kinds.length > 5);
  for (const kind of kinds) {
    t.deepEqual(verdicts(toolInputValidator(kind), inputs), verdicts(ajv.getSchema(`${TOOL_SCHEMAS.$id}#/$defs/${kind}`)!, inputs), kind);
  }
});
