import { priority } from '../harness/cases/priority.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(priority);
