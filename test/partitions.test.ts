// The conformance partitions, one test per case (named `partition > case`), in one file: one pool and one
// shared session serve them all. changing-evidence and replay, with tests of their own beside their cases, have
// files of their own.
import { partitions } from '../harness/cases/index.js';
import { partitionsTests } from './helpers/partition.js';

const OWN_FILES = new Set(['changing-evidence', 'replay']);

partitionsTests(partitions.filter((partition) => !OWN_FILES.has(partition.id)));
