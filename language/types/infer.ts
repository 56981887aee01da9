import { closestName } from '../../src/expressions/closestName.ts';
import { isOperator } from '../../src/expressions/evaluate.ts';
import { isPlainObject } from '../../src/expressions/funcs/collections.ts';
import { patternError } from '../../src/expressions/funcs/pattern.ts';
import { scopeRootOf } from '../../src/expressions/readPath.ts';
import {
  isTemplate,
  parseTemplate,
  TEMPLATE_FILTERS,
  type TemplateFilter,
} from '../../src/expressions/template.ts';
import { OPERATORS, type Operator, SCOPE_ROOTS } from '../../src/expressions/types.ts';
import { type JSONSchemaLike, type TypeEnv, withoutNull } from './typeEnv.ts';

/** The type of a value, in JSON Schema's words; `unknown` when it cannot be told statically. */
export type InferredType =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'null'
  | 'array'
  | 'object'
  | 'unknown';

/** A mistake found in an expression, located by a JSON pointer relative to the expression. */
export interface InferProblem {
  /** For example `/==/1` for the second operand of `==`; `''` for the expression itself. */
  pointer: string;
  message: string;
}

/** What `inferType` tells about an expression. */
export interface InferResult {
  type: InferredType;
  /** The values the expression can take, when its schema lists them. */
  enum?: unknown[];
  /** The schema of the value, when known (a var's schema, a list's schema for `filter`, ...). */
  schema?: JSONSchemaLike;
  problems: InferProblem[];
}

/** The inferred facts about one sub-expression, plus what messages call it. */
interface Typed {
  type: InferredType;
  enum?: unknown[];
  schema?: JSONSchemaLike;
  /** How messages name it: a var's field name, a literal's JSON, an operator's name. */
  label: string;
  /** Set for literals, whose exact value is known. */
  literal?: { value: unknown };
  /** Set for a literal list, for `in`. */
  elements?: Typed[];
}

interface Walk {
  env: TypeEnv;
  problems: InferProblem[];
}

const JSON_TYPES: readonly InferredType[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'array',
  'object',
];
const UNKNOWN: Typed = { type: 'unknown', label: 'a value' };

function child(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function listValues(values: readonly unknown[]): string {
  return values.map(show).join(', ');
}

function report(walk: Walk, pointer: string, message: string): void {
  walk.problems.push({ pointer, message });
}

/**
 * Infers the type of a screen expression from the schemas of the values it reads, and collects
 * the mistakes the screen checker reports: var paths that do not resolve (with a did-you-mean),
 * comparisons of values of different types, literals outside a field's enum, `match` cases that
 * can never match, unknown operators and template filters, and arguments of the wrong shape.
 * Inside `some`/`find`/`filter`/`map`, `item` is typed as an element of the list.
 */
export function inferType(expr: unknown, env: TypeEnv): InferResult {
  const walk: Walk = { env, problems: [] };
  const { type, enum: values, schema } = inferNode(expr, '', walk);
  return {
    type,
    ...(values === undefined ? {} : { enum: values }),
    ...(schema === undefined ? {} : { schema }),
    problems: walk.problems,
  };
}

/** The type of a JSON Schema, seen through a nullable union; mixed types are `unknown`. */
export function typeOfSchema(schema: JSONSchemaLike): { type: InferredType; enum?: unknown[] } {
  const unwrapped = withoutNull(schema);
  const values =
    unwrapped.enum !== undefined ? [...unwrapped.enum] : 'const' in unwrapped ? [unwrapped.const] : undefined;
  const declared = typeof unwrapped.type === 'string' ? [unwrapped.type] : [...(unwrapped.type ?? [])];
  const nonNull = declared.filter((type) => type !== 'null');
  let type: InferredType = 'unknown';
  if (nonNull.length === 1) type = JSON_TYPES.find((known) => known === nonNull[0]) ?? 'unknown';
  else if (declared.length === 1) type = 'null';
  else if (declared.length === 0 && values !== undefined)
    type = unify(values.map((value) => typeOfValue(value)));
  else if (declared.length === 0 && unwrapped.properties !== undefined) type = 'object';
  else if (declared.length === 0 && unwrapped.items !== undefined) type = 'array';
  return values === undefined ? { type } : { type, enum: values };
}

function typeOfValue(value: unknown): InferredType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return 'unknown';
  }
}

/** One type for values that may be any of `types`; `null` joins anything, integer widens to number. */
function unify(types: readonly InferredType[]): InferredType {
  const nonNull = types.filter((type) => type !== 'null');
  if (nonNull.length === 0) return types.length > 0 ? 'null' : 'unknown';
  const unique = [...new Set(nonNull)];
  if (unique.length === 1) return unique[0] ?? 'unknown';
  if (unique.every((type) => type === 'integer' || type === 'number')) return 'number';
  return 'unknown';
}

function isNumeric(type: InferredType): boolean {
  return type === 'integer' || type === 'number';
}

function compatible(left: InferredType, right: InferredType): boolean {
  return left === right || left === 'unknown' || right === 'unknown' || (isNumeric(left) && isNumeric(right));
}

function literalTyped(value: unknown): Typed {
  return { type: typeOfValue(value), label: show(value), literal: { value } };
}

function inferNode(expr: unknown, pointer: string, walk: Walk): Typed {
  if (typeof expr === 'string') {
    if (!isTemplate(expr)) return literalTyped(expr);
    checkTemplate(expr, pointer, walk);
    return { type: 'string', label: show(expr) };
  }
  if (expr === null || typeof expr === 'number' || typeof expr === 'boolean') return literalTyped(expr);
  if (Array.isArray(expr)) {
    const elements = expr.map((element, i) => inferNode(element, child(pointer, i), walk));
    return { type: 'array', schema: { type: 'array' }, label: 'a list', elements };
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

/** Infers every argument (a lone argument may be written without the array). */
function inferAll(args: unknown, pointer: string, walk: Walk): Typed[] {
  if (!Array.isArray(args)) return [inferNode(args, pointer, walk)];
  return args.map((arg, i) => inferNode(arg, child(pointer, i), walk));
}

/** Infers an argument list that must hold between `min` and `max` values. */
function inferFixed(
  operator: Operator,
  args: unknown,
  min: number,
  max: number,
  pointer: string,
  walk: Walk,
): Typed[] {
  if (!Array.isArray(args) || args.length < min || args.length > max) {
    const count = min === max ? `${min}` : `${min} to ${max}`;
    report(walk, pointer, `"${operator}" takes a list of ${count} values`);
    return Array.isArray(args) ? inferAll(args, pointer, walk) : [];
  }
  return inferAll(args, pointer, walk);
}

/** Infers the single operand of a unary operator: `x` or `[x]`. */
function inferOperand(operator: Operator, args: unknown, pointer: string, walk: Walk): Typed | undefined {
  if (!Array.isArray(args)) return inferNode(args, pointer, walk);
  if (args.length !== 1) {
    report(walk, pointer, `"${operator}" takes one value (a literal list is written [[...]])`);
    return undefined;
  }
  return inferNode(args[0], child(pointer, 0), walk);
}

/** A literal text that reads as a number (`"99900"`): accepted where a number is, as at run time. */
function isNumericText(typed: Typed): boolean {
  const value = typed.literal?.value;
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/**
 * What each formatter takes. Money, dates and grouping read an amount or a time, so a text field
 * there is a binding mistake (say a product name), even though numeric text would format at run
 * time: convert it with `num` first. `digits` and `cardMask` read the characters of a text or a
 * number.
 */
const FORMAT_INPUTS: Readonly<Record<TemplateFilter, 'a number' | 'a text or a number'>> = {
  money: 'a number',
  date: 'a number',
  datetime: 'a number',
  group: 'a number',
  digits: 'a text or a number',
  cardMask: 'a text or a number',
};

/**
 * Reports a formatter (an operator, or a template filter when `source` names its placeholder)
 * applied to a value of a type it cannot take. Only definite mismatches: an `unknown` value is
 * let through.
 */
function expectFormattable(
  format: TemplateFilter,
  operand: Typed,
  pointer: string,
  source: string,
  walk: Walk,
): void {
  const takes = FORMAT_INPUTS[format];
  if (operand.type === 'unknown' || isNumeric(operand.type)) return;
  if (operand.type === 'string' && (takes === 'a text or a number' || isNumericText(operand))) return;
  const where = source === '' ? '' : ` in ${source}`;
  report(walk, pointer, `"${format}" takes ${takes}, got ${operand.label} (${operand.type})${where}`);
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

/**
 * Checks that two compared values can be equal: the same type (integer and number agree), and a
 * literal within the other side's enum. Reports at the literal, which is what staff typed.
 */
function checkComparable(
  left: Typed,
  right: Typed,
  leftPointer: string,
  rightPointer: string,
  pointer: string,
  walk: Walk,
): void {
  const at = right.literal !== undefined ? rightPointer : left.literal !== undefined ? leftPointer : pointer;
  // Comparing with null asks "is it absent", which is meaningful for any field.
  if (left.type === 'null' || right.type === 'null') return;
  if (!compatible(left.type, right.type)) {
    report(walk, at, `compares ${left.label} (${left.type}) with ${right.label} (${right.type})`);
    return;
  }
  for (const [field, literal, literalPointer] of [
    [left, right, rightPointer],
    [right, left, leftPointer],
  ] as const) {
    if (
      field.enum !== undefined &&
      literal.literal !== undefined &&
      !field.enum.includes(literal.literal.value)
    ) {
      report(
        walk,
        literalPointer,
        `compares ${field.label} with ${literal.label}, which is not one of its values: ${listValues(field.enum)}`,
      );
    }
  }
}

function inferEquality(operator: '==' | '!=', args: unknown, pointer: string, walk: Walk): Typed {
  const [left, right] = inferFixed(operator, args, 2, 2, pointer, walk);
  if (left !== undefined && right !== undefined) {
    checkComparable(left, right, child(pointer, 0), child(pointer, 1), pointer, walk);
  }
  return { type: 'boolean', label: `"${operator}"` };
}

function inferOrder(operator: '<' | '<=' | '>' | '>=', args: unknown, pointer: string, walk: Walk): Typed {
  const operands = inferFixed(operator, args, 2, 3, pointer, walk);
  for (const [i, operand] of operands.entries()) {
    if (!['string', 'number', 'integer', 'unknown'].includes(operand.type)) {
      report(
        walk,
        child(pointer, i),
        `orders ${operand.label} (${operand.type}); only numbers or texts can be ordered`,
      );
    }
    const previous = operands[i - 1];
    if (previous !== undefined && !compatible(previous.type, operand.type)) {
      report(
        walk,
        child(pointer, i),
        `compares ${previous.label} (${previous.type}) with ${operand.label} (${operand.type})`,
      );
    }
  }
  return { type: 'boolean', label: `"${operator}"` };
}

/** The schema of a list's elements; `{}` (anything) when the list's schema does not say. */
function itemsOf(list: Typed): JSONSchemaLike {
  const items = list.schema === undefined ? undefined : withoutNull(list.schema).items;
  return typeof items === 'object' && !Array.isArray(items) ? (items as JSONSchemaLike) : {};
}

function inferIn(args: unknown, pointer: string, walk: Walk): Typed {
  const [needle, haystack] = inferFixed('in', args, 2, 2, pointer, walk);
  if (needle === undefined || haystack === undefined) return { type: 'boolean', label: '"in"' };
  const haystackPointer = child(pointer, 1);
  if (haystack.elements !== undefined) {
    for (const [i, element] of haystack.elements.entries()) {
      checkComparable(needle, element, child(pointer, 0), child(haystackPointer, i), pointer, walk);
    }
  } else if (haystack.type === 'array') {
    const items = itemsOf(haystack);
    const element = { ...typeOfSchema(items), label: `the elements of ${haystack.label}` };
    checkComparable(needle, element, child(pointer, 0), haystackPointer, pointer, walk);
  } else if (haystack.type === 'string') {
    if (!compatible(needle.type, 'string')) {
      report(
        walk,
        child(pointer, 0),
        `looks for ${needle.label} (${needle.type}) in the text ${haystack.label}`,
      );
    }
  } else if (haystack.type !== 'unknown') {
    report(walk, haystackPointer, `"in" looks in a list or a text, got ${haystack.label} (${haystack.type})`);
  }
  return { type: 'boolean', label: '"in"' };
}

function inferArithmetic(
  operator: '+' | '-' | '*' | '/' | '%',
  args: unknown,
  pointer: string,
  walk: Walk,
): Typed {
  const operands =
    operator === '/' || operator === '%'
      ? inferFixed(operator, args, 2, 2, pointer, walk)
      : inferAll(args, pointer, walk);
  for (const [i, operand] of operands.entries()) {
    const at = Array.isArray(args) ? child(pointer, i) : pointer;
    // Numeric literal text ("100") computes; a text field is a binding mistake: convert it with `num`.
    const nonNumericText = operand.type === 'string' && !isNumericText(operand);
    if (['boolean', 'array', 'object', 'null'].includes(operand.type) || nonNumericText) {
      report(walk, at, `"${operator}" takes numbers, got ${operand.label} (${operand.type})`);
    }
  }
  const integer = operator !== '/' && operands.every((operand) => operand.type === 'integer');
  return { type: integer ? 'integer' : 'number', label: `"${operator}"` };
}

/** The type of a value that is one of `branches`. */
function joinTyped(branches: readonly (Typed | undefined)[], label: string): Typed {
  const known = branches.filter((branch): branch is Typed => branch !== undefined);
  const type = unify(known.map((branch) => branch.type));
  const first = known.find((branch) => branch.type !== 'null');
  // Keep the schema when every branch has the same one (say, two vars of one field).
  const schema =
    first?.schema !== undefined &&
    known.every((branch) => branch.schema === first.schema || branch.type === 'null')
      ? first.schema
      : undefined;
  return { type, label, ...(schema === undefined ? {} : { schema }) };
}

function inferIf(args: unknown, pointer: string, walk: Walk): Typed {
  if (!Array.isArray(args) || args.length === 0) {
    report(walk, pointer, '"if" takes a list: [condition, value, ..., otherwise]');
    return UNKNOWN;
  }
  const values: Typed[] = [];
  for (const [i, arg] of args.entries()) {
    const typed = inferNode(arg, child(pointer, i), walk);
    const isCondition = i % 2 === 0 && i + 1 < args.length;
    if (!isCondition) values.push(typed);
  }
  return joinTyped(values, '"if"');
}

/** Whether a `match` case key can equal `String(value)` for a value of this type. */
function keyFitsType(key: string, type: InferredType): boolean {
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(key);
    case 'number':
      return key.trim() !== '' && Number.isFinite(Number(key));
    case 'boolean':
      return key === 'true' || key === 'false';
    case 'null':
      return key === 'null';
    case 'array':
    case 'object':
      return false;
    case 'string':
    case 'unknown':
      return true;
  }
}

function inferMatch(args: unknown, pointer: string, walk: Walk): Typed {
  if (!Array.isArray(args) || args.length < 2 || args.length > 3 || !isPlainObject(args[1])) {
    report(walk, pointer, '"match" takes [value, {case: value, ...}, default?]');
    return UNKNOWN;
  }
  const value = inferNode(args[0], child(pointer, 0), walk);
  const casesPointer = child(pointer, 1);
  const branches: Typed[] = [];
  for (const [key, branch] of Object.entries(args[1])) {
    const keyPointer = child(casesPointer, key);
    if (!keyFitsType(key, value.type)) {
      report(
        walk,
        keyPointer,
        `compares ${value.label} (${value.type}) with the case "${key}", which can never match`,
      );
    } else if (value.enum !== undefined && !value.enum.some((allowed) => String(allowed) === key)) {
      report(
        walk,
        keyPointer,
        `compares ${value.label} with the case "${key}", which is not one of its values: ${listValues(value.enum)}`,
      );
    }
    branches.push(inferNode(branch, keyPointer, walk));
  }
  if (args.length === 3) branches.push(inferNode(args[2], child(pointer, 2), walk));
  return joinTyped(branches, '"match"');
}

/** `matches` takes a text and a pattern; a literal pattern that is not a valid regular expression is reported. */
function inferMatches(args: unknown, pointer: string, walk: Walk): Typed {
  const [text, pattern] = inferFixed('matches', args, 2, 2, pointer, walk);
  if (
    text !== undefined &&
    !compatible(text.type, 'string') &&
    !isNumeric(text.type) &&
    text.type !== 'null'
  ) {
    report(walk, child(pointer, 0), `"matches" tests a text, got ${text.label} (${text.type})`);
  }
  if (pattern !== undefined) {
    const patternPointer = child(pointer, 1);
    if (!compatible(pattern.type, 'string')) {
      report(
        walk,
        patternPointer,
        `the pattern of "matches" is a text, got ${pattern.label} (${pattern.type})`,
      );
    } else if (pattern.literal !== undefined && typeof pattern.literal.value === 'string') {
      const error = patternError(pattern.literal.value);
      if (error !== undefined) report(walk, patternPointer, `invalid pattern ${pattern.label}: ${error}`);
    }
  }
  return { type: 'boolean', label: '"matches"' };
}

function inferJoin(args: unknown, pointer: string, walk: Walk): Typed {
  const [list, separator] = inferFixed('join', args, 1, 2, pointer, walk);
  if (list !== undefined && !compatible(list.type, 'array')) {
    report(walk, child(pointer, 0), `"join" takes a list, got ${list.label} (${list.type})`);
  }
  if (separator !== undefined && !compatible(separator.type, 'string')) {
    report(
      walk,
      child(pointer, 1),
      `the separator of "join" is a text, got ${separator.label} (${separator.type})`,
    );
  }
  return { type: 'string', label: '"join"' };
}

function inferIteration(
  operator: 'some' | 'find' | 'filter' | 'map',
  args: unknown,
  pointer: string,
  walk: Walk,
): Typed {
  if (!Array.isArray(args) || args.length !== 2) {
    report(walk, pointer, `"${operator}" takes [list, expression]`);
    return UNKNOWN;
  }
  const list = inferNode(args[0], child(pointer, 0), walk);
  if (!compatible(list.type, 'array')) {
    report(walk, child(pointer, 0), `"${operator}" goes through a list, got ${list.label} (${list.type})`);
  }
  const items = itemsOf(list);
  const element = inferNode(args[1], child(pointer, 1), {
    env: walk.env.withItem(items),
    problems: walk.problems,
  });
  switch (operator) {
    case 'some':
      return { type: 'boolean', label: '"some"' };
    case 'find':
      return { ...typeOfSchema(items), schema: items, label: `an element of ${list.label}` };
    case 'filter':
      return {
        type: 'array',
        schema: list.schema ?? { type: 'array' },
        label: `the elements of ${list.label}`,
      };
    case 'map': {
      const schema: JSONSchemaLike = {
        type: 'array',
        items: element.schema ?? (element.type === 'unknown' ? {} : { type: element.type }),
      };
      return { type: 'array', schema, label: '"map"' };
    }
  }
}

/** The schema of a map's values: its `additionalProperties`, or anything when the schema does not say. */
function valuesOf(map: Typed): JSONSchemaLike {
  const values = map.schema === undefined ? undefined : withoutNull(map.schema).additionalProperties;
  return typeof values === 'object' ? values : {};
}

/** `entries` gives `[{key, value}]`; `item.value` is typed by the map's `additionalProperties`. */
function inferEntries(args: unknown, pointer: string, walk: Walk): Typed {
  const operand = inferOperand('entries', args, pointer, walk);
  if (operand !== undefined && !compatible(operand.type, 'object')) {
    report(walk, pointer, `"entries" takes an object, got ${operand.label} (${operand.type})`);
  }
  const items: JSONSchemaLike = {
    type: 'object',
    properties: { key: { type: 'string' }, value: operand === undefined ? {} : valuesOf(operand) },
    required: ['key', 'value'],
  };
  return { type: 'array', schema: { type: 'array', items }, label: '"entries"' };
}

function inferObject(args: unknown, pointer: string, walk: Walk): Typed {
  if (!isPlainObject(args)) {
    report(walk, pointer, '"object" takes an object whose values are expressions');
    return UNKNOWN;
  }
  const properties: Record<string, JSONSchemaLike> = {};
  for (const [key, value] of Object.entries(args)) {
    const typed = inferNode(value, child(pointer, key), walk);
    Object.defineProperty(properties, key, {
      value: typed.schema ?? (typed.type === 'unknown' ? {} : { type: typed.type }),
      enumerable: true,
    });
  }
  return { type: 'object', schema: { type: 'object', properties }, label: '"object"' };
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
