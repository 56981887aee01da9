// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Screens are data (DESIGN §2): nothing shipped from `src/` may name a screen's route or id,
 * or an order field whose values drive screen rules. Generated code and tests are exempt.
 */
const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const screens = readdirSync(join(ROOT, 'screens'))
  .filter((name) => name.endsWith('.json'))
  .map(
    (name) =>
      JSON.parse(readFileSync(join(ROOT, 'screens', name), 'utf8')) as { id: string; routes: string[] },
  );
const forbidden = [
  // `*` (not found) and `/` (the landing page) are also plain path text, so they cannot mark screen code.
  ...screens.flatMap((s) =>
    s.routes.filter((route) => route !== '*' && route !== '/').map((route) => `'${route}'`),
  ),
  ...screens.map((s) => `'${s.id}'`),
  'orderStatus',
  'isDelay',
  'problemType',
];

describe('no screen-specific code in src/', () => {
  it.each(sourceFiles(join(ROOT, 'src')).map((file) => [file.slice(ROOT.length + 1), file]))(
    '%s',
    (_name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(forbidden.filter((word) => text.includes(word))).toEqual([]);
    },
  );
});
