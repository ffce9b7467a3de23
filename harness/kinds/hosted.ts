// Hosted-transport cases: the script interpreter of kinds/script.ts driven through the HTTP API of
// `lookout serve` (transport/http.ts) instead of the library, as a remote client would.
import { isDeepStrictEqual } from 'node:util';
import { unpack } from 'msgpackr';
import { argsFor, returnsOf } from '../../pool/calls.js';
import { LookoutError, type ErrorCode } from '../../pool/errors.js';
import { projectForModel } from '../../pool/projection.js';
import type { Observation } from '../../schemas/observation.js';
import type { HostedCase } from '../cases/types.js';
import type { KindOutcome, RunContext } from './context.js';
import { describeScript, runScript, type ScriptCaller } from './script.js';

type Encoding = 'json' | 'msgpack';

const ACCEPT: Record<Encoding, string> = { json: 'application/json', msgpack: 'application/msgpack' };

/** Longer than the pool's own 30 s call budget: a request that outlives it means the server hangs. */
const REQUEST_TIMEOUT_MS = 90_000;

/** A minimal client of the hosted transport: one HTTP session. */
export class HostedClient {
  private constructor(
    private readonly base: string,
    readonly session: string,
    private readonly encoding: Encoding,
  ) {}

  static async open(base: string, encoding: Encoding = 'json'): Promise<HostedClient> {
    const body = (await request(base, 'POST', 'sessions', undefined, 'json')) as { session?: unknown };
    if (typeof body?.session !== 'string') throw new Error(`POST /sessions gave ${JSON.stringify(body)}`);
    return new HostedClient(base, body.session, encoding);
  }

  call(tool: string, input: Record<string, unknown>): Promise<Observation | string> {
    return request(this.base, 'POST', `sessions/${this.session}/${tool}`, input, this.encoding) as Promise<Observation | string>;
  }

  snapshot(encoding: Encoding = this.encoding): Promise<Observation> {
    return request(this.base, 'GET', `sessions/${this.session}/snapshot`, undefined, encoding) as Promise<Observation>;
  }

  async close(): Promise<void> {
    await request(this.base, 'DELETE', `sessions/${this.session}`, undefined, 'json').catch(() => undefined);
  }
}

/** One request; an error response becomes a LookoutError with the body's code and the HTTP status. */
async function request(base: string, method: string, path: string, body: unknown, encoding: Encoding): Promise<unknown> {
  const response = await fetch(new URL(path, base), {
    method,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { accept: ACCEPT[encoding], ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  let decoded: unknown;
  if (type.includes('msgpack')) decoded = unpack(bytes);
  else if (type.includes('json')) decoded = JSON.parse(new TextDecoder().decode(bytes));
  else decoded = new TextDecoder().decode(bytes);
  if (!response.ok) {
    const error = (decoded as { error?: { code?: string; message?: string } })?.error;
    const code = (error?.code ?? 'internal') as ErrorCode;
    const failure = new LookoutError(code, `HTTP ${response.status} ${method} /${path}: ${error?.message ?? String(decoded)}`);
    if (response.status < 400 || response.status >= 500) throw new LookoutError('internal', `${failure.message} (a ${code} should be a 4xx)`);
    throw failure;
  }
  return decoded;
}

export async function runHostedCase(c: HostedCase, context: RunContext): Promise<KindOutcome> {
  const client = await HostedClient.open(await context.hostedUrl(), c.encoding ?? 'json');
  try {
    const withBudget = async (step: number, input: Record<string, unknown>, tool: string): Promise<Observation> => {
      const budget = c.steps[step]?.budget;
      const result = await client.call(tool, budget === undefined ? input : { ...input, budget });
      if (budget === undefined) {
        if (typeof result !== 'object') throw new LookoutError('internal', `${tool} gave ${typeof result}, not an observation`);
        return result;
      }
      // A budgeted call answers with the projection: it must be the projection of the revision it made.
      const snapshot = await client.snapshot('json');
      if (typeof result !== 'string') throw new LookoutError('internal', `${tool} with a budget gave ${typeof result}, not text`);
      // The session's cursors for a first page: revision and offset (docs/contract.md, "Model projection").
      const cursorAt = (shown: number) => ({
        cursor: `c${snapshot.revision}.${shown}`,
        remaining: snapshot.controls.length - shown + (snapshot.continuation?.remaining ?? 0),
      });
      const expected = projectForModel(snapshot, { budgetBytes: budget, cursorAt });
      if (result !== expected) throw new LookoutError('internal', `the projection differs from the snapshot's: ${JSON.stringify(result.slice(0, 200))}`);
      return snapshot;
    };
    const caller: ScriptCaller = {
      // Each library call goes to the route of the call table's row that carries it, as the arguments there.
      call: (call, step) => {
        const { row, args } = argsFor(call);
        // A continuation page is no new revision: the step's budget and snapshot are about the revision it pages.
        if (returnsOf(row, args) === 'continuation') return client.call(row.http, args) as Promise<Observation>;
        return withBudget(step, args, row.http);
      },
      revision: async () => {
        try {
          return (await client.snapshot('json')).revision;
        } catch {
          return 0;
        }
      },
    };
    const snapshotChecks = async (observation: Observation): Promise<string[]> => {
      if (!c.snapshotMatches) return [];
      const failures: string[] = [];
      for (const encoding of ['json', 'msgpack'] as const) {
        const snapshot = await client.snapshot(encoding);
        if (!isDeepStrictEqual(snapshot, observation)) {
          failures.push(`the ${encoding} snapshot (revision ${snapshot.revision}) differs from the observation (revision ${observation.revision})`);
        }
      }
      return failures;
    };
    const { failures, results } = await runScript(c.steps, caller, context.server, snapshotChecks);
    return { failures, observed: `HTTP ${c.encoding ?? 'json'}: ${describeScript(results)}` };
  } finally {
    await client.close();
  }
}
