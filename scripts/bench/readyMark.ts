import type { CDPSession } from 'playwright-core';

/**
 * The `screen:ready` mark's time, read over CDP until it is there (NaN after `timeout` ms). Not
 * Playwright's `waitForFunction`: that first evaluates Playwright's own injected script in the
 * page, about 12 ms of the page's main thread on this machine, and it ran inside the load being
 * timed (after the load event, before the mark: on both pages, the screen's render or the call).
 * A plain `Runtime.evaluate` of one expression costs the page well under a millisecond.
 */
export async function readyMark(cdp: CDPSession, timeout = 20_000): Promise<number> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    // A page between documents (a redirect) has no context to evaluate in for a moment: read again.
    const value = await cdp
      .send('Runtime.evaluate', {
        expression: "performance.getEntriesByName('screen:ready')[0]?.startTime ?? null",
        returnByValue: true,
      })
      .then(
        ({ result }) => result.value as unknown,
        () => null,
      );
    if (typeof value === 'number') return value;
    await new Promise((wake) => setTimeout(wake, 20));
  }
  return Number.NaN;
}
