// Reaching the whole page within the bound (docs/contract.md, "Windows", "Find" and "Tables"): a form after 50,000
// nodes reached by find and by scrolling, a long article read on with text cursors, a list that loads as it is
// scrolled, wide and long tables, and a search whose word hides six ways before it shows. Scripts on
// fixtures-site/reach/ and fixtures-site/tables/.
import type { Partition, ScriptCase, ScriptStep } from './types.js';

const R = 'reach';
const FORM_CANARIES = ['CANARY-REACH-NAME-5c1e', 'CANARY-REACH-COMMENT-92fa'];
const HIDDEN_FIND = ['GONE-1a2b', 'CLEAR-3c4d', 'AWAY-5e6f', 'WHITE-7a8b', 'TINY-9c0d', 'CLIPPED-1e2f'].map((t) => `HIDDEN-FIND-${t}`);

/** Fills the comment form of observation `from` and posts it: the thanks come back, the typed values never. */
function postComment(from: number): ScriptStep[] {
  return [
    {
      op: 'act',
      steps: [
        { ref: { control: 'Name', from }, action: 'fill', text: FORM_CANARIES[0]! },
        { ref: { control: 'Comment', from }, action: 'fill', text: FORM_CANARIES[1]! },
      ],
      expect: {
        observation: {
          controlsInclude: [{ role: 'textbox', name: 'Name', states: { filled: true } }],
          window: { from: 'viewport', nodesBefore: true },
          forbidden: FORM_CANARIES,
        },
      },
    },
    {
      op: 'act',
      ref: { control: 'Post comment', from: from + 1 },
      action: 'click',
      expect: { observation: { textIncludes: ['Thanks, your comment was posted.'], forbidden: FORM_CANARIES } },
    },
  ];
}

const cases: ScriptCase[] = [
  {
    kind: 'script',
    id: 'form-after-50k-nodes-by-find',
    description:
      'The comment form after 50,000 nodes is past the first window, which says nodes were left unread; find reaches its ' +
      'button (and the form around it), and the form is filled and posted with the typed values never shown.',
    steps: [
      {
        op: 'navigate',
        page: `${R}/long-form.html`,
        expect: {
          observation: { coverage: { scannedNodes: 8192, nodesLeftUnread: true }, window: null, controlNamesExclude: ['Post comment'], textCursor: true },
        },
      },
      {
        op: 'find',
        text: 'post comment',
        role: 'button',
        expect: {
          observation: {
            match: { index: 1, count: 1, capped: false, ref: true, next: false },
            window: { from: 'match', nodesBefore: true },
            controlNames: ['Name', 'Comment', 'Post comment'],
          },
        },
      },
      ...postComment(1),
    ],
  },
  {
    kind: 'script',
    id: 'form-after-50k-nodes-by-scrolling',
    description: 'Scrolling to the bottom reads the window from the viewport, which holds the form; after it the agent keeps its place.',
    steps: [
      { op: 'navigate', page: `${R}/long-form.html` },
      {
        op: 'scroll',
        direction: 'bottom',
        expect: {
          observation: {
            window: { from: 'viewport', nodesBefore: true },
            coverage: { nodesLeftUnread: false },
            controlsInclude: [{ role: 'button', name: 'Post comment' }],
            textExcludes: ['Post 1:'],
          },
        },
      },
      ...postComment(1),
      {
        op: 'scroll',
        direction: 'top',
        expect: { observation: { textIncludes: ['Post 1: a reply'], controlsInclude: [{ role: 'button', name: 'Top button' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'article-read-on',
    description: 'Text cursors read a long article on from where each page was cut, and a window from a heading starts there.',
    steps: [
      {
        op: 'navigate',
        page: `${R}/article.html`,
        expect: { observation: { textIncludes: ['Paragraph 1 begins'], textExcludes: ['Paragraph 12 begins'], textCursor: true } },
      },
      {
        op: 'observe',
        cursor: { textCursorOf: 0 },
        expect: { observation: { window: { from: 'text', nodesBefore: true }, textIncludes: ['Paragraph 12 begins'], textExcludes: ['Paragraph 1 begins'] } },
      },
      { op: 'observe', cursor: { textCursorOf: 1 }, expect: { observation: { textIncludes: ['Paragraph 21 begins'], textCursor: true } } },
      { op: 'observe', cursor: { literal: 't1.10' }, expect: { error: 'expired-reference' } },
      {
        op: 'find',
        text: 'ARTICLE-END-5e2b',
        expect: { observation: { match: { index: 1, count: 1 }, textIncludes: ['Last words ARTICLE-END-5e2b'], textCursor: false } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'list-loaded-by-scrolling',
    description:
      'A feed that loads 40 items each time its end comes into view is read to its end by scrolling to the bottom (20 scrolls for ' +
      'the 9 loads it needs: a scroll on a loaded machine may settle before the feed answers).',
    steps: [
      { op: 'navigate', page: `${R}/infinite.html`, expect: { observation: { textExcludes: ['FEED-END-81c4'] } } },
      ...Array.from({ length: 20 }, (): ScriptStep => ({
        op: 'scroll',
        direction: 'bottom',
        expect: { observation: { window: { from: 'viewport', nodesBefore: true } } },
      })),
      {
        op: 'scroll',
        direction: 'bottom',
        expect: { observation: { textIncludes: ['FEED-END-81c4'], controlsInclude: [{ role: 'link', name: 'Feed item 400' }] } },
      },
    ],
  },
  {
    kind: 'script',
    id: 'find-never-matches-hidden-text',
    description:
      'A word hidden six ways (display, opacity, off the page, white on white, zero size, clipped) and in a field neither ' +
      'matches nor counts: find counts the one shown copy, and a search for hidden text finds nothing.',
    steps: [
      { op: 'navigate', page: `${R}/hidden-match.html` },
      {
        op: 'find',
        text: 'zebracorn',
        expect: {
          observation: {
            match: { index: 1, count: 1, capped: false, next: false },
            textIncludes: ['The shown zebracorn SHOWN-FIND-3a4b'],
            forbidden: HIDDEN_FIND,
          },
        },
      },
      {
        op: 'find',
        text: 'zebracorn',
        role: 'button',
        expect: { observation: { match: { index: 1, count: 1, ref: true }, controlsInclude: [{ role: 'button', name: 'Zebracorn settings' }] } },
      },
      ...HIDDEN_FIND.map((token): ScriptStep => ({
        op: 'find',
        text: token,
        expect: { observation: { match: { index: 0, count: 0 }, window: null, forbidden: HIDDEN_FIND } },
      })),
    ],
  },
  {
    kind: 'script',
    id: 'wide-and-long-tables',
    description:
      'A table of 40 columns reports its first 16 and counts the rest; a table of 500 rows shows 20, keeps 200 for its ' +
      'row cursor and counts the rest; neither pushes the text or the controls out of the bound.',
    steps: [
      {
        op: 'navigate',
        page: 'tables/wide.html',
        expect: {
          observation: {
            tables: [{ headers: 16, columnsOmitted: 24, rows: 4, truncated: true, firstCells: Array.from({ length: 16 }, (_, i) => `r1c${i + 1}`) }],
          },
        },
      },
      {
        op: 'navigate',
        page: 'tables/long.html',
        expect: { observation: { tables: [{ headers: 3, rows: 20, rowsOmitted: 180, rowsNotKept: 300, cursor: true, firstCells: ['Row 1', '3', 'Open 1'] }] } },
      },
    ],
  },
];

export const reach: Partition = {
  id: 'reach',
  description:
    'Windows, find, text cursors and scrolling on long pages: a form after 50,000 nodes, a long article, a list that loads as it is ' +
    'scrolled, wide and long tables, and a search whose word hides.',
  cases,
};
