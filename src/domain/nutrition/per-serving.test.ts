import { describe, expect, it } from 'vitest';
import { figuresFor, lineMacros, type NutrientFigures } from './figures';
import { perServing } from './per-serving';

const butter: NutrientFigures = {
  energyKcal: 717,
  proteinG: 0.85,
  fatG: 81.11,
  saturatedFatG: 51.368,
  monounsaturatedFatG: 21.021,
  polyunsaturatedFatG: 3.043,
  transFatG: null,
  carbohydrateG: 0.06,
  fiberG: 0,
  sugarsG: 0.06,
  sodiumMg: 11,
  cholesterolMg: 215,
};

describe('nutrient figures', () => {
  it('scales per-100 g figures to the grams of a line, keeping nulls', () => {
    const line = figuresFor(butter, 14.2);
    expect(line.energyKcal).toBeCloseTo(101.8, 1);
    expect(line.transFatG).toBeNull();
    expect(lineMacros(line)).toEqual({ protein: 0.1, fat: 11.5, carbs: 0 });
  });

  it('totals per serving with label rounding; a missing figure adds nothing', () => {
    const n = perServing([figuresFor(butter, 100), figuresFor({ ...butter, transFatG: 3 }, 100)], 4);
    expect(n.calories).toBe(359);
    expect(n.fat).toEqual({ total: 40.6, saturated: 25.7, monounsaturated: 10.5, polyunsaturated: 1.5, trans: 0.8 });
    expect(n.carbs).toEqual({ total: 0, fiber: 0, sugars: 0 });
    expect(n.protein).toBe(0.4);
    expect(n.sodium).toBe(6);
    expect(n.cholesterol).toBe(108);
  });
});
