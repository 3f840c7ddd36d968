import type { IngredientInput } from '../../../contracts/recipe-input';
import type { Db } from '../../../db/client';
import { createNutritionAnalyzer, type NutritionAnalyzer } from './analyzer';
import { createFoodsRepo } from './foods-repo';
import { recipeNutrition, type StoredNutrition } from './recipe-nutrition';

export interface NutritionEngine {
  /** Matches ingredient names to foods (remembering its matches a while) and works out nutrition. */
  analyzer: NutritionAnalyzer;
  /** What a recipe is saved with: each line's macros and the per-serving totals (the seed's too). */
  recipeNutrition: (ingredients: readonly IngredientInput[], servings: number) => Promise<StoredNutrition>;
}

/**
 * The nutrition engine over a database's foods, built once by whoever opens the database (the
 * server, the test harness, the benchmarks) and handed to buildApp and the demo seed, so the
 * app and the catalogue it loads share one engine and one match cache.
 */
export function createNutritionEngine(db: Db): NutritionEngine {
  const analyzer = createNutritionAnalyzer(createFoodsRepo(db));
  return { analyzer, recipeNutrition: (ingredients, servings) => recipeNutrition(analyzer, ingredients, servings) };
}
