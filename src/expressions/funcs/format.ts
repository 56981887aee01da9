import { currentLocale, intlLocale, type Locale } from '../../i18n/locale.ts';
import { toNumber } from './math.ts';

/**
 * The separators `Intl.NumberFormat` writes an amount with in the page's language (`en-PH` and
 * `fil-PH` both: `1,234.50`), written here because making the first `Intl` format of a page loads
 * ICU's data for the language: 30–50 ms of the thread in one call (120–200 ms on a 4× slower
 * phone), the longest task of a data route's first render. `format.test.ts` reads them from `Intl`
 * itself, so a table that disagrees with the browser's library fails there, not on a phone.
 */
export const AMOUNT_SEPARATORS: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  fil: { group: ',', decimal: '.' },
};

/** Groups the digits of a non-negative integer string by three with `separator`. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Two digits, as `Intl` writes `2-digit` fields and an amount's cents. */
function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Whole cents as `Intl` writes them with two decimals in the page's language: `123456` →
 * `1,234.56`. Past 2⁵³ cents (no lender's amount), where the digits of a double are not whole
 * cents any more, `Intl` itself writes them.
 */
function amountDigits(totalCents: number): string {
  if (!Number.isSafeInteger(totalCents)) {
    const format = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    return new Intl.NumberFormat(intlLocale(), format).format(totalCents / 100);
  }
  const { group, decimal } = AMOUNT_SEPARATORS[currentLocale()];
  return `${groupThousands(String(Math.floor(totalCents / 100)), group)}${decimal}${twoDigits(totalCents % 100)}`;
}

/**
 * The currency sign of the session: `real=1` is the rupee market, everything else the peso one
 * (DESIGN §3, Session).
 */
export function currencySign(session: Readonly<Record<string, string>> | undefined): string {
  return session?.real === '1' ? '₹' : '₱';
}

/**
 * Integer cents as money: `123456` → `₱1,234.56`. Numeric strings are accepted because some
 * endpoints send amounts as strings; anything else gives `undefined`.
 */
export function formatMoney(cents: unknown, sign: string): string | undefined {
  const amount = toNumber(cents);
  if (amount === undefined) return undefined;
  // Work in whole cents so that 0.1 + 0.2 style float noise never reaches the screen. The digits
  // are grouped as Intl groups them in the page's language (DESIGN §12); the sign stays the
  // session's currency's (Intl would write ₹ as "INR" in en-PH), before the digits as borrowers read it.
  const totalCents = Math.round(Math.abs(amount));
  return `${amount < 0 && totalCents !== 0 ? '-' : ''}${sign}${amountDigits(totalCents)}`;
}

/** An integer with thousands grouped by a dot: `1234567` → `1.234.567` (SPEC §9). */
export function formatGroup(value: unknown): string | undefined {
  const number = toNumber(value);
  if (number === undefined) return undefined;
  const rounded = Math.round(number);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)), '.')}`;
}

function toDate(seconds: unknown): Date | undefined {
  const number = toNumber(seconds);
  if (number === undefined) return undefined;
  const date = new Date(number * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date's fields in the phone's time zone, as `Intl.DateTimeFormat` writes them in `en-PH` and
 * `fil-PH` (Latin digits, two of each but the year's, hours 00–23; `format.test.ts` compares), put
 * in SPEC §8's order below. Read from the date itself: an `Intl` format loads ICU's data first.
 */
function dateFields(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  return {
    year: String(date.getFullYear()),
    month: twoDigits(date.getMonth() + 1),
    day: twoDigits(date.getDate()),
    hour: twoDigits(date.getHours()),
    minute: twoDigits(date.getMinutes()),
    second: twoDigits(date.getSeconds()),
  };
}

/** Unix seconds as the local date `YYYY-MM-DD`. */
export function formatDate(seconds: unknown): string | undefined {
  const date = toDate(seconds);
  if (date === undefined) return undefined;
  const { year, month, day } = dateFields(date);
  return `${year}-${month}-${day}`;
}

/** Unix seconds as the local date and time `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(seconds: unknown): string | undefined {
  const date = toDate(seconds);
  if (date === undefined) return undefined;
  const { year, month, day, hour, minute, second } = dateFields(date);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** Keeps the digits of a string or number (`'0917-123 4567'` → `'09171234567'`). */
export function keepDigits(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).replace(/\D/g, '');
}

/** What stands for the hidden digits of a card number. */
const CARD_MASK = '••••';

/**
 * A card number as the borrower may see it: its last four digits only, `'5210123412341234'` →
 * `'•••• 1234'` (PCI DSS 3.4.1). Whatever the server sends, a full number, one it masked itself
 * (`'********4821'` → `'•••• 4821'`) or a number, no more than four digits come out. Blank text
 * gives `''`; a value that is neither text nor a finite number gives `undefined`.
 */
export function maskCardNumber(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  if (text.trim() === '') return '';
  const lastFour = text.replace(/\D/g, '').slice(-4);
  return lastFour === '' ? CARD_MASK : `${CARD_MASK} ${lastFour}`;
}
