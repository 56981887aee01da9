import { BRAND_ROOT, brandLookup, foldConstant, readsRoot } from './brandLookup.ts';
import { type Context, type Env, esc, isObj, type Located, type Obj, spanOf } from './compileContext.ts';
import type { Origin } from './parts.ts';

// Names: a formula's reads of a `let` name, a part's `params.*` or `brand.*` replaced by what they stand for.

/** Replaces every `var` whose root is a name of `env` by that name's value. */
export function substitute(located: Located, env: Env, ctx: Context): Located {
  if (env.names.size === 0 && !(ctx.brand && readsRoot(located.tree, BRAND_ROOT))) return located;
  const origins = new Map<string, Origin>();
  const tree = substituteNode(located.tree, '', '', located.origins, origins, env, ctx);
  return { tree, origins };
}

function substituteNode(
  node: unknown,
  from: string,
  to: string,
  before: Map<string, Origin>,
  after: Map<string, Origin>,
  env: Env,
  ctx: Context,
): unknown {
  const origin = before.get(from) ?? nearest(before, from);
  after.set(to, origin);
  if (Array.isArray(node))
    return node.map((element, i) =>
      substituteNode(element, `${from}/${i}`, `${to}/${i}`, before, after, env, ctx),
    );
  if (!isObj(node)) return node;
  const keys = Object.keys(node);
  if (keys.length === 1 && keys[0] === 'literal') {
    for (const [p, o] of before) if (p.startsWith(`${from}/`)) after.set(to + p.slice(from.length), o);
    return node;
  }
  if (keys.length === 1 && keys[0] === 'var') {
    const replaced = replaceVar(node.var, origin, env, ctx);
    if (replaced) {
      for (const [p, o] of replaced.origins) after.set(to + p, o);
      return replaced.tree;
    }
  }
  const out: Obj = {};
  for (const [key, v] of Object.entries(node))
    out[key] = substituteNode(v, `${from}/${esc(key)}`, `${to}/${esc(key)}`, before, after, env, ctx);
  return foldConstant(out);
}

/** The value a `var` of a named value stands for; undefined when the var reads the scope. */
function replaceVar(args: unknown, origin: Origin, env: Env, ctx: Context): Located | undefined {
  const path = typeof args === 'string' ? args : Array.isArray(args) ? args[0] : undefined;
  if (typeof path !== 'string') return undefined;
  const found = env.lookup(path) ?? brandLookup(path, ctx);
  if (!found) return undefined;
  if ('error' in found) {
    ctx.problems.push({
      file: origin.file,
      pointer: origin.pointer,
      message: found.error,
      ...spanOf(origin),
    });
    return { tree: null, origins: new Map([['', origin]]) };
  }
  const { value, rest } = found;
  const fallback = Array.isArray(args) && args.length > 1 ? args[1] : undefined;
  if (rest === '' && fallback === undefined) return value;
  // `name.field` (or `name ?? x`) reads into the value: possible when the value is itself a path.
  const tree = readInto(value.tree, rest, fallback);
  if (tree === undefined) {
    ctx.problems.push({
      file: origin.file,
      pointer: origin.pointer,
      message: `"${path}" reads into a value that is not a path; give the part or name the field itself`,
      ...spanOf(origin),
    });
    return { tree: null, origins: new Map([['', origin]]) };
  }
  return {
    tree,
    origins: new Map([
      ['', origin],
      ['/var', origin],
    ]),
  };
}

/**
 * `rest` of a path value, then `last` where it is missing: `{var: "a"}` read into `x` is `a.x`. A
 * path with a fallback (`a ?? b`) reads the fallback's field too, `a.x ?? b.x`, so a name such as
 * `order = state.chosenOrder ?? data.init.orderDetail` can be read into (`order.productName`).
 * Undefined when the value is not a path (nor a path's fallback, for a field).
 */
function readInto(tree: unknown, rest: string, last: unknown): unknown {
  const inner = isObj(tree) && Object.keys(tree).length === 1 ? tree.var : undefined;
  const path = typeof inner === 'string' ? inner : Array.isArray(inner) ? inner[0] : undefined;
  if (typeof path !== 'string') return undefined;
  const own = Array.isArray(inner) && inner.length > 1 ? inner[1] : undefined;
  let next = last;
  if (own !== undefined) {
    const ownPath = readInto(own, rest, last);
    if (ownPath !== undefined) next = ownPath;
    else if (rest !== '') return undefined;
    else next = last === undefined ? own : { default: [own, last] };
  }
  const joined = rest === '' ? path : `${path}.${rest}`;
  return { var: next === undefined ? joined : [joined, next] };
}

function nearest(origins: Map<string, Origin>, pointer: string): Origin {
  let p = pointer;
  while (p !== '') {
    p = p.slice(0, p.lastIndexOf('/'));
    const found = origins.get(p);
    if (found) return found;
  }
  return origins.get('') ?? { file: '', pointer: '' };
}
