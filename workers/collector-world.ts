// The collector's isolated world: named once, installed in every new document of a tab before the page's
// own scripts run (so the first observation of a document finds it ready), and made on demand in documents
// that began before a tab was attached (a popup's first document).
import { readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { WorkerFailure } from './failures.js';

const COLLECTOR_SOURCE = readFileSync(new URL('./in-page/collector.js', import.meta.url), 'utf8');
const WORLD_NAME = 'lookout-collector';
/** What the collector defines in its world: there when the document's creation installed it. */
const INSTALLED = "typeof globalThis.__lookout === 'object'";

/**
 * Runs the collector in the isolated world of every document the tab creates from now on. Chromium keeps one
 * world per name in a frame, so the world `worldFor` asks for later is this one.
 */
export async function installOnNewDocuments(cdp: CDPSession): Promise<void> {
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: COLLECTOR_SOURCE, worldName: WORLD_NAME });
}

/** The execution context of the collector's world in the main frame's current document, with the collector in it. */
export async function worldFor(cdp: CDPSession): Promise<number> {
  const tree = await cdp.send('Page.getFrameTree');
  return worldIn(cdp, tree.frameTree.frame.id);
}

/**
 * The world frames are collected in (frames.ts): made on demand in each of a frame's documents, never installed
 * ahead. The script installed on new documents also runs in a frame's first, empty document, whose window a
 * document of the same origin then takes over, and a collector found there answered for the wrong document (a
 * framed copy of hidden-region > style-sources reported what its shadow roots' rules hide).
 */
export const FRAME_WORLD = 'lookout-frame-collector';

/**
 * The execution context of the collector's world `name` in the current document of frame `frameId` of the
 * session's process. Worlds are the session's own: another session with the same page has others.
 */
export async function worldIn(cdp: CDPSession, frameId: string, name = WORLD_NAME): Promise<number> {
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId, worldName: name, grantUniveralAccess: false });
  const ready = await cdp.send('Runtime.evaluate', { expression: INSTALLED, contextId: executionContextId, returnByValue: true });
  if (ready.result.value === true) return executionContextId;
  const installed = await cdp.send('Runtime.evaluate', { expression: COLLECTOR_SOURCE, contextId: executionContextId });
  if (installed.exceptionDetails) throw new WorkerFailure('collection-failed', `collector did not load: ${installed.exceptionDetails.text}`);
  return executionContextId;
}
