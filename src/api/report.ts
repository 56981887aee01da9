import { recordTelemetry } from '../telemetry';
import type { OpenEnumDrift } from './openEnumDrift';

/** One reason a response broke its schema: where (JSON pointer) and what. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  /** The schema rule that failed (ajv's keyword: `type`, `required`, …); none for a check that could not run. */
  keyword?: string;
}

/** Receives every invalid response, e.g. to send a tracking event. */
export type ReportHook = (endpointId: string, issues: readonly ValidationIssue[]) => void;

let hook: ReportHook = () => {};

/** Replaces the tracking hook that every invalid response is reported to; returns the previous one. */
export function setReportHook(next: ReportHook): ReportHook {
  const previous = hook;
  hook = next;
  return previous;
}

/**
 * Reports a response that broke its schema: a warning in development, so whoever
 * changed the server or the schema sees where, a `drift` event (DESIGN §10: the pointers and the
 * type names found in `answer`, never its values) and the tracking hook always.
 */
export function reportInvalidResponse(
  endpointId: string,
  issues: readonly ValidationIssue[],
  answer?: unknown,
): void {
  if (import.meta.env.DEV) {
    const where = issues
      .map((issue) => `${issue.instancePath || '/'} ${issue.message ?? ''}`.trim())
      .join('; ');
    console.warn(`[api] ${endpointId}: unexpected response: ${where}`);
  }
  recordTelemetry({ type: 'drift', endpoint: endpointId, issues, answer });
  try {
    hook(endpointId, issues);
  } catch {
    // A broken tracking hook must not turn a handled answer into a crash.
  }
}

/** Receives every accepted answer that drifted from its schema's open lists (telemetry's seam). */
export type DriftHook = (endpointId: string, drift: readonly OpenEnumDrift[]) => void;

let driftHook: DriftHook = () => {};

/**
 * Replaces the hook that every drifted answer is reported to; returns the previous one. The
 * `drift` event of DESIGN §10 is sent whatever the hook (with type names, not the values:
 * `received` is for the developer's console and the hook only).
 */
export function setDriftHook(next: DriftHook): DriftHook {
  const previous = driftHook;
  driftHook = next;
  return previous;
}

/**
 * Reports an answer the app accepted although a value lies outside its schema's open list (an order
 * status it does not know): a warning in development, a `drift` event and the drift hook always.
 * The answer is still shown; this is the one place that knows the backend has moved on.
 */
export function reportDrift(endpointId: string, drift: readonly OpenEnumDrift[]): void {
  if (drift.length === 0) return;
  if (import.meta.env.DEV) {
    const where = drift
      .map((item) => `${item.instancePath} ${item.message}: ${JSON.stringify(item.received)}`)
      .join('; ');
    console.warn(`[api] ${endpointId}: ${where}`);
  }
  recordTelemetry({
    type: 'drift',
    endpoint: endpointId,
    issues: drift.map(({ instancePath, received }) => ({ instancePath, keyword: 'enum', received })),
  });
  try {
    driftHook(endpointId, drift);
  } catch {
    // A broken hook must not turn an accepted answer into a crash.
  }
}
