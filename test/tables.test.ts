// Issue 32 item 5: shown tables and grids are reported structured (caption, header cells, a page of rows, a row
// cursor), from the one bounded scan under the visibility and value rules, with the refs of the controls in each row.
import anyTest, { type TestFn } from 'ava';
import { LIMITS, type Observation, type Table } from '../schemas/observation.js';
import { bytesOf } from '../pool/artifacts.js';
import { codeOf, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const session = sharedSession(test);

async function open(t: Parameters<typeof session>[0], page: string): Promise<Observation> {
  return (await session(t)).navigate({ url: t.context.server.url(`tables/${page}`) });
}

function only(t: { is: (a: unknown, b: unknown, m?: string) => void }, observation: Observation): Table {
  t.is(observation.tables?.length, 1, 'one table is reported');
  return observation.tables![0]!;
}

/** Every output of an observation: its canonical JSON and its model projection at a small and a large budget. */
function outputs(observation: Observation): string[] {
  const bytes = bytesOf(observation);
  return [bytes.json, bytes.projection(1_500), bytes.projection(16_000)];
}

test.serial('a data table gives its caption, header cells and rows of visible text', async (t) => {
  const observation = await open(t, 'data.html');
  const table = only(t, observation);
  t.regex(table.ref, /^g[1-9][0-9]*$/);
  t.is(table.role, 'table');
  t.is(table.caption, 'Branch opening hours');
  t.deepEqual(table.headers, ['Branch', 'Weekdays', 'Saturday']);
  t.deepEqual(
    table.rows.map((r) => r.cells),
    [
      ['North', '9–17', '10–14'],
      ['South (new)', '8–18', 'closed'],
      ['Harbour', '9–12 13–17', '10–13'],
    ],
  );
  t.is(table.rowsOmitted, 0);
  t.is(table.truncated, false);
  t.is(table.cursor, undefined);
  t.is(table.rowsUnread, undefined);
  // The table's ref is evidence, like a region's: it does not act.
  t.is(await codeOf((await session(t)).act({ ref: table.ref, action: 'click' })), 'not-actionable');
  const projection = bytesOf(observation).projection(4_000);
  t.true(projection.includes(`[${table.ref}] table "Branch opening hours" 3 columns, 3 rows`), projection);
  t.true(projection.includes('| "North" | "9–17" | "10–14"'), projection);
});

test.serial('a wide table shows 16 columns and counts the others; a long cell is cut and flagged', async (t) => {
  const table = only(t, await open(t, 'wide.html'));
  t.is(table.headers.length, LIMITS.tableColumns);
  t.is(table.headers.at(-1), 'H16');
  t.is(table.columnsOmitted, 40 - LIMITS.tableColumns);
  t.deepEqual(table.rows[0]!.cells.slice(-2), ['r1c15', 'r1c16']);
  t.is(table.rows.length, 4);
  t.is(table.rows[3]!.cells[0]!.length, LIMITS.cellChars);
  t.true(table.rows[3]!.cells[0]!.startsWith('Long cell abcdefghij'));
  t.is(table.truncated, true);
});

test.serial('a long table shows 20 rows and a row cursor pages through the kept rows of the same revision', async (t) => {
  const first = await open(t, 'long.html');
  const table = only(t, first);
  t.deepEqual(table.headers, ['Name', 'Count', 'Action']);
  t.is(table.rows.length, LIMITS.tableRowsShown);
  t.deepEqual(table.rows[0]!.cells, ['Row 1', '3', 'Open 1']);
  t.is(table.rowsOmitted, LIMITS.tableRowsKept - LIMITS.tableRowsShown);
  t.is(table.rowsNotKept, 500 - LIMITS.tableRowsKept);
  t.is(table.rowsUnread, undefined, 'the whole table is within the scan budget');
  t.is(table.cursor, `r${first.revision}.0.20`);
  // Each row names the refs of the controls inside it, which the observation lists as controls.
  const link = first.controls.find((c) => c.name === 'Open 1');
  t.deepEqual(table.rows[0]!.controls, [link!.ref]);

  const s = await session(t);
  const second = await s.observe({ cursor: table.cursor! });
  t.is(second.revision, first.revision, 'a row cursor repeats its revision');
  t.deepEqual(second.controls, first.controls);
  const page = only(t, second);
  t.is(page.firstRow, 20);
  t.deepEqual(page.rows[0]!.cells, ['Row 21', '63', 'Open 21']);
  t.is(page.rows.length, LIMITS.tableRowsShown);
  t.is(page.rowsOmitted, LIMITS.tableRowsKept - LIMITS.tableRowsShown);
  t.deepEqual(page.rows[0]!.controls, [first.controls.find((c) => c.name === 'Open 21')!.ref]);

  const seen = [...table.rows, ...page.rows].map((r) => r.cells[0]);
  let cursor = page.cursor;
  while (cursor !== undefined) {
    const next = only(t, await s.observe({ cursor }));
    seen.push(...next.rows.map((r) => r.cells[0]));
    cursor = next.cursor;
  }
  t.deepEqual(
    seen,
    Array.from({ length: LIMITS.tableRowsKept }, (_, i) => `Row ${i + 1}`),
  );
  t.is(await codeOf(s.observe({ cursor: `r${first.revision}.0.${LIMITS.tableRowsKept}` })), 'unknown-reference');
  t.is(await codeOf(s.observe({ cursor: `r${first.revision}.3.0` })), 'unknown-reference');

  // After the page changes, the cursor belongs to an earlier revision.
  await open(t, 'data.html');
  t.is(await codeOf(s.observe({ cursor: table.cursor! })), 'expired-reference');
});

test.serial('rows past the scan budget are unread, not counted as absent; rows past the kept ones are counted', async (t) => {
  const observation = await open(t, 'tall.html');
  const table = only(t, observation);
  t.true(observation.regionCoverage?.nodesLeftUnread);
  t.is(table.rowsUnread, true);
  t.is(table.rows.length, LIMITS.tableRowsShown);
  t.is(table.rowsOmitted, LIMITS.tableRowsKept - LIMITS.tableRowsShown);
  const found = LIMITS.tableRowsKept + (table.rowsNotKept ?? 0);
  t.true(found > 1_000 && found < 3_000, `the scan found ${found} of 3,000 rows`);
  t.regex(bytesOf(observation).projection(4_000), /rows 1-20 of 200, \d+ more not kept, more unread, cursor "r\d+\.0\.20"/);
});

test.serial('an ARIA grid of divs is reported with its column headers and the controls of each row', async (t) => {
  const observation = await open(t, 'grid.html');
  const table = only(t, observation);
  t.is(table.role, 'grid');
  t.deepEqual(table.headers, ['From', 'Subject', 'Actions']);
  t.deepEqual(
    table.rows.map((r) => r.cells),
    [
      ['Ada', 'Engines', 'Archive'],
      ['Grace', 'Compilers', 'Archive Reply'],
    ],
  );
  const refs = observation.controls.filter((c) => c.name === 'Archive' || c.name === 'Reply').map((c) => c.ref);
  t.is(refs.length, 3);
  t.deepEqual(table.rows[0]!.controls, [refs[0]]);
  t.deepEqual(table.rows[1]!.controls, [refs[1], refs[2]]);
});

test.serial('hidden rows, cells and columns give nothing, in any output', async (t) => {
  const observation = await open(t, 'hidden.html');
  const table = only(t, observation);
  t.deepEqual(table.headers, ['Item', 'Count']);
  t.deepEqual(
    table.rows.map((r) => r.cells),
    [
      ['Bolts', '12'],
      ['Nuts', ''],
      ['Washers', ''],
      ['', '7'],
    ],
  );
  for (const output of outputs(observation)) t.notRegex(output, /CANARY/);
});

test.serial('fields in cells are controls with refs, and no value reaches any output', async (t) => {
  const observation = await open(t, 'inputs.html');
  const table = only(t, observation);
  const names = ['Nickname of ada', 'Password of ada', 'Notes on grace', 'Role of grace'];
  const refs = names.map((name) => observation.controls.find((c) => c.name === name)?.ref);
  t.true(refs.every((ref) => ref !== undefined));
  t.deepEqual(table.rows[0]!.controls, [refs[0], refs[1]]);
  t.deepEqual(table.rows[1]!.controls, [refs[2], refs[3]]);
  t.is(table.rows[0]!.cells[0], 'ada');
  for (const output of outputs(observation)) t.notRegex(output, /CANARY/);
});

test.serial('a layout table and a table of one cell per row are not reported', async (t) => {
  const observation = await open(t, 'layout.html');
  t.is(observation.tables, undefined);
  t.regex(observation.text.content, /Welcome to the layout\./);
});

test.serial('a canonical bound gives table rows up from the end and a cursor reaches them again', async (t) => {
  const pool = await (await import('../pool/pool.js')).ObservationPool.start({ workers: 1, maxBytes: 1_500, controlPageSize: 1 });
  t.teardown(() => pool.close());
  const s = await pool.openSession();
  const first = await s.navigate({ url: t.context.server.url('tables/long.html') });
  t.is(first.text.content, '', 'general text gives way first');
  const table = only(t, first);
  t.true(table.rows.length < LIMITS.tableRowsShown);
  t.true(table.rows.length > 0);
  t.is(first.omitted?.tableRows, LIMITS.tableRowsShown - table.rows.length);
  t.is(table.cursor, `r${first.revision}.0.${table.rows.length}`);
  const next = only(t, await s.observe({ cursor: table.cursor! }));
  t.is(next.firstRow, table.rows.length);
  t.deepEqual(next.rows[0]!.cells[0], `Row ${table.rows.length + 1}`);
});
