export { compileValue } from './compileValue.ts';
export { forgottenEquals } from './forgottenEquals.ts';
export { inlineTemplates } from './inlineTemplates.ts';
export { parseFormula } from './parseFormula.ts';
export { printFormula } from './printFormula.ts';
export type { SourceSpan } from './types.ts';
