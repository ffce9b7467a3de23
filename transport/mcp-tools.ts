// The browser tools an MCP client sees, one per row of the call table (pool/calls.ts): names in Playwright MCP's
// browser_* style, descriptions written for a model, input schemas from schemas/tools.schema.json (inlined: a
// tool's schema travels alone), and what each does on the connection's session. Every tool returns one
// observation of the page it leaves behind.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { CALLS, invoke, type CallRow } from '../pool/calls.js';
import type { Session } from '../pool/pool.js';
import { TOOL_SCHEMAS } from '../pool/validators.js';
import type { Observation } from '../schemas/observation.js';
import { secretsOf } from './redact.js';

type JsonObject = { [key: string]: unknown };

export interface BrowserTool extends Tool {
  /** Runs the tool on the session with arguments its schema admitted. */
  run(session: Session, args: JsonObject): Promise<Observation>;
  /** What of the arguments no error message may quote. */
  secrets(args: JsonObject): string[];
}

/**
 * A `$defs` entry of tools.schema.json with its local `$ref`s replaced by their targets: a tool's inputSchema
 * travels alone, where `#/$defs/budget` would point nowhere, and many MCP clients do not follow `$ref` at all.
 */
function toolInput(name: string): Tool['inputSchema'] {
  const defs = TOOL_SCHEMAS.$defs;
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as JsonObject).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
      const target = defs[ref.slice('#/$defs/'.length)];
      if (target === undefined) throw new Error(`tools.schema.json: ${ref} is not defined`);
      return inline(target);
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inline(inner)]));
  };
  if (defs[name] === undefined) throw new Error(`tools.schema.json has no $defs entry ${name}`);
  return inline(defs[name]) as Tool['inputSchema'];
}

function browserTool(row: CallRow): BrowserTool {
  const { name, title, description, annotations } = row.mcp;
  return {
    name,
    title,
    description,
    // No outputSchema: the observation's schema is ~150 KB that a client would send the model with every request,
    // and with one the spec obliges every result to carry structuredContent, the whole observation a second time.
    inputSchema: toolInput(row.name),
    annotations,
    // A pool Session has every method of the table.
    run: (session, args) => invoke(session, row.toLibrary(args))!,
    secrets: (args) => secretsOf(row, args),
  };
}

export const BROWSER_TOOLS: readonly BrowserTool[] = (CALLS as readonly CallRow[]).map(browserTool);

/**
 * The screenshot tool, listed only by a server whose pool allows screenshots (`--allow-screenshots`): it returns an
 * image, not an observation, so it is no row of the call table.
 */
export const SCREENSHOT_TOOL: Tool = {
  name: 'browser_screenshot',
  title: 'See the page',
  description:
    'A picture of the viewport (default), the whole page (scope page) or one ref. Fields, editable regions and frames ' +
    'are painted grey. With marks, each control shows its ref. It does not observe: refs stay as they were.',
  inputSchema: {
    type: 'object',
    properties: {
      scope: { type: 'string', enum: ['viewport', 'page', 'ref'], description: 'What to capture; ref when ref is given.' },
      ref: { type: 'string', minLength: 2, maxLength: 20, description: 'A control or region ref.' },
      marks: { type: 'boolean', description: "Draw each control's ref on it." },
    },
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: true },
};
