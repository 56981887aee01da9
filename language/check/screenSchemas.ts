import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { cachedOnFiles, filesUnder } from '../fileCache.ts';

export type JSONSchema = Record<string, unknown>;

/** The screen language, read from `schemas/`: the composed validator and each widget's and action's schema. */
export interface ScreenSchemas {
  validate: ValidateFunction;
  /** A part file's own shape (description, params); its body is checked where it is used. */
  validatePart: ValidateFunction;
  widgets: Record<string, JSONSchema>;
  actions: Record<string, JSONSchema>;
  /** Every object inside the expression schema: errors raised there are explained by the semantic pass instead. */
  expressionParts: WeakSet<object>;
  /**
   * The typed expressions of `expression.schema.json` by definition name (`condition` → `boolean`,
   * `list` → `array`): the JSON types a value written as is may have. A property that refers to one
   * takes a formula or a literal of those types, nothing else (see `typedExpressions`).
   */
  valueTypes: Record<string, string[]>;
  /** `screen.schema.json` as written (its `definitions` hold the data source's properties). */
  screen: JSONSchema;
}

function collectObjects(value: unknown, into: WeakSet<object>): void {
  if (typeof value !== 'object' || value === null) return;
  into.add(value);
  for (const child of Object.values(value)) collectObjects(child, into);
}

/**
 * A typed expression is a definition that is `anyOf` literals of some JSON types, the formula (a
 * text starting with `=`) and an operator object; the literals' types are read from its branches.
 */
function typedExpressions(expression: JSONSchema): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const definitions = (expression.definitions ?? {}) as Record<string, JSONSchema>;
  for (const [name, definition] of Object.entries(definitions)) {
    const branches = Array.isArray(definition.anyOf) ? (definition.anyOf as JSONSchema[]) : [];
    if (!branches.some((branch) => branch.$ref === '#/definitions/formula')) continue;
    out[name] = branches.flatMap((branch) => (typeof branch.type === 'string' ? [branch.type] : []));
  }
  return out;
}

function readJson(file: string): JSONSchema {
  return JSON.parse(readFileSync(file, 'utf8')) as JSONSchema;
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
}

/**
 * Loads the screen schema with its widget, action and expression parts. Each file is
 * registered under its file URL (its `$id` dropped) so the relative `$ref`s resolve the
 * same way here as in an editor that opens the files from disk.
 */
export function loadScreenSchemas(root: string): ScreenSchemas {
  const schemasDir = join(root, 'schemas');
  // Compiling them takes a second or two: once while the schema files stay as they are, and once
  // for every tree whose schemas are these files (the validators name no path a problem shows).
  const files = filesUnder(schemasDir);
  return cachedOnFiles(
    `screenSchemas ${schemasDir}`,
    files,
    () => compileScreenSchemas(schemasDir),
    `screenSchemas ${files.map((file) => relative(schemasDir, file)).join('\n')}`,
  );
}

function compileScreenSchemas(schemasDir: string): ScreenSchemas {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  ajv.addKeyword({ keyword: 'x-scope', schemaType: 'object' });
  // Marks a widget property that names an endpoint (`true`: a JSON endpoint, `"image"`: an image
  // endpoint); the checker proves the id (payloads.ts `checkEndpointId`).
  ajv.addKeyword({ keyword: 'x-endpoint-id', schemaType: ['boolean', 'string'] });
  // Marks a widget property holding the request parameters of the endpoint named by a sibling property.
  ajv.addKeyword({ keyword: 'x-payload-of', schemaType: 'string' });
  // Marks where a property's value ends up (`display`, `storage` or `none`), for the checker's
  // card-number rule; unmarked, a widget property is shown and an action property is not.
  ajv.addKeyword({ keyword: 'x-sink', schemaType: 'string' });
  // Marks a property whose text a borrower reads (copy): it is a message of the locale catalogs
  // (language/locale/textSites.ts). A string is the read used when the property is omitted.
  ajv.addKeyword({ keyword: 'x-text', schemaType: ['boolean', 'string'] });
  const add = (file: string): JSONSchema => {
    const schema = readJson(file);
    const { $id: _id, ...rest } = schema;
    ajv.addSchema(rest, pathToFileURL(file).href);
    return rest;
  };
  const expressionParts = new WeakSet<object>();
  const expression = add(join(schemasDir, 'expression.schema.json'));
  collectObjects(expression, expressionParts);
  const widgets: Record<string, JSONSchema> = {};
  const actions: Record<string, JSONSchema> = {};
  for (const name of schemaFiles(join(schemasDir, 'widgets'))) {
    widgets[name.replace('.schema.json', '')] = add(join(schemasDir, 'widgets', name));
  }
  for (const name of schemaFiles(join(schemasDir, 'actions'))) {
    actions[name.replace('.schema.json', '')] = add(join(schemasDir, 'actions', name));
  }
  const screenFile = join(schemasDir, 'screen.schema.json');
  const screen = add(screenFile);
  const validate = ajv.getSchema(pathToFileURL(screenFile).href);
  if (!validate) throw new Error('schemas/screen.schema.json did not compile');
  const partFile = join(schemasDir, 'part.schema.json');
  add(partFile);
  const validatePart = ajv.getSchema(pathToFileURL(partFile).href);
  if (!validatePart) throw new Error('schemas/part.schema.json did not compile');
  return {
    validate,
    validatePart,
    widgets,
    actions,
    expressionParts,
    valueTypes: typedExpressions(expression),
    screen,
  };
}
