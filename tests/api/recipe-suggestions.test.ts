import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSuggestionsSchema } from '../../src/contracts/recipe';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, fetchAllPages, getJson, postRecipe } from './helpers';
import { createMember } from './sessions';

// Issue 19: while a cook types, the search box offers recipe titles and ingredients.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  await ctx.app.recipeSearch.settled();
});

afterAll(async () => {
  await ctx?.close();
});

const suggestions = async (q: string, cookie?: string) => recipeSuggestionsSchema.parse(await getJson(ctx.app, `/api/recipes/suggestions?${new URLSearchParams({ q })}`, cookie));
const listedCount = async (query: Record<string, string>) => (await fetchAllPages(ctx.app, '/api/recipes', query, 100)).items.length;

describe('search suggestions', () => {
  it('offers titles holding every word typed, best match first', async () => {
    const { recipes } = await suggestions('salm');
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.length).toBeLessThanOrEqual(5);
    for (const r of recipes) expect(r.title.toLowerCase()).toContain('salm');
    const { recipes: two } = await suggestions('lemon salmon');
    expect(two.map((r) => r.title)).toContain('Lemon Garlic Salmon with Roasted Asparagus');
  });

  it('offers ingredients by how many recipes the with filter finds for each, each count what the list shows', async () => {
    const { ingredients } = await suggestions('spin');
    expect(ingredients.map((i) => i.name)).toContain('spinach');
    expect(ingredients.length).toBeLessThanOrEqual(5);
    expect(ingredients.map((i) => i.recipes)).toEqual([...ingredients.map((i) => i.recipes)].sort((a, b) => b - a));
    for (const { name, recipes } of ingredients) expect(recipes, name).toBe(await listedCount({ with: name }));
    // Nothing no recipe holds.
    expect((await suggestions('xqzv')).ingredients).toEqual([]);
  });

  it('never offers a private recipe, to anyone', async () => {
    const cook = await createMember(ctx.database.db);
    await postRecipe(ctx.app, cook.cookie, { title: 'Quokka quinoa bowl', privacyLevel: 'private' });
    expect((await suggestions('quokka')).recipes).toEqual([]);
    expect((await suggestions('quokka', cook.cookie)).recipes).toEqual([]);
    const shown = await postRecipe(ctx.app, cook.cookie, { title: 'Quokka quinoa salad' });
    expect((await suggestions('quokka')).recipes).toEqual([{ id: shown, title: 'Quokka quinoa salad' }]);
  });

  it('refuses an empty or missing q, naming it', async () => {
    for (const url of ['/api/recipes/suggestions?q=%20', '/api/recipes/suggestions', `/api/recipes/suggestions?q=${'a'.repeat(101)}`]) {
      const error = expectApiError(await ctx.app.inject({ method: 'GET', url }), 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(error), url).toContain('q');
    }
  });
});
