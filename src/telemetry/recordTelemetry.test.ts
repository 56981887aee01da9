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

describe('a page left before its reporter came', () => {
  it('keeps its facts in the tab for the next page load, whose reporter takes them first, once', async () => {
    sessionStorage.clear();
    const left = await import('./recordTelemetry');
    left.noteScreen('loanConfirm', '/loanConfirm');
    left.recordTelemetry({ type: 'exposure', experiment: 'goLoanButton', variant: 'b', first: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(reporter.started).toEqual([]);

    // Reloaded twice, each time before the reporter came: the second keeps the first's facts too.
    vi.resetModules();
    const between = await import('./recordTelemetry');
    between.recordTelemetry(failedCall);
    window.dispatchEvent(new Event('pagehide'));
    vi.resetModules();
    const next = await import('./recordTelemetry');
    next.noteScreen('loanConfirm', '/loanConfirm');
    next.recordTelemetry({ type: 'exposure', experiment: 'goLoanButton', variant: 'b', first: false });
    next.startTelemetry();
    await vi.waitFor(() => expect(reporter.started).toHaveLength(1));
    expect(reporter.started[0]?.map((fact) => (fact as { first?: boolean }).first)).toEqual([
      true,
      undefined,
      false,
    ]);
    expect(sessionStorage.getItem('loan.telemetry.left')).toBeNull();
  });

  it('keeps nothing once the reporter is here: it sends what waits itself', async () => {
    sessionStorage.clear();
    const seam = await import('./recordTelemetry');
    seam.startTelemetry();
    await vi.waitFor(() => expect(reporter.started).toHaveLength(1));
    seam.recordTelemetry(failedCall);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('loan.telemetry.left')).toBeNull();
    expect(reporter.after).toHaveLength(1);
  });
});
