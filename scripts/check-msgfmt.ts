import { spawnSync } from 'node:child_process';
import { catalogLangs } from '../language/locale/catalog.ts';

/**
 * `npm run check:locales`: every catalog as GNU gettext reads it (`msgfmt --check --statistics`,
 * Debian's `gettext`), so Poedit, Weblate or Crowdin open it as it is: no error, and no message
 * untranslated or fuzzy. The screens' side (holes, stale texts, where) is check:screens'.
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
if (langs.length === 0) console.log('no catalogs in locales/');
if (failed) process.exit(1);
