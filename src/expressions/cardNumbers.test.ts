import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CardNumberRead, cardNumberFieldsOf, unmaskedCardNumbers } from './cardNumbers';

/** One row of `cases/cardNumbers.json`: every unmasked card-number read expected, in order. */
interface CardNumberCase {
  name: string;
  expression: unknown;
  reads: CardNumberRead[];
}

const casesFile = join(dirname(fileURLToPath(import.meta.url)), 'cases', 'cardNumbers.json');
const cases = JSON.parse(readFileSync(casesFile, 'utf8')) as CardNumberCase[];

describe('unmaskedCardNumbers', () => {
  it.each(cases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(unmaskedCardNumbers(row.expression)).toEqual(row.reads);
  });
});

describe('cardNumberFieldsOf', () => {
  it('finds card-number fields of objects, lists, maps and nullable unions', () => {
    const card = { type: 'object', properties: { id: { type: 'integer' }, cardNo: { type: 'string' } } };
    expect(cardNumberFieldsOf(card)).toEqual(['cardNo']);
    expect(cardNumberFieldsOf({ type: 'array', items: card })).toEqual(['cardNo']);
    expect(cardNumberFieldsOf({ type: 'object', additionalProperties: card })).toEqual(['cardNo']);
    expect(cardNumberFieldsOf({ anyOf: [{ type: 'null' }, card] })).toEqual(['cardNo']);
    expect(
      cardNumberFieldsOf({
        type: 'object',
        properties: { bank_card_no: {}, nested: { properties: { cardNumber: {} } } },
      }),
    ).toEqual(['bank_card_no', 'cardNumber']);
  });

  it('finds none in a value without them', () => {
    expect(cardNumberFieldsOf({ type: 'object', properties: { bankName: { type: 'string' } } })).toEqual([]);
    expect(cardNumberFieldsOf({ type: 'string' })).toEqual([]);
    expect(cardNumberFieldsOf(undefined)).toEqual([]);
  });
});
