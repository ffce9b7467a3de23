// Recording and replay: a recording keeps each raw worker record (msgpack, as the worker sent it)
// with the outputs produced from it. Replay runs admission, canonical bounding and projection again
// and says, record by record, whether the bytes are identical.
import { appendFile, readFile } from 'node:fs/promises';
import { decodeRecord, packr } from '../schemas/codec.js';
import type { Control, Observation } from '../schemas/observation.js';
import type { CollectionRecord } from '../schemas/record.js';
import { assembleRevision } from './assemble.js';
import { LookoutError, OptionError } from './errors.js';
import { projectForModel } from './projection.js';

export const RECORDING_FORMAT = 'lookout-recording/1';

export interface RecordingEntry {
  format: typeof RECORDING_FORMAT;
  session: string;
  revision: number;
  controlPageSize: number;
  maxBytes: number;
  budgetBytes: number | null;
  /** The worker's msgpack bytes, exactly as received. */
  record: Uint8Array;
  /** The serialized canonical text part produced when recording. */
  canonical: string;
  /** The model projection produced when recording, when a budget was given. */
  projection: string | null;
}

/** Appends entries; a recording is a plain sequence of msgpack values. */
export async function appendRecording(file: string, entries: RecordingEntry[]): Promise<void> {
  const chunks = entries.map((entry) => Uint8Array.prototype.slice.call(packr.pack(entry)));
  await appendFile(file, Buffer.concat(chunks));
}

/** Why a file could not be read, in words (`no such file`), without the system's own text. */
const UNREADABLE: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
};

/** Reads a recording; a file that cannot be read is `invalid-argument` naming it, like any other bad argument. */
export async function readRecording(file: string): Promise<RecordingEntry[]> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new OptionError('file', `cannot read the recording ${file}: ${UNREADABLE[code] ?? (code || 'unreadable')}`, 'invalid-argument');
  }
  let values: unknown[];
  try {
    values = packr.unpackMultiple(bytes) as unknown[];
  } catch (error) {
    throw new LookoutError('encoding-failed', `${file} is not a Lookout recording: ${(error as Error).message}`);
  }
  return values.map((value, index) => {
    const entry = value as Partial<RecordingEntry>;
    if (entry?.format !== RECORDING_FORMAT || !(entry.record instanceof Uint8Array)) {
      throw new LookoutError('encoding-failed', `${file}: entry ${index + 1} is not a ${RECORDING_FORMAT} entry`);
    }
    return entry as RecordingEntry;
  });
}

/** Produces the outputs of one recorded collection, given the session's previous revision. */
export function produceOutputs(
  entry: Omit<RecordingEntry, 'canonical' | 'projection' | 'format'>,
  previous: { base: Observation; allControls: Control[] } | null,
): { canonical: string; projection: string | null; base: Observation; allControls: Control[]; observation: Observation } {
  const record = decodeRecord<CollectionRecord>(entry.record);
  const assembled = assembleRevision(
    record,
    { session: entry.session, revision: entry.revision, pageSize: entry.controlPageSize, maxBytes: entry.maxBytes },
    previous,
  );
  const observation = assembled.artifact.observation;
  return {
    canonical: assembled.artifact.part,
    projection: entry.budgetBytes === null ? null : projectForModel(observation, { budgetBytes: entry.budgetBytes }),
    base: assembled.base,
    allControls: assembled.allControls,
    observation,
  };
}

export interface ReplayResult {
  index: number;
  session: string;
  revision: number;
  canonicalIdentical: boolean;
  projectionIdentical: boolean | null;
  error?: string;
}

export function replayEntries(entries: RecordingEntry[]): ReplayResult[] {
  const previousBySession = new Map<string, { base: Observation; allControls: Control[] }>();
  return entries.map((entry, index) => {
    const result: ReplayResult = { index: index + 1, session: entry.session, revision: entry.revision, canonicalIdentical: false, projectionIdentical: null };
    try {
      const outputs = produceOutputs(entry, previousBySession.get(entry.session) ?? null);
      previousBySession.set(entry.session, { base: outputs.base, allControls: outputs.allControls });
      result.canonicalIdentical = outputs.canonical === entry.canonical;
      result.projectionIdentical = entry.projection === null ? null : outputs.projection === entry.projection;
    } catch (error) {
      result.error = `${(error as { code?: string }).code ?? 'internal'}: ${(error as Error).message}`;
    }
    return result;
  });
}
