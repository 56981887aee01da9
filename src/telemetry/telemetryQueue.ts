import type { TelemetryEvent } from './telemetryTypes';
import { BATCH_SIZE, MAX_EVENTS_PER_PAGE } from './telemetryTypes';

/** What became of an event offered to the queue. */
export type QueueOutcome = 'waiting' | 'batch-ready' | 'dropped';

/**
 * The events of one page load waiting to be sent: at most `limit` are ever accepted (a page that
 * fails in a loop sends its first hundred, then nothing), and a batch is ready once `batchSize` wait.
 * Memory only: what was not sent when the page goes is lost, never retried.
 */
export class TelemetryQueue {
  private waiting: TelemetryEvent[] = [];
  private accepted = 0;

  constructor(
    /** The most events accepted in the queue's life (a page load). Default 100. */
    readonly limit: number = MAX_EVENTS_PER_PAGE,
    /** How many events make a batch. Default 20. */
    readonly batchSize: number = BATCH_SIZE,
  ) {}

  /** Offers an event: kept (and whether a batch is now ready), or dropped past the limit. */
  add(event: TelemetryEvent): QueueOutcome {
    if (this.accepted >= this.limit) return 'dropped';
    this.accepted += 1;
    this.waiting.push(event);
    return this.waiting.length >= this.batchSize ? 'batch-ready' : 'waiting';
  }

  /** Every event waiting, in batches of at most `batchSize`, oldest first; the queue is then empty. */
  takeBatches(): TelemetryEvent[][] {
    const batches: TelemetryEvent[][] = [];
    for (let at = 0; at < this.waiting.length; at += this.batchSize)
      batches.push(this.waiting.slice(at, at + this.batchSize));
    this.waiting = [];
    return batches;
  }

  /** How many events wait. */
  get size(): number {
    return this.waiting.length;
  }

  /** How many more events this page load may still accept. */
  get remaining(): number {
    return this.limit - this.accepted;
  }
}
