/**
 * Exact nearest-rank percentiles of a stream, without keeping every value: each distinct value once,
 * with how often it came. Vitals are whole ms (CLS a score of 4 decimals) and failed calls' times
 * whole ms, so a day of a lender's events holds a few thousand distinct values per screen and vital,
 * whatever the number of events.
 */
export class ValueCounts {
  private readonly counts = new Map<number, number>();
  /** How many values were added. */
  count = 0;

  add(value: number): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    this.count += 1;
  }

  /**
   * The value `share` of the values are at or below, by the nearest rank (as CrUX and web-vitals'
   * guidance read p75: the ⌈share × n⌉-th smallest). Undefined for no values.
   */
  quantile(share: number): number | undefined {
    if (this.count === 0) return undefined;
    const rank = Math.max(1, Math.ceil(this.count * share));
    let seen = 0;
    for (const value of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(value) ?? 0;
      if (seen >= rank) return value;
    }
    return undefined;
  }
}

/** The 75th percentile of some values by the nearest rank; undefined for none. */
export function p75(values: Iterable<number>): number | undefined {
  const counts = new ValueCounts();
  for (const value of values) counts.add(value);
  return counts.quantile(0.75);
}
