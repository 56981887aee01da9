import { forgottenEquals } from '../formula/index.ts';
import { inferType } from '../types/infer.ts';
import type { TypeEnv } from '../types/typeEnv.ts';
import { at, didYouMean, isObj } from './json.ts';
import { problem } from './parsedScreen.ts';
import type { JSONSchema } from './screenSchemas.ts';
import { isOperatorObject } from './valueTypes.ts';
import type { Walk } from './walk.ts';

// Endpoints and payloads, proven against the API schemas (`schemas/api/`).

/**
 * A widget property marked `x-endpoint-id` must name an endpoint of `schemas/api/` that answers
 * what the widget expects: JSON (`true`) or an image (`"image"`, e.g. an image widget's source).
 */
export function checkEndpointId(
  walk: Walk,
  value: unknown,
  pointer: string,
  expected: 'json' | 'image',
): void {
  const { endpoints } = walk.project.api;
  const id = String(value);
  if (!endpoints[id]) {
    walk.problems.push(
      problem(walk.screen.file, pointer, `unknown endpoint "${id}"${didYouMean(id, Object.keys(endpoints))}`),
    );
  } else if (endpoints[id].meta.response !== expected) {
    const answer = endpoints[id].meta.response === 'image' ? 'an image, not JSON' : 'JSON, not an image';
    walk.problems.push(problem(walk.screen.file, pointer, `endpoint "${id}" answers ${answer}`));
  }
}

function schemaTypes(schema: JSONSchema): string[] {
  const { type } = schema;
  return typeof type === 'string' ? [type] : Array.isArray(type) ? type.map(String) : [];
}

/**
 * Proves a payload (a call's `payload`, a data source's `params`) against the endpoint's request
 * schema: every field exists, required fields are present, and literal values and bound values
 * have the field's type and belong to its enum.
 */
export function checkPayload(
  walk: Walk,
  endpointId: string,
  payload: unknown,
  pointer: string,
  env: TypeEnv,
): void {
  const endpoint = walk.project.api.endpoints[endpointId];
  if (!endpoint || isOperatorObject(payload)) return; // an unknown id is reported elsewhere; an expression payload is typed as a whole
  const request = endpoint.request as JSONSchema;
  const properties = (isObj(request.properties) ? request.properties : {}) as Record<string, JSONSchema>;
  const extra = request.additionalProperties;
  const fields = isObj(payload) ? payload : {};
  const file = walk.screen.file;
  for (const [key, value] of Object.entries(fields)) {
    const here = at(pointer, key);
    const field = properties[key] ?? (isObj(extra) ? (extra as JSONSchema) : undefined);
    if (!field) {
      if (extra !== true) {
        walk.problems.push(
          problem(
            file,
            here,
            `"${key}" is not a field of ${endpointId}'s request${didYouMean(key, Object.keys(properties))}`,
          ),
        );
      }
      continue;
    }
    const allowed = schemaTypes(field);
    const inferred = inferType(value, env);
    const type = inferred.type === 'integer' && allowed.includes('number') ? 'number' : inferred.type;
    if (allowed.length > 0 && type !== 'unknown' && type !== 'null' && !allowed.includes(type)) {
      const literal = typeof value === 'string' ? forgottenEquals(value, { names: walk.names }) : '';
      walk.problems.push({
        ...problem(
          file,
          here,
          `sends ${type} where ${endpointId}'s "${key}" is ${allowed.join(' or ')}${literal}`,
        ),
        ...(literal ? { wholeValue: true } : {}),
      });
    } else if (
      Array.isArray(field.enum) &&
      !isObj(value) &&
      !Array.isArray(value) &&
      value !== null &&
      !field.enum.includes(value)
    ) {
      walk.problems.push(
        problem(
          file,
          here,
          `sends ${JSON.stringify(value)} where ${endpointId}'s "${key}" is one of ${field.enum.map((v) => JSON.stringify(v)).join(', ')}`,
        ),
      );
    }
  }
  const required = Array.isArray(request.required) ? request.required.map(String) : [];
  for (const key of required) {
    if (!(key in fields))
      walk.problems.push(
        problem(file, pointer, `misses the required field "${key}" of ${endpointId}'s request`),
      );
  }
}
