import { isPlainObject } from './funcs/collections.ts';
import type { JSONSchemaLike } from './jsonSchemaLike.ts';
import { isTemplate, parseTemplate } from './template.ts';
import type { Operator } from './types.ts';

/**
 * A field that holds a card number, known by its name: `cardNo`, `card_no`, `bank_card_no`,
 * `cardNumber`. The front end shows at most the last 4 digits of such a field (PCI DSS 3.4.1).
 */
export const CARD_NUMBER_FIELD = /card.?no|cardNumber/i;

/** Whether a var path (`item.cardNo`) ends in a card-number field. */
export function isCardNumberPath(path: string): boolean {
  const segments = path.trim().split('.');
  return CARD_NUMBER_FIELD.test(segments[segments.length - 1] ?? '');
}

/** A read of a card-number field whose digits reach the value of an expression. */
export interface CardNumberRead {
  /** Where the read is, relative to the expression: `/concat/1/var`; `''` for a template. */
  pointer: string;
  path: string;
}

/** Operators whose value is a truth value or a count: nothing of their operands comes through. */
const OPAQUE: ReadonlySet<Operator> = new Set<Operator>([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'and',
  'or',
  '!',
  '!!',
  'len',
  'startsWith',
  'matches',
  'some',
  // `cardMask` is the way through; `literal` evaluates nothing.
  'cardMask',
  'literal',
]);

function child(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * The reads of card-number fields (`isCardNumberPath`) whose digits can reach the value of `expr`
 * without going through `cardMask`: `{{item.cardNo}}`, `{"concat": ["No. ", {"var": "x.cardNo"}]}`,
 * a branch of `if`. A read that only decides something (`{"!!": {"var": "x.cardNo"}}`, a condition
 * of `if`) or goes through `cardMask` is not one. The screen checker reports them where a value is
 * shown or stored. A field is known by its name only: a whole card object, or `item` bound to a list
 * of card numbers, is not followed.
 */
export function unmaskedCardNumbers(expr: unknown, pointer = ''): CardNumberRead[] {
  const reads: CardNumberRead[] = [];
  collect(expr, pointer, reads);
  return reads;
}

function collect(expr: unknown, pointer: string, reads: CardNumberRead[]): void {
  if (typeof expr === 'string') {
    if (!isTemplate(expr)) return;
    for (const part of parseTemplate(expr)) {
      if (part.kind === 'placeholder' && isCardNumberPath(part.path) && !part.filters.includes('cardMask'))
        reads.push({ pointer, path: part.path.trim() });
    }
    return;
  }
  if (Array.isArray(expr)) {
    for (const [i, element] of expr.entries()) collect(element, child(pointer, i), reads);
    return;
  }
  if (!isPlainObject(expr)) return;
  const entries = Object.entries(expr);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return;
  const [operator, args] = entry;
  collectOperator(operator, args, child(pointer, operator), reads);
}

/** Collects from the arguments whose value can become the operator's value. */
function collectOperator(operator: string, args: unknown, pointer: string, reads: CardNumberRead[]): void {
  if ((OPAQUE as ReadonlySet<string>).has(operator)) return;
  const list = Array.isArray(args) ? args : undefined;
  switch (operator) {
    case 'var': {
      const path = list ? list[0] : args;
      if (typeof path === 'string' && isCardNumberPath(path))
        reads.push({ pointer: list ? child(pointer, 0) : pointer, path });
      if (list && list.length > 1) collect(list[1], child(pointer, 1), reads);
      return;
    }
    case 'if':
      // Conditions decide; the values at odd positions and the last one (otherwise) come through.
      list?.forEach((arg, i) => {
        if (i % 2 === 1 || i === list.length - 1) collect(arg, child(pointer, i), reads);
      });
      return;
    case 'match': {
      const cases = list?.[1];
      if (isPlainObject(cases))
        for (const [key, value] of Object.entries(cases))
          collect(value, child(child(pointer, 1), key), reads);
      if (list && list.length > 2) collect(list[2], child(pointer, 2), reads);
      return;
    }
    case 'find':
    case 'filter':
      // The elements of the list come through; the test only picks them.
      if (list) collect(list[0], child(pointer, 0), reads);
      return;
    case 'map':
      if (list) collect(list[1], child(pointer, 1), reads);
      return;
    case 'object':
      if (isPlainObject(args))
        for (const [key, value] of Object.entries(args)) collect(value, child(pointer, key), reads);
      return;
    default:
      // Formatting, text, arithmetic and merging operators pass their operands' digits on.
      if (list) for (const [i, arg] of list.entries()) collect(arg, child(pointer, i), reads);
      else collect(args, pointer, reads);
  }
}

/**
 * The names of the card-number fields a value of this schema holds (itself excluded): storing a
 * whole card object stores its number. `$ref`s are expected to be resolved.
 */
export function cardNumberFieldsOf(schema: JSONSchemaLike | undefined, depth = 0): string[] {
  if (schema === undefined || depth > 8) return [];
  const found: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (CARD_NUMBER_FIELD.test(name)) found.push(name);
    found.push(...cardNumberFieldsOf(property, depth + 1));
  }
  const { items, additionalProperties } = schema;
  if (typeof items === 'object' && !Array.isArray(items))
    found.push(...cardNumberFieldsOf(items as JSONSchemaLike, depth + 1));
  if (typeof additionalProperties === 'object')
    found.push(...cardNumberFieldsOf(additionalProperties, depth + 1));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    found.push(...cardNumberFieldsOf(branch, depth + 1));
  return [...new Set(found)];
}
