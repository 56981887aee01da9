import { currentLocale, type Locale } from './locale';
import { type EngineTexts, setEngineTexts } from './t';

/** Each language's texts, asked for once. */
const dictionaries = new Map<Locale, Promise<EngineTexts>>();

/** A language's texts: one small chunk the build makes from its catalog (scripts/localePlugin.ts); none for English. */
function dictionary(locale: Locale): Promise<EngineTexts> {
  let texts = dictionaries.get(locale);
  if (!texts) {
    texts =
      locale === 'en'
        ? Promise.resolve([])
        : import('virtual:engine-texts/fil').then(
            (module) => module.texts,
            // A chunk that cannot load (the network dropped) leaves the engine in English: the page
            // still draws, where waiting for it would draw nothing. The next page load asks again.
            () => [],
          );
    dictionaries.set(locale, texts);
  }
  return texts;
}

/** Loads and sets the engine's texts of a language (`t`, src/i18n/t.ts). */
export async function loadEngineTexts(locale: Locale): Promise<void> {
  setEngineTexts(await dictionary(locale));
}

/**
 * Resolves once the engine's texts of the page's language are set. A message made from them before
 * (a server answer that came back before the chunk: the route's calls start with the page) would
 * be in English; the API layer waits for this before it makes one.
 */
export function engineTextsReady(): Promise<void> {
  const locale = currentLocale();
  return locale === 'en' ? Promise.resolve() : loadEngineTexts(locale);
}
