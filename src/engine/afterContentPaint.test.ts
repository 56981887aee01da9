import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContentPaint } from './afterPaint';
import { nextTask } from './nextTask';

/** A stand-in for the browser's PerformanceObserver: `report()` delivers a largest contentful paint. */
function stubObserver(entryTypes: string[]) {
  const observers: { callback: () => void; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    private readonly record: { callback: () => void; connected: boolean };
    constructor(callback: () => void) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe() {
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: () => {
      for (const observer of observers) if (observer.connected) observer.callback();
    },
    connected: () => observers.filter((observer) => observer.connected).length,
  };
}

/** Animation frames that run only when the test says: `frame()` runs the ones asked for so far. */
function stubFrames() {
  let pending: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => pending.push(callback));
  return {
    frame: () => {
      const due = pending;
      pending = [];
      for (const callback of due) callback(0);
    },
  };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterContentPaint, where the browser reports largest contentful paints', () => {
  it.each([
    { when: 'the next paint is reported', paint: true, waitMs: 0, runs: 1 },
    // A test's paused clock, a hidden webview's throttled timers: no timer fires.
    { when: 'the next paint is reported and no timer fires', paint: true, waitMs: null, runs: 1 },
    { when: 'no paint is reported yet', paint: false, waitMs: 499, runs: 0 },
    {
      when: 'no paint is reported for 500 ms (content no larger than the last)',
      paint: false,
      waitMs: 500,
      runs: 1,
    },
    { when: 'a paint is reported and the fallback time passes too', paint: true, waitMs: 1000, runs: 1 },
  ])('runs the callback $runs time(s) when $when', async ({ paint, waitMs, runs }) => {
    const paints = stubObserver(['paint', 'largest-contentful-paint', 'first-input']);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    stubFrames();
    const callback = vi.fn();
    afterContentPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    if (paint) paints.report();
    // In a task of its own after the report, not inside the observer's callback.
    expect(callback).not.toHaveBeenCalled();
    if (waitMs !== null) vi.advanceTimersByTime(waitMs);
    // A task (a message, which the page's clock does not hold: no timer is advanced for it).
    await nextTask();
    expect(callback).toHaveBeenCalledTimes(runs);
    if (runs) expect(paints.connected()).toBe(0);
  });
});

describe.each([
  { where: 'the browser reports none (an older webview)', types: ['paint'], inputs: 0 },
  {
    where: 'the borrower has tapped already (the browser reports no more)',
    types: ['paint', 'largest-contentful-paint', 'first-input'],
    inputs: 1,
  },
])('afterContentPaint, where $where', ({ types, inputs }) => {
  it.each([
    { frames: 0, runs: 0 },
    { frames: 1, runs: 0 },
    { frames: 2, runs: 1 },
    { frames: 3, runs: 1 },
  ])('after $frames animation frame(s) and a task: $runs run(s)', async ({ frames, runs }) => {
    stubObserver(types);
    // String(): web-vitals' types add an overload of getEntriesByType that names only the types it reads.
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      String(type) === 'first-input'
        ? (Array.from({ length: inputs }, () => ({})) as PerformanceEntryList)
        : [],
    );
    const animation = stubFrames();
    const callback = vi.fn();
    afterContentPaint(callback);
    for (let i = 0; i < frames; i++) animation.frame();
    await nextTask();
    expect(callback).toHaveBeenCalledTimes(runs);
  });
});
