/**
 * Telemetry (DESIGN §10), as the engine sees it: the first-load seam and the contract's types. The
 * reporter (`reporter.ts`) and `web-vitals` are not exported here: they are chunks of their own,
 * loaded by `startTelemetry` after the first paint, and an import from here must not pull them in.
 */

export { listenForGoals, reachGoal } from './goalSeam';
export { noteScreen, recordTelemetry, startTelemetry } from './recordTelemetry';
