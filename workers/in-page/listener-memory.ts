// What the worker learns of clickable candidates' listeners through the debugging protocol (clickables.ts,
// workers/listeners.ts): the memory of what each element was found to listen to, kept for the document's life,
// the candidates of the newest collection waiting for the worker's answer, and the controls listed from it.
import type { Control } from '../../schemas/observation.js';
import type { ClickScan, Item } from './clickables.js';
import { dom } from './dom.js';
import { Contexts, evidenceOf, issueControlRef } from './refs.js';
import { controlStates } from './roles.js';

/** The candidates of a collection, kept in the world until the worker has asked about their listeners. */
export interface Pending {
  scan: ClickScan;
  items: Item[];
  /** The elements the worker asks about, in order. */
  targets: Element[];
  focus: Element | null;
  /** The memory's count when it was made: the age of what the worker's answers teach. */
  collection: number;
}

/**
 * What the debugging protocol said about elements' listeners, for as long as the document (and this world)
 * lives: an element not asked in one collection is judged by what was learnt last, and one never asked waits for a
 * later collection, so a large page is covered over a few of them.
 */
class ListenerMemory {
  private readonly known = new WeakMap<Element, { listens: boolean; asked: number }>();
  private collections = 0;
  next(): number {
    return ++this.collections;
  }
  get(el: Element): { listens: boolean; asked: number } | undefined {
    return this.known.get(el);
  }
  set(el: Element, listens: boolean, collection: number): void {
    this.known.set(el, { listens, asked: collection });
  }
}

export const memory = new ListenerMemory();
/** The newest collection's candidates, by its number. */
export const pendings = new Map<number, Pending>();

/** Code units of attributes an element asked about may carry (the worker receives them; a data: URL can be megabytes). */
export const TARGET_ATTRIBUTES = 4096;

/** Code units of an element's attribute names and values. */
export function attributesSize(el: Element): number {
  let size = 0;
  for (const name of dom.getAttributeNames(el)) size += name.length + (dom.getAttribute(el, name)?.length ?? 0);
  return size;
}

/**
 * The candidates the newest collection left unasked (past its LISTENER_QUERIES), in document order: the worker asks
 * about them between calls (workers/learning.ts), a batch at a time, so the next collection finds them known.
 */
export const backlog: Element[] = [];
/** The batch of the backlog the worker is asking about. */
let batch: Element[] = [];

/** The next `max` elements of the backlog still in the document, never asked, and small enough to send. */
export function backlogTargets(max: number): Element[] {
  batch = [];
  while (backlog.length > 0 && batch.length < max) {
    const el = backlog.shift()!;
    if (dom.isConnected(el) && memory.get(el) === undefined && attributesSize(el) <= TARGET_ATTRIBUTES) batch.push(el);
  }
  return batch;
}

/** Remembers what the worker learnt of the batch (`listening`: the indexes found listened to); how many are left. */
export function rememberBacklog(listening: readonly number[]): number {
  const heard = new Set(listening);
  const at = memory.next();
  for (const [i, el] of batch.entries()) memory.set(el, heard.has(i), at);
  batch = [];
  return backlog.length;
}

/** The focused element, when it is a candidate waiting for the worker: its ref follows when it is listed. */
export function pendingFocus(collection: number | undefined, el: Element | null): void {
  const pending = collection === undefined ? undefined : pendings.get(collection);
  if (pending && el !== null && pending.items.some((item) => item.entry.el === el)) pending.focus = el;
}

/** The elements the worker asks the debugging protocol about, for collection `collection`. */
export function listenerTargets(collection: number): Element[] {
  return pendings.get(collection)?.targets ?? [];
}

export interface ConfirmedListeners {
  /** New controls, each with the number of published controls before it (document order). */
  controls: [at: number, control: Control][];
  nextRef: number;
  /** The focused element's ref, when it is one of these. */
  focus?: string;
}

/**
 * Lists the candidates of collection `collection` that the page listens to: `listening` holds the indexes (in
 * `listenerTargets`) of those the worker found a click, press or touch listener on. Refs are issued from
 * `refBase` (refs.ts); `refs` is what the collection's ref table gains.
 */
export function confirmListeners(collection: number, listening: readonly number[], refBase: number): { result: ConfirmedListeners; refs: [string, Element][] } {
  let nextRef = refBase;
  const pending = pendings.get(collection);
  pendings.delete(collection);
  if (!pending) return { result: { controls: [], nextRef }, refs: [] };
  const heard = new Set(listening);
  for (const item of pending.items) if (item.asked >= 0) memory.set(item.entry.el, heard.has(item.asked), pending.collection);
  const listed = pending.scan.decide(pending.items, (item) => memory.get(item.entry.el)?.listens === true);
  const issue = (): string => `e${nextRef++}`;
  const contexts = new Contexts();
  const controls: [number, Control][] = [];
  const refs: [string, Element][] = [];
  let focus: string | undefined;
  for (const i of listed) {
    const item = pending.items[i]!;
    const { el, verdict } = item.entry;
    // The page ran between the collection and this call: what it removed is not listed.
    if (!dom.isConnected(el)) continue;
    const { record } = pending.scan.nameOf(item);
    const name = pending.scan.nameFor(record);
    const ref = issueControlRef(el, evidenceOf(record.role, name, el, contexts), issue);
    const control: Control = { ref, role: record.role, name };
    const states = controlStates(el, record.role, verdict);
    if (states) control.states = states;
    controls.push([item.at, control]);
    refs.push([ref, el]);
    if (pending.focus === el) focus = ref;
  }
  const result: ConfirmedListeners = { controls, nextRef };
  if (focus !== undefined) result.focus = focus;
  return { result, refs };
}
