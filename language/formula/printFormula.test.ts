// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../src/expressions/types';
import { parseFormula } from './parseFormula';
import { printFormula } from './printFormula';
import { loadCases } from './testSupport';

interface PrintCase {
  name: string;
  tree: unknown;
  /** The expected formula; `null` when the tree cannot be printed faithfully. */
  formula: string | null;
  names?: string[];
}

describe('printFormula', () => {
  it.each(loadCases<PrintCase>('print.json').map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const options = row.names === undefined ? {} : { names: new Set(row.names) };
    const formula = printFormula(row.tree, options);
    expect(formula ?? null).toBe(row.formula);
    if (formula === undefined) return;
    const reparsed = parseFormula(formula, options);
    expect('error' in reparsed ? reparsed.error : reparsed.tree).toEqual(row.tree);
  });
});

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEAVES: unknown[] = [
  0,
  1,
  -2,
  2.5,
  'a',
  "it's",
  '',
  '{{x}}',
  true,
  null,
  [],
  { var: 'data.x' },
  { var: 'item' },
  { var: 'data.list.0.a-b' },
  { var: 'window.x' },
  { literal: 'plain' },
  { literal: '=x' },
  { literal: [1, { a: 'b' }] },
];

/** A random tree of operators with random argument shapes, printable or not. */
function randomTree(random: () => number, depth: number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  if (depth <= 0 || random() < 0.25) return pick(LEAVES);
  const arity = pick([1, 1, 2, 2, 2, 3, 5]);
  const args = Array.from({ length: arity }, () => randomTree(random, depth - 1));
  const op = pick(OPERATORS);
  switch (op) {
    case 'var':
      return { var: random() < 0.5 ? 'state.a' : ['state.a', args[0]] };
    case 'literal':
      return { literal: pick(LEAVES) };
    case 'object':
      return { object: { a: args[0], 'b c': args[1] ?? 1 } };
    case 'match':
      return { match: [args[0], { 21: args[1] ?? 'x', k: 'y' }, ...(random() < 0.5 ? [args[2] ?? 0] : [])] };
    default:
      // Sometimes a lone argument, as `{"!": x}` is written.
      return { [op]: arity === 1 && random() < 0.7 ? args[0] : args };
  }
}

describe('printFormula on random trees', () => {
  it('prints every printable tree so that it parses back to the same tree', () => {
    const random = randomSource(20240611);
    let printed = 0;
    for (let i = 0; i < 5000; i++) {
      const tree = randomTree(random, 4);
      const formula = printFormula(tree);
      if (formula === undefined) continue;
      printed++;
      const reparsed = parseFormula(formula);
      expect({ formula, tree: 'error' in reparsed ? reparsed.error : reparsed.tree }).toEqual({
        formula,
        tree,
      });
    }
    // The generator makes many shapes the parser never makes; enough are printable to mean something.
    expect(printed).toBeGreaterThan(1000);
  });
});
