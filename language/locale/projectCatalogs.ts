import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScreenProblem } from '../check/parsedScreen.ts';
import { type Catalog, catalogLangs, readCatalog, usableTranslations } from './catalog.ts';
import { catalogProblems } from './checkCatalogs.ts';
import { engineTextsOf } from './engineTexts.ts';
import { type MergeReport, type MessageTemplate, mergeCatalog } from './mergeCatalog.ts';
import { type ProjectMessages, projectMessages } from './messages.ts';
import { translateFile } from './translateFile.ts';

// The locale tools as the commands, the checker and the build use them, over the whole project.

/** Every message of the project: screens, parts and the engine. */
export function readProjectMessages(root: string, overrides: Record<string, string> = {}): ProjectMessages {
  return projectMessages(root, engineTextsOf(root).texts, overrides);
}

/** The templates of the catalogs: each message with its `file:line` references. */
export function messageTemplates(project: ProjectMessages): MessageTemplate[] {
  const byPlace = (a: { file: string; line: number }, b: { file: string; line: number }) =>
    a.file.localeCompare(b.file) || a.line - b.line;
  return [...project.messages.values()]
    .map((message) => ({ message, sites: [...message.sites].sort(byPlace) }))
    .sort((a, b) => (a.sites[0] && b.sites[0] ? byPlace(a.sites[0], b.sites[0]) : 0))
    .map(({ message, sites }) => ({
      id: message.id,
      ...(message.context ? { context: message.context } : {}),
      references: [...new Set(sites.map((site) => `${site.file}:${site.line}`))],
    }));
}

/** `npm run locales`: every catalog merged with the project's messages; the languages to make are `langs`. */
export function updateCatalogs(
  root: string,
  langs: readonly string[],
): Map<string, { text: string; report: MergeReport }> {
  const templates = messageTemplates(readProjectMessages(root));
  const out = new Map<string, { text: string; report: MergeReport }>();
  for (const lang of new Set([...catalogLangs(root), ...langs])) {
    const path = join(root, 'locales', `${lang}.po`);
    out.set(lang, mergeCatalog(existsSync(path) ? readFileSync(path, 'utf8') : undefined, templates, lang));
  }
  return out;
}

/** Every catalog's problems: a text missing, untranslated, stale, or a translation that breaks its holes. */
export function checkLocales(
  root: string,
  overrides: Record<string, string> = {},
  project: ProjectMessages = readProjectMessages(root, overrides),
): ScreenProblem[] {
  const catalogs = catalogLangs(root).flatMap((lang) => {
    const catalog = readCatalog(root, lang, overrides[`locales/${lang}.po`]);
    return catalog ? [catalog] : [];
  });
  const engine = engineTextsOf(root).problems.map((p) => ({ ...p, pointer: '' }));
  return [...engine, ...catalogs.flatMap((catalog) => catalogProblems(catalog, project))];
}

/**
 * The build's view of one language: a screen's or part's file as written, translated. English
 * is the files as they are; the sites are found once per build (and again after a change in dev).
 */
export class LocaleFolder {
  private project: ProjectMessages | undefined;
  private readonly catalogs = new Map<string, Map<string, string>>();

  constructor(private readonly root: string) {}

  /** Forget what was read: a screen, a part or a catalog changed. */
  reset(): void {
    this.project = undefined;
    this.catalogs.clear();
  }

  private translations(lang: string): Map<string, string> {
    let found = this.catalogs.get(lang);
    if (!found) {
      found = usableTranslations(readCatalog(this.root, lang) as Catalog | undefined);
      this.catalogs.set(lang, found);
    }
    return found;
  }

  private messages(): ProjectMessages {
    this.project ??= readProjectMessages(this.root);
    return this.project;
  }

  /** A file (`screens/x.json` or a part's) as written, translated into `lang`. */
  translate(file: string, data: unknown, lang: string): unknown {
    if (lang === 'en') return data;
    return translateFile(data, this.messages().sites.get(file) ?? [], this.translations(lang));
  }
}
