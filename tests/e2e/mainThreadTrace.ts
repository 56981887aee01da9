import type { Browser, CDPSession } from 'playwright-core';
import { type PageTask, pageTasks, type TraceEvent } from '../../scripts/bench/mainThread';

/** The CPU slowdown the check loads every page at: Lighthouse's mobile profile's. */
export const CPU_SLOWDOWN = 4;

/**
 * What the trace records: the thread's tasks (`toplevel`), what runs in them (`devtools.timeline`:
 * function calls, timers, parsing, layout; `v8.execute`: module evaluation and compilation) and
 * the navigation and the paint marks (`blink.user_timing`, `loading`: the first contentful paint the
 * tasks are counted from).
 */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'];

/** Evaluates `expression` in the page over CDP (not Playwright's injected script, which would run in the load). */
async function read(cdp: CDPSession, expression: string): Promise<unknown> {
  return cdp.send('Runtime.evaluate', { expression, returnByValue: true }).then(
    ({ result }) => result.value as unknown,
    () => undefined,
  );
}

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * Waits until the first load is over: the screen has settled (`data-screen-settled`: onLoad done),
 * or shows a failure or a screen without data marks, then until no more of what comes after the
 * first paint (the actions, telemetry) is asked for: the count of the page's resources stays the
 * same for two reads in a row.
 */
async function firstLoadOver(cdp: CDPSession, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const over = await read(
      cdp,
      "document.documentElement.dataset.screenSettled !== undefined || document.querySelector('[role=alert]') !== null",
    );
    if (over === true) break;
    await pause(100);
  }
  let resources = -1;
  let same = 0;
  while (Date.now() < end && same < 2) {
    const now = await read(cdp, "performance.getEntriesByType('resource').length");
    same = now === resources ? same + 1 : 0;
    resources = typeof now === 'number' ? now : -1;
    await pause(300);
  }
}

/**
 * Loads `url` cold (a fresh context: no cache, no storage) at `CPU_SLOWDOWN`, traced from before
 * the navigation to the end of its first load, and returns the page's main-thread tasks from its
 * first contentful paint (`pageTasks`). `initScript` runs in the page before its own scripts.
 */
export async function tracedColdLoad(
  browser: Browser,
  url: string,
  initScript?: () => void,
): Promise<PageTask[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await firstLoadOver(cdp);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return pageTasks(traceEvents);
  } finally {
    await context.close();
  }
}
