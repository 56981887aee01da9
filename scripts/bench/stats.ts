/** The value below which `share` of the values lie (nearest rank): 0.5 is the median. */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** A small seeded generator (mulberry32): the same samples print the same interval on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export interface RatioEstimate {
  /** median(a) / median(b) */
  ratio: number;
  /** The bounds of its percentile bootstrap interval. */
  low: number;
  high: number;
}

/**
 * The ratio of the medians of paired samples (a[i] and b[i] measured one after the other) with a
 * percentile bootstrap interval: `resamples` times, draw as many pairs with replacement, keeping
 * each pair together so what both saw of the machine at that moment stays matched, and take the
 * ratio of the drawn medians. It says how far the printed ratio could move were the bench run again.
 */
export function ratioOfMedians(
  a: readonly number[],
  b: readonly number[],
  { level = 0.95, resamples = 2000, seed = 1 } = {},
): RatioEstimate {
  if (a.length !== b.length) throw new Error(`paired samples of unequal length: ${a.length} and ${b.length}`);
  const pairs = a
    .map((value, i) => [value, b[i] as number] as const)
    .filter(([x, y]) => Number.isFinite(x + y));
  if (pairs.length === 0) return { ratio: Number.NaN, low: Number.NaN, high: Number.NaN };
  const random = seeded(seed);
  const ratios: number[] = [];
  for (let round = 0; round < resamples; round++) {
    const drawn = pairs.map(() => pairs[Math.floor(random() * pairs.length)] as readonly [number, number]);
    ratios.push(median(drawn.map(([x]) => x)) / median(drawn.map(([, y]) => y)));
  }
  const tail = (1 - level) / 2;
  return {
    ratio: median(pairs.map(([x]) => x)) / median(pairs.map(([, y]) => y)),
    low: quantile(ratios, tail),
    high: quantile(ratios, 1 - tail),
  };
}
