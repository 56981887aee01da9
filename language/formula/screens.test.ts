// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateTemplate, isOperator } from '../../src/expressions/evaluate';
import { isTemplate } from '../../src/expressions/template';
import { compileTemplate } from './compileTemplate';
import { inlineTemplates } from './inlineTemplates';
import { parseFormula } from './parseFormula';
import { printFormula } from './printFormula';
import { legacyPaths, sampleScopes } from './testSupport';

/**
 * The codemod's ground truth: every expression written as JSON in `screens/` prints as a formula
 * that parses back to the very same tree, and every template compiles to a tree that renders as
 * the runtime renders the template today.
 */
const screensDir = resolve(import.meta.dirname, '../../screens');

interface Found {
  where: string;
  value: unknown;
}

/** Expressions (one-key operator objects, outermost only) and template strings of a screen. */
function collect(value: unknown, where: string, expressions: Found[], templates: Found[]): void {
  if (typeof value === 'string') {
    if (isTemplate(value)) templates.push({ where, value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      collect(item, `${where}/${i}`, expressions, templates);
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const keys = Object.keys(value);
  if (keys.length === 1 && isOperator(keys[0] ?? '')) {
    expressions.push({ where, value });
    return;
  }
  for (const [key, child] of Object.entries(value)) collect(child, `${where}/${key}`, expressions, templates);
}

const expressions: Found[] = [];
const templates: Found[] = [];
for (const file of readdirSync(screensDir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const screen = JSON.parse(readFileSync(join(screensDir, file), 'utf8')) as {
    let?: Record<string, unknown>;
  };
  const found: Found[] = [];
  collect(screen, file, expressions, found);
  // A template that reads a `let` name, or the brand (folded at build time), is not a legacy one:
  // compileScreen proves it with the screen's names and the brand.
  const names = [...Object.keys(screen.let ?? {}), 'brand'];
  const readsName = new RegExp(`\\{\\{[^}]*(?<![.\\w])(${names.join('|')})\\b`);
  templates.push(...found.filter((t) => !readsName.test(String(t.value))));
}

/** How one screen expression fares: printed as is, printed once its inner templates are compiled, or not. */
function roundTrip(tree: unknown): 'direct' | 'inlined' | string {
  const direct = printFormula(tree);
  if (direct !== undefined) {
    const parsed = parseFormula(direct);
    return 'error' in parsed
      ? `${direct}: ${parsed.error.message}`
      : expectEqual(parsed.tree, tree, 'direct', direct);
  }
  const inlined = inlineTemplates(tree);
  if ('error' in inlined) return inlined.error.message;
  const formula = printFormula(inlined.tree);
  if (formula === undefined) return 'cannot be printed';
  const parsed = parseFormula(formula);
  return 'error' in parsed
    ? `${formula}: ${parsed.error.message}`
    : expectEqual(parsed.tree, inlined.tree, 'inlined', formula);
}

function expectEqual(actual: unknown, expected: unknown, ok: 'direct' | 'inlined', formula: string): string {
  return isDeepStrictEqual(actual, expected) ? ok : `${formula} parses to another tree`;
}

/** The paths a tree reads, so that sample scopes give each of them values. */
function varPaths(tree: unknown): string[] {
  if (Array.isArray(tree)) return tree.flatMap(varPaths);
  if (typeof tree !== 'object' || tree === null) return [];
  if ('var' in tree) {
    const args = tree.var;
    const path = Array.isArray(args) ? args[0] : args;
    return typeof path === 'string' ? [path, ...(Array.isArray(args) ? varPaths(args[1]) : [])] : [];
  }
  return Object.values(tree).flatMap(varPaths);
}

describe('screen expressions print as formulas', () => {
  // Since the migration (scripts/codemod-formulas.ts), screens write every expression as a formula:
  // the JSON trees left are only those inside formulas' own arguments, if any.
  it('finds no expression of screens/ still written as a JSON tree', () => {
    expect(expressions.map((found) => found.where)).toEqual([]);
  });

  it.each(expressions.map((found) => [found.where, found] as const))('%s', (_where, found) => {
    const outcome = roundTrip(found.value);
    expect(['direct', 'inlined']).toContain(outcome);
    if (outcome === 'direct') {
      const parsed = parseFormula(printFormula(found.value) ?? '');
      expect('error' in parsed ? parsed.error : parsed.tree).toEqual(found.value);
    }
  });

  it('prints all but those holding a template string directly', () => {
    const inlined = expressions
      .filter((found) => roundTrip(found.value) === 'inlined')
      .map((found) => found.where);
    // Templates inside trees: a formula writes them as concat(...), which means the same (the
    // migration printed paymentWay's resend label and promotion's send button this way).
    expect(inlined).toEqual([]);
  });

  it('keeps the meaning of expressions whose templates were compiled', () => {
    for (const found of expressions) {
      const inlined = inlineTemplates(found.value);
      if ('error' in inlined || inlined.tree === found.value) continue;
      for (const scope of sampleScopes(varPaths(found.value))) {
        expect(evaluate(inlined.tree, scope)).toEqual(evaluate(found.value, scope));
      }
    }
  });
});

describe('screen templates compile to trees that render the same', () => {
  it('finds the templates of screens/', () => {
    expect(templates.length).toBeGreaterThan(50);
  });

  it.each(templates.map((found) => [found.where, found] as const))('%s', (_where, found) => {
    const template = found.value as string;
    const compiled = compileTemplate(template);
    if ('error' in compiled) throw new Error(compiled.error.message);
    const paths = legacyPaths(template);
    // A hole that computes (`{{index + 1}}`) has no legacy reading: compiling it is the test.
    if (paths === undefined) return;
    for (const scope of sampleScopes(paths)) {
      expect(evaluate(compiled.tree, scope)).toBe(evaluateTemplate(template, scope));
    }
  });
});
