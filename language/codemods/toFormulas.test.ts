// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileScreen } from '../compile/compileScreen';
import cases from './cases/toFormulas.json';
import { toFormulas } from './toFormulas';

interface Case {
  name: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** False when the old text does not compile as it meant (a text starting with `=`). */
  compilesBefore?: boolean;
}

describe('the formulas codemod', () => {
  it.each(cases as Case[])('$name', ({ before, after }) => {
    expect(toFormulas(before).value).toEqual(after);
  });

  it.each((cases as Case[]).filter((c) => c.compilesBefore !== false))(
    '$name: the formulas compile back to the same tree',
    ({ before }) => {
      const converted = toFormulas(before).value;
      const parts = new Map();
      expect(compileScreen(converted, 'screens/x.json', parts).value).toEqual(
        compileScreen(before, 'screens/x.json', parts).value,
      );
    },
  );
});
