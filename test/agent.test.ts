import { agent } from '../harness/cases/agent.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(agent);
