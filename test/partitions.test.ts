// The conformance partitions, one test per case (named `partition > case`), in one file: one pool and one
// shared session serve them all. changing-evidence and replay, with tests of their own beside their cases, have
// files of their own.
import { agent } from '../harness/cases/agent.js';
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

partitionsTests([hiddenRegion, inputCanary, priority, bound, tamper, expiry, smallBudget, schemaAdmission, agent, hostedTransport]);
