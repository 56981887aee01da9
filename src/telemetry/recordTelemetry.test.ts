import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StampedFact } from './telemetryTypes';

/** The reporter the seam loads: what it was handed, and what came after. */
const reporter = vi.hoisted(() => ({
  started: [] as (readonly StampedFact[])[],
  after: [] as StampedFact[],
}));
vi.mock('./reporter', () => ({
  startReporter: (waiting: readonly StampedFact[]) => {
    reporter.started.push([...waiting]);
    return (fact: StampedFact) => reporter.after.push(fact);
  },
}));

const failedCall = { type: 'api', endpoint: 'contactKfInfo', status: 500, ms: 3, shown: true } as const;

beforeEach(() => {
  vi.resetModules();
  reporter.started.length = 0;
  reporter.after.length = 0;
});

describe('the first-load seam of telemetry', () => {
  it('stamps each fact with the screen and the time, keeps 100 until the reporter is here, then hands them on', async () => {
    const seam = await import('./recordTelemetry');
    seam.recordTelemetry(failedCall);
    seam.noteScreen('customerService', '/customerService');
    for (let i = 0; i < 150; i++) seam.recordTelemetry(failedCall);
    expect(reporter.started).toEqual([]);
    seam.startTelemetry();
    seam.startTelemetry();
    await vi.waitFor(() => expect(reporter.started).toHaveLength(1));
    const [waiting = []] = reporter.started;
    expect(waiting).toHaveLength(100);
    expect(waiting[0]).toMatchObject({ ...failedCall, screen: '', route: '' });
    expect(waiting[1]).toMatchObject({ screen: 'customerService', route: '/customerService' });
    expect(Math.abs((waiting[1]?.time ?? 0) - Date.now())).toBeLessThan(5000);
    seam.recordTelemetry(failedCall);
    expect(reporter.after).toEqual([expect.objectContaining({ ...failedCall, screen: 'customerService' })]);
  });
});
