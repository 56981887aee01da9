// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import cases from './cases/writtenText.json';
import { checkScreens } from './checkScreens';

const ROOT = resolve(import.meta.dirname, '../..');

/** A file of a case: its lines, or a file of the project with one text replaced. */
type CaseFile = string[] | { copyOf: string; replace: [string, string] };

interface Case {
  name: string;
  /** Files added to the project (or put in place of one), by path from the root. */
  files: Record<string, CaseFile>;
  /** The file whose problems are compared. */
  check: string;
  /** Every problem, in order: where (1-based) and a part of its message. */
  expected: { pointer?: string; line: number; column: number; message: string }[];
}

function text(file: CaseFile): string {
  if (Array.isArray(file)) return `${file.join('\n')}\n`;
  const original = readFileSync(resolve(ROOT, file.copyOf), 'utf8');
  const [from, to] = file.replace;
  if (!original.includes(from)) throw new Error(`${file.copyOf} has no ${JSON.stringify(from)}`);
  return original.replace(from, to);
}

// The rules on a file as written (writtenText.ts, duplicateKeys.ts): located at the line and column staff typed.
describe('screen checker, the files as written', () => {
  it.each(cases as unknown as Case[])('$name', (c) => {
    const overrides = Object.fromEntries(Object.entries(c.files).map(([path, file]) => [path, text(file)]));
    const problems = checkScreens(ROOT, [c.check], overrides);
    expect(
      problems.map((p) => ({ file: p.file, line: p.line, column: p.column, message: p.message })),
    ).toEqual(
      c.expected.map((e) => ({
        file: c.check,
        line: e.line,
        column: e.column,
        message: expect.stringContaining(e.message),
      })),
    );
    for (const [i, e] of c.expected.entries())
      if (e.pointer !== undefined) expect(problems[i]?.pointer).toBe(e.pointer);
  });
});
