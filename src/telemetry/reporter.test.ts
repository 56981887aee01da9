import { describe, expect, it, vi } from 'vitest';
import cases from './cases/reporter.json';
import { createReporter } from './reporter';
import type { StampedFact, TelemetryEvent } from './telemetryTypes';

// The real reporter: tests/setup.ts mocks it for every other test.
vi.unmock('./reporter');

type Step =
  | { record: number }
  | { recordUnbuildable: number }
  | { runLater: true }
  | { flush: true }
  | { expectSent: number[] };

const STAMP = { screen: 'customerService', route: '/customerService', time: 1 };
const failedCall: StampedFact = {
  type: 'api',
  endpoint: 'contactKfInfo',
  status: 500,
  ms: 3,
  shown: true,
  ...STAMP,
};
const unchecked: StampedFact = {
  type: 'drift',
  endpoint: 'contactKfInfo',
  issues: [{ instancePath: '', message: 'the response could not be checked' }],
  ...STAMP,
};

describe('createReporter', () => {
  it.each(cases as { name: string; steps: Step[]; sent: number[] }[])('$name', ({ steps, sent }) => {
    const batches: (readonly TelemetryEvent[])[] = [];
    const waitingTasks: (() => void)[] = [];
    const seen: TelemetryEvent[] = [];
    const reporter = createReporter({
      context: { brand: 'pesoagad', build: '0.1.0+test', engine: 'chromium/120', session: {} },
      send: (events) => batches.push(events),
      later: (run) => waitingTasks.push(run),
      onEvent: (event) => seen.push(event),
    });
    for (const step of steps) {
      if ('record' in step) for (let i = 0; i < step.record; i++) reporter.accept(failedCall);
      else if ('recordUnbuildable' in step)
        for (let i = 0; i < step.recordUnbuildable; i++) reporter.accept(unchecked);
      else if ('runLater' in step) for (const run of waitingTasks.splice(0)) run();
      else if ('flush' in step) reporter.flush();
      else expect(batches.map((batch) => batch.length)).toEqual(step.expectSent);
    }
    expect(batches.map((batch) => batch.length)).toEqual(sent);
    expect(batches.every((batch) => batch.length <= 20)).toBe(true);
    // Each event queued is seen once (the studio's list) and sent once.
    expect(seen).toHaveLength(batches.flat().length);
  });
});
