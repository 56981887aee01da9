import { intlLocale } from '../../i18n/locale.ts';
import { AMOUNT_FORMAT, DATE_FIELDS_FORMAT } from './intlOptions.ts';
import { toNumber } from './math.ts';

/** One `Intl` format per language and kind, made once (making one is the costly part). */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intlFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  make: (tag: string) => T,
): T {
  const tag = intlLocale();
  const key = `${kind} ${tag}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make(tag);
    formats.set(key, format);
  }
  return format;
}

/** Amounts with two decimals, grouped as the page's language groups them (`en-PH`, `fil-PH`: 1,234.50). */
const amountFormat = () => intlFormat('amount', (tag) => new Intl.NumberFormat(tag, AMOUNT_FORMAT));

/** Groups the digits of a non-negative integer string by three with `separator`. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
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
  // Work in whole cents so that 0.1 + 0.2 style float noise never reaches the screen. The number
  // goes through Intl in the page's language (DESIGN §12); the sign stays the session's currency's
  // (Intl would write ₹ as "INR" in en-PH), before the digits as borrowers read it.
  const totalCents = Math.round(Math.abs(amount));
  return `${amount < 0 && totalCents !== 0 ? '-' : ''}${sign}${amountFormat().format(totalCents / 100)}`;
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
 * A date's fields in the phone's time zone, as `Intl` writes them in the page's language (`en-PH`,
 * `fil-PH`), put in SPEC §8's order below.
 */
function dateFields(date: Date): Record<string, string> {
  const format = intlFormat('date', (tag) => new Intl.DateTimeFormat(tag, DATE_FIELDS_FORMAT));
  const fields: Record<string, string> = {};
  for (const part of format.formatToParts(date)) fields[part.type] = part.value;
  return fields;
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
