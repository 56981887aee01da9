import { inferType } from '../types/infer.ts';
import { createTypeEnv, type JSONSchemaLike, type TypeEnv } from '../types/typeEnv.ts';
import { at, isObj, type Obj } from './json.ts';
import type { JSONSchema } from './screenSchemas.ts';
import type { Walk } from './walk.ts';

// What a screen's names are bound to: the schemas of `data`, `state`, `item` and `result` a formula reads.

/** Every `anchor` a widget of the screen declares (targets of `scrollTo`, which has an `anchor` too). */
export function anchorsOf(
  value: unknown,
  widgetTypes: Record<string, unknown>,
  into: Set<string> = new Set(),
): Set<string> {
  if (Array.isArray(value)) for (const v of value) anchorsOf(v, widgetTypes, into);
  else if (isObj(value)) {
    if (typeof value.type === 'string' && value.type in widgetTypes && typeof value.anchor === 'string')
      into.add(value.anchor);
    for (const v of Object.values(value)) anchorsOf(v, widgetTypes, into);
  }
  return into;
}

export function schemaOfValue(value: unknown): JSONSchemaLike {
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (Array.isArray(value)) return { type: 'array' };
  if (isObj(value)) return { type: 'object' };
  return {};
}

/** The schema a field map produces from a data schema, so bindings to readable names are proven too. */
export function mappedSchema(
  source: JSONSchemaLike,
  map: Obj,
  env: TypeEnv,
  report: (message: string, key: string) => void,
): JSONSchemaLike {
  const properties: Record<string, JSONSchemaLike> = {};
  const sourceEnv = createTypeEnv({ item: source });
  for (const [name, entry] of Object.entries(map)) {
    const from =
      typeof entry === 'string'
        ? entry
        : isObj(entry) && typeof entry.from === 'string'
          ? entry.from
          : undefined;
    if (from === undefined) continue;
    const resolved = sourceEnv.resolve(`item.${from}`);
    if ('error' in resolved) {
      report(`maps "${name}" from "${from}": ${resolved.error.replace(/"item\.?/g, '"')}`, name);
      continue;
    }
    let schema = resolved.schema;
    if (isObj(entry) && isObj(entry.items)) {
      const itemSchema = (isObj(schema.items) ? schema.items : {}) as JSONSchemaLike;
      schema = { type: 'array', items: mappedSchema(itemSchema, entry.items, env, report) };
    } else if (isObj(entry) && isObj(entry.map)) {
      schema = mappedSchema(schema, entry.map, env, report);
    }
    properties[name] = schema;
  }
  return { type: 'object', properties, additionalProperties: false };
}

/** Keys a screen writes to its state anywhere: widget state keys, form values, call results, setState. */
export function writtenStateKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) writtenStateKeys(v, into);
  else if (isObj(value)) {
    for (const key of ['stateKey', 'valuesKey', 'resultKey'])
      if (typeof value[key] === 'string') into.add(value[key] as string);
    if (value.type === 'setState' && isObj(value.values))
      for (const key of Object.keys(value.values)) into.add(key);
    for (const v of Object.values(value)) writtenStateKeys(v, into);
  }
  return into;
}

/** What a widget writes to its `stateKey`: text inputs write strings, whatever the screen's initial value. */
const WRITTEN_TYPES: Record<string, string> = {
  input: 'string',
  textArea: 'string',
  checkbox: 'boolean',
  starRating: 'integer',
};

/** State keys that a text input, checkbox or rating writes, with the type it writes and where. */
export function typedWriters(
  value: unknown,
  pointer: string,
  into: Map<string, { type: string; pointer: string }> = new Map(),
) {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) typedWriters(v, `${pointer}/${i}`, into);
  } else if (isObj(value)) {
    const written = typeof value.type === 'string' ? WRITTEN_TYPES[value.type] : undefined;
    if (written && typeof value.stateKey === 'string') into.set(value.stateKey, { type: written, pointer });
    for (const [key, v] of Object.entries(value)) typedWriters(v, at(pointer, key), into);
  }
  return into;
}

export function sessionFlagsSet(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) sessionFlagsSet(v, into);
  else if (isObj(value)) {
    if ((value.type === 'sessionSet' || value.type === 'sessionClear') && typeof value.key === 'string')
      into.add(value.key);
    for (const v of Object.values(value)) sessionFlagsSet(v, into);
  }
}

/** The environment a property is evaluated in: its `x-scope` binds `item` to the elements of a sibling property. */
export function envForProp(
  walk: Walk,
  node: Obj,
  schema: JSONSchema,
  prop: string,
  env: TypeEnv,
  pointer: string,
  depth = 0,
): TypeEnv {
  const props = (schema.properties ?? {}) as Record<string, JSONSchema>;
  const scope = props[prop]?.['x-scope'];
  if (!isObj(scope) || depth > 4) return env;
  let scoped = env;
  if (typeof scope.item === 'string') {
    const source = scope.item;
    const sourceEnv = envForProp(walk, node, schema, source, env, pointer, depth + 1);
    const sourceValue = node[source];
    const inferred = sourceValue === undefined ? undefined : inferType(sourceValue, sourceEnv);
    const listSchema = inferred?.schema;
    const items = listSchema && isObj(listSchema.items) ? (listSchema.items as JSONSchemaLike) : {};
    scoped = scoped.withItem(items);
  }
  if (scope.result === true) scoped = withResult(scoped, {});
  // An action that fills `result` itself (not from an endpoint) describes its shape inline.
  if (isObj(scope.result)) scoped = withResult(scoped, scope.result as JSONSchemaLike);
  if (typeof scope.result === 'string') {
    // `result` is the answer of the endpoint named by a sibling property (e.g. an upload's URL).
    const endpoint = walk.project.api.endpoints[String(node[scope.result])];
    scoped = withResult(scoped, {
      type: 'object',
      properties: {
        data: (endpoint?.data as JSONSchemaLike | undefined) ?? {},
        message: { type: 'string' },
        code: {},
      },
      additionalProperties: false,
    });
  }
  return scoped;
}

/** An env with `result` bound; everything else as in `env`. */
export function withResult(env: TypeEnv, result: JSONSchemaLike): TypeEnv {
  return {
    resolve: (path) =>
      path === 'result' || path.startsWith('result.')
        ? createTypeEnv({ result }).resolve(path)
        : env.resolve(path),
    withItem: (item) => withResult(env.withItem(item), result),
  };
}
