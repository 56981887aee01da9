import { describe, expect, it } from 'vitest';
import cases from './cases/queue.json';
import { TelemetryQueue } from './telemetryQueue';
import type { TelemetryEvent } from './telemetryTypes';

const event = (n: number): TelemetryEvent => ({
  type: 'api',
  screen: 'customerService',
  route: '/customerService',
  brand: 'pesoagad',
  build: '0.1.0+test',
  engine: 'chromium/120',
  time: n,
  endpoint: 'contactKfInfo',
  status: 500,
  ms: 1,
  shown: true,
});

/** `"20..100"`: every count from 20 to 100. */
const counts = (ready: number[] | string): number[] => {
  if (Array.isArray(ready)) return ready;
  const [from = 0, to = 0] = ready.split('..').map(Number);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
};

describe('TelemetryQueue', () => {
  it.each(cases)('$name', ({ limit, batchSize, offered, ready, dropped, batches }) => {
    const queue = new TelemetryQueue(limit, batchSize);
    const outcomes = Array.from({ length: offered }, (_, i) => queue.add(event(i + 1)));
    expect(outcomes.flatMap((outcome, i) => (outcome === 'batch-ready' ? [i + 1] : []))).toEqual(
      counts(ready),
    );
    expect(outcomes.filter((outcome) => outcome === 'dropped')).toHaveLength(dropped);
    const taken = queue.takeBatches();
    expect(taken.map((batch) => batch.length)).toEqual(batches);
    // Oldest first, in order, and the queue is empty after.
    expect(taken.flat().map((e) => e.time)).toEqual(
      Array.from({ length: offered - dropped }, (_, i) => i + 1),
    );
    expect(queue.size).toBe(0);
    expect(queue.takeBatches()).toEqual([]);
  });
});
