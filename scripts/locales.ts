import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { updateCatalogs } from '../language/locale/projectCatalogs.ts';

/**
 * `npm run locales [lang…]`: brings every catalog in locales/ (and any language named) up to the
 * English of the screens and the engine: new texts come in untranslated, changed ones fuzzy with
 * their old translation, unused ones obsolete. Translators then edit the PO files (Poedit, Weblate).
 */
const root = process.cwd();
const asked = process.argv.slice(2).filter((arg) => /^[a-z]{2,3}(_[A-Z]{2})?$/.test(arg));
mkdirSync(join(root, 'locales'), { recursive: true });
for (const [lang, { text, report }] of updateCatalogs(root, asked.length > 0 ? asked : ['fil'])) {
  writeFileSync(join(root, 'locales', `${lang}.po`), text);
  console.log(
    `locales/${lang}.po: ${report.kept} kept, ${report.added} new (untranslated), ${report.stale} changed (fuzzy), ${report.obsoleted} obsolete`,
  );
}
