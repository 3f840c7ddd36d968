/**
 * Fixed-bucket latency histograms: `bounds` are the inclusive upper bounds (ms) of the buckets, in
 * ascending order; a histogram has bounds.length + 1 cells, the last one counting everything slower.
 */

/** The cell an observation of `ms` falls in. */
export function bucketIndex(bounds: readonly number[], ms: number): number {
  // A linear scan: ten bounds, most requests land in the first few.
  for (let i = 0; i < bounds.length; i++) if (ms <= bounds[i]!) return i;
  return bounds.length;
}

export function emptyHistogram(bounds: readonly number[]): number[] {
  return new Array<number>(bounds.length + 1).fill(0);
}

/** Element-wise sum; a shorter histogram (older layout) counts as zeros where it has no cell. */
export function mergeHistograms(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(Math.max(a.length, b.length)).fill(0);
  for (let i = 0; i < out.length; i++) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return out;
}

/**
 * The p-th quantile (0 < p <= 1) estimated from a histogram: the bucket holding the observation of
 * rank ceil(p * n), interpolated linearly inside it (between the previous bound, or 0, and its own).
 * The open last bucket answers its lower bound (the largest bound): "at least that slow".
 * Null when the histogram is empty.
 */
export function percentileFromHistogram(bounds: readonly number[], histogram: readonly number[], p: number): number | null {
  if (!(p > 0 && p <= 1)) throw new RangeError(`percentile must be in (0, 1], got ${p}`);
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    const n = histogram[i] ?? 0;
    if (n <= 0) continue;
    if (seen + n >= rank) {
      const lower = i === 0 ? 0 : (bounds[i - 1] ?? bounds[bounds.length - 1] ?? 0);
      if (i >= bounds.length) return lower;
      const upper = bounds[i]!;
      return lower + ((upper - lower) * (rank - seen)) / n;
    }
    seen += n;
  }
  return bounds[bounds.length - 1] ?? null;
}
