// Lookout's library surface (docs/contract.md section 8).
export { ObservationPool, Session, type PoolOptions, type CallOptions, type FaultContext, type InjectedFault } from './pool/pool.js';
export { admitObservation, schemaValidator } from './pool/admission.js';
export { boundCanonical, canonicalJson, textPart, type CanonicalArtifact } from './pool/canonical.js';
export { evidenceChanged } from './pool/evidence.js';
export { LookoutError, AdmissionError, RefError, GuardError, OptionError, type ErrorCode } from './pool/errors.js';
export * from './schemas/observation.js';
