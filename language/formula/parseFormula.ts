import { FormulaParser } from './formulaParser.ts';
import { FormulaSyntaxError } from './formulaSyntaxError.ts';
import { emitTree, type SyntaxNode } from './syntax.ts';
import { tokenize } from './tokenize.ts';
import type { CompileResult, FormulaError, FormulaOptions, SyntaxOptions } from './types.ts';

export type { SyntaxOptions };

/**
 * Parses a one-line formula (without its leading `=`) into the tree `evaluate` runs, with the
 * source span of every node by JSON pointer (see `CompiledExpression`). The grammar is
 * JavaScript's expression syntax, cut down to what the interpreter can run:
 *
 * | precedence (loosest first) | syntax | tree |
 * |---|---|---|
 * | `? :` (right) | `c ? a : b`, `c1 ? a : c2 ? b : d` | `{"if": [c, a, b]}`, `{"if": [c1, a, c2, b, d]}` |
 * | `??` | `path ?? fallback` | `{"var": ["path", fallback]}` |
 * | `\|\|`, `&&` | `a && b && c` | `{"and": [a, b, c]}` |
 * | `==`, `!=` | `a == b` | `{"==": [a, b]}` |
 * | `<`, `<=`, `>`, `>=`, `in` | `a < b`, `a < b < c`, `x in [1, 2]` | `{"<": [a, b]}`, `{"<": [a, b, c]}`, `{"in": [x, [1, 2]]}` |
 * | `+`, `-` | `a + b - c` | `{"-": [{"+": [a, b]}, c]}` |
 * | `*`, `/`, `%` | `a * b * c` | `{"*": [a, b, c]}` |
 * | prefix `!`, `!!`, `-` | `!x`, `-x`, `-5` | `{"!": x}`, `{"-": x}`, `-5` |
 * | atoms | `data.list[0].name`, `'text'`, `12`, `true`, `null`, `[a, b]`, `{k: v}`, `len(x)` | `{"var": "data.list.0.name"}`, ... |
 *
 * Errors are values: the first problem, with the span of the token at fault.
 */
export function parseFormula(source: string, options: FormulaOptions = {}): CompileResult {
  const node = parseSyntax(source, options);
  return 'error' in node ? node : emitTree(node);
}

/** Parses a formula into its syntax tree (see `parseFormula`); the compilers build on it. */
export function parseSyntax(
  source: string,
  options: SyntaxOptions = {},
): SyntaxNode | { error: FormulaError } {
  const tokens = tokenize(source, options.offset ?? 0);
  if ('error' in tokens) return tokens;
  try {
    return new FormulaParser(tokens, options).parse();
  } catch (error) {
    // The parser unwinds with a `FormulaSyntaxError`, caught only here: callers get a value.
    if (error instanceof FormulaSyntaxError) return { error: error.problem };
    throw error;
  }
}
