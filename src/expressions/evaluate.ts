import { entriesOf, isPlainObject, iterate, lengthOf, mergeObjects, rangeOf } from './funcs/collections.ts';
import { compareOrdered, isIn, strictEquals } from './funcs/compare.ts';
import {
  currencySign,
  formatDate,
  formatDateTime,
  formatGroup,
  formatMoney,
  keepDigits,
  maskCardNumber,
} from './funcs/format.ts';
import { isTruthy } from './funcs/logic.ts';
import { arithmetic, toNumber } from './funcs/math.ts';
import { matchesPattern } from './funcs/pattern.ts';
import { isBlank, joinTexts, startsWith, toText } from './funcs/strings.ts';
import { hasOwn } from './hasOwn.ts';
import { readPath } from './readPath.ts';
import { evaluateTemplate, isTemplate } from './template.ts';
import { OPERATORS, type Operator, type Scope } from './types.ts';

export { isTruthy } from './funcs/logic.ts';
export { evaluateTemplate } from './template.ts';

const OPERATOR_NAMES: ReadonlySet<string> = new Set(OPERATORS);

/** Whether `key` names an operator of the language. */
export function isOperator(key: string): key is Operator {
  return OPERATOR_NAMES.has(key);
}

/**
 * Evaluates a screen expression (see `Expression`) against a scope. It never throws: an unknown
 * operator, a bad argument or a missing path gives `undefined`, which renders as nothing and is
 * falsy, so a screen degrades instead of breaking.
 */
export function evaluate(expr: unknown, scope: Scope): unknown {
  try {
    return evaluateNode(expr, scope);
  } catch {
    // Only a pathological tree (cyclic, or deep enough to overflow the stack) gets here.
    return undefined;
  }
}

function evaluateNode(expr: unknown, scope: Scope): unknown {
  if (typeof expr === 'string') return isTemplate(expr) ? evaluateTemplate(expr, scope) : expr;
  if (expr === null || typeof expr === 'number' || typeof expr === 'boolean') return expr;
  if (Array.isArray(expr)) return expr.map((element) => evaluateElement(element, scope));
  if (!isPlainObject(expr)) return undefined;
  const keys = Object.keys(expr);
  const operator = keys[0];
  if (keys.length !== 1 || operator === undefined || !isOperator(operator)) return undefined;
  return evaluateOperator(operator, expr[operator], scope);
}

/**
 * An element of a list: an expression, or a row (an object of fields, none an operator's name, as
 * staff write a list of rows in JSON), whose values are each computed.
 */
function evaluateElement(element: unknown, scope: Scope): unknown {
  return isRow(element) ? evaluateObject(element, scope) : evaluateNode(element, scope);
}

/** Whether a list's element is a row: an object of one or more fields, none named as an operator. */
export function isRow(element: unknown): element is Record<string, unknown> {
  if (!isPlainObject(element)) return false;
  const keys = Object.keys(element);
  return keys.length > 0 && !keys.some(isOperator);
}

function evaluateOperator(operator: Operator, args: unknown, scope: Scope): unknown {
  switch (operator) {
    case 'var':
      return evaluateVar(args, scope);
    case '==':
    case '!=':
      return evaluateEquality(operator, args, scope);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compareOrdered(operator, evaluateArgs(args, scope));
    case 'in':
      return evaluateIn(args, scope);
    case 'and':
    case 'or':
      return evaluateLogic(operator, args, scope);
    case '!':
    case '!!':
      return evaluateNot(operator, args, scope);
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
      return arithmetic(operator, evaluateArgs(args, scope));
    case 'if':
      return evaluateIf(args, scope);
    case 'match':
      return evaluateMatch(args, scope);
    case 'concat':
      return joinTexts(evaluateArgs(args, scope), '');
    case 'money':
    case 'date':
    case 'datetime':
    case 'group':
    case 'digits':
    case 'cardMask':
    case 'len':
    case 'str':
    case 'num':
      return evaluateUnary(operator, args, scope);
    case 'join':
      return evaluateJoin(args, scope);
    case 'startsWith':
      return evaluateStartsWith(args, scope);
    case 'matches':
      return evaluateMatches(args, scope);
    case 'default':
      return evaluateDefault(args, scope);
    case 'some':
    case 'find':
    case 'filter':
    case 'map':
      return evaluateIteration(operator, args, scope);
    case 'entries': {
      const operand = evaluateOperand(args, scope);
      return operand === BAD_ARGUMENT ? undefined : entriesOf(operand);
    }
    case 'range': {
      const [from, to] = evaluateArgs(args, scope);
      return rangeOf(from, to);
    }
    case 'merge':
      return mergeObjects(evaluateArgs(args, scope));
    case 'object':
      return evaluateObject(args, scope);
    case 'literal':
      return args;
    default: {
      const unknownOperator: never = operator;
      return unknownOperator;
    }
  }
}

/** Operator arguments as a list: a lone argument may be written without the array. */
function argList(args: unknown): unknown[] {
  return Array.isArray(args) ? args : [args];
}

function evaluateArgs(args: unknown, scope: Scope): unknown[] {
  return argList(args).map((arg) => evaluateNode(arg, scope));
}

/** Marks an argument list of the wrong shape; never escapes this file. */
const BAD_ARGUMENT: unique symbol = Symbol('bad argument');

/** The single operand of a unary operator: `{"len": x}` or `{"len": [x]}`. */
function evaluateOperand(args: unknown, scope: Scope): unknown {
  const list = argList(args);
  return list.length === 1 ? evaluateNode(list[0], scope) : BAD_ARGUMENT;
}

function evaluateVar(args: unknown, scope: Scope): unknown {
  const [path, fallback] = argList(args);
  if (typeof path !== 'string') return undefined;
  const value = readPath(scope, path);
  return value === undefined || value === null ? evaluateNode(fallback, scope) : value;
}

function evaluateEquality(operator: '==' | '!=', args: unknown, scope: Scope): boolean | undefined {
  const values = evaluateArgs(args, scope);
  if (values.length !== 2) return undefined;
  const equal = strictEquals(values[0], values[1]);
  return operator === '==' ? equal : !equal;
}

function evaluateIn(args: unknown, scope: Scope): boolean | undefined {
  const values = evaluateArgs(args, scope);
  return values.length === 2 ? isIn(values[0], values[1]) : undefined;
}

function evaluateLogic(operator: 'and' | 'or', args: unknown, scope: Scope): boolean {
  const stopAt = operator === 'or';
  for (const arg of argList(args)) {
    if (isTruthy(evaluateNode(arg, scope)) === stopAt) return stopAt;
  }
  return !stopAt;
}

function evaluateNot(operator: '!' | '!!', args: unknown, scope: Scope): boolean | undefined {
  const operand = evaluateOperand(args, scope);
  if (operand === BAD_ARGUMENT) return undefined;
  return operator === '!!' ? isTruthy(operand) : !isTruthy(operand);
}

function evaluateIf(args: unknown, scope: Scope): unknown {
  if (!Array.isArray(args)) return undefined;
  let i = 0;
  for (; i + 1 < args.length; i += 2) {
    if (isTruthy(evaluateNode(args[i], scope))) return evaluateNode(args[i + 1], scope);
  }
  return i < args.length ? evaluateNode(args[i], scope) : undefined;
}

function evaluateMatch(args: unknown, scope: Scope): unknown {
  if (!Array.isArray(args) || args.length < 2 || args.length > 3) return undefined;
  const [valueExpr, cases, fallback] = args;
  // The cases are a lookup table, not an expression: `{"21": ...}` must not read as an operator.
  if (!isPlainObject(cases)) return undefined;
  const value = evaluateNode(valueExpr, scope);
  const key = value === undefined ? undefined : String(value);
  if (key !== undefined && hasOwn(cases, key)) return evaluateNode(cases[key], scope);
  return evaluateNode(fallback, scope);
}

function evaluateUnary(
  operator: 'money' | 'date' | 'datetime' | 'group' | 'digits' | 'cardMask' | 'len' | 'str' | 'num',
  args: unknown,
  scope: Scope,
): unknown {
  const operand = evaluateOperand(args, scope);
  if (operand === BAD_ARGUMENT) return undefined;
  switch (operator) {
    case 'money':
      return formatMoney(operand, currencySign(scope.session));
    case 'date':
      return formatDate(operand);
    case 'datetime':
      return formatDateTime(operand);
    case 'group':
      return formatGroup(operand);
    case 'digits':
      return keepDigits(operand);
    case 'cardMask':
      return maskCardNumber(operand);
    case 'len':
      return lengthOf(operand);
    case 'str':
      return toText(operand);
    case 'num':
      return toNumber(operand);
  }
}

function evaluateJoin(args: unknown, scope: Scope): string | undefined {
  const values = evaluateArgs(args, scope);
  const [list, separator = ','] = values;
  if (values.length > 2 || !Array.isArray(list) || typeof separator !== 'string') return undefined;
  return joinTexts(list, separator);
}

function evaluateStartsWith(args: unknown, scope: Scope): boolean | undefined {
  const values = evaluateArgs(args, scope);
  return values.length === 2 ? startsWith(values[0], values[1]) : undefined;
}

function evaluateMatches(args: unknown, scope: Scope): boolean | undefined {
  const values = evaluateArgs(args, scope);
  return values.length === 2 ? matchesPattern(values[0], values[1]) : undefined;
}

function evaluateDefault(args: unknown, scope: Scope): unknown {
  if (!Array.isArray(args) || args.length !== 2) return undefined;
  const value = evaluateNode(args[0], scope);
  return isBlank(value) ? evaluateNode(args[1], scope) : value;
}

function evaluateIteration(
  operator: 'some' | 'find' | 'filter' | 'map',
  args: unknown,
  scope: Scope,
): unknown {
  if (!Array.isArray(args) || args.length !== 2) return undefined;
  const list = evaluateNode(args[0], scope);
  if (!Array.isArray(list)) return undefined;
  const elementExpr = args[1];
  return iterate(operator, list, (item, index) => evaluateNode(elementExpr, { ...scope, item, index }));
}

function evaluateObject(args: unknown, scope: Scope): Record<string, unknown> | undefined {
  if (!isPlainObject(args)) return undefined;
  // `fromEntries` defines keys, so a `__proto__` key stays data instead of setting the prototype.
  return Object.fromEntries(
    Object.entries(args).map(([key, valueExpr]) => [key, evaluateNode(valueExpr, scope)]),
  );
}
