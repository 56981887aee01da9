import type { DeviceInfo } from '../device/deviceInfo.ts';

/**
 * The expression language of screens: JSON, interpreted by `evaluate`, never `eval`.
 *
 * An expression is one of:
 * - a literal: number, boolean, null, or a string. A string containing `{{ }}`
 *   placeholders is a template: `"Repay {{data.repay.repayAmount | money}}"`.
 * - an array: each element is evaluated. An element may be a row (`ExpressionRow`): an object of
 *   fields, as staff write a list of rows in JSON, whose values are each evaluated.
 * - any other object has exactly one key, the operator (JsonLogic-style), see `Operator`.
 */
export type Expression =
  | string
  | number
  | boolean
  | null
  | (Expression | ExpressionRow)[]
  | OperatorExpression;

/**
 * A row of a list written as JSON: `{"title": "Loan term", "value": "91 to 365 days"}`. Its keys are
 * fields (`item.title`), never an operator's name (`evaluate`'s `isRow` tells the two apart).
 */
export type ExpressionRow = { [field: string]: Expression };

/** Every operator the interpreter knows; the screen schema lists the same set. */
export const OPERATORS = [
  'var',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'and',
  'or',
  '!',
  '!!',
  '+',
  '-',
  '*',
  '/',
  '%',
  'if',
  'match',
  'concat',
  'money',
  'date',
  'datetime',
  'group',
  'digits',
  'cardMask',
  'len',
  'join',
  'startsWith',
  'matches',
  'default',
  'str',
  'num',
  'some',
  'find',
  'filter',
  'map',
  'entries',
  'range',
  'merge',
  'object',
  'literal',
] as const;

export type Operator = (typeof OPERATORS)[number];

export type OperatorExpression = { [K in Operator]: { [P in K]: unknown } }[Operator];

/**
 * What an expression can read. `data.<source>` holds each data source's mapped
 * `data`; `item`/`index` exist inside list templates and `find`/`filter`/`map`/`some`;
 * `result` holds the answer of the call whose branch is running.
 */
export interface Scope {
  data: Record<string, unknown>;
  state: Record<string, unknown>;
  query: Record<string, string>;
  session: Record<string, string>;
  /** The local-storage keys the screen declares in `storage`, parsed from JSON when it opened. */
  storage?: Record<string, unknown>;
  /**
   * The browser the page runs in (src/device), read from the user agent once per page load. A screen
   * always has it; a scope made where no page is (the build deciding the first paint, the calls sent
   * at navigation, which never read it) goes without, and reads it as a plain browser.
   */
  device?: DeviceInfo;
  item?: unknown;
  index?: number;
  result?: unknown;
}

/** The roots a `var` path may start with. */
export const SCOPE_ROOTS = [
  'data',
  'state',
  'query',
  'session',
  'storage',
  'device',
  'item',
  'index',
  'result',
] as const;
export type ScopeRoot = (typeof SCOPE_ROOTS)[number];
