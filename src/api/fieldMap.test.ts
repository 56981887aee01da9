import { describe, expect, it } from 'vitest';
import { applyFieldMap, type FieldMap } from './fieldMap';

describe('applyFieldMap', () => {
  it.each([
    {
      name: 'renames top-level fields',
      source: { vm: 500000, pn: 'Peso Agad' },
      map: { amount: 'vm', name: 'pn' },
      expected: { amount: 500000, name: 'Peso Agad' },
    },
    {
      name: 'keeps only mapped fields',
      source: { vm: 1, secret: 2 },
      map: { amount: 'vm' },
      expected: { amount: 1 },
    },
    {
      name: 'reads dotted paths',
      source: { pp: { im: 'a.png' } },
      map: { promoImage: 'pp.im' },
      expected: { promoImage: 'a.png' },
    },
    {
      name: 'maps array items',
      source: {
        rp: [
          { am: 1, pt: 2 },
          { am: 3, pt: 4 },
        ],
      },
      map: { plans: { from: 'rp', items: { amount: 'am', payTime: 'pt' } } },
      expected: {
        plans: [
          { amount: 1, payTime: 2 },
          { amount: 3, payTime: 4 },
        ],
      },
    },
    {
      name: 'maps nested objects',
      source: { pp: { im: 'a', lk: 'b' } },
      map: { promo: { from: 'pp', map: { image: 'im', link: 'lk' } } },
      expected: { promo: { image: 'a', link: 'b' } },
    },
    {
      name: 'an absent field stays undefined',
      source: {},
      map: { promo: { from: 'pp', map: { image: 'im' } } },
      expected: { promo: { image: undefined } },
    },
    {
      name: 'a non-object source gives undefined fields',
      source: null,
      map: { amount: 'vm' },
      expected: { amount: undefined },
    },
  ])('$name', ({ source, map, expected }) => {
    expect(applyFieldMap(source, map as unknown as FieldMap)).toEqual(expected);
  });
});
