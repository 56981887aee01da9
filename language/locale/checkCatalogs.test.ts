// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cases from './cases/translations.json';
import { translationProblem } from './checkCatalogs.ts';

interface Case {
  name: string;
  english: string;
  translation: string;
  inFormula?: boolean;
  /** A part of the problem's message; none when the translation stands. */
  problem?: string;
}

// A translation keeps the English's holes exactly and is a template the build can read.
describe('a translation against its English', () => {
  it.each(cases as Case[])('$name', (c) => {
    const problem = translationProblem(c.english, c.translation, c.inFormula ?? false);
    if (c.problem === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(c.problem);
  });
});
