import { toText } from './strings.ts';

/** Compiled patterns by source; `null` marks a source that is not a valid regular expression. */
const compiled = new Map<string, RegExp | null>();
/** Patterns come from screen JSON, so few exist; the cap only guards against patterns built from data. */
const MAX_CACHED = 256;

/**
 * The pattern compiled once per source (without flags, so `test` keeps no `lastIndex` state),
 * or `null` when the source is not a valid regular expression.
 */
export function compilePattern(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  let pattern: RegExp | null;
  try {
    pattern = new RegExp(source);
  } catch {
    pattern = null;
  }
  if (compiled.size >= MAX_CACHED) compiled.clear();
  compiled.set(source, pattern);
  return pattern;
}

/** Why `source` is not a valid regular expression, or `undefined` when it is. */
export function patternError(source: string): string | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Whether `text` matches the regular expression `pattern` (anchor it with `^...$` to match the
 * whole text). A missing text is `''`; a number is its decimal text. A pattern that is not a
 * valid regular expression matches nothing; a text that is an object or a list gives `undefined`.
 */
export function matchesPattern(text: unknown, pattern: unknown): boolean | undefined {
  const value = toText(text);
  if (value === undefined || typeof pattern !== 'string') return undefined;
  return compilePattern(pattern)?.test(value) ?? false;
}
