// Text in a scroll container is judged, against the backgrounds that do not scroll with it, where a reader's least
// scroll brings it into view (in-page/box.ts `nearestShift`, used by in-page/contrast.ts and in-page/image-behind.ts).
// Held here to Chromium's own `scrollIntoView({ block: 'nearest', inline: 'nearest' })`, which the pixel oracle
// scrolls with: 400 boxes of every size against a scroll container, from scroll offsets that leave it room to move.
import test from 'ava';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../pool/chromium.js';
import { Random } from '../harness/fuzz/prng.js';
import { nearestShift, type Box } from '../workers/in-page/box.js';

let browser: Browser;
test.before(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
});
test.after.always(async () => {
  await browser?.close();
});

interface Case {
  /** The box, in the scroll container's content (px from its content's corner). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Where the container is scrolled to first. */
  scrollLeft: number;
  scrollTop: number;
}

const PORT = { width: 300, height: 200 };
const CONTENT = 6000;

test('nearestShift moves a box as scrollIntoView nearest does', async (t) => {
  const random = new Random(36);
  const cases: Case[] = [];
  for (let i = 0; i < 400; i++) {
    // Sizes below, near and above the port's, on each axis.
    const width = 1 + random.int(random.chance(0.3) ? 600 : 290);
    const height = 1 + random.int(random.chance(0.3) ? 400 : 190);
    cases.push({
      left: 2000 + random.int(1400),
      top: 2000 + random.int(1400),
      width,
      height,
      scrollLeft: 2000 + random.int(1000),
      scrollTop: 2000 + random.int(1000),
    });
  }
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<div id="port" style="position:absolute;left:40px;top:30px;width:${PORT.width}px;height:${PORT.height}px;overflow:auto;scrollbar-width:none">` +
        `<div style="position:relative;width:${CONTENT}px;height:${CONTENT}px"><div id="box" style="position:absolute"></div></div></div>`,
    );
    type Result = { before: Box; shown: Box; moved: [number, number] };
    const results = await page.evaluate<Result[]>(`(() => {
      const port = document.getElementById('port');
      const box = document.getElementById('box');
      const boxOf = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      return ${JSON.stringify(cases)}.map((c) => {
        Object.assign(box.style, { left: c.left + 'px', top: c.top + 'px', width: c.width + 'px', height: c.height + 'px' });
        port.scrollLeft = c.scrollLeft;
        port.scrollTop = c.scrollTop;
        const before = boxOf(box.getBoundingClientRect());
        const shown = boxOf(port.getBoundingClientRect());
        box.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        return { before, shown, moved: [port.scrollLeft - c.scrollLeft, port.scrollTop - c.scrollTop] };
      });
    })()`);
    const wrong: string[] = [];
    results.forEach((r, i) => {
      const [dx, dy] = nearestShift(r.before, r.shown);
      if (Math.abs(dx - r.moved[0]) > 1 || Math.abs(dy - r.moved[1]) > 1)
        wrong.push(`case ${i} ${JSON.stringify(cases[i])}: Chromium scrolled ${r.moved.join(',')}, nearestShift ${dx},${dy}`);
    });
    t.deepEqual(wrong, []);
    // The cases reach every branch: boxes left alone, moved each way, and larger than the port.
    t.true(results.some((r) => r.moved[0] === 0 && r.moved[1] === 0));
    t.true(results.some((r) => r.moved[1] > 0) && results.some((r) => r.moved[1] < 0));
    t.true(results.some((r) => r.moved[0] > 0) && results.some((r) => r.moved[0] < 0));
  } finally {
    await page.close();
  }
});
