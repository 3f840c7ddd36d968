import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
import { recipes } from '../../../db/schema';
import type { StoredNutrition } from './recipe-nutrition';

/** Reads and writes the stored nutrition of recipes, for the admin recompute. */
export function createRecomputeRepo(db: Db) {
  return {
    /** The recipes' inputs and stored nutrition: all of them, or those with the given ids. */
    async recipes(ids: readonly number[] | null) {
      const query = db
        .select({ id: recipes.id, servings: recipes.servings, ingredients: recipes.ingredients, nutrition: recipes.nutrition })
        .from(recipes);
      return (ids === null ? query : query.where(inArray(recipes.id, [...ids]))).orderBy(asc(recipes.id));
    },

    /** Every changed recipe and the audit row, in one transaction. */
    async store(changes: readonly { id: number; value: StoredNutrition }[], audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { id, value } of changes) {
          await tx.update(recipes).set({ ingredients: value.ingredients, nutrition: value.nutrition, updatedAt: new Date() }).where(eq(recipes.id, id));
        }
        await audit(tx);
      });
    },
  };
}

export type RecomputeRepo = ReturnType<typeof createRecomputeRepo>;
