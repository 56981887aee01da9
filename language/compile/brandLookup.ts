import { closestName } from '../../src/expressions/closestName.ts';
import { type Context, isObj, type Located, type Obj } from './compileContext.ts';

// Brand folding: `brand.*` reads become the brand's values, and text operators over constants the text they make.

/** The root formulas read a brand under. */
export const BRAND_ROOT = 'brand';

/** The value `brand.<path>` stands for, as a constant of the tree; undefined when the path is not the brand's. */
export function brandLookup(
  path: string,
  ctx: Context,
): { value: Located; rest: string } | { error: string } | undefined {
  const [root, ...segments] = path.split('.');
  if (root !== BRAND_ROOT || !ctx.brand) return undefined;
  let value: unknown = ctx.brand;
  for (const [i, segment] of segments.entries()) {
    const fields = isObj(value) ? value : {};
    if (!Object.hasOwn(fields, segment)) {
      const where = [BRAND_ROOT, ...segments.slice(0, i)].join('.');
      const close = closestName(segment, Object.keys(fields));
      const hint = close ? ` (did you mean "${[where, close, ...segments.slice(i + 1)].join('.')}"?)` : '';
      return { error: `"${where}" has no field "${segment}" (schemas/brand.schema.json)${hint}` };
    }
    value = fields[segment];
  }
  const tree =
    typeof value === 'string'
      ? constantText(value)
      : isObj(value) || Array.isArray(value)
        ? { literal: value }
        : value;
  return { value: { tree, origins: new Map() }, rest: '' };
}

/**
 * A template or text operator whose arguments became constants (a brand's name in
 * `"Get the {{brand.name}} app"`) is the constant it makes: the screen ships `"Get the PesoAgad app"`
 * and the checker judges a literal (an e-mail address, a URL). Only text operators whose result
 * does not depend on the scope are folded, as the interpreter would compute them (evaluate.ts).
 */
export function foldConstant(node: Obj): unknown {
  const keys = Object.keys(node);
  if (keys.length !== 1) return node;
  const args = node[keys[0] as string];
  const text = (v: unknown): v is string => typeof v === 'string' && !v.includes('{{');
  switch (keys[0]) {
    case 'str':
      return text(args) ? args : node;
    case 'default':
      return Array.isArray(args) && args.length === 2 && text(args[0]) && args[0] !== '' ? args[0] : node;
    case 'concat':
      return Array.isArray(args) && args.length > 0 && args.every(text) ? constantText(args.join('')) : node;
    default:
      return node;
  }
}

/** A string the interpreter reads as written (one holding `{{` would be taken for a template). */
function constantText(value: string): unknown {
  return value.includes('{{') ? { literal: value } : value;
}

/** Whether a compiled tree reads a path under `root`. */
export function readsRoot(tree: unknown, root: string): boolean {
  if (Array.isArray(tree)) return tree.some((element) => readsRoot(element, root));
  if (!isObj(tree)) return false;
  const keys = Object.keys(tree);
  if (keys.length === 1 && keys[0] === 'literal') return false;
  if (keys.length === 1 && keys[0] === 'var') {
    const path = Array.isArray(tree.var) ? tree.var[0] : tree.var;
    if (typeof path === 'string' && (path === root || path.startsWith(`${root}.`))) return true;
  }
  return Object.values(tree).some((value) => readsRoot(value, root));
}
