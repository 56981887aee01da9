// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './mainThread';

const MAIN = { pid: 1, tid: 10 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true } },
};
const ready: TraceEvent = { name: 'screen:ready', ph: 'R', ...MAIN, ts: 100_000 };
/** A task of the main thread: start and length in µs, its thread time if the trace has it. */
const task = (ts: number, dur: number, tdur?: number, where = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('mainThreadTime', () => {
  it.each<[string, TraceEvent[], number | null]>([
    ['no navigation: nothing to measure from', [ready, task(2_000, 5_000)], null],
    ['no mark: the screen never showed', [navigation, task(2_000, 5_000)], null],
    [
      'the thread time of each task, not its length',
      [navigation, ready, task(2_000, 5_000, 3_000), task(9_000, 1_000, 1_000)],
      4,
    ],
    ['its length where the trace has no thread time', [navigation, ready, task(2_000, 5_000)], 5],
    [
      'a task nested in another counted once (the other task name too)',
      [navigation, ready, task(2_000, 5_000, 5_000), { ...task(3_000, 1_000, 1_000), name: 'RunTask' }],
      5,
    ],
    [
      'only the page’s main thread: not another thread, not another process',
      [
        navigation,
        ready,
        task(2_000, 5_000, 5_000),
        task(2_000, 8_000, 8_000, { pid: 1, tid: 11 }),
        task(2_000, 7_000, 7_000, { pid: 2, tid: 10 }),
      ],
      5,
    ],
    [
      'only between navigation and mark; the task that sets the mark counted whole',
      [navigation, ready, task(500, 400, 400), task(99_000, 3_000, 3_000), task(100_500, 2_000, 2_000)],
      3,
    ],
    [
      'not the events inside a task (function calls, layout)',
      [navigation, ready, { ...task(2_000, 5_000, 5_000), name: 'FunctionCall' }],
      0,
    ],
  ])('%s', (_case, events, expected) => {
    expect(mainThreadTime(events)).toBe(expected);
  });
});
