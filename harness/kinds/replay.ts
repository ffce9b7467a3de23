// Replay cases: a recording (committed, or made now from fixture pages) is replayed through admission,
// canonical bounding and projection; each record must replay as the case says.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytesOf } from '../../pool/artifacts.js';
import { projectForModel } from '../../pool/projection.js';
import { RECORDING_FORMAT, appendRecording, readRecording, replayEntries, type RecordingEntry, type ReplayResult } from '../../pool/replay.js';
import type { ReplayCase } from '../cases/types.js';
import type { KindOutcome, RunContext } from './context.js';

export const RECORDINGS = fileURLToPath(new URL('../../../harness/recordings/', import.meta.url));

export function replayVerdict(r: ReplayResult): 'identical' | 'differs' | 'failed' {
  if (r.error !== undefined) return 'failed';
  return r.canonicalIdentical && r.projectionIdentical !== false ? 'identical' : 'differs';
}

/** The case's entries, tampered as it says; `file` holds them as a recording on disk. */
export async function recordingOf(c: ReplayCase, context: Pick<RunContext, 'freshSession' | 'server' | 'tap' | 'pool'>, dir: string): Promise<string> {
  let entries: RecordingEntry[];
  if ('recording' in c.source) entries = await readRecording(join(RECORDINGS, c.source.recording));
  else {
    entries = [];
    for (const { page, budgetBytes } of c.source.pages) {
      const session = await context.freshSession();
      context.tap.take(session.id);
      const observation = await session.navigate({ url: context.server.url(page) });
      const [record] = context.tap.take(session.id);
      if (!record) throw new Error(`no worker record for ${page}`);
      entries.push({
        format: RECORDING_FORMAT,
        session: observation.session,
        revision: observation.revision,
        controlPageSize: context.pool.options.controlPageSize,
        maxBytes: context.pool.options.maxBytes,
        budgetBytes: budgetBytes ?? null,
        record,
        canonical: bytesOf(observation).part,
        projection: budgetBytes === undefined ? null : projectForModel(observation, { budgetBytes }),
      });
    }
  }
  if (c.tamper) {
    const { entry, field, replace } = c.tamper;
    const target = entries[entry];
    const value = target?.[field];
    if (!target || typeof value !== 'string' || !value.includes(replace[0])) throw new Error(`cannot tamper with ${field} of entry ${entry}`);
    entries[entry] = { ...target, [field]: value.replace(replace[0], replace[1]) };
  }
  const file = join(dir, `${c.id}.lookout`);
  await appendRecording(file, entries);
  return file;
}

export async function runReplayCase(c: ReplayCase, context: RunContext): Promise<KindOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'lookout-replay-case-'));
  try {
    const file = await recordingOf(c, context, dir);
    const results = replayEntries(await readRecording(file));
    const verdicts = results.map(replayVerdict);
    const failures: string[] = [];
    if (JSON.stringify(verdicts) !== JSON.stringify(c.expect.verdicts)) {
      failures.push(`records replay as [${verdicts.join(', ')}], expected [${c.expect.verdicts.join(', ')}]`);
      for (const r of results) if (r.error) failures.push(`record ${r.index}: ${r.error}`);
    }
    const bytes = await readFile(file);
    for (const token of c.expect.forbiddenInRecording ?? []) {
      if (bytes.includes(token)) failures.push(`forbidden ${JSON.stringify(token)} is in the recording`);
    }
    return { failures, observed: `${results.length} records: ${verdicts.join(', ')}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
