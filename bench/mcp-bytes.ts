// MCP bytes per call (issue 35, item 3): what `lookout mcp` sends back for each tool call of a multi-step task on
// fixtures-site/actions/form.html (navigate, observe, click, observe, fill, select, check, observe, follow a link,
// back), with the SDK's own client over stdio, beside Playwright MCP's figure for the same task. @playwright/mcp is
// not installed here (and not installed by the bench): its figure is the one the author measured, cited as
// a constant and labelled so. Run alone: `node --no-deprecation dist/bench/mcp-bytes.js`.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { serveFixtures } from '../harness/fixture-server.js';
import { canonicalJson } from '../pool/canonical.js';
import type { Observation } from '../schemas/observation.js';
import { round } from './stats.js';
import { target, type Target } from './targets.js';
import { benchFlags } from './flags.js';

/** Playwright MCP's bytes per call on this task, as measured by the author: cited, not measured here. */
export const PLAYWRIGHT_MCP_BYTES_PER_CALL = 690;
export const PLAYWRIGHT_MCP_SOURCE = 'cited: measured by the author of issue 35 on the same task; @playwright/mcp is not installed here';
/** The budget of the projection run (`lookout mcp --budget N`). */
export const MCP_BENCH_BUDGET = 1500;

const CLI = fileURLToPath(new URL('../cli/lookout.js', import.meta.url));
const PAGE = 'actions/form.html';

export interface McpCall {
  tool: string;
  /** The tool result as `lookout mcp` sends it (its JSON), with and with --budget. */
  bytes: number;
  budgetBytes: number;
  /** The same result as sent before issue 35: the canonical JSON as text and the observation as structuredContent. */
  beforeBytes: number;
}

export interface McpBytesReport {
  page: string;
  note: string;
  calls: McpCall[];
  /** Mean bytes per call: lookout mcp, lookout mcp --budget, and the same calls before issue 35. */
  bytesPerCall: number;
  budgetBytesPerCall: number;
  beforeBytesPerCall: number;
  playwrightMcp: { bytesPerCall: number; source: string };
}

export const MCP_NOTE =
  `The SDK's Client drives node dist/cli/lookout.js mcp over stdio through ${PAGE}; each call's bytes are the JSON of ` +
  'the tool result the server sends (content only: the servers run with --structured so that the task can find refs, ' +
  `and the text is the same without it). The budget column runs with --budget ${MCP_BENCH_BUDGET}. Before is the ` +
  'same observation as it was sent before issue 35 (canonical JSON as text and again as structuredContent). ' +
  `Playwright MCP's figure is ${PLAYWRIGHT_MCP_SOURCE}.`;

type Step = { tool: string; args: (last: Observation, url: (page: string) => string) => Record<string, unknown> };

function ref(observation: Observation, role: string, name: string): string {
  const found = observation.controls.find((c) => c.role === role && c.name === name);
  if (!found) throw new Error(`bench/mcp-bytes: no ${role} ${JSON.stringify(name)} on the page`);
  return found.ref;
}

const STEPS: Step[] = [
  { tool: 'browser_navigate', args: (_last, url) => ({ url: url(PAGE) }) },
  { tool: 'browser_observe', args: () => ({}) },
  { tool: 'browser_act', args: (last) => ({ ref: ref(last, 'button', 'Add'), action: 'click' }) },
  { tool: 'browser_observe', args: () => ({}) },
  { tool: 'browser_act', args: (last) => ({ ref: ref(last, 'textbox', 'Name'), action: 'fill', text: 'Ada Lovelace' }) },
  { tool: 'browser_act', args: (last) => ({ ref: ref(last, 'combobox', 'Size'), action: 'select', text: 'Large' }) },
  { tool: 'browser_act', args: (last) => ({ ref: ref(last, 'checkbox', 'Subscribe'), action: 'check' }) },
  { tool: 'browser_observe', args: () => ({}) },
  { tool: 'browser_act', args: (last) => ({ ref: ref(last, 'link', 'Go to next page'), action: 'click' }) },
  { tool: 'browser_navigate_back', args: () => ({}) },
];

/** Runs the task on one `lookout mcp` with `flags`; returns each call's result bytes and observation. */
async function runTask(url: (page: string) => string, flags: string[]): Promise<{ bytes: number; observation: Observation }[]> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--no-deprecation', CLI, 'mcp', '--workers', '1', '--allow-private-network', '--structured', ...flags],
    stderr: 'ignore',
  });
  const client = new Client({ name: 'lookout-bench', version: '1.0.0' });
  await client.connect(transport);
  try {
    const results: { bytes: number; observation: Observation }[] = [];
    let last = null as unknown as Observation;
    for (const step of STEPS) {
      const result = (await client.callTool({ name: step.tool, arguments: step.args(last, url) })) as CallToolResult;
      if (result.isError) throw new Error(`bench/mcp-bytes: ${step.tool}: ${JSON.stringify(result.content)}`);
      last = result.structuredContent as unknown as Observation;
      results.push({ bytes: Buffer.byteLength(JSON.stringify({ content: result.content })), observation: last });
    }
    return results;
  } finally {
    await client.close();
  }
}

export async function measureMcpBytes(options: { log: (line: string) => void }): Promise<McpBytesReport> {
  const site = await serveFixtures();
  try {
    const url = (page: string) => site.url(page);
    const plain = await runTask(url, []);
    const budgeted = await runTask(url, ['--budget', String(MCP_BENCH_BUDGET)]);
    const calls = STEPS.map((step, i): McpCall => {
      const observation = plain[i]!.observation;
      const before = { content: [{ type: 'text', text: canonicalJson(observation) }], structuredContent: observation };
      return { tool: step.tool, bytes: plain[i]!.bytes, budgetBytes: budgeted[i]!.bytes, beforeBytes: Buffer.byteLength(JSON.stringify(before)) };
    });
    const mean = (key: 'bytes' | 'budgetBytes' | 'beforeBytes') => round(calls.reduce((total, call) => total + call[key], 0) / calls.length, 0);
    const report: McpBytesReport = {
      page: PAGE,
      note: MCP_NOTE,
      calls,
      bytesPerCall: mean('bytes'),
      budgetBytesPerCall: mean('budgetBytes'),
      beforeBytesPerCall: mean('beforeBytes'),
      playwrightMcp: { bytesPerCall: PLAYWRIGHT_MCP_BYTES_PER_CALL, source: PLAYWRIGHT_MCP_SOURCE },
    };
    for (const call of calls) options.log(`mcp bytes, ${call.tool}: ${call.bytes} B, --budget ${call.budgetBytes} B, before ${call.beforeBytes} B`);
    options.log(
      `mcp bytes per call over ${calls.length} calls: ${report.bytesPerCall} B (--budget ${MCP_BENCH_BUDGET}: ${report.budgetBytesPerCall} B; ` +
        `before issue 35: ${report.beforeBytesPerCall} B); Playwright MCP ${PLAYWRIGHT_MCP_BYTES_PER_CALL} B (cited, not measured here)`,
    );
    return report;
  } finally {
    await site.close();
  }
}

/**
 * Two rows beside Playwright MCP's cited figure: what a model reads with `lookout mcp --budget 1500` (the projection),
 * and the canonical JSON that `lookout mcp` sends without a budget.
 */
export function mcpBytesTargets(report: McpBytesReport | null): Target[] {
  const task = `a ${STEPS.length}-call task (fixtures-site/${PAGE})`;
  const peer = `Playwright MCP's ${PLAYWRIGHT_MCP_BYTES_PER_CALL} B (cited, not measured here)`;
  const context = report
    ? `lookout mcp --budget ${MCP_BENCH_BUDGET}: ${report.budgetBytesPerCall} B/call; lookout mcp (JSON): ${report.bytesPerCall} B/call; ` +
      `before issue 35: ${report.beforeBytesPerCall} B/call; Playwright MCP: ${report.playwrightMcp.source}`
    : undefined;
  return [
    target(
      'mcp-bytes-per-call',
      `MCP bytes per call of ${task}, lookout mcp --budget ${MCP_BENCH_BUDGET} (the projection), against ${peer}`,
      'atMost',
      PLAYWRIGHT_MCP_BYTES_PER_CALL,
      ' B',
      report?.budgetBytesPerCall,
      context,
    ),
    target(
      'mcp-json-bytes-per-call',
      `MCP bytes per call of ${task}, lookout mcp without a budget (the canonical JSON), against ${peer}`,
      'atMost',
      PLAYWRIGHT_MCP_BYTES_PER_CALL,
      ' B',
      report?.bytesPerCall,
      context,
    ),
  ];
}

async function main(): Promise<void> {
  benchFlags('usage: node --no-deprecation dist/bench/mcp-bytes.js\nMeasures the bytes per MCP call over a scripted task; takes no flags.', []);
  const report = await measureMcpBytes({ log: (line) => console.log(line) });
  for (const row of mcpBytesTargets(report)) console.log(`${row.id}: ${row.verdict}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
