import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, savedRecipes, users } from '../../../db/schema';
import type { Viewer } from '../../viewer';
import { summaryColumns, visibleTo, type RecipeSummaryRow } from '../recipes/repo';

/** The newest saves first; a member with more than this many sees the most recent ones. */
export const SAVED_LIST_LIMIT = 500;

export function createSavedRecipeRepo(db: Db) {
  return {
    /** Saves when the recipe exists and the viewer may see it; false otherwise. Saving twice is harmless. */
    async save(viewer: Viewer, recipeId: number): Promise<boolean> {
      const visible = await db.select({ id: recipes.id }).from(recipes).where(and(eq(recipes.id, recipeId), visibleTo(viewer)));
      if (visible.length === 0) return false;
      await db.insert(savedRecipes).values({ userId: viewer.id, recipeId }).onConflictDoNothing();
      return true;
    },

    /** Removing a recipe that is not saved is harmless too. */
    async remove(userId: string, recipeId: number): Promise<void> {
      await db.delete(savedRecipes).where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)));
    },

    /** The member's saved recipes that they may still see (a recipe made private by its author drops out). */
    async list(viewer: Viewer): Promise<RecipeSummaryRow[]> {
      const rows = await db
        .select(summaryColumns)
        .from(savedRecipes)
        .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
        .leftJoin(users, eq(users.id, recipes.authorId))
        .where(and(eq(savedRecipes.userId, viewer.id), visibleTo(viewer)))
        .orderBy(desc(savedRecipes.createdAt), desc(savedRecipes.recipeId))
        .limit(SAVED_LIST_LIMIT);
      return rows as RecipeSummaryRow[];
    },
  };
}

export type SavedRecipeRepo = ReturnType<typeof createSavedRecipeRepo>;
