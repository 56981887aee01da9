// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseFormula } from './parseFormula';
import { printFormula } from './printFormula';
import { loadCases, nodePointers, textsAt } from './testSupport';

interface ParseCase {
  name: string;
  source: string;
  tree: unknown;
  names?: string[];
}

interface ErrorCase {
  name: string;
  source: string;
  /** A substring of the message. */
  message: string;
  start: number;
  end?: number;
}

interface PositionCase {
  name: string;
  source: string;
  /** The source text each pointer must map to. */
  positions: Record<string, string>;
}

const optionsOf = (names?: string[]) => (names === undefined ? {} : { names: new Set(names) });

describe('parseFormula', () => {
  it.each(loadCases<ParseCase>('parse.json').map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = parseFormula(row.source, optionsOf(row.names));
    if ('error' in result) throw new Error(`${row.source}: ${result.error.message}`);
    expect(result.tree).toEqual(row.tree);
    // Every node has a span, so the checker can point into the formula wherever it reports.
    const missing = nodePointers(result.tree).filter((pointer) => !result.positions.has(pointer));
    expect(missing).toEqual([]);
  });
});

describe('parseFormula errors', () => {
  it.each(loadCases<ErrorCase>('errors.json').map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = parseFormula(row.source);
    if (!('error' in result)) throw new Error(`${row.source} parsed as ${JSON.stringify(result.tree)}`);
    expect(result.error.message).toContain(row.message);
    expect(result.error.start).toBe(row.start);
    if (row.end !== undefined) expect(result.error.end).toBe(row.end);
    expect(result.error.end).toBeGreaterThanOrEqual(result.error.start);
  });
});

describe('parseFormula positions', () => {
  it.each(loadCases<PositionCase>('positions.json').map((row) => [row.name, row] as const))(
    '%s',
    (_name, row) => {
      const result = parseFormula(row.source);
      if ('error' in result) throw new Error(`${row.source}: ${result.error.message}`);
      expect(textsAt(row.source, result.positions, Object.keys(row.positions))).toEqual(row.positions);
    },
  );
});

describe('parse cases print back', () => {
  it.each(loadCases<ParseCase>('parse.json').map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const options = optionsOf(row.names);
    const formula = printFormula(row.tree, options);
    if (formula === undefined) throw new Error(`cannot print ${JSON.stringify(row.tree)}`);
    const reparsed = parseFormula(formula, options);
    expect('error' in reparsed ? reparsed.error : reparsed.tree).toEqual(row.tree);
  });
});
