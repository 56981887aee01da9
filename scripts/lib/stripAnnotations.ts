import type { JSONSchema } from '../../language/api/apiSchemas';

/** Keywords that only document a schema; they never change what it accepts. */
const ANNOTATIONS = new Set(['description', 'title', 'x-endpoint', 'tsType', '$schema']);
/** Keywords whose value is a map of property name (or definition name) to sub-schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
/** Keywords whose value is a sub-schema or an array of sub-schemas. */
const SUB_SCHEMAS = new Set([
  'items',
  'additionalProperties',
  'additionalItems',
  'not',
  'if',
  'then',
  'else',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);

function isRecord(value: unknown): value is JSONSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stripValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripValue);
  return isRecord(value) ? stripAnnotations(value) : value;
}

/**
 * Returns a copy of a schema without its annotations (descriptions, titles, project keywords), walking
 * only schema positions, so a property that happens to be named `description` is kept. Ajv standalone
 * code embeds the schemas it reports errors against; stripping keeps prose out of the app bundle.
 */
export function stripAnnotations(schema: JSONSchema): JSONSchema {
  const out: JSONSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isRecord(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isRecord(sub) ? stripAnnotations(sub) : sub]),
      );
    } else if (SUB_SCHEMAS.has(key) || SCHEMA_LISTS.has(key)) {
      out[key] = stripValue(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}
