import { smallBudget } from '../harness/cases/small-budget.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(smallBudget);
