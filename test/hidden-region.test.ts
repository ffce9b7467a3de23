import { hiddenRegion } from '../harness/cases/hidden-region.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(hiddenRegion);
