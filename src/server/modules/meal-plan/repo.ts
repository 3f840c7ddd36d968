import { and, asc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mealPlanEntries, recipes, users } from '../../../db/schema';
import type { WeekStart } from '../../../contracts/meal-plan';
import type { Viewer } from '../../viewer';
import { summaryColumns, visibleTo } from '../recipes/repo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewEntry = Pick<typeof mealPlanEntries.$inferInsert, 'userId' | 'day' | 'meal' | 'recipeId' | 'note' | 'servings' | 'portions'>;
export type EntryChanges = Partial<Pick<typeof mealPlanEntries.$inferInsert, 'day' | 'meal' | 'servings' | 'portions'>>;
/** What an entry holds now, as a change is checked against it. */
export type StoredAmounts = { note: string | null; servings: number | null; portions: number | null };
/** A copy's outcome: the entries added, or the first target day the per-day limit refused (nothing added). */
export type CopyOutcome = { copied: number } | { full: string };

/**
 * An entry with its recipe as the viewer may read it now: the join carries visibleTo, so a recipe
 * its author made private comes back as null, exactly as a deleted one does (no title leaks).
 * Drizzle nulls the nested `recipe` when its first column (the key) is null, so `id` stays first.
 */
const entryColumns = {
  id: mealPlanEntries.id,
  day: mealPlanEntries.day,
  meal: mealPlanEntries.meal,
  servings: mealPlanEntries.servings,
  portions: mealPlanEntries.portions,
  note: mealPlanEntries.note,
  recipe: { id: recipes.id, title: recipes.title, imageUrl: recipes.featuredImage, servings: recipes.servings },
  nutrition: recipes.nutrition,
  notCounted: summaryColumns.notCounted,
};

/** The saved calculator figures a plan is read against. */
const targetColumns = {
  nutritionalGoal: users.nutritionalGoal,
  maintenanceCalories: users.maintenanceCalories,
  weightLossCalories: users.weightLossCalories,
  weightGainCalories: users.weightGainCalories,
  proteinGrams: users.proteinGrams,
  carbsGrams: users.carbsGrams,
  fatGrams: users.fatGrams,
};

const own = (userId: string, id: number) => and(eq(mealPlanEntries.id, id), eq(mealPlanEntries.userId, userId));

/**
 * Holds the member's row until the transaction ends: one member's plan writes take turns, so two
 * adds at once cannot both find room for a day's last entry. 'no key update' still lets other
 * rows that reference the member (sessions, ledger) be written meanwhile.
 */
async function lockPlan(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function entriesOn(tx: Tx, userId: string, day: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.day, day)));
  return row!.n;
}

export function createMealPlanRepo(db: Db) {
  /** Entries with their recipes as `readAs` may read them (null: a visitor, for a shared plan). */
  const entries = (readAs: Viewer | null) =>
    db
      .select(entryColumns)
      .from(mealPlanEntries)
      .leftJoin(recipes, and(eq(recipes.id, mealPlanEntries.recipeId), visibleTo(readAs)));

  return {
    /** A member's entries from `from` to `to` (both included), by day and then as added, read as `readAs`. */
    inRange(userId: string, readAs: Viewer | null, from: string, to: string) {
      return entries(readAs)
        .where(and(eq(mealPlanEntries.userId, userId), gte(mealPlanEntries.day, from), lte(mealPlanEntries.day, to)))
        .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id));
    },

    /** One of the viewer's own entries; null for another member's or a missing one. */
    async byId(viewer: Viewer, id: number) {
      const [row] = await entries(viewer).where(own(viewer.id, id));
      return row ?? null;
    },

    async weekStart(userId: string): Promise<WeekStart> {
      const [row] = await db.select({ weekStart: users.planWeekStart }).from(users).where(eq(users.id, userId));
      return row?.weekStart ?? 'monday';
    },

    async setWeekStart(userId: string, weekStart: WeekStart): Promise<void> {
      await db.update(users).set({ planWeekStart: weekStart }).where(eq(users.id, userId));
    },

    async targets(userId: string) {
      const [row] = await db.select(targetColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** The servings of a recipe the viewer may read; null when it is missing or not theirs to see. */
    async recipeServings(viewer: Viewer, recipeId: number): Promise<number | null> {
      const [row] = await db.select({ servings: recipes.servings }).from(recipes).where(and(eq(recipes.id, recipeId), visibleTo(viewer)));
      return row?.servings ?? null;
    },

    /** The new entry's id; null when its day already holds `perDay` entries. */
    add(entry: NewEntry, perDay: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        await lockPlan(tx, entry.userId);
        if ((await entriesOn(tx, entry.userId, entry.day)) >= perDay) return null;
        const [row] = await tx.insert(mealPlanEntries).values(entry).returning({ id: mealPlanEntries.id });
        return row!.id;
      });
    },

    /**
     * 'missing' when the member has no such entry; 'full' when the day it would move to holds `perDay`
     * entries. `check` sees the stored servings and portions under the plan's lock, so a change that
     * fits them still fits when it is written; it throws to refuse the change.
     */
    update(
      userId: string,
      id: number,
      changes: EntryChanges,
      perDay: number,
      check: (current: StoredAmounts) => void = () => {},
    ): Promise<'updated' | 'missing' | 'full'> {
      return db.transaction(async (tx) => {
        await lockPlan(tx, userId);
        const [current] = await tx
          .select({ day: mealPlanEntries.day, note: mealPlanEntries.note, servings: mealPlanEntries.servings, portions: mealPlanEntries.portions })
          .from(mealPlanEntries)
          .where(own(userId, id));
        if (!current) return 'missing';
        check(current);
        const { day } = changes;
        if (day !== undefined && day !== current.day && (await entriesOn(tx, userId, day)) >= perDay) return 'full';
        await tx.update(mealPlanEntries).set({ ...changes, updatedAt: new Date() }).where(own(userId, id));
        return 'updated';
      });
    },

    /**
     * Adds the member's entries of `fromDays[i]` to `toDays[i]` (same meal, recipe, servings,
     * portions and note, in the order they were added), all or nothing, under the plan's lock.
     * Left behind: a recipe entry whose recipe is gone or no longer the member's to read (the week's
     * visibleTo join), so a recipe made private by its author is never planned again. The ranges
     * must not overlap (the caller checks). `full` names the first target day that would pass `perDay`.
     */
    copy(viewer: Viewer, fromDays: readonly string[], toDays: readonly string[], perDay: number): Promise<CopyOutcome> {
      const target = new Map(fromDays.map((day, i) => [day, toDays[i]!]));
      return db.transaction(async (tx) => {
        await lockPlan(tx, viewer.id);
        const sources = await tx
          .select({
            day: mealPlanEntries.day,
            meal: mealPlanEntries.meal,
            recipeId: mealPlanEntries.recipeId,
            note: mealPlanEntries.note,
            servings: mealPlanEntries.servings,
            portions: mealPlanEntries.portions,
          })
          .from(mealPlanEntries)
          .leftJoin(recipes, and(eq(recipes.id, mealPlanEntries.recipeId), visibleTo(viewer)))
          .where(
            and(
              eq(mealPlanEntries.userId, viewer.id),
              gte(mealPlanEntries.day, fromDays[0]!),
              lte(mealPlanEntries.day, fromDays.at(-1)!),
              or(isNotNull(mealPlanEntries.note), isNotNull(recipes.id)),
            ),
          )
          .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id));
        if (sources.length === 0) return { copied: 0 };

        const held = await tx
          .select({ day: mealPlanEntries.day, n: sql<number>`count(*)::int` })
          .from(mealPlanEntries)
          .where(and(eq(mealPlanEntries.userId, viewer.id), gte(mealPlanEntries.day, toDays[0]!), lte(mealPlanEntries.day, toDays.at(-1)!)))
          .groupBy(mealPlanEntries.day);
        const count = new Map(held.map((row) => [row.day, row.n]));
        const rows: NewEntry[] = sources.map(({ day, ...entry }) => ({ ...entry, userId: viewer.id, day: target.get(day)! }));
        for (const { day } of rows) count.set(day, (count.get(day) ?? 0) + 1);
        const full = toDays.find((day) => rows.some((row) => row.day === day) && count.get(day)! > perDay);
        if (full !== undefined) return { full };

        // One statement: its rows take their ids in order, so the copies keep the originals' order.
        await tx.insert(mealPlanEntries).values(rows);
        return { copied: rows.length };
      });
    },

    /** How many of the member's entries of `day` there were; no one else's are touched. */
    async clearDay(userId: string, day: string): Promise<number> {
      const rows = await db
        .delete(mealPlanEntries)
        .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.day, day)))
        .returning({ id: mealPlanEntries.id });
      return rows.length;
    },

    /** Whether the member had the entry. */
    async remove(userId: string, id: number): Promise<boolean> {
      const rows = await db.delete(mealPlanEntries).where(own(userId, id)).returning({ id: mealPlanEntries.id });
      return rows.length > 0;
    },
  };
}

export type MealPlanRepo = ReturnType<typeof createMealPlanRepo>;
export type EntryRow = Awaited<ReturnType<MealPlanRepo['inRange']>>[number];
export type TargetRow = NonNullable<Awaited<ReturnType<MealPlanRepo['targets']>>>;
