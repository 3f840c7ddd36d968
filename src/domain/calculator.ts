/**
 * The nutrition calculator: basal metabolic rate by the Mifflin-St Jeor equation, daily energy
 * needs by activity factor, calorie targets for losing, keeping or gaining weight, and a
 * macronutrient split in grams. Pure arithmetic, shared by the page (instant results) and the
 * server (which recomputes from the inputs when they are saved and never stores client numbers).
 */
import type { BmrFormula, NutritionalGoal } from '../contracts/nutrition-goals';
import type { ACTIVITY_LEVELS } from '../contracts/users';
import { CALORIES_PER_GRAM, type Macros } from './macros';
import { inchesToCm, lbToKg } from './units';

export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export type MeasurementUnit = 'metric' | 'imperial';

/** Total daily energy expenditure = BMR x factor (the factors, the usual Harris-Benedict multipliers). */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = Object.freeze({
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very-active': 1.9,
});

/** Mifflin-St Jeor (1990): 10 x kg + 6.25 x cm - 5 x age, then +5 for men or -161 for women. */
export const FORMULA_CONSTANTS: Readonly<Record<BmrFormula, number>> = Object.freeze({ male: 5, female: -161 });

/**
 * The loss and gain step. 500 kcal a day is the conventional deficit or surplus (about 0.5 kg,
 * 1 lb, a week by the 3,500 kcal-per-pound rule of thumb); symmetric so the two read as a pair.
 */
export const CALORIE_ADJUSTMENT = 500;

/**
 * The lowest weight-loss target we suggest: 1,200 kcal a day for women and 1,500 for men, the
 * minimums usually given for an unsupervised diet (below them nutrient needs are hard to meet).
 * It follows the formula constant used. A target never rises above maintenance because of it.
 */
export const LOSS_FLOORS: Readonly<Record<BmrFormula, number>> = Object.freeze({ male: 1500, female: 1200 });

/**
 * Share of the goal's calories from protein, carbohydrate and fat, in percent. All three lie within
 * the Acceptable Macronutrient Distribution Ranges (protein 10-35, carbs 45-65, fat 20-35). Losing
 * takes more protein to help keep muscle while in deficit; maintaining is the site's default split
 * (20/50/30, SPEC section 5); gaining adds protein for new muscle with carbs to fuel training.
 */
export const MACRO_SPLITS: Readonly<Record<NutritionalGoal, Readonly<Macros>>> = Object.freeze({
  lose: { protein: 30, carbs: 45, fat: 25 },
  maintain: { protein: 20, carbs: 50, fat: 30 },
  gain: { protein: 25, carbs: 50, fat: 25 },
});

export interface BodyInput {
  unit: MeasurementUnit;
  age: number;
  /** Centimetres when metric, total inches when imperial (as the profile stores it). */
  height: number;
  /** Kilograms when metric, pounds when imperial. */
  weight: number;
  formula: BmrFormula;
}

export interface CalculatorInput extends BodyInput {
  activityLevel: ActivityLevel;
  goal: NutritionalGoal;
}

export interface MacroTarget {
  grams: number;
  calories: number;
  percent: number;
}

/** Whole kilocalories per day and whole grams. */
export interface NutritionFigures {
  bmr: number;
  maintenance: number;
  weightLoss: number;
  weightGain: number;
  /** True when the weight-loss target was raised to the floor (or to maintenance below it). */
  lossAtFloor: boolean;
  /** The calories of the chosen goal, which the macros are split from. */
  goalCalories: number;
  macros: Record<keyof Macros, MacroTarget>;
}

/** The formula constant: male and female use their own; other genders use the one they chose. */
export function formulaFor(gender: string, chosen: BmrFormula | undefined): BmrFormula | undefined {
  return gender === 'male' || gender === 'female' ? gender : chosen;
}

/** Height in cm and weight in kg, converting imperial with the SPEC's factors (2.54 cm per inch, 2.2 lb per kg). */
export function toMetric({ unit, height, weight }: Pick<BodyInput, 'unit' | 'height' | 'weight'>): { heightCm: number; weightKg: number } {
  return unit === 'imperial' ? { heightCm: inchesToCm(height), weightKg: lbToKg(weight) } : { heightCm: height, weightKg: weight };
}

/** Basal metabolic rate in kcal/day, unrounded (rounding happens once, on what is shown). */
export function basalMetabolicRate(input: BodyInput): number {
  const { heightCm, weightKg } = toMetric(input);
  return 10 * weightKg + 6.25 * heightCm - 5 * input.age + FORMULA_CONSTANTS[input.formula];
}

/**
 * Every figure of the calculator. BMR and maintenance are each rounded from the exact product;
 * loss and gain are maintenance -/+ 500 so the shown numbers differ by exactly that. Macro grams
 * are rounded, and their calories are grams x 4/4/9, so they may sum a few kcal off the goal.
 */
export function calculateNutrition(input: CalculatorInput): NutritionFigures {
  const bmr = basalMetabolicRate(input);
  const maintenance = Math.round(bmr * ACTIVITY_FACTORS[input.activityLevel]);
  const floor = Math.min(LOSS_FLOORS[input.formula], maintenance);
  const weightLoss = Math.max(maintenance - CALORIE_ADJUSTMENT, floor);
  const weightGain = maintenance + CALORIE_ADJUSTMENT;
  const goalCalories = { lose: weightLoss, maintain: maintenance, gain: weightGain }[input.goal];
  const split = MACRO_SPLITS[input.goal];
  const macro = (key: keyof Macros): MacroTarget => {
    const grams = Math.round((goalCalories * split[key]) / 100 / CALORIES_PER_GRAM[key]);
    return { grams, calories: grams * CALORIES_PER_GRAM[key], percent: split[key] };
  };
  return {
    bmr: Math.round(bmr),
    maintenance,
    weightLoss,
    weightGain,
    lossAtFloor: weightLoss > maintenance - CALORIE_ADJUSTMENT,
    goalCalories,
    macros: { protein: macro('protein'), carbs: macro('carbs'), fat: macro('fat') },
  };
}

/**
 * Which constant produced a saved BMR, for prefilling the choice of a user whose gender has none:
 * the two differ by 166 kcal, so a match is unambiguous. Undefined when the inputs changed since.
 */
export function formulaOfSavedBmr(body: Omit<BodyInput, 'formula'>, savedBmr: number): BmrFormula | undefined {
  return (Object.keys(FORMULA_CONSTANTS) as BmrFormula[]).find((formula) => Math.round(basalMetabolicRate({ ...body, formula })) === savedBmr);
}
