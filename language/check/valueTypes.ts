import { OPERATORS } from '../../src/expressions/types.ts';
import { forgottenEquals } from '../formula/index.ts';
import { inferType } from '../types/infer.ts';
import { typeOfSchema } from '../types/inferredType.ts';
import type { TypeEnv } from '../types/typeEnv.ts';
import { isObj, type Json } from './json.ts';
import { problem } from './parsedScreen.ts';
import { EXPRESSION_SCHEMA } from './schemaErrors.ts';
import type { JSONSchema, ScreenSchemas } from './screenSchemas.ts';
import type { Walk } from './walk.ts';

// Types of values: a formula's inferred type, and a value written as is against the type its property declares.

/** Infers a formula's type in `env` and reports its problems (unknown paths, mistyped operands) at `pointer`. */
export function checkExpression(
  walk: Walk,
  value: Json,
  pointer: string,
  env: TypeEnv,
): ReturnType<typeof inferType> {
  const result = inferType(value, env);
  for (const p of result.problems)
    walk.problems.push(problem(walk.screen.file, pointer + p.pointer, p.message));
  return result;
}

type PropKind = 'expression' | 'widgets' | 'widget' | 'actions' | 'record' | 'payload' | 'other';

function refOf(schema: JSONSchema): string {
  const direct = typeof schema.$ref === 'string' ? schema.$ref : '';
  const viaAllOf =
    Array.isArray(schema.allOf) && isObj(schema.allOf[0]) ? String(schema.allOf[0].$ref ?? '') : '';
  return direct || viaAllOf;
}

export function kindOf(schema: JSONSchema): PropKind {
  const ref = refOf(schema);
  if (
    ref.endsWith(EXPRESSION_SCHEMA) ||
    ref.endsWith(`${EXPRESSION_SCHEMA}#`) ||
    ref.includes(`${EXPRESSION_SCHEMA}#/definitions/`)
  )
    return 'expression';
  if (ref.endsWith('#/definitions/widgets')) return 'widgets';
  if (ref.endsWith('#/definitions/widget')) return 'widget';
  if (ref.endsWith('#/definitions/actions')) return 'actions';
  if (Array.isArray(schema.anyOf)) return 'payload';
  if (
    isObj(schema.additionalProperties) &&
    String(schema.additionalProperties.$ref ?? '').includes(EXPRESSION_SCHEMA)
  )
    return 'record';
  return 'other';
}

/**
 * The JSON types a property's value may have when written as is: those of the typed expression its
 * schema refers to (`expression.schema.json#/definitions/condition` → boolean); undefined for a
 * property that takes any expression.
 */
export function declaredTypes(schemas: ScreenSchemas, propSchema: JSONSchema): readonly string[] | undefined {
  const ref = refOf(propSchema);
  const marker = `${EXPRESSION_SCHEMA}#/definitions/`;
  const name = ref.includes(marker) ? ref.slice(ref.indexOf(marker) + marker.length) : undefined;
  return name === undefined ? undefined : schemas.valueTypes[name];
}

/** How messages name the JSON types a value may have. */
const TYPE_WORDS: Record<string, string> = {
  boolean: 'true or false',
  number: 'a number',
  integer: 'a whole number',
  array: 'a list',
  string: 'a text',
  object: 'an object',
  null: 'null',
};

/** A compiled value written as is: a JSON literal, or a text kept as written by `literal`; undefined for a formula. */
function literalOf(value: unknown): { value: unknown } | undefined {
  if (!isObj(value)) return { value };
  return Object.keys(value).length === 1 && 'literal' in value ? { value: value.literal } : undefined;
}

function literalType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function describeLiteral(value: unknown): string {
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (Array.isArray(value)) return 'a list';
  if (isObj(value)) return 'an object';
  return JSON.stringify(value);
}

/**
 * Refuses a value written as is whose type is not one `expected` names (a whole number is a number):
 * a text where a yes/no or a list is declared is most often a formula that lost its `=`
 * (`"when": "!!data.order.x"` is a text, and a text always holds), which the message says when the
 * text parses as a formula. `subject` names the target in the message (a state key).
 */
export function checkLiteralType(
  walk: Walk,
  value: unknown,
  pointer: string,
  expected: readonly string[],
  subject: { name?: string; nullable?: boolean } = {},
): void {
  const literal = literalOf(value);
  if (!literal || expected.length === 0) return;
  // A formula that did not compile stays its text; the compiler has said why, under its token.
  if (typeof literal.value === 'string' && literal.value.startsWith('=')) return;
  const actual = literalType(literal.value);
  const fits =
    expected.includes(actual) ||
    (actual === 'integer' && expected.includes('number')) ||
    (actual === 'null' && subject.nullable === true);
  if (fits) return;
  const words = expected.map((type) => TYPE_WORDS[type] ?? type).join(' or ');
  const alwaysTrue =
    !subject.name && expected.includes('boolean') && typeof literal.value === 'string' && literal.value !== ''
      ? ', which is always true'
      : '';
  const message = subject.name
    ? `${subject.name} holds ${words}, got ${describeLiteral(literal.value)}${alwaysTrue}`
    : `takes ${words}, or a formula ("=…"), got ${describeLiteral(literal.value)}${alwaysTrue}`;
  walk.problems.push({
    ...problem(
      walk.screen.file,
      pointer,
      `${message}${forgottenEquals(literal.value, { names: walk.names })}`,
    ),
    ...(typeof literal.value === 'string' ? { wholeValue: true } : {}),
  });
}

export function isOperatorObject(value: unknown): boolean {
  return (
    isObj(value) &&
    Object.keys(value).length === 1 &&
    (OPERATORS as readonly string[]).includes(Object.keys(value)[0] as string)
  );
}

/** A value a `setState` writes as is into a key whose type is known; `null` clears any key. */
export function checkStateValue(
  walk: Walk,
  value: unknown,
  pointer: string,
  key: string,
  env: TypeEnv,
): void {
  const resolved = env.resolve(`state.${key}`);
  if ('error' in resolved) return;
  const { type } = typeOfSchema(resolved.schema);
  if (type === 'unknown' || type === 'null') return;
  // A number key may hold a whole number and the other way round: an initial 0 declares no more.
  const expected = type === 'integer' || type === 'number' ? ['number'] : [type];
  checkLiteralType(walk, value, pointer, expected, { name: `state.${key}`, nullable: true });
}
