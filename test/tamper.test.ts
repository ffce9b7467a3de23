import { tamper } from '../harness/cases/tamper.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(tamper);
