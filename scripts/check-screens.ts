import { checkScreenFiles, formatProblem } from '../language/check/checkScreens';
import { screenFiles } from '../language/compile/screenFiles.ts';
import { catalogLangs } from '../language/locale/catalog';
import { checkLocales } from '../language/locale/projectCatalogs';

/** `npm run check:screens`: proves every screen against the screen language and the API schemas. */
const root = process.cwd();
// The screens as written and compiled, then every catalog against the screens' and the engine's texts.
const lines = [...checkScreenFiles(root), ...checkLocales(root).map(formatProblem)];
for (const line of lines) console.error(line);
if (lines.length > 0) {
  console.error(`\n${lines.length} problem(s) in screens/`);
  process.exit(1);
}
console.log(
  `screens ok: ${screenFiles(root).length} files checked against the screen schema and the API schemas; catalogs complete: ${catalogLangs(root).join(', ') || 'none'}`,
);
