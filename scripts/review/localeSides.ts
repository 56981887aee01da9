import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogLangs, LOCALES_DIR, projectLocales, SOURCE_LOCALE } from '../../language/locale/catalog.ts';
import type { MessageTemplate } from '../../language/locale/mergeCatalog.ts';
import {
  LocaleFolder,
  messageTemplates,
  readProjectMessages,
} from '../../language/locale/projectCatalogs.ts';
import { staleTranslations, type TranslationChange } from '../../language/locale/staleTranslations.ts';
import type { SideSources } from './compiledScreens.ts';

// The review in each language the app ships (docs/locales.md): which locales, each side's screens as
// the build folds a language into them, and what a change of English did to the catalogs.

/**
 * The locales a review renders: those asked for (`--locale fil`, `--locale en,fil`), else every
 * locale of the work tree (`projectLocales`). Throws, naming the project's, for one it does not ship.
 */
export function reviewLocales(root: string, asked?: readonly string[]): string[] {
  const known = projectLocales(root);
  const wanted = [
    ...new Set((asked ?? []).flatMap((value) => value.split(',')).map((value) => value.trim())),
  ].filter(Boolean);
  if (wanted.length === 0) return known;
  const unknown = wanted.filter((locale) => !known.includes(locale));
  if (unknown.length > 0)
    throw new Error(
      `no locale ${unknown.map((l) => `"${l}"`).join(', ')}: the project's are ${known.join(', ')} (a catalog is ${LOCALES_DIR}/<lang>.po)`,
    );
  // In the project's order, English first.
  return known.filter((locale) => wanted.includes(locale));
}

/**
 * A side's sources in `locale`: each screen and part file with its texts replaced by their
 * translations, as the build folds the language in before compiling (scripts/screensPlugin.ts). A
 * side without that catalog (a base from before it) ships English there: its sources as they are.
 */
export function sourcesInLocale(sources: SideSources, root: string, locale: string): SideSources {
  if (locale === SOURCE_LOCALE || !existsSync(join(root, LOCALES_DIR, `${locale}.po`))) return sources;
  const folder = new LocaleFolder(root);
  const translate = (file: string, data: unknown): unknown => {
    try {
      return folder.translate(file, data, locale);
    } catch {
      // Texts the tools of this version cannot find in that side's files: compared as written.
      return data;
    }
  };
  const screens = new Map<string, string>();
  for (const [file, text] of sources.screens) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      screens.set(file, text);
      continue;
    }
    screens.set(file, JSON.stringify(translate(file, data), null, 2));
  }
  const parts = new Map(
    [...sources.parts].map(([name, part]) => [
      name,
      part.data === undefined ? part : { ...part, data: translate(part.file, part.data) },
    ]),
  );
  return { ...sources, screens, parts };
}

/** A side's messages, as the catalogs' templates; none when its files cannot be read. */
function sideMessages(root: string): MessageTemplate[] {
  try {
    return messageTemplates(readProjectMessages(root));
  } catch {
    return [];
  }
}

/** A side's catalog of `lang`, as written; none when it has none. */
function sideCatalog(root: string, lang: string): string | undefined {
  return catalogLangs(root).includes(lang)
    ? readFileSync(join(root, LOCALES_DIR, `${lang}.po`), 'utf8')
    : undefined;
}

/**
 * The translations the change (base → work) made stale, and the texts it added untranslated, in each
 * reviewed language but English. A catalog that cannot be read is the checker's to report: skipped here.
 */
export function translationChanges(
  baseRoot: string,
  workRoot: string,
  locales: readonly string[],
): TranslationChange[] {
  const langs = locales.filter((locale) => locale !== SOURCE_LOCALE);
  if (langs.length === 0) return [];
  const base = sideMessages(baseRoot);
  const work = sideMessages(workRoot);
  return langs.flatMap((lang) => {
    const before = sideCatalog(baseRoot, lang);
    const after = sideCatalog(workRoot, lang);
    try {
      return staleTranslations(
        lang,
        { ...(before === undefined ? {} : { catalog: before }), messages: base },
        { ...(after === undefined ? {} : { catalog: after }), messages: work },
      );
    } catch {
      return [];
    }
  });
}
