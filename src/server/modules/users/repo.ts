import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, users } from '../../../db/schema';
import type { Viewer } from '../../viewer';
import { escapeLike, visibleTo } from '../recipes/repo';

export type UserRow = typeof users.$inferSelect;
/** The columns a member may change on their own profile (PUT /api/users/profile). */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'bio'
    | 'profileVisible'
    | 'profileCompleted'
    | 'measurementUnit'
    | 'age'
    | 'height'
    | 'weight'
    | 'gender'
    | 'activityLevel'
    | 'dietaryPreferences'
  >
>;

/** What saving the calculator writes: its inputs as profile fields, and the figures computed from them. */
export type NutritionGoalColumns = Pick<
  typeof users.$inferInsert,
  | 'measurementUnit'
  | 'age'
  | 'height'
  | 'weight'
  | 'gender'
  | 'activityLevel'
  | 'nutritionalGoal'
  | 'bmr'
  | 'maintenanceCalories'
  | 'weightLossCalories'
  | 'weightGainCalories'
  | 'proteinGrams'
  | 'carbsGrams'
  | 'fatGrams'
>;

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

    async findById(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Whether someone other than `userId` goes by this username (case-insensitive, like the unique index). */
    async usernameTakenByOther(username: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Writes the given columns (and updated_at) in one UPDATE, so the calculator's inputs and its
     * figures never disagree, and answers the row as it was just before (read under the row's lock,
     * so what changed is known exactly even when another request changed it a moment earlier);
     * null when the user no longer exists.
     */
    async updateProfile(id: string, changes: ProfileChanges | NutritionGoalColumns): Promise<{ user: UserRow; previous: UserRow } | null> {
      return db.transaction(async (tx) => {
        const [previous] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!previous) return null;
        const [user] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        return { user: user!, previous };
      });
    },

    /**
     * Points the user at a new avatar and answers the one it replaces. The row is locked while
     * it is read, so two uploads at once each learn the file the other one replaced.
     */
    async replaceAvatar(id: string, avatarUrl: string): Promise<{ user: UserRow; previous: string | null } | null> {
      return db.transaction(async (tx) => {
        const current = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, id)).for('update');
        if (!current[0]) return null;
        const [user] = await tx.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        return { user: user!, previous: current[0].avatarUrl };
      });
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
