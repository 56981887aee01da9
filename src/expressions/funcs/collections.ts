import { isTruthy } from './logic.ts';

/** A plain JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The length of a string or an array. */
export function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return undefined;
}

/**
 * Shallow merge, left to right; arguments that are not objects are skipped. Built with
 * `fromEntries` rather than `Object.assign` so that a `__proto__` key from JSON stays a plain key.
 */
export function mergeObjects(values: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.flatMap((value) => (isPlainObject(value) ? Object.entries(value) : [])));
}

/** One key/value pair of an object, as `entries` gives it. */
export interface Entry {
  key: string;
  value: unknown;
}

/**
 * The pairs of a plain object as a list, in the object's key order, so that a screen can repeat a
 * widget over a map (say, notices grouped by title). Anything that is not an object has no pairs.
 */
export function entriesOf(value: unknown): Entry[] | undefined {
  if (!isPlainObject(value)) return undefined;
  return Object.entries(value).map(([key, entryValue]) => ({ key, value: entryValue }));
}

/** Evaluates the per-element expression for one element. */
export type ElementEvaluator = (item: unknown, index: number) => unknown;

/** The iterating operators: each evaluates an expression per element. */
export type IterationOperator = 'some' | 'find' | 'filter' | 'map';

/**
 * Runs an iterating operator. `some` and `find` stop at the first truthy element; `find` gives
 * the element itself, `filter` the elements, `map` the evaluated results.
 */
export function iterate(
  operator: IterationOperator,
  list: readonly unknown[],
  evaluateFor: ElementEvaluator,
): unknown {
  switch (operator) {
    case 'some':
      return list.some((item, index) => isTruthy(evaluateFor(item, index)));
    case 'find':
      return list.find((item, index) => isTruthy(evaluateFor(item, index)));
    case 'filter':
      return list.filter((item, index) => isTruthy(evaluateFor(item, index)));
    case 'map':
      return list.map((item, index) => evaluateFor(item, index));
  }
}

/** Lists longer than this (1000 numbers) are refused: a range is for option lists (days of a month), not loops. */
const MAX_RANGE = 1000;

/** The integers from `from` to `to`, both included (`range(1, 31)`); nothing for non-integers or a reversed or huge range. */
export function rangeOf(from: unknown, to: unknown): number[] | undefined {
  if (!Number.isInteger(from) || !Number.isInteger(to)) return undefined;
  const start = from as number;
  const end = to as number;
  if (end < start || end - start + 1 > MAX_RANGE) return undefined;
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
