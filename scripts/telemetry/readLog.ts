import type { TelemetryEvent, VitalName } from '../../src/telemetry/telemetryTypes.ts';

/**
 * `npm run telemetry`: reads telemetry logs (DESIGN §10) and sums them up per screen, per endpoint
 * and per engine, as text tables or an HTML page with small charts. A log line is what nginx writes
 * (`{"time": …, "body": "<the batch as JSON text>"}`, deploy/nginx.conf), a batch
 * (`{"events": […]}`, as the sandbox and a log shipper that decoded it hold it) or one event.
 */

/** What a log held. */
export interface TelemetryLog {
  events: TelemetryEvent[];
  /** Lines that held a batch (or an event). */
  batches: number;
  /** Lines that were not telemetry (not JSON, or JSON of something else); blank lines are not counted. */
  skipped: number;
}

const TYPES: ReadonlySet<string> = new Set(['drift', 'api', 'error', 'vital']);
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isEvent(value: unknown): value is TelemetryEvent {
  return isRecord(value) && typeof value.type === 'string' && TYPES.has(value.type);
}

/** The events of one line, or undefined when the line is not telemetry. */
function eventsOfLine(line: string): TelemetryEvent[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (isRecord(value) && typeof value.body === 'string') {
    try {
      value = JSON.parse(value.body);
    } catch {
      return undefined;
    }
  }
  if (isEvent(value)) return [value];
  if (isRecord(value) && Array.isArray(value.events)) return value.events.filter(isEvent);
  return undefined;
}

/** Reads the events of a log's text, one batch (or event) a line. */
export function readTelemetryLog(text: string): TelemetryLog {
  const log: TelemetryLog = { events: [], batches: 0, skipped: 0 };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const events = eventsOfLine(line);
    if (events === undefined) log.skipped += 1;
    else {
      log.batches += 1;
      log.events.push(...events);
    }
  }
  return log;
}

/**
 * The 75th percentile by the nearest rank (as CrUX and web-vitals' guidance read p75): the value
 * three quarters of the sorted values are at or below. Undefined for no values.
 */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}
