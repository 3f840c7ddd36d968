/**
 * Nutrient figures as USDA publishes them: per 100 g of the edible food. The keys are the ones the
 * foods table stores (src/db/seed/food-types.ts), so a food row is a NutrientFigures as it is.
 *
 * Null is "USDA has no figure", never zero. Energy, protein, fat and carbohydrate are present for
 * every food; the gaps are in the details (trans fat above all, some sugars, a few fatty acids).
 * A line keeps its nulls; a total counts the figures that exist (see per-serving.ts).
 */
export interface NutrientFigures {
  energyKcal: number | null;
  proteinG: number | null;
  fatG: number | null;
  saturatedFatG: number | null;
  monounsaturatedFatG: number | null;
  polyunsaturatedFatG: number | null;
  transFatG: number | null;
  carbohydrateG: number | null;
  fiberG: number | null;
  sugarsG: number | null;
  sodiumMg: number | null;
  cholesterolMg: number | null;
}

export type NutrientName = keyof NutrientFigures;

export const NUTRIENT_NAMES: readonly NutrientName[] = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'monounsaturatedFatG',
  'polyunsaturatedFatG',
  'transFatG',
  'carbohydrateG',
  'fiberG',
  'sugarsG',
  'sodiumMg',
  'cholesterolMg',
];

/** The figures of `grams` of a food from its per-100 g figures; nulls stay null. */
export function figuresFor(per100g: NutrientFigures, grams: number): NutrientFigures {
  const out = {} as NutrientFigures;
  for (const name of NUTRIENT_NAMES) {
    const value = per100g[name];
    out[name] = value === null ? null : (value * grams) / 100;
  }
  return out;
}

/** One decimal: the precision of a nutrition label's grams, and finer than the source's own. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Protein, fat and carbs of one line as the recipe stores them (whole line, grams, one decimal). */
export function lineMacros(figures: NutrientFigures): { protein: number; fat: number; carbs: number } {
  return {
    protein: round1(figures.proteinG ?? 0),
    fat: round1(figures.fatG ?? 0),
    carbs: round1(figures.carbohydrateG ?? 0),
  };
}
