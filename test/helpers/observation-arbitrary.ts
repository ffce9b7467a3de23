// Generated observations for the property tests of the canonical artifact: every field the contract has, with
// hostile strings (quotes, backslashes, line and paragraph separators, control characters, lone surrogates,
// astral characters, a forged control line).
import fc from 'fast-check';
import { LIMITS, REGION_PRIORITY, type Control, type Observation, type Region } from '../../schemas/observation.js';

const hostileUnit = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom('a', 'b', 'Z', ' ', '0', 'Pay ', 'é', '中') },
  { weight: 3, arbitrary: fc.constantFrom('"', '\\', '\n', '\r\n', '\t', '\u2028', '\u2029', '\u0085', '\u00a0', '\u007f') },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom('😀', '𝄞', '\u{10ffff}') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constant('\n[e99] button "Pay"') },
);

const hostileString = (maxLength: number, size: fc.SizeForArbitrary = 'max') => fc.string({ unit: hostileUnit, maxLength, size });

const statesArbitrary = fc.record(
  { disabled: fc.boolean(), checked: fc.boolean(), expanded: fc.boolean(), selected: fc.boolean(), filled: fc.boolean() },
  { requiredKeys: [], noNullPrototype: true },
);

const controlArbitrary = fc.record(
  {
    role: fc.constantFrom('button', 'link', 'textbox', 'checkbox', 'combobox'),
    name: fc.oneof({ weight: 20, arbitrary: hostileString(40) }, { weight: 1, arbitrary: hostileString(2000) }),
    states: fc.option(statesArbitrary, { nil: undefined }),
  },
  { noNullPrototype: true },
);

const regionArbitrary = fc.record(
  {
    kind: fc.constantFrom(...REGION_PRIORITY),
    level: fc.integer({ min: 1, max: 6 }),
    summary: fc.oneof(hostileString(60), hostileString(520)),
    truncated: fc.boolean(),
  },
  { noNullPrototype: true },
);

export const observationArbitrary: fc.Arbitrary<Observation> = fc
  .record(
    {
      session: hostileString(20, 'small'),
      revision: fc.integer({ min: 1, max: 1_000_000 }),
      tool: fc.constantFrom('navigate' as const, 'observe' as const, 'act' as const),
      url: fc.oneof(fc.webUrl(), hostileString(300, 'medium')),
      title: hostileString(200, 'medium'),
      controls: fc.oneof(fc.array(controlArbitrary, { maxLength: 8 }), fc.array(controlArbitrary, { maxLength: 260, size: 'max' })),
      continuation: fc.option(fc.record({ cursor: hostileString(24, 'small'), remaining: fc.nat(1000) }, { noNullPrototype: true }), {
        nil: null,
      }),
      text: fc.oneof(hostileString(200, 'medium'), hostileString(6000)),
      textTruncated: fc.boolean(),
      regions: fc.option(fc.array(regionArbitrary, { maxLength: 40, size: 'max' }), { nil: undefined }),
      scannedNodes: fc.integer({ min: 0, max: LIMITS.scanNodes }),
      nodesLeftUnread: fc.boolean(),
      omittedRegions: fc.nat(50),
      postcondition: fc.option(fc.record({ navigated: fc.boolean(), evidenceChanged: fc.boolean() }, { noNullPrototype: true }), {
        nil: undefined,
      }),
      omitted: fc.option(fc.record({ controls: fc.nat(300), regions: fc.nat(40), textChars: fc.nat(5000) }, { noNullPrototype: true }), { nil: undefined }),
    },
    { noNullPrototype: true },
  )
  .map((g) => {
    const observation: Observation = {
      schemaVersion: '1.3.0',
      session: g.session,
      revision: g.revision,
      tool: g.tool,
      page: { url: g.url, title: g.title },
      controls: g.controls.map(({ role, name, states }, index) => {
        const control: Control = { ref: `c${index}`, role, name };
        if (states !== undefined) control.states = states;
        return control;
      }),
      continuation: g.continuation,
      text: { content: g.text, truncated: g.textTruncated },
    };
    if (g.regions !== undefined) {
      // Regions arrive in priority order (docs/contract.md section 3); sort is stable, so document order stays within a kind.
      const regions = g.regions
        .map(({ kind, level, summary, truncated }, index): Region =>
          kind === 'heading' ? { ref: `r${index}`, kind, level, summary, truncated } : { ref: `r${index}`, kind, summary, truncated },
        )
        .sort((a, b) => REGION_PRIORITY.indexOf(a.kind) - REGION_PRIORITY.indexOf(b.kind));
      observation.regions = regions;
      observation.regionCoverage = {
        version: 1,
        scope: 'main-document',
        scannedNodes: g.scannedNodes,
        nodesLeftUnread: g.nodesLeftUnread,
        omittedRegions: g.omittedRegions,
      };
    }
    if (g.postcondition !== undefined) observation.postcondition = g.postcondition;
    if (g.omitted !== undefined) observation.omitted = g.omitted;
    return observation;
  });
