import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, users } from '../../../db/schema';
import { summaryColumns, type RecipeSummaryRow } from './repo';

export type RecipeWrite = Omit<typeof recipes.$inferInsert, 'id' | 'createdAt' | 'isFeatured' | 'ratingAverage' | 'ratingCount'>;

/** Writes of members' own recipes; reads go through the visibility scope of ./repo. */
export function createAuthoringRepo(db: Db) {
  return {
    async insert(row: RecipeWrite): Promise<number> {
      const [created] = await db.insert(recipes).values(row).returning({ id: recipes.id });
      return created!.id;
    },

    /** The fields a change needs to know about: who wrote it, and whether it was published. */
    async current(id: number) {
      const rows = await db
        .select({ authorId: recipes.authorId, publishedAt: recipes.publishedAt })
        .from(recipes)
        .where(eq(recipes.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async update(id: number, row: Partial<RecipeWrite>): Promise<void> {
      await db.update(recipes).set(row).where(eq(recipes.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(recipes).where(eq(recipes.id, id));
    },

    /** Every recipe of this author, private ones included, newest first. */
    async byOwner(authorId: string): Promise<RecipeSummaryRow[]> {
      const rows = await db
        .select(summaryColumns)
        .from(recipes)
        .leftJoin(users, eq(users.id, recipes.authorId))
        .where(eq(recipes.authorId, authorId))
        .orderBy(desc(recipes.id));
      return rows as RecipeSummaryRow[];
    },
  };
}

export type AuthoringRepo = ReturnType<typeof createAuthoringRepo>;
