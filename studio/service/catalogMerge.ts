import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { po } from 'gettext-parser';
import { updateCatalogs } from '../../language/locale/projectCatalogs.ts';

type PoData = ReturnType<typeof po.parse>;
type PoMessage = PoData['translations'][string][string];

const translated = (message: PoMessage | undefined): boolean =>
  message !== undefined &&
  (message.msgstr[0] ?? '') !== '' &&
  !/\bfuzzy\b/.test(message.comments?.flag ?? '');

/**
 * Two versions of a catalog as one: the published one, with every translation the draft added or
 * made that the published one lacks or has stale. Two drafts that each translate their own texts
 * touch the same lines of a PO file without conflicting in meaning: staff never settle a catalog.
 * Where both translated one text, the published translation stays.
 */
export function mergeCatalogTexts(draft: string, published: string): string {
  const ours = po.parse(draft);
  const theirs = po.parse(published);
  for (const [context, messages] of Object.entries(ours.translations))
    for (const [id, message] of Object.entries(messages)) {
      if (id === '' || !translated(message)) continue;
      theirs.translations[context] ??= {};
      const byId = theirs.translations[context] as Record<string, PoMessage>;
      if (!translated(byId[id])) byId[id] = message;
    }
  return po.compile(theirs, { foldLength: 0 }).toString('utf8').replace(/\n*$/, '\n');
}

/**
 * `npm run locales` on a tree: each catalog merged with the texts its screens now have. Only a
 * catalog that changed is written (the previews' dev server swaps the screens at each write). Answers
 * every catalog's file.
 */
export function syncCatalogs(root: string): string[] {
  const files: string[] = [];
  for (const [lang, { text }] of updateCatalogs(root, [])) {
    const file = `locales/${lang}.po`;
    const path = join(root, file);
    files.push(file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    const temporary = `${path}.studio-${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  }
  return files;
}
