import test from 'ava';
import { readFileSync } from 'node:fs';
import {
  OBSERVATION_FIELD_ORDER,
  REGION_PRIORITY,
  ACTIONS,
  CONTROL_STATE_KEYS,
  CURRENT_SCHEMA_LINE,
  CURSOR_PATTERN,
  LIMITS,
  REF_PATTERN,
  TABLE_CURSOR_PATTERN,
  schemaFileName,
} from '../schemas/observation.js';

type Schema = { properties: Record<string, unknown>; required: string[]; $defs: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
const schema = JSON.parse(readFileSync(new URL(`../../schemas/${schemaFileName(CURRENT_SCHEMA_LINE)}`, import.meta.url), 'utf8')) as Schema;

test('the 1.5.0 schema has exactly the fields of the Observation type, in canonical order', (t) => {
  t.deepEqual(
    Object.keys(schema.properties),
    [...OBSERVATION_FIELD_ORDER].filter((k) => k in schema.properties),
  );
  t.deepEqual(new Set(Object.keys(schema.properties)), new Set(OBSERVATION_FIELD_ORDER));
});

test('region kinds in the schema are the kinds of the priority order', (t) => {
  const kind = schema.$defs['region']!.properties['kind'] as { enum: string[] };
  t.deepEqual(new Set(kind.enum), new Set(REGION_PRIORITY));
});

test('coverage bounds in the schema match the collector limits', (t) => {
  const scanned = schema.$defs['coverage']!.properties['scannedNodes'] as { maximum: number };
  t.is(scanned.maximum, LIMITS.scanNodes);
  const regions = schema.properties['regions'] as { maxItems: number };
  t.is(regions.maxItems, LIMITS.regions);
});

test('table bounds and fields in the schema match the collector limits and the canonical order', (t) => {
  const tables = schema.properties['tables'] as { maxItems: number };
  t.is(tables.maxItems, LIMITS.tables);
  const table = schema.$defs['table']!.properties as Record<string, { maxItems?: number; maxLength?: number; items?: { maxLength?: number } }>;
  t.deepEqual(Object.keys(table), [
    'ref',
    'role',
    'caption',
    'headers',
    'rows',
    'firstRow',
    'rowsOmitted',
    'rowsNotKept',
    'rowsUnread',
    'columnsOmitted',
    'truncated',
    'cursor',
  ]);
  t.is(table['rows']!.maxItems, LIMITS.tableRowsShown);
  t.is(table['headers']!.maxItems, LIMITS.tableColumns);
  t.is(table['headers']!.items?.maxLength, LIMITS.cellChars);
  t.is(table['caption']!.maxLength, LIMITS.cellChars);
  const row = schema.$defs['tableRow']!.properties as Record<string, { maxItems?: number; items?: { maxLength?: number } }>;
  t.deepEqual(Object.keys(row), ['cells', 'controls']);
  t.is(row['cells']!.maxItems, LIMITS.tableColumns);
  t.is(row['cells']!.items?.maxLength, LIMITS.cellChars);
  const coverage = schema.$defs['coverage']!.properties;
  t.true('omittedTables' in coverage);
});

test('control states in the schema are the states of the type, in canonical order', (t) => {
  const states = schema.$defs['control']!.properties['states'] as { properties: Record<string, unknown> };
  t.deepEqual(Object.keys(states.properties), [...CONTROL_STATE_KEYS]);
});

test('the tool schema takes exactly the actions of the type', (t) => {
  const tools = JSON.parse(readFileSync(new URL('../../schemas/tools.schema.json', import.meta.url), 'utf8')) as {
    $defs: { act: { properties: { action: { enum: string[] } } } };
  };
  t.deepEqual(tools.$defs.act.properties.action.enum, [...ACTIONS]);
});

test('refs and cursors have the shapes the pool issues', (t) => {
  for (const ref of ['e1', 'g42', 'e1234567890123456']) t.true(REF_PATTERN.test(ref), ref);
  for (const bad of ['e0', 'x1', 'e01', 'e12345678901234567']) t.false(REF_PATTERN.test(bad), bad);
  t.true(CURSOR_PATTERN.test('c3.200'));
  t.false(CURSOR_PATTERN.test('c0.1'));
  t.true(TABLE_CURSOR_PATTERN.test('r3.0.20'));
  for (const bad of ['r0.0.20', 'r3.100.20', 'c3.20', 'r3.0']) t.false(TABLE_CURSOR_PATTERN.test(bad), bad);
  t.false(CURSOR_PATTERN.test('r3.0.20'), 'a row cursor is never taken for a control cursor');
});
