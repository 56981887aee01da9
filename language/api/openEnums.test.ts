// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAjv } from './apiSchemas';
import { openEnumsOf, openEnumTsType, relaxOpenEnums } from './openEnums';

const status = { type: 'integer', enum: [21, 174], 'x-open': true, description: 'Order status.' };
const cate = { type: 'string', enum: ['text', 'enum'], 'x-open': true };
const flag = { type: 'integer', enum: [0, 1] };
const document = (data: unknown, request: unknown = { type: 'object' }) => ({
  $id: 'order',
  definitions: { request, data },
});
const orderData = {
  type: 'object',
  properties: {
    orderStatus: status,
    isDelay: flag,
    items: { type: 'array', items: { type: 'object', properties: { cate } } },
  },
};
const order = document(orderData);
/** The data schema of a relaxed document. */
const relaxedData = (schema: ReturnType<typeof document>) =>
  (relaxOpenEnums(schema, 'f') as { definitions: { data: Record<string, unknown> } }).definitions.data;

describe('openEnumsOf: where the open enums of an answer sit', () => {
  it('names each by its pointer from the payload, a list element as *, with its values', () => {
    expect(openEnumsOf(order, 'order.schema.json')).toEqual([
      { path: '/orderStatus', values: [21, 174] },
      { path: '/items/*/cate', values: ['text', 'enum'] },
    ]);
  });

  it('is empty for a schema without marks', () => {
    expect(openEnumsOf(document({ type: 'object', properties: { isDelay: flag } }), 'f')).toEqual([]);
  });

  it.each([
    ['in the request', document({ type: 'object' }, { type: 'object', properties: { scene: status } })],
    ['under oneOf', document({ oneOf: [{ type: 'object', properties: { s: status } }] })],
    ['in a map', document({ type: 'object', additionalProperties: status })],
  ])('refuses a mark the run time would never honour: %s', (_, schema) => {
    expect(() => openEnumsOf(schema, 'x.schema.json')).toThrow(
      /x\.schema\.json: "x-open" is read only in definitions\.data/,
    );
  });

  it('refuses a mark without an enum', () => {
    expect(() =>
      openEnumsOf(document({ type: 'object', properties: { s: { type: 'integer', 'x-open': true } } }), 'f'),
    ).toThrow('f: "x-open" at /s needs an "enum"');
  });
});

describe('relaxOpenEnums: what the run-time checks are compiled from', () => {
  it('drops the enum and the mark of an open enum, keeps its type, and leaves closed enums closed', () => {
    expect(relaxedData(order)).toEqual({
      type: 'object',
      properties: {
        orderStatus: { type: 'integer', description: 'Order status.' },
        isDelay: flag,
        items: { type: 'array', items: { type: 'object', properties: { cate: { type: 'string' } } } },
      },
    });
    // The schema as written is untouched: the screen checker still reads the list.
    expect(orderData.properties.orderStatus).toBe(status);
  });

  it('accepts any value of the type where the written schema refuses one outside the list', () => {
    const ajv = createAjv();
    const written = ajv.compile(orderData);
    const relaxed = ajv.compile(relaxedData(order));
    const answer = { orderStatus: 175, isDelay: 0, items: [{ cate: 'date' }] };
    expect(written(answer)).toBe(false);
    expect(relaxed(answer)).toBe(true);
    expect(relaxed({ ...answer, orderStatus: '175' })).toBe(false);
    expect(relaxed({ ...answer, isDelay: 2 })).toBe(false);
  });
});

describe('openEnumTsType', () => {
  it.each([
    [[21, 174], '21 | 174 | (number & {})'],
    [['text', 'enum'], '"text" | "enum" | (string & {})'],
  ])('%j → %s', (values, type) => {
    expect(openEnumTsType(values)).toBe(type);
  });
});
