// Shards of a conformance run: `lookout harness --shard I/N` runs a stable share of the cases on one machine, and
// `lookout merge-reports` puts the shards' reports back together. A share is fixed by the case list alone (every
// machine that runs the same version cuts it alike), and dealing the cases round-robin gives every shard a part
// of every partition, so slow partitions spread over the machines.
import { LookoutError } from '../pool/errors.js';
import type { Partition } from './cases/types.js';
import type { Shard } from './report/index.js';

/** `I/N`, 1 <= I <= N <= 64. */
export function parseShard(flag: string): Shard {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(flag.trim());
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || total > 64 || index < 1 || index > total) {
    throw new LookoutError('invalid-argument', '--shard must be I/N with 1 <= I <= N <= 64, such as 2/3');
  }
  return { index, total };
}

/** The partitions with only the cases of `shard`: the case at index k of the whole list (in report order) when k mod N is I-1. */
export function shardOf(partitions: readonly Partition[], shard: Shard): Partition[] {
  let k = 0;
  return partitions.map((p) => ({ ...p, cases: p.cases.filter(() => k++ % shard.total === shard.index - 1) }));
}
