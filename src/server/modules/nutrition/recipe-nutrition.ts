import type { Ingredient, Nutrition } from '../../../contracts/recipe';
import type { IngredientInput } from '../../../contracts/recipe-input';
import type { NutritionAnalyzer } from './analyzer';

/** What a recipe stores from the engine: each line with its macros, and the per-serving totals. */
export interface StoredNutrition {
  /** The lines as given, each with its protein/fat/carbs, or null when it was not counted. */
  ingredients: Ingredient[];
  /** Per serving; null when no line could be counted. */
  nutrition: Nutrition | null;
}

/** The nutrition a recipe is saved with, worked out by the same engine the editor shows. */
export async function recipeNutrition(
  analyzer: NutritionAnalyzer,
  ingredients: readonly IngredientInput[],
  servings: number,
): Promise<StoredNutrition> {
  const analysis = await analyzer.analyze(ingredients, servings);
  return {
    ingredients: ingredients.map((line, i) => ({ ...line, nutrition: analysis.ingredients[i]?.nutrition ?? null })),
    nutrition: analysis.nutrition,
  };
}
