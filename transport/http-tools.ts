// The tool routes of the hosted server, POST /sessions/:id/<tool>: the body each takes (a $defs entry of
// schemas/tools.schema.json, the MCP tools' own), what it does on the session, and which of its strings are
// the client's own and must never be quoted back in an error.
import type { ActionKind, Observation } from '../schemas/observation.js';
import type { ToolInputKind } from '../pool/validators.js';
import { hrefOf, notIssued } from './redact.js';
import type { HostedSession } from './sessions.js';

type Input = { [key: string]: unknown; budget?: number };

export interface ToolRoute {
  /** The path segment after /sessions/:id/. */
  path: string;
  input: ToolInputKind;
  run(session: HostedSession, input: Input): Promise<Observation> | undefined;
  /** What of the input no error message may quote. */
  secrets(input: Input): string[];
  /** Whether the result becomes the session's snapshot (a continuation page does not). */
  snapshot(input: Input): boolean;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const always = (): boolean => true;
const none = (): string[] => [];

export const TOOL_ROUTES: readonly ToolRoute[] = [
  {
    path: 'navigate',
    input: 'navigate',
    run: (s, i) => s.navigate({ url: String(i.url) }),
    secrets: (i) => [String(i.url), ...hrefOf(String(i.url))],
    snapshot: always,
  },
  {
    path: 'observe',
    input: 'observe',
    run: (s, i) => s.observe(i.cursor !== undefined ? { cursor: String(i.cursor) } : {}),
    secrets: (i) => notIssued(str(i.cursor)),
    // A continuation page repeats its revision; the snapshot stays the revision's first page.
    snapshot: (i) => i.cursor === undefined,
  },
  {
    path: 'act',
    input: 'act',
    run: (s, i) => s.act({ ref: String(i.ref), action: i.action as ActionKind, ...(str(i.text) !== undefined ? { text: str(i.text)! } : {}) }),
    secrets: (i) => [...notIssued(str(i.ref)), ...(str(i.text) !== undefined ? [str(i.text)!] : [])],
    snapshot: always,
  },
  { path: 'back', input: 'back', run: (s) => s.back?.(), secrets: none, snapshot: always },
  { path: 'forward', input: 'forward', run: (s) => s.forward?.(), secrets: none, snapshot: always },
  {
    path: 'wait',
    input: 'wait',
    run: (s, i) =>
      s.wait?.({
        ...(str(i.text) !== undefined ? { text: str(i.text)! } : {}),
        ...(str(i.textGone) !== undefined ? { textGone: str(i.textGone)! } : {}),
        ...(typeof i.time === 'number' ? { timeMs: Math.round(i.time * 1000) } : {}),
        ...(typeof i.timeout === 'number' ? { timeoutMs: Math.max(1, Math.round(i.timeout * 1000)) } : {}),
      }),
    secrets: none,
    snapshot: always,
  },
  { path: 'press-key', input: 'pressKey', run: (s, i) => s.pressKey?.({ key: String(i.key) }), secrets: (i) => [String(i.key)], snapshot: always },
  {
    path: 'dialog',
    input: 'dialog',
    run: (s, i) => s.answerDialog?.({ accept: i.accept === true, ...(str(i.promptText) !== undefined ? { text: str(i.promptText)! } : {}) }),
    secrets: (i) => (str(i.promptText) !== undefined ? [str(i.promptText)!] : []),
    snapshot: always,
  },
  {
    path: 'tabs',
    input: 'tabs',
    run: (s, i) => (i.action === 'select' ? s.selectTab?.({ tab: String(i.tab) }) : i.action === 'close' ? s.closeTab?.({ tab: String(i.tab) }) : s.observe()),
    secrets: none,
    snapshot: always,
  },
];
