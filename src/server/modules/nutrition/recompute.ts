import { isDeepStrictEqual } from 'node:util';
import type { RecomputeResult } from './recompute-routes';
import type { NutritionAnalyzer } from './analyzer';
import { recipeNutrition } from './recipe-nutrition';
import type { RecomputeRepo } from './recompute-repo';

/**
 * Recomputes the stored nutrition of existing recipes with the engine (after the foods table or
 * the engine improved, or for recipes written before it existed). Only changed rows are written,
 * and each written recipe leaves every cache.
 */
export function createNutritionRecompute(deps: { repo: RecomputeRepo; analyzer: NutritionAnalyzer; changed: (id: number) => Promise<void> }) {
  return {
    async recompute(ids: readonly number[] | null): Promise<RecomputeResult> {
      const result: RecomputeResult = { updated: 0, unchanged: 0, withoutMatches: 0 };
      for (const recipe of await deps.repo.recipes(ids)) {
        const inputs = recipe.ingredients.map(({ name, quantity, unit, preparation }) => ({ name, quantity, unit, preparation }));
        const next = await recipeNutrition(deps.analyzer, inputs, recipe.servings);
        if (next.nutrition === null) result.withoutMatches += 1;
        if (isDeepStrictEqual(next.nutrition, recipe.nutrition) && isDeepStrictEqual(next.ingredients, recipe.ingredients)) {
          result.unchanged += 1;
          continue;
        }
        await deps.repo.store(recipe.id, next);
        await deps.changed(recipe.id);
        result.updated += 1;
      }
      return result;
    },
  };
}

export type NutritionRecompute = ReturnType<typeof createNutritionRecompute>;
