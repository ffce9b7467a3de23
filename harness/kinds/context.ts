// What a case runner may use. The harness and the ava tests each build one per case.
import type { ObservationPool, Session, SessionOptions } from '../../pool/pool.js';
import type { FixtureServer } from '../fixture-server.js';
import type { RecordTap } from '../record-tap.js';

export interface RunContext {
  pool: ObservationPool;
  server: FixtureServer;
  tap: RecordTap;
  /** A session that earlier cases may have used; page and projection cases take it. */
  session(): Promise<Session>;
  /** A new session of its own, closed when the case ends. */
  freshSession(options?: SessionOptions): Promise<Session>;
  /** Base URL (ending in `/`) of the hosted transport over this pool, started on first use. */
  hostedUrl(): Promise<string>;
}

/** What a runner found: `failures` empty means the case passes; `observed` says in one line what it saw. */
export interface KindOutcome {
  failures: string[];
  observed: string;
}

export function codeOf(error: unknown): string {
  return (error as { code?: string })?.code ?? 'no code';
}
