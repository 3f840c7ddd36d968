import { describe, expect, it } from 'vitest';
import { clampServings, formatAmount, scaleQuantity, servingsFactor } from './servings';

describe('clampServings', () => {
  it.each([
    [1, 1],
    [4, 4],
    [0, 1],
    [-3, 1],
    [2.4, 2],
    [2.6, 3],
    [0.4, 1],
    [1000, 1000],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%d -> %d', (input, expected) => {
    expect(clampServings(input)).toBe(expected);
  });

  it('has no upper bound', () => {
    expect(clampServings(1_000_000)).toBe(1_000_000);
  });
});

describe('servingsFactor', () => {
  it('is chosen / original', () => {
    expect(servingsFactor(4, 2)).toBe(0.5);
    expect(servingsFactor(2, 6)).toBe(3);
  });

  it('is 1 when either count is unusable', () => {
    expect(servingsFactor(0, 4)).toBe(1);
    expect(servingsFactor(-2, 4)).toBe(1);
    expect(servingsFactor(Number.NaN, 4)).toBe(1);
    expect(servingsFactor(4, 0)).toBe(1);
  });
});

describe('scaleQuantity', () => {
  it('scales by chosen servings divided by recipe servings', () => {
    expect(scaleQuantity(2, 4, 8)).toBe(4);
    expect(scaleQuantity(2, 4, 2)).toBe(1);
    expect(scaleQuantity(1.5, 4, 6)).toBeCloseTo(2.25);
    expect(scaleQuantity(1, 3, 1)).toBeCloseTo(1 / 3);
  });

  it('leaves the quantity alone at the original servings', () => {
    expect(scaleQuantity(0.75, 4, 4)).toBe(0.75);
  });

  it('does not produce Infinity or NaN for a recipe with 0 servings', () => {
    expect(scaleQuantity(2, 0, 3)).toBe(2);
  });
});

describe('formatAmount', () => {
  it.each([
    [2, '2'],
    [1.25, '1.3'],
    [0.333, '0.3'],
    [1.5, '1.5'],
    [0, '0'],
    [10, '10'],
    [2.04, '2'],
    [2.05, '2.1'],
    [1.15, '1.2'],
    [1.45, '1.5'],
    [0.96, '1'],
    [0.04, '0'],
    [0.05, '0.1'],
    [1234.56, '1234.6'],
    [-1.25, '-1.3'],
    [-0.01, '0'],
  ])('%d -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('never shows a trailing .0', () => {
    for (const n of [1, 1.0, 1.01, 3.999, 7.04]) expect(formatAmount(n)).not.toMatch(/\.0$/);
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
  });
});
