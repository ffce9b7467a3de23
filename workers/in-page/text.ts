// Text normalisation and code-point budgets (docs/contract.md, "Collection": summaries).
import { LIMITS } from '../../schemas/observation.js';

// Zero-width characters, bidi controls, tag characters, variation selectors and soft hyphens are removed
// before any bound: they carry no visible text and are a common way to smuggle instructions past a reader
// (a run of variation selectors after one emoji can spell out any bytes).
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const WHITE_SPACE = /\s+/g;
// Terminal escape sequences (CSI such as `ESC[31m`, OSC up to BEL or ST, and other ESC-led ones), then every
// control character left: page text reaches terminals and logs, where they would recolour, retitle or erase
// what a person reads. Tab, line and form feeds and carriage return are white space and fold to a space instead.
const ESCAPES = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[@-Z\\-_])|\u009B[0-?]*[ -/]*[@-~]/g;
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
// Any character the three removals above act on (both escape introducers are controls), and what the folding changes:
// two white-space characters in a row, or one that is not a plain space. Most page text holds neither: a test of each
// spares the four passes over it (on Gentelella's pages a tenth of the collector's time went to them).
const REMOVED =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
const FOLDED = /\s\s|[^\S ]/;

/** Removes invisible characters and control sequences and folds every run of white space into one space (no trimming). */
export function foldText(raw: string): string {
  const kept = REMOVED.test(raw) ? raw.replace(ESCAPES, '').replace(CONTROLS, '').replace(INVISIBLE, '') : raw;
  return FOLDED.test(kept) ? kept.replace(WHITE_SPACE, ' ') : kept;
}

/**
 * Code units of page strings one collection folds, over all of them. A text node or attribute can hold
 * megabytes, and many nodes can share one huge string; reading stops at what the bounds need, and this
 * caps the rest (strings that are mostly blank or invisible must be read to their end to find what
 * shows). When it runs out, the builders that wanted more say `truncated`.
 */
export const READ_BUDGET_UNITS = 64 * 1024 * 1024;
let readBudget = Number.POSITIVE_INFINITY;

/** Runs `work` with a fresh read budget; outside it, reading is unbounded (short strings of actions). */
export function withReadBudget<T>(units: number, work: () => T): T {
  const outer = readBudget;
  readBudget = units;
  try {
    return work();
  } finally {
    readBudget = outer;
  }
}

const FIRST_CHUNK = 4096;
const MAX_CHUNK = 1 << 20;

/**
 * A string folded from its start on demand (foldText, chunk by chunk), so a 10 MB text node costs what
 * the bounds need. Folding chunks and joining them is folding the whole: a chunk never ends inside a
 * surrogate pair, and a space run that spans two chunks becomes one space. Shared by every builder
 * that reads the same node in one collection.
 */
export class FoldedText {
  /** The folded prefix: invisible characters removed, white space runs as one space, not trimmed. */
  text = '';
  codePoints = 0;
  /** The whole source is folded into `text`. */
  complete: boolean;
  private offset = 0;
  private chunk = FIRST_CHUNK;

  constructor(private readonly source: string) {
    this.complete = source.length === 0;
  }

  /** Nothing but white space (and invisible characters), judged from the first chunk. */
  blank(): boolean {
    this.extend(0);
    return this.complete && this.codePoints <= 1 && this.text.trim() === '';
  }

  /** Folds more until `text` holds more than `want` code points, the source ends or the budget runs out. */
  extend(want: number): this {
    const source = this.source;
    while (!this.complete && this.codePoints <= want && readBudget > 0) {
      let end = Math.min(source.length, this.offset + Math.min(this.chunk, readBudget));
      const last = source.charCodeAt(end - 1);
      if (end < source.length && last >= 0xd800 && last <= 0xdbff) end++;
      const raw = this.offset === 0 && end === source.length ? source : source.slice(this.offset, end);
      readBudget -= end - this.offset;
      this.offset = end;
      this.complete = end >= source.length;
      this.chunk = Math.min(this.chunk * 2, MAX_CHUNK);
      let folded = foldText(raw);
      if (folded.charCodeAt(0) === 32 && this.text.charCodeAt(this.text.length - 1) === 32) folded = folded.slice(1);
      this.text += folded;
      this.codePoints += countCodePoints(folded);
    }
    return this;
  }
}

/** Folds and trims; then keeps at most `max` code points, never splitting a surrogate pair. */
export function boundedLabel(raw: string, max: number): string {
  const folded = new FoldedText(raw).extend(max + 2).text.trim();
  return takeCodePoints(folded, max).text;
}

export function takeCodePoints(s: string, max: number): { text: string; cut: boolean } {
  if (s.length <= max) return { text: s, cut: false };
  let count = 0;
  let end = 0;
  for (const ch of s) {
    if (count === max) return { text: s.slice(0, end), cut: true };
    count++;
    end += ch.length;
  }
  return { text: s, cut: false };
}

/**
 * Accumulates visible text with the joining rules of the contract: pieces are folded, pieces separated
 * by a block boundary get one space, runs of space collapse, the ends are trimmed, and at most `max`
 * code points are kept. `truncated` becomes true once any visible text did not fit.
 */
export class TextBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  private pendingSpace = false;
  truncated = false;
  /**
   * Where the last source added went: the code point of the text at which that source's folded text would
   * start (its dropped leading space included), or -1 when nothing of it was kept. Text cursors resume there.
   */
  lastStart = -1;

  constructor(private readonly max: number) {}

  get full(): boolean {
    return this.truncated;
  }

  /** Code points kept. */
  get size(): number {
    return this.length;
  }

  boundary(): void {
    if (this.length > 0) this.pendingSpace = true;
  }

  add(raw: string): void {
    if (!this.truncated) this.addFolded(new FoldedText(raw));
  }

  /** Adds a text read through `source`, folding only as much of it as this builder has room for. */
  addFolded(source: FoldedText): void {
    // Once something did not fit, nothing more can be kept.
    this.lastStart = -1;
    if (this.truncated) return;
    let piece = source.extend(this.max - this.length + 2).text;
    let lead = 0;
    // Budget ran out before the end of the source: what is left was not read.
    const unread = !source.complete;
    if (piece === '') {
      if (unread) this.truncated = true;
      return;
    }
    if (piece.charCodeAt(0) === 32) {
      if (this.length > 0) this.pendingSpace = true;
      piece = piece.slice(1);
      lead = 1;
    }
    let trailingSpace = false;
    if (piece.charCodeAt(piece.length - 1) === 32) {
      trailingSpace = true;
      piece = piece.slice(0, -1);
    }
    if (piece === '') {
      if (unread) this.truncated = true;
      return;
    }
    const separated = this.pendingSpace && this.length > 0;
    if (separated) piece = ' ' + piece;
    this.lastStart = this.length + (separated ? 1 : 0) - lead;
    this.pendingSpace = trailingSpace;
    const room = this.max - this.length;
    const taken = takeCodePoints(piece, room);
    if (taken.cut) {
      // A separating space at the cut is dropped with the rest: ends are trimmed.
      const kept = taken.text.endsWith(' ') ? taken.text.slice(0, -1) : taken.text;
      this.parts.push(kept);
      this.length = this.max;
      this.truncated = true;
      return;
    }
    this.parts.push(taken.text);
    this.length += countCodePoints(taken.text);
    if (unread) this.truncated = true;
  }

  /** Marks that some text was left unread because a traversal bound stopped early. */
  markTruncated(): void {
    this.truncated = true;
  }

  toString(): string {
    return this.parts.join('');
  }
}

export function countCodePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The folded text of the window's first text node past the code points an earlier observation already gave. */
export function resumed(folded: FoldedText, skip: number): FoldedText {
  let seen = 0;
  let at = 0;
  const text = folded.extend(skip + LIMITS.textChars + 2).text;
  while (seen < skip && at < text.length) {
    at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
    seen++;
  }
  return new FoldedText(text.slice(at));
}
