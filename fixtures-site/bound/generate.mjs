// Generates the pages of the `bound` conformance partition (harness/cases/bound.ts).
//
// Rerun after editing, from anywhere:   node fixtures-site/bound/generate.mjs
// It rewrites every bound/*.html page and fails if a page does not hold the node count it is built for.
// Check the counts in real Chromium after a change (see the verification note at the end of this file).
//
// How nodes are counted (docs/contract.md section 3, "Collection"):
//   - a node is an Element or a Text node; comments and the doctype are passed without counting;
//   - the scan starts at the document element, so the implicit <html>, <head> and <body> count (3 nodes);
//   - whitespace-only Text nodes count like any other Text node;
//   - a subtree that nothing inside can make visible again is skipped whole: its root element is visited and
//     counted, its descendants are not. Such roots are elements that are display:none (<head> itself, `hidden`,
//     <template>, <noscript>), `inert`, `aria-hidden="true"`, `opacity:0`, `content-visibility:hidden`, and the
//     never-contributing elements (textarea, select, option, datalist, output, input, contenteditable, ...).
//     `visibility:hidden` does not skip (a descendant may be visible again), nor does `display:contents`.
// To keep the counts exact and obvious, the pages are ASCII only (astral and invisible characters are written as
// character references), have an empty <head> (no <meta>, <title>, <style> or <script>: nothing there to count or
// not count), no whitespace outside <body> (a trailing newline after </html> would become a Text node in <body>),
// and no two Text nodes written next to each other (the parser would merge them into one).
import { writeFileSync } from 'node:fs';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks. Each returns { html, nodes } where `nodes` is what the collector counts for that fragment.

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Characters outside printable ASCII become character references, so the file is pure ASCII. */
const encodeNonAscii = (text) =>
  Array.from(text, (ch) => {
    const cp = ch.codePointAt(0);
    return cp >= 0x20 && cp < 0x7f ? ch : cp === 0x0a ? '\n' : cp === 0x09 ? '\t' : `&#x${cp.toString(16).toUpperCase()};`;
  }).join('');

const text = (value) => ({ kind: 'text', html: encodeNonAscii(escapeText(value)), nodes: 1 });
const comment = (value) => ({ kind: 'comment', html: `<!--${value}-->`, nodes: 0 });

/**
 * An element. `skipped` marks a subtree the collector does not enter: the element counts, its descendants do not.
 */
function el(tag, attrs, children = [], { skipped = false } = {}) {
  const attrHtml = Object.entries(attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
  const inner = join(children);
  return { kind: 'element', html: `<${tag}${attrHtml}>${inner.html}</${tag}>`, nodes: 1 + (skipped ? 0 : inner.nodes) };
}

/** An element whose children the collector skips (see the counting rule above). */
const skippedEl = (tag, attrs, children) => el(tag, attrs, children, { skipped: true });

function join(parts) {
  for (let i = 1; i < parts.length; i++) {
    if (parts[i - 1].kind === 'text' && parts[i].kind === 'text') {
      throw new Error('two adjacent text parts would be parsed as one Text node');
    }
  }
  return { kind: 'fragment', html: parts.map((p) => p.html).join(''), nodes: parts.reduce((n, p) => n + p.nodes, 0) };
}

/** Exactly `count` counted nodes of empty, harmless markup: <div> groups of up to 99 empty <i> elements. */
function filler(count) {
  const parts = [];
  let left = count;
  while (left > 0) {
    const group = Math.min(left, 100);
    parts.push(el('div', {}, Array.from({ length: group - 1 }, () => el('i', {}))));
    left -= group;
  }
  return join(parts);
}

const PAGE_OVERHEAD = 3; // <html>, <head>, <body>

function page(name, bodyParts, expectedNodes) {
  const body = join(bodyParts);
  const nodes = PAGE_OVERHEAD + body.nodes;
  if (expectedNodes !== undefined && nodes !== expectedNodes) {
    throw new Error(`${name}: built ${nodes} nodes, expected ${expectedNodes}`);
  }
  const html = `<!doctype html><html lang="en"><head></head><body>${body.html}</body></html>`;
  writeFileSync(new URL(name, import.meta.url), html);
  console.log(`${name.padEnd(34)} ${String(nodes).padStart(6)} nodes`);
  return nodes;
}

/** Body filler that brings a page to `total` nodes, given the counted nodes of everything else. */
const fillTo = (total, ...others) => filler(total - PAGE_OVERHEAD - others.reduce((n, p) => n + p.nodes, 0));

// ---------------------------------------------------------------------------------------------------------------
// Text used by the summary pages. bound.ts spells out the expected summaries on its own; keep the two in step.

const pad3 = (n) => String(n).padStart(3, '0');
/** "segment001 segment002 ...": words of 10 characters, 11 with the separating space. */
const segmentWords = (count) => Array.from({ length: count }, (_, i) => `segment${pad3(i + 1)}`);
const numbered = (count) => Array.from({ length: count }, (_, i) => pad3(i + 1));

const heading = (level, words) => el(`h${level}`, {}, [text(words)]);

// ---------------------------------------------------------------------------------------------------------------
// Scan bound pages.

{
  const first = heading(1, 'Exactly 8192 nodes');
  const last = heading(2, 'Last counted heading');
  // Whitespace Text nodes count, comments do not: a few of each around the filler.
  const spacers = [text('\n'), comment(' not counted '), text(' '), comment(' not counted either ')];
  page('nodes-8192.html', [first, ...spacers, fillTo(8192, first, ...spacers, last), last], 8192);
}

{
  const first = heading(1, 'Exactly 8193 nodes');
  const lastScanned = heading(2, 'Last scanned heading');
  const unread = el('div', { role: 'alert' }); // node 8193: past the bound, neither reported nor counted
  page('nodes-8193.html', [first, fillTo(8193, first, lastScanned, unread), lastScanned, unread], 8193);
}

{
  // The <h2> is node 8192, its Text node is 8193: the heading is in the scanned prefix, and its summary may read
  // past the scan bound.
  const first = heading(1, 'Heading on the bound');
  const straddling = heading(2, 'Heading read past the bound');
  page('region-on-bound.html', [first, fillTo(8193, first, straddling), straddling], 8193);
}

{
  // A role=log region starting at node 8101 with 300 descendants: the scan stops inside it, its summary still
  // inspects its first 256 descendants.
  const first = heading(1, 'Summary past the bound');
  const log = el('div', { role: 'log' }, numbered(150).map((n) => el('p', {}, [text(n)])));
  const before = filler(8100 - PAGE_OVERHEAD - first.nodes);
  page('summary-past-bound.html', [first, before, log], 8100 + 301);
}

{
  const first = heading(1, 'Forty thousand nodes');
  const past = [
    el('div', { role: 'dialog' }, [el('p', {}, [text('Dialog past the bound')])]),
    el('div', { role: 'alert' }, [text('Alert past the bound')]),
    el('form', {}, [el('p', {}, [text('Form past the bound')])]),
    heading(2, 'Heading past the bound'),
  ];
  const before = filler(20000 - PAGE_OVERHEAD - first.nodes);
  page('nodes-40000.html', [first, before, ...past, fillTo(40000, first, before, ...past)], 40000);
}

{
  // 8,192 nodes once the skipped subtrees are left out: every skipped root counts 1, its many descendants 0.
  const first = heading(1, 'Skipped subtrees are not counted');
  const last = heading(2, 'Last counted heading');
  const items = (n) => Array.from({ length: n }, () => el('i', {}));
  const paragraphs = (n) => Array.from({ length: n }, (_, i) => el('p', {}, [text(`skipped ${i + 1}`)]));
  const skippedRoots = [
    skippedEl('div', { style: 'display:none' }, items(500)),
    skippedEl('div', { hidden: '' }, paragraphs(200)),
    skippedEl('div', { 'aria-hidden': 'true' }, paragraphs(200)),
    skippedEl('div', { inert: '' }, paragraphs(200)),
    skippedEl('div', { style: 'opacity:0' }, paragraphs(200)),
    skippedEl('div', { style: 'content-visibility:hidden' }, paragraphs(200)),
    skippedEl('textarea', { 'aria-label': 'Skipped textarea' }, [text('textarea text is not a counted node')]),
    skippedEl('select', { 'aria-label': 'Skipped select' }, numbered(100).map((n) => el('option', {}, [text(n)]))),
    skippedEl('div', { contenteditable: 'true' }, paragraphs(100)),
    skippedEl('noscript', {}, [text('noscript content is raw text')]),
    // <template> content lives in a separate fragment: the element has no child nodes at all.
    el('template', {}, paragraphs(50).map((p) => ({ ...p, nodes: 0 }))),
  ];
  // visibility:hidden is judged per element, so its subtree is walked and counted.
  const walkedHidden = el('div', { style: 'visibility:hidden' }, paragraphs(20));
  const parts = [first, ...skippedRoots, walkedHidden, last];
  page('nodes-8192-skipped-subtrees.html', [first, ...skippedRoots, walkedHidden, fillTo(8192, ...parts), last], 8192);
}

// ---------------------------------------------------------------------------------------------------------------
// Summary character bound (512 code points).

{
  const first = heading(1, 'Long status');
  const status = el('div', { role: 'status' }, [text(segmentWords(60).join(' '))]); // 659 characters
  page('summary-over-512.html', [first, status], PAGE_OVERHEAD + 4);
}

{
  const first = heading(1, 'Status of 512 characters');
  const status = el('div', { role: 'status' }, [text(`${segmentWords(46).join(' ')} ending`)]); // 505 + 7
  page('summary-exactly-512.html', [first, status], PAGE_OVERHEAD + 4);
}

{
  // 511 ASCII characters (46 words are 505), then U+1F600 as the 512th code point (the 512th and 513th UTF-16
  // units), then more.
  const first = heading(1, 'Astral character at 512');
  const status = el('div', { role: 'status' }, [text(`${segmentWords(46).join(' ')} abcde\u{1F600} after the cut`)]);
  page('summary-astral-512th.html', [first, status], PAGE_OVERHEAD + 4);
}

{
  // 512 ASCII characters, then U+1F600 as the 513th code point: it is cut whole.
  const first = heading(1, 'Astral character at 513');
  const status = el('div', { role: 'status' }, [text(`${segmentWords(46).join(' ')} abcdef\u{1F600} after the cut`)]);
  page('summary-astral-513th.html', [first, status], PAGE_OVERHEAD + 4);
}

{
  // 600 astral code points (Mathematical Bold letters U+1D400..U+1D433), 1,200 UTF-16 units.
  const first = heading(1, 'Astral characters only');
  const astral = Array.from({ length: 600 }, (_, i) => String.fromCodePoint(0x1d400 + (i % 52))).join('');
  const status = el('div', { role: 'status' }, [text(astral)]);
  page('summary-all-astral.html', [first, status], PAGE_OVERHEAD + 4);
}

{
  // The 659 characters of summary-over-512 with an invisible character after every one of them: zero-width
  // characters, bidi controls, a soft hyphen and tag characters. They are removed before the bound applies.
  const invisible = [
    '\u200B', '\u200C', '\u200D', '\u00AD', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E',
    '\u2066', '\u2067', '\u2068', '\u2069', '\u{E0001}', '\u{E0041}', '\u{E007F}',
  ];
  const visible = segmentWords(60).join(' ');
  const salted = Array.from(visible, (ch, i) => ch + invisible[i % invisible.length]).join('');
  const first = heading(1, 'Invisible characters');
  const status = el('div', { role: 'status' }, [text(salted)]);
  page('summary-invisible-unicode.html', [first, status], PAGE_OVERHEAD + 4);
}

{
  // The same 60 words separated by runs of white space (JavaScript \s: space, tab, newline, no-break space,
  // line separator), with white space at both ends: runs become one space before the bound applies.
  const runs = [' \n\t ', '\u00A0\u00A0', '\u2028 ', '  \u3000', '\n\n  \t'];
  const spaced = segmentWords(60)
    .map((w, i) => w + runs[i % runs.length])
    .join('');
  const first = heading(1, 'White space runs');
  const status = el('div', { role: 'status' }, [text(`\n   ${spaced}`)]);
  page('summary-whitespace-runs.html', [first, status], PAGE_OVERHEAD + 4);
}

// ---------------------------------------------------------------------------------------------------------------
// Summary descendant bound (256 nodes).

{
  // 200 <p>NNN</p>: 400 descendants; the first 256 are p1, "001", ..., p128, "128".
  const first = heading(1, 'Log of 200 entries');
  const log = el('div', { role: 'log' }, numbered(200).map((n) => el('p', {}, [text(n)])));
  page('descendants-over-256.html', [first, log], PAGE_OVERHEAD + 2 + 1 + 400);
}

{
  // 128 <p>NNN</p>: exactly 256 descendants, nothing left over.
  const first = heading(1, 'Log of 128 entries');
  const log = el('div', { role: 'log' }, numbered(128).map((n) => el('p', {}, [text(n)])));
  page('descendants-exactly-256.html', [first, log], PAGE_OVERHEAD + 2 + 1 + 256);
}

{
  // 100 <p><b>NNN</b></p>: 3 descendants each; 256 = 85 * 3 + 1, so the 256th is the <p> of entry 86.
  const first = heading(1, 'Nested log entries');
  const log = el('div', { role: 'log' }, numbered(100).map((n) => el('p', {}, [el('b', {}, [text(n)])])));
  page('descendants-nested.html', [first, log], PAGE_OVERHEAD + 2 + 1 + 300);
}

{
  // 100 times a newline Text node then <p>NNN</p>: 3 descendants each; the 256th is the newline before entry 86.
  const first = heading(1, 'Log with white space nodes');
  const log = el('div', { role: 'log' }, numbered(100).flatMap((n) => [text('\n'), el('p', {}, [text(n)])]));
  page('descendants-whitespace-nodes.html', [first, log], PAGE_OVERHEAD + 2 + 1 + 300);
}

{
  // 128 times a comment then <p>NNN</p>: comments are not counted, so exactly 256 descendants.
  const first = heading(1, 'Log with comments');
  const log = el('div', { role: 'status' }, numbered(128).flatMap((n) => [comment(` entry ${n} `), el('p', {}, [text(n)])]));
  page('descendants-comments.html', [first, log], PAGE_OVERHEAD + 2 + 1 + 256);
}

// ---------------------------------------------------------------------------------------------------------------
// Region count bound (32).

{
  const regions = [heading(1, 'Thirty-two regions'), ...numbered(31).map((n) => heading(2, `Section ${n}`))];
  page('regions-32.html', regions, PAGE_OVERHEAD + 64);
}

// Verification: every count above was checked in Chromium with a TreeWalker over
// `document.documentElement` (NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, root included) that does not descend
// into the skipped subtrees listed in the header comment (computed display none, hidden, inert,
// aria-hidden="true", opacity 0, content-visibility hidden, never-contributing elements).
