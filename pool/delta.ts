// Deltas (docs/contract.md, "Deltas"): what changed between two revisions of a session, computed from the two
// revisions' admitted records alone, never from the page, so a delta holds nothing an observation could not;
// and the canonical artifact of a revision that carries one, within the same byte bound.
import type { Control, Delta, DeltaOmitted, Observation, Region, TextRange } from '../schemas/observation.js';
import { byteLength, canonicalControl, canonicalDelta, largestFitting, partOf, type CanonicalArtifact } from './canonical.js';
import { LookoutError } from './errors.js';

/** What a revision is compared by: its first page before bounding, and every control the collection found. */
export interface RevisionSnapshot {
  base: Observation;
  allControls: Control[];
}

/**
 * Token pairs the text diff compares at most (about 4 MB of table); past it, the part between the common start
 * and end is one range. Page text is at most 4,000 code points, so only text of one-letter words gets near it.
 */
const MAX_DIFF_CELLS = 1 << 21;

/** What changed from `before` (revision `since`) to `after`. */
export function diffRevisions(before: RevisionSnapshot, after: RevisionSnapshot, since: number): Delta {
  const delta: Delta = {
    since,
    controls: diffControls(before.allControls, after.allControls),
    regions: diffRegions(before.base.regions ?? [], after.base.regions ?? []),
    text: { ranges: diffText(before.base.text.content, after.base.text.content) },
  };
  const was = before.base;
  const now = after.base;
  if (!same(was.page, now.page)) delta.page = now.page;
  if (!same(was.tabs ?? [], now.tabs ?? [])) delta.tabs = now.tabs ?? [];
  if (!same(was.dialogs ?? [], now.dialogs ?? [])) delta.dialogs = now.dialogs ?? [];
  if (!same(was.focus ?? null, now.focus ?? null)) delta.focus = now.focus ?? null;
  return delta;
}

/** Whether a delta says nothing changed. */
export function emptyDelta(delta: Delta): boolean {
  const { controls, regions, text } = delta;
  return (
    controls.added.length + controls.removed.length + controls.changed.length + regions.added.length + regions.removed.length + text.ranges.length === 0 &&
    delta.page === undefined &&
    delta.tabs === undefined &&
    delta.dialogs === undefined &&
    delta.focus === undefined
  );
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function diffControls(before: Control[], after: Control[]): Delta['controls'] {
  const earlier = new Map(before.map((control) => [control.ref, JSON.stringify(canonicalControl(control))]));
  const listed = new Set(after.map((control) => control.ref));
  const added: Control[] = [];
  const changed: Control[] = [];
  let unchanged = 0;
  for (const control of after) {
    const was = earlier.get(control.ref);
    if (was === undefined) added.push(control);
    else if (was !== JSON.stringify(canonicalControl(control))) changed.push(control);
    else unchanged += 1;
  }
  const removed = before.filter((control) => !listed.has(control.ref)).map((control) => control.ref);
  return { added, removed, changed, unchanged };
}

/** Regions are matched by what they hold (kind, level, summary, truncated), each earlier one at most once. */
function diffRegions(before: Region[], after: Region[]): Delta['regions'] {
  const key = (region: Region) => JSON.stringify([region.kind, region.level ?? 0, region.summary, region.truncated]);
  const earlier = new Map<string, Region[]>();
  for (const region of before) earlier.set(key(region), [...(earlier.get(key(region)) ?? []), region]);
  const added: Region[] = [];
  let unchanged = 0;
  for (const region of after) {
    const match = earlier.get(key(region));
    if (match !== undefined && match.length > 0) {
      match.shift();
      unchanged += 1;
    } else added.push(region);
  }
  const left = new Set([...earlier.values()].flat());
  const removed = before.filter((region) => left.has(region)).map((region) => region.ref);
  return { added, removed, unchanged };
}

type Segment = { same: string } | { removed: string; added: string };

/**
 * The word-aligned replacements that turn `before` into `after`: both are split into runs of white space and of
 * other characters, and the longest common subsequence of those tokens stays; each stretch between kept tokens is
 * one range. Two ranges with only white space between them are one, so "3 unread" -> "4 new" is a single range.
 */
export function diffText(before: string, after: string): TextRange[] {
  if (before === after) return [];
  const a = before.match(/\s+|\S+/g) ?? [];
  const b = after.match(/\s+|\S+/g) ?? [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const segments: Segment[] = [];
  const keep = (token: string) => {
    const last = segments.at(-1);
    if (last && 'same' in last) last.same += token;
    else segments.push({ same: token });
  };
  const change = (removed: string, added: string) => {
    const last = segments.at(-1);
    if (last && !('same' in last)) {
      last.removed += removed;
      last.added += added;
    } else segments.push({ removed, added });
  };
  for (const token of a.slice(0, start)) keep(token);
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  if (middleA.length * middleB.length > MAX_DIFF_CELLS) change(middleA.join(''), middleB.join(''));
  else for (const step of commonSubsequence(middleA, middleB)) 'same' in step ? keep(step.same) : change(step.removed, step.added);
  for (const token of a.slice(endA)) keep(token);

  const merged: Segment[] = [];
  for (const segment of segments) {
    const previous = merged.at(-1);
    const gap = merged.at(-2);
    // change, white space, change: one change.
    if (!('same' in segment) && previous && 'same' in previous && previous.same.trim() === '' && gap && !('same' in gap)) {
      merged.pop();
      gap.removed += previous.same + segment.removed;
      gap.added += previous.same + segment.added;
    } else merged.push({ ...segment });
  }
  const ranges: TextRange[] = [];
  let at = 0;
  for (const segment of merged) {
    if ('same' in segment) at += codePoints(segment.same);
    else {
      ranges.push({ at, removed: segment.removed, added: segment.added });
      at += codePoints(segment.added);
    }
  }
  return ranges;
}

/** The tokens as kept, removed and added steps along a longest common subsequence (deterministic: removals first). */
function commonSubsequence(a: string[], b: string[]): ({ same: string } | { removed: string; added: string })[] {
  const width = b.length + 1;
  // suffix[i * width + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const suffix = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      suffix[i * width + j] = a[i] === b[j] ? suffix[(i + 1) * width + j + 1]! + 1 : Math.max(suffix[(i + 1) * width + j]!, suffix[i * width + j + 1]!);
    }
  }
  const steps: ({ same: string } | { removed: string; added: string })[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      steps.push({ same: a[i]! });
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && suffix[(i + 1) * width + j]! >= suffix[i * width + j + 1]!)) {
      steps.push({ removed: a[i]!, added: '' });
      i += 1;
    } else {
      steps.push({ removed: '', added: b[j]! });
      j += 1;
    }
  }
  return steps;
}

function codePoints(s: string): number {
  let count = 0;
  for (const _ of s) count += 1;
  return count;
}

/** The changes of a delta in the order bounding keeps them: controls, then regions, then text (dropped from the end). */
function changeCount(delta: Delta): { controls: number; regions: number; textRanges: number } {
  return {
    controls: delta.controls.added.length + delta.controls.changed.length + delta.controls.removed.length,
    regions: delta.regions.added.length + delta.regions.removed.length,
    textRanges: delta.text.ranges.length,
  };
}

/** The delta with only its first `kept` changes (controls added, changed, removed; regions added, removed; text). */
function keepChanges(delta: Delta, kept: number): Delta {
  let left = kept;
  const take = <T>(items: T[]): T[] => {
    const taken = items.slice(0, Math.max(0, left));
    left -= taken.length;
    return taken;
  };
  const added = take(delta.controls.added);
  const changed = take(delta.controls.changed);
  const removed = take(delta.controls.removed);
  const regionsAdded = take(delta.regions.added);
  const regionsRemoved = take(delta.regions.removed);
  const ranges = take(delta.text.ranges);
  const cut: Delta = {
    ...delta,
    controls: { added, removed, changed, unchanged: delta.controls.unchanged },
    regions: { added: regionsAdded, removed: regionsRemoved, unchanged: delta.regions.unchanged },
    text: { ranges },
  };
  const all = changeCount(delta);
  const shown = changeCount(cut);
  const omitted: DeltaOmitted = {
    controls: all.controls - shown.controls,
    regions: all.regions - shown.regions,
    textRanges: all.textRanges - shown.textRanges,
  };
  if (omitted.controls + omitted.regions + omitted.textRanges > 0) cut.omitted = omitted;
  return cut;
}

/**
 * The canonical artifact of a page with its delta, within `maxBytes` of text part. The page is bounded as without a
 * delta (`boundPage`); when the delta does not fit in the room left, the page is bounded again to leave the delta's
 * control and region changes what they need, up to half the bound (the caller asked for them, so they go before the
 * page's text); text changes take what room is left. Changes that still do not fit are dropped from the end (text
 * ranges first, then regions, then controls) and counted in the delta's `omitted`.
 */
export function artifactWithDelta(boundPage: (maxBytes: number) => CanonicalArtifact, delta: Delta, maxBytes: number): CanonicalArtifact {
  const total = changeCount(delta);
  const changes = total.controls + total.regions + total.textRanges;
  let page = boundPage(maxBytes);
  const artifactFor = (kept: number): CanonicalArtifact => {
    const carried = canonicalDelta(keepChanges(delta, kept));
    const json = `${page.json.slice(0, -1)},"delta":${JSON.stringify(carried)}}`;
    const part = partOf(json);
    return { observation: { ...page.observation, delta: carried }, json, part, bytes: byteLength(part) };
  };
  const whole = artifactFor(changes);
  if (whole.bytes <= maxBytes) return whole;
  // What the delta's controls and regions need; its text changes only take the room that is left.
  const structural = artifactFor(total.controls + total.regions).bytes - page.bytes;
  const reserve = Math.max(artifactFor(0).bytes - page.bytes, Math.min(structural, Math.floor(maxBytes / 2)));
  try {
    page = boundPage(maxBytes - reserve);
  } catch (error) {
    if ((error as LookoutError).code !== 'bound-too-small') throw error;
    // A page whose header needs more than half the bound: the delta gets what is left, or its skeleton.
    page = boundPage(maxBytes - (artifactFor(0).bytes - page.bytes));
  }
  if (artifactFor(0).bytes > maxBytes) throw new LookoutError('internal', 'a delta without changes did not fit the room made for it');
  return artifactFor(largestFitting(0, changes, (kept) => artifactFor(kept).bytes <= maxBytes));
}
