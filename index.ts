/// <reference types="node" preserve="true" />
// Lookout's library surface (docs/contract.md, "Surfaces"): the pool and its sessions, the pure functions of the
// pipeline (admission, canonical bounding, the model projection), the hosted HTTP server and the MCP server.
// The reference above stays in index.d.ts: the types speak of Node's (`node:events`, `Buffer`), and a consumer's
// TypeScript loads no @types package by itself (TypeScript 6 and later default `types` to none).
export {
  ObservationPool,
  Session,
  type PoolOptions,
  type ResolvedOptions,
  type CallOptions,
  type FormStep,
  type FaultContext,
  type InjectedFault,
} from './pool/pool.js';
export type { SessionOptions } from './pool/options.js';
export type { EmulationOptions, StorageState } from './pool/emulation.js';
export { SCREENSHOT_LIMITS, MASK_RGB, type Screenshot, type ScreenshotScope, type ScreenshotMark } from './schemas/screenshot.js';
export { bytesOf, type ObservationBytes } from './pool/artifacts.js';
export { runOnLanes, type LaneItem, type LaneOptions } from './pool/lanes.js';
export { admitObservation, schemaValidator } from './pool/admission.js';
export { boundCanonical, canonicalJson, textPart, type CanonicalArtifact, type BoundOptions } from './pool/canonical.js';
export { projectForModel, MIN_PROJECTION_BUDGET, type ProjectionOptions } from './pool/projection.js';
export { evidenceChanged } from './pool/evidence.js';
export { LookoutError, AdmissionError, RefError, GuardError, OptionError, NavigationBlockedError, type ErrorCode } from './pool/errors.js';
export { ERROR_CODES, isErrorCode } from './schemas/error-codes.js';
export type { NavigationPolicyOptions, PolicyRule } from './schemas/navigation-policy.js';
export {
  startHostedServer,
  serializeObservation,
  negotiateFormat,
  type HostedServer,
  type HostedServerOptions,
  type HostedSession,
  type SessionSource,
} from './transport/http.js';
export { createMcpServer, MCP_TOOLS, ERROR_META_KEY, type LookoutMcpServer, type McpServerOptions, type ToolErrorMeta } from './transport/mcp.js';
export { LineTransport } from './transport/mcp-stdio.js';
export { startMcpHttpServer, MCP_PATH, type McpHttpServerOptions } from './transport/mcp-http.js';
export * from './schemas/observation.js';
