// Admission cases: an observation document and the verdict admission (or a 1.2 client) must give it.
import { admitObservation, schemaValidator } from '../../pool/admission.js';
import type { Control } from '../../schemas/observation.js';
import type { AdmissionCase } from '../cases/types.js';
import { codeOf, type KindOutcome } from './context.js';

export function runAdmissionCase(c: AdmissionCase): KindOutcome {
  const expected = c.expect.verdict === 'admitted' ? 'admitted' : `rejected with ${c.expect.code}`;
  if (c.admittedBy === 'client-1.2') {
    const validate = schemaValidator('1.2');
    const accepted = validate(c.document);
    const observed = accepted
      ? 'admitted'
      : `rejected by the 1.2.0 schema: ${validate.errors?.[0]?.instancePath || '/'} ${validate.errors?.[0]?.message ?? ''}`;
    const ok = accepted === (c.expect.verdict === 'admitted');
    return { failures: ok ? [] : [`${observed}, expected ${expected}`], observed };
  }
  try {
    admitObservation(c.document, (c.moreControls ?? []) as Control[]);
  } catch (error) {
    const code = codeOf(error);
    const observed = `rejected with ${code}: ${(error as Error).message}`;
    const failures: string[] = [];
    if (c.expect.verdict !== 'rejected' || c.expect.code !== code) failures.push(`${observed}, expected ${expected}`);
    // Admission keeps ajv's errors on a schema rejection (STYLE 8).
    else if (code === 'schema' && ((error as { errors?: unknown[] }).errors ?? []).length === 0) failures.push('a schema rejection without ajv errors');
    return { failures, observed };
  }
  return { failures: c.expect.verdict === 'admitted' ? [] : [`admitted, expected ${expected}`], observed: 'admitted' };
}
