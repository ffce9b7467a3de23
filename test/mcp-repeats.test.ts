// What a model reads over MCP drops what repeats (pool/repeats.ts): a result leaves out what says the same as the
// result the connection sent before and names it, as JSON (`"unchanged":[...]`) and in the projection
// (`unchanged: url, title`); the whole observation goes out a second time, as structured content, only when the
// server was asked for it. Real Chromium, in-memory MCP connections.
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { canonicalJson } from '../pool/canonical.js';
import { projectionWithoutRepeatedSections, repeatedFields } from '../pool/repeats.js';
import type { Observation } from '../schemas/observation.js';
import { createMcpServer, type McpServerOptions } from '../transport/mcp.js';
import { withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

async function connect(t: ExecutionContext<BrowserContext>, options: McpServerOptions = {}): Promise<(name: string, args?: object) => Promise<CallToolResult>> {
  const mcp = createMcpServer(t.context.pool, options);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: 'repeats-test', version: '1.0.0' });
  await client.connect(clientSide);
  t.teardown(async () => {
    await client.close();
    await mcp.close();
  });
  return async (name, args = {}) => {
    const result = (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult;
    if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
    return result;
  };
}

const textOf = (result: CallToolResult): string => (result.content[0] as { text: string }).text;
type Shown = Record<string, unknown> & { unchanged?: string[] };

test('a second observe of an unchanged page is much smaller than the first and names everything it left out', async (t) => {
  const call = await connect(t);
  const first = textOf(await call('browser_navigate', { url: t.context.server.url('actions/form.html') }));
  const second = textOf(await call('browser_observe'));
  const whole = JSON.parse(first) as Observation & Shown;
  const shown = JSON.parse(second) as Shown;
  t.is(whole.unchanged, undefined, 'the first result of a connection repeats nothing: the canonical JSON whole');
  t.is(first, canonicalJson(whole));
  t.true(Buffer.byteLength(second) * 3 < Buffer.byteLength(first), `${Buffer.byteLength(second)} of ${Buffer.byteLength(first)} bytes`);
  t.deepEqual(shown.unchanged, ['schemaVersion', 'session', 'page.url', 'page.title', 'page.status', 'regionCoverage', 'frameCoverage', 'controls', 'text']);
  for (const field of ['schemaVersion', 'session', 'page', 'regionCoverage', 'frameCoverage', 'controls', 'text']) t.false(field in shown, field);
  // What this call is, and what it did, is always there.
  t.is(shown.revision, whole.revision + 1);
  t.is(shown.tool, 'observe');
  t.true('continuation' in shown);
});

test('what changed is shown: an action changes the text, and a new page its URL and title', async (t) => {
  const call = await connect(t);
  const first = JSON.parse(textOf(await call('browser_navigate', { url: t.context.server.url('actions/form.html') }))) as Observation;
  const add = first.controls.find((c) => c.name === 'Add')!;
  const acted = JSON.parse(textOf(await call('browser_act', { ref: add.ref, action: 'click' }))) as Observation & Shown;
  t.true(acted.unchanged?.includes('page.url'));
  t.false(acted.unchanged?.includes('text'), 'the click changed the text');
  t.true(acted.text.content.includes('Clicks: 1'));
  t.deepEqual(acted.postcondition, { navigated: false, evidenceChanged: true });
  const next = JSON.parse(textOf(await call('browser_navigate', { url: t.context.server.url('actions/next.html') }))) as Observation & Shown;
  t.deepEqual(next.unchanged?.slice(0, 2), ['schemaVersion', 'session']);
  t.false(next.unchanged?.some((field) => field.startsWith('page.url') || field === 'page.title' || field === 'controls'));
  t.is(next.page.title, 'Next page');
});

test('the projection leaves out the header lines and the sections it would repeat and names them on one line', async (t) => {
  const call = await connect(t, { budget: 1500 });
  const first = textOf(await call('browser_navigate', { url: t.context.server.url('actions/form.html') }));
  const second = textOf(await call('browser_observe'));
  t.regex(first, /^page: "Actions" "http:\/\/127\.0\.0\.1:\d+\/actions\/form\.html" rev \d+\nscan: /);
  t.regex(first, /\ncontrols:\n\[e1\] textbox "Name" empty\n/);
  // Regions get new refs with each revision: they are shown again; the controls and the text are the same.
  t.regex(second, /^page: rev \d+\nunchanged: url, title, scan, controls, text\nomitted: nothing\nregions:\n/);
  t.false(second.includes('form.html'));
  t.false(second.includes('[e1]'));
  t.true(Buffer.byteLength(second) * 3 < Buffer.byteLength(first), `${Buffer.byteLength(second)} of ${Buffer.byteLength(first)} bytes`);
  // What an action changed is shown again: the text after a click; a third look leaves it out once more.
  const add = /^\[(e\d+)\] button "Add"$/m.exec(first)![1]!;
  const clicked = textOf(await call('browser_act', { ref: add, action: 'click' }));
  t.regex(clicked, /^unchanged: url, title, scan, controls$/m);
  t.regex(clicked, /^text: "Clicks: 1 /m);
  t.regex(textOf(await call('browser_observe')), /^unchanged: url, title, focus, scan, controls, text$/m);
  // Another budget is another selection: nothing of the body counts as read.
  const other = textOf(await call('browser_observe', { budget: 2000 }));
  t.regex(other, /^unchanged: url, title, focus, scan$/m);
  t.regex(other, /^\[e1\] textbox "Name"/m);
});

test('structured content goes out only when the server was asked for it, and then whole', async (t) => {
  const plain = await connect(t);
  const url = t.context.server.url('actions/evidence.html');
  const once = await plain('browser_navigate', { url });
  t.is(once.structuredContent, undefined);
  t.is(once.content.length, 1);
  const structured = await connect(t, { structured: true });
  await structured('browser_navigate', { url });
  const twice = await structured('browser_observe');
  const observation = twice.structuredContent as unknown as Observation;
  t.is(observation.page.title, 'Evidence', 'the observation whole, what the text left out included');
  t.true((JSON.parse(textOf(twice)) as Shown).unchanged?.includes('page.title'));
});

test('nothing repeats without a result before, across sessions, or for coverage that left something out', (t) => {
  const observation = {
    schemaVersion: '1.5.0',
    session: 's1',
    revision: 2,
    tool: 'observe',
    page: { url: 'https://example.test/', title: 'Example' },
    controls: [],
    continuation: null,
    text: { content: 'Hello', truncated: false },
    regions: [],
    regionCoverage: { version: 1, scope: 'main-document', scannedNodes: 8192, nodesLeftUnread: true, omittedRegions: 0 },
  } as unknown as Observation;
  t.deepEqual(repeatedFields(observation, null), []);
  t.deepEqual(repeatedFields(observation, { ...observation, session: 's2' }), []);
  const same = repeatedFields(observation, { ...observation, revision: 1 }, { content: true });
  t.false(same.includes('regionCoverage'), 'a coverage that left nodes unread is said every time');
  t.false(same.includes('controls'), 'an empty list is shown, not named');
  t.true(same.includes('text'));
  t.false(repeatedFields(observation, { ...observation, revision: 1 }).includes('text'), 'content only between results of the same form');
});

test('a delta projection is never cut, and a section is left out only when it repeats line for line', (t) => {
  const before = 'page: "A" "https://a.test/" rev 1\nscan: 9 nodes, all read\nomitted: nothing\ncontrols:\n[e1] button "Go"\ntext: "Hello"';
  const same = 'page: rev 2\nunchanged: url, title, scan\nomitted: nothing\ncontrols:\n[e1] button "Go"\ntext: "Hello again"';
  t.is(projectionWithoutRepeatedSections(same, before), 'page: rev 2\nunchanged: url, title, scan, controls\nomitted: nothing\ntext: "Hello again"');
  t.is(projectionWithoutRepeatedSections(same, null), same);
  const delta = 'page: rev 2\nomitted: nothing\ndelta: since rev 1: nothing changed, 1 control unchanged\ncontrols:\n[e1] button "Go"';
  t.is(projectionWithoutRepeatedSections(delta, before), delta);
});
