/** One Chrome trace event, as far as the bench reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs), where the trace records it. */
  tdur?: number;
  args?: {
    data?: { isLoadingMainFrame?: boolean; url?: string; functionName?: string; type?: string };
    beginData?: { url?: string };
  };
}

/** The scheduler's task events: one per task the thread runs (category `toplevel`). */
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The page's main-thread CPU time (ms) from its navigation to the `screen:ready` mark: the thread
 * time of every task its renderer's main thread started in between (the one that sets the mark
 * included), a task nested in another counted once. Unlike the time to the mark, it leaves out what the thread waited for (the network, the
 * background compile, the machine's other processes), so it says how much work the page itself
 * did. Null when the trace has no navigation or no mark.
 */
export function mainThreadTime(events: readonly TraceEvent[]): number | null {
  const navigation = pageNavigation(events);
  const ready = events.find((event) => event.name === 'screen:ready');
  if (!navigation || !ready) return null;
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        TASKS.has(event.name) &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts &&
        event.ts <= ready.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let busyUntil = Number.NEGATIVE_INFINITY;
  let total = 0;
  for (const task of tasks) {
    if (task.ts < busyUntil) continue;
    total += task.tdur ?? task.dur ?? 0;
    busyUntil = task.ts + (task.dur ?? 0);
  }
  return total / 1000;
}

/** The page's navigation: its renderer's main thread and the time everything is counted from. */
function pageNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
}

/**
 * Events inside a task that run the page's script (trace categories `devtools.timeline`,
 * `v8.execute`): a script's or module's evaluation or compilation, a call into JavaScript from an
 * event, a timer, a frame, a promise's reaction.
 */
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
  'FireAnimationFrame',
  'FireIdleCallback',
]);

/** One task of the page's main thread, as the long-task check reads it. */
export interface PageTask {
  /** When it started, in ms from the navigation. */
  start: number;
  /** Its length (ms), what the machine's load stretches. */
  wall: number;
  /** The thread's CPU time in it (ms). */
  cpu: number;
  /** The thread's CPU time in the page's script in it (ms): its outermost script events'. */
  script: number;
  /** What it ran: its longest script event (`FunctionCall S react-….js`), or its longest event. */
  runs: string;
}

const ms = (us: number | undefined) => (us ?? 0) / 1000;

function eventName(event: TraceEvent): string {
  const data = event.args?.data;
  const url = data?.url ?? event.args?.beginData?.url;
  const file = url ? url.split('?')[0]?.split('/').pop() : undefined;
  return [event.name, data?.functionName, data?.type, file].filter(Boolean).join(' ');
}

/**
 * The page's main-thread tasks from its first contentful paint (navigation where the trace has
 * none) to the end of the trace, as Lighthouse's total blocking time counts them: the thread's
 * tasks (category `toplevel`), a task nested in another counted once, each with its CPU time and
 * that of the script it ran. A CPU time, not a length: another process taking the core stretches a
 * task's length, not the thread's time in it. Empty without the page's navigation.
 */
export function pageTasks(events: readonly TraceEvent[]): PageTask[] {
  const navigation = pageNavigation(events);
  if (!navigation) return [];
  const onThread = events.filter(
    (event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts,
  );
  const from = onThread.find((event) => event.name === 'firstContentfulPaint')?.ts ?? navigation.ts;
  const byStart = (a: TraceEvent, b: TraceEvent) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0);
  const tasks = onThread.filter((event) => event.ph === 'X' && TASKS.has(event.name)).sort(byStart);
  const inside = onThread.filter((event) => event.ph === 'X' && !TASKS.has(event.name)).sort(byStart);
  const result: PageTask[] = [];
  let busyUntil = Number.NEGATIVE_INFINITY;
  let next = 0;
  for (const task of tasks) {
    if (task.ts < busyUntil) continue;
    const end = task.ts + (task.dur ?? 0);
    busyUntil = end;
    while (next < inside.length && (inside[next]?.ts ?? 0) < task.ts) next++;
    let script = 0;
    let scriptUntil = Number.NEGATIVE_INFINITY;
    let longestScript: TraceEvent | undefined;
    let longest: TraceEvent | undefined;
    for (let i = next; i < inside.length && (inside[i]?.ts ?? end) < end; i++) {
      const event = inside[i] as TraceEvent;
      const time = event.tdur ?? event.dur ?? 0;
      if (!longest || time > (longest.tdur ?? longest.dur ?? 0)) longest = event;
      if (!SCRIPT.has(event.name) || event.ts < scriptUntil) continue;
      script += time;
      scriptUntil = event.ts + (event.dur ?? 0);
      if (!longestScript || time > (longestScript.tdur ?? longestScript.dur ?? 0)) longestScript = event;
    }
    if (task.ts < from) continue;
    const what = longestScript ?? longest;
    result.push({
      start: ms(task.ts - navigation.ts),
      wall: ms(task.dur),
      cpu: ms(task.tdur ?? task.dur),
      script: ms(script),
      runs: what ? eventName(what) : task.name,
    });
  }
  return result;
}

/** The task that ran the most script (undefined where none did). */
export function longestScriptTask(tasks: readonly PageTask[]): PageTask | undefined {
  let longest: PageTask | undefined;
  for (const task of tasks) if (!longest || task.script > longest.script) longest = task;
  return longest;
}
