// Which of a collection's candidates the page listens to for clicks, presses or touches (in-page/clickables.ts).
// Listeners are visible only to the debugging protocol: page script can neither add one it does not report nor
// hide one from it. The candidates come from the collector's isolated world; `DOMDebugger.getEventListeners` on an
// object of that world reports only that world's listeners, so each target is resolved, by the protocol and
// without running any script, to its object in the page's main world, whose listeners are the page's. (Asking the
// isolated object with `pierce`, which reports every world's listeners, crashed the renderer a few navigations
// later in Chromium 156.)
//
// Cost: two round trips (the targets, the confirmation) and two messages per target, all targets at once; at most
// LISTENER_QUERIES (24) targets per collection, whatever the page's size, and nothing at all (no round trip) when a
// collection has nothing new to ask (in-page/clickables.ts remembers the answers for the document's life).
// Measured through Playwright's relay on a 2-core machine under a load of about 3: one target 7 ms, 15 targets
// 19-23 ms, 24 targets 12-50 ms (median about 25 ms) on the bench's 1k- and 10k-node pages and saved real pages;
// a message costs 0.3-0.6 ms there whatever it asks, so the count of messages is what the bound holds down.
import type { CDPSession } from 'playwright-core';
import type { Control, Focus } from '../schemas/observation.js';

/** Events whose listener makes an element something a user clicks. */
const CLICK_EVENTS = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend']);
/**
 * The object groups of a question: the targets as objects of the collector's world, and as objects of the page's
 * main world. A call's questions and those asked between calls have groups of their own: the end of one (which
 * releases its groups) never lets go of objects the other still uses.
 */
const CALL_GROUPS = ['lookout-listener-targets', 'lookout-listeners'] as const;
const LEARNING_GROUPS = ['lookout-learning-targets', 'lookout-learning'] as const;

/** What the collector lists once it knows the listeners (in-page/clickables.ts, `ConfirmedListeners`). */
export interface ConfirmedListeners {
  controls: [at: number, control: Control][];
  nextRef: number;
  focus?: string;
}

function call(method: string, ...args: unknown[]): string {
  return `globalThis.__lookout.${method}(${args.map((a) => JSON.stringify(a)).join(',')})`;
}

/**
 * The indexes of collection `candidate`'s targets that have a click, press or touch listener, asked in world
 * `world`. A failed question (the document went away) finds none: the collection goes on without them.
 */
export async function listenedTargets(cdp: CDPSession, world: number, candidate: number): Promise<number[]> {
  return (await listenedAmong(cdp, world, call('listenerTargets', candidate), CALL_GROUPS)).listening;
}

/**
 * The indexes of the next `max` candidates the newest collection in world `world` left unasked that have a click,
 * press or touch listener; what was asked is taken out of the collector's backlog (workers/learning.ts). Null
 * when a question failed: nothing of the batch is to be remembered then.
 */
export async function listenedInBacklog(cdp: CDPSession, world: number, max: number): Promise<number[] | null> {
  const { listening, failed } = await listenedAmong(cdp, world, call('backlogTargets', max), LEARNING_GROUPS);
  return failed ? null : listening;
}

/** The expression that remembers what `listenedInBacklog` found; it answers how many candidates are left to ask. */
export function rememberExpression(listening: number[]): string {
  return call('rememberBacklog', listening);
}

/**
 * The indexes of the elements `expression` lists in world `world` that have a click, press or touch listener, and
 * whether a question failed (those count as not listened to).
 */
async function listenedAmong(
  cdp: CDPSession,
  world: number,
  expression: string,
  [TARGETS_GROUP, MAIN_GROUP]: readonly [string, string],
): Promise<{ listening: number[]; failed: boolean }> {
  let failed = false;
  try {
    // The targets come back serialized deep, which gives each node's backend id (and its attributes, which the
    // collector keeps small: clickables.ts); the object itself is let go at once.
    const targets = await cdp.send('Runtime.evaluate', {
      expression,
      contextId: world,
      objectGroup: TARGETS_GROUP,
      serializationOptions: { serialization: 'deep', maxDepth: 1 },
    });
    const list = targets.result.deepSerializedValue;
    if (targets.exceptionDetails || list?.type !== 'array' || !Array.isArray(list.value)) return { listening: [], failed: true };
    const nodes = (list.value as { type: string; value?: { backendNodeId?: unknown } }[]).map((item) =>
      item.type === 'node' && typeof item.value?.backendNodeId === 'number' ? item.value.backendNodeId : undefined,
    );
    // Two messages per target, all targets at once: the node's object in the page's main world (made by the
    // protocol: no page script runs), and that object's listeners.
    const answers = await Promise.all(
      nodes.map(async (backendNodeId, index) => {
        if (backendNodeId === undefined) return -1;
        try {
          const { object } = await cdp.send('DOM.resolveNode', { backendNodeId, objectGroup: MAIN_GROUP });
          if (object.objectId === undefined) return -1;
          const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: object.objectId });
          return listeners.some((listener) => CLICK_EVENTS.has(listener.type)) ? index : -1;
        } catch {
          failed = true;
          return -1;
        }
      }),
    );
    return { listening: answers.filter((index) => index >= 0), failed };
  } catch {
    return { listening: [], failed: true };
  } finally {
    for (const objectGroup of [TARGETS_GROUP, MAIN_GROUP]) cdp.send('Runtime.releaseObjectGroup', { objectGroup }).catch(() => undefined);
  }
}

/** The expression that lists collection `candidate`'s targets found listened to, with refs from `refBase`. */
export function confirmExpression(candidate: number, listening: number[], refBase: number): string {
  return call('confirmListeners', candidate, listening, refBase);
}

/** The focus of a document: the listed control that holds it, when the confirmation listed one, else what the collection said. */
export function focusWithListened(focus: Focus | undefined, listened: ConfirmedListeners | null): Focus | undefined {
  const control = listened?.focus === undefined ? undefined : listened.controls.find(([, c]) => c.ref === listened.focus)?.[1];
  return control ? { ref: control.ref, role: control.role, shown: true } : focus;
}

/** `controls` with `found` put in: each goes before the control at its index (document order). */
export function withListened(controls: Control[], found: ConfirmedListeners['controls']): Control[] {
  if (found.length === 0) return controls;
  const ordered = [...found].sort((a, b) => a[0] - b[0]);
  const out: Control[] = [];
  let next = 0;
  for (let i = 0; i <= controls.length; i++) {
    for (; next < ordered.length && ordered[next]![0] <= i; next++) out.push(ordered[next]![1]);
    if (i < controls.length) out.push(controls[i]!);
  }
  return out;
}
