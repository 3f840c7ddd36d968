import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeFacetsSchema, type RecipeFacetsAnswer } from '../../src/contracts/recipe';
import { recipes, users } from '../../src/db/schema';
import { ingredientKey, ingredientsMatch, wantedIngredient, type IngredientFilters } from '../../src/domain/ingredient-filter';
import { notCountedLines } from '../../src/domain/nutrition-coverage';
import { passesFacets, recipeFacets, type FacetableRecipe, type FacetFilters } from '../../src/domain/recipe-facets';
import { buildKeys, ingredientNames } from '../../src/domain/search';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, fetchAllPages, getJson, ids, postRecipe } from './helpers';
import { createMember } from './sessions';

// Issue 19: the with/without ingredient filters through the food match, the diet and figure
// filters, and facets with counts: held to domain/ingredient-filter and domain/recipe-facets on
// every recipe of the catalogue, answered from the visitors' index and from the database alike.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  await ctx.app.recipeSearch.settled();
});

afterAll(async () => {
  await ctx?.close();
});

type Row = FacetableRecipe & { id: number; privacyLevel: string; ingredientKeys: string[] };
const rows = async (): Promise<Row[]> =>
  ctx.database.db
    .select({
      id: recipes.id,
      privacyLevel: recipes.privacyLevel,
      categoryKeys: recipes.categoryKeys,
      tagKeys: recipes.tagKeys,
      dietKeys: recipes.dietKeys,
      ingredientKeys: recipes.ingredientKeys,
      totalMinutes: recipes.totalMinutes,
      caloriesToSort: recipes.caloriesToSort,
      proteinToSort: recipes.proteinToSort,
    })
    .from(recipes);
const publicRows = async () => (await rows()).filter((r) => r.privacyLevel === 'public');

/** The with/without filters as the server reads them: each name widened by the names of the food it names, from the same engine. */
async function ingredientFilters(query: { with?: string; without?: string }): Promise<IngredientFilters> {
  const { analyzer } = createNutritionEngine(ctx.database.db);
  const widen = async (list: string | undefined) => {
    const names = ingredientNames(list);
    const foods = await analyzer.sameFoodNames(names);
    return names.map((name, i) => wantedIngredient(name, foods[i]));
  };
  return { with: await widen(query.with), without: await widen(query.without) };
}

const listed = async (query: Record<string, string>, cookie?: string) => ids((await fetchAllPages(ctx.app, '/api/recipes', query, 10, cookie)).items);
const newestFirst = (list: { id: number }[]) => ids(list).sort((a, b) => b - a);
const facets = async (query: Record<string, string>, cookie?: string) =>
  recipeFacetsSchema.parse(await getJson(ctx.app, `/api/recipes/facets?${new URLSearchParams(query)}`, cookie));

describe('what the database stores for the filters', () => {
  it('holds every recipe of the catalogue to the references: line keys, diet keys, the uncounted lines', async () => {
    const stored = await ctx.database.db
      .select({ ingredients: recipes.ingredients, dietaryAttributes: recipes.dietaryAttributes, ingredientKeys: recipes.ingredientKeys, dietKeys: recipes.dietKeys, notCounted: recipes.notCounted })
      .from(recipes);
    expect(stored.length).toBeGreaterThan(50);
    for (const r of stored) {
      expect(r.ingredientKeys).toEqual(r.ingredients.map((line) => ingredientKey(line.name)).filter((key) => key !== ''));
      expect(r.dietKeys).toEqual(buildKeys(r.dietaryAttributes));
      expect(r.notCounted).toBe(notCountedLines(r.ingredients).length);
    }
  });

  it('words a line alike in TypeScript and SQL: plurals, accents, capitals, punctuation', async () => {
    const cook = await createMember(ctx.database.db);
    const names = ['Jalapeños, seeded', 'CRÈME FRAÎCHE', 'Blueberries', 'tomatoes (vine)', 'peaches & radishes', 'hummus', 'glasses of milk', 'kiwis', '½ tsp', '!!'];
    const id = await postRecipe(ctx.app, cook.cookie, { title: 'Keys', ingredients: names.map((name) => ({ name, quantity: null, unit: null, preparation: null })) });
    const [row] = await ctx.database.db.select({ keys: recipes.ingredientKeys }).from(recipes).where(eq(recipes.id, id));
    expect(row!.keys).toEqual(names.map(ingredientKey).filter((key) => key !== ''));
    expect(row!.keys).toContain(' jalapeno seeded ');
    expect(row!.keys).toContain(' blueberry ');
  });
});

describe('with and without ingredients', () => {
  it.each([
    { with: 'garlic' },
    { with: 'chicken, garlic' },
    { with: 'lemon', without: 'nuts' },
    { without: 'egg, milk' },
    { with: 'red pepper' },
    { with: 'tomatoes', without: 'cheese' },
  ])('%o lists what the rule finds, from the index and from the database', async (query) => {
    const filters = await ingredientFilters(query);
    const all = await publicRows();
    const expected = newestFirst(all.filter((r) => ingredientsMatch(r.ingredientKeys, filters)));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
    expect(await listed(params)).toEqual(expected);
    // A term with a hyphen is the database's to answer; 'a-' is in no recipe's text, so it excludes nothing.
    expect(await listed({ ...params, search: '-"zz-qq"' })).toEqual(expected);
  });

  it('"spinach" finds "baby spinach leaves", "zucchini" finds "courgettes", and "egg" is not "eggplant"', async () => {
    const cook = await createMember(ctx.database.db);
    const line = (name: string) => ({ name, quantity: null, unit: null, preparation: null });
    const spinach = await postRecipe(ctx.app, cook.cookie, { title: 'Green bowl', ingredients: [line('baby spinach leaves'), line('eggplant')] });
    const courgette = await postRecipe(ctx.app, cook.cookie, { title: 'Summer tray', ingredients: [line('2 courgettes, sliced'), line('walnuts')] });
    expect(await listed({ with: 'spinach' })).toContain(spinach);
    expect(await listed({ with: 'Zucchini' })).toContain(courgette);
    expect(await listed({ with: 'egg' })).not.toContain(spinach);
    expect(await listed({ with: 'spinach', without: 'aubergine' })).not.toContain(spinach);
    expect(await listed({ without: 'nuts' })).not.toContain(courgette);
    expect(await listed({ without: 'nut' })).not.toContain(courgette);
    expect(await listed({ with: 'zucchini', without: 'peanuts' })).toContain(courgette);
  });

  it('answers the same to a member with private recipes, theirs merged in', async () => {
    const cook = await createMember(ctx.database.db);
    await ctx.database.db.update(users).set({ profileVisible: true }).where(eq(users.id, cook.id));
    const own = await postRecipe(ctx.app, cook.cookie, { title: 'Own', privacyLevel: 'private', ingredients: [{ name: 'garlic cloves', quantity: 2, unit: null, preparation: null }] });
    const visitors = await listed({ with: 'garlic' });
    expect(await listed({ with: 'garlic' }, cook.cookie)).toEqual([own, ...visitors].sort((a, b) => b - a));
    expect(visitors).not.toContain(own);
  });

  it('refuses bad input with a message naming the field', async () => {
    const bad = async (query: string, field: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?${query}` });
      const error = expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(error)).toContain(field);
    };
    await bad(`with=${Array.from({ length: 9 }, (_, i) => `food${i}`).join(',')}`, 'with takes at most 8 ingredients');
    await bad(`without=${'a'.repeat(61)}`, 'without: each ingredient must be at most 60 characters');
    await bad('maxMinutes=soon', 'maxMinutes must be a number');
    await bad('maxCalories=12.5', 'maxCalories must be a whole number of calories');
    await bad('minProtein=-1', 'minProtein must be at least 0');
    const facetsRes = await ctx.app.inject({ method: 'GET', url: '/api/recipes/facets?maxMinutes=0' });
    expect(JSON.stringify(expectApiError(facetsRes, 400, 'VALIDATION_ERROR'))).toContain('maxMinutes must be at least 1');
  });
});

describe('diet and figure filters', () => {
  it.each([
    { diet: 'Vegan' },
    { maxMinutes: '30' },
    { maxCalories: '400' },
    { minProtein: '25' },
    { diet: 'gluten-free', maxMinutes: '60', minProtein: '10' },
  ])('%o keeps exactly the recipes passing them', async (query) => {
    const filters: FacetFilters = {
      diet: query.diet?.toLowerCase(),
      maxMinutes: query.maxMinutes ? Number(query.maxMinutes) : undefined,
      maxCalories: query.maxCalories ? Number(query.maxCalories) : undefined,
      minProtein: query.minProtein ? Number(query.minProtein) : undefined,
    };
    const all = await publicRows();
    const expected = newestFirst(all.filter((r) => passesFacets(r, filters)));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
    expect(await listed(params)).toEqual(expected);
    expect(await listed({ ...params, search: '-"zz-qq"' })).toEqual(expected);
  });
});

describe('facets with counts', () => {
  const cases: Record<string, string>[] = [
    {},
    { search: 'chicken' },
    { diet: 'vegan' },
    { category: 'Desserts', maxMinutes: '30' },
    { with: 'garlic', minProtein: '20' },
    { search: 'salad', diet: 'vegetarian', maxCalories: '500' },
  ];

  it.each(cases)('%o counts each value over the other filters, as the reference does', async (query) => {
    const filters: FacetFilters = {
      category: query.category?.toLowerCase(),
      diet: query.diet,
      maxMinutes: query.maxMinutes ? Number(query.maxMinutes) : undefined,
      maxCalories: query.maxCalories ? Number(query.maxCalories) : undefined,
      minProtein: query.minProtein ? Number(query.minProtein) : undefined,
    };
    const ingredients = await ingredientFilters(query);
    const base = new Set(await listed({ ...(query.search ? { search: query.search } : {}), ...(query.with ? { with: query.with } : {}) }));
    const all = (await publicRows()).filter((r) => base.has(r.id) && ingredientsMatch(r.ingredientKeys, ingredients));
    const expected = recipeFacets(all, filters);
    const got = await facets(query);
    expect(got).toEqual(expected);
    expect(got.total).toBe((await listed(query)).length);
    // The database's answer (a term with a hyphen is the database's; 'zz-qq' is in no recipe) is the same.
    expect(await facets({ ...query, search: `${query.search ?? ''} -"zz-qq"` })).toEqual(expected);
  });

  it('a chosen diet still counts the other diets, and every other group counts only its recipes', async () => {
    const all = await facets({});
    const vegan = await facets({ diet: 'vegan' });
    expect(vegan.diet).toEqual(all.diet);
    const veganCount = all.diet.find((d) => d.value === 'vegan')!.count;
    expect(vegan.total).toBe(veganCount);
    expect(Math.max(...vegan.category.map((c) => c.count))).toBeLessThanOrEqual(veganCount);
    expect(vegan.maxMinutes.map((b) => b.value)).toEqual([15, 30, 60]);
    // A value chosen that no recipe has is still listed, at 0, so it can be taken off.
    const none = await facets({ diet: 'carnivore' });
    expect(none.total).toBe(0);
    expect(none.diet).toContainEqual({ value: 'carnivore', count: 0 });
  });

  it("a member's private recipes count for them and never for visitors", async () => {
    const cook = await createMember(ctx.database.db);
    await ctx.database.db.update(users).set({ profileVisible: true }).where(eq(users.id, cook.id));
    const before: RecipeFacetsAnswer = await facets({ diet: 'vegan' });
    const own = await postRecipe(ctx.app, cook.cookie, { title: 'Own vegan', privacyLevel: 'private', dietaryAttributes: ['Vegan'] });
    expect((await facets({ diet: 'vegan' }, cook.cookie)).total).toBe(before.total + 1);
    expect((await facets({ diet: 'vegan' })).total).toBe(before.total);
    await ctx.database.db.delete(recipes).where(inArray(recipes.id, [own]));
  });
});
