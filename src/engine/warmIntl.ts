/**
 * Has a worker make the page's `Intl` formats (money, dates) before the screen first does. The first
 * `Intl` format of a kind loads the language's data from ICU, the browser's own library, once per
 * process: 40–55 ms of the thread here, 200 ms at 4× CPU, one call that no slicing splits, and it
 * fell in the screen's first render with data (repay period's plans, order details' amounts). ICU
 * keeps that data for the whole process, so made first on another thread, while the page hydrates,
 * the page's own format costs under a millisecond (measured in Chromium: 0.2 ms after a worker's).
 * Where the worker has not finished, or cannot start (no `Worker`, a policy refusing it), the page
 * makes its formats itself, as before.
 */
export function warmIntl(tag: string): void {
  // The dev server serves the worker unbundled, and nothing there is timed: the built app only.
  if (import.meta.env.DEV || typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./intlWarmup.worker.ts', import.meta.url)).postMessage(tag);
  } catch {
    // Formats are made in the page, as without a worker.
  }
}
