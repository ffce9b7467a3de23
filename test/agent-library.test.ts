// The agent calls through the library where the agent partition cannot reach: resources left out for
// throughput, uploads from the operator's folder only, session options checked at the door.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ObservationPool, type PoolOptions } from '../pool/pool.js';
import { html, originServerFor } from './helpers/origin-server.js';
import { until } from './helpers/context.js';
import { filePools } from './helpers/pools.js';

/**
 * The operator's upload folder: cv.txt and ..notes.txt (a name that only starts like a way out), link.txt pointing
 * at a secret outside it, a folder and a named pipe (reading one would wait for a writer that never comes).
 */
const folder = await mkdtemp(join(tmpdir(), 'lookout-upload-'));
const outside = await mkdtemp(join(tmpdir(), 'lookout-outside-'));
await writeFile(join(folder, 'cv.txt'), 'my cv');
await writeFile(join(folder, '..notes.txt'), 'notes');
await mkdir(join(folder, 'letters'));
execFileSync('mkfifo', [join(folder, 'pipe')]);
await writeFile(join(outside, 'secret.txt'), 'SECRET-FILE-CONTENT');
await symlink(join(outside, 'secret.txt'), join(folder, 'link.txt'));

// The options of one test never change what another test checks: blocked images and fonts and an upload folder are
// one pool.
const { poolFor } = filePools(test, { workers: 1, settleMs: 0 });

/** Blocks images, media and fonts; takes uploads from `folder`. */
const THROUGHPUT = { blockResources: ['image', 'media', 'font'], uploadDir: folder } satisfies PoolOptions;

const server = originServerFor;

test('blockResources leaves images, media and fonts unloaded and loads stylesheets', async (t) => {
  const site = await server(t, {
    // Once the image, the video and the font were answered (by the server, or by the block), the page asks for
    // /sentinel: a request for any of them that reached the server was logged before that.
    '/page': html(
      `<script>const waiting = new Set(['image', 'video', 'font']); function settled(what) { if (waiting.delete(what) && waiting.size === 0) fetch('/sentinel'); }</script>` +
        `<link rel="stylesheet" href="/style.css"><style>@font-face { font-family: X; src: url(/font.woff2); } p { font-family: X; }</style>` +
        `<p>Text</p><img src="/picture.png" alt="Picture" onload="settled('image')" onerror="settled('image')">` +
        `<video src="/clip.mp4" onloadedmetadata="settled('video')" onerror="settled('video')"></video>` +
        `<script>document.fonts.load('1em X').finally(() => settled('font'));</script>`,
    ),
    '/style.css': (_request, response) => void response.writeHead(200, { 'Content-Type': 'text/css' }).end('p { color: #222; }'),
  });
  const pool = await poolFor(THROUGHPUT);
  const session = await pool.openSession();
  t.teardown(() => session.close());
  const observation = await session.navigate({ url: `${site.origin}/page` });
  t.true(observation.text.content.includes('Text'));
  await until(() => site.hits.includes('/sentinel'), 'the sentinel the page requests once its image, video and font were answered', 10_000);
  const paths = site.hits.map((h) => h.split('?')[0]);
  t.true(paths.includes('/style.css'), 'stylesheets load');
  for (const blocked of ['/picture.png', '/clip.mp4', '/font.woff2']) t.false(paths.includes(blocked), `${blocked} was not requested`);
  const bad = await t.throwsAsync(ObservationPool.start({ blockResources: ['stylesheet' as 'image'] }));
  t.is((bad as { code?: string }).code, 'invalid-option');
});

test('upload takes a file from the upload folder only; without one, uploads are refused', async (t) => {
  const site = await server(t, {
    '/form': html(
      `<label>CV <input type="file" id="cv"></label><p id="name">No file</p>` +
        `<script>document.getElementById('cv').addEventListener('change', (e) => { document.getElementById('name').textContent = 'Chosen: ' + e.target.files[0].name; });</script>`,
    ),
  });
  const pool = await poolFor(THROUGHPUT);
  const session = await pool.openSession();
  t.teardown(() => session.close());
  let observation = await session.navigate({ url: `${site.origin}/form` });
  const input = observation.controls.find((c) => c.name === 'CV');
  if (!input) return t.fail('no file input');
  observation = await session.act({ ref: input.ref, action: 'upload', text: 'cv.txt' });
  t.true(observation.text.content.includes('Chosen: cv.txt'));
  const again = observation.controls.find((c) => c.name === 'CV')!;
  observation = await session.act({ ref: again.ref, action: 'upload', text: '..notes.txt' });
  t.true(observation.text.content.includes('Chosen: ..notes.txt'), 'a file whose name starts with two dots is inside the folder');
  const last = observation.controls.find((c) => c.name === 'CV')!;
  for (const path of ['letters', join(folder, 'letters'), 'pipe']) {
    const error = await t.throwsAsync(session.act({ ref: last.ref, action: 'upload', text: path }), undefined, path);
    t.is((error as { code?: string }).code, 'invalid-argument', path);
    t.regex(error!.message, /not a regular file/, path);
  }
  for (const path of [join(outside, 'secret.txt'), '../' + outside.split('/').at(-1) + '/secret.txt', 'link.txt', 'missing.txt']) {
    const error = await t.throwsAsync(session.act({ ref: last.ref, action: 'upload', text: path }), undefined, path);
    t.is((error as { code?: string }).code, 'invalid-argument', path);
    t.false(error!.message.includes('secret'), error!.message);
  }
  const closed = await poolFor({});
  const other = await closed.openSession();
  t.teardown(() => other.close());
  const page = await other.navigate({ url: `${site.origin}/form` });
  const refused = await t.throwsAsync(other.act({ ref: page.controls.find((c) => c.name === 'CV')!.ref, action: 'upload', text: 'cv.txt' }));
  t.regex(refused!.message, /uploads are refused/);
  const badDir = await t.throwsAsync(ObservationPool.start({ uploadDir: join(folder, 'nope') }));
  t.is((badDir as { field?: string }).field, 'options.uploadDir');
});

test('session options are checked at the door and override the pool for that session only', async (t) => {
  const site = await server(t, { '/': html(`<button onclick="confirm('Sure?')">Ask</button>`) });
  const pool = await poolFor({});
  for (const [options, field] of [
    [{ dialogs: 'maybe' }, 'options.dialogs'],
    [{ settleMs: -1 }, 'options.settleMs'],
    [{ dialogBudgetMs: 0 }, 'options.dialogBudgetMs'],
  ] as const) {
    const error = await t.throwsAsync(pool.openSession(options as never));
    t.is((error as { field?: string }).field, field);
  }
  const asking = await pool.openSession({ dialogs: 'ask' });
  const dismissing = await pool.openSession();
  t.teardown(async () => {
    await asking.close();
    await dismissing.close();
  });
  for (const [session, state] of [
    [asking, 'open'],
    [dismissing, 'dismissed'],
  ] as const) {
    const first = await session.navigate({ url: `${site.origin}/` });
    const after = await session.act({ ref: first.controls[0]!.ref, action: 'click' });
    t.is(after.dialogs?.[0]?.state, state);
  }
  const error = await t.throwsAsync(dismissing.answerDialog({ accept: true }));
  t.regex(error!.message, /no dialog is open/);
});
