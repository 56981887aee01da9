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

  it("keeps a row's fields apart from every operator's name", () => {
    const row = schema.definitions.row as { propertyNames?: { not?: { enum?: string[] } } };
    expect(row.propertyNames?.not?.enum).toEqual([...OPERATORS]);
  });

  it('has one described definition per operator, and no other', () => {
    // Besides the operators: the operator union, the formula as typed, and the typed expressions.
    const {
      operator: _operator,
      formula: _formula,
      condition: _c,
      list: _l,
      row: _r,
      ...definitions
    } = schema.definitions;
    const keys = Object.values(definitions).flatMap((definition) => Object.keys(definition.properties ?? {}));
    expect(keys.sort()).toEqual([...OPERATORS].sort());
    for (const definition of Object.values(definitions)) expect(definition.description).toBeTruthy();
  });

  // What an editor underlines while staff type (the checker says the same, with the forgotten `=`).
  it.each([
    ['condition', true, true],
    ['condition', '=data.order.isDelay == 1', true],
    ['condition', { '!!': { var: 'data.order.KindTipsMsg' } }, true],
    ['condition', '!!data.order.KindTipsMsg && !session.showBankTip', false],
    ['condition', 'false', false],
    ['condition', 1, false],
    ['list', [1, 2], true],
    ['list', '=data.order.repayPlan ?? []', true],
    ['list', 'data.order.repayPlan', false],
    ['list', ['Simple application.', 'Quick decision.'], true],
    [
      'list',
      [
        { title: 'Confirm loan', path: '/loanConfirm' },
        { title: 'Loan details', path: '=brand.x' },
      ],
      true,
    ],
    ['list', [{ title: 'Home', if: true }], false],
    ['list', [{}], false],
  ] as const)('the %s definition takes %j: %s', (name, value, valid) => {
    const typed = new Ajv({ strict: true, allErrors: true })
      .addSchema(schema, 'expression')
      .getSchema(`expression#/definitions/${name}`);
    expect(typed?.(value)).toBe(valid);
  });
});
