// junit.xml for CI dashboards: one <testsuite> per partition, one <testcase> per case (classname is the
// partition), a <failure> holding the evidence for each failing case, a <skipped> naming each known gap.
import { escapeMarkup as x } from './escape.js';
import type { ConformanceReport } from './model.js';

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

export function renderJunit(report: ConformanceReport): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="lookout conformance" tests="${report.aggregate.cases}" failures="${report.aggregate.failed}" errors="0" time="${seconds(report.elapsedMs)}" timestamp="${x(report.generatedAt)}">`,
  ];
  if (report.interrupted) {
    lines.push(`  <properties><property name="interrupted" value="true"/><property name="notRun" value="${report.aggregate.notRun}"/></properties>`);
  }
  for (const partition of report.partitions) {
    const cases = report.cases.filter((c) => c.partition === partition.id);
    lines.push(
      `  <testsuite name="${x(partition.id)}" tests="${partition.cases}" failures="${partition.failed}" errors="0" skipped="${partition.knownGaps}" time="${seconds(partition.durationMs)}" timestamp="${x(report.generatedAt)}">`,
    );
    for (const c of cases) {
      const open = `    <testcase classname="${x(c.partition)}" name="${x(c.id)}" time="${seconds(c.durationMs)}"`;
      if (c.verdict === 'pass') {
        lines.push(`${open}/>`);
        continue;
      }
      if (c.verdict === 'known-gap') {
        lines.push(`${open}>`, `      <skipped message="${x(`known gap: ${c.knownGap ?? ''}`)}"/>`, '    </testcase>');
        continue;
      }
      lines.push(`${open}>`);
      lines.push(`      <failure message="${x(c.evidence[0] ?? 'failed')}" type="conformance">${x(c.evidence.join('\n'))}</failure>`);
      lines.push(`      <system-out>${x(`${c.description}\n${c.observed}`)}</system-out>`);
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
