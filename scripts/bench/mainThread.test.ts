// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { longestScriptTask, mainThreadTime, pageTasks, type TraceEvent } from './mainThread';

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

describe('pageTasks', () => {
  const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 50_000 };
  /** An event inside a task (a function call, layout): start and length in µs, its thread time. */
  const inside = (name: string, ts: number, tdur: number, data?: Record<string, string>): TraceEvent => ({
    name,
    ph: 'X',
    ...MAIN,
    ts,
    dur: tdur,
    tdur,
    ...(data ? { args: { data } } : {}),
  });

  it('counts from the first contentful paint, each task with its CPU and script time and what it ran', () => {
    const tasks = pageTasks([
      navigation,
      fcp,
      task(10_000, 30_000, 28_000),
      task(60_000, 40_000, 30_000),
      inside('EvaluateScript', 61_000, 12_000, { url: 'http://x/assets/floor-A1.js?v=1' }),
      inside('FunctionCall', 74_000, 5_000, { functionName: 'S', url: 'http://x/assets/react-B2.js' }),
      inside('Layout', 80_000, 9_000),
      task(120_000, 20_000, 15_000),
      inside('Layout', 121_000, 14_000),
    ]);
    expect(tasks).toEqual([
      { start: 59, wall: 40, cpu: 30, script: 17, runs: 'EvaluateScript floor-A1.js' },
      { start: 119, wall: 20, cpu: 15, script: 0, runs: 'Layout' },
    ]);
  });

  it('counts an event nested in a script event once', () => {
    const [only] = pageTasks([
      navigation,
      task(60_000, 40_000, 40_000),
      inside('TimerFire', 61_000, 30_000),
      inside('FunctionCall', 62_000, 25_000, { functionName: 'tick' }),
    ]);
    expect(only?.script).toBe(30);
    expect(only?.runs).toBe('TimerFire');
  });

  it('finds a purpose-made busy loop of 200 ms in a render, among the tasks of a first load', () => {
    const load = (busy: number): TraceEvent[] => [
      navigation,
      fcp,
      task(60_000, 30_000, 28_000),
      inside('v8.evaluateModule', 60_500, 25_000),
      task(100_000, 10_000 + busy, 9_000 + busy),
      inside('FunctionCall', 100_100, 8_000 + busy, { functionName: 'S', url: 'http://x/react-B2.js' }),
    ];
    expect(longestScriptTask(pageTasks(load(0)))).toMatchObject({ script: 25, runs: 'v8.evaluateModule' });
    expect(longestScriptTask(pageTasks(load(200_000)))).toMatchObject({
      script: 208,
      runs: 'FunctionCall S react-B2.js',
    });
  });

  it('has nothing to count without the page’s navigation', () => {
    expect(pageTasks([fcp, task(60_000, 40_000, 40_000)])).toEqual([]);
    expect(longestScriptTask([])).toBeUndefined();
  });
});
