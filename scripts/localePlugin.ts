import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES_DIR, readCatalog, usableTranslations } from '../language/locale/catalog.ts';
import { appEngineTextIds, numberEngineTexts } from '../language/locale/engineTexts.ts';

const PREFIX = 'virtual:engine-texts/';

/**
 * The engine's own texts in each language (`t('Retry')`, src/i18n/t.ts):
 * - every `t('…')` of src/ gets its text's number as a last argument (`t('Retry',3)`,
 *   `numberEngineTexts`), the same number in every language;
 * - `virtual:engine-texts/<lang>` is that language's list in that order, from `locales/<lang>.po`
 *   (translated and not fuzzy; '' where there is none, which `t` shows in English). One small chunk
 *   the app loads only in that language, holding no English: the English is in the calls already.
 * The screens' texts are folded into their own chunks (scripts/screensPlugin.ts).
 */
export function localePlugin(): Plugin {
  let root = process.cwd();
  let ids: Map<string, number> | undefined;
  /** Read once per build or server: a text added while the dev server runs shows in English until it restarts. */
  const textIds = () => {
    ids ??= appEngineTextIds(root);
    return ids;
  };
  return {
    name: 'loan-locales',
    // On the TypeScript as written, before it is compiled.
    enforce: 'pre',
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
      const translations = usableTranslations(readCatalog(root, lang));
      const texts = [...textIds().keys()].map((text) => translations.get(text) ?? '');
      return `export const texts = ${JSON.stringify(texts)};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(join(root, 'src/')) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
      if (!/\bt\(/.test(code)) return;
      const numbered = numberEngineTexts(file, code, textIds());
      return numbered === code ? undefined : { code: numbered, map: null };
    },
  };
}
