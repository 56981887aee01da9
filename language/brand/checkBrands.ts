import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseWithPointers } from 'json-source-map';
import { duplicateKeys } from '../check/duplicateKeys.ts';
import { BRANDS_DIR, brandFiles, brandIdFromEnv, resolveBrand } from './brand.ts';
import { contrastProblems } from './brandContrast.ts';

/** A problem of a brand file, with the line and column of the key (or value) it is about. */
export interface BrandFileProblem {
  file: string;
  pointer: string;
  message: string;
  line: number;
  column: number;
}

type Pointers = Record<
  string,
  { key?: { line: number; column: number }; value: { line: number; column: number } }
>;

function locate(pointers: Pointers, pointer: string): { line: number; column: number } {
  let p = pointer;
  for (;;) {
    const found = pointers[p];
    if (found) {
      const where = found.key ?? found.value;
      return { line: where.line + 1, column: where.column + 1 };
    }
    if (p === '') return { line: 1, column: 1 };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/**
 * Checks every brand in `brands/`: the schema (required fields, formats), its id, its art files, and
 * the contrast of every colour pair the theme draws (brandContrast.ts). `overrides` replaces a
 * file's text (the studio's unsaved edits, the tests' cases).
 */
export function checkBrands(root: string, overrides: Record<string, string> = {}): BrandFileProblem[] {
  const files = [
    ...new Set([...brandFiles(root), ...Object.keys(overrides).filter((f) => f.startsWith('brands/'))]),
  ];
  const problems: BrandFileProblem[] = [];
  const active = `${BRANDS_DIR}/${brandIdFromEnv()}.json`;
  if (!files.includes(active))
    problems.push({
      file: active,
      pointer: '',
      message: `BRAND=${brandIdFromEnv()} names no brand file (brands: ${files.map((f) => f.slice(BRANDS_DIR.length + 1, -5)).join(', ') || 'none'}); screens cannot read brand.*`,
      line: 1,
      column: 1,
    });
  for (const file of files.sort()) {
    const text = overrides[file] ?? readFileSync(join(root, file), 'utf8');
    let parsed: { data: unknown; pointers: Pointers };
    try {
      parsed = parseWithPointers(text) as { data: unknown; pointers: Pointers };
    } catch (error) {
      problems.push({ file, pointer: '', message: `invalid JSON: ${String(error)}`, line: 1, column: 1 });
      continue;
    }
    problems.push(...duplicateKeys(file, text));
    const { brand, problems: found } = resolveBrand(root, file, parsed.data);
    const all = [...found];
    if (brand) {
      const written = (parsed.data as { colors?: Record<string, unknown> }).colors ?? {};
      all.push(...contrastProblems(file, brand, written));
    }
    for (const p of all) problems.push({ ...p, ...locate(parsed.pointers, p.pointer) });
  }
  return problems;
}
