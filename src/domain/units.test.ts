import { describe, expect, it } from 'vitest';
import {
  CM_PER_INCH,
  GRAMS_PER_OUNCE,
  LITRES_PER_GALLON,
  ML_PER_CUP,
  ML_PER_FLUID_OUNCE,
  ML_PER_QUART,
  ML_PER_TABLESPOON,
  ML_PER_TEASPOON,
  POUNDS_PER_KILOGRAM,
  cmToFeetInches,
  cmToInches,
  feetInchesToInches,
  inchesToCm,
  inchesToFeetInches,
  isMassUnit,
  isVolumeUnit,
  kgToLb,
  lbToKg,
  normalizeUnit,
  toGrams,
  toMillilitres,
} from './units';

describe('SPEC section 9 constants', () => {
  it('match the spec exactly', () => {
    expect(GRAMS_PER_OUNCE).toBe(28.35);
    expect(POUNDS_PER_KILOGRAM).toBe(2.2);
    expect(ML_PER_FLUID_OUNCE).toBe(29.57);
    expect(ML_PER_CUP).toBe(236.59);
    expect(ML_PER_TABLESPOON).toBe(15);
    expect(ML_PER_TEASPOON).toBe(5);
    expect(CM_PER_INCH).toBe(2.54);
    expect(ML_PER_QUART).toBe(946);
    expect(LITRES_PER_GALLON).toBe(3.785);
  });
});

describe('normalizeUnit', () => {
  it.each([
    ['Tbsp.', 'tbsp'],
    ['tablespoons', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['T', 'tbsp'],
    ['T.', 'tbsp'],
    ['TBSP', 'tbsp'],
    ['tbs', 'tbsp'],
    ['Tbl', 'tbsp'],
    ['t', 'tsp'],
    ['tsp.', 'tsp'],
    ['Teaspoons', 'tsp'],
    ['TSP', 'tsp'],
    ['ounces', 'oz'],
    ['Oz.', 'oz'],
    ['c', 'cup'],
    ['C', 'cup'],
    ['cups', 'cup'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fl.oz.', 'fl oz'],
    ['Fluid Ounces', 'fl oz'],
    ['floz', 'fl oz'],
    ['g', 'g'],
    ['grams', 'g'],
    ['G', 'g'],
    ['kg', 'kg'],
    ['Kilograms', 'kg'],
    ['lbs', 'lb'],
    ['pound', 'lb'],
    ['mg', 'mg'],
    ['mL', 'ml'],
    ['millilitres', 'ml'],
    ['milliliters', 'ml'],
    ['L', 'l'],
    ['litre', 'l'],
    ['liters', 'l'],
    ['qt', 'quart'],
    ['Quarts', 'quart'],
    ['gal', 'gallon'],
    ['gallons', 'gallon'],
    ['  cups  ', 'cup'],
  ])('%j -> %s', (raw, unit) => {
    expect(normalizeUnit(raw)).toBe(unit);
  });

  it.each(['', '   ', 'pinch', 'clove', 'handful', 'stick', 'pint', 'dash', 'cupz', 'tbspp', 'constructor', 'toString', '__proto__'])(
    'returns null for the unknown unit %j',
    (raw) => {
      expect(normalizeUnit(raw)).toBeNull();
    },
  );

  it('returns null for null and undefined', () => {
    expect(normalizeUnit(null)).toBeNull();
    expect(normalizeUnit(undefined)).toBeNull();
  });
});

describe('isMassUnit / isVolumeUnit', () => {
  it('sort canonical units into mass and volume', () => {
    expect(isMassUnit('oz')).toBe(true);
    expect(isVolumeUnit('oz')).toBe(false);
    expect(isVolumeUnit('fl oz')).toBe(true);
    expect(isMassUnit('fl oz')).toBe(false);
  });
});

describe('toGrams', () => {
  it.each([
    [100, 'g', 100],
    [1.5, 'kg', 1500],
    [1, 'oz', 28.35],
    [4, 'ounces', 113.4],
    [2.2, 'lb', 1000],
    [1, 'lb', 454.545],
    [250, 'mg', 0.25],
  ])('%d %s -> %d g', (value, unit, grams) => {
    expect(toGrams(value, unit)).toBeCloseTo(grams, 3);
  });

  it('returns null for volume units, unknown units and bad values', () => {
    expect(toGrams(1, 'cup')).toBeNull();
    expect(toGrams(1, 'fl oz')).toBeNull();
    expect(toGrams(1, 'pinch')).toBeNull();
    expect(toGrams(Number.NaN, 'g')).toBeNull();
  });

  it('keeps 0', () => {
    expect(toGrams(0, 'kg')).toBe(0);
  });
});

describe('toMillilitres', () => {
  it.each([
    [250, 'ml', 250],
    [1.5, 'l', 1500],
    [1, 'tsp', 5],
    [1, 't', 5],
    [2, 'tbsp', 30],
    [1, 'T', 15],
    [1, 'fl oz', 29.57],
    [1, 'cup', 236.59],
    [0.5, 'c', 118.295],
    [1, 'quart', 946],
    [1, 'gallon', 3785],
  ])('%d %s -> %d ml', (value, unit, ml) => {
    expect(toMillilitres(value, unit)).toBeCloseTo(ml, 3);
  });

  it('distinguishes fl oz (volume) from oz (mass)', () => {
    expect(toMillilitres(1, 'oz')).toBeNull();
    expect(toMillilitres(1, 'fluid ounce')).toBeCloseTo(29.57);
  });

  it('returns null for mass units, unknown units and bad values', () => {
    expect(toMillilitres(1, 'g')).toBeNull();
    expect(toMillilitres(1, 'splash')).toBeNull();
    expect(toMillilitres(Number.POSITIVE_INFINITY, 'ml')).toBeNull();
  });
});

describe('length and weight', () => {
  it('inchesToCm uses 2.54', () => {
    expect(inchesToCm(1)).toBeCloseTo(2.54);
    expect(inchesToCm(70)).toBeCloseTo(177.8);
  });

  it('cmToInches inverts inchesToCm', () => {
    expect(cmToInches(254)).toBeCloseTo(100);
    expect(cmToInches(inchesToCm(63))).toBeCloseTo(63);
  });

  it('kgToLb and lbToKg use 2.2', () => {
    expect(kgToLb(1)).toBeCloseTo(2.2);
    expect(kgToLb(70)).toBeCloseTo(154);
    expect(lbToKg(2.2)).toBeCloseTo(1);
    expect(lbToKg(154)).toBeCloseTo(70);
    expect(lbToKg(kgToLb(81.3))).toBeCloseTo(81.3);
  });
});

describe('cmToFeetInches', () => {
  it.each([
    [177.8, { feet: 5, inches: 10 }],
    [152.4, { feet: 5, inches: 0 }],
    [180, { feet: 5, inches: 11 }], // 70.87 in
    [182.8, { feet: 6, inches: 0 }], // 71.97 in rounds up into the next foot, never 5 ft 12 in
    [0, { feet: 0, inches: 0 }],
    [30.48, { feet: 1, inches: 0 }],
  ])('%d cm -> %o', (cm, expected) => {
    expect(cmToFeetInches(cm)).toEqual(expected);
  });

  it('returns null for negative or non-finite input', () => {
    expect(cmToFeetInches(-1)).toBeNull();
    expect(cmToFeetInches(Number.NaN)).toBeNull();
  });

  it('never returns 12 inches', () => {
    for (let cm = 100; cm <= 250; cm += 0.37) expect(cmToFeetInches(cm)!.inches).toBeLessThan(12);
  });
});

describe('inchesToFeetInches', () => {
  it('splits stored total inches', () => {
    expect(inchesToFeetInches(70)).toEqual({ feet: 5, inches: 10 });
    expect(inchesToFeetInches(71.6)).toEqual({ feet: 6, inches: 0 });
    expect(inchesToFeetInches(-3)).toBeNull();
  });
});

describe('feetInchesToInches', () => {
  it('gives total inches (12 per foot)', () => {
    expect(feetInchesToInches(5, 10)).toBe(70);
    expect(feetInchesToInches(6, 0)).toBe(72);
    expect(feetInchesToInches(0, 11)).toBe(11);
    expect(feetInchesToInches(8, 11)).toBe(107);
    expect(feetInchesToInches(0, 0)).toBe(0);
    expect(feetInchesToInches(5, 6.5)).toBe(66.5);
  });

  it('rejects feet outside 0-8', () => {
    expect(feetInchesToInches(9, 0)).toBeNull();
    expect(feetInchesToInches(-1, 5)).toBeNull();
    expect(feetInchesToInches(5.5, 0)).toBeNull();
  });

  it('rejects inches outside 0-11', () => {
    expect(feetInchesToInches(5, 12)).toBeNull();
    expect(feetInchesToInches(5, 11.5)).toBeNull();
    expect(feetInchesToInches(5, -1)).toBeNull();
    expect(feetInchesToInches(5, Number.NaN)).toBeNull();
  });

  it('round-trips with cmToFeetInches', () => {
    const { feet, inches } = cmToFeetInches(inchesToCm(feetInchesToInches(5, 7)!))!;
    expect([feet, inches]).toEqual([5, 7]);
  });
});
