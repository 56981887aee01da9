import { isPlainObject } from '../../src/expressions/funcs/collections.ts';
import { patternError } from '../../src/expressions/funcs/pattern.ts';
import type { TemplateFilter } from '../../src/expressions/template.ts';
import {
  child,
  compatible,
  type InferredType,
  inferAll,
  inferChild,
  inferFixed,
  inferOperand,
  isNumeric,
  isNumericText,
  listValues,
  report,
  type Typed,
  typeOfSchema,
  UNKNOWN,
  unify,
  type Walk,
} from './inferredType.ts';
import { type JSONSchemaLike, withoutNull } from './typeEnv.ts';

// The type rules of the operators that take more than a look at their operands.

/**
 * What each formatter takes. Money, dates and grouping read an amount or a time, so a text field
 * there is a binding mistake (say a product name), even though numeric text would format at run
 * time: convert it with `num` first. `digits` and `cardMask` read the characters of a text or a
 * number.
 */
const FORMAT_INPUTS: Readonly<Record<TemplateFilter, 'a number' | 'a text or a number'>> = {
  money: 'a number',
  date: 'a number',
  datetime: 'a number',
  group: 'a number',
  digits: 'a text or a number',
  cardMask: 'a text or a number',
};

/**
 * Reports a formatter (an operator, or a template filter when `source` names its placeholder)
 * applied to a value of a type it cannot take. Only definite mismatches: an `unknown` value is
 * let through.
 */
export function expectFormattable(
  format: TemplateFilter,
  operand: Typed,
  pointer: string,
  source: string,
  walk: Walk,
): void {
  const takes = FORMAT_INPUTS[format];
  if (operand.type === 'unknown' || isNumeric(operand.type)) return;
  if (operand.type === 'string' && (takes === 'a text or a number' || isNumericText(operand))) return;
  const where = source === '' ? '' : ` in ${source}`;
  report(walk, pointer, `"${format}" takes ${takes}, got ${operand.label} (${operand.type})${where}`);
}

/**
 * Checks that two compared values can be equal: the same type (integer and number agree), and a
 * literal within the other side's enum. Reports at the literal, which is what staff typed.
 */
function checkComparable(
  left: Typed,
  right: Typed,
  leftPointer: string,
  rightPointer: string,
  pointer: string,
  walk: Walk,
): void {
  const at = right.literal !== undefined ? rightPointer : left.literal !== undefined ? leftPointer : pointer;
  // Comparing with null asks "is it absent", which is meaningful for any field.
  if (left.type === 'null' || right.type === 'null') return;
  if (!compatible(left.type, right.type)) {
    report(walk, at, `compares ${left.label} (${left.type}) with ${right.label} (${right.type})`);
    return;
  }
  for (const [field, literal, literalPointer] of [
    [left, right, rightPointer],
    [right, left, leftPointer],
  ] as const) {
    if (
      field.enum !== undefined &&
      literal.literal !== undefined &&
      !field.enum.includes(literal.literal.value)
    ) {
      report(
        walk,
        literalPointer,
        `compares ${field.label} with ${literal.label}, which is not one of its values: ${listValues(field.enum)}`,
      );
    }
  }
}

export function inferEquality(operator: '==' | '!=', args: unknown, pointer: string, walk: Walk): Typed {
  const [left, right] = inferFixed(operator, args, 2, 2, pointer, walk);
  if (left !== undefined && right !== undefined) {
    checkComparable(left, right, child(pointer, 0), child(pointer, 1), pointer, walk);
  }
  return { type: 'boolean', label: `"${operator}"` };
}

export function inferOrder(
  operator: '<' | '<=' | '>' | '>=',
  args: unknown,
  pointer: string,
  walk: Walk,
): Typed {
  const operands = inferFixed(operator, args, 2, 3, pointer, walk);
  for (const [i, operand] of operands.entries()) {
    if (!['string', 'number', 'integer', 'unknown'].includes(operand.type)) {
      report(
        walk,
        child(pointer, i),
        `orders ${operand.label} (${operand.type}); only numbers or texts can be ordered`,
      );
    }
    const previous = operands[i - 1];
    if (previous !== undefined && !compatible(previous.type, operand.type)) {
      report(
        walk,
        child(pointer, i),
        `compares ${previous.label} (${previous.type}) with ${operand.label} (${operand.type})`,
      );
    }
  }
  return { type: 'boolean', label: `"${operator}"` };
}

/** The schema of a list's elements; `{}` (anything) when the list's schema does not say. */
function itemsOf(list: Typed): JSONSchemaLike {
  const items = list.schema === undefined ? undefined : withoutNull(list.schema).items;
  return typeof items === 'object' && !Array.isArray(items) ? (items as JSONSchemaLike) : {};
}

export function inferIn(args: unknown, pointer: string, walk: Walk): Typed {
  const [needle, haystack] = inferFixed('in', args, 2, 2, pointer, walk);
  if (needle === undefined || haystack === undefined) return { type: 'boolean', label: '"in"' };
  const haystackPointer = child(pointer, 1);
  if (haystack.elements !== undefined) {
    for (const [i, element] of haystack.elements.entries()) {
      checkComparable(needle, element, child(pointer, 0), child(haystackPointer, i), pointer, walk);
    }
  } else if (haystack.type === 'array') {
    const items = itemsOf(haystack);
    const element = { ...typeOfSchema(items), label: `the elements of ${haystack.label}` };
    checkComparable(needle, element, child(pointer, 0), haystackPointer, pointer, walk);
  } else if (haystack.type === 'string') {
    if (!compatible(needle.type, 'string')) {
      report(
        walk,
        child(pointer, 0),
        `looks for ${needle.label} (${needle.type}) in the text ${haystack.label}`,
      );
    }
  } else if (haystack.type !== 'unknown') {
    report(walk, haystackPointer, `"in" looks in a list or a text, got ${haystack.label} (${haystack.type})`);
  }
  return { type: 'boolean', label: '"in"' };
}

export function inferArithmetic(
  operator: '+' | '-' | '*' | '/' | '%',
  args: unknown,
  pointer: string,
  walk: Walk,
): Typed {
  const operands =
    operator === '/' || operator === '%'
      ? inferFixed(operator, args, 2, 2, pointer, walk)
      : inferAll(args, pointer, walk);
  for (const [i, operand] of operands.entries()) {
    const at = Array.isArray(args) ? child(pointer, i) : pointer;
    // Numeric literal text ("100") computes; a text field is a binding mistake: convert it with `num`.
    const nonNumericText = operand.type === 'string' && !isNumericText(operand);
    if (['boolean', 'array', 'object', 'null'].includes(operand.type) || nonNumericText) {
      report(walk, at, `"${operator}" takes numbers, got ${operand.label} (${operand.type})`);
    }
  }
  const integer = operator !== '/' && operands.every((operand) => operand.type === 'integer');
  return { type: integer ? 'integer' : 'number', label: `"${operator}"` };
}

/** The type of a value that is one of `branches`. */
export function joinTyped(branches: readonly (Typed | undefined)[], label: string): Typed {
  const known = branches.filter((branch): branch is Typed => branch !== undefined);
  const type = unify(known.map((branch) => branch.type));
  const first = known.find((branch) => branch.type !== 'null');
  // Keep the schema when every branch has the same one (say, two vars of one field).
  const schema =
    first?.schema !== undefined &&
    known.every((branch) => branch.schema === first.schema || branch.type === 'null')
      ? first.schema
      : undefined;
  return { type, label, ...(schema === undefined ? {} : { schema }) };
}

export function inferIf(args: unknown, pointer: string, walk: Walk): Typed {
  if (!Array.isArray(args) || args.length === 0) {
    report(walk, pointer, '"if" takes a list: [condition, value, ..., otherwise]');
    return UNKNOWN;
  }
  const values: Typed[] = [];
  for (const [i, arg] of args.entries()) {
    const typed = inferChild(arg, child(pointer, i), walk);
    const isCondition = i % 2 === 0 && i + 1 < args.length;
    if (!isCondition) values.push(typed);
  }
  return joinTyped(values, '"if"');
}

/** Whether a `match` case key can equal `String(value)` for a value of this type. */
function keyFitsType(key: string, type: InferredType): boolean {
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(key);
    case 'number':
      return key.trim() !== '' && Number.isFinite(Number(key));
    case 'boolean':
      return key === 'true' || key === 'false';
    case 'null':
      return key === 'null';
    case 'array':
    case 'object':
      return false;
    case 'string':
    case 'unknown':
      return true;
  }
}

export function inferMatch(args: unknown, pointer: string, walk: Walk): Typed {
  if (!Array.isArray(args) || args.length < 2 || args.length > 3 || !isPlainObject(args[1])) {
    report(walk, pointer, '"match" takes [value, {case: value, ...}, default?]');
    return UNKNOWN;
  }
  const value = inferChild(args[0], child(pointer, 0), walk);
  const casesPointer = child(pointer, 1);
  const branches: Typed[] = [];
  for (const [key, branch] of Object.entries(args[1])) {
    const keyPointer = child(casesPointer, key);
    if (!keyFitsType(key, value.type)) {
      report(
        walk,
        keyPointer,
        `compares ${value.label} (${value.type}) with the case "${key}", which can never match`,
      );
    } else if (value.enum !== undefined && !value.enum.some((allowed) => String(allowed) === key)) {
      report(
        walk,
        keyPointer,
        `compares ${value.label} with the case "${key}", which is not one of its values: ${listValues(value.enum)}`,
      );
    }
    branches.push(inferChild(branch, keyPointer, walk));
  }
  if (args.length === 3) branches.push(inferChild(args[2], child(pointer, 2), walk));
  return joinTyped(branches, '"match"');
}

/** `matches` takes a text and a pattern; a literal pattern that is not a valid regular expression is reported. */
export function inferMatches(args: unknown, pointer: string, walk: Walk): Typed {
  const [text, pattern] = inferFixed('matches', args, 2, 2, pointer, walk);
  if (
    text !== undefined &&
    !compatible(text.type, 'string') &&
    !isNumeric(text.type) &&
    text.type !== 'null'
  ) {
    report(walk, child(pointer, 0), `"matches" tests a text, got ${text.label} (${text.type})`);
  }
  if (pattern !== undefined) {
    const patternPointer = child(pointer, 1);
    if (!compatible(pattern.type, 'string')) {
      report(
        walk,
        patternPointer,
        `the pattern of "matches" is a text, got ${pattern.label} (${pattern.type})`,
      );
    } else if (pattern.literal !== undefined && typeof pattern.literal.value === 'string') {
      const error = patternError(pattern.literal.value);
      if (error !== undefined) report(walk, patternPointer, `invalid pattern ${pattern.label}: ${error}`);
    }
  }
  return { type: 'boolean', label: '"matches"' };
}

export function inferJoin(args: unknown, pointer: string, walk: Walk): Typed {
  const [list, separator] = inferFixed('join', args, 1, 2, pointer, walk);
  if (list !== undefined && !compatible(list.type, 'array')) {
    report(walk, child(pointer, 0), `"join" takes a list, got ${list.label} (${list.type})`);
  }
  if (separator !== undefined && !compatible(separator.type, 'string')) {
    report(
      walk,
      child(pointer, 1),
      `the separator of "join" is a text, got ${separator.label} (${separator.type})`,
    );
  }
  return { type: 'string', label: '"join"' };
}

export function inferIteration(
  operator: 'some' | 'find' | 'filter' | 'map',
  args: unknown,
  pointer: string,
  walk: Walk,
): Typed {
  if (!Array.isArray(args) || args.length !== 2) {
    report(walk, pointer, `"${operator}" takes [list, expression]`);
    return UNKNOWN;
  }
  const list = inferChild(args[0], child(pointer, 0), walk);
  if (!compatible(list.type, 'array')) {
    report(walk, child(pointer, 0), `"${operator}" goes through a list, got ${list.label} (${list.type})`);
  }
  const items = itemsOf(list);
  const element = inferChild(args[1], child(pointer, 1), { ...walk, env: walk.env.withItem(items) });
  switch (operator) {
    case 'some':
      return { type: 'boolean', label: '"some"' };
    case 'find':
      return { ...typeOfSchema(items), schema: items, label: `an element of ${list.label}` };
    case 'filter':
      return {
        type: 'array',
        schema: list.schema ?? { type: 'array' },
        label: `the elements of ${list.label}`,
      };
    case 'map': {
      const schema: JSONSchemaLike = {
        type: 'array',
        items: element.schema ?? (element.type === 'unknown' ? {} : { type: element.type }),
      };
      return { type: 'array', schema, label: '"map"' };
    }
  }
}

/** The schema of a map's values: its `additionalProperties`, or anything when the schema does not say. */
function valuesOf(map: Typed): JSONSchemaLike {
  const values = map.schema === undefined ? undefined : withoutNull(map.schema).additionalProperties;
  return typeof values === 'object' ? values : {};
}

/** `entries` gives `[{key, value}]`; `item.value` is typed by the map's `additionalProperties`. */
export function inferEntries(args: unknown, pointer: string, walk: Walk): Typed {
  const operand = inferOperand('entries', args, pointer, walk);
  if (operand !== undefined && !compatible(operand.type, 'object')) {
    report(walk, pointer, `"entries" takes an object, got ${operand.label} (${operand.type})`);
  }
  const items: JSONSchemaLike = {
    type: 'object',
    properties: { key: { type: 'string' }, value: operand === undefined ? {} : valuesOf(operand) },
    required: ['key', 'value'],
  };
  return { type: 'array', schema: { type: 'array', items }, label: '"entries"' };
}

export function inferObject(args: unknown, pointer: string, walk: Walk): Typed {
  if (!isPlainObject(args)) {
    report(walk, pointer, '"object" takes an object whose values are expressions');
    return UNKNOWN;
  }
  const properties: Record<string, JSONSchemaLike> = {};
  for (const [key, value] of Object.entries(args)) {
    const typed = inferChild(value, child(pointer, key), walk);
    Object.defineProperty(properties, key, {
      value: typed.schema ?? (typed.type === 'unknown' ? {} : { type: typed.type }),
      enumerable: true,
    });
  }
  return { type: 'object', schema: { type: 'object', properties }, label: '"object"' };
}
