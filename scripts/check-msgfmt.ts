import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogLangs } from '../language/locale/catalog.ts';
import { updateCatalogs } from '../language/locale/projectCatalogs.ts';

/**
 * `npm run check:locales`: every catalog as GNU gettext reads it (`msgfmt --check --statistics`,
 * Debian's `gettext`), so Poedit, Weblate or Crowdin open it as it is: no error, and no message
 * untranslated or fuzzy; and each as `npm run locales` writes it (a catalog whose `#:` references
 * went stale would change in the next draft of the studio service that saves, a diff nobody made).
 * The screens' side (holes, stale texts) is check:screens'.
 */
const root = process.cwd();
let failed = false;
const langs = catalogLangs(root);
for (const lang of langs) {
  const file = `locales/${lang}.po`;
  const run = spawnSync('msgfmt', ['--check', '--statistics', '-o', '/dev/null', file], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.error) {
    console.error(
      `msgfmt cannot run (${run.error.message}): install GNU gettext (Debian: apt-get install gettext)`,
    );
    process.exit(1);
  }
  const said = `${run.stdout}${run.stderr}`.trim();
  const untranslated = Number(/(\d+) untranslated/.exec(said)?.[1] ?? 0);
  const fuzzy = Number(/(\d+) fuzzy/.exec(said)?.[1] ?? 0);
  const warnings = said.split('\n').filter((line) => /warning|error/i.test(line));
  if (run.status !== 0 || untranslated > 0 || fuzzy > 0 || warnings.length > 0) {
    failed = true;
    console.error(`${file}: ${said}`);
  } else console.log(`${file}: ${said}`);
}
for (const [lang, { text }] of updateCatalogs(root, [])) {
  if (readFileSync(join(root, 'locales', `${lang}.po`), 'utf8') === text) continue;
  failed = true;
  console.error(`locales/${lang}.po is not as \`npm run locales\` writes it (its references moved): run it`);
}
if (langs.length === 0) console.log('no catalogs in locales/');
if (failed) process.exit(1);
