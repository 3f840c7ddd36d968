import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FACTORS,
  basalMetabolicRate,
  calculateNutrition,
  CALORIE_ADJUSTMENT,
  formulaFor,
  formulaOfSavedBmr,
  LOSS_FLOORS,
  MACRO_SPLITS,
  toMetric,
  type CalculatorInput,
} from './calculator';

const metric = (input: Omit<CalculatorInput, 'unit'>): CalculatorInput => ({ unit: 'metric', ...input });

describe('constants', () => {
  it('activity factors are the issue’s', () => {
    expect(ACTIVITY_FACTORS).toEqual({ sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, 'very-active': 1.9 });
  });

  it('every macro split adds up to 100 % and stays inside the AMDR ranges', () => {
    for (const split of Object.values(MACRO_SPLITS)) {
      expect(split.protein + split.carbs + split.fat).toBe(100);
      expect(split.protein).toBeGreaterThanOrEqual(10);
      expect(split.protein).toBeLessThanOrEqual(35);
      expect(split.carbs).toBeGreaterThanOrEqual(45);
      expect(split.carbs).toBeLessThanOrEqual(65);
      expect(split.fat).toBeGreaterThanOrEqual(20);
      expect(split.fat).toBeLessThanOrEqual(35);
    }
  });
});

describe('worked examples (computed by hand)', () => {
  it('man, 30, 180 cm, 80 kg, moderate, maintain', () => {
    // BMR = 10*80 + 6.25*180 - 5*30 + 5 = 800 + 1125 - 150 + 5 = 1780
    // maintenance = 1780 * 1.55 = 2759; loss 2759 - 500 = 2259; gain 2759 + 500 = 3259
    // maintain 20/50/30 of 2759: protein 551.8/4 = 137.95 -> 138 g (552 kcal);
    // carbs 1379.5/4 = 344.875 -> 345 g (1380 kcal); fat 827.7/9 = 91.97 -> 92 g (828 kcal)
    expect(calculateNutrition(metric({ age: 30, height: 180, weight: 80, formula: 'male', activityLevel: 'moderate', goal: 'maintain' }))).toEqual({
      bmr: 1780,
      maintenance: 2759,
      weightLoss: 2259,
      weightGain: 3259,
      lossAtFloor: false,
      goalCalories: 2759,
      macros: {
        protein: { grams: 138, calories: 552, percent: 20 },
        carbs: { grams: 345, calories: 1380, percent: 50 },
        fat: { grams: 92, calories: 828, percent: 30 },
      },
    });
  });

  it('woman, 25, 165 cm, 60 kg, light, lose', () => {
    // BMR = 600 + 1031.25 - 125 - 161 = 1345.25 -> 1345
    // maintenance = 1345.25 * 1.375 = 1849.72 -> 1850 (from the exact BMR, not 1345 * 1.375 = 1849.38)
    // loss 1350 (above the 1,200 floor); gain 2350
    // lose 30/45/25 of 1350: protein 405/4 = 101.25 -> 101 g; carbs 607.5/4 = 151.875 -> 152 g;
    // fat 337.5/9 = 37.5 -> 38 g (a half rounds up)
    const figures = calculateNutrition(metric({ age: 25, height: 165, weight: 60, formula: 'female', activityLevel: 'light', goal: 'lose' }));
    expect(figures).toMatchObject({ bmr: 1345, maintenance: 1850, weightLoss: 1350, weightGain: 2350, lossAtFloor: false, goalCalories: 1350 });
    expect(figures.macros).toEqual({
      protein: { grams: 101, calories: 404, percent: 30 },
      carbs: { grams: 152, calories: 608, percent: 45 },
      fat: { grams: 38, calories: 342, percent: 25 },
    });
  });

  it('imperial: man, 40, 5 ft 9 in, 187 lb, sedentary, gain', () => {
    // 69 in * 2.54 = 175.26 cm; 187 lb / 2.2 = 85 kg
    // BMR = 850 + 6.25*175.26 - 200 + 5 = 850 + 1095.375 - 195 = 1750.375 -> 1750
    // maintenance = 1750.375 * 1.2 = 2100.45 -> 2100; loss 1600; gain 2600
    // gain 25/50/25 of 2600: protein 650/4 = 162.5 -> 163 g (652 kcal); carbs 1300/4 = 325 g;
    // fat 650/9 = 72.2 -> 72 g (648 kcal)
    const input: CalculatorInput = { unit: 'imperial', age: 40, height: 69, weight: 187, formula: 'male', activityLevel: 'sedentary', goal: 'gain' };
    const figures = calculateNutrition(input);
    expect(figures).toMatchObject({ bmr: 1750, maintenance: 2100, weightLoss: 1600, weightGain: 2600, goalCalories: 2600 });
    expect(figures.macros.protein).toEqual({ grams: 163, calories: 652, percent: 25 });
    expect(figures.macros.carbs).toEqual({ grams: 325, calories: 1300, percent: 50 });
    expect(figures.macros.fat).toEqual({ grams: 72, calories: 648, percent: 25 });
    // The same body in metric gives the same figures.
    expect(calculateNutrition({ ...input, unit: 'metric', height: 175.26, weight: 85 })).toEqual(figures);
  });

  it('the chosen constant decides for a gender without one: 35, 170 cm, 70 kg, active', () => {
    // female constant: 700 + 1062.5 - 175 - 161 = 1426.5 -> 1427 (a half rounds up);
    //   maintenance 1426.5 * 1.725 = 2460.71 -> 2461
    // male constant: 1426.5 + 166 = 1592.5 -> 1593; maintenance 1592.5 * 1.725 = 2747.06 -> 2747
    const body = { age: 35, height: 170, weight: 70, activityLevel: 'active', goal: 'maintain' } as const;
    expect(calculateNutrition(metric({ ...body, formula: 'female' }))).toMatchObject({ bmr: 1427, maintenance: 2461 });
    expect(calculateNutrition(metric({ ...body, formula: 'male' }))).toMatchObject({ bmr: 1593, maintenance: 2747 });
  });
});

describe('every activity level scales the same BMR', () => {
  // BMR 1780 (the man of the first example): 1780 * factor
  it.each([
    ['sedentary', 2136],
    ['light', 2448], // 2447.5 rounds up
    ['moderate', 2759],
    ['active', 3071], // 3070.5 rounds up
    ['very-active', 3382],
  ] as const)('%s -> %i kcal', (activityLevel, maintenance) => {
    const figures = calculateNutrition(metric({ age: 30, height: 180, weight: 80, formula: 'male', activityLevel, goal: 'maintain' }));
    expect(figures.maintenance).toBe(maintenance);
    expect(figures.weightLoss).toBe(maintenance - CALORIE_ADJUSTMENT);
    expect(figures.weightGain).toBe(maintenance + CALORIE_ADJUSTMENT);
  });
});

describe('the weight-loss floor', () => {
  it('raises the loss target to 1,200 kcal for the female constant', () => {
    // BMR = 600 + 1000 - 250 - 161 = 1189; maintenance 1189 * 1.2 = 1426.8 -> 1427;
    // 1427 - 500 = 927 is below 1,200, so 1,200; macros follow the floored target
    const figures = calculateNutrition(metric({ age: 50, height: 160, weight: 60, formula: 'female', activityLevel: 'sedentary', goal: 'lose' }));
    expect(figures).toMatchObject({ bmr: 1189, maintenance: 1427, weightLoss: LOSS_FLOORS.female, lossAtFloor: true, goalCalories: 1200 });
    // 30/45/25 of 1200: 360/4 = 90 g, 540/4 = 135 g, 300/9 = 33.3 -> 33 g
    expect(figures.macros).toMatchObject({ protein: { grams: 90 }, carbs: { grams: 135 }, fat: { grams: 33 } });
  });

  it('is 1,500 kcal for the male constant, and never above maintenance', () => {
    // BMR = 550 + 1000 - 400 + 5 = 1155; maintenance 1155 * 1.2 = 1386, below the 1,500 floor:
    // the loss target is maintenance itself rather than an increase
    const figures = calculateNutrition(metric({ age: 80, height: 160, weight: 55, formula: 'male', activityLevel: 'sedentary', goal: 'lose' }));
    expect(figures).toMatchObject({ bmr: 1155, maintenance: 1386, weightLoss: 1386, lossAtFloor: true });
    expect(calculateNutrition(metric({ age: 30, height: 180, weight: 60, formula: 'male', activityLevel: 'sedentary', goal: 'lose' }))).toMatchObject({
      // 600 + 1125 - 150 + 5 = 1580; * 1.2 = 1896; 1396 -> 1500
      maintenance: 1896,
      weightLoss: 1500,
      lossAtFloor: true,
    });
  });

  it('does not count as floored when maintenance - 500 lands exactly on it', () => {
    // BMR = 727.5 + 1000 - 150 - 161 = 1416.5; * 1.2 = 1699.8 -> 1700; 1700 - 500 = 1200
    expect(calculateNutrition(metric({ age: 30, height: 160, weight: 72.75, formula: 'female', activityLevel: 'sedentary', goal: 'lose' }))).toMatchObject({
      maintenance: 1700,
      weightLoss: 1200,
      lossAtFloor: false,
    });
    // 1 kcal less maintenance: BMR 1416; * 1.2 = 1699.2 -> 1699; 1199 -> 1200, floored
    expect(calculateNutrition(metric({ age: 30, height: 160, weight: 72.7, formula: 'female', activityLevel: 'sedentary', goal: 'lose' }))).toMatchObject({
      maintenance: 1699,
      weightLoss: 1200,
      lossAtFloor: true,
    });
  });
});

describe('parts', () => {
  it('basalMetabolicRate is unrounded', () => {
    expect(basalMetabolicRate({ unit: 'metric', age: 25, height: 165, weight: 60, formula: 'female' })).toBe(1345.25);
  });

  it('toMetric converts imperial with 2.54 cm per inch and 2.2 lb per kg, and leaves metric alone', () => {
    const { heightCm, weightKg } = toMetric({ unit: 'imperial', height: 70, weight: 154 });
    expect(heightCm).toBeCloseTo(177.8, 10);
    expect(weightKg).toBeCloseTo(70, 10);
    expect(toMetric({ unit: 'metric', height: 170, weight: 65 })).toEqual({ heightCm: 170, weightKg: 65 });
  });

  it('formulaFor uses male and female as they are and the choice for other genders', () => {
    expect(formulaFor('male', 'female')).toBe('male');
    expect(formulaFor('female', undefined)).toBe('female');
    expect(formulaFor('non-binary', 'male')).toBe('male');
    expect(formulaFor('prefer-not-to-say', 'female')).toBe('female');
    expect(formulaFor('non-binary', undefined)).toBeUndefined();
  });

  it('formulaOfSavedBmr finds the constant behind a saved BMR, or nothing when the inputs changed', () => {
    const body = { unit: 'metric', age: 35, height: 170, weight: 70 } as const;
    expect(formulaOfSavedBmr(body, 1427)).toBe('female');
    expect(formulaOfSavedBmr(body, 1593)).toBe('male');
    expect(formulaOfSavedBmr({ ...body, weight: 71 }, 1427)).toBeUndefined();
  });
});
