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
  args?: { data?: { isLoadingMainFrame?: boolean } };
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
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
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
