import type { ErrorObject } from 'ajv';
import { validateTelemetryBatch } from '../../src/generated/validators/telemetryBatch.js';
import type { TelemetryEvent } from '../../src/telemetry/telemetryTypes.ts';
import { logBytes, OVERSIZE, readLines } from './readLines.ts';
import { byText, type Count, TelemetryTally } from './summarize.ts';

/**
 * `npm run telemetry`: reads telemetry logs (DESIGN §10) and sums them up per screen, per endpoint
 * and per engine. A log line is what nginx writes (`{"time": …, "body": "<the batch as JSON text>"}`,
 * deploy/nginx.conf), a batch (`{"events": […]}`, as the sandbox and a log shipper that decoded it hold
 * it) or one event. nginx stores any JSON the app's address was sent: the report, not nginx, holds
 * each batch to the contract (schemas/telemetry/batch.schema.json) and counts a line that breaks it
 * as rejected, never as data.
 */

/** What the lines of a log were. */
export interface LogCounts {
  /** Lines that held a batch of the contract (or one event of it). */
  batches: number;
  /** Lines that were not: not JSON, not a batch, or a batch the app could not have sent. */
  rejected: number;
  /** Why, most first. */
  reasons: Count[];
}

/**
 * The longest line read, in bytes. nginx writes a batch of at most 20 KB (`client_max_body_size`),
 * escaped for JSON: under 128 KB even were every byte escaped as `\u00XX`.
 */
export const MAX_LINE_BYTES = 256 * 1024;
/** How many kinds of reject are told apart (the rest are `other`). */
const MAX_REASONS = 50;

/** What one line holds. */
export type LineResult = { events: readonly TelemetryEvent[] } | { rejected: string } | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reject's reason from the contract's first error: where (its pointer, indexes as `*`) and what, in words. */
function reasonOf(error: ErrorObject | undefined): string {
  if (!error) return 'not the contract';
  const where = error.instancePath.replace(/\/\d+/g, '/*') || 'the batch';
  switch (error.keyword) {
    case 'required':
      return `${where}: no ${String(error.params.missingProperty)}`;
    case 'additionalProperties':
      return `${where}: a field the contract does not have`;
    case 'maxLength':
      return `${where}: longer than ${String(error.params.limit)}`;
    case 'maxItems':
      return `${where}: more than ${String(error.params.limit)}`;
    case 'pattern':
      return `${where}: not of its pattern`;
    case 'enum':
    case 'const':
      return `${where}: not one of its values`;
    default:
      return `${where}: ${error.message ?? error.keyword}`;
  }
}

/** What a line of a log holds: the events of a batch of the contract, a reject and why, or nothing (blank). */
export function parseLine(line: string): LineResult {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return line.trim() === '' ? undefined : { rejected: 'not JSON' };
  }
  // nginx's line: the batch as JSON text in `body`.
  if (isRecord(value) && typeof value.body === 'string' && !('events' in value)) {
    try {
      value = JSON.parse(value.body);
    } catch {
      return { rejected: 'a body that is not JSON' };
    }
  }
  // One event a line (a shipper that split the batches) is a batch of one.
  if (isRecord(value) && 'type' in value && !('events' in value)) value = { events: [value] };
  if (!validateTelemetryBatch(value)) return { rejected: reasonOf(validateTelemetryBatch.errors?.[0]) };
  return { events: (value as { events: TelemetryEvent[] }).events };
}

/** A report being read: the tally of the events of the contract and the count of the lines that were not. */
export class TelemetryReader {
  readonly tally = new TelemetryTally();
  batches = 0;
  rejected = 0;
  private readonly reasons = new Map<string, number>();

  /** Reads one line. */
  addLine(line: string | typeof OVERSIZE): void {
    const result =
      line === OVERSIZE ? { rejected: `a line over ${MAX_LINE_BYTES / 1024} KB` } : parseLine(line);
    if (result === undefined) return;
    if ('rejected' in result) {
      this.rejected += 1;
      const reason =
        this.reasons.has(result.rejected) || this.reasons.size < MAX_REASONS ? result.rejected : 'other';
      this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
      return;
    }
    this.batches += 1;
    for (const event of result.events) this.tally.add(event);
  }

  /** Reads every line of a file (plain or gzip), or of standard input for `-`, one line in memory at a time. */
  async addSource(source: string): Promise<void> {
    for await (const line of readLines(await logBytes(source), MAX_LINE_BYTES)) this.addLine(line);
  }

  /** What the lines were. */
  counts(): LogCounts {
    return {
      batches: this.batches,
      rejected: this.rejected,
      reasons: [...this.reasons]
        .map(([what, count]) => ({ what, count }))
        .sort((a, b) => b.count - a.count || byText(a.what, b.what)),
    };
  }
}

/** Reads a whole log's text (tests, small logs): its events' tally and what its lines were. */
export function readTelemetryLog(text: string): TelemetryReader {
  const reader = new TelemetryReader();
  for (const line of text.split('\n')) reader.addLine(line);
  return reader;
}
