import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of size (issue 41): the newcomer's page, README.md, stays at most 250 lines, the
 * detail one link away in docs/; no source file grows past 400 lines, split by concern before it does.
 */

const root = resolve(import.meta.dirname, '..');
const README_MAX_LINES = 250;
const SOURCE_MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/**
 * Files no one writes, so no one splits: each is regenerated whole. Only generated code belongs
 * here, and each file it covers must still say so in its first line.
 */
const GENERATED = [
  // `npm run gen` from schemas/api/: the API types and one standalone Ajv validator per schema
  // (`check:gen` keeps them fresh).
  /^src\/generated\//,
];
const GENERATED_HEADER = '// Generated code. Do not modify.';

/** The files git tracks (a scratch file of one's own is not the project's until it is added). */
function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  // A file deleted in the work tree but not yet in the index is listed and absent.
  return listed.split('\0').filter((path) => path && existsSync(join(root, path)));
}

function lineCount(path: string): number {
  const text = readFileSync(join(root, path), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('house rules', () => {
  it(`README.md is at most ${README_MAX_LINES} lines, the two commands first`, () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(README_MAX_LINES);
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readFileSync(join(root, 'README.md'), 'utf8'))?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm start\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
  });

  it(`no source file is over ${SOURCE_MAX_LINES} lines`, () => {
    const sources = trackedFiles().filter((path) => SOURCE.test(path));
    const generated = sources.filter((path) => GENERATED.some((pattern) => pattern.test(path)));
    const notHeaded = generated.filter(
      (path) => !readFileSync(join(root, path), 'utf8').startsWith(GENERATED_HEADER),
    );
    expect(notHeaded, 'allowed as generated, but not headed as generated').toEqual([]);
    const tooLong = sources
      .filter((path) => !generated.includes(path))
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > SOURCE_MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(tooLong, `split these by concern to at most ${SOURCE_MAX_LINES} lines`).toEqual([]);
  });
});
