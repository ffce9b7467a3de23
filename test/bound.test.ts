import { bound } from '../harness/cases/bound.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(bound);
