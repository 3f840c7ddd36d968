/**
 * Macronutrient arithmetic for the distribution bar and nutrition panels (SPEC sections 5 and 9).
 * All percentage results are whole numbers that add up to exactly 100, so the three bar segments
 * always fill the bar.
 */

export interface Macros {
  protein: number;
  carbs: number;
  fat: number;
}

type MacroKey = keyof Macros;

/** SPEC section 9: protein 4, carbohydrate 4, fat 9 calories per gram. */
export const CALORIES_PER_GRAM: Readonly<Macros> = Object.freeze({ protein: 4, carbs: 4, fat: 9 });

/** Shown when a recipe's stored percentages are all zero (SPEC section 5). */
export const EVEN_MACRO_PERCENTAGES: Readonly<Macros> = Object.freeze({ protein: 33, carbs: 34, fat: 33 });

/** Shown when a split cannot be computed because the macros carry no calories (SPEC section 5). */
export const DEFAULT_MACRO_SPLIT: Readonly<Macros> = Object.freeze({ protein: 20, carbs: 50, fat: 30 });

/**
 * Order used when two macros tie for "largest": carbs first, so an even split lands on the same
 * 33/34/33 the SPEC prescribes for all-zero input.
 */
const TIE_ORDER: readonly MacroKey[] = ['carbs', 'protein', 'fat'];

/** Negative, NaN and infinite inputs carry no information; they count as 0. */
function clean(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Rounds each share of `values` to a whole percentage and adds the rounding remainder (which may
 * be negative) to the largest share, so the result always totals exactly 100.
 * `values` must have a positive sum.
 */
function toWholePercentages(values: Macros): Macros {
  const total = values.protein + values.carbs + values.fat;
  const result: Macros = {
    protein: Math.round((values.protein / total) * 100),
    carbs: Math.round((values.carbs / total) * 100),
    fat: Math.round((values.fat / total) * 100),
  };
  const remainder = 100 - (result.protein + result.carbs + result.fat);
  if (remainder !== 0) {
    let largest: MacroKey = TIE_ORDER[0]!;
    for (const key of TIE_ORDER) if (values[key] > values[largest]) largest = key;
    result[largest] += remainder;
  }
  return result;
}

/** Calories from grams of protein, carbohydrate and fat at 4/4/9 kcal per gram. Not rounded. */
export function caloriesFromMacros(protein: number, carbs: number, fat: number): number {
  return (
    clean(protein) * CALORIES_PER_GRAM.protein + clean(carbs) * CALORIES_PER_GRAM.carbs + clean(fat) * CALORIES_PER_GRAM.fat
  );
}

/** Calories contributed by each macro, at 4/4/9 kcal per gram. Not rounded. */
export function macroCalories(grams: Macros): Macros {
  return {
    protein: clean(grams.protein) * CALORIES_PER_GRAM.protein,
    carbs: clean(grams.carbs) * CALORIES_PER_GRAM.carbs,
    fat: clean(grams.fat) * CALORIES_PER_GRAM.fat,
  };
}

/**
 * Makes stored macro percentages displayable: all zero gives 33/34/33; otherwise they are
 * rescaled to whole numbers totalling 100 (remainder to the largest). Percentages that are
 * already whole and total 100 come back unchanged.
 */
export function normalizeMacroPercentages(percentages: Macros): Macros {
  const values: Macros = {
    protein: clean(percentages.protein),
    carbs: clean(percentages.carbs),
    fat: clean(percentages.fat),
  };
  if (values.protein + values.carbs + values.fat === 0) return { ...EVEN_MACRO_PERCENTAGES };
  return toWholePercentages(values);
}

/**
 * The share of calories from each macro, from grams: calories by 4/4/9, rounded percentages with
 * the rounding remainder added to the largest. 20/50/30 when the grams carry no calories.
 */
export function computeMacroSplit(grams: Macros): Macros {
  const calories = macroCalories(grams);
  if (calories.protein + calories.carbs + calories.fat === 0) return { ...DEFAULT_MACRO_SPLIT };
  return toWholePercentages(calories);
}
