import { describe, expect, it } from 'vitest';
import { assignVariant } from './assignVariant';
import { murmurHash2 } from './murmurHash2';

/**
 * The split as nginx's `split_clients` makes it. These figures are this implementation's; that
 * nginx gives the same for 200 devices is tests/e2e-nginx/experiments.e2e.ts's to prove.
 */
describe('murmurHash2', () => {
  it.each([
    ['', 0],
    ['a', murmurHash2('a')],
  ])('hashes %j to a 32-bit unsigned number', (key, hash) => {
    expect(murmurHash2(key)).toBe(hash);
    expect(Number.isInteger(hash) && hash >= 0 && hash <= 0xffffffff).toBe(true);
  });

  it('takes the key’s UTF-8 bytes and each tail length (0 to 3) differently', () => {
    const hashes = ['abcd', 'abcde', 'abcdef', 'abcdefg', 'ñ'].map(murmurHash2);
    expect(new Set(hashes).size).toBe(5);
    expect(murmurHash2('ñ')).not.toBe(murmurHash2('n'));
  });
});

describe('assignVariant', () => {
  const half = [
    { id: 'a', share: 50 },
    { id: 'b', share: 50 },
  ];

  it('gives a unit the same variant every time, and another experiment splits afresh', () => {
    const units = Array.from({ length: 400 }, (_, n) => `device-${n}`);
    const first = units.map((unit) => assignVariant('goLoanButton', unit, half));
    expect(units.map((unit) => assignVariant('goLoanButton', unit, half))).toEqual(first);
    const other = units.map((unit) => assignVariant('otherTest', unit, half));
    expect(other).not.toEqual(first);
  });

  it.each([
    { shares: [50, 50], within: 0.06 },
    { shares: [10, 90], within: 0.04 },
    { shares: [33.33, 33.33, 33.34], within: 0.06 },
  ])('splits 4,000 units close to shares $shares', ({ shares, within }) => {
    const variants = shares.map((share, i) => ({ id: `v${i}`, share }));
    const counts = new Map<string, number>();
    for (let n = 0; n < 4000; n++) {
      const id = assignVariant('splitTest', `unit-${n}`, variants);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    variants.forEach(({ id, share }) => {
      expect(Math.abs((counts.get(id) ?? 0) / 4000 - share / 100)).toBeLessThan(within);
    });
  });

  it('gives the last variant what the others leave (nginx’s `*`)', () => {
    const all = Array.from({ length: 50 }, (_, n) =>
      assignVariant('x', `u${n}`, [
        { id: 'a', share: 0.01 },
        { id: 'b', share: 99.99 },
      ]),
    );
    expect(all.every((id) => id === 'b')).toBe(true);
  });
});
