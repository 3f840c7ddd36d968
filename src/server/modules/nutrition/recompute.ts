import { isDeepStrictEqual } from 'node:util';
import type { RecomputeResult } from '../../../contracts/nutrition-recompute';
import type { NutritionAnalyzer } from './analyzer';
import { recipeNutrition } from './recipe-nutrition';
import type { RecomputeRepo } from './recompute-repo';
import type { StoredNutrition } from './recipe-nutrition';
import type { Audit } from '../admin/audit';

/**
 * Recomputes the stored nutrition of existing recipes with the engine (after the foods table or
 * the engine improved, or for recipes written before it existed). Only changed rows are written,
 * all at once with the audit row once every recipe is worked out (the engine reads the database,
 * so no transaction is held meanwhile), and each written recipe then leaves every cache.
 */
export function createNutritionRecompute(deps: { repo: RecomputeRepo; analyzer: NutritionAnalyzer; changed: (id: number) => Promise<void> }) {
  return {
    async recompute(ids: readonly number[] | null, audit: Audit): Promise<RecomputeResult> {
      const result: RecomputeResult = { updated: 0, unchanged: 0, withoutMatches: 0 };
      const changes: { id: number; value: StoredNutrition }[] = [];
      for (const recipe of await deps.repo.recipes(ids)) {
        const inputs = recipe.ingredients.map(({ name, quantity, unit, preparation }) => ({ name, quantity, unit, preparation }));
        const next = await recipeNutrition(deps.analyzer, inputs, recipe.servings);
        if (next.nutrition === null) result.withoutMatches += 1;
        if (isDeepStrictEqual(next.nutrition, recipe.nutrition) && isDeepStrictEqual(next.ingredients, recipe.ingredients)) {
          result.unchanged += 1;
          continue;
        }
        changes.push({ id: recipe.id, value: next });
        result.updated += 1;
      }
      await deps.repo.store(changes, audit);
      for (const { id } of changes) await deps.changed(id);
      return result;
    },
  };
}

export type NutritionRecompute = ReturnType<typeof createNutritionRecompute>;
