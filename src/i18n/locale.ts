/**
 * The borrower's language (DESIGN §12): the session parameter `lang` the host puts on the page
 * address (`en`, `fil`; `tl` means `fil`), else the first of English and Filipino the browser
 * lists in `navigator.languages`, else English. Chosen once per page load (`initLocale`) and kept
 * for the session with the other session parameters.
 */

/** The languages the app ships: staff write English, `locales/fil.po` holds Filipino. */
export type Locale = 'en' | 'fil';

/** The language a tag names (`fil-PH`, `tl`, `en_US`), if the app ships it. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'fil' || language === 'tl') return 'fil';
  if (language === 'en') return 'en';
  return undefined;
}

/** The locale of a session parameter `lang` and a browser's languages, most wanted first. */
export function pickLocale(lang: string | null | undefined, languages: readonly string[]): Locale {
  const asked = localeOf(lang);
  if (asked) return asked;
  for (const language of languages) {
    const found = localeOf(language);
    if (found) return found;
  }
  return 'en';
}

let current: Locale = 'en';

/** The page's language (English until `initLocale` or `setLocale`). */
export function currentLocale(): Locale {
  return current;
}

/** Sets the page's language: the build's prerender, per page it draws; tests. */
export function setLocale(locale: Locale): void {
  current = locale;
}

/** The tag `Intl` formats with: money, dates and numbers as borrowers in the Philippines read them. */
export function intlLocale(locale: Locale = current): string {
  return locale === 'fil' ? 'fil-PH' : 'en-PH';
}

/**
 * The `Accept-Language` every API call sends (DESIGN §3): the page's language first, so a lender's
 * server that writes its own copy (statuses, detail rows, messages) can write it in that language.
 */
export function acceptLanguage(locale: Locale = current): string {
  return locale === 'fil' ? 'fil-PH, fil;q=0.9, en;q=0.5' : 'en-PH, en;q=0.9';
}

/** The browser's languages, most wanted first (none outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Chooses the page's language from the session's `lang` and the browser, and sets `<html lang>`. */
export function initLocale(sessionLang: string | undefined): Locale {
  current = pickLocale(sessionLang, browserLanguages());
  if (typeof document !== 'undefined') document.documentElement.lang = current;
  return current;
}
