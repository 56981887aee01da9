import { checkScreenFiles, screenFiles } from '../language/check/checkScreens';

/** `npm run check:screens`: proves every screen against the screen language and the API schemas. */
const root = process.cwd();
const lines = checkScreenFiles(root);
for (const line of lines) console.error(line);
if (lines.length > 0) {
  console.error(`\n${lines.length} problem(s) in screens/`);
  process.exit(1);
}
console.log(
  `screens ok: ${screenFiles(root).length} files checked against the screen schema and the API schemas`,
);
