/**
 * The "Screen language 2" codemod: rewrites the JSON-tree expressions of screens and parts as
 * one-line formulas (`language/codemods/toFormulas.ts`), and proves the meaning kept: each converted
 * file must compile (`compileScreen`, the build step) to a tree deep-equal to the one its old
 * text compiled to, or it is not written.
 *
 *   npx tsx scripts/codemod-formulas.ts [--dry-run] [files...]   (default: screens/*.json and screens/parts/*.json)
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { activeBrandScope } from '../language/brand/brand';
import { toFormulas } from '../language/codemods/toFormulas';
import { compileScreen } from '../language/compile/compileScreen';
import { readParts } from '../language/compile/parts';
import { screenFiles } from '../language/compile/screenFiles.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const parts = readParts(root);
const brand = activeBrandScope(root);
const files = args.filter((a) => !a.startsWith('--'));
const targets = files.length > 0 ? files : [...screenFiles(root), ...[...parts.values()].map((p) => p.file)];

/** Parts as they compile after the conversion: a screen's uses must expand to the same trees too. */
const convertedParts = new Map(
  [...parts].map(([name, part]) => {
    const data = part.data === undefined ? undefined : toFormulas(part.data).value;
    return [name, { ...part, data }];
  }),
);

let failures = 0;
let total = 0;
for (const file of targets) {
  const before = JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
  const { value: after, converted, kept } = toFormulas(before);
  total += converted;
  // A part is checked through the screens that use it (its params are bound there).
  const isPart = file.startsWith('screens/parts/');
  const same =
    isPart ||
    isDeepStrictEqual(
      compileScreen(before, file, parts, brand).value,
      compileScreen(after, file, convertedParts, brand).value,
    );
  if (!same) failures += 1;
  console.log(
    `${same ? 'same tree' : 'DIFFERENT'}  ${file}: ${converted} expressions to formulas${kept.length ? `, kept as JSON: ${kept.join(', ')}` : ''}`,
  );
  if (same && !dryRun && converted > 0)
    writeFileSync(join(root, file), `${JSON.stringify(after, null, 2)}\n`);
}
console.log(`${targets.length} files, ${total} expressions; ${failures} files compile to a different tree`);
process.exit(failures === 0 ? 0 : 1);
