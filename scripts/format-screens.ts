/**
 * `npm run format:screens`: prints every screen, part and variant file the way staff read them, each value
 * that fits on its line on one line (`language/codemods/printScreenJson.ts`); Biome keeps that layout.
 * `--check` exits 1 when a file is not printed so, as CI would say.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printScreenJson } from '../language/codemods/printScreenJson';
import { variantFiles } from '../language/compile/screenFiles.ts';

/** The folders of the experiments' variants (`experiments/goLoanButton`): screens, printed as screens are. */
const variantDirs = (root: string) => [
  ...new Set(variantFiles(root).map((file) => file.slice(0, file.lastIndexOf('/')))),
];

const root = process.cwd();
const check = process.argv.includes('--check');
const changed: string[] = [];
for (const dir of ['screens', 'screens/parts', ...variantDirs(root)])
  for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith('.json'))) {
    const file = join(root, dir, name);
    const text = readFileSync(file, 'utf8');
    const printed = printScreenJson(JSON.parse(text));
    if (printed === text) continue;
    changed.push(`${dir}/${name}`);
    if (!check) writeFileSync(file, printed);
  }
if (check && changed.length > 0) {
  console.error(
    `not printed one element a line where it fits (npm run format:screens):\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(check ? 'screens printed as staff read them' : `printed ${changed.length} file(s)`);
