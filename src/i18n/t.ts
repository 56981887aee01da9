import { hasOwn } from '../expressions/hasOwn.ts';

/**
 * The engine's own texts (loading, errors, Retry, toasts, validation, accessibility names): written
 * in English as `t('Retry')` or `t('Page {{n}}', { n })`, the English being the message id of the
 * catalogs (`locales/<lang>.po`). The first argument is always a quoted text written in the call:
 * `npm run locales` finds each one there (language/locale/engineTexts.ts). In English no dictionary
 * is loaded; another language's engine texts are one small chunk built from its catalog
 * (`virtual:engine-texts/<lang>`, scripts/localePlugin.ts), loaded with the first screen.
 */

/**
 * The texts `t` shows: the build's list for the page's language, in the order of the numbers the
 * build gives the calls (scripts/localePlugin.ts); '' where a text has none. English has none.
 */
export type EngineTexts = readonly string[];

let texts: EngineTexts = [];

type Values = Readonly<Record<string, string | number>>;

/** The engine text in the page's language, its `{{name}}` holes filled from `values`. */
export function t(text: string, values?: Values): string;
// The build adds the text's number as a last argument: `t('Retry',3)`, `t('Page {{n}}',{ n },5)`.
export function t(text: string, ...rest: unknown[]): string {
  const [first, second] = rest;
  const id = typeof first === 'number' ? first : second;
  const values = typeof first === 'object' ? (first as Values) : undefined;
  const translated = (typeof id === 'number' && texts[id]) || text;
  if (!values) return translated;
  return translated.replace(/\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g, (hole, name: string) =>
    hasOwn(values, name) ? String(values[name]) : hole,
  );
}

/** Sets the texts `t` shows (the build's list of a language; a test's). */
export function setEngineTexts(dictionary: EngineTexts): void {
  texts = dictionary;
}
