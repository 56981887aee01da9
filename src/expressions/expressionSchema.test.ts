import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { OPERATORS } from './types';

interface SchemaCase {
  name: string;
  expression: unknown;
}

const here = dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(readFileSync(join(here, '../../schemas/expression.schema.json'), 'utf8')) as {
  definitions: Record<string, { properties?: Record<string, unknown>; description?: string }>;
};
const cases = JSON.parse(readFileSync(join(here, 'cases/schema.json'), 'utf8')) as {
  valid: SchemaCase[];
  invalid: SchemaCase[];
};
const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);

describe('expression.schema.json', () => {
  it.each(cases.valid.map((row) => [row.name, row.expression] as const))(
    'accepts %s',
    (_name, expression) => {
      expect(validate(expression), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each(cases.invalid.map((row) => [row.name, row.expression] as const))(
    'rejects %s',
    (_name, expression) => {
      expect(validate(expression)).toBe(false);
    },
  );

  it('has one described definition per operator, and no other', () => {
    const { operator: _operator, ...definitions } = schema.definitions;
    const keys = Object.values(definitions).flatMap((definition) => Object.keys(definition.properties ?? {}));
    expect(keys.sort()).toEqual([...OPERATORS].sort());
    for (const definition of Object.values(definitions)) expect(definition.description).toBeTruthy();
  });
});
