import { afterEach, describe, expect, it } from 'vitest';
import { type Locale, setLocale } from '../../i18n/locale';
import { formatDate, formatDateTime, formatMoney } from './format';

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

describe.each<Locale>(['en', 'fil'])('dates and money through Intl in %s', (locale) => {
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
