// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, quantile, ratioOfMedians } from './stats';

describe('quantile', () => {
  it.each<[string, number[], number, number]>([
    ['the median of an odd count', [5, 1, 3], 0.5, 3],
    ['the upper middle of an even count', [4, 1, 3, 2], 0.5, 3],
    ['the lowest at 0', [7, 2, 9], 0, 2],
    ['the highest at 1', [7, 2, 9], 1, 9],
    ['the first quartile', [1, 2, 3, 4, 5, 6, 7, 8], 0.25, 3],
    ['nothing to take it of', [], 0.5, Number.NaN],
  ])('%s', (_, values, share, expected) => {
    expect(quantile(values, share)).toBe(expected);
  });

  it('leaves its input in its order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

/** 41 loads between 300 and 400 ms, in no order, as a bench run gives them. */
const spread = Array.from({ length: 41 }, (_, i) => 300 + ((i * 37) % 41) * 2.5);

describe('ratioOfMedians', () => {
  it.each<[string, number[], number[], number, [number, number]]>([
    ['the same samples: 1, and no room either side', spread, spread, 1, [1, 1]],
    ['every pair twice as slow: 2 exactly', spread.map((x) => 2 * x), spread, 2, [2, 2]],
    [
      'a failed load (NaN) drops its pair',
      [300, Number.NaN, 330, 310],
      [300, 280, 300, 300],
      310 / 300,
      [1, 1.1],
    ],
  ])('%s', (_, a, b, ratio, [low, high]) => {
    const estimate = ratioOfMedians(a, b);
    expect(estimate.ratio).toBeCloseTo(ratio, 6);
    expect(estimate.low).toBeGreaterThanOrEqual(low - 1e-9);
    expect(estimate.high).toBeLessThanOrEqual(high + 1e-9);
  });

  it('brackets the ratio, and narrows as the loads grow more alike', () => {
    const wide = ratioOfMedians(
      spread.map((x, i) => x * (i % 2 ? 1.3 : 0.9)),
      spread,
    );
    const narrow = ratioOfMedians(
      spread.map((x, i) => x * (i % 2 ? 1.12 : 1.08)),
      spread,
    );
    for (const estimate of [wide, narrow]) {
      expect(estimate.low).toBeLessThanOrEqual(estimate.ratio);
      expect(estimate.high).toBeGreaterThanOrEqual(estimate.ratio);
    }
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low);
  });

  it('prints the same interval for the same samples (seeded), another for another seed', () => {
    const a = spread.map((x, i) => x * (1 + (i % 5) / 20));
    expect(ratioOfMedians(a, spread)).toEqual(ratioOfMedians(a, spread));
    expect(ratioOfMedians(a, spread, { seed: 2 })).not.toEqual(ratioOfMedians(a, spread));
  });

  it('nothing to compare: not a number; unpaired samples: an error', () => {
    expect(ratioOfMedians([Number.NaN], [300]).ratio).toBeNaN();
    expect(() => ratioOfMedians([1, 2], [1])).toThrow(/unequal length: 2 and 1/);
  });
});
