/**
 * Truthiness of the expression language: `false`, `null`, `undefined`, `0`, `NaN`, `''` and `[]`
 * are falsy, everything else is truthy. Unlike JavaScript, an empty array is falsy so that
 * `{"!": {"var": "data.list"}}` reads as "the list is empty".
 */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}
