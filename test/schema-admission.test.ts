import { schemaAdmission } from '../harness/cases/schema-admission.js';
import { partitionTests } from './helpers/partition.js';

partitionTests(schemaAdmission);
