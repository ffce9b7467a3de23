// A page with five frames (issue 33): Lookout's observe of a page whose content sits in 5 frames (3 of its own
// site, 2 of another, so out of process), beside the same content inline in one document, and beside Playwright's
// `locator('body').ariaSnapshot({ mode: 'ai' })` of the framed page (which enters frames too). Rounds alternate
// the three, so drift in the machine's speed hits each alike. Run alone: `node --no-deprecation dist/bench/frames.js`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveFixtures } from '../harness/fixture-server.js';
import { canonicalJson } from '../pool/canonical.js';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { ObservationPool } from '../pool/pool.js';
import { generatedPage } from './pages.js';
import { playwright } from './playwright.js';
import { median, round } from './stats.js';
import { benchFlags } from './flags.js';

/** Frames on the page, and the nodes of each frame's document (within a depth-1 frame's share of 2,048). */
const FRAMES = 5;
const FRAME_NODES = 300;

export interface FramesReport {
  frames: number;
  nodesPerFrame: number;
  rounds: number;
  /** Median milliseconds of one observe (Lookout) or snapshot (Playwright) per page. */
  lookoutFramedMs: number;
  lookoutInlineMs: number;
  ariaSnapshotAiFramedMs: number;
  /** Lookout framed / Lookout inline, and Playwright's snapshot / Lookout framed (medians of per-round ratios). */
  framedOverInline: number;
  ariaOverLookout: number;
  framesEntered: number;
  lookoutCanonicalBytes: number;
  ariaSnapshotAiChars: number;
  note: string;
}

export const FRAMES_NOTE =
  `A top page holding ${FRAMES} iframes (3 of its own origin, 2 from localhost, so out of process), each a generated page of ` +
  `about ${FRAME_NODES} nodes; the inline page holds the same ${FRAMES} bodies in sections. Each round observes both pages in ` +
  'their own sessions and takes a Playwright aria snapshot (AI mode, which enters frames) of the framed page in a browser of its own.';

/** The body of a generated page, without its document around it. */
function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body>') + 6, html.lastIndexOf('</body>'));
}

export async function measureFrames(options: { rounds: number; log: (line: string) => void }): Promise<FramesReport> {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-bench-frames-'));
  const part = generatedPage(FRAME_NODES);
  await writeFile(join(dir, 'part.html'), part);
  await writeFile(
    join(dir, 'inline.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>Inline</title></head><body><h1>Five parts</h1>${Array.from({ length: FRAMES }, () => `<section>${bodyOf(part)}</section>`).join('')}</body></html>`,
  );
  const site = await serveFixtures(dir);
  const other = site.url('part.html').replace('127.0.0.1', 'localhost');
  await writeFile(
    join(dir, 'framed.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>Framed</title></head><body><h1>Five parts</h1>` +
      Array.from({ length: FRAMES }, (_, i) => `<iframe src="${i % 2 === 1 ? other : site.url('part.html')}" width="900" height="400"></iframe>`).join('') +
      `</body></html>`,
  );
  const pool = await ObservationPool.start({ workers: 1 });
  const browser = await playwright().chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const framed = await pool.openSession();
    const inline = await pool.openSession();
    const first = await framed.navigate({ url: site.url('framed.html') });
    await inline.navigate({ url: site.url('inline.html') });
    const page = await browser.newPage();
    await page.goto(site.url('framed.html'), { waitUntil: 'load' });
    let ariaChars = (await page.locator('body').ariaSnapshot({ mode: 'ai' })).length;
    const timed = async (run: () => Promise<unknown>): Promise<number> => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    // Warm-up: each side's first call compiles what it runs.
    await framed.observe();
    await inline.observe();
    const samples = { framed: [] as number[], inline: [] as number[], aria: [] as number[], ratio: [] as number[], peer: [] as number[] };
    let last = first;
    for (let i = 0; i < options.rounds; i++) {
      const framedMs = await timed(async () => (last = await framed.observe()));
      const inlineMs = await timed(() => inline.observe());
      const ariaMs = await timed(async () => (ariaChars = (await page.locator('body').ariaSnapshot({ mode: 'ai' })).length));
      samples.framed.push(framedMs);
      samples.inline.push(inlineMs);
      samples.aria.push(ariaMs);
      samples.ratio.push(framedMs / inlineMs);
      samples.peer.push(ariaMs / framedMs);
    }
    const report: FramesReport = {
      frames: FRAMES,
      nodesPerFrame: FRAME_NODES,
      rounds: options.rounds,
      lookoutFramedMs: round(median(samples.framed)),
      lookoutInlineMs: round(median(samples.inline)),
      ariaSnapshotAiFramedMs: round(median(samples.aria)),
      framedOverInline: round(median(samples.ratio)),
      ariaOverLookout: round(median(samples.peer)),
      framesEntered: last.frameCoverage?.framesEntered ?? 0,
      lookoutCanonicalBytes: Buffer.byteLength(canonicalJson(last)),
      ariaSnapshotAiChars: ariaChars,
      note: FRAMES_NOTE,
    };
    options.log(
      `${FRAMES} frames: Lookout ${report.lookoutFramedMs} ms (${report.framesEntered} entered), same content inline ${report.lookoutInlineMs} ms ` +
        `(x${report.framedOverInline}); Playwright ariaSnapshot AI ${report.ariaSnapshotAiFramedMs} ms (x${report.ariaOverLookout} Lookout's)`,
    );
    return report;
  } finally {
    await browser.close().catch(() => undefined);
    await pool.close();
    await site.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFlags('usage: node --no-deprecation dist/bench/frames.js\nTimes a page of five frames against the same content inline; takes no flags.', []);
  const report = await measureFrames({ rounds: 15, log: (line) => console.log(line) });
  console.log(JSON.stringify(report, null, 2));
}
