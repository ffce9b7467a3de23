// Running the trusted collector: in an isolated world of the current document (made when needed; page script
// cannot reach it), within the call's budget, and turning what it returns into an encoded record.
import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { encodeRecord } from '../schemas/codec.js';
import type { ToolName } from '../schemas/observation.js';
import type { CollectionRecord, WorkerReply } from '../schemas/record.js';
import { unpackControls, type PackedControls } from '../schemas/wire.js';
import type { FaultSeam } from './faults.js';
import { WorkerFailure, blockedFailure } from './failures.js';
import type { SessionState } from './session-state.js';
import { redactQuery } from './url-redaction.js';

const COLLECTOR_SOURCE = readFileSync(new URL('./in-page/collector.js', import.meta.url), 'utf8');
const WORLD_NAME = 'lookout-collector';

/** Evaluates an expression in the collector's isolated world, creating the world when needed. */
export async function inWorld<T>(state: SessionState, expression: string, awaitPromise = false, timeoutMs?: number): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const world = state.world ?? (await createWorld(state));
    try {
      // With `timeout`, V8 terminates the evaluation when it runs past its budget.
      const reply = await state.cdp.send('Runtime.evaluate', {
        expression,
        contextId: world,
        returnByValue: true,
        awaitPromise,
        ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
      });
      if (reply.exceptionDetails) {
        const description = reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text;
        if (timeoutMs !== undefined && /terminated/i.test(description)) {
          throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
        }
        throw new WorkerFailure('collection-failed', `collector failed in the page: ${description.split('\n')[0]}`);
      }
      return reply.result.value as T;
    } catch (error) {
      if (error instanceof WorkerFailure) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (timeoutMs !== undefined && /Execution was terminated/i.test(message)) {
        throw new WorkerFailure('timeout', `collection did not finish within ${timeoutMs} ms and was stopped`);
      }
      // The document changed under us: its worlds are gone. Make a new one once.
      if (attempt === 0 && /Cannot find context|Execution context was destroyed|context with specified id/i.test(message)) {
        state.world = null;
        continue;
      }
      throw error;
    }
  }
  throw new WorkerFailure('collection-failed', 'the page kept replacing its document during collection');
}

async function createWorld(state: SessionState): Promise<number> {
  const tree = await state.cdp.send('Page.getFrameTree');
  const { executionContextId } = await state.cdp.send('Page.createIsolatedWorld', {
    frameId: tree.frameTree.frame.id,
    worldName: WORLD_NAME,
    grantUniveralAccess: false,
  });
  const installed = await state.cdp.send('Runtime.evaluate', { expression: COLLECTOR_SOURCE, contextId: executionContextId });
  if (installed.exceptionDetails) throw new WorkerFailure('collection-failed', `collector did not load: ${installed.exceptionDetails.text}`);
  state.world = executionContextId;
  return executionContextId;
}

export function call(method: string, ...args: unknown[]): string {
  return `globalThis.__lookout.${method}(${args.map((a) => JSON.stringify(a)).join(',')})`;
}

export async function collectAndEncode(
  state: SessionState,
  tool: ToolName,
  published: number | null,
  timeoutMs: number,
  seam: FaultSeam,
  navigated?: boolean,
): Promise<ReturnType<typeof move>> {
  if (state.blockedDocument) throw blockedFailure(state.blockedDocument, state.page.url());
  const candidate = ++state.candidate;
  const navigationsBefore = state.mainFrameNavigations;
  const expression = await seam.atCollect(state, call('collect', { refBase: state.nextRef, candidate, keep: published }));
  const json = await inWorld<string>(state, expression, false, timeoutMs);
  const collected = JSON.parse(json) as Omit<CollectionRecord, 'candidate' | 'tool' | 'navigated' | 'controls'> & { controls: PackedControls; nextRef: number };
  if (state.mainFrameNavigations !== navigationsBefore) {
    // What was collected may straddle two documents: publish nothing.
    throw new WorkerFailure('collection-failed', 'the document was replaced during collection');
  }
  state.nextRef = collected.nextRef;
  const record: CollectionRecord = {
    candidate,
    tool,
    page: { ...collected.page, url: redactQuery(collected.page.url, state.secrets) },
    controls: unpackControls(collected.controls),
    text: collected.text,
    regions: collected.regions,
    regionCoverage: collected.regionCoverage,
    collectMs: collected.collectMs,
    thread: threadId,
  };
  if (navigated !== undefined) record.navigated = navigated;
  let bytes: Uint8Array;
  try {
    seam.atEncode();
    bytes = encodeRecord(record);
  } catch (error) {
    throw new WorkerFailure('encoding-failed', `could not encode the observation: ${(error as Error).message}`);
  }
  // The reply object travels with its buffer moved, not copied.
  const reply: WorkerReply = { ok: true, record: bytes, popups: { ...state.popupCounts } };
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: reply } as never);
}
