import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
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

    /** The fields a change needs to know about: who wrote it, whether it was published, its picture and source. */
    async current(id: number) {
      const rows = await db
        .select({ authorId: recipes.authorId, publishedAt: recipes.publishedAt, featuredImage: recipes.featuredImage, sourceUrl: recipes.sourceUrl })
        .from(recipes)
        .where(eq(recipes.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * A recipe made private also leaves the home page's featured list (only public recipes are
     * featured). With `unchangedSince`, only a recipe last changed at that moment is written;
     * false when it changed meanwhile. The API shows times to the millisecond while the column
     * keeps microseconds, so "that moment" is within a millisecond either way.
     */
    async update(id: number, row: Partial<RecipeWrite>, unchangedSince: Date | undefined, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const written = await tx
          .update(recipes)
          .set({ ...row, ...(row.privacyLevel === 'private' ? { isFeatured: false } : {}) })
          .where(
            and(
              eq(recipes.id, id),
              unchangedSince
                ? sql`abs(extract(epoch from ${recipes.updatedAt} - ${unchangedSince.toISOString()}::timestamptz)) < 0.001`
                : undefined,
            ),
          )
          .returning({ id: recipes.id });
        if (written.length === 0) return false;
        await audit(tx);
        return true;
      });
    },

    /** False when there was no such recipe (deleted meanwhile). */
    async remove(id: number, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
        if (removed.length === 0) return false;
        await audit(tx);
        return true;
      });
    },

    /** Which of these picture addresses some recipe uses (the orphan picture sweep). */
    async imagesInUse(urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await db.selectDistinct({ url: recipes.featuredImage }).from(recipes).where(inArray(recipes.featuredImage, urls));
      return new Set(rows.map((r) => r.url!));
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
