// What the hostile-page tests check of every observation, and how they visit the pages of fixtures-site/hostile/.
import type { ExecutionContext } from 'ava';
import { admitObservation } from '../../pool/admission.js';
import { byteLength, codePointOffsets, textPart } from '../../pool/canonical.js';
import { LookoutError } from '../../pool/errors.js';
import type { Session } from '../../pool/pool.js';
import { projectForModel } from '../../pool/projection.js';
import { LIMITS, type Control, type Observation } from '../../schemas/observation.js';
import type { BrowserContext } from './context.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function codePoints(s: string): number {
  return codePointOffsets(s).length - 1;
}

/** The first `n` code points of `s`. */
export function firstCodePoints(s: string, n: number): string {
  const offsets = codePointOffsets(s);
  return s.slice(0, offsets[Math.min(n, offsets.length - 1)]);
}

/** Every string anywhere in `value`. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

/** No lone surrogate in the string, and its UTF-8 bytes decode strictly back to it. */
export function wellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s) && utf8.decode(Buffer.from(s, 'utf8')) === s;
}

/**
 * The limits of docs/contract.md sections 2, 3 and 6 that every observation of the default pool must keep: it
 * passes admission, the scan stays within 8,192 nodes, every string within its bound and well formed,
 * and the serialized text part within the canonical byte bound.
 */
export function assertBounded(t: ExecutionContext, observation: Observation, maxBytes: number = LIMITS.canonicalBytes): void {
  t.notThrows(() => admitObservation(structuredClone(observation)), 'the observation passes admission');
  const coverage = observation.regionCoverage;
  t.truthy(coverage, 'regions come with coverage');
  t.true((coverage?.scannedNodes ?? Infinity) <= LIMITS.scanNodes, 'the scan stays within 8,192 nodes');
  t.true(observation.controls.length <= LIMITS.controlPageSize);
  t.true((observation.regions?.length ?? 0) <= LIMITS.regions);
  t.true(codePoints(observation.page.title) <= LIMITS.titleChars, 'title bounded');
  t.true(codePoints(observation.text.content) <= LIMITS.textChars, 'general text bounded');
  for (const control of observation.controls) t.true(codePoints(control.name) <= LIMITS.nameChars, `name of ${control.ref} bounded`);
  for (const region of observation.regions ?? []) t.true(codePoints(region.summary) <= LIMITS.summaryChars, `summary of ${region.ref} bounded`);
  const part = textPart(observation);
  t.true(byteLength(part) <= maxBytes, `canonical part of ${byteLength(part)} bytes within ${maxBytes}`);
  t.true(wellFormed(part), 'the canonical part is well-formed UTF-8');
  t.true(stringsIn(observation).every(wellFormed), 'no string of the observation holds a lone surrogate');
}

/**
 * Runs a call that must end with an admitted observation; a rejection fails the test with its code, and a
 * rejection that is not a LookoutError is reported as such.
 */
export async function observed(t: ExecutionContext, call: Promise<Observation>): Promise<Observation> {
  try {
    return await call;
  } catch (error) {
    const code = error instanceof LookoutError ? error.code : 'not a LookoutError';
    t.fail(`expected an observation, got ${code}: ${(error as Error).message}`);
    throw error;
  }
}

/** Runs a call that must fail with a typed error; returns it. */
export async function rejected(t: ExecutionContext, call: Promise<Observation>): Promise<LookoutError> {
  const error = await t.throwsAsync(call);
  t.true(error instanceof LookoutError, `a LookoutError, got ${String(error)}`);
  return error as LookoutError;
}

export function visit(t: ExecutionContext<BrowserContext>, session: Session, path: string): Promise<Observation> {
  return observed(t, session.navigate({ url: t.context.server.url(`hostile/${path}`) }));
}

/** Every control of the revision: its first page and every continuation page. */
export async function allControls(session: Session, first: Observation): Promise<Control[]> {
  const controls = [...first.controls];
  for (let page = first; page.continuation;) {
    page = await session.observe({ cursor: page.continuation.cursor });
    controls.push(...page.controls);
  }
  return controls;
}

export function named(observation: Observation | Control[], role: string, name: string): string {
  const controls = Array.isArray(observation) ? observation : observation.controls;
  const control = controls.find((c) => c.role === role && c.name === name);
  if (!control) throw new Error(`no ${role} ${JSON.stringify(name)} in ${JSON.stringify(controls.map((c) => [c.role, c.name]))}`);
  return control.ref;
}

/** The observation (or controls) without the options of its selects, which show option text by design. */
export function withoutOptions<T extends Observation | Control[]>(value: T): T {
  const strip = (controls: Control[]) => controls.map(({ options: _options, optionsOmitted: _omitted, ...rest }) => rest);
  return (Array.isArray(value) ? strip(value) : { ...value, controls: strip(value.controls) }) as T;
}

/** Asserts that none of `tokens` appears in the observation, its controls, its canonical part or its projection. */
export function assertAbsent(t: ExecutionContext, observation: Observation, controls: Control[], tokens: RegExp): void {
  const json = JSON.stringify({ ...observation, controls });
  t.notRegex(json, tokens, 'not in the observation');
  t.notRegex(textPart(observation), tokens, 'not in the canonical part');
  t.notRegex(projectForModel(observation, { budgetBytes: 100_000 }), tokens, 'not in the model projection');
}
