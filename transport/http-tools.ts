// The tool routes of the hosted server, POST /sessions/:id/<route>, one per row of the call table (pool/calls.ts):
// the body each takes (a $defs entry of schemas/tools.schema.json, the MCP tools' own), what it does on the
// session, and which of its strings are the client's own and must never be quoted back in an error.
import { CALLS, invoke, returnsOf, type CallName, type CallRow } from '../pool/calls.js';
import type { Observation } from '../schemas/observation.js';
import { secretsOf } from './redact.js';
import type { HostedSession } from './sessions.js';

type Input = { [key: string]: unknown; budget?: number };

export interface ToolRoute {
  /** The path segment after /sessions/:id/. */
  path: string;
  input: CallName;
  /** Undefined when the session (an adapter) does not take this call. */
  run(session: HostedSession, input: Input): Promise<Observation> | undefined;
  /** What of the input no error message may quote. */
  secrets(input: Input): string[];
  /** Whether the result becomes the session's snapshot (a continuation page does not). */
  snapshot(input: Input): boolean;
}

export const TOOL_ROUTES: readonly ToolRoute[] = (CALLS as readonly CallRow<CallName>[]).map((row) => ({
  path: row.http,
  input: row.name,
  run: (session, input) => invoke(session, row.toLibrary(input)),
  secrets: (input) => secretsOf(row, input),
  snapshot: (input) => returnsOf(row, input) === 'revision',
}));
