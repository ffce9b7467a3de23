// Deltas (observation 1.5.0): `since` returns, beside the whole new revision, what changed against an earlier one:
// in real Chromium on fixtures-site/deltas/inbox.html, on the library and on the MCP surface; and the pure parts
// (the text diff, bounding a delta) on made-up revisions.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { bytesOf } from '../pool/artifacts.js';
import { schemaValidator } from '../pool/admission.js';
import { boundCanonical, byteLength } from '../pool/canonical.js';
import { artifactWithDelta, diffRevisions, diffText, type RevisionSnapshot } from '../pool/delta.js';
import { projectForModel } from '../pool/projection.js';
import { createMcpServer, ERROR_META_KEY, MCP_TOOLS, type ToolErrorMeta } from '../transport/mcp.js';
import { DELTA_REVISIONS_KEPT, SCHEMA_VERSION, type Control, type Observation } from '../schemas/observation.js';
import { codeOf, sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

const CANARY = 'CANARY-DELTA-7f3a';
const PROJECTION_BUDGET = 4000;

function control(observation: Observation, role: string, name: string, nth = 0): Control {
  const found = observation.controls.filter((c) => c.role === role && c.name === name)[nth];
  if (!found) throw new Error(`no ${role} ${JSON.stringify(name)} #${nth} in ${JSON.stringify(observation.controls.map((c) => [c.role, c.name]))}`);
  return found;
}

async function inbox(t: ExecutionContext<BrowserContext>) {
  const session = await shared(t);
  const first = await session.navigate({ url: t.context.server.url('deltas/inbox.html') });
  return { session, first };
}

const admitted = schemaValidator('1.5');

test.serial('archiving a message yields a delta of exactly its changes, with refs of the new revision', async (t) => {
  const { session, first } = await inbox(t);
  const archive = control(first, 'button', 'Archive', 0).ref;
  const markRead = control(first, 'button', 'Mark read', 0).ref;
  const after = await session.act({ ref: archive, action: 'click', since: first.revision });
  t.true(admitted(after), JSON.stringify(admitted.errors));
  const delta = after.delta!;
  t.is(delta.since, first.revision);
  // The whole revision is there as without since.
  t.is(after.controls.length, first.controls.length - 2);
  t.deepEqual(delta.controls, { added: [], removed: [archive, markRead], changed: [], unchanged: first.controls.length - 2 });
  const status = after.regions!.find((r) => r.kind === 'status')!;
  t.deepEqual(delta.regions, { added: [status], removed: [], unchanged: first.regions!.length });
  t.is(status.summary, 'Archived Invoice from Ada');
  t.deepEqual(
    delta.text.ranges.map(({ removed, added }) => [removed.trim(), added.trim()]),
    [
      ['3', '2'],
      ['Invoice from Ada Archive Mark read', ''],
      ['', 'Archived Invoice from Ada'],
    ],
  );
  // `at` is a code point offset of the new text: the added text is there.
  for (const range of delta.text.ranges) t.true([...after.text.content].slice(range.at).join('').startsWith(range.added), JSON.stringify(range));
  t.is(delta.page, undefined, 'the page did not change');

  const projection = bytesOf(after).projection(PROJECTION_BUDGET);
  t.regex(projection, /^page: "Inbox" .* rev 2$/m);
  t.regex(projection, /^delta: since rev 1: 2 controls removed, 8 unchanged; 1 region added; 3 text changes$/m);
  t.regex(projection, new RegExp(`^removed: ${archive} ${markRead}$`, 'm'));
  t.regex(projection, new RegExp(`^\\[${status.ref}\\] status "Archived Invoice from Ada"$`, 'm'));
  t.regex(projection, /^@\d+ "3" -> "2"$/m);
  t.regex(projection, /^@\d+ "Invoice from Ada Archive Mark read" -> ""$/m);
  // The status text is shown once, as the added region.
  t.is(projection.split('Archived Invoice from Ada').length, 2);
  // Unchanged controls and text are not repeated.
  t.false(projection.includes('"Settings"'));
  t.false(projection.includes('thirty days'));
  t.true(projection.length < bytesOf(after).json.length / 3);
});

test.serial('a control whose state changed keeps its ref and is listed as changed', async (t) => {
  const { session, first } = await inbox(t);
  const unread = control(first, 'checkbox', 'Only unread');
  const checked = await session.act({ ref: unread.ref, action: 'check', since: first.revision });
  t.deepEqual(checked.delta!.controls.changed, [{ ...unread, states: { checked: true } }]);
  t.deepEqual(checked.delta!.controls.added, []);
  t.deepEqual(checked.delta!.controls.removed, []);
  const markRead = control(checked, 'button', 'Mark read', 1);
  const read = await session.act({ ref: markRead.ref, action: 'click', since: checked.revision });
  t.deepEqual(read.delta!.controls.changed, [{ ...markRead, states: { disabled: true } }]);
  // Against the first revision, both changes show.
  const both = await session.observe({ since: first.revision });
  t.deepEqual(
    both.delta!.controls.changed.map((c) => c.ref),
    [unread.ref, markRead.ref],
  );
  t.regex(bytesOf(both).projection(PROJECTION_BUDGET), new RegExp(`^\\[${unread.ref}\\] checkbox "Only unread" type:checkbox checked$`, 'm'));
});

test.serial('since the current revision of an unchanged page is an empty delta', async (t) => {
  const { session, first } = await inbox(t);
  const again = await session.observe({ since: first.revision });
  t.is(again.revision, first.revision + 1);
  t.deepEqual(again.delta, {
    since: first.revision,
    controls: { added: [], removed: [], changed: [], unchanged: first.controls.length },
    regions: { added: [], removed: [], unchanged: first.regions!.length },
    text: { ranges: [] },
  });
  t.regex(bytesOf(again).projection(PROJECTION_BUDGET), new RegExp(`^delta: since rev ${first.revision}: nothing changed, 10 controls unchanged$`, 'm'));
  // Without since, no delta.
  t.is((await session.observe()).delta, undefined);
});

test.serial('a future, malformed or forgotten since is a typed error, and an act with it does nothing', async (t) => {
  const { session, first } = await inbox(t);
  const current = session.revision;
  for (const since of [current + 1, 0, -1, 1.5, '1', Number.NaN]) {
    t.is(await codeOf(session.observe({ since: since as number })), 'invalid-argument', String(since));
  }
  t.is(await codeOf(session.observe({ since: current, cursor: 'c1.200' })), 'invalid-argument');
  for (let i = 0; i < DELTA_REVISIONS_KEPT; i++) await session.observe();
  const error = (await t.throwsAsync(session.act({ ref: control(first, 'button', 'Archive').ref, action: 'click', since: first.revision }))) as Error & {
    code: string;
  };
  t.is(error.code, 'expired-reference');
  t.is(error.message, `revision ${first.revision} is no longer kept; observe without since`);
  const after = await session.observe({ since: session.revision - DELTA_REVISIONS_KEPT + 1 });
  t.is(control(after, 'button', 'Archive', 2).name, 'Archive', 'the refused act clicked nothing');
  t.deepEqual(after.delta!.text.ranges, []);
});

test.serial('a delta never carries a typed value or hidden text', async (t) => {
  const { session, first } = await inbox(t);
  const search = control(first, 'textbox', 'Search mail');
  const filled = await session.act({ ref: search.ref, action: 'fill', text: CANARY, since: first.revision });
  t.deepEqual(filled.delta!.controls.changed, [{ ...search, states: { filled: true }, matchesTyped: true }]);
  const archived = await session.act({ ref: control(filled, 'button', 'Archive', 1).ref, action: 'click', since: first.revision });
  for (const observation of [filled, archived]) {
    const bytes = bytesOf(observation);
    for (const output of [bytes.json, bytes.part, bytes.projection(PROJECTION_BUDGET), bytes.projection(256)]) {
      t.false(output.includes(CANARY));
      t.false(output.includes('HIDDEN-DELTA'));
    }
  }
});

test.serial('browser_observe and browser_act take since on the MCP surface', async (t) => {
  const observeTool = MCP_TOOLS.find((tool) => tool.name === 'browser_observe')!;
  t.deepEqual((observeTool.inputSchema.properties as Record<string, { type?: string }>).since?.type, 'integer');
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  // A program that reads the observation whole: structured content (the model reads the text).
  const mcp = createMcpServer(t.context.pool, { structured: true });
  await mcp.server.connect(serverEnd);
  const client = new Client({ name: 'deltas-test', version: '1.0.0' });
  await client.connect(clientEnd);
  t.teardown(async () => {
    await client.close();
    await mcp.close();
  });
  const tool = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = (await tool('browser_navigate', { url: t.context.server.url('deltas/inbox.html') })).structuredContent as unknown as Observation;
  const archive = control(first, 'button', 'Archive').ref;
  const acted = await tool('browser_act', { ref: archive, action: 'click', since: first.revision, budget: 1024 });
  const text = (acted.content[0] as { text: string }).text;
  t.regex(text, /^delta: since rev 1: 2 controls removed/m);
  t.deepEqual((acted.structuredContent as unknown as Observation).delta?.controls.removed.length, 2);
  const observed = await tool('browser_observe', { since: 2 });
  const canonical = JSON.parse((observed.content[0] as { text: string }).text) as Observation;
  t.deepEqual(canonical.delta?.text.ranges, []);
  t.deepEqual(Object.keys(canonical).at(-1), 'delta');
  for (const [since, code] of [
    [99, 'invalid-argument'],
    [0, 'invalid-argument'],
    ['2', 'invalid-argument'],
  ] as const) {
    const refused = await tool('browser_observe', { since });
    t.true(refused.isError);
    t.is((refused._meta?.[ERROR_META_KEY] as ToolErrorMeta).code, code, String(since));
  }
});

// The pure parts, on made-up revisions.

function revision(controls: Control[], text: string, summaries: string[] = []): RevisionSnapshot {
  const base: Observation = {
    schemaVersion: SCHEMA_VERSION,
    session: 's1',
    revision: 2,
    tool: 'observe',
    page: { url: 'https://example.test/', title: 'Example' },
    controls,
    continuation: null,
    text: { content: text, truncated: false },
    regions: summaries.map((summary, i) => ({ ref: `g${100 + i}`, kind: 'heading', level: 2, summary, truncated: false })),
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 10, nodesLeftUnread: false, omittedRegions: 0 },
  };
  return { base, allControls: controls };
}

test('the text diff is word-aligned, in text order, with offsets of the new text', (t) => {
  t.deepEqual(diffText('same', 'same'), []);
  t.deepEqual(diffText('You have 3 unread', 'You have 12 unread'), [{ at: 9, removed: '3', added: '12' }]);
  t.deepEqual(diffText('a b c d e', 'a x y d e f'), [
    { at: 2, removed: 'b c', added: 'x y' },
    { at: 9, removed: '', added: ' f' },
  ]);
  t.deepEqual(diffText('😀 one two', '😀 two'), [{ at: 2, removed: 'one ', added: '' }]);
  t.deepEqual(diffText('', 'new'), [{ at: 0, removed: '', added: 'new' }]);
});

test('a delta too large for the byte bound drops text changes, then regions, then controls, and counts them', (t) => {
  const controls = (from: number, count: number): Control[] =>
    Array.from({ length: count }, (_, i) => ({ ref: `e${from + i}`, role: 'button', name: `Button number ${from + i} with a long name` }));
  const before = revision(controls(1, 30), 'word '.repeat(300), ['Old heading']);
  const after = revision(controls(31, 30), 'other '.repeat(300), ['New heading']);
  const delta = diffRevisions(before, after, 1);
  const boundPage = (maxBytes: number) => boundCanonical(after.base, { maxBytes });
  for (const maxBytes of [65_536, 6000, 4000, 3000]) {
    const artifact = artifactWithDelta(boundPage, delta, maxBytes);
    t.true(artifact.bytes <= maxBytes, `${artifact.bytes} <= ${maxBytes}`);
    t.is(byteLength(artifact.part), artifact.bytes);
    t.true(admitted(JSON.parse(artifact.json)), JSON.stringify(admitted.errors));
    const carried = artifact.observation.delta!;
    const omitted = carried.omitted ?? { controls: 0, regions: 0, textRanges: 0 };
    t.is(carried.controls.added.length + carried.controls.removed.length + omitted.controls, 60);
    t.is(carried.regions.added.length + carried.regions.removed.length + omitted.regions, 2);
    t.is(carried.text.ranges.length + omitted.textRanges, 1);
    // Dropped from the end: nothing of regions is left out while text shows, nor of controls while regions show.
    if (carried.text.ranges.length > 0) t.is(omitted.regions + omitted.controls, 0);
    if (carried.regions.added.length + carried.regions.removed.length > 0) t.is(omitted.controls, 0);
    const projection = projectForModel(artifact.observation, { budgetBytes: 512 });
    t.true(byteLength(projection) <= 512);
    t.regex(projection, /^delta: since rev 1: /m);
    t.regex(projection, /^omitted: \d+ controls/m);
  }
  t.falsy(artifactWithDelta(boundPage, delta, 65_536).observation.delta!.omitted);
  t.truthy(artifactWithDelta(boundPage, delta, 3000).observation.delta!.omitted);
});
