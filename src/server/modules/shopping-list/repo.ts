import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mealPlanEntries, pantryStaples, recipes, shoppingListItems, users } from '../../../db/schema';
import type { ListedAmount, MergePlan } from '../../../domain/shopping/merge';
import type { Viewer } from '../../viewer';
import { visibleTo } from '../recipes/repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewItem = Pick<typeof shoppingListItems.$inferInsert, 'name' | 'foodKey' | 'quantity' | 'unit' | 'aisle'>;
export type ItemChanges = Partial<Pick<typeof shoppingListItems.$inferInsert, 'checked' | 'aisle'>>;

const itemColumns = {
  id: shoppingListItems.id,
  name: shoppingListItems.name,
  foodKey: shoppingListItems.foodKey,
  quantity: shoppingListItems.quantity,
  unit: shoppingListItems.unit,
  aisle: shoppingListItems.aisle,
  checked: shoppingListItems.checked,
  changedAt: shoppingListItems.changedAt,
};

const own = (userId: string, id: number) => and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId));

/** One member's list writes take turns (the member's row is held), so two adds cannot both pass the item limit. */
async function lockList(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function itemCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(shoppingListItems).where(eq(shoppingListItems.userId, userId));
  return row!.n;
}

export function createShoppingListRepo(db: Db) {
  return {
    /** The member's items, as added. */
    items(userId: string) {
      return db.select(itemColumns).from(shoppingListItems).where(eq(shoppingListItems.userId, userId)).orderBy(asc(shoppingListItems.id));
    },

    async item(userId: string, id: number) {
      const [row] = await db.select(itemColumns).from(shoppingListItems).where(own(userId, id));
      return row ?? null;
    },

    /**
     * The recipes the viewer planned from `from` to `to` that they may still read (the visibleTo
     * join: a recipe made private by its author gives nothing), with each entry's servings cooked.
     */
    plannedRecipes(viewer: Viewer, from: string, to: string, entryId?: number) {
      return db
        .select({ entryId: mealPlanEntries.id, servings: mealPlanEntries.servings, recipeServings: recipes.servings, ingredients: recipes.ingredients })
        .from(mealPlanEntries)
        .innerJoin(recipes, and(eq(recipes.id, mealPlanEntries.recipeId), visibleTo(viewer)))
        .where(
          and(
            eq(mealPlanEntries.userId, viewer.id),
            gte(mealPlanEntries.day, from),
            lte(mealPlanEntries.day, to),
            entryId === undefined ? undefined : eq(mealPlanEntries.id, entryId),
          ),
        )
        .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id));
    },

    async stapleKeys(userId: string): Promise<Set<string>> {
      const rows = await db.select({ key: pantryStaples.key }).from(pantryStaples).where(eq(pantryStaples.userId, userId));
      return new Set(rows.map((r) => r.key));
    },

    /**
     * Merges gathered lines into the list under its lock: `plan` sees the unticked items of the
     * gathered foods as they stand and says what grows and what is new. False, with nothing
     * written, when the new items would take the list past `maxItems`.
     */
    merge(userId: string, keys: readonly string[], plan: (listed: ListedAmount[]) => MergePlan, maxItems: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockList(tx, userId);
        const listed = keys.length
          ? await tx
              .select({ id: shoppingListItems.id, key: shoppingListItems.foodKey, quantity: shoppingListItems.quantity, unit: shoppingListItems.unit })
              .from(shoppingListItems)
              .where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.checked, false), isNotNull(shoppingListItems.foodKey), inArray(shoppingListItems.foodKey, [...keys])))
              .orderBy(asc(shoppingListItems.id))
          : [];
        const { updates, inserts } = plan(listed.map((row) => ({ ...row, key: row.key! })));
        if ((await itemCount(tx, userId)) + inserts.length > maxItems) return false;
        for (const { id, quantity, unit } of updates) await tx.update(shoppingListItems).set({ quantity, unit }).where(own(userId, id));
        if (inserts.length) {
          await tx.insert(shoppingListItems).values(inserts.map(({ key, name, aisle, quantity, unit }) => ({ userId, foodKey: key, name, aisle, quantity, unit })));
        }
        return true;
      });
    },

    /** The new item's id; null when the list already holds `maxItems`. */
    add(userId: string, item: NewItem, maxItems: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        await lockList(tx, userId);
        if ((await itemCount(tx, userId)) >= maxItems) return null;
        const [row] = await tx.insert(shoppingListItems).values({ ...item, userId }).returning({ id: shoppingListItems.id });
        return row!.id;
      });
    },

    /**
     * Applies a change made at `changedAt` unless the item was ticked or moved later (last writer
     * wins). Being added is no change: a phone whose clock runs behind still ticks a new item. A time
     * ahead of the server's clock counts as now, so a phone set in the future cannot pin an item.
     */
    async change(userId: string, id: number, changes: ItemChanges, changedAt: Date): Promise<void> {
      const at = sql`least(${changedAt.toISOString()}::timestamptz, now())`;
      await db
        .update(shoppingListItems)
        .set({ ...changes, changedAt: at })
        .where(and(own(userId, id), or(isNull(shoppingListItems.changedAt), sql`${shoppingListItems.changedAt} <= ${at}`)));
    },

    async remove(userId: string, id: number): Promise<boolean> {
      const rows = await db.delete(shoppingListItems).where(own(userId, id)).returning({ id: shoppingListItems.id });
      return rows.length > 0;
    },

    async clearChecked(userId: string): Promise<number> {
      const rows = await db
        .delete(shoppingListItems)
        .where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.checked, true)))
        .returning({ id: shoppingListItems.id });
      return rows.length;
    },

    staples(userId: string) {
      return db.select({ key: pantryStaples.key, name: pantryStaples.name }).from(pantryStaples).where(eq(pantryStaples.userId, userId)).orderBy(asc(pantryStaples.name));
    },

    /**
     * Marks a food "always have" and takes its items off the list, in one transaction. False when
     * the member already keeps `maxStaples` (a staple they already have is kept as it is).
     */
    addStaple(userId: string, key: string, name: string, maxStaples: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockList(tx, userId);
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(pantryStaples).where(eq(pantryStaples.userId, userId));
        const known = await tx.select({ key: pantryStaples.key }).from(pantryStaples).where(and(eq(pantryStaples.userId, userId), eq(pantryStaples.key, key)));
        if (known.length === 0 && row!.n >= maxStaples) return false;
        await tx.insert(pantryStaples).values({ userId, key, name }).onConflictDoNothing();
        await tx.delete(shoppingListItems).where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.foodKey, key)));
        return true;
      });
    },

    async removeStaple(userId: string, key: string): Promise<boolean> {
      const rows = await db
        .delete(pantryStaples)
        .where(and(eq(pantryStaples.userId, userId), eq(pantryStaples.key, key)))
        .returning({ key: pantryStaples.key });
      return rows.length > 0;
    },
  };
}

export type ShoppingListRepo = ReturnType<typeof createShoppingListRepo>;
export type ItemRow = Awaited<ReturnType<ShoppingListRepo['items']>>[number];
