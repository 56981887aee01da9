export { compileTemplate } from './compileTemplate';
export { compileValue } from './compileValue';
export { inlineTemplates } from './inlineTemplates';
export { parseFormula } from './parseFormula';
export { printFormula } from './printFormula';
export type { CompiledExpression, CompileResult, FormulaError, FormulaOptions, SourceSpan } from './types';
