// Every JSON Schema check of the process, from one ajv setup: the observation schemas (admission, and clients that
// validate snapshots themselves) and the tool inputs (the hosted and MCP transports). The checks of every process
// (the current observation line, one control, one table row, each tool input) come as code the build generated
// (validators-code.ts), loaded on first use; ajv itself is loaded, and compiles, only for the rest (older lines,
// schemas built at run time) or when the generated code is missing or was made from other schema files.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { CURRENT_SCHEMA_LINE, schemaFileName, type SchemaLine } from '../schemas/observation.js';
import type { CallName } from './calls.js';

type JsonObject = { [key: string]: unknown };

const require = createRequire(import.meta.url);

/** The build's generated validators, beside this file. */
export const GENERATED_FILE = './validators.generated.cjs';

/** A schema file of schemas/, its text. */
function schemaText(name: string): string {
  return readFileSync(new URL(`../../schemas/${name}`, import.meta.url), 'utf8');
}

/** A schema file of schemas/, parsed. */
export function schemaFile(name: string): JsonObject {
  return JSON.parse(schemaText(name)) as JsonObject;
}

const CURRENT_FILE = schemaFileName(CURRENT_SCHEMA_LINE);
export const OBSERVATION_SCHEMA = schemaFile(CURRENT_FILE);
export const TOOL_SCHEMAS = schemaFile('tools.schema.json') as JsonObject & { $id: string; $defs: Record<string, unknown> };

export type { SchemaLine };

/** The `$defs` entries of tools.schema.json: a call's input (named like its row of the call table), or a budget. */
export type ToolInputKind = CallName | 'budget';

/**
 * A new ajv instance with the process's options and the tool schemas added; `code`, ajv's code options (the build
 * asks for `source`, to generate code from it).
 */
export function newAjv(code: { source?: boolean } = {}): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv({ allErrors: false, strict: true, code });
  ajv.addSchema(TOOL_SCHEMAS);
  return ajv;
}

/** What the generated code exports (name: the schema reference it checks), with the current line added to `ajv`. */
export function generatedExports(ajv: Ajv2020): Record<string, string> {
  const id = String(OBSERVATION_SCHEMA.$id);
  if (!ajv.getSchema(id)) ajv.addSchema(OBSERVATION_SCHEMA);
  const refs: Record<string, string> = { observation: id, control: `${id}#/$defs/control`, tableRow: `${id}#/$defs/tableRow` };
  for (const kind of Object.keys(TOOL_SCHEMAS.$defs)) refs[`tool_${kind}`] = `${TOOL_SCHEMAS.$id}#/$defs/${kind}`;
  return refs;
}

/** A digest of the schema files the generated code is made from: code made from others is not used. */
export function schemaDigest(): string {
  return createHash('sha256').update(schemaText(CURRENT_FILE)).update('\0').update(schemaText('tools.schema.json')).digest('hex');
}

interface Validators {
  observation: ValidateFunction;
  control: ValidateFunction;
  tableRow: ValidateFunction;
  tool(kind: ToolInputKind): ValidateFunction | undefined;
  source: 'generated' | 'compiled';
}

let validators: Validators | undefined;
let runtime: Ajv2020 | undefined;

/** The instance that compiles at run time, made on first use. */
function runtimeAjv(): Ajv2020 {
  return (runtime ??= newAjv());
}

function loaded(): Validators {
  if (validators) return validators;
  let generated: Record<string, unknown> | undefined;
  try {
    generated = require(GENERATED_FILE) as Record<string, unknown>;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'MODULE_NOT_FOUND') throw error;
  }
  if (generated && generated['schemaDigest'] === schemaDigest()) {
    const code = generated as Record<string, ValidateFunction>;
    validators = {
      observation: code['observation']!,
      control: code['control']!,
      tableRow: code['tableRow']!,
      tool: (kind) => code[`tool_${kind}`],
      source: 'generated',
    };
  } else {
    const ajv = runtimeAjv();
    const id = String(OBSERVATION_SCHEMA.$id);
    validators = {
      observation: ajv.compile(OBSERVATION_SCHEMA),
      control: ajv.compile({ $ref: `${id}#/$defs/control` }),
      tableRow: ajv.compile({ $ref: `${id}#/$defs/tableRow` }),
      tool: (kind) => ajv.getSchema(`${TOOL_SCHEMAS.$id}#/$defs/${kind}`),
      source: 'compiled',
    };
  }
  return validators;
}

/** Where this process's validators of the current line and the tools came from (a test checks the build's are used). */
export function validatorSource(): 'generated' | 'compiled' {
  return loaded().source;
}

const olderValidators = new Map<SchemaLine, ValidateFunction>();

/**
 * The validator of an observation schema line. The current line's is the build's; the older lines, which only
 * replayed documents use, are compiled when one is first asked for (each costs about 50 ms to compile).
 */
export function observationValidator(line: SchemaLine): ValidateFunction {
  if (line === CURRENT_SCHEMA_LINE) return loaded().observation;
  let validate = olderValidators.get(line);
  if (!validate) {
    validate = runtimeAjv().compile(schemaFile(schemaFileName(line)));
    olderValidators.set(line, validate);
  }
  return validate;
}

/** One control, as the current schema defines it (for the controls beyond an observation's page). */
export function controlValidator(): ValidateFunction {
  return loaded().control;
}

/** One table row, as the current schema defines it (for the rows of a table beyond an observation's page). */
export function tableRowValidator(): ValidateFunction {
  return loaded().tableRow;
}

/** The validator of a tool's input (a `$defs` entry of tools.schema.json). */
export function toolInputValidator(kind: ToolInputKind): ValidateFunction {
  const validate = loaded().tool(kind);
  if (!validate) throw new Error(`tools.schema.json has no $defs entry ${kind}`);
  return validate;
}

/** Compiles a schema built at run time (an MCP tool's self-contained input schema), on the run-time instance. */
export function compileValidator(schema: object): ValidateFunction {
  return runtimeAjv().compile(schema);
}

/** The first error of a failed validation, naming where and what, never the value. */
export function firstError(validate: ValidateFunction, root = '/'): string {
  const first = validate.errors?.[0];
  return first ? `${first.instancePath || root} ${first.message ?? 'is invalid'}` : 'is invalid';
}
