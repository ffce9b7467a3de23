import { expiry } from '../harness/cases/expiry.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(expiry);
