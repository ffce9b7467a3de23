// The conformance partitions, in the order the harness runs them.
import { bound } from './bound.js';
import { hiddenRegion } from './hidden-region.js';
import { inputCanary } from './input-canary.js';
import { priority } from './priority.js';
import { tamper } from './tamper.js';
import type { Partition } from './types.js';

export const partitions: Partition[] = [hiddenRegion, inputCanary, priority, bound, tamper];
