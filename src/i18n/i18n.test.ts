import { afterEach, describe, expect, it } from 'vitest';
import cases from './cases/pickLocale.json';
import { intlLocale, pickLocale, setLocale } from './locale';
import { setEngineTexts, t } from './t';

describe('the locale: the session parameter lang, else navigator.languages, else English', () => {
  it.each(cases)('lang $lang, languages $languages → $locale', ({ lang, languages, locale }) => {
    expect(pickLocale(lang, languages)).toBe(locale);
  });

  it('formats with en-PH or fil-PH', () => {
    expect(intlLocale('en')).toBe('en-PH');
    expect(intlLocale('fil')).toBe('fil-PH');
  });
});

describe('engine texts', () => {
  afterEach(() => {
    setEngineTexts([]);
    setLocale('en');
  });

  // The build numbers each call (`t('Retry',1)`, scripts/localePlugin.ts) and ships a language as
  // a list in that order; a test file's own calls are not numbered, so these give the number.
  const call = t as (text: string, ...rest: unknown[]) => string;
  interface Case {
    list: string[];
    args: unknown[];
    shown: string;
  }
  it.each<Case>([
    { list: [], args: ['Retry', 0], shown: 'Retry' },
    { list: ['Subukan ulit'], args: ['Retry', 0], shown: 'Subukan ulit' },
    { list: [], args: ['{{stars}} stars', { stars: 4 }, 0], shown: '4 stars' },
    { list: ['{{ stars }} bituin'], args: ['{{stars}} stars', { stars: 4 }, 0], shown: '4 bituin' },
    { list: [], args: ['Page {{n}} of {{total}}', { n: 1 }, 0], shown: 'Page 1 of {{total}}' },
    { list: ['Subukan ulit'], args: ['Close', 1], shown: 'Close' },
    { list: ['Naglo-load…', 'Subukan ulit'], args: ['Retry', 1], shown: 'Subukan ulit' },
    { list: ['', 'Subukan ulit'], args: ['Loading…', 0], shown: 'Loading…' },
    { list: ['Subukan ulit'], args: ['Retry', 5], shown: 'Retry' },
    { list: ['Subukan ulit'], args: ['Retry'], shown: 'Retry' },
    { list: [], args: ['{{stars}} stars', { stars: 2 }, 0], shown: '2 stars' },
  ])('$args with the list $list → $shown', ({ list, args, shown }) => {
    setEngineTexts(list);
    expect(call(...(args as [string, ...unknown[]]))).toBe(shown);
  });
});
