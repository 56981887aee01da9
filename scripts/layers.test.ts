import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import layerCases from './cases/layers.json';

/**
 * The layering rules of `.dependency-cruiser.cjs` (run over the whole tree by `npm run check:layers`),
 * each proven to refuse the import it is written against: a small tree per case, cruised in a
 * scratch folder with the project's rules.
 */

const root = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** A tree of a few files (path to text) and the rules it breaks. */
const cases = layerCases as unknown as { name: string; files: Record<string, string>; broken: string[] }[];

let scratch: string | undefined;
const cwd = process.cwd();
afterEach(() => {
  process.chdir(cwd);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

async function brokenRules(files: Record<string, string>): Promise<string[]> {
  scratch = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  // The rules name paths from the project's root, as `npm run check:layers` runs them.
  process.chdir(scratch);
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? path))];
  const { output } = await cruise(folders, {
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    outputType: 'json',
  });
  const result = JSON.parse(String(output)) as ICruiseResult;
  return result.summary.violations.map((violation) => violation.rule.name).sort();
}

describe('layering rules', () => {
  it.each(cases)('$name: $broken', async ({ files, broken }) => {
    expect(await brokenRules(files)).toEqual([...broken].sort());
  });
});
