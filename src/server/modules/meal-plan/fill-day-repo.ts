import { and, asc, between, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, savedRecipes, users } from '../../../db/schema';
import type { Need } from '../../../domain/fill-day';
import type { Viewer } from '../../viewer';
import { summaryColumns, visibleTo } from '../recipes/repo';

/** Recipes read per request: the closest in calories, ranked again by protein in the service. */
const CANDIDATES = 200;

const calories = sql<number>`(${recipes.nutrition}->>'calories')::real`;

/** The recipes "Fill my day" chooses from, and what it reads of the member. */
export function createFillDayRepo(db: Db) {
  return {
    async preferences(userId: string): Promise<string[]> {
      const [row] = await db.select({ preferences: users.dietaryPreferences }).from(users).where(eq(users.id, userId));
      return row?.preferences ?? [];
    },

    /** Every dietary attribute recipes carry, as spelled on them. */
    async knownAttributes(): Promise<string[]> {
      const rows = await db.selectDistinct({ attribute: sql<string>`unnest(${recipes.dietaryAttributes})` }).from(recipes);
      return rows.map((r) => r.attribute);
    },

    /**
     * Recipes the viewer may read with nutrition, one serving within half to one and a half times
     * the meal's calories, carrying one attribute of each `required` group, not in `excluded`;
     * the closest in calories first.
     */
    candidates(viewer: Viewer, need: Need, required: readonly string[][], excluded: readonly number[]) {
      return db
        .select({
          id: recipes.id,
          title: recipes.title,
          imageUrl: recipes.featuredImage,
          servings: recipes.servings,
          nutrition: recipes.nutrition,
          notCounted: summaryColumns.notCounted,
          saved: sql<boolean>`${savedRecipes.recipeId} is not null`,
        })
        .from(recipes)
        .leftJoin(savedRecipes, and(eq(savedRecipes.recipeId, recipes.id), eq(savedRecipes.userId, viewer.id)))
        .where(
          and(
            // Public recipes and the member's own: an admin, who may read everyone's private
            // recipes, is not offered another member's for their own day.
            visibleTo({ id: viewer.id, role: 'member' }),
            isNotNull(recipes.nutrition),
            between(calories, need.calories * 0.5, need.calories * 1.5),
            ...required.map((group) => sql`${recipes.dietaryAttributes} && ${sql.param(group)}::text[]`),
            excluded.length ? notInArray(recipes.id, [...excluded]) : undefined,
          ),
        )
        .orderBy(sql`abs(${calories} - ${need.calories})`, asc(recipes.id))
        .limit(CANDIDATES);
    },
  };
}

export type FillDayRepo = ReturnType<typeof createFillDayRepo>;
export type CandidateRow = Awaited<ReturnType<FillDayRepo['candidates']>>[number];
