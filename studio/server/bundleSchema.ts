import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every schema file of the screen language, relative to `schemas/` (`screen.schema.json`, `widgets/text.schema.json`, ...). */
function languageFiles(root: string): string[] {
  const dir = join(root, 'schemas');
  const top = readdirSync(dir).filter((name) => name.endsWith('.schema.json'));
  const nested = ['widgets', 'actions'].flatMap((folder) =>
    readdirSync(join(dir, folder))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => `${folder}/${name}`),
  );
  return [...top, ...nested].sort();
}

/**
 * The definition key a file gets in the bundle: `widgets/text.schema.json` → `schema-widgets-text`.
 * Plain characters only: the editor's schema library reads a `$ref` as a URL, so `file:` or `/` in a
 * key would not resolve.
 */
function keyOf(file: string): string {
  return `schema-${file.replace(/\.schema\.json$/, '').replace(/\//g, '-')}`;
}

/** The value at a `#/a/b` reference inside the bundle. */
function resolveLocal(bundle: Obj, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let value: unknown = bundle;
  for (const segment of ref.slice(1).split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    value = isObj(value) ? value[key] : undefined;
  }
  return value;
}

/**
 * Restates, for the editor's schema library (`json-schema-library` behind `codemirror-json-schema`),
 * what it cannot read as written, each time saying the same thing of a value:
 * - a property name with `%` (the remainder operator `{"%": [a, b]}`) becomes a pattern property with
 *   `\u0025`: the library reads names as URI-encoded pointer segments and throws on a bare `%`;
 * - `const: x` becomes `enum: [x]`: its hover and lint read the schema as draft-04, which has no `const`;
 * - "a part use, or else a widget (or action) chosen by its `type`" (`if`/`then`/`else` around `allOf`
 *   of `if type is X then X`) becomes `oneOf` the part use and each schema: the library follows
 *   `oneOf`, not `if`, into the chosen widget;
 * - `{description, allOf: [{$ref}]}` (draft-07's way to describe a reference) becomes the referenced
 *   schema's top level with that description: the library does not step through `allOf`.
 */
function forEditor(schema: Obj, bundle: Obj): Obj {
  let out = schema;
  if (isObj(out.properties) && Object.keys(out.properties).some((name) => name.includes('%'))) {
    const properties: Obj = {};
    const patternProperties: Obj = isObj(out.patternProperties) ? { ...out.patternProperties } : {};
    for (const [name, property] of Object.entries(out.properties)) {
      if (!name.includes('%')) properties[name] = property;
      else {
        const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '\\u0025');
        patternProperties[`^${pattern}$`] = property;
      }
    }
    out = { ...out, properties, patternProperties };
  }
  if ('const' in out && !('enum' in out)) {
    const { const: only, ...others } = out;
    out = { ...others, enum: [only] };
  }
  const { if: condition, then: partUse, else: otherwise } = out;
  if (isObj(condition) && isObj(partUse) && isObj(otherwise) && Array.isArray(otherwise.allOf)) {
    const choices = otherwise.allOf.map((branch: unknown) =>
      isObj(branch) && isObj(branch.if) && isObj(branch.then) ? branch.then : undefined,
    );
    if (choices.every((choice) => choice !== undefined)) {
      const { if: _if, then: _then, else: _else, ...others } = out;
      const description = typeof otherwise.description === 'string' ? otherwise.description : undefined;
      out = { ...others, ...(description ? { description } : {}), oneOf: [partUse, ...choices] };
    }
  }
  const [only, ...more] = Array.isArray(out.allOf) ? out.allOf : [];
  if (more.length === 0 && isObj(only) && Object.keys(only).length === 1 && typeof only.$ref === 'string') {
    const target = resolveLocal(bundle, only.$ref);
    if (isObj(target) && !('$ref' in target)) {
      // The top level only: what it refers to stays a reference (a file's definitions stay where they are).
      const { definitions: _definitions, $schema: _schema, title: _title, ...shallow } = target;
      const { allOf: _allOf, ...others } = out;
      out = forEditor({ ...shallow, ...others }, bundle);
    }
  }
  return out;
}

/** The schema files a studio file is edited with: a screen's (a variant's too), a part's, an experiment's. */
export type EditorSchemaFile = 'screen.schema.json' | 'part.schema.json' | 'experiment.schema.json';

/**
 * One self-contained schema for the editor: the entry file (`screen.schema.json`, `part.schema.json`
 * or `experiment.schema.json`) with every other file of the language under `definitions`, and every `$ref`
 * between files rewritten to point inside the bundle. The editor's schema library resolves `$ref`
 * only within one document, while the files refer to each other by relative path (as editors that
 * open them from disk expect). `$id`s are dropped, so no ref resolves against a base URI. Then each
 * schema is restated where the library cannot read it as written (`forEditor`).
 */
export function bundleSchema(root: string, entry: EditorSchemaFile): Obj {
  const files = languageFiles(root);
  const read = (file: string) => JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8')) as Obj;
  const target = (from: string, ref: string): string => {
    const hash = ref.indexOf('#');
    const path = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash + 1);
    const file = path === '' ? from : posix.normalize(posix.join(posix.dirname(from), path));
    return file === entry ? `#${fragment}` : `#/definitions/${keyOf(file)}${fragment}`;
  };
  const rewrite = (value: unknown, from: string): unknown => {
    if (Array.isArray(value)) return value.map((element) => rewrite(element, from));
    if (!isObj(value)) return value;
    const out: Obj = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '$id') continue;
      out[key] = key === '$ref' && typeof child === 'string' ? target(from, child) : rewrite(child, from);
    }
    return out;
  };
  const written = rewrite(read(entry), entry) as Obj;
  const definitions: Obj = isObj(written.definitions) ? { ...written.definitions } : {};
  for (const file of files) if (file !== entry) definitions[keyOf(file)] = rewrite(read(file), file);
  const bundle: Obj = { ...written, definitions };
  // Bottom-up, reading referenced schemas from the bundle as written (their own restating comes with them).
  const restate = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(restate);
    if (!isObj(value)) return value;
    const out: Obj = {};
    for (const [key, child] of Object.entries(value)) out[key] = restate(child);
    return forEditor(out, bundle);
  };
  return restate(bundle) as Obj;
}
