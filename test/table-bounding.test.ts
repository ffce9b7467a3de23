// Tables under the byte bounds (issue 32 item 5): canonical bounding gives table rows up after general text and
// before regions, from the end, with a cursor to what it gave up; the projection shows tables after regions.
import test from 'ava';
import { SCHEMA_VERSION, type Observation, type Table } from '../schemas/observation.js';
import { admitObservation } from '../pool/admission.js';
import { boundCanonical, textPart } from '../pool/canonical.js';
import { projectForModel } from '../pool/projection.js';

function table(index: number, rows: number): Table {
  return {
    ref: `g${100 + index}`,
    role: 'table',
    caption: `Table ${index}`,
    headers: ['Name', 'Value'],
    rows: Array.from({ length: rows }, (_, r) => ({ cells: [`t${index} row ${r + 1}`, 'x'.repeat(40)] })),
    rowsOmitted: 30,
    truncated: false,
    cursor: `r7.${index}.${rows}`,
  };
}

function observation(tables: Table[]): Observation {
  return {
    schemaVersion: SCHEMA_VERSION,
    session: 's1',
    revision: 7,
    tool: 'observe',
    page: { url: 'http://127.0.0.1/tables', title: 'Tables' },
    controls: [{ ref: 'e1', role: 'button', name: 'Go' }],
    continuation: null,
    text: { content: 'General text '.repeat(20), truncated: false },
    regions: [{ ref: 'g1', kind: 'heading', level: 1, summary: 'Tables', truncated: false }],
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 500, nodesLeftUnread: false, omittedRegions: 0 },
    tables,
  };
}

test('an observation with tables is admitted, and a table ref equal to a control ref is refused', (t) => {
  const whole = observation([table(0, 20), table(1, 20)]);
  t.notThrows(() => admitObservation(whole));
  const aliased = observation([{ ...table(0, 2), ref: 'e1' }]);
  t.is((t.throws(() => admitObservation(aliased)) as { code?: string }).code, 'region-ref-aliases-control');
  const twice = observation([{ ...table(0, 2), ref: 'g1' }]);
  t.is((t.throws(() => admitObservation(twice)) as { code?: string }).code, 'duplicate-region-ref');
});

test('bounding gives up text first, then table rows from the last table, then whole tables, before regions', (t) => {
  const whole = observation([table(0, 20), table(1, 20)]);
  const full = textPart(whole).length;
  const rowBytes = textPart(observation([table(0, 20), table(1, 19)])).length;
  // Room for everything but the text and five rows of the last table.
  const cut = boundCanonical(whole, { maxBytes: full - whole.text.content.length - 5 * (full - rowBytes) - 60 });
  t.is(cut.observation.text.content, '');
  t.is(cut.observation.regions?.length, 1, 'regions stay while table rows can give way');
  const [first, last] = cut.observation.tables!;
  t.is(first!.rows.length, 20);
  t.is(first!.cursor, 'r7.0.20');
  t.true(last!.rows.length < 20 && last!.rows.length > 10);
  t.is(last!.rowsOmitted, 30 + 20 - last!.rows.length);
  t.is(last!.cursor, `r7.1.${last!.rows.length}`, 'the cursor reaches the first row given up');
  t.is(cut.observation.omitted?.tableRows, 20 - last!.rows.length);
  t.is(cut.observation.omitted?.tables, undefined);
  t.true(cut.bytes <= full);
  t.notThrows(() => admitObservation(JSON.parse(cut.json)));

  // Smaller: the last table goes whole, and only then regions.
  const small = boundCanonical(whole, { maxBytes: textPart(observation([table(0, 3)])).length - whole.text.content.length });
  t.is(small.observation.tables?.length, 1);
  t.is(small.observation.omitted?.tables, 1);
  t.is(small.observation.omitted?.tableRows, 20 + 20 - small.observation.tables![0]!.rows.length);
  t.is(small.observation.regions?.length, 1);
  const none = boundCanonical(whole, { maxBytes: textPart({ ...observation([]), tables: undefined }).length - whole.text.content.length });
  t.is(none.observation.tables, undefined, 'with no room for any table, the field is absent and counted');
  t.is(none.observation.omitted?.tables, 2);
  t.notThrows(() => admitObservation(JSON.parse(none.json)));
});

test('the projection shows tables after regions, a prefix of rows with a cursor to the first one left out', (t) => {
  const whole = observation([table(0, 20)]);
  const large = projectForModel(whole, { budgetBytes: 16_000 });
  const lines = large.split('\n');
  const at = lines.indexOf('tables:');
  t.true(at > lines.indexOf('regions:'));
  t.is(lines[at + 1], '[g100] table "Table 0" 2 columns, rows 1-20 of 50, cursor "r7.0.20"');
  t.is(lines[at + 2], 'head: "Name" | "Value"');
  t.is(lines[at + 3], `| "t0 row 1" | "${'x'.repeat(40)}"`);
  t.true(lines[at + 4 + 19]!.startsWith('text: '));

  const small = projectForModel(whole, { budgetBytes: 900 });
  t.true(Buffer.byteLength(small) <= 900);
  const line = small.split('\n').find((l) => l.startsWith('[g100]'));
  const shown = small.split('\n').filter((l) => l.startsWith('| ')).length;
  t.true(shown > 0 && shown < 20, small);
  t.is(line, `[g100] table "Table 0" 2 columns, rows 1-${shown} of 50, cursor "r7.0.${shown}"`);
  t.regex(small, new RegExp(`omitted: .*${20 - shown} table rows`));
});
