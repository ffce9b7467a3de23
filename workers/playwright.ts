// Playwright's values for the worker thread, loaded with `require`. Playwright ships CommonJS: imported as an ES
// module, Node first scans its bundles (about 7 MB) for their export names, which costs about 200 ms of CPU on every
// worker thread's start (0.65 CPU-s against 0.45 to load it, measured on this 2-core machine). Types still come
// from the package itself (`import type`), which costs nothing at run time.
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

const playwright = createRequire(import.meta.url)('playwright-core') as typeof Playwright;

export const chromium = playwright.chromium;
export const errors = playwright.errors;
