// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateTemplate } from '../../src/expressions/evaluate';
import { compileTemplate } from './compileTemplate';
import { compileValue } from './compileValue';
import { legacyPaths, loadCases, nodePointers, sampleScopes, textsAt } from './testSupport';

interface TemplateCase {
  name: string;
  template: string;
  tree?: unknown;
  /** The template text each pointer must map to. */
  positions?: Record<string, string>;
  /** A substring of the expected error message. */
  error?: string;
  start?: number;
}

interface ValueCase {
  name: string;
  value: unknown;
  tree?: unknown;
  positions?: Record<string, string>;
  error?: string;
  start?: number;
}

describe('compileTemplate', () => {
  it.each(loadCases<TemplateCase>('templates.json').map((row) => [row.name, row] as const))(
    '%s',
    (_name, row) => {
      const result = compileTemplate(row.template);
      if (row.error !== undefined) {
        if (!('error' in result)) throw new Error(`compiled to ${JSON.stringify(result.tree)}`);
        expect(result.error.message).toContain(row.error);
        expect(result.error.start).toBe(row.start);
        return;
      }
      if ('error' in result) throw new Error(result.error.message);
      if (row.tree !== undefined) expect(result.tree).toEqual(row.tree);
      if (row.positions !== undefined) {
        expect(textsAt(row.template, result.positions, Object.keys(row.positions))).toEqual(row.positions);
      }
      expect(nodePointers(result.tree).filter((pointer) => !result.positions.has(pointer))).toEqual([]);
      const paths = legacyPaths(row.template);
      if (paths === undefined) return;
      for (const scope of sampleScopes(paths)) {
        expect(evaluate(result.tree, scope)).toBe(evaluateTemplate(row.template, scope));
      }
    },
  );
});

describe('compileValue', () => {
  it.each(loadCases<ValueCase>('values.json').map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = compileValue(row.value);
    if (row.error !== undefined) {
      if (!('error' in result)) throw new Error(`compiled to ${JSON.stringify(result.tree)}`);
      expect(result.error.message).toContain(row.error);
      expect(result.error.start).toBe(row.start);
      return;
    }
    if ('error' in result) throw new Error(result.error.message);
    if (row.tree !== undefined) expect(result.tree).toEqual(row.tree);
    if (row.positions !== undefined && typeof row.value === 'string') {
      expect(textsAt(row.value, result.positions, Object.keys(row.positions))).toEqual(row.positions);
    }
  });

  it('compiles what it compiled to the same tree again', () => {
    for (const value of ["'=1+1", '=state.a', 'Hi {{ data.name }}', 'plain']) {
      const once = compileValue(value);
      if ('error' in once) throw new Error(once.error.message);
      const twice = compileValue(once.tree);
      expect('error' in twice ? twice.error : twice.tree).toEqual(once.tree);
    }
  });
});
