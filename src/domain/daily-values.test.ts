import { describe, expect, it } from 'vitest';
import { DAILY_VALUES, DAILY_VALUE_FOOTNOTE, nutrientValue, percentDailyValue } from './daily-values';

describe('DAILY_VALUES', () => {
  it('has the SPEC section 9 amounts and units', () => {
    expect(DAILY_VALUES).toEqual({
      protein: { amount: 50, unit: 'g' },
      carbohydrate: { amount: 275, unit: 'g' },
      totalFat: { amount: 78, unit: 'g' },
      saturatedFat: { amount: 20, unit: 'g' },
      fiber: { amount: 28, unit: 'g' },
      sugars: { amount: 50, unit: 'g' },
      sodium: { amount: 2300, unit: 'mg' },
      cholesterol: { amount: 300, unit: 'mg' },
    });
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DAILY_VALUES)).toBe(true);
    expect(Object.isFrozen(DAILY_VALUES.sodium)).toBe(true);
  });
});

describe('DAILY_VALUE_FOOTNOTE', () => {
  it('says the values are based on a 2,000 calorie diet', () => {
    expect(DAILY_VALUE_FOOTNOTE).toMatch(/based on a 2,000 calorie diet/);
  });
});

describe('percentDailyValue', () => {
  it.each([
    ['protein', 25, 50],
    ['protein', 50, 100],
    ['carbohydrate', 55, 20],
    ['totalFat', 39, 50],
    ['saturatedFat', 5, 25],
    ['fiber', 7, 25],
    ['sugars', 10, 20],
    ['sodium', 2300, 100],
    ['sodium', 460, 20],
    ['cholesterol', 75, 25],
    ['protein', 0, 0],
    ['protein', 100, 200],
  ] as const)('%s %d -> %d%%', (nutrient, amount, percent) => {
    expect(percentDailyValue(nutrient, amount)).toBe(percent);
  });

  it('rounds to a whole percent', () => {
    expect(percentDailyValue('totalFat', 10)).toBe(13); // 12.82
    expect(percentDailyValue('fiber', 3)).toBe(11); // 10.71
    expect(percentDailyValue('sodium', 1)).toBe(0); // 0.04
    expect(percentDailyValue('carbohydrate', 1.375)).toBe(1); // 0.5 rounds up
  });

  it('converts {value, unit} into the daily value unit', () => {
    expect(percentDailyValue('sodium', { value: 0.46, unit: 'g' })).toBe(20);
    expect(percentDailyValue('protein', { value: 25000, unit: 'mg' })).toBe(50);
    expect(percentDailyValue('cholesterol', { value: 150 })).toBe(50);
  });

  it('is null for missing values or units that cannot be converted', () => {
    expect(percentDailyValue('sodium', null)).toBeNull();
    expect(percentDailyValue('sodium', undefined)).toBeNull();
    expect(percentDailyValue('protein', { value: 5, unit: 'kcal' })).toBeNull();
    expect(percentDailyValue('protein', Number.NaN)).toBeNull();
  });
});

describe('nutrientValue', () => {
  it('gives a bare number the default unit', () => {
    expect(nutrientValue(120, 'mg')).toEqual({ value: 120, unit: 'mg' });
    expect(nutrientValue(4.5, 'g')).toEqual({ value: 4.5, unit: 'g' });
    expect(nutrientValue(0, 'g')).toEqual({ value: 0, unit: 'g' });
  });

  it('gives an object without a unit the default unit', () => {
    expect(nutrientValue({ value: 300 }, 'mg')).toEqual({ value: 300, unit: 'mg' });
    expect(nutrientValue({ value: 300, unit: '' }, 'mg')).toEqual({ value: 300, unit: 'mg' });
    expect(nutrientValue({ value: 300, unit: null }, 'mg')).toEqual({ value: 300, unit: 'mg' });
  });

  it('keeps an object in the default unit', () => {
    expect(nutrientValue({ value: 300, unit: 'mg' }, 'mg')).toEqual({ value: 300, unit: 'mg' });
  });

  it('accepts sodium in grams by converting to mg', () => {
    expect(nutrientValue({ value: 0.5, unit: 'g' }, 'mg')).toEqual({ value: 500, unit: 'mg' });
    expect(nutrientValue({ value: 2.3, unit: 'g' }, 'mg')).toEqual({ value: 2300, unit: 'mg' });
    expect(nutrientValue({ value: 0.0023, unit: 'grams' }, 'mg')).toEqual({ value: 2.3, unit: 'mg' });
  });

  it('converts mg to g and other spellings', () => {
    expect(nutrientValue({ value: 1500, unit: 'mg' }, 'g')).toEqual({ value: 1.5, unit: 'g' });
    expect(nutrientValue({ value: 500, unit: 'MG' }, 'g')).toEqual({ value: 0.5, unit: 'g' });
    expect(nutrientValue({ value: 1000, unit: 'mcg' }, 'mg')).toEqual({ value: 1, unit: 'mg' });
  });

  it('keeps a unit it cannot convert', () => {
    expect(nutrientValue({ value: 400, unit: 'IU' }, 'mg')).toEqual({ value: 400, unit: 'IU' });
  });

  it('is null for missing, negative or non-finite values', () => {
    expect(nutrientValue(null, 'mg')).toBeNull();
    expect(nutrientValue(undefined, 'mg')).toBeNull();
    expect(nutrientValue(-1, 'g')).toBeNull();
    expect(nutrientValue(Number.POSITIVE_INFINITY, 'g')).toBeNull();
    expect(nutrientValue({ value: Number.NaN, unit: 'g' }, 'g')).toBeNull();
  });

  it('is null for malformed runtime input', () => {
    expect(nutrientValue({ value: '12' } as unknown as { value: number }, 'g')).toBeNull();
    expect(nutrientValue('12' as unknown as number, 'g')).toBeNull();
  });
});
