/** Strict equality: the screen checker guarantees both sides have one type, so no coercion here. */
export function strictEquals(left: unknown, right: unknown): boolean {
  return left === right;
}

/** The ordering operators. */
export type OrderOperator = '<' | '<=' | '>' | '>=';

function holds(operator: OrderOperator, left: number | string, right: number | string): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}

/**
 * Orders two or more values (`a < b < c` for three, as JsonLogic's "between"). All values must be
 * numbers, or all strings; anything else is a bad argument and gives `undefined`.
 */
export function compareOrdered(operator: OrderOperator, values: readonly unknown[]): boolean | undefined {
  if (values.length < 2) return undefined;
  const allNumbers = values.every((value) => typeof value === 'number' && !Number.isNaN(value));
  const allStrings = values.every((value) => typeof value === 'string');
  if (!allNumbers && !allStrings) return undefined;
  const ordered = values as readonly (number | string)[];
  for (let i = 1; i < ordered.length; i++) {
    if (!holds(operator, ordered[i - 1]!, ordered[i]!)) return false;
  }
  return true;
}

/** `needle` is an element of an array (strict equality) or a substring of a string. */
export function isIn(needle: unknown, haystack: unknown): boolean | undefined {
  if (Array.isArray(haystack)) return haystack.includes(needle);
  if (typeof haystack === 'string' && typeof needle === 'string') return haystack.includes(needle);
  return undefined;
}
