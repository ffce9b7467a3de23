// The pixel oracle: ground truth for "can a person see this token", taken from Chromium's own rendering.
// A token is visible when changing its characters changes the pixels of the whole scrollable page by at
// least MIN_CONTRAST in some channel (the collector's own threshold, schemas/perceptibility.ts).
//
// The false-"visible" trap is reflow: new characters of another width move everything after them, and
// pixels change even when the token itself is invisible (`color: transparent` text still takes room).
// So the change is a rotation of the token's letters and digits (the same characters: the same advances
// without kerning), made in an isolated world, and kept only when every line box of the token measures
// exactly as before; when no rotation keeps the layout, the token is `unjudged`, never guessed. With the
// layout identical, any pixel that changes is one of the token's own glyphs, wherever a transform took it;
// pixels are compared inside the token's boxes first and, for a token that shows nothing there, over the
// whole page (its ink can lie elsewhere).
//
// A capture of the whole page is not what a reader sees in two cases, and there a token found visible is judged
// again in the viewport, at each scroll position a reader can reach that may show it: a token in a fixed box
// (the capture lays such boxes out against the whole page, while no scroll ever moves them), and a token on a
// page whose viewport a reader cannot scroll some way (`overflow: hidden` on the root, the capture shows what the
// page scrolled out of reach).
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../pool/chromium.js';
import { MIN_CONTRAST, MIN_TEXT_PX } from '../../schemas/perceptibility.js';
import { decodePng, differenceIn, type Difference, type Image, type PixelBox } from './png.js';

const ORACLE_SOURCE = readFileSync(new URL('./in-page/oracle.js', import.meta.url), 'utf8');

/**
 * - `visible`: its pixels change by MIN_CONTRAST, in glyphs at least MIN_TEXT_PX tall.
 * - `hidden`: not visible, and not only because something is painted over it.
 * - `covered`: not visible, but it is once the element on top of it is not painted (not judged either way).
 * - `absent`: not in any text node of the main document (an attribute, a form value, a shadow tree).
 * - `unjudged`: no change of its characters keeps the layout as it was.
 */
export type OracleVerdictKind = 'visible' | 'hidden' | 'covered' | 'absent' | 'unjudged';

export interface OracleVerdict {
  verdict: OracleVerdictKind;
  /** The largest channel difference the change made anywhere on the page (0..255). */
  largestDifference: number;
}

type Call = <T>(fn: string, ...args: unknown[]) => Promise<T>;

interface Capture {
  base64: string;
  image?: Image;
}

/** The same viewport as the pool's pages (workers/entry.ts), so layouts match the collector's. */
const VIEWPORT = { width: 1280, height: 800 };
/** Above this, tokens far apart are captured one by one rather than in one huge image. */
const MAX_CAPTURE_PIXELS = 4_000_000;
/** How far a glyph's ink may reach past its own line box into a neighbouring token's (italics, overhangs). */
const NEIGHBOUR_REACH = 8;

export interface OracleOptions {
  /** Chromium executable. @default LOOKOUT_CHROMIUM, then /usr/bin/chromium */
  executablePath?: string;
  /** Budget of one page load. @default 15000 */
  navigationTimeoutMs?: number;
}

export class PixelOracle {
  private constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly navigationTimeoutMs: number,
  ) {}

  static async start(options: OracleOptions = {}): Promise<PixelOracle> {
    const browser = await chromium.launch({ executablePath: options.executablePath ?? findChromium(), args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      return new PixelOracle(browser, context, page, cdp, options.navigationTimeoutMs ?? 15_000);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
    await this.browser.close();
  }

  /** Loads `url` and judges each token; tokens should be unique strings of the page. */
  async judge(url: string, tokens: readonly string[]): Promise<Map<string, OracleVerdict>> {
    await this.page.goto(url, { waitUntil: 'load', timeout: this.navigationTimeoutMs });
    const world = await this.isolatedWorld();
    await this.evaluate(world, 'globalThis.__lookoutOracle.settle()', true);
    const call: Call = (fn, ...args) => this.evaluate(world, `globalThis.__lookoutOracle.${fn}(${args.map((a) => JSON.stringify(a)).join(',')})`);

    const verdicts = new Map<string, OracleVerdict>();
    const counts = await call<number[]>('locate', tokens);
    const present: string[] = [];
    tokens.forEach((token, i) => (counts[i] ? present.push(token) : verdicts.set(token, { verdict: 'absent', largestDifference: 0 })));
    if (present.length === 0) return verdicts;

    // Every token changed at once, one capture of the area that holds their glyphs, each judged by the
    // pixels inside its own line boxes; tokens whose boxes are close to another's are captured again alone.
    const page = await call<{ width: number; height: number }>('pageSize');
    const zones = new Map<string, PixelBox[]>();
    for (const token of present) {
      const boxes = await call<PageBox[] | null>('mutate', token);
      if (boxes) zones.set(token, onPage(boxes.map(pixelBox), page));
      else verdicts.set(token, { verdict: 'unjudged', largestDifference: 0 });
    }
    const area = around([...zones.values()].flat());
    const together = area !== null && (area.right - area.left) * (area.bottom - area.top) <= MAX_CAPTURE_PIXELS;
    const all = together ? await this.capture(area) : null;
    for (const token of zones.keys()) await call('restore', token);
    const base = together ? await this.capture(area) : null;
    for (const [token, boxes] of zones) {
      // Nothing of it is laid out on the page: nothing of it can be seen.
      if (boxes.length === 0) verdicts.set(token, { verdict: 'hidden', largestDifference: 0 });
      else if (!base || !all) verdicts.set(token, await this.judgeOne(call, token));
      else if (all.base64 === base.base64) verdicts.set(token, { verdict: 'hidden', largestDifference: 0 });
      else {
        // No change in its own zone is proof enough; a change there may be a neighbour's ink.
        const verdict = verdictOf(
          differenceIn(
            decoded(base),
            decoded(all),
            boxes.map((z) => shift(z, area!)),
            MIN_CONTRAST,
          ),
        );
        const crowded = [...zones].some(([other, theirs]) => other !== token && overlap(boxes, theirs, NEIGHBOUR_REACH));
        verdicts.set(token, verdict.verdict === 'visible' && crowded ? await this.judgeOne(call, token) : verdict);
      }
    }

    // Before anything is scrolled: a scroll container inside a pseudo-element cannot be scrolled back.
    await this.judgeWholePage(
      call,
      [...zones.keys()].filter((token) => verdicts.get(token)?.verdict === 'hidden'),
      verdicts,
    );
    for (const token of zones.keys()) {
      if (verdicts.get(token)?.verdict !== 'hidden') continue;
      // A person scrolls a scroll container to read what it holds: judged again scrolled to the token (and
      // the page too where content-visibility: auto renders it only near the viewport, once it has painted).
      if (await call<boolean>('reveal', token)) {
        await this.evaluate(world, 'globalThis.__lookoutOracle.settle()', true);
        verdicts.set(token, await this.judgeOne(call, token));
        await call('unreveal');
      }
      // Covered: hidden only because another element is painted over it.
      if (verdicts.get(token)?.verdict === 'hidden' && (await call<boolean>('uncover', token))) {
        const again = await this.judgeOne(call, token);
        await call('recover');
        if (again.verdict === 'visible') verdicts.set(token, { verdict: 'covered', largestDifference: again.largestDifference });
      }
    }
    // A capture of the whole page shows what no reader can bring into the viewport: a fixed box laid out against
    // the whole page, or content the page scrolled out of reach of a viewport no one can scroll. Such tokens are
    // judged again in the viewport, wherever a reader can scroll it.
    for (const token of zones.keys()) {
      if (verdicts.get(token)?.verdict === 'visible' && (await call<boolean>('readerBound', token)))
        verdicts.set(token, await this.judgeAsReader(call, world, token));
    }
    return verdicts;
  }

  /**
   * A token judged in the viewport, at each window position a reader can scroll to that may show it (and the one
   * the page is at): visible when one of them shows it. The window is put back where it was.
   */
  private async judgeAsReader(call: Call, world: number, token: string): Promise<OracleVerdict> {
    // A reader scrolls the scroll containers around the token to it here too (a fixed box may hold one).
    if (await call<boolean>('reveal', token)) await this.evaluate(world, 'globalThis.__lookoutOracle.settle()', true);
    // The first position is where the window is now.
    const positions = await call<{ x: number; y: number }[]>('readerPositions', token);
    const start = positions[0]!;
    let largest = 0;
    try {
      for (const position of positions) {
        const at = await call<{ x: number; y: number }>('scrollWindow', position.x, position.y);
        const view = await call<{ width: number; height: number }>('viewportSize');
        const zones = await call<PageBox[] | null>('mutate', token);
        if (!zones) return { verdict: 'unjudged', largestDifference: 0 };
        const boxes = onPage(
          zones.map((z) => ({ left: z.left - at.x, top: z.top - at.y, right: z.left - at.x + z.width, bottom: z.top - at.y + z.height })),
          view,
        );
        const after = boxes.length > 0 ? await this.captureViewport() : null;
        await call('restore', token);
        if (!after) continue;
        const base = await this.captureViewport();
        if (after.base64 === base.base64) continue;
        const verdict = verdictOf(differenceIn(decoded(base), decoded(after), boxes, MIN_CONTRAST));
        if (verdict.verdict === 'visible') return verdict;
        largest = Math.max(largest, verdict.largestDifference);
      }
    } finally {
      await call('scrollWindow', start.x, start.y);
      await call('unreveal');
    }
    return { verdict: 'hidden', largestDifference: largest };
  }

  /** What the viewport shows, where the window is scrolled to. */
  private async captureViewport(): Promise<Capture> {
    const shot = await this.cdp.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: false, optimizeForSpeed: true });
    return { base64: shot.data };
  }

  /**
   * Ink away from a token's own boxes: Chromium clips a background to the glyphs of a transformed child
   * where they would be untransformed, a far shadow or a reflection draws them elsewhere. Tokens still
   * judged hidden are changed together, wherever a change moves nothing at all, and the whole scrollable
   * page is compared; where pixels changed, each is judged again alone on the whole page. Every comparison
   * counts only pixels that are the same before the change and after it is undone (content-visibility:
   * auto content renders as a capture beyond the viewport nears it). A page larger than MAX_CAPTURE_PIXELS
   * is not compared whole, and its tokens keep their verdicts.
   */
  private async judgeWholePage(call: Call, tokens: readonly string[], verdicts: Map<string, OracleVerdict>): Promise<void> {
    const page = await call<{ width: number; height: number }>('pageSize');
    if (tokens.length === 0 || page.width * page.height > MAX_CAPTURE_PIXELS) return;
    const whole: PixelBox = { left: 0, top: 0, right: page.width, bottom: page.height };
    const changedBy = async (change: () => Promise<void>, undo: () => Promise<void>, before: Capture): Promise<{ verdict: OracleVerdict; after: Capture }> => {
      await change();
      const changed = await this.capture(whole);
      await undo();
      const after = await this.capture(whole);
      if (changed.base64 === before.base64) return { verdict: { verdict: 'hidden', largestDifference: 0 }, after };
      return { verdict: verdictOf(differenceIn(decoded(before), decoded(changed), [whole], MIN_CONTRAST, decoded(after))), after };
    };
    let before = await this.capture(whole);
    const exact: string[] = [];
    const together = await changedBy(
      async () => {
        for (const token of tokens) {
          if ((await call<PageBox[] | null>('mutate', token)) === null) continue;
          if (await call<boolean>('exact', token)) exact.push(token);
          else await call('restore', token);
        }
      },
      async () => {
        for (const token of exact) await call('restore', token);
      },
      before,
    );
    if (together.verdict.verdict !== 'visible') return;
    before = together.after;
    for (const token of exact) {
      let kept = false;
      const alone = await changedBy(
        async () => {
          kept = (await call<PageBox[] | null>('mutate', token)) !== null && (await call<boolean>('exact', token));
        },
        () => call('restore', token),
        before,
      );
      before = alone.after;
      if (kept && alone.verdict.verdict === 'visible') verdicts.set(token, alone.verdict);
    }
  }

  /** One token alone: the area of its glyphs captured with the token changed, then as it was. */
  private async judgeOne(call: Call, token: string): Promise<OracleVerdict> {
    const page = await call<{ width: number; height: number }>('pageSize');
    const zones = await call<PageBox[] | null>('mutate', token);
    if (!zones) return { verdict: 'unjudged', largestDifference: 0 };
    const boxes = onPage(zones.map(pixelBox), page);
    const area = around(boxes);
    if (!area) {
      await call('restore', token);
      return { verdict: 'hidden', largestDifference: 0 };
    }
    const after = await this.capture(area);
    await call('restore', token);
    const base = await this.capture(area);
    if (after.base64 === base.base64) return { verdict: 'hidden', largestDifference: 0 };
    return verdictOf(
      differenceIn(
        decoded(base),
        decoded(after),
        boxes.map((z) => shift(z, area)),
        MIN_CONTRAST,
      ),
    );
  }

  /** A part of the scrollable page, beyond the viewport if need be. */
  private async capture(area: PixelBox): Promise<Capture> {
    const shot = await this.cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      optimizeForSpeed: true,
      clip: { x: area.left, y: area.top, width: area.right - area.left, height: area.bottom - area.top, scale: 1 },
    });
    return { base64: shot.data };
  }

  private async isolatedWorld(): Promise<number> {
    const tree = await this.cdp.send('Page.getFrameTree');
    const { executionContextId } = await this.cdp.send('Page.createIsolatedWorld', {
      frameId: tree.frameTree.frame.id,
      worldName: 'lookout-oracle',
      grantUniveralAccess: false,
    });
    await this.evaluate(executionContextId, ORACLE_SOURCE);
    return executionContextId;
  }

  private async evaluate<T>(contextId: number, expression: string, awaitPromise = false): Promise<T> {
    const reply = await this.cdp.send('Runtime.evaluate', { expression, contextId, returnByValue: true, awaitPromise });
    if (reply.exceptionDetails) throw new Error(`oracle page script failed: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`);
    return reply.result.value as T;
  }
}

function decoded(capture: Capture): Image {
  capture.image ??= decodePng(Buffer.from(capture.base64, 'base64'));
  return capture.image;
}

/** What the page script measures: where the token's own pixels are (harness/oracle/in-page/oracle.ts). */
interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

function pixelBox(b: PageBox): PixelBox {
  return { left: b.left, top: b.top, right: b.left + b.width, bottom: b.top + b.height };
}

/** The parts of zones on the scrollable page, in whole pixels; a zone entirely off it is dropped (nothing there is seen). */
function onPage(zones: readonly PixelBox[], page: { width: number; height: number }): PixelBox[] {
  const out: PixelBox[] = [];
  for (const z of zones) {
    const box = {
      left: Math.max(0, Math.floor(z.left)),
      top: Math.max(0, Math.floor(z.top)),
      right: Math.min(page.width, Math.ceil(z.right)),
      bottom: Math.min(page.height, Math.ceil(z.bottom)),
    };
    if (box.right > box.left && box.bottom > box.top) out.push(box);
  }
  return out;
}

/** The smallest box around all zones, or null without any. */
function around(zones: readonly PixelBox[]): PixelBox | null {
  if (zones.length === 0) return null;
  return {
    left: Math.min(...zones.map((z) => z.left)),
    top: Math.min(...zones.map((z) => z.top)),
    right: Math.max(...zones.map((z) => z.right)),
    bottom: Math.max(...zones.map((z) => z.bottom)),
  };
}

/** A zone in the coordinates of a capture of `area`. */
function shift(zone: PixelBox, area: PixelBox): PixelBox {
  return { left: zone.left - area.left, top: zone.top - area.top, right: zone.right - area.left, bottom: zone.bottom - area.top };
}

/**
 * Visible when the pixels that change by MIN_CONTRAST or more span at least MIN_TEXT_PX both ways: the
 * collector's two thresholds. Glyphs smaller than that, or a sliver of ink past the edge of the box that
 * hides the rest, are not reading the text.
 */
function verdictOf(difference: Difference): OracleVerdict {
  const legible = difference.width >= MIN_TEXT_PX && difference.height >= MIN_TEXT_PX;
  return { verdict: legible ? 'visible' : 'hidden', largestDifference: difference.largest };
}

/** Boxes closer than `reach` pixels. */
function overlap(a: readonly PixelBox[], b: readonly PixelBox[], reach: number): boolean {
  return a.some((x) => b.some((y) => x.left - reach < y.right && y.left - reach < x.right && x.top - reach < y.bottom && y.top - reach < x.bottom));
}
