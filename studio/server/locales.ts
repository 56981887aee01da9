import { activeBrandScope } from '../../language/brand/brand.ts';
import { formatProblem } from '../../language/check/checkScreens.ts';
import { compileScreen } from '../../language/compile/compileScreen.ts';
import { readParts } from '../../language/compile/parts.ts';
import { projectLocales, SOURCE_LOCALE } from '../../language/locale/catalog.ts';
import { checkLocales, type LocaleFolder } from '../../language/locale/projectCatalogs.ts';
import type { StudioLocales, StudioProblem } from '../studioTypes.ts';
import type { ProjectScreen } from './projectScreens.ts';

// The studio in the languages the app ships: the picker's list, a screen compiled in one of them
// (for explain), and the catalogs' problems with the file being edited (docs/locales.md).

/** The languages of the picker: `projectLocales` (English, then each catalog's), named in English. */
export function studioLocales(root: string): StudioLocales {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return { locales: projectLocales(root).map((id) => ({ id, name: names.of(id) ?? id })) };
}

/**
 * What the catalogs say about the texts of one screen or part file (as if it held `text`, when
 * given): a text missing from a catalog, untranslated, stale, or a translation that breaks its holes,
 * each where the text is written. Warnings: English is what staff write, and an untranslated text
 * stops no preview and no save; `npm run check:screens` (CI) is what refuses it.
 */
export function catalogWarnings(root: string, file: string, text?: string): StudioProblem[] {
  return checkLocales(root, text === undefined ? {} : { [file]: text })
    .filter((problem) => problem.file === file)
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((problem) => ({
      file: problem.file,
      pointer: problem.pointer,
      message: problem.message,
      line: problem.line,
      column: problem.column,
      text: formatProblem(problem),
      severity: 'warning',
    }));
}

/**
 * A screen compiled as the app ships it in `locale` (its texts and those of its parts translated, as
 * the build folds them), keeping the file's text, so what explain shows is where it is written.
 */
export function screenInLocale(
  root: string,
  screen: ProjectScreen,
  locale: string,
  folder: LocaleFolder,
): ProjectScreen {
  if (locale === SOURCE_LOCALE || !screen.data) return screen;
  const parts = new Map(
    [...readParts(root)].map(([name, part]) => [
      name,
      { ...part, data: folder.translate(part.file, part.data, locale) },
    ]),
  );
  const data = folder.translate(screen.file, screen.data, locale) as Record<string, unknown>;
  return { ...screen, compiled: compileScreen(data, screen.file, parts, activeBrandScope(root)) };
}
