import type { Nutrition } from '../../contracts/recipe';
import { NUTRIENT_NAMES, round1, type NutrientFigures, type NutrientName } from './figures';

/**
 * Per-serving nutrition in the recipe's shape from the figures of its converted lines.
 *
 * A figure USDA does not give for a food (null) adds nothing to its total: the shape has no
 * "unknown", and the missing figures are details (trans fat, sugars, a fatty acid) that are zero or
 * near it for the foods that lack them. So a detail total is what the known figures add up to.
 *
 * Rounding, as a label shows it: calories to the whole number, sodium and cholesterol to the whole
 * milligram, grams to one decimal. Sums are taken before rounding, so rounding never accumulates.
 */
export function perServing(lines: readonly NutrientFigures[], servings: number): Nutrition {
  const total = Object.fromEntries(NUTRIENT_NAMES.map((n) => [n, 0])) as Record<NutrientName, number>;
  for (const line of lines) for (const name of NUTRIENT_NAMES) total[name] += line[name] ?? 0;
  const each = (name: NutrientName) => total[name] / servings;
  return {
    calories: Math.round(each('energyKcal')),
    fat: {
      total: round1(each('fatG')),
      saturated: round1(each('saturatedFatG')),
      monounsaturated: round1(each('monounsaturatedFatG')),
      polyunsaturated: round1(each('polyunsaturatedFatG')),
      trans: round1(each('transFatG')),
    },
    carbs: { total: round1(each('carbohydrateG')), fiber: round1(each('fiberG')), sugars: round1(each('sugarsG')) },
    protein: round1(each('proteinG')),
    sodium: Math.round(each('sodiumMg')),
    cholesterol: Math.round(each('cholesterolMg')),
  };
}
