import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES_DIR, readCatalog, usableTranslations } from '../language/locale/catalog.ts';

const PREFIX = 'virtual:engine-texts/';

/**
 * Serves `virtual:engine-texts/<lang>`: the engine's own texts in a language (`t('Retry')`,
 * src/i18n/t.ts), English → translation, from `locales/<lang>.po`: the entries written in `src/`
 * (their `#:` references), translated and not fuzzy. One small chunk the app loads only in that
 * language; the screens' texts are folded into their own chunks (scripts/screensPlugin.ts).
 */
export function localePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'loan-locales',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const lang = id.slice(PREFIX.length + 1);
      this.addWatchFile(join(root, LOCALES_DIR, `${lang}.po`));
      const catalog = readCatalog(root, lang);
      const translations = usableTranslations(catalog);
      const texts: Record<string, string> = {};
      for (const entry of catalog?.entries.values() ?? []) {
        const translation = translations.get(entry.id);
        if (translation !== undefined && entry.references.some((ref) => ref.startsWith('src/')))
          texts[entry.id] = translation;
      }
      return `export const texts = ${JSON.stringify(texts)};\n`;
    },
  };
}
