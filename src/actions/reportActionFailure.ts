import { recordTelemetry } from '../telemetry';
import type { ActionOutcome } from './types';

/** Failures already reported: a nested list's failure is also its parent's outcome (a call's `onSuccess`). */
const reported = new WeakSet<object>();

/**
 * A failed step in the console, named by its screen file and JSON pointer, and as telemetry's
 * `error` event (with the step's `action` type, when the caller knows it); the borrower is not
 * shown it. Each failure once, by the innermost list that saw it.
 */
export function reportActionFailure(
  file: string,
  outcome: Extract<ActionOutcome, { ok: false }>,
  action?: string,
): void {
  if (reported.has(outcome)) return;
  reported.add(outcome);
  console.warn(`[actions] ${file}#${outcome.pointer}: ${outcome.error}`);
  recordTelemetry({
    type: 'error',
    file,
    pointer: outcome.pointer,
    ...(action === undefined ? {} : { action }),
    message: outcome.error,
  });
}
