import { and, arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import type { Audit } from './audit';
import { isUniqueViolation } from '../../errors';
import { categories, recipes } from '../../../db/schema';
import { categoryKey } from '../../../domain/category-rename';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The fields of a recipe its category list is worked out from. */
export interface RecipeLabels {
  categories: string[];
}

/** A recipe's new categories with their keys (see the service); the database builds the search text anew. */
export interface RelabelledColumns {
  categories: string[];
  categoryKeys: string[];
}

export type Relabel = (recipe: RecipeLabels) => RelabelledColumns;

export type CategoryRow = typeof categories.$inferSelect;

/** Rows per UPDATE statement when recipes follow a rename or merge. */
const UPDATE_BATCH = 500;

/**
 * Rewrites every recipe filed under `fromKey`, inside the caller's transaction. The rows are
 * locked (in id order, so two renames cannot deadlock) before they are read: a member's save
 * that commits first is what gets relabelled, one that comes later waits and then writes its
 * own values. Each row is updated by id with values worked out from what was read.
 */
async function relabelRecipes(tx: Tx, fromKey: string, relabel: Relabel): Promise<number> {
  const found = await tx
    .select({ id: recipes.id, categories: recipes.categories })
    .from(recipes)
    .where(arrayContains(recipes.categoryKeys, [fromKey]))
    .orderBy(asc(recipes.id))
    .for('update');
  for (let start = 0; start < found.length; start += UPDATE_BATCH) {
    const batch = found.slice(start, start + UPDATE_BATCH).map((recipe) => {
      const next = relabel(recipe);
      return { id: recipe.id, categories: next.categories, category_keys: next.categoryKeys };
    });
    await tx.execute(sql`
      update recipes as r
      set categories = v.categories, category_keys = v.category_keys, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id int, categories text[], category_keys text[])
      where r.id = v.id`);
  }
  return found.length;
}

/** Categories for the back office: queries and transactions only, the rules are in categories-service.ts. */
export function createAdminCategoriesRepo(db: Db) {
  return {
    list(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async byId(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    /** The category of this name in any case (the table's unique key is lower(name)). */
    async named(name: string): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(sql`lower(${categories.name}) = lower(${name})`);
      return row ?? null;
    },

    /** Recipes per category key (each recipe once per key), private recipes included. */
    keyCounts(): Promise<{ key: string; n: number }[]> {
      return queryRows(db, sql`select k.key, count(*)::int as n from recipes r cross join lateral unnest(r.category_keys) as k(key) group by k.key`);
    },

    /** Every spelling recipes use for a category, with how many recipes use it. */
    spellings(): Promise<{ name: string; n: number }[]> {
      return queryRows(db, sql`select c.name, count(*)::int as n from recipes r cross join lateral unnest(r.categories) as c(name) group by c.name`);
    },

    async countUsing(name: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recipes).where(arrayContains(recipes.categoryKeys, [categoryKey(name)]));
      return Number(row?.n ?? 0);
    },

    /** A new category at the end of the list; null when the name is taken (in any case). */
    async insert(name: string, description: string | null, audit: Audit): Promise<CategoryRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(categories)
            .values({ name, description, sortOrder: sql`(select coalesce(max(${categories.sortOrder}), -1) + 1 from ${categories})` })
            .returning();
          await audit(tx);
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async describe(id: number, description: string | null, audit: Audit): Promise<CategoryRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(categories).set({ description }).where(eq(categories.id, id)).returning();
        if (!row) return null;
        await audit(tx);
        return row;
      });
    },

    /**
     * Renames the category and every recipe filed under its old name, in one transaction.
     * Null when the category is gone or was renamed since `oldName` was read; 'taken' when the
     * new name was given to another category meanwhile.
     */
    async rename(
      id: number,
      oldName: string,
      next: { name: string; description: string | null | undefined },
      relabel: Relabel,
      audit: Audit,
    ): Promise<{ row: CategoryRow; recipesUpdated: number } | null | 'taken'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(categories)
            .set({ name: next.name, ...(next.description === undefined ? {} : { description: next.description }) })
            .where(and(eq(categories.id, id), eq(categories.name, oldName)))
            .returning();
          if (!row) return null;
          const recipesUpdated = await relabelRecipes(tx, categoryKey(oldName), relabel);
          await audit(tx);
          return { row, recipesUpdated };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * Moves the source's recipes to the target and deletes the source, in one transaction.
     * Null when either was renamed or deleted since it was read.
     */
    async merge(source: CategoryRow, target: CategoryRow, relabel: Relabel, audit: Audit): Promise<{ recipesUpdated: number } | null> {
      return db.transaction(async (tx) => {
        // Both rows held until the end, locked in id order: the target cannot be renamed or
        // deleted while recipes move to its name, and two opposite merges at once wait for each
        // other instead of deadlocking.
        const locked = await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, [source.id, target.id]))
          .orderBy(categories.id)
          .for('update');
        const unchanged = (row: CategoryRow) => locked.some((l) => l.id === row.id && l.name === row.name);
        if (!unchanged(source) || !unchanged(target)) return null;
        await tx.delete(categories).where(eq(categories.id, source.id));
        const recipesUpdated = await relabelRecipes(tx, categoryKey(source.name), relabel);
        await audit(tx);
        return { recipesUpdated };
      });
    },

    /** Deletes the category unless a recipe (public or private) is filed under it. */
    async deleteUnused(id: number, audit: Audit): Promise<{ status: 'missing' } | { status: 'in-use'; name: string; recipeCount: number } | { status: 'deleted' }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!row) return { status: 'missing' } as const;
        const [used] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(recipes)
          .where(arrayContains(recipes.categoryKeys, [categoryKey(row.name)]));
        const recipeCount = Number(used?.n ?? 0);
        if (recipeCount > 0) return { status: 'in-use', name: row.name, recipeCount } as const;
        await tx.delete(categories).where(eq(categories.id, id));
        await audit(tx);
        return { status: 'deleted' } as const;
      });
    },
  };
}

export type AdminCategoriesRepo = ReturnType<typeof createAdminCategoriesRepo>;
