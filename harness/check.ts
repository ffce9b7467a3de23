// Compares what an observation shows with what a conformance case expects. Pure: no browser here.
import type { Control, Observation, Region } from '../schemas/observation.js';
import type { CaseExpectation, ControlExpectation, FramesExpectation, RegionExpectation } from './cases/types.js';

export interface CaseEvidence {
  observation: Observation;
  /** Every control of the revision: the first page and all continuation pages. */
  allControls: Control[];
  /** Raw msgpack records the worker sent for this case. */
  records: Uint8Array[];
  /** Serialized canonical text parts produced for this case. */
  canonicalParts: string[];
}

/** An entry of `frameCoverage.byFrame` (1.5.0), read loosely: the schema's types may not hold the frame fields yet. */
interface FrameEntry {
  id?: unknown;
  parent?: unknown;
  origin?: unknown;
  state?: unknown;
  reason?: unknown;
  scannedNodes?: unknown;
}

/** The frame id a control or region inside a frame carries (1.5.0); undefined in the top document. */
function frameOf(item: Control | Region): string | undefined {
  const frame = (item as { frame?: unknown }).frame;
  return typeof frame === 'string' ? frame : undefined;
}

function regionMatches(region: Region, expected: RegionExpectation): boolean {
  if (region.kind !== expected.kind) return false;
  if (expected.level !== undefined && region.level !== expected.level) return false;
  if (expected.summary !== undefined && region.summary !== expected.summary) return false;
  if (expected.summaryIncludes?.some((s) => !region.summary.includes(s))) return false;
  if (expected.truncated !== undefined && region.truncated !== expected.truncated) return false;
  if (expected.frame !== undefined && (frameOf(region) !== undefined) !== expected.frame) return false;
  return true;
}

function describeRegion(r: Region): string {
  const frame = frameOf(r);
  return `${r.kind}${r.level ? ` h${r.level}` : ''} ${JSON.stringify(r.summary)}${r.truncated ? ' (truncated)' : ''}${frame !== undefined ? ` in ${frame}` : ''}`;
}

function controlMatches(control: Control, expected: ControlExpectation): boolean {
  if (control.role !== expected.role || control.name !== expected.name) return false;
  for (const [state, value] of Object.entries(expected.states ?? {})) {
    const actual = (control.states as Record<string, boolean | undefined> | undefined)?.[state] ?? false;
    if (actual !== value) return false;
  }
  // Destinations are absolute: the expectation is their end (the fixture server's origin varies).
  if (expected.href !== undefined && !(control.href ?? '').endsWith(expected.href)) return false;
  if (expected.options !== undefined && JSON.stringify(control.options ?? []) !== JSON.stringify(expected.options)) return false;
  if (expected.hint !== undefined && control.hint !== expected.hint) return false;
  if (expected.inputType !== undefined && control.inputType !== expected.inputType) return false;
  if (expected.matchesTyped !== undefined && control.matchesTyped !== expected.matchesTyped) return false;
  if (expected.frame !== undefined && (frameOf(control) !== undefined) !== expected.frame) return false;
  return true;
}

/** Returns one line per unmet expectation; an empty list means the case passes. */
export function checkCase(expect: CaseExpectation, evidence: CaseEvidence): string[] {
  const failures: string[] = [];
  const { observation, allControls } = evidence;
  const text = observation.text.content;

  for (const s of expect.textIncludes ?? []) if (!text.includes(s)) failures.push(`text lacks ${JSON.stringify(s)}`);
  for (const s of expect.textExcludes ?? []) if (text.includes(s)) failures.push(`text contains ${JSON.stringify(s)}`);
  if (expect.textInOrder) {
    let from = 0;
    for (const s of expect.textInOrder) {
      const at = text.indexOf(s, from);
      if (at < 0) {
        failures.push(
          `text lacks ${JSON.stringify(s)} after ${from === 0 ? 'its start' : `character ${from}`} (expected in the order ${JSON.stringify(expect.textInOrder)})`,
        );
        break;
      }
      from = at + s.length;
    }
  }
  if (expect.text) {
    if (text !== expect.text.content) failures.push(`text is ${JSON.stringify(text)}, expected ${JSON.stringify(expect.text.content)}`);
    if (observation.text.truncated !== expect.text.truncated) failures.push(`text.truncated is ${observation.text.truncated}`);
  }

  if (expect.forbidden?.length) {
    const json = JSON.stringify({ ...observation, controls: allControls });
    const buffers = evidence.records.map((r) => Buffer.from(r.buffer, r.byteOffset, r.byteLength));
    for (const token of expect.forbidden) {
      if (json.includes(token)) failures.push(`forbidden ${JSON.stringify(token)} appears in the observation`);
      const bytes = Buffer.from(token, 'utf8');
      if (buffers.some((b) => b.includes(bytes))) failures.push(`forbidden ${JSON.stringify(token)} appears in the msgpack record`);
      if (evidence.canonicalParts.some((p) => p.includes(token) || p.includes(JSON.stringify(token).slice(1, -1)))) {
        failures.push(`forbidden ${JSON.stringify(token)} appears in the canonical artifact`);
      }
    }
  }

  const regions = observation.regions ?? [];
  if (expect.regions) {
    const ok = regions.length === expect.regions.length && expect.regions.every((e, i) => regionMatches(regions[i]!, e));
    if (!ok) {
      failures.push(
        `regions are [${regions.map(describeRegion).join('; ')}], expected [${expect.regions
          .map((e) => `${e.kind}${e.level ? ` h${e.level}` : ''} ${e.summary !== undefined ? JSON.stringify(e.summary) : ''}`)
          .join('; ')}]`,
      );
    }
  }
  for (const e of expect.regionsInclude ?? []) {
    if (!regions.some((r) => regionMatches(r, e))) {
      const where = e.frame === undefined ? '' : e.frame ? ' in a frame' : ' in the top document';
      failures.push(`no region ${e.kind} ${JSON.stringify(e.summary ?? e.summaryIncludes ?? '')}${where} among [${regions.map(describeRegion).join('; ')}]`);
    }
  }
  if (expect.coverage) {
    const coverage = observation.regionCoverage as unknown as Record<string, unknown> | undefined;
    if (!coverage) failures.push('regionCoverage is missing');
    else {
      for (const [field, value] of Object.entries(expect.coverage)) {
        if (coverage[field] !== value) failures.push(`regionCoverage.${field} is ${String(coverage[field])}, expected ${String(value)}`);
      }
    }
  }

  for (const e of expect.controlsInclude ?? []) {
    if (!allControls.some((c) => controlMatches(c, e))) {
      const near = allControls.filter((c) => c.name === e.name || c.role === e.role).slice(0, 5);
      const where = e.frame === undefined ? '' : e.frame ? ' in a frame' : ' in the top document';
      failures.push(`no control ${e.role} ${JSON.stringify(e.name)}${e.states ? ` ${JSON.stringify(e.states)}` : ''}${where}; near: ${JSON.stringify(near)}`);
    }
  }
  for (const name of expect.controlNamesExclude ?? []) {
    if (allControls.some((c) => c.name.includes(name))) failures.push(`a control is named with ${JSON.stringify(name)}`);
  }
  if (expect.controlNames && JSON.stringify(allControls.map((c) => c.name)) !== JSON.stringify(expect.controlNames)) {
    failures.push(`control names are ${JSON.stringify(allControls.map((c) => c.name).slice(0, 20))}, expected ${JSON.stringify(expect.controlNames)}`);
  }
  if (expect.controlCount !== undefined && allControls.length !== expect.controlCount) {
    failures.push(`${allControls.length} controls, expected ${expect.controlCount}`);
  }
  failures.push(...checkAgentFields(observation, expect));
  if (expect.frames) failures.push(...checkFrames(expect.frames, observation, allControls));
  return failures;
}

/** The frames entered (1.5.0): `frameCoverage.framesEntered` and `byFrame`, and the frame ids controls and regions carry. */
function checkFrames(expect: FramesExpectation, observation: Observation, allControls: Control[]): string[] {
  const failures: string[] = [];
  const coverage = observation.frameCoverage as unknown as { framesEntered?: unknown; byFrame?: unknown } | undefined;
  if (expect.entered !== undefined && coverage?.framesEntered !== expect.entered) {
    failures.push(`frameCoverage.framesEntered is ${String(coverage?.framesEntered)}, expected ${expect.entered}`);
  }
  if (expect.byFrame) {
    const entries: FrameEntry[] = Array.isArray(coverage?.byFrame) ? (coverage.byFrame as FrameEntry[]) : [];
    const shown = JSON.stringify(coverage?.byFrame);
    if (!Array.isArray(coverage?.byFrame)) failures.push(`frameCoverage.byFrame is ${String(shown)}, expected a list`);
    else if (entries.length > 16) failures.push(`frameCoverage.byFrame has ${entries.length} entries, more than 16`);
    else if (entries.length !== expect.byFrame.length)
      failures.push(`frameCoverage.byFrame has ${entries.length} entries, expected ${expect.byFrame.length}: ${shown}`);
    const ids = entries.map((e) => e.id);
    entries.forEach((entry, i) => {
      const label = `frameCoverage.byFrame[${i}] ${JSON.stringify(entry)}`;
      if (typeof entry.id !== 'string' || !/^f\d+$/.test(entry.id)) failures.push(`${label}: the id is not f<N>`);
      else if (ids.indexOf(entry.id) !== i) failures.push(`${label}: the id is listed twice`);
      if (entry.parent !== undefined && !ids.slice(0, i).includes(entry.parent)) failures.push(`${label}: the parent is no earlier entry`);
      if (entry.origin !== undefined && (typeof entry.origin !== 'string' || !/^https?:\/\/[^/?#]+$/.test(entry.origin)))
        failures.push(`${label}: the origin is not scheme://host[:port]`);
      if (entry.state !== 'not-entered' && entry.reason !== undefined) failures.push(`${label}: a reason, though the state is ${String(entry.state)}`);
      // Each frame reads at most 2,048 of the observation's 8,192 nodes.
      if (typeof entry.scannedNodes !== 'number' || !Number.isInteger(entry.scannedNodes) || entry.scannedNodes < 0 || entry.scannedNodes > 2048)
        failures.push(`${label}: scannedNodes is no integer from 0 to 2,048`);
      const e = expect.byFrame![i];
      if (!e) return;
      if (entry.state !== e.state) failures.push(`${label}: state is ${String(entry.state)}, expected ${e.state}`);
      if (e.reason !== undefined && entry.reason !== e.reason) failures.push(`${label}: reason is ${String(entry.reason)}, expected ${e.reason}`);
      if (e.hasOrigin !== undefined && (entry.origin !== undefined) !== e.hasOrigin) failures.push(`${label}: ${e.hasOrigin ? 'no origin' : 'an origin'}`);
      if (typeof e.parent === 'number') {
        if (entry.parent === undefined || entry.parent !== entries[e.parent]?.id) failures.push(`${label}: the parent is not entry ${e.parent}`);
      } else if (e.parent !== undefined && (entry.parent !== undefined) !== e.parent) {
        failures.push(`${label}: ${e.parent ? 'no parent' : 'a parent'}`);
      }
    });
    // A frame id on a control or region names a frame whose document was read.
    const read = new Set(entries.filter((e) => e.state === 'entered' || e.state === 'cut').map((e) => e.id));
    for (const item of [...allControls, ...(observation.regions ?? [])]) {
      const frame = frameOf(item);
      if (frame !== undefined && !read.has(frame))
        failures.push(`${JSON.stringify('name' in item ? item.name : item.summary)} carries frame ${frame}, which byFrame lists as no frame entered or cut`);
    }
  }
  const inFrames = allControls.filter((c) => frameOf(c) !== undefined);
  if (expect.controlsInFrames !== undefined && inFrames.length !== expect.controlsInFrames) {
    failures.push(
      `${inFrames.length} controls carry a frame id, expected ${expect.controlsInFrames}: ${JSON.stringify(inFrames.map((c) => [c.name, frameOf(c)]))}`,
    );
  }
  const frameIds = new Set(inFrames.map(frameOf));
  if (expect.framesWithControls !== undefined && frameIds.size !== expect.framesWithControls) {
    failures.push(`controls carry ${frameIds.size} different frame ids, expected ${expect.framesWithControls}: ${JSON.stringify([...frameIds])}`);
  }
  return failures;
}

/** The 1.4.0 and 1.5.0 fields: dialogs, tabs, HTTP status, settling, focus and frame coverage. */
function checkAgentFields(observation: Observation, expect: CaseExpectation): string[] {
  const failures: string[] = [];
  if (expect.dialogs) {
    const seen = (observation.dialogs ?? []).map((d) => ({ kind: d.kind, state: d.state, by: d.by, message: d.message }));
    const matches =
      seen.length === expect.dialogs.length &&
      expect.dialogs.every((e, i) => Object.entries(e).every(([k, v]) => (seen[i] as Record<string, unknown> | undefined)?.[k] === v));
    if (!matches) failures.push(`dialogs are ${JSON.stringify(seen)}, expected ${JSON.stringify(expect.dialogs)}`);
  }
  if (expect.tabs) {
    const tabs = observation.tabs ?? [];
    if (tabs.length !== expect.tabs.count) failures.push(`${tabs.length} tabs listed, expected ${expect.tabs.count}`);
    const active = tabs.find((t) => t.active);
    if (expect.tabs.activeTitle !== undefined && active?.title !== expect.tabs.activeTitle) {
      failures.push(`the active tab is ${JSON.stringify(active?.title)}, expected ${JSON.stringify(expect.tabs.activeTitle)}`);
    }
  }
  if (expect.status !== undefined && (observation.page.status ?? null) !== expect.status) {
    failures.push(`page.status is ${String(observation.page.status)}, expected ${String(expect.status)}`);
  }
  if (expect.settled !== undefined && observation.settle?.settled !== expect.settled) {
    failures.push(`settle is ${JSON.stringify(observation.settle)}, expected settled ${expect.settled}`);
  }
  if (expect.focus !== undefined) {
    const { ref, ...focus } = observation.focus ?? { role: null, shown: null };
    const actual = expect.focus === null ? (observation.focus ?? null) : { ...focus, listed: ref !== undefined };
    if (JSON.stringify(actual) !== JSON.stringify(expect.focus))
      failures.push(`focus is ${JSON.stringify(observation.focus)}, expected ${JSON.stringify(expect.focus)}`);
  }
  if (expect.window !== undefined) {
    const window = observation.regionCoverage?.window ?? null;
    if (JSON.stringify(window) !== JSON.stringify(expect.window))
      failures.push(`the window is ${JSON.stringify(window)}, expected ${JSON.stringify(expect.window)}`);
  }
  if (expect.match) {
    const match = observation.match;
    if (!match) failures.push('no match reported');
    else {
      for (const [field, value] of Object.entries(expect.match)) {
        const actual = match[field as keyof typeof match];
        const holds =
          field === 'ref'
            ? typeof actual === 'string' && observation.controls.some((c) => c.ref === actual)
            : field === 'next'
              ? (actual !== null) === value
              : actual === value;
        if (!holds) failures.push(`match.${field} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
      }
    }
  }
  if (expect.tables) {
    const tables = observation.tables ?? [];
    if (tables.length !== expect.tables.length) failures.push(`${tables.length} tables, expected ${expect.tables.length}`);
    expect.tables.forEach((e, i) => {
      const table = tables[i];
      if (!table) return;
      const actual: Record<string, unknown> = {
        caption: table.caption,
        rowsOmitted: table.rowsOmitted,
        rowsNotKept: table.rowsNotKept,
        columnsOmitted: table.columnsOmitted,
        truncated: table.truncated,
        headers: table.headers.length,
        rows: table.rows.length,
        firstCells: table.rows[0]?.cells,
        cursor: table.cursor !== undefined,
      };
      for (const [field, value] of Object.entries(e)) {
        if (JSON.stringify(actual[field]) !== JSON.stringify(value))
          failures.push(`table ${i} ${field} is ${JSON.stringify(actual[field])}, expected ${JSON.stringify(value)}`);
      }
    });
  }
  if (expect.textCursor !== undefined && (observation.text.cursor !== undefined) !== expect.textCursor) {
    failures.push(`text.cursor is ${JSON.stringify(observation.text.cursor)}, expected ${expect.textCursor ? 'one' : 'none'}`);
  }
  if (expect.frameCoverage) {
    for (const [field, value] of Object.entries(expect.frameCoverage)) {
      const actual = (observation.frameCoverage as unknown as Record<string, unknown> | undefined)?.[field];
      if (actual !== value) failures.push(`frameCoverage.${field} is ${String(actual)}, expected ${String(value)}`);
    }
  }
  return failures;
}
