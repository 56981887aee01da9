import { closestName } from '../../src/expressions/closestName.ts';
import { isOperator, isRow } from '../../src/expressions/evaluate.ts';
import { isPlainObject } from '../../src/expressions/funcs/collections.ts';
import { scopeRootOf } from '../../src/expressions/readPath.ts';
import {
  isTemplate,
  parseTemplate,
  TEMPLATE_FILTERS,
  type TemplateFilter,
} from '../../src/expressions/template.ts';
import { OPERATORS, type Operator, SCOPE_ROOTS } from '../../src/expressions/types.ts';
import {
  expectFormattable,
  inferArithmetic,
  inferEntries,
  inferEquality,
  inferIf,
  inferIn,
  inferIteration,
  inferJoin,
  inferMatch,
  inferMatches,
  inferObject,
  inferOrder,
  joinTyped,
} from './inferOperators.ts';
import {
  child,
  compatible,
  type InferResult,
  inferAll,
  inferFixed,
  inferOperand,
  literalTyped,
  report,
  show,
  type Typed,
  typeOfSchema,
  UNKNOWN,
  type Walk,
} from './inferredType.ts';
import type { JSONSchemaLike, TypeEnv } from './typeEnv.ts';

/**
 * Infers the type of a screen expression from the schemas of the values it reads, and collects
 * the mistakes the screen checker reports: var paths that do not resolve (with a did-you-mean),
 * comparisons of values of different types, literals outside a field's enum, `match` cases that
 * can never match, unknown operators and template filters, and arguments of the wrong shape.
 * Inside `some`/`find`/`filter`/`map`, `item` is typed as an element of the list.
 */
export function inferType(expr: unknown, env: TypeEnv): InferResult {
  const walk: Walk = { env, problems: [], inferNode };
  const { type, enum: values, schema } = inferNode(expr, '', walk);
  return {
    type,
    ...(values === undefined ? {} : { enum: values }),
    ...(schema === undefined ? {} : { schema }),
    problems: walk.problems,
  };
}

function inferNode(expr: unknown, pointer: string, walk: Walk): Typed {
  if (typeof expr === 'string') {
    if (!isTemplate(expr)) return literalTyped(expr);
    checkTemplate(expr, pointer, walk);
    return { type: 'string', label: show(expr) };
  }
  if (expr === null || typeof expr === 'number' || typeof expr === 'boolean') return literalTyped(expr);
  if (Array.isArray(expr)) {
    // A row (an object of fields, as staff write a list of rows in JSON) is typed as `object(...)` is.
    const elements = expr.map((element, i) =>
      isRow(element)
        ? inferObject(element, child(pointer, i), walk)
        : inferNode(element, child(pointer, i), walk),
    );
    const items = elementSchema(elements);
    return {
      type: 'array',
      schema: { type: 'array', ...(items ? { items } : {}) },
      label: 'a list',
      elements,
    };
  }
  if (!isPlainObject(expr)) {
    report(walk, pointer, 'is not a JSON value');
    return UNKNOWN;
  }
  const keys = Object.keys(expr);
  const [operator] = keys;
  if (keys.length !== 1 || operator === undefined) {
    report(walk, pointer, `an operator object has exactly one key, found ${keys.length}: ${keys.join(', ')}`);
    return UNKNOWN;
  }
  if (!isOperator(operator)) {
    const close = closestName(operator, OPERATORS);
    report(
      walk,
      pointer,
      `unknown operator "${operator}"${close === undefined ? '' : `; did you mean "${close}"?`}`,
    );
    return UNKNOWN;
  }
  return inferOperator(operator, expr[operator], child(pointer, operator), walk);
}

/**
 * The schema of a written list's elements, so that `item.<field>` is checked in the widget drawn
 * for each: texts when all are texts; rows when all are rows (every field any row has, typed when
 * the rows agree). Undefined for anything else (numbers, mixed lists): `item` stays unchecked.
 */
function elementSchema(elements: readonly Typed[]): JSONSchemaLike | undefined {
  if (elements.length === 0) return undefined;
  if (elements.every((element) => element.type === 'string')) return { type: 'string' };
  const rows = elements.map((element) =>
    element.type === 'object' ? element.schema?.properties : undefined,
  );
  const properties: Record<string, JSONSchemaLike> = {};
  for (const fields of rows) {
    if (fields === undefined) return undefined;
    for (const [field, schema] of Object.entries(fields)) {
      const known = Object.hasOwn(properties, field) ? properties[field] : undefined;
      const agree = known === undefined || JSON.stringify(known) === JSON.stringify(schema);
      // Defined, not assigned: a field named `__proto__` stays a field.
      Object.defineProperty(properties, field, {
        value: agree ? schema : {},
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return { type: 'object', properties };
}

function inferOperator(operator: Operator, args: unknown, pointer: string, walk: Walk): Typed {
  switch (operator) {
    case 'var':
      return inferVar(args, pointer, walk);
    case '==':
    case '!=':
      return inferEquality(operator, args, pointer, walk);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return inferOrder(operator, args, pointer, walk);
    case 'in':
      return inferIn(args, pointer, walk);
    case 'and':
    case 'or':
      inferAll(args, pointer, walk);
      return { type: 'boolean', label: `"${operator}"` };
    case '!':
    case '!!':
      inferOperand(operator, args, pointer, walk);
      return { type: 'boolean', label: `"${operator}"` };
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
      return inferArithmetic(operator, args, pointer, walk);
    case 'if':
      return inferIf(args, pointer, walk);
    case 'match':
      return inferMatch(args, pointer, walk);
    case 'concat':
      inferAll(args, pointer, walk);
      return { type: 'string', label: '"concat"' };
    case 'money':
    case 'date':
    case 'datetime':
    case 'group':
    case 'digits':
    case 'cardMask': {
      const operand = inferOperand(operator, args, pointer, walk);
      if (operand !== undefined) expectFormattable(operator, operand, pointer, '', walk);
      return { type: 'string', label: `"${operator}"` };
    }
    case 'str':
      inferOperand(operator, args, pointer, walk);
      return { type: 'string', label: `"${operator}"` };
    case 'num':
      inferOperand(operator, args, pointer, walk);
      return { type: 'number', label: '"num"' };
    case 'len': {
      const operand = inferOperand(operator, args, pointer, walk);
      if (
        operand !== undefined &&
        !compatible(operand.type, 'string') &&
        !compatible(operand.type, 'array')
      ) {
        report(walk, pointer, `"len" takes a text or a list, got ${operand.label} (${operand.type})`);
      }
      return { type: 'integer', label: '"len"' };
    }
    case 'join':
      return inferJoin(args, pointer, walk);
    case 'startsWith': {
      const operands = inferFixed(operator, args, 2, 2, pointer, walk);
      for (const [i, operand] of operands.entries()) {
        if (!compatible(operand.type, 'string')) {
          report(walk, child(pointer, i), `"startsWith" takes texts, got ${operand.label} (${operand.type})`);
        }
      }
      return { type: 'boolean', label: '"startsWith"' };
    }
    case 'matches':
      return inferMatches(args, pointer, walk);
    case 'default': {
      const [value, fallback] = inferFixed(operator, args, 2, 2, pointer, walk);
      return joinTyped([value, fallback], '"default"');
    }
    case 'some':
    case 'find':
    case 'filter':
    case 'map':
      return inferIteration(operator, args, pointer, walk);
    case 'entries':
      return inferEntries(args, pointer, walk);
    case 'range': {
      inferFixed(operator, args, 2, 2, pointer, walk).forEach((bound, i) => {
        if (!compatible(bound.type, 'integer'))
          report(walk, child(pointer, i), `"range" takes whole numbers, got ${bound.label} (${bound.type})`);
      });
      return { type: 'array', schema: { type: 'array', items: { type: 'integer' } }, label: '"range"' };
    }
    case 'merge':
      inferAll(args, pointer, walk);
      return { type: 'object', label: '"merge"' };
    case 'object':
      return inferObject(args, pointer, walk);
    case 'literal':
      return { ...literalTyped(args), ...(Array.isArray(args) ? { schema: { type: 'array' } } : {}) };
    default: {
      const unknownOperator: never = operator;
      return unknownOperator;
    }
  }
}

function labelOfPath(path: string): string {
  const segments = path.split('.');
  const last = segments[segments.length - 1] ?? path;
  return /^\d+$/.test(last) ? path : last;
}

/** Resolves a path through the env, reporting a path that does not resolve. */
function resolvePath(path: string, pointer: string, walk: Walk): Typed {
  const label = labelOfPath(path);
  const root = path.split('.')[0];
  if (scopeRootOf(root) === undefined) {
    const close = closestName(root ?? '', SCOPE_ROOTS);
    const hint =
      close === undefined ? '' : `; did you mean "${[close, ...path.split('.').slice(1)].join('.')}"?`;
    report(
      walk,
      pointer,
      `unknown path "${path}": a path starts with one of ${SCOPE_ROOTS.join(', ')}${hint}`,
    );
    return { ...UNKNOWN, label };
  }
  const resolved = walk.env.resolve(path);
  if ('error' in resolved) {
    const hint = resolved.suggestion === undefined ? '' : `; did you mean "${resolved.suggestion}"?`;
    report(walk, pointer, `unknown path "${path}": ${resolved.error}${hint}`);
    return { ...UNKNOWN, label };
  }
  return { ...typeOfSchema(resolved.schema), schema: resolved.schema, label };
}

function inferVar(args: unknown, pointer: string, walk: Walk): Typed {
  const list = Array.isArray(args) ? args : [args];
  const [path] = list;
  const pathPointer = Array.isArray(args) ? child(pointer, 0) : pointer;
  if (typeof path !== 'string' || list.length > 2) {
    report(walk, pointer, '"var" takes a path text, or [path, default]');
    return UNKNOWN;
  }
  const value = resolvePath(path, pathPointer, walk);
  if (list.length < 2) return value;
  const fallback = inferNode(list[1], child(pointer, 1), walk);
  if (!compatible(value.type, fallback.type) && fallback.type !== 'null') {
    report(
      walk,
      child(pointer, 1),
      `the default ${fallback.label} (${fallback.type}) is not a ${value.type} like ${value.label}`,
    );
  }
  return value.type === 'unknown' ? { ...fallback, label: value.label } : value;
}

function checkTemplate(template: string, pointer: string, walk: Walk): void {
  for (const part of parseTemplate(template)) {
    if (part.kind === 'text') continue;
    let value = resolvePath(part.path, pointer, walk);
    for (const filter of part.filters) {
      if (isTemplateFilter(filter)) {
        expectFormattable(filter, value, pointer, part.source, walk);
      } else {
        const close = closestName(filter, TEMPLATE_FILTERS);
        const hint = close === undefined ? '' : `did you mean "${close}"? `;
        report(
          walk,
          pointer,
          `unknown filter "${filter}" in ${part.source}; ${hint}filters: ${TEMPLATE_FILTERS.join(', ')}`,
        );
      }
      value = { type: 'string', label: `${value.label} | ${filter}` };
    }
  }
}

function isTemplateFilter(name: string): name is TemplateFilter {
  return (TEMPLATE_FILTERS as readonly string[]).includes(name);
}
