import { compileTemplate } from './compileTemplate.ts';
import { parseSyntax } from './parseFormula.ts';
import { emitTree, needsLiteral } from './syntax.ts';
import type { CompileResult, FormulaOptions } from './types.ts';

/**
 * Compiles the value of a screen property that takes an expression:
 * - `"=formula"` → the formula's tree (`parseFormula`), positions counted in the whole string;
 * - `"'=text"` → the text without its apostrophe, which may hold `{{ }}` holes; a text that still
 *   starts with `=` is `{"literal": "=..."}` so that it is never read as a formula again;
 * - any other string → `compileTemplate` (unchanged when it has no hole);
 * - any other JSON value (a number, an operator object written as JSON...) → unchanged, with no
 *   positions.
 * Errors are values, never throws.
 */
export function compileValue(value: unknown, options: FormulaOptions = {}): CompileResult {
  if (typeof value !== 'string') return { tree: value, positions: new Map() };
  if (value.startsWith('=')) {
    const node = parseSyntax(value.slice(1), { ...options, offset: 1 });
    return 'error' in node ? node : emitTree(node);
  }
  if (!value.startsWith("'=")) return compileTemplate(value, options);
  const compiled = compileTemplate(value.slice(1), options, 1);
  if ('error' in compiled || typeof compiled.tree !== 'string' || !needsLiteral(compiled.tree))
    return compiled;
  const span = { start: 0, end: value.length };
  return {
    tree: { literal: compiled.tree },
    positions: new Map([
      ['', span],
      ['/literal', { start: 1, end: value.length }],
    ]),
  };
}
