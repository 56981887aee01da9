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
    setEngineTexts({});
    setLocale('en');
  });

  interface Case {
    texts: Record<string, string>;
    text: string;
    values: Record<string, string | number> | undefined;
    shown: string;
  }
  it.each<Case>([
    { texts: {}, text: 'Retry', values: undefined, shown: 'Retry' },
    { texts: { Retry: 'Subukan ulit' }, text: 'Retry', values: undefined, shown: 'Subukan ulit' },
    { texts: {}, text: '{{stars}} stars', values: { stars: 4 }, shown: '4 stars' },
    {
      texts: { '{{stars}} stars': '{{ stars }} bituin' },
      text: '{{stars}} stars',
      values: { stars: 4 },
      shown: '4 bituin',
    },
    { texts: {}, text: 'Page {{n}} of {{total}}', values: { n: 1 }, shown: 'Page 1 of {{total}}' },
    { texts: { Retry: 'Subukan ulit' }, text: 'Close', values: undefined, shown: 'Close' },
  ])('$text with $texts → $shown', ({ texts, text, values, shown }) => {
    setEngineTexts(texts);
    expect(t(text, values)).toBe(shown);
  });

  // The build numbers each call (`t('Retry',1)`, scripts/localePlugin.ts) and ships a language as a list.
  const call = t as (text: string, ...rest: unknown[]) => string;
  it.each<{ list: string[]; args: unknown[]; shown: string }>([
    { list: ['Naglo-load…', 'Subukan ulit'], args: ['Retry', 1], shown: 'Subukan ulit' },
    { list: ['{{ stars }} bituin'], args: ['{{stars}} stars', { stars: 4 }, 0], shown: '4 bituin' },
    { list: ['', 'Subukan ulit'], args: ['Loading…', 0], shown: 'Loading…' },
    { list: ['Subukan ulit'], args: ['Retry', 5], shown: 'Retry' },
    { list: ['Subukan ulit'], args: ['Retry'], shown: 'Retry' },
    { list: [], args: ['{{stars}} stars', { stars: 2 }, 0], shown: '2 stars' },
  ])('$args with the list $list → $shown', ({ list, args, shown }) => {
    setEngineTexts(list);
    expect(call(...(args as [string, ...unknown[]]))).toBe(shown);
  });
});
