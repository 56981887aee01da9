// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app that ships (`src/`) runs screens; it never compiles or checks them. So nothing in `src/`
 * imports the screen language (`language/`) or the development tools beside it: what it needs of
 * them (a type, a constant) lives in `src/`.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_ONLY = ['language', 'scripts', 'studio', 'sandbox', 'tests'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('src imports nothing build-time', () => {
  it.each(sourceFiles(join(ROOT, 'src')).map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const imported = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
      relative(ROOT, resolve(dirname(file), match[1] as string))
        .split('\\')
        .join('/'),
    );
    expect(imported.filter((path) => BUILD_ONLY.some((top) => path.startsWith(`${top}/`)))).toEqual([]);
  });
});
