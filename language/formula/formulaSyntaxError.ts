import type { FormulaError, SourceSpan } from './types.ts';

/** How the parser unwinds on the first problem; `parseSyntax` catches it, so callers get a value. */
export class FormulaSyntaxError extends Error {
  constructor(readonly problem: FormulaError) {
    super(problem.message);
  }
}

/** Stops parsing with `message`, under the span at fault. */
export function failAt(message: string, at: SourceSpan): never {
  throw new FormulaSyntaxError({ message, start: at.start, end: at.end });
}
