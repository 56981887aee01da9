// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '../../src/widgets/registry';
import { loadScreenSchemas } from './screenSchemas';

const ROOT = resolve(import.meta.dirname, '../..');

interface WidgetBranch {
  if?: { properties?: { type?: { const?: string } } };
  then?: { $ref?: string };
}

/** The `widget` definition of the screen schema: the type enum and one if/then branch per type. */
const widget = (
  JSON.parse(readFileSync(resolve(ROOT, 'schemas/screen.schema.json'), 'utf8')) as {
    definitions: { widget: { else: { properties: { type: { enum: string[] } }; allOf: WidgetBranch[] } } };
  }
).definitions.widget.else;

/** One widget is one schema file, one entry of the screen schema and one entry of the registry. */
describe('widget schemas, the screen schema and the registry', () => {
  const schemas = loadScreenSchemas(ROOT).widgets;
  const files = Object.keys(schemas).sort();

  it('the screen schema lists the type of every widget schema file, and no other', () => {
    expect([...widget.properties.type.enum].sort()).toEqual(files);
  });

  it('the screen schema composes every widget schema file by its type', () => {
    const branches = widget.allOf.map((branch) => [branch.if?.properties?.type?.const, branch.then?.$ref]);
    expect(branches.sort()).toEqual(files.map((name) => [name, `widgets/${name}.schema.json#`]));
  });

  it('the registry has a component for every widget schema file, and no other', () => {
    expect(Object.keys(getDefaultRegistry()).sort()).toEqual(files);
  });

  it.each(files)('%s names its type and takes `when`', (name) => {
    const schema = schemas[name] as {
      properties: { type: { const: string }; when?: unknown };
    };
    expect(schema.properties.type.const).toBe(name);
    expect(schema.properties.when).toBeDefined();
  });
});
