/**
 * Telemetry (DESIGN §10), as the engine sees it: the first-load seam and the contract's types. The
 * reporter (`reporter.ts`) and `web-vitals` are not exported here: they are chunks of their own,
 * loaded by `startTelemetry` after the first paint, and an import from here must not pull them in.
 */
export { noteScreen, recordTelemetry, startTelemetry } from './recordTelemetry';
export { TELEMETRY_BRIDGE, TELEMETRY_ON, TELEMETRY_URL } from './telemetryConfig';
export {
  type ApiTelemetry,
  BATCH_SIZE,
  type DriftIssue,
  type DriftTelemetry,
  type DriftViolation,
  type ErrorTelemetry,
  type EventCommon,
  MAX_EVENTS_PER_PAGE,
  type TelemetryBatch,
  type TelemetryEvent,
  type TelemetryFact,
  type VitalName,
  type VitalTelemetry,
} from './telemetryTypes';
