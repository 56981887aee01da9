import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { po } from 'gettext-parser';
import { catalogKey, catalogLangs, readCatalog } from '../../language/locale/catalog.ts';
import { translationProblem } from '../../language/locale/checkCatalogs.ts';
import { readProjectMessages, updateCatalogs } from '../../language/locale/projectCatalogs.ts';
import type { StudioTranslation, StudioTranslations } from '../studioTypes.ts';
import { fileVersion } from './saveScreenFile.ts';

// The studio's translations of one file's texts: what `npm run locales` and a translator do, for the
// texts of the screen or part being edited, so a changed label reaches the catalogs in the same change
// and the checker (CI's check:screens) passes on it.

/** The texts of `file` and their translation in `locale`'s catalog (`locales/<locale>.po`). */
export function fileTranslations(root: string, file: string, locale: string): StudioTranslations {
  if (!catalogLangs(root).includes(locale)) throw new Error(`no catalog locales/${locale}.po`);
  const catalog = readCatalog(root, locale);
  const texts: StudioTranslation[] = [];
  for (const message of readProjectMessages(root).messages.values()) {
    const sites = message.sites.filter((site) => site.file === file);
    const [first] = sites;
    if (!first) continue;
    const entry = catalog?.entries.get(catalogKey(message.id, message.context));
    const state = !entry
      ? 'missing'
      : entry.translation === ''
        ? 'untranslated'
        : entry.fuzzy
          ? 'stale'
          : 'translated';
    texts.push({
      id: message.id,
      ...(message.context ? { context: message.context } : {}),
      translation: entry?.translation ?? '',
      state,
      ...(entry?.previous === undefined ? {} : { previous: entry.previous }),
      line: first.line,
    });
  }
  texts.sort((a, b) => a.line - b.line);
  const text = catalog?.text ?? '';
  return { file, locale, catalog: `locales/${locale}.po`, version: fileVersion(text), texts };
}

/** One translation to write: the English text (and context) and its translation. */
export interface TranslationInput {
  id: string;
  context?: string;
  translation: string;
}

/**
 * Writes translations into `locales/<locale>.po`: the catalog is first merged with the project's
 * texts as `npm run locales` does (a new text comes in, a changed one keeps its old translation as
 * stale), then each given translation is set and no longer stale. A translation that breaks its
 * text's holes refuses the whole write. Answers the problems, or the catalog's new version.
 */
export function saveTranslations(
  root: string,
  locale: string,
  inputs: readonly TranslationInput[],
): { saved: true; file: string; version: string } | { saved: false; problems: string[] } {
  if (!catalogLangs(root).includes(locale))
    return { saved: false, problems: [`no catalog locales/${locale}.po`] };
  const project = readProjectMessages(root);
  const problems: string[] = [];
  for (const input of inputs) {
    const message = project.messages.get(catalogKey(input.id, input.context));
    if (!message) {
      problems.push(`"${input.id}" is not a text of any screen or part`);
      continue;
    }
    const inFormula = message.sites.some((site) => site.span !== undefined);
    const problem = translationProblem(input.id, input.translation, inFormula);
    if (problem) problems.push(`"${input.id}": the translation ${problem}`);
  }
  if (problems.length > 0) return { saved: false, problems };
  const merged = updateCatalogs(root, [locale]).get(locale);
  if (!merged) return { saved: false, problems: [`no catalog locales/${locale}.po`] };
  const data = po.parse(merged.text);
  for (const input of inputs) {
    const entry = data.translations[input.context ?? '']?.[input.id];
    if (!entry) continue;
    entry.msgstr = [input.translation];
    if (entry.comments) {
      const flags = (entry.comments.flag ?? '').split(/[,\s]+/).filter((flag) => flag && flag !== 'fuzzy');
      entry.comments.flag = flags.join(', ');
      delete entry.comments.previous;
    }
  }
  const text = po.compile(data, { foldLength: 0 }).toString('utf8').replace(/\n*$/, '\n');
  const file = `locales/${locale}.po`;
  const path = join(root, file);
  const temporary = `${path}.studio-${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
  return { saved: true, file, version: fileVersion(text) };
}

/** The `{ locale, texts }` of a translations request, narrowed from the JSON body. */
export function translationsRequestOf(
  body: string,
): { locale: string; texts: TranslationInput[] } | undefined {
  const parsed = JSON.parse(body) as { locale?: unknown; texts?: unknown } | null;
  if (typeof parsed?.locale !== 'string' || !/^[a-z]{2,3}(?:-[A-Za-z0-9]+)?$/.test(parsed.locale))
    return undefined;
  if (!Array.isArray(parsed.texts)) return undefined;
  const texts: TranslationInput[] = [];
  for (const entry of parsed.texts as unknown[]) {
    const { id, context, translation } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof translation !== 'string') return undefined;
    texts.push({ id, translation, ...(typeof context === 'string' && context ? { context } : {}) });
  }
  return { locale: parsed.locale, texts };
}
