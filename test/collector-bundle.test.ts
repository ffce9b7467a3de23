import test from 'ava';
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../workers/in-page/collector.js', import.meta.url), 'utf8');

test('the shipped collector is plain browser code: no require, import() or bundler helpers', (t) => {
  t.false(source.includes('require('));
  t.false(source.includes('import('));
  t.false(source.includes('__name'));
});

test('the shipped collector installs its API without touching the page world', (t) => {
  t.true(source.includes('__lookout'));
  t.false(/\bwindow\.(?!getComputedStyle|scroll|inner|getSelection)[a-zA-Z]+\s*=/.test(source), 'assigns nothing to window');
});
