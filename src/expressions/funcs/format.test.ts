import { afterEach, describe, expect, it } from 'vitest';
import { intlLocale, type Locale, setLocale } from '../../i18n/locale';
import { AMOUNT_SEPARATORS, formatDate, formatDateTime, formatMoney } from './format';

afterEach(() => setLocale('en'));

/** The phone's local date and time as SPEC §8 shows them, read with Date's own getters. */
function local(seconds: number): { date: string; dateTime: string } {
  const d = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return { date, dateTime: `${date} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}` };
}

/** Local midnight of a day: the hour Intl once wrote as 24. */
const midnight = new Date(2026, 0, 15, 0, 0, 5).getTime() / 1000;

/** The date fields as `Intl.DateTimeFormat` writes them in a language: what the app's must equal. */
function intlDateTime(locale: Locale, seconds: number): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const f = Object.fromEntries(format.formatToParts(seconds * 1000).map((part) => [part.type, part.value]));
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

describe.each<Locale>(['en', 'fil'])('dates and money as Intl writes them in %s', (locale) => {
  it('the amount separators are the ones Intl writes in the language', () => {
    const parts = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2 }).formatToParts(
      1234567.5,
    );
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    expect(AMOUNT_SEPARATORS[locale]).toEqual({ group: part('group'), decimal: part('decimal') });
  });

  it.each([
    0,
    1,
    5,
    99,
    100,
    101,
    99999,
    100000,
    123456,
    100000000,
    123456789,
    987654321012,
    -1,
    -2550,
    -100000,
    10 ** 15 - 1,
    1e22,
  ])('money %s cents is what Intl writes, with the sign before it', (cents) => {
    setLocale(locale);
    const intl = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const whole = Math.round(Math.abs(cents));
    expect(formatMoney(cents, '₱')).toBe(`${cents < 0 ? '-' : ''}₱${intl.format(whole / 100)}`);
  });

  it.each([
    ['a due date', 1704456000],
    ['a leap day', 1709208000],
    ['local midnight', midnight],
    ['the last second of a year', new Date(2025, 11, 31, 23, 59, 59).getTime() / 1000],
    ['the epoch', 0],
  ])('%s: YYYY-MM-DD and YYYY-MM-DD HH:mm:ss in the phone’s time zone', (_, seconds) => {
    setLocale(locale);
    expect(formatDate(seconds)).toBe(local(seconds).date);
    expect(formatDateTime(seconds)).toBe(local(seconds).dateTime);
    expect(formatDateTime(seconds)).toBe(intlDateTime(locale, seconds));
  });

  it.each([
    [123456, '₱1,234.56'],
    [123456789, '₱1,234,567.89'],
    [-2550, '-₱25.50'],
    [5, '₱0.05'],
  ])('money %s cents → %s', (cents, shown) => {
    setLocale(locale);
    expect(formatMoney(cents, '₱')).toBe(shown);
  });
});
