import { inputCanary } from '../harness/cases/input-canary.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(inputCanary);
