// `lookout observe <url>` and `lookout replay <file>`.
import { bytesOf } from '../pool/artifacts.js';
import { refuseNavigation } from '../pool/navigation.js';
import { ObservationPool } from '../pool/pool.js';
import { resolvePolicy } from '../schemas/navigation-policy.js';
import { RECORDING_FORMAT, appendRecording, readRecording, replayEntries } from '../pool/replay.js';
import { endpointsFlag, integerFlag, policyFlags, sessionFlags } from './flags.js';
import { watchForStop } from './stop.js';
import { LookoutError } from '../pool/errors.js';
import { checkFindInput } from '../pool/windows.js';

export async function runObserveCli([url]: string[], flags: Map<string, string>): Promise<number> {
  const maxBytes = integerFlag(flags, 'max-bytes');
  const budget = integerFlag(flags, 'budget');
  const timeout = integerFlag(flags, 'timeout');
  const recordFile = flags.get('record');
  const from = flags.get('from');
  const find = flags.get('find');
  if (from !== undefined && from !== 'viewport')
    throw new LookoutError('invalid-argument', '--from takes viewport (a ref needs an earlier observation: use the library, MCP or HTTP)');
  if (from !== undefined && find !== undefined)
    throw new LookoutError('invalid-argument', '--find starts the window at its match: give --from or --find, not both');
  if (find !== undefined) {
    const refusedFind = checkFindInput({ text: find });
    if (refusedFind) throw new LookoutError('invalid-argument', `--find: ${refusedFind.message}`);
  }
  const records: Uint8Array[] = [];
  // A URL the pool would refuse is refused before Chromium starts.
  const refused = refuseNavigation(url, resolvePolicy(policyFlags(flags, false), 'flags'));
  if (refused) throw refused;
  const stop = watchForStop();
  let pool: ObservationPool;
  try {
    pool = await ObservationPool.start({
      workers: 1,
      handleSignals: false,
      ...(maxBytes !== undefined ? { maxBytes } : {}),
      ...(timeout !== undefined ? { callTimeoutMs: timeout } : {}),
      ...endpointsFlag(flags),
      ...policyFlags(flags, false),
      ...sessionFlags(flags, 'dismiss'),
      ...(recordFile !== undefined ? { onRecord: (bytes: Uint8Array) => void records.push(new Uint8Array(bytes)) } : {}),
    });
  } catch (error) {
    stop.dispose();
    throw error;
  }
  stop.onStop(() => pool.interrupt('lookout observe was stopped'));
  try {
    const session = await pool.openSession();
    const loaded = await session.navigate({ url: url! });
    // A window is a second look at the loaded page: the record kept is the one printed.
    const observation = find !== undefined ? await session.find({ text: find }) : from === 'viewport' ? await session.observe({ from: 'viewport' }) : loaded;
    const bytes = bytesOf(observation);
    const canonical = bytes.part;
    const projection = budget !== undefined ? bytes.projection(budget) : null;
    if (recordFile !== undefined && records.length > 0) {
      await appendRecording(recordFile, [
        {
          format: RECORDING_FORMAT,
          session: observation.session,
          revision: observation.revision,
          controlPageSize: pool.options.controlPageSize,
          maxBytes: pool.options.maxBytes,
          budgetBytes: budget ?? null,
          record: records[records.length - 1]!,
          canonical,
          projection,
        },
      ]);
    }
    if (stop.reason === null) process.stdout.write((projection ?? bytes.json) + '\n');
  } catch (error) {
    // Told to stop: the call ended as aborted, which is no failure of the page.
    if (stop.reason === null) throw error;
  } finally {
    await pool.close();
    stop.dispose();
  }
  return stop.reason === null ? 0 : stop.exitCode;
}

export async function runReplayCli([file]: string[]): Promise<number> {
  const results = replayEntries(await readRecording(file!));
  let mismatches = 0;
  for (const r of results) {
    const same = r.error === undefined && r.canonicalIdentical && r.projectionIdentical !== false;
    if (!same) mismatches++;
    const projection = r.projectionIdentical === null ? 'no projection recorded' : `projection ${r.projectionIdentical ? 'identical' : 'DIFFERS'}`;
    process.stdout.write(
      `record ${r.index} (${r.session} rev ${r.revision}): ${r.error ? `FAILED ${r.error}` : `canonical ${r.canonicalIdentical ? 'identical' : 'DIFFERS'}, ${projection}`}\n`,
    );
  }
  process.stdout.write(`${results.length - mismatches} identical, ${mismatches} differ\n`);
  return mismatches === 0 ? 0 : 1;
}
