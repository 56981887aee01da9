import { describe, expect, it } from 'vitest';
import { seeded } from '../bench/stats.ts';
import cases from './cases/proportions.json';
import { percentText, pointsText, pText, shareText } from './formatExperiments.ts';
import { chiSquareP, compareRates, sampleRatio, twoSidedP, wilsonInterval } from './proportions.ts';

/**
 * The experiment table's statistics against published and independently computed values
 * (cases/proportions.json): intervals to the 4 decimals the papers print, p-values to the fit's
 * relative error (erfc's under 1.2e-7).
 */

/** `actual` within a relative `tolerance` of `expected`. */
const close = (actual: number, expected: number, tolerance = 1e-6) =>
  expect(Math.abs(actual - expected), `${actual} for ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.abs(expected) + 1e-15,
  );
const counts = ([converted, exposed]: number[]) => ({ converted: converted ?? 0, exposed: exposed ?? 0 });

describe('the experiment statistics', () => {
  it.each(cases.wilson)('Wilson interval: $name', ({ converted, exposed, low, high }) => {
    const interval = wilsonInterval(converted, exposed);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it.each(cases.newcombe)('Newcombe interval of a difference: $name', ({ variant, control, ...expected }) => {
    const comparison = compareRates(counts(control), counts(variant));
    expect(comparison.difference).toBeCloseTo(expected.difference, 4);
    expect(comparison.low).toBeCloseTo(expected.low, 4);
    expect(comparison.high).toBeCloseTo(expected.high, 4);
  });

  it.each(cases.zTest)('two-proportion z-test: $name', ({ variant, control, p }) => {
    close(compareRates(counts(control), counts(variant)).p, p);
  });

  it.each(cases.normal)('two-sided normal p: $name', ({ z, p }) => close(twoSidedP(z), p));

  it.each(cases.chiSquare)('chi-square p: $name', ({ statistic, df, p }) =>
    close(chiSquareP(statistic, df), p),
  );

  it.each(cases.sampleRatio)('sample-ratio check: $name', ({ observed, shares, ...expected }) => {
    const test = sampleRatio(observed, shares);
    close(test.statistic, expected.statistic, 1e-9);
    expect(test.df).toBe(expected.df);
    close(test.p, expected.p);
  });

  const FORMATS = { percent: percentText, points: pointsText, p: pText, share: shareText };
  it.each(cases.text)('as printed: $name', ({ format, value, text }) => {
    expect(FORMATS[format as keyof typeof FORMATS](value)).toBe(text);
  });

  it('covers a true difference 95 times in 100: 400 made-up experiments of 10 % against 14 %', () => {
    // Each a binomial draw of 1,500 borrowers a variant; the share of intervals that hold the truth
    // (0.04) is 95 % give or take 2.2 points (its own standard error, 1.1 points, twice).
    const random = seeded(43);
    const draw = (rate: number, n: number) => {
      let converted = 0;
      for (let i = 0; i < n; i++) if (random() < rate) converted += 1;
      return { converted, exposed: n };
    };
    let covered = 0;
    let rejected = 0;
    for (let run = 0; run < 400; run++) {
      const comparison = compareRates(draw(0.1, 1500), draw(0.14, 1500));
      if (comparison.low <= 0.04 && 0.04 <= comparison.high) covered += 1;
      if (comparison.p < 0.05) rejected += 1;
    }
    expect(covered / 400).toBeGreaterThan(0.925);
    expect(covered / 400).toBeLessThan(0.975);
    // And the test sees a real difference of this size most of the time (its power is about 0.93).
    expect(rejected / 400).toBeGreaterThan(0.85);
  });
});
