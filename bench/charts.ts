// The pieces of reports/bench.html: escaping, number formatting, tables and inline SVG plots (no scripts, fonts or
// images).

export const COLOURS = {
  lookout: '#1b8a5a',
  lookoutChanged: '#7fcfa6',
  aria: '#c4432b',
  ariaAi: '#e8973a',
  relayout: '#6b5bd6',
  floor: '#777',
  axTree: '#2b6cc4',
  domSnapshot: '#b03a8c',
};

export function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export function fmt(n: number | null | undefined, digits = 2): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return String(Math.round(n * 10 ** digits) / 10 ** digits);
}

export interface Series {
  name: string;
  colour: string;
  points: [number, number][];
  dashed?: boolean;
  /** Points only, no line (one point per page of the corpus). */
  dots?: boolean;
}

/** A log-log line chart: x page size (nodes unless `xLabel` says otherwise), y milliseconds. */
export function logLogChart(series: Series[], title: string, xLabel = 'page size (nodes, log)'): string {
  const width = 700;
  const height = 340;
  const left = 92;
  const right = 200;
  const top = 24;
  const bottom = 40;
  const all = series.flatMap((s) => s.points).filter(([x, y]) => x > 0 && y > 0);
  if (all.length === 0) return '';
  const lx = (v: number) => Math.log10(v);
  const xMin = Math.floor(lx(Math.min(...all.map(([x]) => x))));
  const xMax = Math.max(xMin + 1, lx(Math.max(...all.map(([x]) => x))));
  const yMin = Math.floor(lx(Math.min(...all.map(([, y]) => y))));
  const yMax = Math.ceil(lx(Math.max(...all.map(([, y]) => y))));
  const px = (x: number) => left + ((lx(x) - xMin) / Math.max(1, xMax - xMin)) * (width - left - right);
  const py = (y: number) => height - bottom - ((lx(y) - yMin) / Math.max(1, yMax - yMin)) * (height - top - bottom);
  const parts: string[] = [];
  for (let e = xMin; e <= Math.floor(xMax); e++) {
    const x = px(10 ** e);
    parts.push(`<line x1="${x}" y1="${top}" x2="${x}" y2="${height - bottom}" stroke="#eee"/>`);
    parts.push(`<text x="${x}" y="${height - bottom + 16}" font-size="11" text-anchor="middle">${(10 ** e).toLocaleString('en')}</text>`);
  }
  for (let e = yMin; e <= yMax; e++) {
    const y = py(10 ** e);
    parts.push(`<line x1="${left}" y1="${y}" x2="${width - right}" y2="${y}" stroke="#eee"/>`);
    parts.push(`<text x="${left - 6}" y="${y + 4}" font-size="11" text-anchor="end">${10 ** e >= 1 ? (10 ** e).toLocaleString('en') : 10 ** e} ms</text>`);
  }
  parts.push(`<text x="${(left + width - right) / 2}" y="${height - 6}" font-size="11" text-anchor="middle">${escape(xLabel)}</text>`);
  series.forEach((s, i) => {
    const points = s.points.filter(([x, y]) => x > 0 && y > 0);
    if (points.length === 0) return;
    const d = points.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(' ');
    if (!s.dots) parts.push(`<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`);
    for (const [x, y] of points)
      parts.push(
        `<circle cx="${px(x).toFixed(1)}" cy="${py(y).toFixed(1)}" r="3" fill="${s.colour}"><title>${escape(s.name)}: ${fmt(y)} ms at ${x} ${s.dots ? 'elements' : 'nodes'}</title></circle>`,
      );
    const ly = top + 8 + i * 18;
    parts.push(
      `<line x1="${width - right + 12}" y1="${ly}" x2="${width - right + 32}" y2="${ly}" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`,
    );
    parts.push(`<text x="${width - right + 36}" y="${ly + 4}" font-size="11">${escape(s.name)}</text>`);
  });
  return `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="${escape(title)}">${parts.join('')}</svg><figcaption>${escape(title)}</figcaption></figure>`;
}

/** One horizontal stacked bar: the parts of one observation. */
export function stackedBar(parts: { name: string; ms: number }[], title: string): string {
  const width = 640;
  const palette = ['#1b8a5a', '#777', '#c4432b', '#e8973a', '#6b5bd6', '#2a7fbf', '#b5b52a', '#d05fa8', '#5fb3b3', '#8c564b', '#ccc'];
  const total = parts.reduce((sum, p) => sum + Math.max(0, p.ms), 0);
  if (total <= 0) return '';
  let x = 0;
  const rects: string[] = [];
  const legend: string[] = [];
  parts.forEach((p, i) => {
    const w = (Math.max(0, p.ms) / total) * width;
    const colour = palette[i % palette.length]!;
    rects.push(
      `<rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="26" fill="${colour}"><title>${escape(p.name)}: ${fmt(p.ms, 3)} ms</title></rect>`,
    );
    legend.push(
      `<rect x="0" y="${40 + i * 17}" width="12" height="12" fill="${colour}"/><text x="18" y="${50 + i * 17}" font-size="11">${escape(p.name)}: ${fmt(p.ms, 3)} ms (${fmt((p.ms / total) * 100, 1)}%)</text>`,
    );
    x += w;
  });
  const height = 48 + parts.length * 17;
  return `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="${escape(title)}">${rects.join('')}${legend.join('')}</svg><figcaption>${escape(title)}</figcaption></figure>`;
}

/** Grouped horizontal bars, one row per item, several values per row. */
export function bars(rows: { label: string; values: { name: string; value: number; colour: string }[] }[], unit: string, title: string): string {
  const width = 640;
  const labelWidth = 170;
  const max = Math.max(1e-9, ...rows.map((r) => r.values.reduce((s, v) => s + v.value, 0)));
  const rowHeight = 24;
  const parts: string[] = [];
  rows.forEach((row, i) => {
    const y = i * rowHeight;
    parts.push(`<text x="0" y="${y + 15}" font-size="11">${escape(row.label)}</text>`);
    let x = labelWidth;
    for (const v of row.values) {
      const w = (v.value / max) * (width - labelWidth - 80);
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y + 3}" width="${Math.max(0, w).toFixed(1)}" height="16" fill="${v.colour}"><title>${escape(v.name)}: ${fmt(v.value)} ${unit}</title></rect>`,
      );
      x += w;
    }
    parts.push(`<text x="${x + 6}" y="${y + 15}" font-size="11">${fmt(row.values.reduce((s, v) => s + v.value, 0))} ${escape(unit)}</text>`);
  });
  const names = [...new Map(rows.flatMap((r) => r.values.map((v) => [v.name, v.colour] as const))).entries()];
  const legendY = rows.length * rowHeight + 8;
  names.forEach(([name, colour], i) => {
    parts.push(
      `<rect x="${labelWidth + i * 150}" y="${legendY}" width="12" height="12" fill="${colour}"/><text x="${labelWidth + 16 + i * 150}" y="${legendY + 10}" font-size="11">${escape(name)}</text>`,
    );
  });
  const height = legendY + 22;
  return `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="${escape(title)}">${parts.join('')}</svg><figcaption>${escape(title)}</figcaption></figure>`;
}

export function table(head: string[], rows: (string | number | null | undefined)[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${typeof c === 'number' ? fmt(c) : escape(c ?? '–')}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
