// `lookout mcp --budget N` (createMcpServer's `budget`): a model reads the compact projection on every call that
// passes no budget of its own; a call's own budget still wins. Real Chromium, an in-memory MCP connection.
import anyTest, { type TestFn } from 'ava';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../transport/mcp.js';
import { withBrowser, type BrowserContext } from './helpers/context.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);

const textOf = (result: CallToolResult): string => (result.content[0] as { text: string }).text;

test('a server-wide budget projects every result that asks for none; a call may still ask for its own', async (t) => {
  const mcp = createMcpServer(t.context.pool, { budget: 700 });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: 'budget-test', version: '1.0.0' });
  await client.connect(clientSide);
  try {
    const url = t.context.server.url('reach/date-picker.html');
    const projected = textOf((await client.callTool({ name: 'browser_navigate', arguments: { url } })) as CallToolResult);
    t.regex(projected, /^page: "Reach: a date picker of same-page links"/);
    t.true(Buffer.byteLength(projected) <= 700);
    const own = textOf((await client.callTool({ name: 'browser_observe', arguments: { budget: 300 } })) as CallToolResult);
    t.true(Buffer.byteLength(own) <= 300);
    t.regex(own, /^page: /);
  } finally {
    await client.close();
    await mcp.close();
  }
  t.throws(() => createMcpServer(t.context.pool, { budget: 10 }), { message: /budget/ });
});
