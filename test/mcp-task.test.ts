// An agent's task end to end through `lookout mcp` and the SDK's own client: a page whose content arrives after
// load (settling), a size chosen and confirmed by the next observation, a confirm() answered, a new tab opened,
// looked at and left, a link followed and back again. Every step uses only what the observations show.
import test from 'ava';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { serveFixtures } from '../harness/fixture-server.js';
import type { Observation } from '../schemas/observation.js';

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));

test('an agent finishes a shop task through MCP: settle, select, confirm, new tab, back', async (t) => {
  const site = await serveFixtures();
  t.teardown(() => site.close());
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--no-deprecation', CLI, 'mcp', '--workers', '1', '--allow-private-network'],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'lookout-task-test', version: '1.0.0' });
  await client.connect(transport);
  t.teardown(() => client.close());
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  for (const name of ['browser_navigate', 'browser_act', 'browser_handle_dialog', 'browser_tabs', 'browser_navigate_back', 'browser_wait_for'])
    t.true(names.includes(name), name);

  /** What the agent has read so far: the last result, with what it left out as unchanged. */
  let read: Record<string, unknown> = {};
  const tool = async (name: string, args: Record<string, unknown>): Promise<Observation> => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
    // What the model reads: the text part, the only one (no --structured). What it names unchanged, the agent read
    // in an earlier result and remembers.
    t.is(result.structuredContent, undefined);
    const part = result.content[0];
    if (result.content.length !== 1 || part?.type !== 'text') throw new Error(`${name}: not one text part`);
    const { unchanged = [], ...shown } = JSON.parse(part.text) as Record<string, unknown> & { unchanged?: string[] };
    const page = { ...(shown.page as object) } as Record<string, unknown>;
    for (const field of unchanged) {
      const [key, inner] = field.split('.') as [string, string | undefined];
      const remembered = inner === undefined ? read[key] : (read.page as Record<string, unknown> | undefined)?.[inner];
      if (remembered === undefined) throw new Error(`${name}: ${field} is unchanged, but was never read`);
      if (inner === undefined) shown[key] = remembered;
      else page[inner] = remembered;
    }
    read = { ...shown, page };
    return read as unknown as Observation;
  };
  const ref = (o: Observation, name: string): string => {
    const control = o.controls.find((c) => c.name === name);
    if (!control) throw new Error(`no control ${name} in ${JSON.stringify(o.controls.map((c) => c.name))}`);
    return control.ref;
  };

  // The product list arrives by fetch after load: the observation waits for the page to settle.
  let o = await tool('browser_navigate', { url: site.url('agent/task.html') });
  t.true(o.text.content.includes('Products: 1 basket of apples'), o.text.content);
  t.is(o.settle?.settled, true);

  // A size, confirmed by the next observation.
  o = await tool('browser_act', { ref: ref(o, 'Size'), action: 'select', text: 'Large' });
  t.true(o.text.content.includes('Size: Large'));
  t.true(o.postcondition?.evidenceChanged);

  // A confirm() the agent is asked about and accepts.
  o = await tool('browser_act', { ref: ref(o, 'Remove old address'), action: 'click' });
  t.deepEqual(
    o.dialogs?.map((d) => [d.kind, d.state, d.message]),
    [['confirm', 'open', 'Remove 1 Elm Street?']],
  );
  o = await tool('browser_handle_dialog', { accept: true });
  t.true(o.text.content.includes('Address removed'));
  t.deepEqual(
    o.dialogs?.map((d) => [d.state, d.by]),
    [['accepted', 'agent']],
  );

  // A link that opens a new tab: listed, looked at, and left for the first tab again.
  o = await tool('browser_act', { ref: ref(o, 'Read the terms'), action: 'click' });
  const terms = o.tabs?.find((tab) => !tab.active);
  if (!terms) return t.fail(`no new tab in ${JSON.stringify(o.tabs)}`);
  const first = o.tabs!.find((tab) => tab.active)!;
  o = await tool('browser_tabs', { action: 'select', tab: terms.id });
  t.true(o.text.content.includes('Goods can be returned within 30 days.'));
  o = await tool('browser_tabs', { action: 'select', tab: first.id });
  t.true(o.text.content.includes('Address removed'), 'the first tab is as the agent left it');

  // A link followed, and back.
  o = await tool('browser_act', { ref: ref(o, 'Go to checkout'), action: 'click' });
  t.true(o.postcondition?.navigated);
  t.true(o.text.content.includes('Pay for 1 basket of apples.'));
  o = await tool('browser_navigate_back', {});
  t.true(o.text.content.includes('Your order'));
  t.is(o.operation, 'back');
});
