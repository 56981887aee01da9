import { DEVICE_SCHEMA } from '../../src/device/deviceInfo.ts';
import { closestName } from '../../src/expressions/closestName.ts';
import type { JSONSchemaLike } from '../../src/expressions/jsonSchemaLike.ts';
import { SCOPE_ROOTS, type ScopeRoot } from '../../src/expressions/types.ts';

export type { JSONSchemaLike };

/** What a var path resolves to: its schema, or why it does not resolve and a did-you-mean path. */
export type ResolveResult = { schema: JSONSchemaLike } | { error: string; suggestion?: string };

/** Resolves var paths to schemas for `inferType`. */
export interface TypeEnv {
  /** The schema at a full path such as `data.order.productName`. */
  resolve(path: string): ResolveResult;
  /** An environment where `item` is an element of `schema`'s list and `index` its position. */
  withItem(itemSchema: JSONSchemaLike): TypeEnv;
}

/** The schema of a string map, as `query` and `session` are. */
const STRING_MAP: JSONSchemaLike = { type: 'object', additionalProperties: { type: 'string' } };

/**
 * Drops the `null` branch of a nullable `anyOf`/`oneOf` (`{anyOf: [X, {type: 'null'}]}` → X), so
 * that optional response fields resolve through to their real shape.
 */
export function withoutNull(schema: JSONSchemaLike): JSONSchemaLike {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches === undefined) return schema;
  const nonNull = branches.filter((branch) => branch.type !== 'null');
  return nonNull.length === 1 && nonNull[0] !== undefined ? withoutNull(nonNull[0]) : schema;
}

function hasType(schema: JSONSchemaLike, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** An open schema (no `type`, no `properties`, no `items`) may hold anything: its parts are unknown. */
function isOpen(schema: JSONSchemaLike): boolean {
  return (
    schema.type === undefined &&
    schema.properties === undefined &&
    schema.items === undefined &&
    schema.anyOf === undefined &&
    schema.oneOf === undefined
  );
}

function childSchema(schema: JSONSchemaLike, segment: string): JSONSchemaLike | undefined {
  if (schema.properties !== undefined && Object.hasOwn(schema.properties, segment)) {
    return schema.properties[segment];
  }
  if (hasType(schema, 'array') || schema.items !== undefined) {
    if (!/^\d+$/.test(segment)) return undefined;
    const { items } = schema;
    if (Array.isArray(items)) return items[Number(segment)];
    return typeof items === 'object' ? (items as JSONSchemaLike) : {};
  }
  if (typeof schema.additionalProperties === 'object') return schema.additionalProperties;
  if (schema.additionalProperties === true || isOpen(schema)) return {};
  if (hasType(schema, 'object') && schema.properties === undefined && schema.additionalProperties !== false) {
    return {};
  }
  return undefined;
}

/**
 * A `TypeEnv` over one schema per scope root. `query` and `session` default to string maps and
 * `device` to its fields (`DEVICE_SCHEMA`), as every screen has them; a root without a schema (say
 * `item` outside a list) does not resolve. A missing field resolves to an error naming the closest
 * field.
 */
export function createTypeEnv(roots: Partial<Record<ScopeRoot, JSONSchemaLike>>): TypeEnv {
  const schemas: Partial<Record<ScopeRoot, JSONSchemaLike>> = {
    query: STRING_MAP,
    session: STRING_MAP,
    device: DEVICE_SCHEMA,
    ...roots,
  };
  return {
    resolve(path) {
      const [root = '', ...segments] = path.split('.');
      if (!(SCOPE_ROOTS as readonly string[]).includes(root)) {
        const suggestion = closestName(root, SCOPE_ROOTS);
        return {
          error: `a path starts with one of ${SCOPE_ROOTS.join(', ')}`,
          ...(suggestion === undefined ? {} : { suggestion: [suggestion, ...segments].join('.') }),
        };
      }
      let schema = schemas[root as ScopeRoot];
      if (schema === undefined) return { error: `nothing is bound to "${root}" here` };
      for (const [i, segment] of segments.entries()) {
        const parent = withoutNull(schema);
        const child = childSchema(parent, segment);
        if (child === undefined) {
          const where = [root, ...segments.slice(0, i)].join('.');
          const names = Object.keys(parent.properties ?? {});
          const close = closestName(segment, names);
          return {
            error: `"${where}" has no field "${segment}"`,
            ...(close === undefined
              ? {}
              : { suggestion: [where, close, ...segments.slice(i + 1)].join('.') }),
          };
        }
        schema = child;
      }
      return { schema };
    },
    withItem(itemSchema) {
      return createTypeEnv({ ...schemas, item: itemSchema, index: { type: 'integer' } });
    },
  };
}
