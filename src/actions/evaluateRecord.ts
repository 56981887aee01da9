import { evaluate } from '../expressions/evaluate.ts';
import type { Expression, Scope } from '../expressions/types.ts';

/** Evaluates each value of a record of expressions. */
export function evaluateRecord(
  record: Record<string, Expression> | undefined,
  scope: Scope,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!record) return out;
  for (const [key, expr] of Object.entries(record)) out[key] = evaluate(expr, scope);
  return out;
}

/** Query values as strings; null and undefined are left out so no `undefined` reaches a URL. */
export function toQueryValues(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'string' ? value : String(value);
  }
  return out;
}

/** Text from an evaluated value; objects are not text. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
