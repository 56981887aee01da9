/**
 * The options of the page's `Intl` formats (`format.ts`), apart so that the worker that makes them
 * first (`src/engine/intlWarmup.worker.ts`) makes the same ones and takes nothing else with it.
 */

/** Amounts with two decimals, grouped as the page's language groups them. */
export const AMOUNT_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * A date's fields, Latin digits, two of each but the year's. `h23`: an hour runs 00–23
 * (`hour12: false` wrote midnight as 24 in some engines).
 */
export const DATE_FIELDS_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
