import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { type PageTask, pageTasks, type TraceEvent } from '../../scripts/bench/mainThread';
import { PHONE } from './chromium';

/**
 * The first load's main-thread work, counted so a busy machine does not move it: a route loaded
 * with a trace, each task of the page's main thread from its first contentful paint until the
 * network has been quiet for half a second (the lazy chunks after the paint included), by the
 * thread's CPU time in it (`pageTasks`). Another process taking the core stretches a task's length,
 * not the thread's time in it.
 *
 * Loaded at the machine's own speed: Chromium's CPU slowdown stretches the thread's CPU time too
 * (at 4× a task's CPU time is its length), so a busy loop timed by the clock shrinks under it, and
 * one load takes four times as long. Lighthouse's phone runs a task `CPU_SLOWDOWN` times longer
 * than this machine; failures say both.
 */

/** Lighthouse's mobile CPU slowdown: a task of `cpu` ms here lasts about `cpu × 4` ms on its phone. */
export const CPU_SLOWDOWN = 4;

/** Trace categories `pageTasks` reads: the scheduler's tasks, the script they ran, the paint marks. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** One traced load: every task after the first paint, longest first. */
export interface TracedLoad {
  tasks: PageTask[];
}

/** A test's own page: a script run before the page's own, and what the load waits for besides the network. */
export interface Regression {
  /** Runs in the page before its scripts (a purpose-made regression). */
  initScript: string;
  /**
   * A page expression true once the regression has run: the network's half second of quiet can come
   * before it on a busy machine (the page's calls held until its first paint), and the trace would end
   * without it.
   */
  ranWhen: string;
}

/** One cold load of `url` in a fresh context at 390×844, traced as above. */
export async function tracedLoad(
  browser: Browser,
  url: string,
  regression?: Regression,
): Promise<TracedLoad> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addCookies([{ name: 'sbx', value: randomUUID(), url }]);
    if (regression) await context.addInitScript(regression.initScript);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace: Buffer | undefined;
    try {
      await page.goto(url, { waitUntil: 'networkidle' });
      // Polled in an animation frame: true once the task that ran the regression has ended.
      if (regression) await page.waitForFunction(regression.ranWhen);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    return { tasks: pageTasks(traceEvents).sort((a, b) => b.cpu - a.cpu) };
  } finally {
    await context.close();
  }
}

/** What a route's loads came to: its longest task in each, and whether it is over the budget. */
export interface LongTaskVerdict {
  /** Each load's longest task (undefined: the load ran none after its first paint). */
  longest: Array<PageTask | undefined>;
  /** True when most loads had a task of over `budget` ms of CPU time. */
  over: boolean;
}

/**
 * Loads `url` until its verdict is clear: a load whose longest task takes under half of `budget`
 * ms of CPU passes the route at once (today's take 2–26 ms, one load, now and then two); otherwise the route
 * takes the majority of `loads` (two of three: the median), passing once most have no task over
 * `budget`, failing once most have one.
 */
export async function judgeLongTasks(
  browser: Browser,
  url: string,
  budget: number,
  options: { loads?: number; regression?: Regression } = {},
): Promise<LongTaskVerdict> {
  const loads = options.loads ?? 3;
  const majority = Math.floor(loads / 2) + 1;
  const longest: Array<PageTask | undefined> = [];
  let over = 0;
  let within = 0;
  while (over < majority && within < majority) {
    const { tasks } = await tracedLoad(browser, url, options.regression);
    const top = tasks[0];
    longest.push(top);
    if ((top?.cpu ?? 0) < budget / 2 && longest.length === 1) return { longest, over: false };
    if (top && top.cpu > budget) over++;
    else within++;
  }
  return { longest, over: over >= majority };
}

/** A load's longest task as a failure names it. */
export function describeTask(task: PageTask | undefined): string {
  if (!task) return 'no task after the first paint';
  return `${task.cpu.toFixed(0)} ms of CPU (about ${(task.cpu * CPU_SLOWDOWN).toFixed(0)} ms on Lighthouse's ${CPU_SLOWDOWN}× slower phone), ${task.start.toFixed(0)} ms after navigation, running ${task.runs}`;
}
