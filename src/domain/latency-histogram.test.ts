import { describe, expect, it } from 'vitest';
import { bucketIndex, emptyHistogram, mergeHistograms, percentileFromHistogram } from './latency-histogram';

const BOUNDS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];

describe('bucketIndex', () => {
  it('puts an observation in the first bucket whose bound is at least it', () => {
    expect(bucketIndex(BOUNDS, 0)).toBe(0);
    expect(bucketIndex(BOUNDS, 5)).toBe(0);
    expect(bucketIndex(BOUNDS, 5.01)).toBe(1);
    expect(bucketIndex(BOUNDS, 99)).toBe(4);
    expect(bucketIndex(BOUNDS, 5000)).toBe(9);
    expect(bucketIndex(BOUNDS, 5001)).toBe(10);
    expect(bucketIndex(BOUNDS, 1e9)).toBe(10);
  });
});

describe('mergeHistograms', () => {
  it('adds cell by cell, treating missing cells as zero', () => {
    expect(mergeHistograms([1, 2, 3], [4, 5, 6])).toEqual([5, 7, 9]);
    expect(mergeHistograms([1], [0, 2])).toEqual([1, 2]);
    expect(emptyHistogram(BOUNDS)).toHaveLength(11);
  });
});

describe('percentileFromHistogram', () => {
  it('is null for an empty histogram', () => {
    expect(percentileFromHistogram(BOUNDS, emptyHistogram(BOUNDS), 0.5)).toBeNull();
    expect(percentileFromHistogram(BOUNDS, [], 0.95)).toBeNull();
  });

  it('interpolates inside the bucket holding the rank', () => {
    // 10 observations, all in (10, 25]: p50 is rank 5 of 10 -> halfway through the bucket.
    const h = emptyHistogram(BOUNDS);
    h[2] = 10;
    expect(percentileFromHistogram(BOUNDS, h, 0.5)).toBeCloseTo(17.5);
    expect(percentileFromHistogram(BOUNDS, h, 1)).toBe(25);
  });

  it('finds p50 and p95 across buckets', () => {
    // 90 fast (<= 5 ms), 10 slow (250..500 ms].
    const h = emptyHistogram(BOUNDS);
    h[0] = 90;
    h[6] = 10;
    expect(percentileFromHistogram(BOUNDS, h, 0.5)).toBeCloseTo((5 * 50) / 90);
    // rank 95 is the 5th of the 10 slow ones: 250 + 250 * 5/10
    expect(percentileFromHistogram(BOUNDS, h, 0.95)).toBeCloseTo(375);
  });

  it('answers the largest bound for the open last bucket', () => {
    const h = emptyHistogram(BOUNDS);
    h[10] = 3;
    expect(percentileFromHistogram(BOUNDS, h, 0.5)).toBe(5000);
  });

  it('rejects a percentile outside (0, 1]', () => {
    expect(() => percentileFromHistogram(BOUNDS, [1], 0)).toThrow(RangeError);
    expect(() => percentileFromHistogram(BOUNDS, [1], 1.5)).toThrow(RangeError);
  });
});
