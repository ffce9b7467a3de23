// Text normalisation and code-point budgets (CONTRACT section 3, "Summary").

// Zero-width characters, bidi controls, tag characters and soft hyphens are removed before any bound:
// they carry no visible text and are a common way to smuggle instructions past a reader.
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
const WHITE_SPACE = /\s+/g;

/** Removes invisible characters and folds every run of white space into one space (no trimming). */
export function foldText(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(WHITE_SPACE, ' ');
}

/** Folds and trims; then keeps at most `max` code points, never splitting a surrogate pair. */
export function boundedLabel(raw: string, max: number): string {
  const folded = foldText(raw).trim();
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

  constructor(private readonly max: number) {}

  get full(): boolean {
    return this.truncated;
  }

  boundary(): void {
    if (this.length > 0) this.pendingSpace = true;
  }

  add(raw: string): void {
    if (this.truncated) {
      if (foldText(raw).trim() !== '') this.truncated = true;
      return;
    }
    let piece = foldText(raw);
    if (piece === '') return;
    if (piece.charCodeAt(0) === 32) {
      if (this.length > 0) this.pendingSpace = true;
      piece = piece.slice(1);
    }
    let trailingSpace = false;
    if (piece.charCodeAt(piece.length - 1) === 32) {
      trailingSpace = true;
      piece = piece.slice(0, -1);
    }
    if (piece === '') return;
    if (this.pendingSpace && this.length > 0) piece = ' ' + piece;
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
