import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { parse as parseWithPointers } from 'json-source-map';
import { type ApiSchemas, loadApiSchemas } from '../../scripts/lib/apiSchemas.ts';
import { appLinkScheme, constantAppLink } from '../../src/actions/appLink.ts';
import { isEmailAddress } from '../../src/actions/mail.ts';
import { safeHttpUrl } from '../../src/actions/safeUrl.ts';
import { cardNumberFieldsOf, unmaskedCardNumbers } from '../../src/expressions/cardNumbers.ts';
import { closestName } from '../../src/expressions/closestName.ts';
import { OPERATORS } from '../../src/expressions/types.ts';
import { frameSandbox } from '../../src/widgets/frameSandbox.ts';
import { activeBrandScope, BRANDS_DIR } from '../brand/brand.ts';
import { checkBrands } from '../brand/checkBrands.ts';
import { type CompileProblem, compileScreen } from '../compile/compileScreen.ts';
import { type Origin, originOf, PARTS_DIR, type PartFile, readParts } from '../compile/parts.ts';
import { forgottenEquals } from '../formula/index.ts';
import { inferType, typeOfSchema } from '../types/infer.ts';
import { createTypeEnv, type JSONSchemaLike, type TypeEnv } from '../types/typeEnv.ts';
import { type JSONSchema, loadScreenSchemas, type ScreenSchemas } from './screenSchemas.ts';

/** One mistake in a screen file, located by JSON pointer (and line/column once mapped). */
export interface ScreenProblem {
  file: string;
  pointer: string;
  message: string;
  line: number;
  column: number;
  /** The source line and a caret under the column, for a problem inside a formula or template. */
  excerpt?: string;
  /** The value at `pointer` as a whole is at fault (a text written as is): the caret goes under all of it. */
  wholeValue?: boolean;
}

type Json = unknown;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const at = (pointer: string, ...segments: (string | number)[]) =>
  segments.reduce<string>((p, s) => `${p}/${esc(s)}`, pointer);
const didYouMean = (name: string, candidates: Iterable<string>) => {
  const close = closestName(name, candidates);
  return close ? ` (did you mean "${close}"?)` : '';
};

/** Stands for the app's origin when the checker judges a literal URL: a path is on it, any host is not. */
const APP_ORIGIN = 'https://app.invalid';

/** The session parameters the app reads from the page address (DESIGN §3). */
const SESSION_PARAMS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'gps_adid',
  'product_id',
  'productId',
  'orderId',
  'building',
  'gather',
  'swift',
  'eyes',
  'real',
];

interface ParsedScreen {
  file: string;
  text: string;
  data?: Obj;
  pointers: Record<
    string,
    { key?: { line: number; column: number }; value: { line: number; column: number } }
  >;
  parseError?: ScreenProblem;
  /** For a compiled screen: where each node of `data` was written. */
  origins?: Map<string, Origin>;
  /** The file's JSON as written, parsed on demand (`data` is the compiled screen). */
  raw?: unknown;
}

function parseScreen(file: string, text: string): ParsedScreen {
  try {
    const { data, pointers } = parseWithPointers(text) as {
      data: unknown;
      pointers: ParsedScreen['pointers'];
    };
    return isObj(data)
      ? { file, text, data, pointers }
      : { file, text, pointers, parseError: problem(file, '', 'a screen must be a JSON object', 1, 1) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : 0;
    const before = text.slice(0, offset).split('\n');
    return {
      file,
      text,
      pointers: {},
      parseError: problem(
        file,
        '',
        `invalid JSON: ${message}`,
        before.length,
        (before[before.length - 1]?.length ?? 0) + 1,
      ),
    };
  }
}

function problem(file: string, pointer: string, message: string, line = 0, column = 0): ScreenProblem {
  return { file, pointer, message, line, column };
}

/** Maps a pointer to the nearest line/column the source map knows (walking up for a missing property). */
function locate(screen: ParsedScreen, pointer: string): { line: number; column: number } {
  let p = pointer;
  for (;;) {
    const found = screen.pointers[p];
    if (found) {
      const where = found.key ?? found.value;
      return { line: where.line + 1, column: where.column + 1 };
    }
    if (p === '') return { line: 1, column: 1 };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/**
 * Locates a span of the string value at `pointer` (a formula or template): the column of its
 * first character in the file, counting JSON escapes, with the line and a caret under it.
 */
function locateInString(
  screen: ParsedScreen,
  pointer: string,
  span: { start: number; end: number },
  p: ScreenProblem,
): ScreenProblem {
  const found = screen.pointers[pointer];
  const raw = rawValue(screen.text, pointer, screen);
  if (!found || typeof raw !== 'string') return { ...p, pointer, ...locate(screen, pointer) };
  // The value's column is its opening quote; each character before the span is as long as its JSON escape.
  const before = JSON.stringify(raw.slice(0, span.start)).length - 2;
  const width = Math.max(1, JSON.stringify(raw.slice(span.start, span.end)).length - 2);
  const line = found.value.line + 1;
  const column = found.value.column + 2 + before;
  const source = screen.text.split('\n')[found.value.line] ?? '';
  const excerpt = `${source}\n${' '.repeat(column - 1)}${'^'.repeat(width)}`;
  return { ...p, pointer, line, column, excerpt };
}

/** The value at a pointer of the file as written (before compilation). */
function rawValue(text: string, pointer: string, screen: ParsedScreen): unknown {
  if (!screen.raw) {
    try {
      screen.raw = JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  let value: unknown = screen.raw;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isObj(value)) value = value[key];
    else return undefined;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Phase 1: the schema. Ajv's raw errors are noisy for `if/then` unions and `anyOf` expressions;
// keep the ones a person can act on, one per place, with a did-you-mean where a name is close.

const EXPRESSION_SCHEMA = 'expression.schema.json';

/** An Ajv error as a person reads it: the property at fault, and a did-you-mean where a name is close. */
function readableError(error: ErrorObject): { pointer: string; message: string } {
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String((error.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys((error.parentSchema as JSONSchema | undefined)?.properties ?? {});
      return { pointer: at(pointer, name), message: `unknown property "${name}"${didYouMean(name, known)}` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const value = String(error.data);
      return {
        pointer,
        message: `"${value}" is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${didYouMean(value, allowed.map(String))}`,
      };
    }
    case 'required':
      return {
        pointer,
        message: `missing required property "${(error.params as { missingProperty: string }).missingProperty}"`,
      };
    case 'const':
      return {
        pointer,
        message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`,
      };
    default:
      return { pointer, message: error.message ?? 'is invalid' };
  }
}

function schemaErrors(
  screen: ParsedScreen,
  schemas: ScreenSchemas,
): { problems: ScreenProblem[]; expressionPaths: Set<string> } {
  schemas.validate(screen.data);
  const errors = (schemas.validate.errors ?? []) as ErrorObject[];
  const out = new Map<string, string>();
  const expressionPaths = new Set<string>();
  for (const error of errors) {
    if (['if', 'allOf', 'anyOf', 'oneOf', '$ref'].includes(error.keyword)) continue;
    if (error.parentSchema && schemas.expressionParts.has(error.parentSchema)) {
      // The semantic pass names the exact operator or path; here one line per expression is enough.
      expressionPaths.add(error.instancePath);
      continue;
    }
    const { pointer, message } = readableError(error);
    if (!out.has(`${pointer}\u0000${message}`)) out.set(`${pointer}\u0000${message}`, message);
  }
  const problems = [...out.keys()].map((key) => {
    const [pointer = '', message = ''] = key.split('\u0000');
    return problem(screen.file, pointer, message);
  });
  return { problems, expressionPaths };
}

// ---------------------------------------------------------------------------------------------
// Phase 2: what a schema alone cannot prove.

interface Project {
  api: ApiSchemas;
  schemas: ScreenSchemas;
  routes: Set<string>;
  sessionKeys: Set<string>;
  /** The scheme of the brand's app (`brand.appScheme`), the only one `openApp` may open; unknown when the brand file is broken. */
  appScheme?: string;
}

interface Walk {
  screen: ParsedScreen;
  project: Project;
  problems: ScreenProblem[];
  modals: Set<string>;
  sources: Set<string>;
  anchors: Set<string>;
  /** State keys the screen keeps in local storage (`persist`). */
  persisted: Set<string>;
  /** The bare names a formula of the screen may read (its `let` names, a part's `params`), to tell a formula from a text. */
  names: ReadonlySet<string>;
}

/** Every `anchor` a widget of the screen declares (targets of `scrollTo`, which has an `anchor` too). */
function anchorsOf(
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

function schemaOfValue(value: unknown): JSONSchemaLike {
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (Array.isArray(value)) return { type: 'array' };
  if (isObj(value)) return { type: 'object' };
  return {};
}

/** The schema a field map produces from a data schema, so bindings to readable names are proven too. */
function mappedSchema(
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
function writtenStateKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
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
function typedWriters(
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

function sessionFlagsSet(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) sessionFlagsSet(v, into);
  else if (isObj(value)) {
    if ((value.type === 'sessionSet' || value.type === 'sessionClear') && typeof value.key === 'string')
      into.add(value.key);
    for (const v of Object.values(value)) sessionFlagsSet(v, into);
  }
}

function checkExpression(
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

/**
 * Where a property's value ends up, for the card-number rule: shown to the borrower, stored on the
 * device, or neither (a condition, a stored choice, a payload sent to the server). A property says
 * so with `x-sink`; otherwise a widget shows what it is given and an action shows or stores nothing.
 */
type Sink = 'display' | 'storage' | 'none';

function sinkOf(propSchema: JSONSchema, prop: string, family: 'widgets' | 'actions'): Sink {
  const marked = propSchema['x-sink'];
  if (marked === 'display' || marked === 'storage' || marked === 'none') return marked;
  if (prop === 'when' || typeof propSchema['x-payload-of'] === 'string') return 'none';
  return family === 'widgets' ? 'display' : 'none';
}

/**
 * Reports a card number that would be shown or stored whole: the front end shows at most its last
 * 4 digits, through `cardMask`, and keeps none in local or session storage (PCI DSS 3.4.1), whatever
 * the server sends. Payloads to the server are not checked: they send the server's value back.
 */
function checkCardNumbers(walk: Walk, value: Json, pointer: string, sink: Sink, env: TypeEnv): void {
  if (sink === 'none') return;
  const file = walk.screen.file;
  for (const read of unmaskedCardNumbers(value)) {
    const masked = `{{${read.path} | cardMask}} or {"cardMask": {"var": "${read.path}"}}`;
    walk.problems.push(
      problem(
        file,
        pointer + read.pointer,
        sink === 'display'
          ? `shows the card number "${read.path}" in full; show its last 4 digits with ${masked}`
          : `stores the card number "${read.path}" on the device; store at most ${masked}`,
      ),
    );
  }
  if (sink !== 'storage') return;
  const fields = cardNumberFieldsOf(inferType(value, env).schema);
  if (fields.length > 0)
    walk.problems.push(
      problem(
        file,
        pointer,
        `stores a value holding the card number "${fields.join('", "')}" on the device; store only the fields needed, without it`,
      ),
    );
}

type PropKind = 'expression' | 'widgets' | 'widget' | 'actions' | 'record' | 'payload' | 'other';

function refOf(schema: JSONSchema): string {
  const direct = typeof schema.$ref === 'string' ? schema.$ref : '';
  const viaAllOf =
    Array.isArray(schema.allOf) && isObj(schema.allOf[0]) ? String(schema.allOf[0].$ref ?? '') : '';
  return direct || viaAllOf;
}

function kindOf(schema: JSONSchema): PropKind {
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
function declaredTypes(schemas: ScreenSchemas, propSchema: JSONSchema): readonly string[] | undefined {
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
function checkLiteralType(
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

function isOperatorObject(value: unknown): boolean {
  return (
    isObj(value) &&
    Object.keys(value).length === 1 &&
    (OPERATORS as readonly string[]).includes(Object.keys(value)[0] as string)
  );
}

/** The environment a property is evaluated in: its `x-scope` binds `item` to the elements of a sibling property. */
function envForProp(
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
function withResult(env: TypeEnv, result: JSONSchemaLike): TypeEnv {
  return {
    resolve: (path) =>
      path === 'result' || path.startsWith('result.')
        ? createTypeEnv({ result }).resolve(path)
        : env.resolve(path),
    withItem: (item) => withResult(env.withItem(item), result),
  };
}

function walkNode(
  walk: Walk,
  node: Json,
  pointer: string,
  env: TypeEnv,
  family: 'widgets' | 'actions',
): void {
  if (!isObj(node) || typeof node.type !== 'string') return;
  const schema = walk.project.schemas[family][node.type];
  if (!schema) return; // phase 1 reported the unknown type
  const props = (schema.properties ?? {}) as Record<string, JSONSchema>;
  if (family === 'actions') checkAction(walk, node, pointer, env);
  if (node.type === 'iframe') checkFrame(walk, node, pointer);
  for (const [prop, value] of Object.entries(node)) {
    const propSchema = props[prop];
    if (!propSchema || prop === 'type') continue;
    const here = at(pointer, prop);
    const endpointKind = propSchema['x-endpoint-id'];
    if (endpointKind === true || endpointKind === 'image')
      checkEndpointId(walk, value, here, endpointKind === 'image' ? 'image' : 'json');
    let propEnv = envForProp(walk, node, schema, prop, env, pointer);
    const payloadOf = propSchema['x-payload-of'];
    if (typeof payloadOf === 'string' && typeof node[payloadOf] === 'string')
      checkPayload(walk, node[payloadOf], value, here, propEnv);
    if (node.type === 'call' && (prop === 'onSuccess' || prop === 'onFailure')) {
      const endpoint = walk.project.api.endpoints[String(node.endpoint)];
      let data = prop === 'onSuccess' && endpoint ? (endpoint.data as JSONSchemaLike) : {};
      // A call's `map` renames the answer before onSuccess sees it, as a data source's map does.
      if (prop === 'onSuccess' && endpoint && isObj(node.map))
        data = mappedSchema(data, node.map, createTypeEnv({}), (message, key) =>
          walk.problems.push(problem(walk.screen.file, at(pointer, 'map', key), message)),
        );
      propEnv = withResult(env, {
        type: 'object',
        properties: { data, message: { type: 'string' }, code: {}, kind: { type: 'string' } },
        additionalProperties: false,
      });
    }
    const sink = sinkOf(propSchema, prop, family);
    switch (kindOf(propSchema)) {
      case 'expression': {
        checkExpression(walk, value, here, propEnv);
        checkCardNumbers(walk, value, here, sink, propEnv);
        const declared = declaredTypes(walk.project.schemas, propSchema);
        if (declared) checkLiteralType(walk, value, here, declared);
        break;
      }
      case 'record':
        if (isObj(value))
          for (const [key, v] of Object.entries(value)) {
            checkExpression(walk, v, at(here, key), propEnv);
            // A state key holds what its initial value or its widget declares (a checkbox's, true or false).
            if (node.type === 'setState') checkStateValue(walk, v, at(here, key), key, propEnv);
            // State kept in local storage is stored: a setState into a persisted key is a storage write.
            const keySink = node.type === 'setState' && walk.persisted.has(key) ? 'storage' : sink;
            checkCardNumbers(walk, v, at(here, key), keySink, propEnv);
          }
        break;
      case 'payload':
        if (isOperatorObject(value) || !isObj(value)) checkExpression(walk, value, here, propEnv);
        else for (const [key, v] of Object.entries(value)) checkExpression(walk, v, at(here, key), propEnv);
        break;
      case 'widgets':
        walkList(walk, value, here, propEnv, 'widgets');
        break;
      case 'widget':
        walkNode(walk, value, here, propEnv, 'widgets');
        break;
      case 'actions':
        walkList(walk, value, here, propEnv, 'actions');
        break;
      case 'other':
        break;
    }
  }
}

/** A value a `setState` writes as is into a key whose type is known; `null` clears any key. */
function checkStateValue(walk: Walk, value: unknown, pointer: string, key: string, env: TypeEnv): void {
  const resolved = env.resolve(`state.${key}`);
  if ('error' in resolved) return;
  const { type } = typeOfSchema(resolved.schema);
  if (type === 'unknown' || type === 'null') return;
  // A number key may hold a whole number and the other way round: an initial 0 declares no more.
  const expected = type === 'integer' || type === 'number' ? ['number'] : [type];
  checkLiteralType(walk, value, pointer, expected, { name: `state.${key}`, nullable: true });
}

/** The frame rule of the iframe widget (`frameSandbox`), on the JSON: a refused pair is an error here. */
function checkFrame(walk: Walk, node: Obj, pointer: string): void {
  if (!Array.isArray(node.allow)) return;
  const allow = node.allow.filter((token): token is string => typeof token === 'string');
  const reason = typeof node.reason === 'string' ? node.reason : undefined;
  // A literal src is judged as written; a computed one may land on the app's origin, so it needs a reason too.
  const src = typeof node.src === 'string' && !node.src.includes('{{') ? node.src : 'https://other.invalid/';
  const { refused } = frameSandbox(allow, src, APP_ORIGIN, reason);
  if (refused === 'same-origin')
    walk.problems.push(
      problem(
        walk.screen.file,
        at(pointer, 'allow'),
        "allow-scripts with allow-same-origin lets a page of the app's own origin lift its sandbox: a screen of ours needs no frame (use a part, or navigate)",
      ),
    );
  else if (refused === 'no-reason')
    walk.problems.push(
      problem(
        walk.screen.file,
        at(pointer, 'allow'),
        'allow-scripts with allow-same-origin needs a "reason" (why the page needs both); without one allow-same-origin is dropped',
      ),
    );
}

function walkList(
  walk: Walk,
  nodes: unknown,
  pointer: string,
  env: TypeEnv,
  family: 'widgets' | 'actions',
): void {
  if (!Array.isArray(nodes)) return;
  for (const [i, node] of nodes.entries()) walkNode(walk, node, at(pointer, i), env, family);
}

/**
 * A widget property marked `x-endpoint-id` must name an endpoint of `schemas/api/` that answers
 * what the widget expects: JSON (`true`) or an image (`"image"`, e.g. an image widget's source).
 */
function checkEndpointId(walk: Walk, value: unknown, pointer: string, expected: 'json' | 'image'): void {
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
function checkPayload(walk: Walk, endpointId: string, payload: unknown, pointer: string, env: TypeEnv): void {
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

function checkAction(walk: Walk, action: Obj, pointer: string, env: TypeEnv): void {
  const file = walk.screen.file;
  const { endpoints } = walk.project.api;
  switch (action.type) {
    case 'call': {
      const id = String(action.endpoint);
      if (!endpoints[id]) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'endpoint'),
            `unknown endpoint "${id}"${didYouMean(id, Object.keys(endpoints))}`,
          ),
        );
      } else if (endpoints[id].meta.response !== 'json') {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'endpoint'),
            `endpoint "${id}" answers an image; use it as an image source`,
          ),
        );
      } else {
        checkPayload(walk, id, action.payload, at(pointer, 'payload'), env);
      }
      break;
    }
    case 'navigate': {
      const to = String(action.to).split('?')[0] ?? '';
      if (!walk.project.routes.has(to)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'to'),
            `no screen has the route "${to}"${didYouMean(to, walk.project.routes)}`,
          ),
        );
      }
      break;
    }
    case 'openModal':
    case 'closeModal':
      if (typeof action.modal === 'string' && !walk.modals.has(action.modal)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'modal'),
            `no modal "${action.modal}" in this screen${didYouMean(action.modal, walk.modals)}`,
          ),
        );
      }
      break;
    case 'openUrl':
      if (
        typeof action.url === 'string' &&
        !action.url.includes('{{') &&
        safeHttpUrl(action.url, 'http://app.local/') === undefined
      ) {
        walk.problems.push(
          problem(file, at(pointer, 'url'), `"${action.url}" is not an http(s) URL: it would be refused`),
        );
      }
      break;
    case 'openApp':
      checkAppLink(walk, action.url, at(pointer, 'url'));
      break;
    case 'copy':
      // The schema cannot word this well: an unmet `oneOf` reads as two missing properties.
      if ((action.text === undefined) === (action.link === undefined))
        walk.problems.push(
          problem(
            file,
            pointer,
            action.text === undefined
              ? 'copy needs "text" (what to copy) or "link" (an app route, copied as its address)'
              : 'copy takes "text" or "link", not both',
          ),
        );
      if (typeof action.link === 'string') {
        const to = action.link.split('?')[0] ?? '';
        if (!walk.project.routes.has(to))
          walk.problems.push(
            problem(
              file,
              at(pointer, 'link'),
              `no screen has the route "${to}"${didYouMean(to, walk.project.routes)}`,
            ),
          );
      }
      break;
    case 'mail':
      if (typeof action.to === 'string' && !action.to.includes('{{') && !isEmailAddress(action.to)) {
        walk.problems.push(
          problem(file, at(pointer, 'to'), `"${action.to}" is not an e-mail address: it would be refused`),
        );
      }
      break;
    case 'scrollTo':
      if (typeof action.anchor === 'string' && !walk.anchors.has(action.anchor)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'anchor'),
            `no widget has the anchor "${action.anchor}"${didYouMean(action.anchor, walk.anchors)}`,
          ),
        );
      }
      break;
    case 'reload':
      if (typeof action.source === 'string' && !walk.sources.has(action.source)) {
        walk.problems.push(
          problem(
            file,
            at(pointer, 'source'),
            `no data source "${action.source}"${didYouMean(action.source, walk.sources)}`,
          ),
        );
      }
      break;
    default:
      break;
  }
}

/** The bare names the screen's formulas may read: its `let` names (gone once compiled), and `params` in a part's body. */
function namesOf(screen: ParsedScreen): Set<string> {
  const lets = rawValue(screen.text, '/let', screen);
  return new Set(['params', ...(isObj(lets) ? Object.keys(lets) : [])]);
}

/**
 * An `openApp` link: a constant of the screen as it ships (brand values folded in), never a formula
 * reading data, the page address or state, since it leaves for whatever handles its scheme; and
 * the scheme is the brand's own, so a screen cannot open another lender's app, nor keep a
 * hard-coded scheme of one brand when another is built.
 */
function checkAppLink(walk: Walk, url: unknown, pointer: string): void {
  const file = walk.screen.file;
  const link = constantAppLink(url);
  if (link === undefined) {
    const message =
      typeof url === 'string' && !url.includes('{{')
        ? `"${url}" is not an app link (<scheme>://…, the scheme of an app, not of the web or a script): it would be refused`
        : 'an app link is a constant of the screen ("{{brand.appScheme}}://"), not read from data, the page address or state: it would be refused';
    walk.problems.push(problem(file, pointer, message));
    return;
  }
  const { appScheme } = walk.project;
  if (appScheme !== undefined && appLinkScheme(link) !== appScheme)
    walk.problems.push(
      problem(
        file,
        pointer,
        `"${link}" does not open the brand's app, whose scheme is "${appScheme}": write "{{brand.appScheme}}://"`,
      ),
    );
}

function semanticProblems(screen: ParsedScreen, project: Project): ScreenProblem[] {
  const data = screen.data as Obj;
  const walk: Walk = {
    screen,
    project,
    problems: [],
    modals: new Set(isObj(data.modals) ? Object.keys(data.modals) : []),
    sources: new Set(isObj(data.data) ? Object.keys(data.data) : []),
    anchors: anchorsOf(data, project.schemas.widgets),
    persisted: new Set(Array.isArray(data.persist) ? data.persist.map(String) : []),
    names: namesOf(screen),
  };
  const { endpoints } = project.api;

  // data.<source>: the endpoint's data schema, renamed through its field map.
  const dataProps: Record<string, JSONSchemaLike> = {};
  const sources = isObj(data.data) ? data.data : {};
  const bare = createTypeEnv({});
  for (const [id, def] of Object.entries(sources)) {
    if (!isObj(def)) continue;
    const endpointId = String(def.endpoint);
    const endpoint = endpoints[endpointId];
    const here = at('/data', id);
    if (!endpoint) {
      walk.problems.push(
        problem(
          screen.file,
          at(here, 'endpoint'),
          `unknown endpoint "${endpointId}"${didYouMean(endpointId, Object.keys(endpoints))}`,
        ),
      );
      dataProps[id] = {};
      continue;
    }
    let schema = endpoint.data as JSONSchemaLike;
    if (isObj(def.map)) {
      schema = mappedSchema(schema, def.map, bare, (message, key) =>
        walk.problems.push(problem(screen.file, at(here, 'map', key), message)),
      );
    }
    dataProps[id] = schema;
  }

  const stateProps: Record<string, JSONSchemaLike> = {};
  for (const key of writtenStateKeys(data)) stateProps[key] = {};
  if (isObj(data.state))
    for (const [key, value] of Object.entries(data.state)) stateProps[key] = schemaOfValue(value);
  // A key an input writes holds what the input writes: an initial value of another type would make
  // comparisons silently false once the borrower types (e.g. "50" < 100).
  for (const [key, writer] of typedWriters(data.body, '/body')) {
    const initial = isObj(data.state) ? data.state[key] : undefined;
    const initialType = initial === undefined || initial === null ? undefined : schemaOfValue(initial).type;
    const compatible =
      initialType === undefined ||
      initialType === writer.type ||
      (writer.type === 'integer' && initialType === 'number');
    if (!compatible) {
      walk.problems.push(
        problem(
          screen.file,
          at('/state', key),
          `starts as ${String(initialType)}, but the ${writer.type === 'string' ? 'input' : 'widget'} at ${writer.pointer} writes ${writer.type}`,
        ),
      );
    }
    stateProps[key] = { type: writer.type };
  }
  const sessionProps: Record<string, JSONSchemaLike> = {};
  for (const key of project.sessionKeys) sessionProps[key] = { type: 'string' };

  const storageProps: Record<string, JSONSchemaLike> = {};
  if (Array.isArray(data.storage)) for (const key of data.storage) storageProps[String(key)] = {};
  const env = createTypeEnv({
    storage: { type: 'object', properties: storageProps, additionalProperties: false },
    data: { type: 'object', properties: dataProps, additionalProperties: false },
    state: { type: 'object', properties: stateProps, additionalProperties: false },
    session: { type: 'object', properties: sessionProps, additionalProperties: false },
  });

  const sourceProps = ((project.schemas.screen.definitions as Record<string, JSONSchema> | undefined)
    ?.dataSource?.properties ?? {}) as Record<string, JSONSchema>;
  // Sources load in parallel before anything else: their params and `when` cannot read `data`.
  const loadEnv = createTypeEnv({
    storage: { type: 'object', properties: storageProps, additionalProperties: false },
    data: { type: 'object', properties: {}, additionalProperties: false },
    state: { type: 'object', properties: stateProps, additionalProperties: false },
    session: { type: 'object', properties: sessionProps, additionalProperties: false },
  });
  for (const [id, def] of Object.entries(sources)) {
    if (!isObj(def)) continue;
    const here = at('/data', id);
    if (isObj(def.params))
      for (const [key, v] of Object.entries(def.params))
        checkExpression(walk, v, at(here, 'params', key), loadEnv);
    checkPayload(walk, String(def.endpoint), def.params, at(here, 'params'), loadEnv);
    if (def.when !== undefined) checkExpression(walk, def.when, at(here, 'when'), loadEnv);
    const itemEnv = env.withItem(dataProps[id] ?? {});
    if (def.emptyWhen !== undefined) checkExpression(walk, def.emptyWhen, at(here, 'emptyWhen'), itemEnv);
    for (const [prop, propSchema] of Object.entries(sourceProps)) {
      const declared = declaredTypes(project.schemas, propSchema);
      if (declared && def[prop] !== undefined) checkLiteralType(walk, def[prop], at(here, prop), declared);
    }
    if (def.emptyText !== undefined) {
      checkExpression(walk, def.emptyText, at(here, 'emptyText'), itemEnv);
      checkCardNumbers(walk, def.emptyText, at(here, 'emptyText'), 'display', itemEnv);
    }
  }
  checkExpression(walk, data.title, '/title', env);
  checkCardNumbers(walk, data.title, '/title', 'display', env);
  walkList(walk, data.body, '/body', env, 'widgets');
  walkList(walk, data.onLoad, '/onLoad', env, 'actions');
  walkList(walk, data.onBack, '/onBack', env, 'actions');
  if (isObj(data.modals)) {
    for (const [id, modal] of Object.entries(data.modals)) {
      if (!isObj(modal)) continue;
      const here = at('/modals', id);
      if (modal.title !== undefined) {
        checkExpression(walk, modal.title, at(here, 'title'), env);
        checkCardNumbers(walk, modal.title, at(here, 'title'), 'display', env);
      }
      walkList(walk, modal.body, at(here, 'body'), env, 'widgets');
      walkList(walk, modal.onDismiss, at(here, 'onDismiss'), env, 'actions');
    }
  }
  return walk.problems;
}

// ---------------------------------------------------------------------------------------------

/** Parses a part file and checks its outer shape (its body is checked where it is used). */
function parsePart(part: PartFile, problems: ScreenProblem[], schemas: ScreenSchemas): ParsedScreen {
  const parsed = parseScreen(part.file, part.text);
  if (parsed.parseError) {
    problems.push(parsed.parseError);
    return parsed;
  }
  if (!parsed.data) return parsed;
  // The part's own shape; what its body holds is checked in each screen that uses it.
  const { body: _body, data: _data, ...shape } = parsed.data;
  schemas.validatePart({ ...shape, body: [] });
  for (const error of (schemas.validatePart.errors ?? []) as ErrorObject[]) {
    if (['if', 'allOf', 'anyOf', 'oneOf', '$ref'].includes(error.keyword)) continue;
    const { pointer, message } = readableError(error);
    problems.push(problem(part.file, pointer, message));
  }
  if ('body' in parsed.data === 'data' in parsed.data)
    problems.push(
      problem(
        part.file,
        '',
        'a part has either a "body" (widgets, actions, a modal) or "data" (a constant list)',
      ),
    );
  return parsed;
}

/**
 * Locates a problem the compiler found. Its pointer is one of the file as written (the compiler
 * reports before anything is expanded), so it is located in that file as it is, never through the
 * compiled screen's origins: there a use's index would count the nodes of parts spliced in before it.
 * A problem that names a declaration (a part's parameter) gets it as a second location.
 */
function locateWritten(byFile: Map<string, ParsedScreen>, p: CompileProblem): ScreenProblem {
  const declared = p.declaredAt && byFile.get(p.declaredAt.file);
  const where =
    p.declaredAt && declared
      ? (({ line, column }) => ` (declared at ${declared.file}:${line}:${column})`)(
          locate(declared, p.declaredAt.pointer),
        )
      : '';
  const out = problem(p.file, p.pointer, p.message + where);
  const source = byFile.get(p.file);
  if (!source) return out;
  return p.span ? locateInString(source, p.pointer, p.span, out) : { ...out, ...locate(source, p.pointer) };
}

/** Every screen file name, sorted. */
export function screenFiles(root: string): string[] {
  return readdirSync(join(root, 'screens'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `screens/${name}`);
}

/**
 * Checks screens: the schema, then endpoints, bindings (paths and types against the
 * API schemas), enum members, routes, modals and data sources. `files` limits the report
 * to some files; routes are still collected from every screen.
 */
export function checkScreens(
  root: string,
  files?: string[],
  overrides: Record<string, string> = {},
): ScreenProblem[] {
  const all = screenFiles(root);
  for (const file of Object.keys(overrides))
    if (!all.includes(file) && !file.startsWith(`${PARTS_DIR}/`) && !file.startsWith(`${BRANDS_DIR}/`))
      all.push(file);
  const parsed = all.map((file) =>
    parseScreen(file, overrides[file] ?? readFileSync(join(root, file), 'utf8')),
  );
  const problems: ScreenProblem[] = [];
  const parts = readParts(root);
  for (const [file, text] of Object.entries(overrides)) {
    const name = /^screens\/parts\/(.+)\.json$/.exec(file)?.[1];
    if (name === undefined) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    parts.set(name, { name, file, text, data });
  }
  const schemas = loadScreenSchemas(root);
  const partFiles = [...parts.values()].map((part) => parsePart(part, problems, schemas));
  const byFile = new Map([...parsed, ...partFiles].map((s) => [s.file, s]));
  const used = new Set<string>();
  // `brand.*` reads are proven against the brand the build uses; every brand has the same fields
  // (the schema's defaults fill what one leaves out), and checkBrands proves each brand file.
  const brand = activeBrandScope(root);
  for (const screen of parsed) {
    if (!screen.data) continue;
    // Everything below checks the screen as it ships: formulas compiled, names and parts expanded.
    const compiled = compileScreen(screen.data, screen.file, parts, brand);
    screen.data = compiled.value as Obj;
    screen.origins = compiled.origins;
    for (const file of compiled.usedParts) used.add(file);
    for (const p of compiled.problems) problems.push(locateWritten(byFile, p));
  }
  for (const part of partFiles)
    if (part.data && !used.has(part.file))
      problems.push(problem(part.file, '', 'this part is not used by any screen'));
  const routes = new Map<string, string>();
  const sessionKeys = new Set(SESSION_PARAMS);
  const ids = new Map<string, string>();
  for (const screen of parsed) {
    if (!screen.data) continue;
    sessionFlagsSet(screen.data, sessionKeys);
    if (typeof screen.data.id === 'string') {
      const other = ids.get(screen.data.id);
      if (other)
        problems.push(problem(screen.file, '/id', `screen id "${screen.data.id}" is also used by ${other}`));
      else ids.set(screen.data.id, screen.file);
    }
    if (!Array.isArray(screen.data.routes)) continue;
    screen.data.routes.forEach((route, i) => {
      if (typeof route !== 'string') return;
      const other = routes.get(route);
      if (other)
        problems.push(problem(screen.file, `/routes/${i}`, `route "${route}" is also claimed by ${other}`));
      else routes.set(route, screen.file);
    });
  }
  const project: Project = {
    api: loadApiSchemas(root),
    schemas,
    routes: new Set(routes.keys()),
    sessionKeys,
    ...(typeof brand?.appScheme === 'string' ? { appScheme: brand.appScheme } : {}),
  };
  for (const screen of parsed) {
    if (screen.parseError) {
      problems.push(screen.parseError);
      continue;
    }
    const schema = schemaErrors(screen, project.schemas);
    const semantic = semanticProblems(screen, project);
    // A `null` in place of a use that could not be expanded is no second mistake: the use's problem says why.
    const explained = schema.problems.filter((p) => !screen.origins?.get(p.pointer)?.unexpanded);
    problems.push(...explained, ...semantic);
    // An expression the schema refuses and the semantic pass did not explain (e.g. an object with two operators).
    for (const pointer of schema.expressionPaths) {
      const explained = semantic.some(
        (p) =>
          p.pointer === pointer || p.pointer.startsWith(`${pointer}/`) || pointer.startsWith(`${p.pointer}/`),
      );
      const nested = [...schema.expressionPaths].some(
        (other) => other !== pointer && other.startsWith(`${pointer}/`),
      );
      if (!explained && !nested)
        problems.push(
          problem(screen.file, pointer, 'is not a valid expression (see schemas/expression.schema.json)'),
        );
    }
  }
  problems.push(...checkBrands(root, overrides));
  const wanted = files ? new Set(files) : undefined;
  return problems
    .filter((p) => !wanted || wanted.has(p.file))
    .map((p) => {
      if (p.line > 0) return p;
      const screen = byFile.get(p.file);
      if (!screen) return p;
      if (!screen.origins) return { ...p, ...locate(screen, p.pointer) };
      // A problem inside a compiled formula or an expanded part is reported where it was written.
      const { origin, rest } = originOf(screen.origins, p.pointer);
      const source = byFile.get(origin.file) ?? screen;
      const pointer = origin.file ? origin.pointer + rest : p.pointer;
      const via = origin.via;
      const useSite = via ? byFile.get(via.file) : undefined;
      const usedAt =
        via && useSite
          ? (({ line, column }) => ` (part "${via.part}" used at ${via.file}:${line}:${column})`)(
              locate(useSite, via.pointer),
            )
          : '';
      const located = { ...p, file: source.file, pointer, message: p.message + usedAt };
      if (origin.span && rest === '') return locateInString(source, pointer, origin.span, located);
      const written = p.wholeValue && rest === '' ? rawValue(source.text, pointer, source) : undefined;
      return typeof written === 'string'
        ? locateInString(source, pointer, { start: 0, end: written.length }, located)
        : { ...located, ...locate(source, pointer) };
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** `screens/x.json:12:7 /body/0/text message`, the format editors and CI logs link. */
export function formatProblem(p: ScreenProblem): string {
  const head = `${p.file}:${p.line}:${p.column} ${p.pointer || '/'} ${p.message}`;
  return p.excerpt ? `${head}\n${p.excerpt}` : head;
}

/** The checker as the dev server and the CLI use it: formatted lines, empty when all is well. */
export function checkScreenFiles(root: string, files?: string[]): string[] {
  return checkScreens(root, files).map(formatProblem);
}
