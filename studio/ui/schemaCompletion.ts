import type {
  Completion,
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from '@codemirror/autocomplete';
import { getJSONSchema } from 'codemirror-json-schema';
import { completionText, stringAt } from './completionData';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where the cursor is: typing a property name of the object at `path`, or the value of the property at `path`. */
export interface CompletionSpot {
  kind: 'name' | 'value';
  /** The object's path (name), or the property's path (value); array indexes are numbers. */
  path: (string | number)[];
  /** The whole document as data, the string being typed left out. */
  data: unknown;
  /** The string's inside: what is typed is `from` to the cursor, the closing quote is at `to`. */
  from: number;
  to: number;
}

/** A key no screen has: it marks the string being typed, so its path can be found in the parsed document. */
const MARK = '\u0000typing';

/** The completion spot at `cursor`, if it is inside (or right after) a property name or a string value. */
export function spotAt(text: string, cursor: number): CompletionSpot | undefined {
  const at = stringAt(text, cursor);
  if (!at) return undefined;
  const before = text.slice(0, at.open).trimEnd();
  const isName = before.endsWith('{') || before.endsWith(',');
  if (!isName && !before.endsWith(':')) return undefined;
  const marked = `${text.slice(0, at.open)}"\\u0000typing"${text.slice(at.close + 1)}`;
  let data: unknown;
  try {
    data = JSON.parse(completionText(marked, at.open + 1));
  } catch {
    return undefined;
  }
  const found = find(data, isName);
  if (!found) return undefined;
  if (isName) {
    const owner = valueAt(data, found) as Obj;
    delete owner[MARK];
    return { kind: 'name', path: found, data, from: at.open + 1, to: at.close };
  }
  return { kind: 'value', path: found, data, from: at.open + 1, to: at.close };
}

/** The path of the object holding the mark as a key (name), or of the mark as a value. */
function find(
  value: unknown,
  asKey: boolean,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      if (!asKey && item === MARK) return [...path, index];
      const found = find(item, asKey, [...path, index]);
      if (found) return found;
    }
  } else if (isObj(value)) {
    if (asKey && MARK in value) return path;
    for (const [key, child] of Object.entries(value)) {
      if (!asKey && child === MARK) return [...path, key];
      const found = find(child, asKey, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function valueAt(data: unknown, path: (string | number)[]): unknown {
  let value = data;
  for (const step of path) value = isObj(value) || Array.isArray(value) ? (value as Obj)[step] : undefined;
  return value;
}

function resolveRef(root: Obj, ref: string): Obj | undefined {
  if (!ref.startsWith('#')) return undefined;
  let value: unknown = root;
  for (const segment of ref.slice(1).split('/').slice(1)) {
    value = isObj(value) ? value[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isObj(value) ? value : undefined;
}

/** The values a schema allows by name (`enum`, `const`), read through `$ref`. */
function literals(root: Obj, schema: Obj): unknown[] {
  const target = typeof schema.$ref === 'string' ? (resolveRef(root, schema.$ref) ?? {}) : schema;
  if (Array.isArray(target.enum)) return target.enum;
  return 'const' in target ? [target.const] : [];
}

/**
 * Of a `oneOf`/`anyOf`, the branches that fit the value by its shape: a part use by its `use`, a
 * widget or an action by its `type`, anything else by its JSON type. None fits (a `type` not yet
 * typed): every branch, so completion offers what any of them has.
 */
function fitting(root: Obj, branches: unknown[], value: unknown): Obj[] {
  const all = branches
    .map((branch) =>
      isObj(branch) && typeof branch.$ref === 'string' ? resolveRef(root, branch.$ref) : branch,
    )
    .filter(isObj);
  const propertiesOf = (branch: Obj) => (isObj(branch.properties) ? branch.properties : {});
  let chosen = all;
  if (isObj(value) && 'use' in value) chosen = all.filter((branch) => 'use' in propertiesOf(branch));
  else if (isObj(value) && typeof value.type === 'string') {
    const type = value.type;
    chosen = all.filter((branch) => {
      const declared = propertiesOf(branch).type;
      return isObj(declared) && literals(root, declared).includes(type);
    });
  } else if (value !== undefined) {
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    chosen = all.filter((branch) => {
      const types = Array.isArray(branch.type) ? branch.type : [branch.type];
      return (
        branch.type === undefined || types.includes(kind) || (kind === 'number' && types.includes('integer'))
      );
    });
  }
  return chosen.length > 0 ? chosen : all;
}

/** Every schema that applies to `value` under `schema`: through `$ref`, `allOf`, the fitting `oneOf`/`anyOf` branches, and `if`'s both ways. */
export function facets(root: Obj, schema: unknown, value: unknown, seen = new Set<Obj>()): Obj[] {
  if (!isObj(schema) || seen.has(schema)) return [];
  seen.add(schema);
  if (typeof schema.$ref === 'string') return facets(root, resolveRef(root, schema.$ref), value, seen);
  const out = [schema];
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : [])
    out.push(...facets(root, member, value, seen));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of fitting(root, branches, value)) out.push(...facets(root, branch, value, seen));
    }
  }
  for (const key of ['then', 'else'] as const) out.push(...facets(root, schema[key], value, seen));
  return out;
}

/** The schemas of `key` (a property, or an array index) under the schemas of its owner. */
function step(facetsOfOwner: Obj[], key: string | number): Obj[] {
  const out: Obj[] = [];
  for (const facet of facetsOfOwner) {
    if (typeof key === 'number') {
      if (isObj(facet.items)) out.push(facet.items);
      continue;
    }
    const properties = isObj(facet.properties) ? facet.properties : {};
    if (isObj(properties[key])) out.push(properties[key]);
    else if (isObj(facet.patternProperties)) {
      for (const [pattern, schema] of Object.entries(facet.patternProperties)) {
        if (isObj(schema) && new RegExp(pattern, 'u').test(key)) out.push(schema);
      }
    }
    if (!(key in properties) && isObj(facet.additionalProperties)) out.push(facet.additionalProperties);
  }
  return out;
}

/** The schemas that apply at `path` of `data`, from the root schema down. */
export function schemasAt(root: Obj, data: unknown, path: (string | number)[]): Obj[] {
  let current = facets(root, root, data);
  let value = data;
  for (const key of path) {
    value = isObj(value) || Array.isArray(value) ? (value as Obj)[key] : undefined;
    current = step(current, key).flatMap((schema) => facets(root, schema, value));
  }
  return current;
}

const describe = (root: Obj, schema: Obj): string | undefined =>
  [schema, ...facets(root, schema, undefined)].map((s) => s.description).find((d) => typeof d === 'string') as
    | string
    | undefined;

/** What a property's value starts as when its name is chosen: `"name": ""`, `[]`, `{}` or nothing, by its type. */
function emptyValue(root: Obj, schema: Obj): string {
  const types = facets(root, schema, undefined)
    .map((s) => s.type)
    .filter((type): type is string => typeof type === 'string');
  if (types.length === 1 && types[0] === 'array') return '[]';
  if (types.length === 1 && types[0] === 'object') return '{}';
  if (types.length === 1 && types[0] === 'string') return '""';
  return '';
}

/** The completions at a spot: the properties the object's schemas name and it lacks, or the values the property allows. */
export function optionsAt(root: Obj, spot: CompletionSpot): Completion[] {
  const schemas = schemasAt(root, spot.data, spot.path);
  if (spot.kind === 'value') {
    const values = new Set(schemas.flatMap((schema) => literals(root, schema)));
    return [...values]
      .filter((value): value is string => typeof value === 'string')
      .map((value) => ({ label: value, type: 'constant' }));
  }
  const owner = valueAt(spot.data, spot.path);
  const present = new Set(isObj(owner) ? Object.keys(owner) : []);
  const options = new Map<string, Completion>();
  for (const facet of schemas) {
    for (const [name, schema] of Object.entries(isObj(facet.properties) ? facet.properties : {})) {
      if (present.has(name) || options.has(name) || !isObj(schema)) continue;
      const empty = emptyValue(root, schema);
      options.set(name, {
        label: name,
        type: 'property',
        info: describe(root, schema),
        apply: (view, _completion, from) => {
          // Replaces the name typed so far and its closing quote: `"la|"` → `"label": "|"`.
          const insert = `${name}": ${empty}`;
          const caret = from + insert.length - (empty ? 1 : 0);
          view.dispatch({ changes: { from, to: spot.to + 1, insert }, selection: { anchor: caret } });
        },
      });
    }
  }
  return [...options.values()];
}

/**
 * Completion for the studio editor: property names and values from the screen schema, each widget
 * and action read by its `type` (and a part use by its `use`) at any depth. The schema library's
 * own completion chooses a `oneOf` branch by validating the whole value, so one unfinished child
 * anywhere in a stack leaves the stack, and everything inside it, without a schema; it is asked
 * only where this finds nothing (outside a string, say).
 */
export function screenCompletion(
  fallback: (context: CompletionContext) => CompletionResult | readonly never[] | null,
): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const schema = getJSONSchema(context.state);
    const spot = isObj(schema) ? spotAt(context.state.doc.toString(), context.pos) : undefined;
    const options = spot && isObj(schema) ? optionsAt(schema, spot) : [];
    if (spot && options.length > 0) return { from: spot.from, to: spot.to, options, validFor: /^[\w$]*$/ };
    const other = fallback(context);
    return other && 'options' in other ? other : null;
  };
}
