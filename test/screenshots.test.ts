// Masked screenshots (docs/contract.md, "Screenshots"), in real Chromium on fixtures-site/screenshots/: off unless
// the pool allows them; every field, editable region and frame painted over (the pixels of a field holding a
// canary are the mask's, whatever it holds); marks name the revision's controls; a ref's box; a long page cut.
import anyTest, { type TestFn } from 'ava';
import { ObservationPool } from '../pool/pool.js';
import { MASK_RGB, SCREENSHOT_LIMITS } from '../schemas/screenshot.js';
import { decodePng, type Image } from '../schemas/png.js';
import { codeOf, withBrowser, type BrowserContext } from './helpers/context.js';
import { call } from './helpers/hosted.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../transport/mcp.js';
import { startHostedServer } from '../transport/http.js';
import type { ObservationPool as Pool } from '../pool/pool.js';

/** An MCP client on an in-memory connection to a server over `pool`. */
async function mcpClient(pool: Pool, screenshots: boolean): Promise<{ client: Client; close: () => Promise<void> }> {
  const mcp = createMcpServer(pool, { screenshots });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: 'screenshot-test', version: '1.0.0' });
  await client.connect(clientSide);
  return { client, close: async () => (await client.close(), await mcp.close()) };
}

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test, { screenshots: true });

/** Fields of fields.html, in CSS pixels: each must be grey all over. */
const FIELDS = {
  name: { x: 20, y: 60, width: 300, height: 40 },
  password: { x: 20, y: 120, width: 300, height: 40 },
  notes: { x: 20, y: 180, width: 300, height: 60 },
  editor: { x: 20, y: 260, width: 300, height: 40 },
  choice: { x: 20, y: 320, width: 300, height: 40 },
  frame: { x: 20, y: 380, width: 300, height: 80 },
};

function pixel(image: Image, x: number, y: number): number[] {
  const at = (y * image.width + x) * image.channels;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
}

/** Every pixel of the box (in image pixels) is the mask's grey. */
function maskedAll(image: Image, box: { x: number; y: number; width: number; height: number }): boolean {
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) if (pixel(image, x, y).some((v, i) => v !== MASK_RGB[i])) return false;
  }
  return true;
}

test.serial('screenshots are off unless the pool allows them', async (t) => {
  const pool = await ObservationPool.start({ workers: 1 });
  try {
    const session = await pool.openSession();
    await session.navigate({ url: t.context.server.url('screenshots/fields.html') });
    t.is(await codeOf(session.screenshot()), 'screenshots-disabled');
    const { client, close } = await mcpClient(pool, false);
    const { tools } = await client.listTools();
    t.false(
      tools.some((tool) => tool.name === 'browser_screenshot'),
      'a server whose pool does not allow screenshots does not offer them',
    );
    await close();
  } finally {
    await pool.close();
  }
});

test.serial('every field, editable region and frame is painted over: the pixels of a field holding a canary are the mask', async (t) => {
  const session = await t.context.pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('screenshots/fields.html') });
  const name = first.controls.find((c) => c.name === 'Name')!;
  await session.act({ ref: name.ref, action: 'fill', text: 'CANARY-SHOT-TYPED' });
  const shot = await session.screenshot();
  t.is(shot.mimeType, 'image/png');
  t.is(shot.revision, session.revision, 'a screenshot collects nothing');
  const image = decodePng(shot.data);
  t.is(image.width, shot.width);
  t.is(image.width, 1280);
  t.is(image.height, 800);
  t.true(shot.masked >= Object.keys(FIELDS).length, `${shot.masked} masks`);
  for (const [field, box] of Object.entries(FIELDS)) t.true(maskedAll(image, box), `${field} is painted over`);
  // What is not a field is shown: the heading's ink and the button.
  const heading = { x: 20, y: 5, width: 100, height: 30 };
  let ink = 0;
  for (let y = heading.y; y < heading.y + heading.height; y++)
    for (let x = heading.x; x < heading.x + heading.width; x++) if (pixel(image, x, y)[0]! < 100) ink++;
  t.true(ink > 50, 'the heading is drawn');
  t.false(maskedAll(image, { x: 400, y: 60, width: 120, height: 40 }), 'the button is not painted over');
  await session.close();
});

test.serial("marks label the revision's controls; a ref's screenshot is its box; bad input is refused", async (t) => {
  const session = await t.context.pool.openSession();
  const first = await session.navigate({ url: t.context.server.url('screenshots/fields.html') });
  const go = first.controls.find((c) => c.name === 'Go')!;
  const marked = await session.screenshot({ marks: true });
  const mark = marked.marks.find((m) => m.ref === go.ref);
  t.deepEqual(mark && { x: mark.x, y: mark.y }, { x: 400, y: 60 });
  const image = decodePng(marked.data);
  t.deepEqual(pixel(image, 400, 60), [0, 0, 0], 'the label is drawn where the control starts');
  const box = await session.screenshot({ ref: go.ref });
  const margin = SCREENSHOT_LIMITS.refMargin;
  t.deepEqual([box.width, box.height], [120 + 2 * margin, 40 + 2 * margin]);
  t.is(await codeOf(session.screenshot({ ref: 'e999999' })), 'unknown-reference');
  t.is(await codeOf(session.screenshot({ scope: 'page', ref: go.ref })), 'invalid-argument');
  t.is(await codeOf(session.screenshot({ scope: 'everything' as never })), 'invalid-argument');
  await session.close();
});

test.serial('a page screenshot is cut at the pixel bound and says so; the viewport is as it was after it', async (t) => {
  const session = await t.context.pool.openSession();
  await session.navigate({ url: t.context.server.url('reach/article.html') });
  const page = await session.screenshot({ scope: 'page' });
  t.is(page.width, 1280);
  t.true(page.height > 800, `${page.height} rows`);
  t.true(page.width * page.height <= SCREENSHOT_LIMITS.pixels);
  const tall = await session.navigate({ url: t.context.server.url('reach/long-form.html') });
  t.true(tall.regionCoverage!.nodesLeftUnread);
  const cut = await session.screenshot({ scope: 'page' });
  t.true(cut.cut);
  t.is(cut.height, Math.floor(SCREENSHOT_LIMITS.pixels / 1280));
  const after = await session.screenshot();
  t.deepEqual([after.width, after.height], [1280, 800], 'the viewport was put back');
  await session.close();
});

test.serial('over MCP the screenshot is an image block with its facts; over HTTP a PNG with its facts in a header', async (t) => {
  const { client, close } = await mcpClient(t.context.pool, true);
  try {
    const { tools } = await client.listTools();
    t.true(tools.some((tool) => tool.name === 'browser_screenshot'));
    await client.callTool({ name: 'browser_navigate', arguments: { url: t.context.server.url('screenshots/fields.html') } });
    const result = (await client.callTool({ name: 'browser_screenshot', arguments: { marks: true } })) as CallToolResult;
    const [image, facts] = result.content;
    t.is(image?.type, 'image');
    const png = decodePng(Buffer.from((image as { data: string }).data, 'base64'));
    t.deepEqual([png.width, png.height], [1280, 800]);
    // Marks are drawn over the masks at each control's corner: the rest of the field is grey.
    t.true(maskedAll(png, { x: 100, y: 125, width: 200, height: 30 }));
    t.like(JSON.parse((facts as { text: string }).text), { mimeType: 'image/png', width: 1280, cut: false });
    const refused = (await client.callTool({ name: 'browser_screenshot', arguments: { scope: 'all' } })) as CallToolResult;
    t.true(refused.isError === true);
  } finally {
    await close();
  }
  const hosted = await startHostedServer({ pool: t.context.pool, port: 0 });
  try {
    const created = await call(hosted.url, 'POST', '/sessions');
    const id = (JSON.parse(created.text) as { session: string }).session;
    await call(hosted.url, 'POST', `/sessions/${id}/navigate`, { url: t.context.server.url('screenshots/fields.html') });
    const shot = await call(hosted.url, 'POST', `/sessions/${id}/screenshot`, {});
    t.is(shot.status, 200);
    t.is(shot.contentType, 'image/png');
    t.true(maskedAll(decodePng(shot.bytes), FIELDS.notes));
    t.like(JSON.parse(shot.headers.get('lookout-screenshot') ?? '{}'), { width: 1280, height: 800 });
    const bad = await call(hosted.url, 'POST', `/sessions/${id}/screenshot`, { everything: true });
    t.is(bad.status, 400);
  } finally {
    await hosted.close();
  }
});
