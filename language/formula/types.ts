/** A half-open range `[start, end)` of character offsets into the source text. */
export interface SourceSpan {
  start: number;
  end: number;
}

/** Why a formula or template could not be compiled, and where: `[start, end)` in the source text. */
export interface FormulaError {
  message: string;
  start: number;
  end: number;
}

/**
 * A compiled expression: the tree the interpreter (`src/expressions/evaluate.ts`) runs, and where
 * each of its nodes came from. `positions` maps the JSON pointer of every node, relative to the
 * tree (`''` for the root, `'/==/0'` for the first operand of `==`), to its span in the source, so
 * that a problem the checker finds at a pointer (`InferProblem`) can be shown under its token.
 */
export interface CompiledExpression {
  tree: unknown;
  positions: Map<string, SourceSpan>;
}

/** A compiled expression, or the first error found. Compilers never throw. */
export type CompileResult = CompiledExpression | { error: FormulaError };

/** Options shared by the formula compilers and the printer. */
export interface FormulaOptions {
  /**
   * Bare names allowed as path roots besides `SCOPE_ROOTS` (say, the names a screen gives to
   * computed values). A path `canRepay` or `canRepay.x` compiles to `{"var": "canRepay.x"}`; the
   * step that introduces such names decides how the interpreter reads them. Default: none.
   */
  names?: ReadonlySet<string>;
}

/** How `parseSyntax` (parseFormula.ts) reads its source. */
export interface SyntaxOptions extends FormulaOptions {
  /** Where the source starts in the text staff typed; every span is shifted by it. Default 0. */
  offset?: number;
  /** Accept `value | filter | filter(arg)` at the top, as template holes do. Default false. */
  pipes?: boolean;
}
