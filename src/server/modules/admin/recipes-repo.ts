import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AdminRecipePrivacy } from '../../../contracts/admin-recipes';
import type { Db } from '../../../db/client';
import type { Audit } from './audit';
import { recipes, users } from '../../../db/schema';
import type { RecipeFilters } from '../../../domain/search';
import { filterConditions, summaryColumns as c } from '../recipes/repo';

export interface AdminRecipeFilters extends RecipeFilters {
  privacy: AdminRecipePrivacy;
  featured?: boolean;
}

/** What a back-office row needs, and no more (no nutrition, no description). */
const rowColumns = {
  id: c.id,
  title: c.title,
  featuredImage: c.featuredImage,
  authorId: c.authorId,
  authorUsername: c.authorUsername,
  authorFirstName: c.authorFirstName,
  authorLastName: c.authorLastName,
  categories: c.categories,
  privacyLevel: c.privacyLevel,
  isFeatured: c.isFeatured,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

export type AdminRecipeDbRow = NonNullable<Awaited<ReturnType<AdminRecipesRepo['row']>>>;

/** Recipes for the back office, private ones included: queries only, the rules are in recipes-service.ts. */
export function createAdminRecipesRepo(db: Db) {
  const select = () => db.select(rowColumns).from(recipes).leftJoin(users, eq(users.id, recipes.authorId));

  return {
    /** Newest first (ids only grow), keyset on id; `limit` rows at most. */
    list(filters: AdminRecipeFilters, page: { limit: number; beforeId?: number }) {
      const conditions: (SQL | undefined)[] = filterConditions(filters);
      if (filters.privacy === 'private') conditions.push(eq(recipes.privacyLevel, 'private'));
      // Public as visitors see it (recipes/repo.ts visibleTo).
      if (filters.privacy === 'public') conditions.push(eq(recipes.privacyLevel, 'public'));
      if (filters.featured !== undefined) conditions.push(eq(recipes.isFeatured, filters.featured));
      if (page.beforeId !== undefined) conditions.push(lt(recipes.id, page.beforeId));
      return select()
        .where(and(...conditions))
        .orderBy(desc(recipes.id))
        .limit(page.limit);
    },

    async row(id: number) {
      const [row] = await select().where(eq(recipes.id, id));
      return row ?? null;
    },

    /**
     * Sets the featured flag in one conditional UPDATE, so a recipe turned private meanwhile is
     * never featured; false when no row matched (missing, or private under `onlyIfPublic`).
     */
    async setFeatured(id: number, featured: boolean, onlyIfPublic: boolean, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(recipes)
          .set({ isFeatured: featured })
          .where(and(eq(recipes.id, id), onlyIfPublic ? eq(recipes.privacyLevel, 'public') : undefined))
          .returning({ id: recipes.id });
        if (rows.length === 0) return false;
        await audit(tx);
        return true;
      });
    },
  };
}

export type AdminRecipesRepo = ReturnType<typeof createAdminRecipesRepo>;
