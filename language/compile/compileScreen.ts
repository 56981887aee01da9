import { closestName } from '../../src/expressions/closestName.ts';
import { compileValue, forgottenEquals } from '../formula/index.ts';
import { BRAND_ROOT } from './brandLookup.ts';
import {
  type CompiledScreen,
  type CompileProblem,
  type Context,
  child,
  type Env,
  esc,
  isObj,
  type Located,
  type Obj,
  type ParamDecl,
} from './compileContext.ts';
import { isPartUse, type Origin, type PartFile } from './parts.ts';
import { substitute } from './substitute.ts';

export type { CompiledScreen, CompileProblem } from './compileContext.ts';

/**
 * The build step of a screen, shared by the Vite plugin (what ships) and the checker (what is
 * proven), so both see the same tree:
 * 1. every formula (`"=…"`) and template (`"… {{…}} …"`) compiles to the tree the interpreter runs;
 * 2. the names a screen gives in `let` are replaced by their trees wherever a formula reads them
 *    (substitute.ts), and `brand.*` reads by the brand's values (brandLookup.ts);
 * 3. every use of a part (`{"use": name, "with": {...}}`) is replaced by the part's body, whose
 *    `params.<name>` reads are replaced by the use's arguments (`expandUse` below).
 * Every node of the result keeps where it was written (file, JSON pointer and, inside a formula,
 * the span of its token), so a problem is reported under the token that caused it.
 */

/** Top-level keys that hold no expression: copied as written. `state` holds initial values, as data. */
export const RAW_KEYS: ReadonlySet<string> = new Set([
  '$schema',
  'id',
  'description',
  'routes',
  'state',
  'persist',
  'storage',
]);

const NO_NAMES: Env = { names: new Set(), lookup: () => undefined };

/**
 * Compiles a screen file's JSON (see the module comment). Errors are values, never thrown. With a
 * `brand`, formulas may read `brand.*`: each read becomes the brand's value, checked to exist.
 */
export function compileScreen(
  data: unknown,
  file: string,
  parts: Map<string, PartFile>,
  brand?: Readonly<Record<string, unknown>>,
): CompiledScreen {
  const ctx: Context = {
    parts,
    problems: [],
    stack: [],
    usedLets: new Set(),
    usedParts: new Set(),
    ...(brand ? { brand } : {}),
  };
  const origins = new Map<string, Origin>();
  const root: Origin = { file, pointer: '' };
  if (!isObj(data))
    return { value: data, origins: new Map([['', root]]), problems: [], usedParts: ctx.usedParts };
  origins.set('', root);
  const env = letEnv(data.let, file, ctx);
  const out: Obj = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'let') continue;
    const here: Origin = { file, pointer: `/${esc(key)}` };
    out[key] = RAW_KEYS.has(key)
      ? copyRaw(value, `/${esc(key)}`, here, origins)
      : walk(value, `/${esc(key)}`, here, env, ctx, origins);
  }
  if (isObj(data.let))
    for (const name of Object.keys(data.let))
      if (!ctx.usedLets.has(name))
        ctx.problems.push({ file, pointer: `/let/${esc(name)}`, message: `"${name}" is never used` });
  return { value: out, origins, problems: ctx.problems, usedParts: ctx.usedParts };
}

/** The screen's `let` names: each may read the ones before it. */
function letEnv(lets: unknown, file: string, ctx: Context): Env {
  const values = new Map<string, Located>();
  const env: Env = {
    names: new Set<string>(),
    lookup(path) {
      const [name = '', ...rest] = path.split('.');
      const value = values.get(name);
      if (!value) return undefined;
      ctx.usedLets.add(name);
      return { value, rest: rest.join('.') };
    },
  };
  if (!isObj(lets)) return env;
  for (const [name, value] of Object.entries(lets)) {
    const origin: Origin = { file, pointer: `/let/${esc(name)}` };
    values.set(name, compileExpression(value, origin, env, ctx));
    (env.names as Set<string>).add(name);
  }
  return env;
}

function copyRaw(value: unknown, pointer: string, origin: Origin, origins: Map<string, Origin>): unknown {
  origins.set(pointer, origin);
  if (Array.isArray(value))
    value.forEach((v, i) => {
      copyRaw(v, `${pointer}/${i}`, child(origin, i), origins);
    });
  else if (isObj(value))
    for (const [k, v] of Object.entries(value)) copyRaw(v, `${pointer}/${esc(k)}`, child(origin, k), origins);
  return value;
}

function walk(
  value: unknown,
  pointer: string,
  origin: Origin,
  env: Env,
  ctx: Context,
  origins: Map<string, Origin>,
): unknown {
  if (isPartUse(value)) {
    const body = expandUse(value, origin, env, ctx);
    if (!body) {
      origins.set(pointer, { ...origin, unexpanded: true });
      return null;
    }
    return place(body, pointer, origins);
  }
  if (typeof value === 'string') return place(compileExpression(value, origin, env, ctx), pointer, origins);
  origins.set(pointer, origin);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((element, i) => {
      const here = child(origin, i);
      if (isPartUse(element)) {
        const body = expandUse(element, here, env, ctx);
        if (!body) return;
        // A list body takes as many places of the list as it has elements.
        if (Array.isArray(body.tree))
          body.tree.forEach((_, j) => {
            out.push(place(subLocated(body, `/${j}`), `${pointer}/${out.length}`, origins));
          });
        else out.push(place(body, `${pointer}/${out.length}`, origins));
        return;
      }
      out.push(walk(element, `${pointer}/${out.length}`, here, env, ctx, origins));
    });
    return out;
  }
  if (isObj(value)) {
    const keys = Object.keys(value);
    // A `literal` is kept exactly as written: its text is never read as a formula or template.
    if (keys.length === 1 && keys[0] === 'literal') return copyRaw(value, pointer, origin, origins);
    // A path written as JSON may read a name too.
    if (keys.length === 1 && keys[0] === 'var') {
      const located = { tree: value, origins: new Map([['', origin]]) };
      return place(substitute(located, env, ctx), pointer, origins);
    }
    const out: Obj = {};
    for (const [key, v] of Object.entries(value))
      out[key] = walk(v, `${pointer}/${esc(key)}`, child(origin, key), env, ctx, origins);
    return out;
  }
  return value;
}

/** Records a located value's origins under `pointer` and returns its tree. */
function place(located: Located, pointer: string, origins: Map<string, Origin>): unknown {
  for (const [rel, origin] of located.origins) origins.set(pointer + rel, origin);
  return located.tree;
}

/** The part of a located value under `rel` (e.g. one element of a list body). */
function subLocated(located: Located, rel: string): Located {
  const index = Number(rel.slice(1));
  const tree = Array.isArray(located.tree) ? located.tree[index] : undefined;
  const origins = new Map<string, Origin>();
  for (const [p, origin] of located.origins)
    if (p === rel || p.startsWith(`${rel}/`)) origins.set(p.slice(rel.length), origin);
  return { tree, origins };
}

/** Compiles one string (formula, template or text) and replaces the names it reads. */
function compileExpression(value: unknown, origin: Origin, env: Env, ctx: Context): Located {
  if (typeof value !== 'string') {
    const origins = new Map<string, Origin>();
    const tree = walk(value, '', origin, env, ctx, origins);
    return substitute({ tree, origins }, env, ctx);
  }
  const compiled = compileValue(value, {
    names: ctx.brand ? new Set([...env.names, BRAND_ROOT]) : env.names,
  });
  if ('error' in compiled) {
    const { message, start, end } = compiled.error;
    ctx.problems.push({ file: origin.file, pointer: origin.pointer, message, span: { start, end } });
    return { tree: value, origins: new Map([['', origin]]) };
  }
  const origins = new Map<string, Origin>([['', origin]]);
  for (const [rel, span] of compiled.positions) origins.set(rel, { ...origin, span });
  return substitute({ tree: compiled.tree, origins }, env, ctx);
}

/** The part body a use stands for, compiled with the use's arguments; undefined (reported) when it cannot be used. */
function expandUse(
  use: { use: string; with?: unknown },
  origin: Origin,
  env: Env,
  ctx: Context,
): Located | undefined {
  const report = (message: string, pointer = `${origin.pointer}/use`, more: Partial<CompileProblem> = {}) =>
    ctx.problems.push({ file: origin.file, pointer, message, ...more });
  const part = ctx.parts.get(use.use);
  if (!part) {
    const close = closestName(use.use, ctx.parts.keys());
    report(`unknown part "${use.use}"${close ? ` (did you mean "${close}"?)` : ''}`);
    return undefined;
  }
  ctx.usedParts.add(part.file);
  if (ctx.stack.includes(part.name)) {
    report(`part "${part.name}" uses itself (${[...ctx.stack, part.name].join(' → ')})`);
    return undefined;
  }
  if (!isObj(part.data)) return undefined; // the part's own check reports it
  // A data part (an option list) is a constant: the formulas that read it get it as a literal.
  if ('data' in part.data) {
    const at: Origin = { file: part.file, pointer: '/data', via: { ...origin0(origin), part: part.name } };
    return {
      tree: { literal: part.data.data },
      origins: new Map([
        ['', at],
        ['/literal', at],
      ]),
    };
  }
  if (!('body' in part.data)) return undefined;
  const declared = (isObj(part.data.params) ? part.data.params : {}) as Record<string, ParamDecl>;
  const given = isObj(use.with) ? use.with : {};
  // Every problem of the use is reported where staff typed it; the part's declaration comes second.
  const params = isObj(part.data.params) ? '/params' : '';
  const declaration = (name?: string) => ({
    declaredAt: { file: part.file, pointer: name === undefined ? params : `${params}/${esc(name)}` },
  });
  const args = new Map<string, Located>();
  let broken = false;
  for (const [name, value] of Object.entries(given)) {
    const here = child(child(origin, 'with'), name);
    if (!Object.hasOwn(declared, name)) {
      const close = closestName(name, Object.keys(declared));
      report(
        `part "${part.name}" has no parameter "${name}"${close ? ` (did you mean "${close}"?)` : ''}`,
        here.pointer,
        declaration(),
      );
      continue;
    }
    const located = compileExpression(value, here, env, ctx);
    const problem = literalTypeProblem(located.tree, declared[name]?.type, env.names);
    if (problem) {
      broken = true;
      report(`parameter "${name}" of part "${part.name}" ${problem}`, here.pointer, {
        ...declaration(name),
        ...(typeof value === 'string' ? { span: { start: 0, end: value.length } } : {}),
      });
    }
    args.set(name, located);
  }
  for (const [name, decl] of Object.entries(declared)) {
    if (args.has(name)) continue;
    if (isObj(decl) && 'default' in decl) {
      const here: Origin = { file: part.file, pointer: `/params/${esc(name)}/default` };
      args.set(name, compileExpression(decl.default, here, NO_NAMES, ctx));
    } else {
      broken = true;
      report(
        `part "${part.name}" needs the parameter "${name}"`,
        `${origin.pointer}/${'with' in use ? 'with' : 'use'}`,
        declaration(name),
      );
    }
  }
  // A use with an argument missing or of the wrong type is not expanded, as an unknown part is not:
  // its body would fail on that argument, a second report of the use's problem, far from the use.
  if (broken) return undefined;
  const partEnv: Env = {
    names: new Set(['params']),
    lookup(path) {
      const [root, name = '', ...rest] = path.split('.');
      if (root !== 'params') return undefined;
      const value = args.get(name);
      if (value) return { value, rest: rest.join('.') };
      const close = closestName(name, Object.keys(declared));
      return {
        error: `part "${part.name}" has no parameter "${name}"${close ? ` (did you mean "${close}"?)` : ''}`,
      };
    },
  };
  ctx.stack.push(part.name);
  const via = { file: origin.file, pointer: origin.pointer, part: part.name };
  const origins = new Map<string, Origin>();
  const tree = walk(part.data.body, '', { file: part.file, pointer: '/body', via }, partEnv, ctx, origins);
  ctx.stack.pop();
  return { tree, origins };
}

/** Why a literal argument cannot be a parameter of the declared type; undefined when it can (or is not a literal). */
function literalTypeProblem(
  tree: unknown,
  type: string | undefined,
  names: ReadonlySet<string>,
): string | undefined {
  if (type === undefined || type === 'any') return undefined;
  let actual: string;
  if (typeof tree === 'string') actual = 'string';
  else if (typeof tree === 'boolean') actual = 'boolean';
  else if (typeof tree === 'number') actual = Number.isInteger(tree) ? 'integer' : 'number';
  else if (Array.isArray(tree)) actual = 'array';
  else return undefined;
  if (actual === type || (actual === 'integer' && type === 'number')) return undefined;
  // A text where a yes/no, a number or a list is declared is most often a formula without its `=`.
  const shown = actual === 'array' ? 'a list' : JSON.stringify(tree);
  return `takes ${type}, got ${actual} ${shown}${forgottenEquals(tree, { names })}`;
}

function origin0(origin: Origin): { file: string; pointer: string } {
  return { file: origin.file, pointer: origin.pointer };
}
