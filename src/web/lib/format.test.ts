import { describe, expect, it } from 'vitest';
import { formatCalories } from './format';

describe('formatCalories (recipe card)', () => {
  it('reads a whole figure, or Calories N/A when there is none', () => {
    expect(formatCalories(389.6)).toBe('390 cal');
    expect(formatCalories(null)).toBe('Calories N/A');
    expect(formatCalories(undefined, 2)).toBe('Calories N/A');
  });

  it('marks a figure that leaves lines out as a floor (ADR 0011)', () => {
    expect(formatCalories(389.6, 1)).toBe('≥ 390 cal');
    expect(formatCalories(389.6, 0)).toBe('390 cal');
  });
});
