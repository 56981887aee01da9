/**
 * The text of a scalar: strings as is, numbers and booleans through `String`, `null` and
 * `undefined` as `''` (a missing value shows as nothing). Objects and arrays give `undefined`,
 * because `[object Object]` is never what a screen means.
 */
export function toText(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The texts of the values joined with `separator`; `undefined` when one is not a scalar. */
export function joinTexts(values: readonly unknown[], separator: string): string | undefined {
  const texts: string[] = [];
  for (const value of values) {
    const text = toText(value);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts.join(separator);
}

/** `text` starts with `prefix`; both must be strings. */
export function startsWith(text: unknown, prefix: unknown): boolean | undefined {
  if (typeof text !== 'string' || typeof prefix !== 'string') return undefined;
  return text.startsWith(prefix);
}

/** Null, undefined or the empty string: what `default` replaces. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
