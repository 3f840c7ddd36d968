/**
 * Daily values for the '% Daily Value' column of the nutrition facts (SPEC section 9), and the
 * normalizer for nutrition values that arrive either as a bare number or as {value, unit}
 * (SPEC section 3).
 */

export type NutrientUnit = 'g' | 'mg';

export interface NutrientAmount {
  value: number;
  unit: string;
}

export const DAILY_VALUES = Object.freeze({
  protein: Object.freeze({ amount: 50, unit: 'g' }),
  carbohydrate: Object.freeze({ amount: 275, unit: 'g' }),
  totalFat: Object.freeze({ amount: 78, unit: 'g' }),
  saturatedFat: Object.freeze({ amount: 20, unit: 'g' }),
  fiber: Object.freeze({ amount: 28, unit: 'g' }),
  sugars: Object.freeze({ amount: 50, unit: 'g' }),
  sodium: Object.freeze({ amount: 2300, unit: 'mg' }),
  cholesterol: Object.freeze({ amount: 300, unit: 'mg' }),
} satisfies Record<string, { amount: number; unit: NutrientUnit }>);

export type DailyValueNutrient = keyof typeof DAILY_VALUES;

export const DAILY_VALUE_FOOTNOTE =
  '* Percent Daily Values are based on a 2,000 calorie diet. Your daily values may be higher or lower depending on your calorie needs.';

/** Milligrams per unit for the mass units nutrition data is written in. */
const MG_PER_UNIT = new Map<string, number>([
  ['mg', 1],
  ['milligram', 1],
  ['milligrams', 1],
  ['g', 1000],
  ['gram', 1000],
  ['grams', 1000],
  ['mcg', 0.001],
  ['µg', 0.001],
  ['μg', 0.001],
  ['ug', 0.001],
]);

/**
 * A nutrition value as {value, unit}. A bare number takes `defaultUnit`; an object without a unit
 * takes it too. When the given unit is a mass unit and `defaultUnit` is 'g' or 'mg', the value is
 * converted into `defaultUnit`, so sodium written as {value: 0.5, unit: 'g'} reads as 500 mg.
 * Units that cannot be converted (e.g. 'IU') are kept as given. Missing, non-numeric, negative or
 * non-finite values give null.
 */
export function nutrientValue(
  v: number | { value: number; unit?: string | null } | null | undefined,
  defaultUnit: string,
): NutrientAmount | null {
  let value: number;
  let unit: string;
  if (typeof v === 'number') {
    value = v;
    unit = defaultUnit;
  } else if (v != null && typeof v === 'object' && typeof v.value === 'number') {
    value = v.value;
    unit = typeof v.unit === 'string' && v.unit.trim() !== '' ? v.unit.trim() : defaultUnit;
  } else {
    return null;
  }
  if (!Number.isFinite(value) || value < 0) return null;

  const from = MG_PER_UNIT.get(unit.toLowerCase());
  const to = MG_PER_UNIT.get(defaultUnit.toLowerCase());
  if (from !== undefined && to !== undefined) {
    // Round away float noise such as 0.0023 * 1000 = 2.3000000000000003.
    return { value: Number(((value * from) / to).toPrecision(12)), unit: defaultUnit };
  }
  return { value, unit };
}

/**
 * The whole percent of the daily value in `amount`. A bare number is read in the nutrient's own
 * unit (grams, or milligrams for sodium and cholesterol); {value, unit} is converted first.
 * Null when the amount is missing or in a unit that cannot be converted.
 */
export function percentDailyValue(
  nutrient: DailyValueNutrient,
  amount: number | { value: number; unit?: string | null } | null | undefined,
): number | null {
  const daily = DAILY_VALUES[nutrient];
  const normalized = nutrientValue(amount, daily.unit);
  if (normalized === null || normalized.unit !== daily.unit) return null;
  return Math.round((normalized.value / daily.amount) * 100);
}
