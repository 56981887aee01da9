import { hasOwn } from '../expressions/hasOwn.ts';

/**
 * The engine's own texts (loading, errors, Retry, toasts, validation, accessibility names): written
 * in English as `t('Retry')` or `t('Page {{n}}', { n })`, the English being the message id of the
 * catalogs (`locales/<lang>.po`). The first argument is always a quoted text written in the call:
 * `npm run locales` finds each one there (language/locale/engineTexts.ts). In English no dictionary
 * is loaded; another language's engine texts are one small chunk built from its catalog
 * (`virtual:engine-texts/<lang>`, scripts/localePlugin.ts), loaded with the first screen.
 */

let texts: Readonly<Record<string, string>> = {};

/** The engine text in the page's language, its `{{name}}` holes filled from `values`. */
export function t(text: string, values?: Readonly<Record<string, string | number>>): string {
  const translated = texts[text] ?? text;
  if (!values) return translated;
  return translated.replace(/\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g, (hole, name: string) =>
    hasOwn(values, name) ? String(values[name]) : hole,
  );
}

/** Sets the dictionary `t` reads (the build's chunk; a test's). */
export function setEngineTexts(dictionary: Readonly<Record<string, string>>): void {
  texts = dictionary;
}
