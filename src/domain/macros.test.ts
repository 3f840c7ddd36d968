import { describe, expect, it } from 'vitest';
import {
  CALORIES_PER_GRAM,
  DEFAULT_MACRO_SPLIT,
  EVEN_MACRO_PERCENTAGES,
  caloriesFromMacros,
  computeMacroSplit,
  macroCalories,
  normalizeMacroPercentages,
  type Macros,
} from './macros';

const sum = (m: Macros) => m.protein + m.carbs + m.fat;
const allWhole = (m: Macros) => [m.protein, m.carbs, m.fat].every(Number.isInteger);

describe('constants', () => {
  it('uses 4/4/9 calories per gram (SPEC section 9)', () => {
    expect(CALORIES_PER_GRAM).toEqual({ protein: 4, carbs: 4, fat: 9 });
  });

  it('has the SPEC defaults', () => {
    expect(EVEN_MACRO_PERCENTAGES).toEqual({ protein: 33, carbs: 34, fat: 33 });
    expect(DEFAULT_MACRO_SPLIT).toEqual({ protein: 20, carbs: 50, fat: 30 });
  });

  it('cannot be mutated by callers', () => {
    expect(Object.isFrozen(CALORIES_PER_GRAM)).toBe(true);
    expect(Object.isFrozen(DEFAULT_MACRO_SPLIT)).toBe(true);
  });
});

describe('caloriesFromMacros', () => {
  it('is 4 x protein + 4 x carbs + 9 x fat', () => {
    expect(caloriesFromMacros(10, 20, 5)).toBe(40 + 80 + 45);
    expect(caloriesFromMacros(0, 0, 1)).toBe(9);
    expect(caloriesFromMacros(1, 0, 0)).toBe(4);
    expect(caloriesFromMacros(0, 1, 0)).toBe(4);
  });

  it('keeps fractions', () => {
    expect(caloriesFromMacros(0.5, 0.5, 0.5)).toBeCloseTo(8.5);
  });

  it('ignores negative and non-finite grams', () => {
    expect(caloriesFromMacros(-10, Number.NaN, 2)).toBe(18);
  });
});

describe('macroCalories', () => {
  it('gives per-macro calories', () => {
    expect(macroCalories({ protein: 30, carbs: 45, fat: 12 })).toEqual({ protein: 120, carbs: 180, fat: 108 });
  });
});

describe('normalizeMacroPercentages', () => {
  it('all zero -> 33/34/33', () => {
    expect(normalizeMacroPercentages({ protein: 0, carbs: 0, fat: 0 })).toEqual({ protein: 33, carbs: 34, fat: 33 });
  });

  it('returns a copy of the default, not the shared object', () => {
    const result = normalizeMacroPercentages({ protein: 0, carbs: 0, fat: 0 });
    result.protein = 99;
    expect(EVEN_MACRO_PERCENTAGES.protein).toBe(33);
  });

  it('leaves whole percentages that total 100 unchanged', () => {
    expect(normalizeMacroPercentages({ protein: 25, carbs: 45, fat: 30 })).toEqual({ protein: 25, carbs: 45, fat: 30 });
    expect(normalizeMacroPercentages({ protein: 0, carbs: 100, fat: 0 })).toEqual({ protein: 0, carbs: 100, fat: 0 });
  });

  it('rescales a sum below 100', () => {
    expect(normalizeMacroPercentages({ protein: 10, carbs: 20, fat: 20 })).toEqual({ protein: 20, carbs: 40, fat: 40 });
  });

  it('rescales a sum above 100', () => {
    expect(normalizeMacroPercentages({ protein: 40, carbs: 80, fat: 80 })).toEqual({ protein: 20, carbs: 40, fat: 40 });
  });

  it('adds the rounding remainder to the largest', () => {
    // 1/3 each after scaling is 33.33 -> 33/33/33 = 99; the remainder goes to carbs on a tie
    expect(normalizeMacroPercentages({ protein: 1, carbs: 1, fat: 1 })).toEqual({ protein: 33, carbs: 34, fat: 33 });
    // 2:1:1 -> 50/25/25 exactly
    expect(normalizeMacroPercentages({ protein: 2, carbs: 1, fat: 1 })).toEqual({ protein: 50, carbs: 25, fat: 25 });
    // 1:1:4 -> 16.67/16.67/66.67 -> 17/17/67 = 101; -1 goes to fat
    expect(normalizeMacroPercentages({ protein: 1, carbs: 1, fat: 4 })).toEqual({ protein: 17, carbs: 17, fat: 66 });
    // 3:3:1 -> 42.86/42.86/14.29 -> 43/43/14 = 100, no adjustment
    expect(normalizeMacroPercentages({ protein: 3, carbs: 3, fat: 1 })).toEqual({ protein: 43, carbs: 43, fat: 14 });
  });

  it('makes fractional percentages whole while keeping a total of 100', () => {
    const result = normalizeMacroPercentages({ protein: 33.4, carbs: 33.3, fat: 33.3 });
    expect(sum(result)).toBe(100);
    expect(allWhole(result)).toBe(true);
    expect(result).toEqual({ protein: 34, carbs: 33, fat: 33 });
  });

  it('treats negative or NaN values as 0', () => {
    expect(normalizeMacroPercentages({ protein: -5, carbs: Number.NaN, fat: 0 })).toEqual({ protein: 33, carbs: 34, fat: 33 });
    expect(normalizeMacroPercentages({ protein: -5, carbs: 50, fat: 50 })).toEqual({ protein: 0, carbs: 50, fat: 50 });
  });

  it('always totals 100 with whole numbers', () => {
    for (const input of [
      { protein: 7, carbs: 11, fat: 13 },
      { protein: 0.1, carbs: 0.1, fat: 0.3 },
      { protein: 99, carbs: 99, fat: 1 },
      { protein: 1, carbs: 0, fat: 0 },
      { protein: 12.5, carbs: 12.5, fat: 12.5 },
    ]) {
      const result = normalizeMacroPercentages(input);
      expect(sum(result)).toBe(100);
      expect(allWhole(result)).toBe(true);
    }
  });
});

describe('computeMacroSplit', () => {
  it('computes calorie shares at 4/4/9', () => {
    // 25 g protein = 100 kcal, 50 g carbs = 200 kcal, 100/9 g fat = 100 kcal -> 25/50/25
    expect(computeMacroSplit({ protein: 25, carbs: 50, fat: 100 / 9 })).toEqual({ protein: 25, carbs: 50, fat: 25 });
  });

  it('weights fat by 9, not 4', () => {
    // equal grams: 4 + 4 + 9 = 17 -> 23.53 / 23.53 / 52.94
    expect(computeMacroSplit({ protein: 10, carbs: 10, fat: 10 })).toEqual({ protein: 24, carbs: 24, fat: 52 });
  });

  it('adds the rounding remainder to the largest share', () => {
    // 30 g P = 120, 45 g C = 180, 12 g F = 108; total 408 -> 29.41 / 44.12 / 26.47 -> 29/44/26 = 99 -> carbs 45
    expect(computeMacroSplit({ protein: 30, carbs: 45, fat: 12 })).toEqual({ protein: 29, carbs: 45, fat: 26 });
  });

  it('removes an excess from the largest share', () => {
    // 1 g P = 4, 1 g C = 4, 1/3 g F = 3; total 11 -> 36.36 / 36.36 / 27.27 -> 36/36/27 = 99 -> carbs (tie) +1
    expect(computeMacroSplit({ protein: 1, carbs: 1, fat: 1 / 3 })).toEqual({ protein: 36, carbs: 37, fat: 27 });
    // 2.5 g P = 10, 2.5 g C = 10, 0 F -> 50/50/0
    expect(computeMacroSplit({ protein: 2.5, carbs: 2.5, fat: 0 })).toEqual({ protein: 50, carbs: 50, fat: 0 });
  });

  it('defaults to 20/50/30 when there are no calories', () => {
    expect(computeMacroSplit({ protein: 0, carbs: 0, fat: 0 })).toEqual({ protein: 20, carbs: 50, fat: 30 });
    expect(computeMacroSplit({ protein: -1, carbs: Number.NaN, fat: 0 })).toEqual({ protein: 20, carbs: 50, fat: 30 });
  });

  it('gives 100% to the only macro present', () => {
    expect(computeMacroSplit({ protein: 0, carbs: 0, fat: 14 })).toEqual({ protein: 0, carbs: 0, fat: 100 });
  });

  it('always totals 100 with whole numbers', () => {
    for (let p = 0; p < 40; p += 7) {
      for (let c = 0; c < 60; c += 11) {
        for (let f = 1; f < 30; f += 5) {
          const result = computeMacroSplit({ protein: p, carbs: c, fat: f });
          expect(sum(result)).toBe(100);
          expect(allWhole(result)).toBe(true);
        }
      }
    }
  });
});
