// Where a collection's scan window starts, and how a page is scrolled (docs/contract.md, "Windows"): shared by the
// coordinator, the worker threads and the collector in the page. Types only.

/**
 * Where a collection's scan window starts (docs/contract.md, "Windows"): the viewport, a ref of the published
 * revision (its candidate), the code point of that revision's general text a text cursor names, or the
 * `index`-th shown match of a find (from 1).
 */
export type WindowRequest =
  | { from: 'viewport' }
  | { from: 'ref'; candidate: number; ref: string }
  | { from: 'text'; candidate: number; offset: number }
  | { from: 'match'; text: string; role?: string; index: number };

/** How the `scroll` call moves the page: by a viewport's height, or to an end. */
export type ScrollDirection = 'down' | 'up' | 'top' | 'bottom';
