// Playwright for the bench scripts, loaded when one first launches a browser: `--help` and a refused flag answer
// without it. Loading it costs about 0.8 CPU-s, most of it Node scanning its CommonJS bundles for export names when
// it is imported as an ES module (workers/playwright.ts says the same of the worker threads).
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

let loaded: typeof Playwright | undefined;

export function playwright(): typeof Playwright {
  return (loaded ??= createRequire(import.meta.url)('playwright-core') as typeof Playwright);
}
