import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, users } from '../../../db/schema';

export const SITEMAP_CHUNK = 50_000;

export function createSeoRepo(db: Db) {
  return {
    async publicRecipeCount(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(recipes).where(eq(recipes.privacyLevel, 'public'));
      return rows[0]?.n ?? 0;
    },
    /** One sitemap file's worth of public recipes, oldest first so chunk contents stay stable. */
    publicRecipes(chunk: number) {
      return db
        .select({ id: recipes.id, updatedAt: recipes.updatedAt })
        .from(recipes)
        .where(eq(recipes.privacyLevel, 'public'))
        .orderBy(asc(recipes.id))
        .limit(SITEMAP_CHUNK)
        .offset(chunk * SITEMAP_CHUNK);
    },
    publicProfiles() {
      return db
        .select({ username: users.username, updatedAt: users.updatedAt })
        .from(users)
        .where(and(eq(users.profileVisible, true), isNotNull(users.username)))
        .orderBy(asc(users.username))
        .limit(SITEMAP_CHUNK);
    },
  };
}

export type SeoRepo = ReturnType<typeof createSeoRepo>;
