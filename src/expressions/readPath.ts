import { hasOwn } from './hasOwn.ts';
import { SCOPE_ROOTS, type Scope, type ScopeRoot } from './types.ts';

/** A path's root when it is one of `SCOPE_ROOTS`. */
export function scopeRootOf(segment: string | undefined): ScopeRoot | undefined {
  return (SCOPE_ROOTS as readonly string[]).includes(segment ?? '') ? (segment as ScopeRoot) : undefined;
}

/**
 * Reads a dotted path (`data.order.list.0.amount`) from the scope. The first segment must be a
 * scope root; numeric segments index arrays. Only own properties are read, so a path such as
 * `data.__proto__` or `data.x.constructor` finds nothing. A missing step gives `undefined`.
 */
export function readPath(scope: Scope, path: string): unknown {
  const [root, ...segments] = path.split('.');
  const scopeRoot = scopeRootOf(root);
  if (scopeRoot === undefined) return undefined;
  let value: unknown = scope[scopeRoot];
  for (const segment of segments) {
    if (Array.isArray(value)) {
      if (!/^\d+$/.test(segment)) return undefined;
      value = value[Number(segment)];
    } else if (typeof value === 'object' && value !== null && hasOwn(value, segment)) {
      value = (value as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return value;
}
