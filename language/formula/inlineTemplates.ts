import { isPlainObject } from '../../src/expressions/funcs/collections.ts';
import { isTemplate } from '../../src/expressions/template.ts';
import { compileTemplate } from './compileTemplate.ts';
import type { FormulaError, FormulaOptions } from './types.ts';

/**
 * Replaces each template string inside an expression tree (`{"if": [c, "{{state.seconds}}s", ""]}`)
 * by its compiled `concat` (see `compileTemplate`), which means the same and which a formula can
 * print. Strings the interpreter never reads as templates are left alone: `literal` payloads,
 * `var` paths and `match` case keys. For the codemod that turns JSON trees into formulas.
 */
export function inlineTemplates(
  tree: unknown,
  options: FormulaOptions = {},
): { tree: unknown } | { error: FormulaError } {
  try {
    return { tree: inline(tree, options) };
  } catch (error) {
    // Thrown only by `inline` below, to stop at the first bad template; never escapes.
    if (error instanceof TemplateError) return { error: error.problem };
    throw error;
  }
}

class TemplateError extends Error {
  constructor(readonly problem: FormulaError) {
    super(problem.message);
  }
}

function inline(tree: unknown, options: FormulaOptions): unknown {
  if (typeof tree === 'string') {
    if (!isTemplate(tree)) return tree;
    const compiled = compileTemplate(tree, options);
    if ('error' in compiled) throw new TemplateError(compiled.error);
    return compiled.tree;
  }
  if (Array.isArray(tree)) return tree.map((element) => inline(element, options));
  if (!isPlainObject(tree)) return tree;
  const keys = Object.keys(tree);
  const [op] = keys;
  if (keys.length !== 1 || op === undefined) return tree;
  const args = tree[op];
  switch (op) {
    case 'literal':
      return tree;
    case 'var':
      return Array.isArray(args) && args.length === 2 ? { var: [args[0], inline(args[1], options)] } : tree;
    case 'match': {
      if (!Array.isArray(args) || !isPlainObject(args[1])) return tree;
      const [value, cases, ...rest] = args;
      return {
        match: [
          inline(value, options),
          inlineValues(cases, options),
          ...rest.map((arg) => inline(arg, options)),
        ],
      };
    }
    case 'object':
      return isPlainObject(args) ? { object: inlineValues(args, options) } : tree;
    default:
      return { [op]: inline(args, options) };
  }
}

function inlineValues(object: Record<string, unknown>, options: FormulaOptions): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, inline(value, options)]));
}
