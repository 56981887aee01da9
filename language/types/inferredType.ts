import type { Operator } from '../../src/expressions/types.ts';
import { type JSONSchemaLike, type TypeEnv, withoutNull } from './typeEnv.ts';

// The facts inference keeps about a sub-expression, and the helpers every operator rule shares.

/** The type of a value, in JSON Schema's words; `unknown` when it cannot be told statically. */
export type InferredType =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'null'
  | 'array'
  | 'object'
  | 'unknown';

/** A mistake found in an expression, located by a JSON pointer relative to the expression. */
export interface InferProblem {
  /** For example `/==/1` for the second operand of `==`; `''` for the expression itself. */
  pointer: string;
  message: string;
}

/** What `inferType` tells about an expression. */
export interface InferResult {
  type: InferredType;
  /** The values the expression can take, when its schema lists them. */
  enum?: unknown[];
  /** The schema of the value, when known (a var's schema, a list's schema for `filter`, ...). */
  schema?: JSONSchemaLike;
  problems: InferProblem[];
}

/** The inferred facts about one sub-expression, plus what messages call it. */
export interface Typed {
  type: InferredType;
  enum?: unknown[];
  schema?: JSONSchemaLike;
  /** How messages name it: a var's field name, a literal's JSON, an operator's name. */
  label: string;
  /** Set for literals, whose exact value is known. */
  literal?: { value: unknown };
  /** Set for a literal list, for `in`. */
  elements?: Typed[];
}

/** One inference: the env paths resolve in, where problems go, and the inferrer of a sub-expression. */
export interface Walk {
  env: TypeEnv;
  problems: InferProblem[];
  /** `inferNode` of infer.ts, carried by the walk so that the operator rules need not import it back. */
  inferNode: (expr: unknown, pointer: string, walk: Walk) => Typed;
}

const JSON_TYPES: readonly InferredType[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'array',
  'object',
];
/** Infers a sub-expression with the walk's own inferrer. */
export function inferChild(expr: unknown, pointer: string, walk: Walk): Typed {
  return walk.inferNode(expr, pointer, walk);
}

export const UNKNOWN: Typed = { type: 'unknown', label: 'a value' };

export function child(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

export function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

export function listValues(values: readonly unknown[]): string {
  return values.map(show).join(', ');
}

export function report(walk: Walk, pointer: string, message: string): void {
  walk.problems.push({ pointer, message });
}

/** The type of a JSON Schema, seen through a nullable union; mixed types are `unknown`. */
export function typeOfSchema(schema: JSONSchemaLike): { type: InferredType; enum?: unknown[] } {
  const unwrapped = withoutNull(schema);
  const values =
    unwrapped.enum !== undefined ? [...unwrapped.enum] : 'const' in unwrapped ? [unwrapped.const] : undefined;
  const declared = typeof unwrapped.type === 'string' ? [unwrapped.type] : [...(unwrapped.type ?? [])];
  const nonNull = declared.filter((type) => type !== 'null');
  let type: InferredType = 'unknown';
  if (nonNull.length === 1) type = JSON_TYPES.find((known) => known === nonNull[0]) ?? 'unknown';
  else if (declared.length === 1) type = 'null';
  else if (declared.length === 0 && values !== undefined)
    type = unify(values.map((value) => typeOfValue(value)));
  else if (declared.length === 0 && unwrapped.properties !== undefined) type = 'object';
  else if (declared.length === 0 && unwrapped.items !== undefined) type = 'array';
  return values === undefined ? { type } : { type, enum: values };
}

function typeOfValue(value: unknown): InferredType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return 'unknown';
  }
}

/** One type for values that may be any of `types`; `null` joins anything, integer widens to number. */
export function unify(types: readonly InferredType[]): InferredType {
  const nonNull = types.filter((type) => type !== 'null');
  if (nonNull.length === 0) return types.length > 0 ? 'null' : 'unknown';
  const unique = [...new Set(nonNull)];
  if (unique.length === 1) return unique[0] ?? 'unknown';
  if (unique.every((type) => type === 'integer' || type === 'number')) return 'number';
  return 'unknown';
}

export function isNumeric(type: InferredType): boolean {
  return type === 'integer' || type === 'number';
}

export function compatible(left: InferredType, right: InferredType): boolean {
  return left === right || left === 'unknown' || right === 'unknown' || (isNumeric(left) && isNumeric(right));
}

export function literalTyped(value: unknown): Typed {
  return { type: typeOfValue(value), label: show(value), literal: { value } };
}

/** Infers every argument (a lone argument may be written without the array). */
export function inferAll(args: unknown, pointer: string, walk: Walk): Typed[] {
  if (!Array.isArray(args)) return [inferChild(args, pointer, walk)];
  return args.map((arg, i) => inferChild(arg, child(pointer, i), walk));
}

/** Infers an argument list that must hold between `min` and `max` values. */
export function inferFixed(
  operator: Operator,
  args: unknown,
  min: number,
  max: number,
  pointer: string,
  walk: Walk,
): Typed[] {
  if (!Array.isArray(args) || args.length < min || args.length > max) {
    const count = min === max ? `${min}` : `${min} to ${max}`;
    report(walk, pointer, `"${operator}" takes a list of ${count} values`);
    return Array.isArray(args) ? inferAll(args, pointer, walk) : [];
  }
  return inferAll(args, pointer, walk);
}

/** Infers the single operand of a unary operator: `x` or `[x]`. */
export function inferOperand(
  operator: Operator,
  args: unknown,
  pointer: string,
  walk: Walk,
): Typed | undefined {
  if (!Array.isArray(args)) return inferChild(args, pointer, walk);
  if (args.length !== 1) {
    report(walk, pointer, `"${operator}" takes one value (a literal list is written [[...]])`);
    return undefined;
  }
  return inferChild(args[0], child(pointer, 0), walk);
}

/** A literal text that reads as a number (`"99900"`): accepted where a number is, as at run time. */
export function isNumericText(typed: Typed): boolean {
  const value = typed.literal?.value;
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}
