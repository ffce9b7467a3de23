import { hostedTransport } from '../harness/cases/hosted-transport.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(hostedTransport);
