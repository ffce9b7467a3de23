// What a model already read (docs/contract.md, "What repeats"): the fields of an observation that say the same as
// the result the same reader got before, which an MCP connection leaves out of the text it sends, naming them
// instead: a model that reads `"unchanged":["page.url","controls"]` knows that the URL and the controls it read last
// are still the page's. What describes the page or the scan may always be left out; what the page holds (controls,
// text, regions, tables) only when the result before was written in the same form, so that the reader saw it whole
// (or left out as a repeat of what it saw). What this call did (postcondition, match, dialogs, omitted, delta) and
// the continuation are never left out.
import type { Observation } from '../schemas/observation.js';

/** The fields that may be left out, in canonical order, as the marker names them. */
export const REPEATABLE_FIELDS = [
  'schemaVersion',
  'session',
  'page.url',
  'page.title',
  'page.status',
  'tabs',
  'focus',
  'regionCoverage',
  'frameCoverage',
  'settle',
  'controls',
  'text',
  'regions',
  'tables',
] as const;

export type RepeatableField = (typeof REPEATABLE_FIELDS)[number];

const same = (a: unknown, b: unknown): boolean => a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `observation` that repeat `previous`, the result the same reader got before; none when there is no
 * previous result or it came from another session. Both should be canonical (bytesOf(o).canonical), so that equal
 * values serialize alike. `content`: the previous result was written in the same form as this one (JSON both), so
 * what the page holds may be left out too. A region coverage is left out only when it also says that nothing was left out (every
 * node read, no region or table unlisted, no window); a settle when it settled both times (its waiting time is
 * not news to a model).
 */
export function repeatedFields(
  observation: Observation,
  previous: Observation | null | undefined,
  options: { content: boolean } = { content: false },
): RepeatableField[] {
  if (!previous || previous.session !== observation.session) return [];
  const { content } = options;
  const coverage = observation.regionCoverage;
  const nothingOmitted =
    coverage !== undefined && !coverage.nodesLeftUnread && coverage.omittedRegions === 0 && !coverage.omittedTables && coverage.window === undefined;
  const repeats: Record<RepeatableField, boolean> = {
    schemaVersion: observation.schemaVersion === previous.schemaVersion,
    session: true,
    'page.url': observation.page.url === previous.page.url,
    'page.title': observation.page.title === previous.page.title,
    'page.status': same(observation.page.status, previous.page.status),
    tabs: same(observation.tabs, previous.tabs),
    focus: same(observation.focus, previous.focus),
    regionCoverage: nothingOmitted && same(coverage, previous.regionCoverage),
    frameCoverage: same(observation.frameCoverage, previous.frameCoverage),
    settle: observation.settle?.settled === true && previous.settle?.settled === true,
    // An empty list says no more than its absence would: shown, so that "unchanged" never stands for nothing.
    controls: content && observation.controls.length > 0 && same(observation.controls, previous.controls),
    // Text and tables with a cursor differ from one revision to the next (the cursor names it): they are shown.
    text: content && observation.text.content !== '' && same(observation.text, previous.text),
    regions: content && (observation.regions?.length ?? 0) > 0 && same(observation.regions, previous.regions),
    tables: content && (observation.tables?.length ?? 0) > 0 && same(observation.tables, previous.tables),
  };
  return REPEATABLE_FIELDS.filter((field) => repeats[field]);
}

/**
 * The canonical JSON of `canonical` without the `repeated` fields, led by `"unchanged":[...]` naming them (no
 * marker when nothing repeats: then it is the canonical JSON itself). The page object stays for what changed of it.
 */
export function jsonWithoutRepeats(canonical: Observation, repeated: readonly RepeatableField[]): string {
  if (repeated.length === 0) return JSON.stringify(canonical);
  const left = new Set<string>(repeated);
  const out: Record<string, unknown> = { unchanged: repeated };
  for (const [key, value] of Object.entries(canonical)) {
    if (key === 'page') {
      const page = Object.fromEntries(Object.entries(value as object).filter(([field]) => !left.has(`page.${field}`)));
      if (Object.keys(page).length > 0) out.page = page;
    } else if (!left.has(key)) out[key] = value;
  }
  return JSON.stringify(out);
}

/** The labels of the projection's body sections (pool/projection.ts) and the words `unchanged:` names them by. */
const SECTIONS: Record<string, string> = {
  'controls:': 'controls',
  'other tabs:': 'tabs',
  'dialogs:': 'dialogs',
  'regions:': 'regions',
  'tables:': 'tables',
};

/** A projection's lines split into its header and its body sections (each its lines, label first), by word. */
function sectionsOf(projection: string): { header: string[]; sections: Map<string, string[]> } {
  const lines = projection.split('\n');
  const header: string[] = [];
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines) {
    // Page strings are JSON literals: no page text can start a line with a label.
    const word = SECTIONS[line] ?? (line.startsWith('text: ') ? 'text' : undefined);
    if (word !== undefined) {
      current = [line];
      sections.set(word, current);
    } else if (current) current.push(line);
    else header.push(line);
  }
  return { header, sections };
}

/**
 * The projection `current` without the body sections (controls, other tabs, dialogs, regions, tables, text) that
 * the reader's previous result, the projection `previous`, held line for line, named on the `unchanged:` line
 * instead; `current` itself when nothing repeats or leaving them out would not make it smaller. A delta's
 * projection (`delta:` line) is never cut: it lists changes, not the page.
 */
export function projectionWithoutRepeatedSections(current: string, previous: string | null | undefined): string {
  if (!previous || /^delta: /m.test(current) || /^delta: /m.test(previous)) return current;
  const now = sectionsOf(current);
  const before = sectionsOf(previous).sections;
  const repeated = [...now.sections].filter(([word, lines]) => before.get(word)?.join('\n') === lines.join('\n')).map(([word]) => word);
  if (repeated.length === 0) return current;
  const header = [...now.header];
  const marker = header.findIndex((line) => line.startsWith('unchanged: '));
  if (marker >= 0) header[marker] = `${header[marker]}, ${repeated.join(', ')}`;
  else header.splice(1, 0, `unchanged: ${repeated.join(', ')}`);
  const body = [...now.sections].filter(([word]) => !repeated.includes(word)).flatMap(([, lines]) => lines);
  const shorter = [...header, ...body].join('\n');
  return shorter.length < current.length ? shorter : current;
}
