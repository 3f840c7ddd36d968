import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, users } from '../../../db/schema';
import type { Viewer } from '../../viewer';
import { escapeLike, visibleTo } from '../recipes/repo';

export type UserRow = typeof users.$inferSelect;

export function createUserRepo(db: Db) {
  const recipeCount = (viewer: Viewer | null) =>
    // Qualified by hand: inside a one-table select drizzle renders columns without their table.
    sql<number>`(select count(*)::int from ${recipes} where "recipes"."author_id" = "users"."id" and ${visibleTo(viewer) ?? sql`true`})`;

  return {
    /** By id first, then by username (case-insensitive). */
    async findByIdOrUsername(key: string): Promise<UserRow | null> {
      const byId = await db.select().from(users).where(eq(users.id, key)).limit(1);
      if (byId[0]) return byId[0];
      const byName = await db.select().from(users).where(sql`lower(${users.username}) = ${key.toLowerCase()}`).limit(1);
      return byName[0] ?? null;
    },

    async countRecipes(authorId: string, viewer: Viewer | null): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recipes)
        .where(and(eq(recipes.authorId, authorId), visibleTo(viewer)));
      return rows[0]?.n ?? 0;
    },

    /** Public profiles whose username contains the term, for the @-suggestions. */
    async searchByUsername(term: string, viewer: Viewer | null, limit: number) {
      return db
        .select({ id: users.id, username: users.username, avatar_url: users.avatarUrl, recipe_count: recipeCount(viewer) })
        .from(users)
        .where(
          and(
            eq(users.profileVisible, true),
            sql`lower(${users.username}) like ${`%${escapeLike(term)}%`}`,
          ),
        )
        .orderBy(sql`position(${term} in lower(${users.username}))`, asc(users.username))
        .limit(limit);
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
