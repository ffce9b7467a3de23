// The conformance partitions whose cases run on a pool with the default options, one test per case (named
// `partition > case`), in one file: one pool and one session serve them all. The agent partition (its own
// settle window), changing-evidence and replay (with tests of their own beside the cases) have files of their own.
import { bound } from '../harness/cases/bound.js';
import { expiry } from '../harness/cases/expiry.js';
import { hiddenRegion } from '../harness/cases/hidden-region.js';
import { hostedTransport } from '../harness/cases/hosted-transport.js';
import { inputCanary } from '../harness/cases/input-canary.js';
import { priority } from '../harness/cases/priority.js';
import { schemaAdmission } from '../harness/cases/schema-admission.js';
import { smallBudget } from '../harness/cases/small-budget.js';
import { tamper } from '../harness/cases/tamper.js';
import { partitionsTests } from './helpers/partition.js';

partitionsTests([hiddenRegion, inputCanary, priority, bound, tamper, expiry, smallBudget, schemaAdmission, hostedTransport]);
