export { compileTemplate } from './compileTemplate.ts';
export { compileValue } from './compileValue.ts';
export { forgottenEquals } from './forgottenEquals.ts';
export { inlineTemplates } from './inlineTemplates.ts';
export { parseFormula } from './parseFormula.ts';
export { printFormula } from './printFormula.ts';
export type { CompiledExpression, CompileResult, FormulaError, FormulaOptions, SourceSpan } from './types.ts';
