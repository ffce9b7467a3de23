// Every JSON Schema check of the process, from one ajv instance: the observation schemas (admission, and
// clients that validate snapshots themselves) and the tool inputs (the hosted and MCP transports). Compiled
// once per process (ajv: "very important ... only compiled once").
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { CURRENT_SCHEMA_LINE, schemaFileName, type SchemaLine } from '../schemas/observation.js';
import type { CallName } from './calls.js';

type JsonObject = { [key: string]: unknown };

/** A schema file of schemas/, parsed. */
export function schemaFile(name: string): JsonObject {
  return JSON.parse(readFileSync(new URL(`../../schemas/${name}`, import.meta.url), 'utf8')) as JsonObject;
}

const ajv = new Ajv2020({ allErrors: false, strict: true });

export const OBSERVATION_SCHEMA = schemaFile(schemaFileName(CURRENT_SCHEMA_LINE));
export const TOOL_SCHEMAS = schemaFile('tools.schema.json') as JsonObject & { $id: string; $defs: Record<string, unknown> };
ajv.addSchema(TOOL_SCHEMAS);

export type { SchemaLine };

const currentValidator = ajv.compile(OBSERVATION_SCHEMA);
const olderValidators = new Map<SchemaLine, ValidateFunction>();

/**
 * The validator of an observation schema line. The current line is compiled when the process starts; the older
 * lines, which only replayed documents use, when one is first asked for (each costs about 50 ms to compile).
 */
export function observationValidator(line: SchemaLine): ValidateFunction {
  if (line === CURRENT_SCHEMA_LINE) return currentValidator;
  let validate = olderValidators.get(line);
  if (!validate) {
    validate = ajv.compile(schemaFile(schemaFileName(line)));
    olderValidators.set(line, validate);
  }
  return validate;
}

/** One control, as the current schema defines it (for the controls beyond an observation's page). */
export const controlValidator = ajv.compile({ $ref: `${String(OBSERVATION_SCHEMA.$id)}#/$defs/control` });

/** One table row, as the current schema defines it (for the rows of a table beyond an observation's page). */
export const tableRowValidator = ajv.compile({ $ref: `${String(OBSERVATION_SCHEMA.$id)}#/$defs/tableRow` });

/** The `$defs` entries of tools.schema.json: a call's input (named like its row of the call table), or a budget. */
export type ToolInputKind = CallName | 'budget';

/** The validator of a tool's input (a `$defs` entry of tools.schema.json). */
export function toolInputValidator(kind: ToolInputKind): ValidateFunction {
  return ajv.getSchema(`${TOOL_SCHEMAS.$id}#/$defs/${kind}`)!;
}

/** Compiles a schema built at run time (an MCP tool's self-contained input schema), on the same instance. */
export function compileValidator(schema: object): ValidateFunction {
  return ajv.compile(schema);
}

/** The first error of a failed validation, naming where and what, never the value. */
export function firstError(validate: ValidateFunction, root = '/'): string {
  const first = validate.errors?.[0];
  return first ? `${first.instancePath || root} ${first.message ?? 'is invalid'}` : 'is invalid';
}
