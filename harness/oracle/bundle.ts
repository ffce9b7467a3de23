// Build step: bundles the pixel oracle's page side (harness/oracle/in-page/) into one script, as the
// collector is bundled (workers/bundle-in-page.ts): source text evaluated in an isolated world.
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = new URL('.', import.meta.url);
const source = fileURLToPath(new URL('../../../harness/oracle/in-page/oracle.ts', here));
const target = new URL('./in-page/oracle.js', here);

const result = await build({
  entryPoints: [source],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  write: false,
  legalComments: 'none',
});
const text = result.outputFiles[0]?.text;
if (!text) throw new Error('esbuild produced no output for the oracle page script');
await mkdir(new URL('./in-page/', here), { recursive: true });
await writeFile(target, text);
