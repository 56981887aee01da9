import type { Locale } from './locale';
import { setEngineTexts } from './t';

/**
 * Loads and sets the engine's texts of a language (`t`, src/i18n/t.ts): one small chunk the build
 * makes from the catalog (scripts/localePlugin.ts). English has none to load.
 */
export async function loadEngineTexts(locale: Locale): Promise<void> {
  if (locale === 'en') {
    setEngineTexts({});
    return;
  }
  const module = await import('virtual:engine-texts/fil');
  setEngineTexts(module.texts);
}
