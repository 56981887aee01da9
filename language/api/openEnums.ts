import type { OpenEnum } from '../../src/generated/validators/index';

/** A JSON Schema as read from `schemas/api/` (plain JSON, narrowed by the code that reads it). */
export type JSONSchema = Record<string, unknown>;

/**
 * The keyword that marks an answer's `enum` as open: the list names the values the screens know
 * (the screen checker and the API types read it as the field's values), but the backend may add
 * others, so at run time a value outside it is accepted and reported as drift, never refused. An
 * order status or a bind-card field kind grows with the business; a 0/1 flag does not, and stays
 * closed. Only in an endpoint's `definitions.data`: the requests are ours to send.
 */
export const OPEN_KEYWORD = 'x-open';

const isRecord = (value: unknown): value is JSONSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The open enums of an endpoint's data schema, each with where it sits in the answer: a JSON
 * pointer from the payload (`data`/`attach`) in which a `*` segment stands for every element of a
 * list (bind-card items: `/items`, `*`, `/cate`). Throws when the keyword stands where the table
 * cannot follow (under `oneOf`, in a map of `additionalProperties`…), beside no `enum`, or outside
 * `definitions.data`: a mark the run time would never honour is an error at `npm run gen`, not a
 * surprise in production.
 */
export function openEnumsOf(document: JSONSchema, file: string): OpenEnum[] {
  const found: OpenEnum[] = [];
  const definitions = isRecord(document.definitions) ? document.definitions : {};
  const walk = (schema: unknown, path: string): void => {
    if (!isRecord(schema)) return;
    if (schema[OPEN_KEYWORD] === true) {
      if (!Array.isArray(schema.enum))
        throw new Error(`${file}: "${OPEN_KEYWORD}" at ${path || '/'} needs an "enum"`);
      found.push({ path, values: schema.enum as OpenEnum['values'] });
    }
    if (isRecord(schema.properties))
      for (const [name, sub] of Object.entries(schema.properties))
        walk(sub, `${path}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (isRecord(schema.items)) walk(schema.items, `${path}/*`);
  };
  walk(definitions.data, '');
  const marked = countMarks(document);
  if (marked !== found.length)
    throw new Error(
      `${file}: "${OPEN_KEYWORD}" is read only in definitions.data, through properties and items; ${marked - found.length} mark(s) elsewhere would never apply`,
    );
  return found;
}

/** Every `x-open: true` anywhere in the document, schema position or not. */
function countMarks(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, element) => sum + countMarks(element), 0);
  if (!isRecord(value)) return 0;
  let count = value[OPEN_KEYWORD] === true ? 1 : 0;
  for (const child of Object.values(value)) count += countMarks(child);
  return count;
}

/**
 * A copy of a schema document whose open enums accept any value of their type: the `enum` and its
 * mark go, the `type` stays. What the app's validators and the fixture check are compiled from, so
 * an answer with a status the app does not know is shown, not refused (`openEnumDrift` then names
 * the value). Only the positions `openEnumsOf` follows are rewritten; it throws for any other.
 */
export function relaxOpenEnums(document: JSONSchema, file: string): JSONSchema {
  openEnumsOf(document, file);
  const relax = (schema: unknown): unknown => {
    if (!isRecord(schema)) return schema;
    const out: JSONSchema = { ...schema };
    if (out[OPEN_KEYWORD] === true) {
      delete out[OPEN_KEYWORD];
      delete out.enum;
    }
    if (isRecord(out.properties))
      out.properties = Object.fromEntries(
        Object.entries(out.properties).map(([name, sub]) => [name, relax(sub)]),
      );
    if (isRecord(out.items)) out.items = relax(out.items);
    return out;
  };
  const definitions = isRecord(document.definitions) ? document.definitions : undefined;
  if (!definitions || !isRecord(definitions.data)) return document;
  return { ...document, definitions: { ...definitions, data: relax(definitions.data) } };
}

/**
 * The TypeScript type of an open enum: its values, then any other value of its type, so the editor
 * still offers `174` while code cannot assume the list is all there is (`(number & {})` keeps the
 * literals from collapsing into `number`).
 */
export function openEnumTsType(values: readonly unknown[]): string {
  const literals = values.map((value) => JSON.stringify(value));
  const kinds = new Set(values.map((value) => typeof value));
  const rest = [...kinds].sort().map((kind) => `(${kind} & {})`);
  return [...literals, ...rest].join(' | ');
}
