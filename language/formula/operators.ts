import type { Operator } from '../../src/expressions/types';

/**
 * How a call of an operator by name is written, and the tree it makes:
 * - `unary`: `len(x)` → `{"len": x}` (`{"len": [x]}` when `x` is a list, since a list argument
 *   is read as the argument list);
 * - `list`: `concat(a, b)` → `{"concat": [a, b]}`, with `min` to `max` arguments;
 * - `var`: `var('data.x')` → `{"var": "data.x"}`, `var('data.x', 0)` → `{"var": ["data.x", 0]}`;
 * - `match`: `match(v, {21: a, b: c}, d)` → `{"match": [v, {"21": a, "b": c}, d]}`;
 * - `object`: `object({a: x})` (or just `{a: x}`) → `{"object": {"a": x}}`;
 * - `literal`: `literal([{a: 1}])` → `{"literal": [{"a": 1}]}`, for constants only.
 */
export type CallShape =
  | { kind: 'unary' }
  | { kind: 'list'; min: number; max: number }
  | { kind: 'var' }
  | { kind: 'match' }
  | { kind: 'object' }
  | { kind: 'literal' };

const ANY = Number.POSITIVE_INFINITY;
const UNARY: CallShape = { kind: 'unary' };
const list = (min: number, max: number): CallShape => ({ kind: 'list', min, max });

/** The operators written infix or prefix (`==`, `&&`, `!`, `+`, `in`, ...); every other one is called by name. */
type SymbolicOperator =
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'in'
  | '!'
  | '!!'
  | '+'
  | '-'
  | '*'
  | '/'
  | '%';
/** Every operator a formula calls by name: adding an operator to the language without a call shape does not compile. */
type CalledOperator = Exclude<Operator, SymbolicOperator>;

/**
 * The operators a formula calls by name, with the argument counts `evaluate` accepts. The
 * symbolic operators (`==`, `&&`, `!`, `+`, ...) and `in` are written infix instead.
 */
export const CALLS: Readonly<Record<CalledOperator, CallShape>> = {
  var: { kind: 'var' },
  and: list(0, ANY),
  or: list(0, ANY),
  if: list(0, ANY),
  match: { kind: 'match' },
  concat: list(0, ANY),
  money: UNARY,
  date: UNARY,
  datetime: UNARY,
  group: UNARY,
  digits: UNARY,
  cardMask: UNARY,
  len: UNARY,
  join: list(1, 2),
  startsWith: list(2, 2),
  matches: list(2, 2),
  default: list(2, 2),
  str: UNARY,
  num: UNARY,
  some: list(2, 2),
  find: list(2, 2),
  filter: list(2, 2),
  map: list(2, 2),
  entries: UNARY,
  range: list(2, 2),
  merge: list(0, ANY),
  object: { kind: 'object' },
  literal: { kind: 'literal' },
};

/** The shape of a call of `name`, when `name` is an operator called by name. */
export function callShape(name: string): CallShape | undefined {
  return Object.hasOwn(CALLS, name) ? CALLS[name as CalledOperator] : undefined;
}

/** The names a formula can call. */
export const CALL_NAMES: readonly string[] = Object.keys(CALLS);

/**
 * The functions a template hole can pipe a value through, the value becoming the first argument:
 * `{{ data.x | money }}` is `money(data.x)`, `{{ data.x | default('n/a') }}` is `default(data.x, 'n/a')`.
 */
export const PIPE_NAMES: readonly string[] = CALL_NAMES.filter((name) => {
  const kind = callShape(name)?.kind;
  return kind === 'unary' || kind === 'list';
});

/** Binding strength, loosest first; JavaScript's order. */
export const PRECEDENCE = {
  pipe: 1,
  ternary: 2,
  coalesce: 3,
  or: 4,
  and: 5,
  equality: 6,
  relational: 7,
  additive: 8,
  multiplicative: 9,
  unary: 10,
  atom: 11,
} as const;

/**
 * How a run of one infix operator becomes a tree:
 * - `flat`: `a && b && c` → `{"and": [a, b, c]}` (the interpreter folds any count);
 * - `between`: `a < b < c` → `{"<": [a, b, c]}` (the interpreter's "between"), one operator per run;
 * - `nested`: left to right, `a == b == c` → `{"==": [{"==": [a, b]}, c]}`.
 */
export type Chaining = 'flat' | 'between' | 'nested';

/** One infix operator: its token, its tree operator, how tight it binds and how it chains. */
export interface InfixOperator {
  token: string;
  op: Operator;
  precedence: number;
  chaining: Chaining;
}

const infix = (token: string, op: Operator, precedence: number, chaining: Chaining): InfixOperator => ({
  token,
  op,
  precedence,
  chaining,
});

/** The infix operators by token (`in` is a word). `??` and `? :` are parsed on their own. */
export const INFIX: ReadonlyMap<string, InfixOperator> = new Map(
  [
    infix('||', 'or', PRECEDENCE.or, 'flat'),
    infix('&&', 'and', PRECEDENCE.and, 'flat'),
    infix('==', '==', PRECEDENCE.equality, 'nested'),
    infix('!=', '!=', PRECEDENCE.equality, 'nested'),
    infix('<', '<', PRECEDENCE.relational, 'between'),
    infix('<=', '<=', PRECEDENCE.relational, 'between'),
    infix('>', '>', PRECEDENCE.relational, 'between'),
    infix('>=', '>=', PRECEDENCE.relational, 'between'),
    infix('in', 'in', PRECEDENCE.relational, 'nested'),
    infix('+', '+', PRECEDENCE.additive, 'flat'),
    infix('-', '-', PRECEDENCE.additive, 'flat'),
    infix('*', '*', PRECEDENCE.multiplicative, 'flat'),
    infix('/', '/', PRECEDENCE.multiplicative, 'nested'),
    infix('%', '%', PRECEDENCE.multiplicative, 'nested'),
  ].map((operator) => [operator.token, operator]),
);

/** The infix operator of a tree operator, if it is written infix. */
export function infixOf(op: string): InfixOperator | undefined {
  for (const operator of INFIX.values()) if (operator.op === op) return operator;
  return undefined;
}

/** The prefix operators by token: `!x`, `!!x`, `-x`. */
export const PREFIX: ReadonlyMap<string, Operator> = new Map<string, Operator>([
  ['!', '!'],
  ['!!', '!!'],
  ['-', '-'],
]);
