/**
 * The statistics of the experiment table (DESIGN §14, docs/telemetry.md, "Experiments"): a rate's
 * interval, the difference of two rates with its interval and p-value, and the sample-ratio check.
 * Written out rather than taken from a library because docs/telemetry.md gives the same table as a
 * DuckDB query, and DuckDB has no normal distribution: both compute every figure with these formulas,
 * operation for operation, so they print the same digits (scripts/telemetry/duckdb.test.ts).
 */

/** The normal quantile of 0.975: a 95 % interval is the estimate ± Z95 standard errors. */
export const Z95 = 1.959963984540054;

/**
 * The complementary error function, erfc(x) for x ≥ 0, by the Chebyshev fit of Numerical Recipes
 * (`erfcc`, 2nd ed. §6.2): relative error under 1.2e-7 everywhere, so even a p-value of 1e-12 keeps
 * its first digits, and it is one line of arithmetic DuckDB computes the same way.
 */
export function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  // 1.00002368 + t·(0.37409196 + t·(… + t·0.17087277)), from the innermost term out.
  let poly = ERFC_TERMS[ERFC_TERMS.length - 1] ?? 0;
  for (let at = ERFC_TERMS.length - 2; at >= 0; at--) poly = (ERFC_TERMS[at] ?? 0) + t * poly;
  return t * Math.exp(-x * x - 1.26551223 + t * poly);
}

/** The fit's coefficients of t, t², …, t⁹ (its constant, −1.26551223, is written out above). */
const ERFC_TERMS = [
  1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587, -0.82215223,
  0.17087277,
];

/** The two-sided p-value of a standard normal statistic: P(|Z| ≥ |z|) = erfc(|z|/√2). */
export const twoSidedP = (z: number) => erfc(Math.abs(z) / Math.SQRT2);

/** An interval: its low and high ends. */
export interface Interval {
  low: number;
  high: number;
}

/**
 * The 95 % Wilson score interval of `converted` of `exposed` (Wilson 1927): unlike the textbook
 * p ± 1.96·SE, it stays within 0–1 and keeps its coverage near 0 % and for small samples.
 */
export function wilsonInterval(converted: number, exposed: number): Interval {
  const z2 = Z95 * Z95;
  const rate = converted / exposed;
  const denominator = 1 + z2 / exposed;
  const centre = (rate + z2 / (2 * exposed)) / denominator;
  const half = (Z95 / denominator) * Math.sqrt((rate * (1 - rate)) / exposed + z2 / (4 * exposed * exposed));
  return { low: centre - half, high: centre + half };
}

/** A variant's rate against the control's: the difference, its interval and the test's p-value. */
export interface Comparison extends Interval {
  /** The variant's rate minus the control's. */
  difference: number;
  /** The two-sided p-value of the two-proportion z-test. */
  p: number;
}

/**
 * The variant's rate minus the control's, with Newcombe's hybrid score interval (Newcombe 1998,
 * method 10: built from the two Wilson intervals, so it agrees with the rates' own intervals and
 * covers better than the Wald interval), and the two-sided p-value of the pooled two-proportion
 * z-test (what "is the difference zero?" is usually asked with).
 */
export function compareRates(
  control: { converted: number; exposed: number },
  variant: { converted: number; exposed: number },
): Comparison {
  const p1 = control.converted / control.exposed;
  const p2 = variant.converted / variant.exposed;
  const one = wilsonInterval(control.converted, control.exposed);
  const two = wilsonInterval(variant.converted, variant.exposed);
  const difference = p2 - p1;
  const below = Math.sqrt((p2 - two.low) * (p2 - two.low) + (one.high - p1) * (one.high - p1));
  const above = Math.sqrt((two.high - p2) * (two.high - p2) + (p1 - one.low) * (p1 - one.low));
  const pooled = (control.converted + variant.converted) / (control.exposed + variant.exposed);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposed + 1 / variant.exposed));
  return { difference, low: difference - below, high: difference + above, p: twoSidedP(difference / se) };
}

/**
 * P(X ≥ statistic) for X chi-square with `df` degrees of freedom: the regularized upper incomplete
 * gamma Q(df/2, statistic/2), by its finite series (Abramowitz & Stegun 26.4.4–5), summed in Horner
 * form from the innermost term out, as DuckDB's `list_reduce` folds it:
 * - even df: e^(−y) · Σ_{i<df/2} y^i / i!;
 * - odd df: erfc(√y) + e^(−y) · 2√(y/π) · Σ_{i<(df−1)/2} y^i / (3/2 · 5/2 ⋯ (i + 1/2)).
 */
export function chiSquareP(statistic: number, df: number): number {
  const y = statistic / 2;
  let series = 1;
  for (let j = 1; df / 2 - j >= 1; j++) series = 1 + (series * y) / (df / 2 - j);
  if (df % 2 === 0) return Math.exp(-y) * series;
  return erfc(Math.sqrt(y)) + (df >= 3 ? Math.exp(-y) * 2 * Math.sqrt(y / Math.PI) * series : 0);
}

/** The sample-ratio check of an experiment's split: Pearson's statistic, its degrees of freedom and p. */
export interface SampleRatio {
  statistic: number;
  df: number;
  p: number;
}

/**
 * Pearson's chi-square goodness of fit of the borrowers each variant got (`observed`) to the shares
 * its file gives them (`shares`, percentages): a small p says the split is not what the file asks,
 * so some borrowers were lost or moved on the way (a redirect, a crash, a cache) and the comparison
 * of the variants is not fair. Each term is added in the file's order.
 */
export function sampleRatio(observed: readonly number[], shares: readonly number[]): SampleRatio {
  let total = 0;
  for (const count of observed) total += count;
  let shareTotal = 0;
  for (const share of shares) shareTotal += share;
  let statistic = 0;
  observed.forEach((count, at) => {
    const expected = (total * (shares[at] ?? 0)) / shareTotal;
    statistic += ((count - expected) * (count - expected)) / expected;
  });
  const df = observed.length - 1;
  return { statistic, df, p: chiSquareP(statistic, df) };
}
