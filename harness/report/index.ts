// The three report files, written side by side.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderJson, type ConformanceReport } from './model.js';

export { buildReport, renderJson, type ConformanceReport, type RunFacts, type Shard } from './model.js';
export { renderJunit } from './junit.js';
export { renderHtml } from './html.js';

export async function writeReports(dir: string, report: ConformanceReport): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: [string, string][] = [
    ['conformance.json', renderJson(report)],
    ['junit.xml', renderJunit(report)],
    ['index.html', renderHtml(report)],
  ];
  await Promise.all(files.map(([name, text]) => writeFile(join(dir, name), text)));
  return files.map(([name]) => join(dir, name));
}
