// Build step: bundles workers/in-page/ into one self-contained script for the page's isolated world.
// The worker ships this source text to Chromium; it must not depend on Node or on bundler helpers
// such as esbuild's `__name`, which do not exist inside a page (puppeteer#12905).
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = new URL('.', import.meta.url);
const source = fileURLToPath(new URL('../../workers/in-page/index.ts', here));
const target = new URL('./in-page/collector.js', here);

const result = await build({
  entryPoints: [source],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  keepNames: false,
  minify: false,
  write: false,
  legalComments: 'none',
});
const text = result.outputFiles[0]?.text;
if (!text) throw new Error('esbuild produced no output for the in-page collector');
for (const forbidden of ['require(', 'import(', '__name']) {
  if (text.includes(forbidden)) throw new Error(`in-page bundle contains ${forbidden}`);
}
await mkdir(new URL('./in-page/', here), { recursive: true });
await writeFile(target, text);
const written = await readFile(target, 'utf8');
console.log(`in-page collector: ${written.length} characters -> ${fileURLToPath(target)}`);
