// index.html: a self-contained page (inline CSS and SVG, no scripts, no external resources) with the
// aggregate, a per-partition table, a pass/fail chart per partition, a chart of case durations and the
// failing cases with their evidence. Every string from a case or a page is escaped.
import { escapeMarkup as x } from './escape.js';
import type { ConformanceReport } from './model.js';

const PASS = '#2f855a';
const FAIL = '#c53030';
const GAP = '#b7791f';

const ms = (n: number): string => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n} ms`);

function passFailChart(report: ConformanceReport): string {
  const rowHeight = 26;
  const labelWidth = 150;
  const barWidth = 460;
  const width = labelWidth + barWidth + 90;
  const height = report.partitions.length * rowHeight + 10;
  const most = Math.max(1, ...report.partitions.map((p) => p.cases));
  const rows = report.partitions.map((p, i) => {
    const y = 5 + i * rowHeight;
    const passWidth = (p.passed / most) * barWidth;
    const failWidth = (p.failed / most) * barWidth;
    return (
      `<g class="bar" data-partition="${x(p.id)}" data-passed="${p.passed}" data-failed="${p.failed}">` +
      `<title>${x(`${p.id}: ${p.passed} passed, ${p.failed} failed`)}</title>` +
      `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${x(p.id)}</text>` +
      `<rect class="pass" x="${labelWidth}" y="${y}" width="${passWidth.toFixed(1)}" height="${rowHeight - 8}" fill="${PASS}"/>` +
      `<rect class="fail" x="${(labelWidth + passWidth).toFixed(1)}" y="${y}" width="${failWidth.toFixed(1)}" height="${rowHeight - 8}" fill="${FAIL}"/>` +
      `<text x="${(labelWidth + passWidth + failWidth + 6).toFixed(1)}" y="${y + 15}">${p.passed}/${p.cases}</text>` +
      `</g>`
    );
  });
  return (
    `<svg id="chart-pass-fail" role="img" aria-label="Passed and failed cases per partition" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    rows.join('') +
    `</svg>`
  );
}

function durationChart(report: ConformanceReport): string {
  const plotHeight = 160;
  const top = 14;
  const left = 70;
  const barStep = Math.max(3, Math.min(14, Math.floor(900 / Math.max(1, report.cases.length))));
  // Room for the last partition's name under its tick, however few cases it has.
  const width = Math.max(520, left + report.cases.length * barStep + 140);
  const height = top + plotHeight + 58;
  const longest = Math.max(1, ...report.cases.map((c) => c.durationMs));
  const bars = report.cases.map((c, i) => {
    const h = Math.max(1, (c.durationMs / longest) * plotHeight);
    return (
      `<rect class="duration ${c.verdict}" data-partition="${x(c.partition)}" x="${left + i * barStep}" y="${(top + plotHeight - h).toFixed(1)}" ` +
      `width="${Math.max(1, barStep - 1)}" height="${h.toFixed(1)}" fill="${c.verdict === 'pass' ? PASS : c.verdict === 'known-gap' ? GAP : FAIL}">` +
      `<title>${x(`${c.partition} > ${c.id}: ${c.durationMs} ms`)}</title></rect>`
    );
  });
  // A tick under the first case of each partition names it; names take three rows so that neighbours do not collide.
  const ticks: string[] = [];
  let previous = '';
  let partitionIndex = 0;
  report.cases.forEach((c, i) => {
    if (c.partition === previous) return;
    previous = c.partition;
    const tx = left + i * barStep;
    const row = partitionIndex++ % 3;
    const ty = top + plotHeight + 16 + row * 13;
    ticks.push(`<line x1="${tx}" y1="${top + plotHeight}" x2="${tx}" y2="${ty - 9}" stroke="#a0aec0"/>`);
    ticks.push(`<text class="tick" x="${tx + 2}" y="${ty}">${x(c.partition)}</text>`);
  });
  return (
    `<svg id="chart-durations" role="img" aria-label="Duration of each case" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotHeight}" stroke="#718096"/>` +
    `<line x1="${left}" y1="${top + plotHeight}" x2="${width - 5}" y2="${top + plotHeight}" stroke="#718096"/>` +
    `<text x="${left - 6}" y="${top + 4}" text-anchor="end">${x(ms(longest))}</text>` +
    `<text x="${left - 6}" y="${top + plotHeight}" text-anchor="end">0</text>` +
    bars.join('') +
    ticks.join('') +
    `</svg>`
  );
}

/** Cases that fail today as their known gap says: listed with the reason, counted neither way. */
function knownGaps(report: ConformanceReport): string {
  const gaps = report.cases.filter((c) => c.verdict === 'known-gap');
  if (gaps.length === 0) return '';
  return (
    `<h2>Known gaps</h2><section id="known-gaps">` +
    gaps
      .map(
        (c) =>
          `<article class="known-gap" data-partition="${x(c.partition)}" data-case="${x(c.id)}">` +
          `<h3>${x(`${c.partition} > ${c.id}`)}</h3><p>${x(c.knownGap ?? '')}</p></article>`,
      )
      .join('') +
    `</section>`
  );
}

function failingCases(report: ConformanceReport): string {
  const failing = report.cases.filter((c) => c.verdict === 'fail');
  if (failing.length === 0) return '<p id="no-failures">No case failed.</p>';
  return failing
    .map(
      (c) =>
        `<article class="failure" data-partition="${x(c.partition)}" data-case="${x(c.id)}">` +
        `<h3>${x(`${c.partition} > ${c.id}`)}</h3>` +
        `<p>${x(c.description)}</p>` +
        `<pre>${x(c.evidence.join('\n'))}</pre>` +
        `<p class="observed">${x(c.observed)}</p>` +
        `</article>`,
    )
    .join('');
}

const CSS = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a202c; margin: 24px auto; max-width: 1100px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; } h3 { font-size: 14px; margin: 0 0 4px; }
.meta { color: #4a5568; margin: 0 0 16px; }
.summary { display: flex; gap: 12px; flex-wrap: wrap; }
.card { border: 1px solid #e2e8f0; border-radius: 6px; padding: 10px 16px; min-width: 110px; }
.card b { display: block; font-size: 22px; }
.verdict-pass b { color: ${PASS}; } .verdict-fail b { color: ${FAIL}; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
th { background: #f7fafc; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.failing td { background: #fff5f5; } tr.failing td.failed { color: ${FAIL}; font-weight: 600; }
svg { font-size: 12px; fill: #2d3748; max-width: 100%; height: auto; } svg .tick { font-size: 10px; }
.chart { overflow-x: auto; }
.failure { border-left: 4px solid ${FAIL}; padding: 6px 12px; margin: 10px 0; background: #fff5f5; }
.failure pre { white-space: pre-wrap; word-break: break-word; background: #fff; border: 1px solid #fed7d7; padding: 8px; margin: 6px 0; }
.observed { color: #4a5568; font-size: 12px; }
details { margin-top: 24px; } td.fail { color: ${FAIL}; font-weight: 600; } td.pass { color: ${PASS}; }
`;

export function renderHtml(report: ConformanceReport): string {
  const a = report.aggregate;
  const partitionRows = report.partitions
    .map(
      (p) =>
        `<tr class="partition${p.failed > 0 ? ' failing' : ''}" data-partition="${x(p.id)}">` +
        `<td>${x(p.id)}</td><td class="n">${p.cases}</td><td class="n passed">${p.passed}</td><td class="n failed">${p.failed}</td>` +
        `<td class="n">${x(ms(p.durationMs))}</td><td>${x(p.description)}</td></tr>`,
    )
    .join('');
  const caseRows = report.cases
    .map(
      (c) =>
        `<tr><td>${x(c.partition)}</td><td>${x(c.id)}</td><td>${x(c.kind)}</td><td class="${c.verdict}">${c.verdict}</td>` +
        `<td class="n">${c.durationMs}</td><td>${x(c.verdict === 'pass' ? c.observed : c.evidence.join(' | '))}</td></tr>`,
    )
    .join('');
  const browsers = report.browsers === 'local' ? 'local Chromium' : report.browsers.join(', ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lookout conformance: ${a.verdict === 'interrupted' ? `interrupted, ${a.notRun} not run` : a.verdict === 'pass' ? 'all passed' : `${a.failed} failed`}</title>
<style>${CSS}</style>
</head>
<body>
<h1>Lookout conformance report</h1>
<p class="meta">${x(report.generatedAt)} · site ${x(report.site)} · ${report.workers} worker${report.workers === 1 ? '' : 's'} on ${x(browsers)} · ${x(ms(report.elapsedMs))} wall clock</p>
<section id="summary" class="summary" data-verdict="${a.verdict}">
<div class="card verdict-${a.verdict}"><b id="verdict">${a.verdict.toUpperCase()}</b>verdict</div>${
    a.verdict === 'interrupted' ? `\n<div class="card verdict-interrupted"><b id="total-not-run">${a.notRun}</b>not run (interrupted)</div>` : ''
  }
<div class="card"><b id="total-cases">${a.cases}</b>cases</div>
<div class="card verdict-pass"><b id="total-passed">${a.passed}</b>passed</div>
<div class="card${a.failed > 0 ? ' verdict-fail' : ''}"><b id="total-failed">${a.failed}</b>failed</div>
${a.knownGaps > 0 ? `<div class="card"><b id="total-known-gaps">${a.knownGaps}</b>known gaps</div>\n` : ''}<div class="card"><b id="partitions-passed">${a.partitionsPassed}/${a.partitions}</b>partitions passed</div>
</section>
<h2>Partitions</h2>
<table id="partitions">
<thead><tr><th>partition</th><th>cases</th><th>passed</th><th>failed</th><th>case time</th><th>what it checks</th></tr></thead>
<tbody>${partitionRows}</tbody>
<tfoot><tr class="aggregate"><th>all partitions</th><th class="n">${a.cases}</th><th class="n">${a.passed}</th><th class="n">${a.failed}</th><th class="n">${x(ms(a.durationMs))}</th><th></th></tr></tfoot>
</table>
<h2>Passed and failed per partition</h2>
<div class="chart">${passFailChart(report)}</div>
<h2>Case durations</h2>
<div class="chart">${durationChart(report)}</div>
<h2>Failing cases</h2>
<section id="failures">${failingCases(report)}</section>
${knownGaps(report)}
<details><summary>All ${a.cases} cases</summary>
<table id="cases"><thead><tr><th>partition</th><th>case</th><th>kind</th><th>verdict</th><th>ms</th><th>observed or evidence</th></tr></thead>
<tbody>${caseRows}</tbody></table>
</details>
</body>
</html>
`;
}
