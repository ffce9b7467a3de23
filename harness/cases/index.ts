// The conformance partitions, in the order the harness reports them.
import { actionable } from './actionable.js';
import { agent } from './agent.js';
import { bound } from './bound.js';
import { changingEvidence } from './changing-evidence.js';
import { expiry } from './expiry.js';
import { frames } from './frames.js';
import { hiddenRegion } from './hidden-region.js';
import { hostedTransport } from './hosted-transport.js';
import { inputCanary } from './input-canary.js';
import { priority } from './priority.js';
import { reach } from './reach.js';
import { replay } from './replay.js';
import { schemaAdmission } from './schema-admission.js';
import { smallBudget } from './small-budget.js';
import { tamper } from './tamper.js';
import type { Partition } from './types.js';

export const partitions: Partition[] = [
  hiddenRegion,
  inputCanary,
  priority,
  bound,
  tamper,
  expiry,
  changingEvidence,
  smallBudget,
  schemaAdmission,
  replay,
  agent,
  actionable,
  reach,
  hostedTransport,
  frames,
];
