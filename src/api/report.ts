/** One reason a response broke its schema: where (JSON pointer) and what. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
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
 * changed the server or the schema sees where, and the tracking hook always.
 */
export function reportInvalidResponse(endpointId: string, issues: readonly ValidationIssue[]): void {
  if (import.meta.env.DEV) {
    const where = issues
      .map((issue) => `${issue.instancePath || '/'} ${issue.message ?? ''}`.trim())
      .join('; ');
    console.warn(`[api] ${endpointId}: unexpected response: ${where}`);
  }
  try {
    hook(endpointId, issues);
  } catch {
    // A broken tracking hook must not turn a handled answer into a crash.
  }
}
