#!/usr/bin/env node
// The `lookout` command (CONTRACT section 8).
import { ObservationPool } from '../pool/pool.js';
import { textPart } from '../pool/canonical.js';
import { LookoutError } from '../pool/errors.js';
import { endpointsFlag, integerFlag } from './flags.js';
import { projectForModel } from '../pool/projection.js';
import { RECORDING_FORMAT, appendRecording, readRecording, replayEntries } from '../pool/replay.js';

const USAGE = `usage:
  lookout observe <url> [--max-bytes N] [--budget N] [--timeout MS] [--record FILE] [--endpoints ws://a,ws://b]
                                                       print the canonical observation (or the model projection);
                                                       --record appends the raw worker record to FILE
  lookout replay <FILE>                                 run admission, bounding and projection on a recording again
  lookout batch <FILE> [--workers N] [--out FILE.ndjson] [--timeout MS]
                                                       observe every URL of FILE (one per line, # comments); one NDJSON line per URL
  lookout harness [--partitions a,b] [--workers N] [--site DIR] [--out DIR] [--endpoints ws://a,ws://b]
                                                       run the conformance partitions on the bundled fixture site
  lookout serve [--port N] [--host H] [--token T] [--workers N] [--endpoints ws://a,ws://b]
                                                       HTTP API over the pool (127.0.0.1:8930; other hosts need a token)
  lookout mcp [--workers N] [--max-bytes N] [--timeout MS] [--endpoints ws://a,ws://b]
                                                       serve the browser tools over the Model Context Protocol (stdio)`;

interface Parsed {
  command: string | undefined;
  positional: string[];
  flags: Map<string, string>;
}

function parse(argv: string[]): Parsed {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[i + 1];
      if (inline === undefined) i++;
      if (value === undefined) throw new LookoutError('invalid-argument', `--${name} needs a value`);
      flags.set(name, value);
    } else positional.push(arg);
  }
  return { command: positional.shift(), positional, flags };
}

async function observe(args: Parsed): Promise<void> {
  const url = args.positional[0];
  if (!url) throw new LookoutError('invalid-argument', 'lookout observe needs a URL');
  const maxBytes = integerFlag(args.flags, 'max-bytes');
  const budget = integerFlag(args.flags, 'budget');
  const timeout = integerFlag(args.flags, 'timeout');
  const recordFile = args.flags.get('record');
  const records: Uint8Array[] = [];
  const pool = await ObservationPool.start({
    workers: 1,
    ...(maxBytes !== undefined ? { maxBytes } : {}),
    ...(timeout !== undefined ? { callTimeoutMs: timeout } : {}),
    ...endpointsFlag(args.flags),
    ...(recordFile !== undefined ? { onRecord: (bytes: Uint8Array) => void records.push(new Uint8Array(bytes)) } : {}),
  });
  try {
    const session = await pool.openSession();
    const observation = await session.navigate({ url });
    const canonical = textPart(observation);
    const projection = budget !== undefined ? projectForModel(observation, { budgetBytes: budget }) : null;
    if (recordFile !== undefined && records[0]) {
      await appendRecording(recordFile, [
        {
          format: RECORDING_FORMAT,
          session: observation.session,
          revision: observation.revision,
          controlPageSize: pool.options.controlPageSize,
          maxBytes: pool.options.maxBytes,
          budgetBytes: budget ?? null,
          record: records[0],
          canonical,
          projection,
        },
      ]);
    }
    // The text part's inner string is the canonical JSON.
    process.stdout.write((projection ?? (JSON.parse(canonical) as { text: string }).text) + '\n');
  } finally {
    await pool.close();
  }
}

async function replay(args: Parsed): Promise<number> {
  const file = args.positional[0];
  if (!file) throw new LookoutError('invalid-argument', 'lookout replay needs a recording file');
  const results = replayEntries(await readRecording(file));
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

async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  switch (args.command) {
    case 'observe':
      await observe(args);
      return 0;
    case 'replay':
      return replay(args);
    case 'batch': {
      const { runBatchCli } = await import('./batch.js');
      return runBatchCli(args.positional, args.flags);
    }
    case 'harness': {
      const { runHarnessCli } = await import('../harness/cli.js');
      return runHarnessCli(args.flags);
    }
    case 'serve': {
      const { runServeCli } = await import('../transport/http.js');
      return runServeCli(args.flags);
    }
    case 'mcp': {
      const { runMcpCli } = await import('../transport/mcp.js');
      return runMcpCli(args.flags);
    }
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(USAGE + '\n');
      return args.command === undefined ? 2 : 0;
    default:
      process.stderr.write(`lookout: unknown command ${args.command}\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const code = error instanceof LookoutError ? error.code : 'internal';
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`lookout: ${code}: ${message.split('\n')[0]}\n`);
    process.exitCode = 1;
  },
);
