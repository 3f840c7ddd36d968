import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ingredient, Nutrition, RecipeSort } from '../../src/contracts/recipe';
import { recipes, users } from '../../src/db/schema';
import { caloriesToSort, inListOrder, relevanceTier } from '../../src/domain/recipe-sort';
import { createTestContext, type TestContext } from './harness';
import { changedBehindTheApp, expectApiError, fetchAllPages, ids, listedIds, postRecipe, storedRecipes } from './helpers';
import { createMember } from './sessions';

// Issue 19: relevance first with free text; newest, quickest, fewest calories, most protein on request (ADR 0022).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

interface SortedRow {
  id: number;
  title: string;
  totalMinutes: number | null;
  nutrition: Nutrition | null;
  ingredients: Ingredient[];
  caloriesToSort: number | null;
  privacyLevel: string;
}
const rows = async (): Promise<SortedRow[]> =>
  ctx.database.db
    .select({
      id: recipes.id,
      title: recipes.title,
      totalMinutes: recipes.totalMinutes,
      nutrition: recipes.nutrition,
      ingredients: recipes.ingredients,
      caloriesToSort: recipes.caloriesToSort,
      privacyLevel: recipes.privacyLevel,
    })
    .from(recipes);
const publicRows = async () => (await rows()).filter((r) => r.privacyLevel === 'public');

/** The order each sort states (domain/recipe-sort), from the stored figures. */
const reference: Record<Exclude<RecipeSort, 'relevance' | 'newest'>, (all: SortedRow[]) => number[]> = {
  quickest: (all) => ids(inListOrder(all, (r) => r.totalMinutes)),
  calories: (all) => ids(inListOrder(all, (r) => caloriesToSort(r.nutrition, r.ingredients))),
  protein: (all) => ids(inListOrder(all, (r) => r.nutrition?.protein ?? null, true)),
};
const listed = async (query: Record<string, string>, limit = 7, cookie?: string) => ids((await fetchAllPages(ctx.app, '/api/recipes', query, limit, cookie)).items);

describe('a list in another order than newest first', () => {
  it.each(['quickest', 'calories', 'protein'] as const)('sort=%s walks every public recipe in its order, page after page', async (sort) => {
    const all = await publicRows();
    const got = await listed({ sort });
    expect(got).toEqual(reference[sort](all));
    expect(got.length).toBe(all.length);
  });

  it('with a filter too, and a search given its sort keeps only what the search finds', async () => {
    const stored = (await storedRecipes(ctx.database.db)).filter((r) => r.privacyLevel === 'public');
    const all = await publicRows();
    const matching = new Set(listedIds(stored, { search: 'chicken', category: 'Main Dishes' }));
    expect(matching.size).toBeGreaterThan(2);
    expect(await listed({ search: 'chicken', category: 'Main Dishes', sort: 'quickest' }, 2)).toEqual(
      reference.quickest(all.filter((r) => matching.has(r.id))),
    );
  });

  it("the database's calorie figure to sort by is the stated one, for every recipe of the catalogue", async () => {
    const all = await rows();
    expect(all.filter((r) => r.caloriesToSort === null).length).toBeLessThan(all.length);
    for (const r of all) expect(r.caloriesToSort, String(r.id)).toBe(caloriesToSort(r.nutrition, r.ingredients));
  });

  it('a recipe whose calories leave out an ingredient sorts after every complete one, with the lightest never a lower bound', async () => {
    const [light] = await publicRows();
    // Its one line with an amount is no longer counted: its figure is a lower bound.
    await ctx.database.db
      .update(recipes)
      .set({ nutrition: { ...light!.nutrition!, calories: 1 }, ingredients: [{ name: 'dragon fruit', quantity: 1, unit: null, preparation: null, nutrition: null }] })
      .where(eq(recipes.id, light!.id));
    await changedBehindTheApp(ctx.database, light!.id);
    const completeCount = (await publicRows()).filter((r) => r.caloriesToSort !== null).length;
    await expect.poll(async () => (await listed({ sort: 'calories' }, 50)).indexOf(light!.id)).toBeGreaterThanOrEqual(completeCount);
  });

  it.each(['quickest', 'calories', 'protein', 'newest'] as const)(
    "sort=%s: a member's own private recipes fall into the visitors' list at their place, on every page",
    async (sort) => {
      const cook = await createMember(ctx.database.db);
      await ctx.database.db.update(users).set({ profileVisible: true }).where(eq(users.id, cook.id));
      const ownIds: number[] = [];
      for (const [i, totalMinutes] of [1, 45, 500].entries()) {
        ownIds.push(await postRecipe(ctx.app, cook.cookie, { title: `Own ${sort} ${i}`, privacyLevel: 'private', prepMinutes: totalMinutes, cookMinutes: 0 }));
      }
      const all = await rows();
      const visible = all.filter((r) => r.privacyLevel === 'public' || ownIds.includes(r.id));
      const expected = sort === 'newest' ? ids(visible).sort((a, b) => b - a) : reference[sort](visible);
      expect(await listed({ sort }, 5, cook.cookie)).toEqual(expected);
      expect(await listed({ sort }, 5)).toEqual(expected.filter((id) => !ownIds.includes(id)));
    },
  );

  it('a member who owns private recipes gets theirs in the same order, and visitors never do', async () => {
    const cook = await createMember(ctx.database.db);
    const [mine] = await ctx.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.privacyLevel, 'public')).limit(1);
    await ctx.database.db.update(recipes).set({ authorId: cook.id, privacyLevel: 'private', totalMinutes: 1 }).where(eq(recipes.id, mine!.id));
    await ctx.database.db.update(users).set({ profileVisible: true }).where(eq(users.id, cook.id));
    const theirs = await listed({ sort: 'quickest' }, 100, cook.cookie);
    expect(theirs[0]).toBe(mine!.id);
    expect(await listed({ sort: 'quickest' }, 100)).not.toContain(mine!.id);
  });
});

describe('relevance, the order of a search', () => {
  it("puts a member's own private recipes among the visitors' by the same tiers, on every page", async () => {
    const cook = await createMember(ctx.database.db);
    await ctx.database.db.update(users).set({ profileVisible: true }).where(eq(users.id, cook.id));
    const own = [
      await postRecipe(ctx.app, cook.cookie, { title: 'Salmon with lemon, kept to myself', privacyLevel: 'private' }),
      await postRecipe(ctx.app, cook.cookie, { title: 'My lemony salmonella-free supper', privacyLevel: 'private' }),
      await postRecipe(ctx.app, cook.cookie, { title: 'Private supper', description: 'salmon and lemon', privacyLevel: 'private' }),
    ];
    const stored = (await storedRecipes(ctx.database.db)).filter((r) => r.privacyLevel === 'public' || own.includes(r.id));
    const expected = listedIds(stored, { search: 'lemon salmon' });
    expect(expected).toEqual(expect.arrayContaining(own));
    expect(await listed({ search: 'lemon salmon' }, 3, cook.cookie)).toEqual(expected);
  });

  it('is the default with free text: titles holding every word whole, then holding them, then the rest, newest first within each', async () => {
    const stored = (await storedRecipes(ctx.database.db)).filter((r) => r.privacyLevel === 'public');
    for (const search of ['garlic', 'lemon salmon', 'chicken soup', 'soup -chicken']) {
      const got = await listed({ search }, 5);
      expect(got, search).toEqual(listedIds(stored, { search }));
      const tiers = got.map((id) => relevanceTier(stored.find((r) => r.id === id)!.title, search));
      expect(tiers, search).toEqual([...tiers].sort());
    }
    expect(await listed({ search: 'garlic', sort: 'relevance' })).toEqual(await listed({ search: 'garlic' }));
  });

  it('puts "garlic" in a title before "garlicky", and both before garlic only among the ingredients', async () => {
    const cook = await createMember(ctx.database.db);
    const make = (title: string, ingredient: string) =>
      postRecipe(ctx.app, cook.cookie, { title, ingredients: [{ name: ingredient, quantity: 1, unit: null, preparation: null }] });
    // Made in this order, so newest first alone would list them the other way round.
    const whole = await make('Roast Garlic Mash', 'potatoes');
    const part = await make('Garlicky Beans', 'beans');
    const onlyInside = await make('Green Beans Almondine', 'garlic');
    const got = await listed({ search: 'garlic' }, 100);
    expect(got.indexOf(whole)).toBeLessThan(got.indexOf(part));
    expect(got.indexOf(part)).toBeLessThan(got.indexOf(onlyInside));
    const newest = await listed({ search: 'garlic', sort: 'newest' }, 100);
    expect(newest.indexOf(onlyInside)).toBeLessThan(newest.indexOf(whole));
  });

  it('follows a corrected search: "garlc" lists what "garlic" lists, in its order', async () => {
    expect(await listed({ search: 'garlc' }, 6)).toEqual(await listed({ search: 'garlic' }, 6));
  });
});

describe('bad sort input changes nothing and names the field', () => {
  it('an unknown sort', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recipes?sort=tastiest' });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toContain('sort must be one of relevance, newest, quickest, calories, protein');
  });

  it('a cursor from another order, or one that is not a cursor', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/recipes?sort=quickest&limit=2' });
    const cursor = (first.json() as { nextCursor: string }).nextCursor;
    expect(cursor).toMatch(/_/);
    const other = await ctx.app.inject({ method: 'GET', url: `/api/recipes?sort=newest&cursor=${cursor}` });
    expect(expectApiError(other, 400, 'VALIDATION_ERROR').message).toContain("'cursor'");
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/recipes?sort=quickest&cursor=1e9_x' });
    expect(expectApiError(bad, 400, 'VALIDATION_ERROR').message).toContain('cursor must be the nextCursor of a previous page');
  });
});
